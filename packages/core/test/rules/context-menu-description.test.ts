import { command, testRule } from '../rule-tester.js';

testRule('context-menu-description', {
  valid: [
    { name: 'a USER command without a description', body: { type: 2, name: 'Report' } },
    { name: 'a MESSAGE command with an empty description, as fetched', body: { type: 3, name: 'Quote', description: '' } },
    { name: 'a null description', body: { type: 2, name: 'Report', description: null } },
    { name: 'empty or null localizations', body: { type: 2, name: 'Report', description_localizations: { fr: '', de: null } } },
    { name: 'a null dictionary', body: { type: 3, name: 'Quote', description_localizations: null } },
    { name: 'slash commands have descriptions', body: command() },
    { name: 'entry points may have descriptions', body: { type: 4, name: 'Launch', handler: 2, description: 'Start the game' } },
    { name: 'an edit body without a type', body: { description: 'New text' }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'a USER command with a description',
      body: { type: 2, name: 'Report', description: 'Report a user' },
      errors: [{ path: ['description'], message: "USER command \"Report\": USER commands cannot have a description (\"Report a user\"); remove it.", output: { type: 2, name: 'Report' } }],
    },
    {
      name: 'a MESSAGE command with a description of one space',
      body: { type: 3, name: 'Quote', description: ' ' },
      errors: [{ path: ['description'], message: ['MESSAGE commands cannot have a description'], output: { type: 3, name: 'Quote' } }],
    },
    {
      name: 'description localizations',
      body: { type: 2, name: 'Report', description: '', description_localizations: { fr: 'Signaler', de: '', ja: '報告' } },
      errors: [
        { path: ['description_localizations', 'fr'], message: ['the fr description localization must go', 'remove it'], output: { type: 2, name: 'Report', description: '', description_localizations: { de: '', ja: '報告' } } },
        { path: ['description_localizations', 'ja'], message: ['ja'], output: { type: 2, name: 'Report', description: '', description_localizations: { fr: 'Signaler', de: '' } } },
      ],
    },
    {
      name: 'a type given by name',
      body: { type: 'MESSAGE', name: 'Quote', description: 'Quote it' },
      errors: [{ path: ['description'], message: ['MESSAGE'], output: { type: 'MESSAGE', name: 'Quote' } }],
    },
    {
      name: 'an edit body that gives the type',
      body: { type: 2, description: 'Report' },
      options: { kind: 'edit' },
      errors: [{ path: ['description'], message: ['USER commands cannot have a description'], output: { type: 2 } }],
    },
    {
      name: 'items of a bulk overwrite, global or guild',
      body: [command(), { type: 3, name: 'Quote', description: 'Quote it' }],
      options: { scope: 'guild' },
      errors: [{ path: [1, 'description'], message: ['MESSAGE command "Quote"'], output: [command(), { type: 3, name: 'Quote' }] }],
    },
  ],
});
