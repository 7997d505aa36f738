import { command, option, testRule } from '../rule-tester.js';

testRule('command-field-by-type', {
  valid: [
    { name: 'options on a slash command', body: command({ options: [option()] }) },
    { name: 'options on a command whose type is absent (CHAT_INPUT)', body: { name: 'ping', description: 'Pong', options: [] } },
    { name: 'handler on an entry point', body: { type: 4, name: 'Launch', handler: 2 }, options: { application: { embedded: true } } },
    { name: 'USER and MESSAGE commands without either', body: [{ type: 2, name: 'Report' }, { type: 3, name: 'Quote' }] },
    { name: 'an edit body without a type is not checked', body: { options: [], handler: 1 }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'options on a USER command, even empty',
      body: { type: 2, name: 'Report', options: [] },
      errors: [{ path: ['options'], message: "USER command \"Report\": \"options\" is only allowed on CHAT_INPUT (slash) commands; USER commands take no arguments: remove it.", suggestions: [{ type: 2, name: 'Report' }] }],
    },
    {
      name: 'options on a MESSAGE command',
      body: { type: 3, name: 'Quote', options: [option()] },
      errors: [{ path: ['options'], message: ['MESSAGE commands take no arguments'] }],
    },
    {
      name: 'options on an entry point',
      body: { type: 4, name: 'Launch', handler: 2, options: [] },
      errors: [{ path: ['options'], message: ['PRIMARY_ENTRY_POINT'] }],
    },
    {
      name: 'handler on a slash command (type absent)',
      body: command({ handler: 1 }),
      errors: [{ path: ['handler'], message: ['Command /ping', '"handler" is only allowed on PRIMARY_ENTRY_POINT commands (type 4)', 'remove it'], suggestions: [command()] }],
    },
    {
      name: 'both on a USER command',
      body: { type: 2, name: 'Report', options: [], handler: 2 },
      errors: [
        { path: ['options'], message: ['"options"'] },
        { path: ['handler'], message: ['"handler"'] },
      ],
    },
    {
      name: 'an edit body that gives the type',
      body: { type: 3, options: [] },
      options: { kind: 'edit' },
      errors: [{ path: ['options'], message: ['MESSAGE'] }],
    },
    {
      name: 'a type given as a string',
      body: { type: '2', name: 'Report', handler: 1 },
      errors: [{ path: ['handler'], message: ['USER command "Report"', '"handler"'] }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [command(), { type: 3, name: 'Quote', options: null }],
      errors: [{ path: [1, 'options'], message: ['MESSAGE command "Quote"'] }],
    },
  ],
});
