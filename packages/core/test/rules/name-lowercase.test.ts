import { command, option, testRule } from '../rule-tester.js';

testRule('name-lowercase', {
  valid: [
    { body: command({ name: 'ban-user_2' }) },
    { name: 'uncased letters and scripts without case', body: command({ name: 'ชื่อ' }) },
    { name: 'a letter without a lowercase form (ℂ)', body: command({ name: 'ℂomplex' }) },
    { name: 'USER commands may use any case', body: { type: 2, name: 'Report User' } },
    { name: 'MESSAGE commands may use any case', body: { type: 3, name: 'Quote Message' } },
    { name: 'lowercase localized names', body: command({ name_localizations: { de: 'klingeln', 'pt-BR': 'sinal' } }) },
    { body: command({ options: [option({ name: 'member' })] }) },
  ],
  invalid: [
    {
      body: command({ name: 'Ping' }),
      errors: [{ path: ['name'], message: "Command /Ping: name \"Ping\" must be lowercase (\"P\" (U+0050) has a lowercase form); use \"ping\".", suggestions: [command({ name: 'ping' })] }],
    },
    {
      name: 'an option name',
      body: command({ options: [option({ name: 'Member' })] }),
      errors: [{ path: ['options', 0, 'name'], message: ['Option "Member"', 'use "member"'], suggestions: 1 }],
    },
    {
      name: 'a localized name',
      body: command({ name_localizations: { de: 'Klingeln' } }),
      errors: [{ path: ['name_localizations', 'de'], message: ['locale de', '"Klingeln"', 'use "klingeln"'], suggestions: 1 }],
    },
    {
      name: 'a letter number with a lowercase form (Ⅷ) counts as a letter with case',
      body: command({ name: 'chapterⅧ' }),
      errors: [{ path: ['name'], message: ['U+2167', 'use "chapterⅷ"'], suggestions: 1 }],
    },
    {
      name: 'Greek capital letters',
      body: command({ name: 'ΑΒΓ' }),
      errors: [{ path: ['name'], message: ['"ΑΒΓ"', 'lowercase'], suggestions: 1 }],
    },
    {
      name: 'in an edit body the option names still follow the rules',
      body: { options: [option({ name: 'Text' })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'name'], message: ['"Text"'], output: null }],
    },
  ],
});
