import { command, testRule } from '../rule-tester.js';

testRule('context-menu-name', {
  valid: [
    { name: 'a USER name with case and spaces', body: { type: 2, name: 'Report User' } },
    { name: 'a MESSAGE name with surrounding spaces but visible text', body: { type: 3, name: ' Quote ' } },
    { name: 'the auto-created entry point name', body: { type: 4, name: 'Launch', handler: 2 } },
    { name: 'an empty name is name-length\'s to report', body: { type: 2, name: '' } },
    { name: 'a zero-width space is not JavaScript whitespace', body: { type: 2, name: '\u200b' } },
    { name: 'slash command names are other rules\' to check', body: command({ name: '   ' }) },
    { name: 'an edit body without a type is not checked', body: { name: '   ' }, options: { kind: 'edit' } },
    { name: 'localized names with text', body: { type: 3, name: 'Quote', name_localizations: { fr: 'Citer ce message', de: null } } },
  ],
  invalid: [
    {
      name: 'a USER name of spaces',
      body: { type: 2, name: '   ' },
      errors: [{ path: ['name'], message: "USER command \"   \": name is only whitespace; a USER command needs a visible name of 1-32 characters." }],
    },
    {
      name: 'a MESSAGE name of a tab and a newline',
      body: { type: 3, name: '\t\n' },
      errors: [{ path: ['name'], message: ['MESSAGE command', 'only whitespace'] }],
    },
    {
      name: 'an entry point name of a no-break space',
      body: { type: 4, name: '\u00a0', handler: 2 },
      errors: [{ path: ['name'], message: ['PRIMARY_ENTRY_POINT command needs a visible name'] }],
    },
    {
      name: 'an ideographic space in a localization',
      body: { type: 2, name: 'Report', name_localizations: { ja: '\u3000' } },
      errors: [{ path: ['name_localizations', 'ja'], message: ['USER command "Report"', 'name for locale ja is only whitespace'] }],
    },
    {
      name: 'an edit body that gives the type',
      body: { type: 3, name: ' ' },
      options: { kind: 'edit' },
      errors: [{ path: ['name'], message: ['only whitespace'] }],
    },
    {
      name: 'a type given by name',
      body: { type: 'USER', name: ' ' },
      errors: [{ path: ['name'], message: ['USER command'] }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [command(), { type: 2, name: '  ' }],
      errors: [{ path: [1, 'name'], message: ['only whitespace'] }],
    },
  ],
});
