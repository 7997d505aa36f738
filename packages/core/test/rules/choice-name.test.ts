import { command, option, testRule } from '../rule-tester.js';

const n = (count: number, unit = 'a'): string => unit.repeat(count);
const withChoices = (...choices: unknown[]) => command({ options: [option({ choices })] });

testRule('choice-name', {
  valid: [
    { name: 'one character', body: withChoices({ name: 'A', value: 'a' }) },
    { name: 'exactly 100 characters, any case and spaces', body: withChoices({ name: `Big ${n(96)}`, value: 'a' }) },
    { name: '100 emoji count as 100', body: withChoices({ name: n(100, '🎉'), value: 'a' }) },
    { name: 'localized names of 100 and null', body: withChoices({ name: 'A', value: 'a', name_localizations: { fr: n(100, 'é'), de: null } }) },
    { name: 'choices of INTEGER and NUMBER options', body: command({ options: [{ type: 4, name: 'n', description: 'N', choices: [{ name: n(100), value: 1 }] }, { type: 10, name: 'x', description: 'X', choices: [{ name: 'Half', value: 0.5 }] }] }) },
    { name: 'a name that is not a string is field-type\'s', body: withChoices({ name: 5, value: 'a' }) },
  ],
  invalid: [
    {
      name: '101 characters',
      body: withChoices({ name: n(101), value: 'a' }),
      errors: [{ path: ['options', 0, 'choices', 0, 'name'], message: "Choice \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…\" of option \"text\" of /ping: name has 101 characters; the limit is 100: shorten it." }],
    },
    {
      name: '101 emoji',
      body: withChoices({ name: n(101, '🎉'), value: 'a' }),
      errors: [{ path: ['options', 0, 'choices', 0, 'name'], message: ['has 101 characters'] }],
    },
    {
      name: 'an empty name',
      body: withChoices({ name: 'A', value: 'a' }, { name: '', value: 'b' }),
      errors: [{ path: ['options', 0, 'choices', 1, 'name'], message: ['Choice "" ', 'name is empty', '1-100 characters'] }],
    },
    {
      name: 'localized names',
      body: withChoices({ name: 'A', value: 'a', name_localizations: { fr: '', ja: n(101, 'あ') } }),
      errors: [
        { path: ['options', 0, 'choices', 0, 'name_localizations', 'fr'], message: ['Choice "A"', 'name for locale fr is empty', 'or remove the entry'] },
        { path: ['options', 0, 'choices', 0, 'name_localizations', 'ja'], message: ['name for locale ja has 101 characters'] },
      ],
    },
    {
      name: 'a choice of an option in a subcommand of an edit body',
      body: { options: [{ type: 1, name: 's', description: 'S', options: [{ type: 4, name: 'n', description: 'N', choices: [{ name: '', value: 1 }] }] }] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'options', 0, 'choices', 0, 'name'], message: ['option "n"', ' s', 'empty'] }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [{ type: 2, name: 'Report' }, withChoices({ name: n(120), value: 'a' })],
      errors: [{ path: [1, 'options', 0, 'choices', 0, 'name'], message: ['has 120 characters'] }],
    },
  ],
});
