import { command, option, testRule } from '../rule-tester.js';

const n = (count: number, unit = 'a'): string => unit.repeat(count);
// U+10428 DESERET SMALL LETTER LONG I: one code point, two UTF-16 units, a lowercase letter.
const DESERET = '\u{10428}';

testRule('name-length', {
  valid: [
    { name: 'one character', body: command({ name: 'p' }) },
    { name: 'exactly 32 characters', body: command({ name: n(32) }) },
    { name: '32 astral letters (64 UTF-16 units) count as 32', body: command({ name: n(32, DESERET) }) },
    { name: 'a USER name of 32 characters with spaces', body: { type: 2, name: `Report ${n(25)}` } },
    { name: 'a MESSAGE name of 32 emoji', body: { type: 3, name: n(32, '🎉') } },
    { name: 'an entry point name', body: { type: 4, name: 'Launch', handler: 2 } },
    { name: 'option names and localizations of 32', body: command({ name_localizations: { fr: n(32, 'é') }, options: [option({ name: n(32), name_localizations: { de: n(32) } })] }) },
    { name: 'a null localization is not a name', body: command({ name_localizations: { fr: null } }) },
    { name: 'an edit body with a name of 32', body: { name: n(32) }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: '33 characters',
      body: command({ name: n(33) }),
      errors: [{ path: ['name'], message: "Command /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: name \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\" has 33 characters; the limit is 32: shorten it." }],
    },
    {
      name: '33 astral letters',
      body: command({ name: n(33, DESERET) }),
      errors: [{ path: ['name'], message: ['has 33 characters', 'limit is 32'] }],
    },
    {
      name: 'an empty name',
      body: command({ name: '' }),
      errors: [{ path: ['name'], message: ['name is empty', '1-32 characters'] }],
    },
    {
      name: 'a USER name of 33 characters',
      body: { type: 2, name: `Report ${n(26)}` },
      errors: [{ path: ['name'], message: ['USER command', 'has 33 characters'] }],
    },
    {
      name: 'a MESSAGE name of 33 emoji',
      body: { type: 3, name: n(33, '🎉') },
      errors: [{ path: ['name'], message: ['MESSAGE command', 'has 33 characters'] }],
    },
    {
      name: 'an empty entry point name',
      body: { type: 4, name: '', handler: 2 },
      errors: [{ path: ['name'], message: ['PRIMARY_ENTRY_POINT command', 'empty'] }],
    },
    {
      name: 'options, subcommands and their localizations',
      body: command({ options: [{ type: 1, name: n(33), description: 'Sub', name_localizations: { fr: '' }, options: [option({ name_localizations: { de: n(33, 'ß') } })] }] }),
      errors: [
        { path: ['options', 0, 'name'], message: ['Subcommand', 'has 33 characters'] },
        { path: ['options', 0, 'name_localizations', 'fr'], message: ['name for locale fr is empty', 'or remove the entry'] },
        { path: ['options', 0, 'options', 0, 'name_localizations', 'de'], message: ['Option "text"', 'name for locale de', 'has 33 characters'] },
      ],
    },
    {
      name: 'a localized command name',
      body: command({ name_localizations: { 'pt-BR': n(40) } }),
      errors: [{ path: ['name_localizations', 'pt-BR'], message: ['locale pt-BR', 'has 40 characters'] }],
    },
    {
      name: 'an edit body without a type',
      body: { name: n(33) },
      options: { kind: 'edit' },
      errors: [{ path: ['name'], message: ['has 33 characters'] }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [command(), { type: 2, name: '' }],
      errors: [{ path: [1, 'name'], message: ['empty'] }],
    },
  ],
});
