import { command, testRule } from '../rule-tester.js';

const edit = { kind: 'edit' } as const;

testRule('edit-type-immutable', {
  valid: [
    { name: 'an edit body without type', body: { description: 'New text' }, options: edit },
    { name: 'an empty edit body', body: {}, options: edit },
    { name: 'a create body with type', body: { type: 2, name: 'Report' } },
    { name: 'a create body with type given explicitly as kind command', body: command({ type: 1 }), options: { kind: 'command' } },
    { name: 'a bulk overwrite array with types', body: [command({ type: 1 }), { type: 3, name: 'Quote' }] },
    { name: 'a guild edit body without type', body: { name: 'renamed' }, options: { kind: 'edit', scope: 'guild' } },
  ],
  invalid: [
    {
      name: 'type USER in an edit body',
      body: { type: 2, name: 'Report' },
      options: edit,
      errors: [
        {
          path: ['type'],
          message: "USER command \"Report\": the edit body sets \"type\" to 2 (USER), but command types cannot change after creation: remove \"type\" from the edit, or delete the command and create one of the new type.",
          output: null,
        },
      ],
    },
    {
      name: 'type CHAT_INPUT, the same as the default, is still pointless',
      body: { type: 1, description: 'New text' },
      options: edit,
      errors: [{ path: ['type'], message: ['"type" to 1 (CHAT_INPUT)'] }],
    },
    {
      name: 'type MESSAGE',
      body: { type: 3 },
      options: edit,
      errors: [{ path: ['type'], message: ['3 (MESSAGE)'] }],
    },
    {
      name: 'type PRIMARY_ENTRY_POINT in a guild edit',
      body: { type: 4 },
      options: { kind: 'edit', scope: 'guild' },
      errors: [{ path: ['type'], message: ['4 (PRIMARY_ENTRY_POINT)'] }],
    },
    {
      name: 'a type name instead of the number',
      body: { type: 'USER' },
      options: edit,
      errors: [{ path: ['type'], message: ['"type" to "USER"', 'cannot change'] }],
    },
    {
      name: 'an unknown type value',
      body: { type: 9 },
      options: edit,
      errors: [{ path: ['type'], message: ['"type" to 9', 'cannot change'] }],
    },
    {
      name: 'type null',
      body: { type: null },
      options: edit,
      errors: [{ path: ['type'], message: ['"type" to null'] }],
    },
  ],
});
