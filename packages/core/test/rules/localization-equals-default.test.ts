import { command, option, testRule } from '../rule-tester.js';

testRule('localization-equals-default', {
  valid: [
    {
      name: 'a key that is no locale is left to locale-key (which renames "en_US" to the default locale\'s own entry)',
      body: command({ name_localizations: { en_US: 'ping', sv: 'ping' } }),
    },
    { name: 'localizations that differ from the default', body: command({ name_localizations: { de: 'klingeln' }, description_localizations: { fr: 'Répond pong' } }) },
    { name: 'the default under the default locale (en-US) blocks the fallback, so it stays', body: command({ name_localizations: { 'en-US': 'ping', 'en-GB': 'pingu' } }) },
    { name: 'with defaultLocale en-GB, the en-GB entry stays', body: command({ description_localizations: { 'en-GB': 'Replies with pong' } }), options: { defaultLocale: 'en-GB' } },
    { name: 'with defaultLocale fr, the fr entry stays', body: command({ name_localizations: { fr: 'ping' } }), options: { defaultLocale: 'fr' } },
    { name: 'a different case is a different value', body: command({ name_localizations: { de: 'Ping' } }) },
    { name: 'null values and null dictionaries', body: command({ name_localizations: { de: null }, description_localizations: null }) },
    {
      name: 'a USER command\'s description localizations are context-menu-description\'s error, said once there',
      body: { type: 2, name: 'Report User', description: 'Report', description_localizations: { fr: 'Report' } },
    },
    { name: 'no default to compare with (an edit body without name)', body: { name_localizations: { de: 'ping' } }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'a name localization equal to the default',
      body: command({ name_localizations: { de: 'ping', fr: 'pong' } }),
      errors: [
        {
          path: ['name_localizations', 'de'],
          message: "Command /ping: the de name is the same as the default (\"ping\") and is ignored by the service; remove it.",
          output: command({ name_localizations: { fr: 'pong' } }),
        },
      ],
    },
    {
      name: 'with defaultLocale en-GB, an en-US entry equal to the default is reported',
      body: command({ name_localizations: { 'en-US': 'ping', 'en-GB': 'ping' } }),
      options: { defaultLocale: 'en-GB' },
      errors: [{ path: ['name_localizations', 'en-US'], message: ['en-US name'], output: command({ name_localizations: { 'en-GB': 'ping' } }) }],
    },
    {
      name: 'each equal entry has its own fix',
      body: command({ description_localizations: { de: 'Replies with pong', 'es-ES': 'Responde', 'en-GB': 'Replies with pong' } }),
      errors: [
        { path: ['description_localizations', 'de'], message: ['de description'], output: command({ description_localizations: { 'es-ES': 'Responde', 'en-GB': 'Replies with pong' } }) },
        { path: ['description_localizations', 'en-GB'], message: ['en-GB description'], output: command({ description_localizations: { de: 'Replies with pong', 'es-ES': 'Responde' } }) },
      ],
    },
    {
      name: 'an option name and description',
      body: command({ options: [option({ name_localizations: { it: 'text' }, description_localizations: { it: 'Some text' } })] }),
      errors: [
        { path: ['options', 0, 'name_localizations', 'it'], message: ['Option "text" of /ping', 'it name'], output: command({ options: [option({ name_localizations: {}, description_localizations: { it: 'Some text' } })] }) },
        { path: ['options', 0, 'description_localizations', 'it'], message: ['it description', '"Some text"'], output: command({ options: [option({ name_localizations: { it: 'text' }, description_localizations: {} })] }) },
      ],
    },
    {
      name: 'a choice name',
      body: command({ options: [option({ choices: [{ name: 'Red', value: 'red', name_localizations: { nl: 'Red' } }] })] }),
      errors: [{ path: ['options', 0, 'choices', 0, 'name_localizations', 'nl'], message: ['Choice "Red"', 'nl name'], output: command({ options: [option({ choices: [{ name: 'Red', value: 'red', name_localizations: {} }] })] }) }],
    },
    {
      name: 'a USER command name',
      body: { type: 2, name: 'Report', name_localizations: { fr: 'Report', de: 'Melden' } },
      errors: [{ path: ['name_localizations', 'fr'], message: ['USER command "Report"', 'fr name'], output: { type: 2, name: 'Report', name_localizations: { de: 'Melden' } } }],
    },
    {
      name: 'in an edit body that carries the default',
      body: { description: 'New text', description_localizations: { pl: 'New text' } },
      options: { kind: 'edit' },
      errors: [{ path: ['description_localizations', 'pl'], message: ['pl description'], output: { description: 'New text', description_localizations: {} } }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'kick', name_localizations: { 'sv-SE': 'kick' } })],
      errors: [{ path: [1, 'name_localizations', 'sv-SE'], message: ['/kick', 'sv-SE name'], output: [command(), command({ name: 'kick', name_localizations: {} })] }],
    },
  ],
});
