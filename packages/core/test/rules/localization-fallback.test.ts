import { command, option, testRule } from '../rule-tester.js';

testRule('localization-fallback', {
  valid: [
    { name: 'the default locale is present', body: command({ description_localizations: { 'en-US': 'Replies with pong', 'en-GB': 'Replies with pong, innit' } }) },
    { name: 'no fallback locale of the default is present', body: command({ description_localizations: { de: 'Antwortet', fr: 'Répond' } }) },
    { name: 'the fallback holds the default value: nothing surprising shows', body: command({ name_localizations: { 'en-GB': 'ping' } }) },
    { name: 'a null fallback value shows nothing', body: command({ name_localizations: { 'en-GB': null } }) },
    { name: 'es-ES does not fall back to es-419', body: command({ name_localizations: { 'es-419': 'sonar' } }), options: { defaultLocale: 'es-ES' } },
    { name: 'a default locale without fallbacks (fr) never fires', body: command({ name_localizations: { 'en-GB': 'pingu', 'en-US': 'pong' } }), options: { defaultLocale: 'fr' } },
    { name: 'with defaultLocale es-419 and its entry present', body: command({ name_localizations: { 'es-419': 'ping', 'es-ES': 'sonar' } }), options: { defaultLocale: 'es-419' } },
  ],
  invalid: [
    {
      name: 'en-GB without en-US (the spec\'s example)',
      body: command({ description: 'Pick a color', description_localizations: { 'en-GB': 'Pick a colour' } }),
      errors: [
        {
          path: ['description_localizations'],
          message: "Command /ping: description_localizations has en-GB but not en-US, the default locale, so en-US users see the en-GB description \"Pick a colour\" instead of the default; add the default under \"en-US\".",
          suggestions: [command({ description: 'Pick a color', description_localizations: { 'en-GB': 'Pick a colour', 'en-US': 'Pick a color' } })],
        },
      ],
    },
    {
      name: 'a null en-US value blocks nothing',
      body: command({ name: 'color', name_localizations: { 'en-US': null, 'en-GB': 'colour' } }),
      errors: [{ path: ['name_localizations'], message: ['"colour"'], suggestions: [command({ name: 'color', name_localizations: { 'en-US': 'color', 'en-GB': 'colour' } })] }],
    },
    {
      name: 'defaultLocale en-GB with an en-US entry',
      body: command({ name: 'colour', name_localizations: { 'en-US': 'color' } }),
      options: { defaultLocale: 'en-GB' },
      errors: [{ path: ['name_localizations'], message: ['has en-US but not en-GB', 'en-GB users see the en-US name "color"', '"en-GB"'], suggestions: [command({ name: 'colour', name_localizations: { 'en-US': 'color', 'en-GB': 'colour' } })] }],
    },
    {
      name: 'defaultLocale es-419 with an es-ES entry',
      body: command({ name: 'coche', name_localizations: { 'es-ES': 'coche-es' } }),
      options: { defaultLocale: 'es-419' },
      errors: [{ path: ['name_localizations'], message: ['has es-ES but not es-419', '"coche-es"'], suggestions: 1 }],
    },
    {
      name: 'an option and a choice',
      body: command({ options: [option({ name: 'color', name_localizations: { 'en-GB': 'colour' }, choices: [{ name: 'Gray', value: 'gray', name_localizations: { 'en-GB': 'Grey' } }] })] }),
      errors: [
        { path: ['options', 0, 'name_localizations'], message: ['Option "color" of /ping', '"colour"'], suggestions: 1 },
        { path: ['options', 0, 'choices', 0, 'name_localizations'], message: ['Choice "Gray"', '"Grey"'], suggestions: 1 },
      ],
    },
    {
      name: 'an edit body without the default value: no suggestion',
      body: { description_localizations: { 'en-GB': 'Pick a colour' } },
      options: { kind: 'edit' },
      errors: [{ path: ['description_localizations'], message: ['en-GB', 'en-US'], suggestions: 0 }],
    },
    {
      name: 'a USER command in a bulk overwrite',
      body: [command(), { type: 2, name: 'Favorite', name_localizations: { 'en-GB': 'Favourite' } }],
      errors: [{ path: [1, 'name_localizations'], message: ['USER command "Favorite"', '"Favourite"'], suggestions: 1 }],
    },
  ],
});
