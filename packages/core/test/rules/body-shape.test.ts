import { command, testRule } from '../rule-tester.js';

testRule('body-shape', {
  valid: [
    { name: 'a command object', body: command() },
    { name: 'a bulk overwrite of command objects', body: [command(), { type: 2, name: 'Report' }] },
    { name: 'an empty bulk overwrite (deletes every command of the scope)', body: [] },
    { name: 'an edit body with one field', body: { description: 'New text' }, options: { kind: 'edit' } },
    { name: 'an empty edit body', body: {}, options: { kind: 'edit' } },
    { name: 'a permissions body', body: { permissions: [] } },
    { name: 'a permissions body when the kind is given', body: { permissions: [{ id: '1', type: 1, permission: true }] }, options: { kind: 'permissions' } },
    { name: 'a guild bulk overwrite', body: [command()], options: { scope: 'guild' } },
  ],
  invalid: [
    {
      name: 'past 100 misfit items, the rest are counted in one message',
      body: Array.from({ length: 102 }, () => 1),
      errors: [
        ...Array.from({ length: 100 }, (_, i) => ({ path: [i], messageId: 'itemNotCommand' })),
        { path: [], message: '2 more items of the bulk-overwrite array are not command objects; remove them.' },
      ],
    },
    {
      name: 'a string instead of a command',
      body: 'ping',
      errors: [{ path: [], message: "The body must be a command object, not a string." }],
    },
    {
      name: 'null instead of a command',
      body: null,
      errors: [{ path: [], message: ['command object', 'not null'] }],
    },
    {
      name: 'a number instead of a command',
      body: 42,
      errors: [{ path: [], message: ['command object', 'not an integer'] }],
    },
    {
      name: 'an array where one command is expected',
      body: [command()],
      options: { kind: 'command' },
      errors: [{ path: [], message: ['command object', 'not an array'] }],
    },
    {
      name: 'an object where a bulk overwrite is expected',
      body: command(),
      options: { kind: 'commands' },
      errors: [{ path: [], message: ['bulk-overwrite body must be an array of command objects', 'not an object'] }],
    },
    {
      name: 'items of a bulk overwrite that are not objects',
      body: [command(), 'pong', null, [command()]],
      errors: [
        { path: [1], message: ['Item 1', 'must be a command object', 'not a string', 'remove it'] },
        { path: [2], message: ['Item 2', 'not null'] },
        { path: [3], message: ['Item 3', 'not an array'] },
      ],
    },
    {
      name: 'an edit body that is not an object',
      body: ['description'],
      options: { kind: 'edit' },
      errors: [{ path: [], message: ['edit body', 'command object with the fields to change', 'not an array'] }],
    },
    {
      name: 'a permissions body that is an array',
      body: [{ id: '1', type: 1, permission: true }],
      options: { kind: 'permissions' },
      errors: [{ path: [], message: ['permissions body', '{"permissions": [...]}', 'not an array'] }],
    },
  ],
});
