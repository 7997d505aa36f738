import { command, testRule } from '../rule-tester.js';

const guild = { scope: 'guild' } as const;
const launch = { type: 4, name: 'Launch', handler: 2 };

testRule('entry-point-in-guild', {
  valid: [
    { name: 'a global entry point', body: launch },
    { name: 'a global bulk array with an entry point', body: [command(), launch] },
    { name: 'CHAT_INPUT, USER and MESSAGE in a guild', body: [command(), { type: 2, name: 'Report' }, { type: 3, name: 'Quote' }], options: guild },
    { name: 'a guild edit body without type', body: { handler: 1 }, options: { kind: 'edit', scope: 'guild' } },
    { name: 'an unknown type is enum-value\'s', body: { type: 5, name: 'Launch' }, options: guild },
  ],
  invalid: [
    {
      name: 'an entry point sent to a guild',
      body: launch,
      options: guild,
      errors: [
        {
          path: [],
          message: "PRIMARY_ENTRY_POINT command \"Launch\": a guild may hold no PRIMARY_ENTRY_POINT (type 4) command; entry points exist only as global commands: register it with the global commands, or remove it from this guild set.",
          output: null,
        },
      ],
    },
    {
      name: 'in a guild bulk array: each entry point',
      body: [command(), launch, { type: 4, name: 'Play' }],
      options: guild,
      errors: [
        { path: [1], message: ['"Launch"', 'global'] },
        { path: [2], message: ['"Play"', 'global'] },
      ],
    },
    {
      name: 'the type as a numeric string',
      body: { type: '4', name: 'Launch' },
      options: guild,
      errors: [{ path: [], message: ['PRIMARY_ENTRY_POINT'] }],
    },
    {
      name: 'the type as its name',
      body: { type: 'PRIMARY_ENTRY_POINT', name: 'Launch' },
      options: guild,
      errors: [{ path: [], message: ['PRIMARY_ENTRY_POINT'] }],
    },
    {
      name: 'a guild edit body that sets type 4',
      body: { type: 4 },
      options: { kind: 'edit', scope: 'guild' },
      errors: [{ path: [], message: ['PRIMARY_ENTRY_POINT'] }],
    },
  ],
});
