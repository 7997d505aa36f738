import { command, option, testRule } from '../rule-tester.js';

const n = (count: number, unit = 'a'): string => unit.repeat(count);

testRule('description-length', {
  valid: [
    { name: 'one character', body: command({ description: 'x' }) },
    { name: 'exactly 100 characters', body: command({ description: n(100) }) },
    { name: '100 emoji (200 UTF-16 units) count as 100', body: command({ description: n(100, '🎉') }) },
    { name: 'options, subcommands, groups and localizations of 100', body: command({
      description_localizations: { fr: n(100, 'é') },
      options: [{ type: 2, name: 'g', description: n(100), options: [{ type: 1, name: 's', description: n(100), options: [option({ description: n(100), description_localizations: { de: n(100) } })] }] }],
    }) },
    { name: 'an entry point without a description', body: { type: 4, name: 'Launch', handler: 2 } },
    { name: 'an entry point description of 100', body: { type: 4, name: 'Launch', handler: 2, description: n(100) } },
    { name: 'USER and MESSAGE descriptions are context-menu-description\'s', body: [{ type: 2, name: 'Report', description: '' }, { type: 3, name: 'Quote', description: n(101) }] },
    { name: 'a null localization', body: command({ description_localizations: { fr: null } }) },
    { name: 'an empty description in an edit body without a type (it may be a USER command)', body: { description: '' }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: '101 characters',
      body: command({ description: n(101) }),
      errors: [{ path: ['description'], message: "Command /ping: description has 101 characters; the limit is 100: shorten it." }],
    },
    {
      name: '101 emoji',
      body: command({ description: n(101, '🎉') }),
      errors: [{ path: ['description'], message: ['has 101 characters'] }],
    },
    {
      name: 'an empty description',
      body: command({ description: '' }),
      errors: [{ path: ['description'], message: ['description is empty', 'write 1-100 characters'] }],
    },
    {
      name: 'an empty localization can be removed',
      body: command({ description_localizations: { fr: '' } }),
      errors: [{ path: ['description_localizations', 'fr'], message: ['description for locale fr is empty', 'or remove the entry'] }],
    },
    {
      name: 'a localization of 101',
      body: command({ description_localizations: { 'es-419': n(101) } }),
      errors: [{ path: ['description_localizations', 'es-419'], message: ['locale es-419', 'has 101 characters'] }],
    },
    {
      name: 'options, subcommands and groups',
      body: command({ options: [{ type: 2, name: 'g', description: '', options: [{ type: 1, name: 's', description: n(101), options: [option({ description: '' })] }] }] }),
      errors: [
        { path: ['options', 0, 'description'], message: ['Subcommand group "g"', 'empty'] },
        { path: ['options', 0, 'options', 0, 'description'], message: ['Subcommand "s" of /ping g', 'has 101 characters'] },
        { path: ['options', 0, 'options', 0, 'options', 0, 'description'], message: ['Option "text" of /ping g s', 'empty'] },
      ],
    },
    {
      name: 'an entry point description, when present',
      body: { type: 4, name: 'Launch', handler: 2, description: '', description_localizations: { de: n(101) } },
      errors: [
        { path: ['description'], message: ['PRIMARY_ENTRY_POINT command "Launch"', 'empty'] },
        { path: ['description_localizations', 'de'], message: ['has 101 characters'] },
      ],
    },
    {
      name: 'an edit body without a type: too long is wrong for every type',
      body: { description: n(101) },
      options: { kind: 'edit' },
      errors: [{ path: ['description'], message: ['has 101 characters'] }],
    },
    {
      name: 'an edit body of a CHAT_INPUT command: empty is wrong',
      body: { type: 1, description: '' },
      options: { kind: 'edit' },
      errors: [{ path: ['description'], message: ['empty'] }],
    },
    {
      name: 'the options of an edit body',
      body: { options: [option({ description: '' })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'description'], message: ['empty'] }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [command(), command({ name: 'help', description: n(150) })],
      errors: [{ path: [1, 'description'], message: ['/help', 'has 150 characters'] }],
    },
  ],
});
