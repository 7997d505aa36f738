import { LOCALES } from '../../src/index.js';
import { command, option, testRule } from '../rule-tester.js';

const all = Object.fromEntries(LOCALES.map((locale) => [locale, 'ping']));

testRule('locale-key', {
  valid: [
    { name: 'all 32 locales in a name dictionary', body: command({ name_localizations: all }) },
    { name: 'all 32 locales in a description dictionary', body: command({ description_localizations: Object.fromEntries(LOCALES.map((l) => [l, 'Pong'])) }) },
    { name: 'null dictionaries and null values', body: command({ name_localizations: null, description_localizations: { fr: null } }) },
    { name: 'option and choice dictionaries', body: command({ options: [option({ name_localizations: { 'pt-BR': 'texto' }, choices: [{ name: 'A', value: 'a', name_localizations: { 'es-419': 'A' } }] })] }) },
    { name: 'a USER command', body: { type: 2, name: 'Report', name_localizations: { 'zh-TW': '檢舉' } } },
  ],
  invalid: [
    {
      name: 'an underscore instead of a dash: fixed',
      body: command({ name_localizations: { pt_BR: 'sinal' } }),
      errors: [{ path: ['name_localizations', 'pt_BR'], message: "Command /ping: name_localizations key \"pt_BR\" is not a locale of the API; write it \"pt-BR\".", output: command({ name_localizations: { 'pt-BR': 'sinal' } }) }],
    },
    {
      name: 'the wrong case: fixed',
      body: command({ description_localizations: { 'en-us': 'Replies' } }),
      errors: [{ path: ['description_localizations', 'en-us'], message: ['description_localizations key "en-us"', '"en-US"'], output: command({ description_localizations: { 'en-US': 'Replies' } }) }],
    },
    {
      name: 'a second spelling of a locale already there: remove it (a suggestion)',
      body: command({ name_localizations: { 'pt-BR': 'sinal', pt_BR: 'sinal' } }),
      errors: [
        { path: ['name_localizations', 'pt_BR'], message: ['"pt_BR"', '"pt-BR" is already there', 'remove'], output: null, suggestions: [command({ name_localizations: { 'pt-BR': 'sinal' } })] },
      ],
    },
    {
      name: 'a language without its region: the locales of that language, the default locale first',
      body: command({ name_localizations: { en: 'ping' } }),
      errors: [
        {
          path: ['name_localizations', 'en'],
          message: ['"en"', 'did you mean "en-US" (English, US) or "en-GB" (English, UK)?', 'valid locales: id, da, de'],
          output: null,
          suggestions: [command({ name_localizations: { 'en-US': 'ping' } }), command({ name_localizations: { 'en-GB': 'ping' } })],
        },
      ],
    },
    {
      name: 'a region the API does not split: the language',
      body: command({ name_localizations: { 'fr-FR': 'ping', 'de-DE': 'ping' } }),
      errors: [
        { path: ['name_localizations', 'fr-FR'], message: ['did you mean "fr" (French)?'], suggestions: [command({ name_localizations: { fr: 'ping', 'de-DE': 'ping' } })] },
        { path: ['name_localizations', 'de-DE'], message: ['did you mean "de" (German)?'], suggestions: 1 },
      ],
    },
    {
      name: 'a country code or a misspelling',
      body: command({ name_localizations: { jp: 'ping', br: 'ping', nb: 'ping' } }),
      errors: [
        { path: ['name_localizations', 'jp'], message: ['"ja" (Japanese)'], suggestions: 1 },
        { path: ['name_localizations', 'br'], message: ['"pt-BR"'], suggestions: 1 },
        { path: ['name_localizations', 'nb'], message: ['"no" (Norwegian)'], suggestions: 1 },
      ],
    },
    {
      name: 'nothing close: the list of locales, no suggestion',
      body: command({ name_localizations: { klingon: 'ping' } }),
      errors: [{ path: ['name_localizations', 'klingon'], message: ['"klingon"', 'valid locales', 'zh-TW, ko'], suggestions: 0 }],
    },
    {
      name: 'every candidate already present: no rename is offered',
      body: command({ name_localizations: { 'es-ES': 'x', 'es-419': 'y', es: 'z' } }),
      errors: [{ path: ['name_localizations', 'es'], message: ['already there', 'remove this entry'], suggestions: 0 }],
    },
    {
      name: 'a key named __proto__ is data, and wrong',
      body: JSON.parse('{"name":"ping","description":"Replies with pong","name_localizations":{"__proto__":"x"}}') as unknown,
      errors: [{ path: ['name_localizations', '__proto__'], message: ['"__proto__"'] }],
    },
    {
      name: 'a null value under a wrong key is still a wrong key',
      body: command({ description_localizations: { xx: null } }),
      errors: [{ path: ['description_localizations', 'xx'], message: ['"xx"'] }],
    },
    {
      name: 'option and choice dictionaries',
      body: command({ options: [option({ name_localizations: { ES: 'texto' }, choices: [{ name: 'A', value: 'a', name_localizations: { fr_FR: 'A' } }] })] }),
      errors: [
        { path: ['options', 0, 'name_localizations', 'ES'], message: ['Option "text" of /ping', '"ES"'] },
        { path: ['options', 0, 'choices', 0, 'name_localizations', 'fr_FR'], message: ['Choice "A" of option "text"', '"fr_FR"', '"fr"'], suggestions: 1 },
      ],
    },
    {
      name: 'in an edit body, with another default locale',
      body: { name_localizations: { en: 'ping' } },
      options: { kind: 'edit', defaultLocale: 'en-GB' },
      errors: [{ path: ['name_localizations', 'en'], message: ['did you mean "en-GB" (English, UK) or "en-US" (English, US)?'], suggestions: [{ name_localizations: { 'en-GB': 'ping' } }, { name_localizations: { 'en-US': 'ping' } }] }],
    },
    {
      name: 'a MESSAGE command in a bulk overwrite',
      body: [command(), { type: 3, name: 'Quote', name_localizations: { de_DE: 'Zitat' } }],
      errors: [{ path: [1, 'name_localizations', 'de_DE'], message: ['MESSAGE command "Quote"', '"de"'], suggestions: 1 }],
    },
  ],
});
