import { command, testRule } from '../rule-tester.js';

const ID = 'command-type-limit';

const slash = (count: number, from = 0): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => command({ name: `cmd-${from + i}` }));
const ofType = (type: number, count: number, from = 0): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => ({ type, name: `Command ${from + i}` }));
const launch = { type: 4, name: 'Launch', handler: 2 };

testRule(ID, {
  valid: [
    { name: 'exactly 100 CHAT_INPUT commands', body: slash(100) },
    { name: 'exactly 15 USER commands', body: ofType(2, 15) },
    { name: 'exactly 15 MESSAGE commands', body: ofType(3, 15) },
    { name: 'one PRIMARY_ENTRY_POINT command', body: [command(), launch] },
    {
      name: 'every type at its limit at once (131 commands)',
      body: [...slash(100), ...ofType(2, 15), ...ofType(3, 15), launch],
    },
    { name: 'the same counts in a guild', body: [...slash(100), ...ofType(2, 15), ...ofType(3, 15)], options: { scope: 'guild' } },
    {
      name: 'entry points in a guild are entry-point-in-guild\'s, not counted here',
      body: [launch, { ...launch, name: 'Play' }],
      options: { scope: 'guild' },
    },
    { name: 'a set: 100 CHAT_INPUT commands spread over four files', bodies: [slash(25), slash(25, 25), slash(25, 50), slash(25, 75)] },
    { name: 'a set of edit bodies is not counted', bodies: ofType(2, 20), options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: '101 CHAT_INPUT commands: the 101st is reported',
      body: slash(101),
      errors: [
        {
          path: [100],
          message: "Command /cmd-100 is CHAT_INPUT command number 101 in this global set; at most 100 CHAT_INPUT commands are allowed per scope: remove it or register it as a guild command.",
          output: null,
        },
      ],
    },
    {
      name: '16 USER commands (the limit was raised from 5 to 15, not further)',
      body: ofType(2, 16),
      errors: [{ path: [15], message: ['USER command "Command 15"', 'number 16', 'at most 15 USER commands'] }],
    },
    {
      name: '17 MESSAGE commands: each one past the limit',
      body: ofType(3, 17),
      errors: [
        { path: [15], message: ['number 16', 'at most 15 MESSAGE'] },
        { path: [16], message: ['number 17', 'at most 15 MESSAGE'] },
      ],
    },
    {
      name: 'two global entry points',
      body: [launch, command(), { ...launch, name: 'Play' }],
      errors: [{ path: [2], message: ['PRIMARY_ENTRY_POINT command "Play"', 'number 2', 'at most 1 PRIMARY_ENTRY_POINT command is allowed'] }],
    },
    {
      name: 'commands without type count as CHAT_INPUT',
      body: [...slash(100), command({ name: 'extra', type: 1 }), { name: 'more', description: 'No type' }],
      errors: [
        { path: [100], message: ['/extra', 'number 101'] },
        { path: [101], message: ['/more', 'number 102'] },
      ],
    },
    {
      name: 'in a guild',
      body: ofType(2, 16),
      options: { scope: 'guild' },
      errors: [{ path: [15], message: ['guild set', 'at most 15 USER', 'globally or in another guild'] }],
    },
    {
      name: 'a set: single-command files count together, the 16th USER file is reported',
      bodies: ofType(2, 16),
      errors: [{ bodyIndex: 15, path: [], message: ['USER command number 16 in this global set'] }],
    },
    {
      // 100 CHAT_INPUT in the first file, 1 more in the second, 15 USER split over two files: only the 101st CHAT_INPUT.
      name: 'a set: bulk arrays and single files count together, per type',
      bodies: [slash(100), [command({ name: 'extra' }), ...ofType(2, 10)], ofType(2, 5, 10)],
      errors: [{ bodyIndex: 1, path: [0], message: ['/extra', 'number 101'] }],
    },
    {
      name: 'a set: every command past the limit is reported, in whichever file it is',
      bodies: [ofType(3, 14), ofType(3, 3, 14)],
      options: { scope: 'guild' },
      errors: [
        { bodyIndex: 1, path: [1], message: ['number 16'] },
        { bodyIndex: 1, path: [2], message: ['number 17'] },
      ],
    },
    {
      name: 'a set: a second entry point in another file',
      bodies: [launch, [command(), { ...launch, name: 'Play' }]],
      errors: [{ bodyIndex: 1, path: [1], message: ['PRIMARY_ENTRY_POINT command "Play"', 'number 2'] }],
    },
  ],
});

