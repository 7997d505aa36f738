import { command, testRule } from '../rule-tester.js';

const ID = 'bulk-size';

const slash = (count: number, from = 0): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => command({ name: `cmd-${from + i}` }));
const ofType = (type: number, count: number): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => ({ type, name: `Command ${i}` }));
const launch = { type: 4, name: 'Launch', handler: 2 };
/** 131 commands, each type at its own limit. */
const everyLimit = [...slash(100), ...ofType(2, 15), ...ofType(3, 15), launch];

testRule(ID, {
  valid: [
    { name: 'exactly 130 commands', body: [...slash(100), ...ofType(2, 15), ...ofType(3, 15)] },
    { name: 'an empty bulk overwrite', body: [] },
    { name: 'a single command', body: command() },
    { name: '130 in a guild', body: [...slash(100), ...ofType(2, 15), ...ofType(3, 15)], options: { scope: 'guild' } },
    { name: 'a set: 130 commands over several arrays', bodies: [slash(65), slash(65, 65)] },
    { name: 'a set of edit bodies is not counted', bodies: slash(131), options: { kind: 'edit' } },
    { name: 'a set: a permissions body is not counted', bodies: [slash(130), { permissions: [] }] },
  ],
  invalid: [
    {
      name: '131 commands, although each type is within its limit',
      body: everyLimit,
      errors: [
        {
          path: [],
          message: "This global set holds 131 commands; the service has been seen to reject a bulk overwrite of more than 130 (\"Must be 130 or fewer in length\"), although the per-type limits allow 131: keep it to 130.",
          output: null,
        },
      ],
    },
    {
      name: 'far over: reported once',
      body: slash(200),
      errors: [{ path: [], message: ['holds 200 commands'] }],
    },
    {
      name: 'in a guild',
      body: [...slash(100), ...ofType(2, 16), ...ofType(3, 15)],
      options: { scope: 'guild' },
      errors: [{ path: [], message: ['guild set holds 131 commands'] }],
    },
    {
      name: 'a set: the items of every bulk array count',
      bodies: [slash(100), [...ofType(2, 15), ...ofType(3, 15), launch]],
      errors: [{ bodyIndex: 1, path: [], message: ['holds 131 commands'] }],
    },
    {
      name: 'a set: reported once, on the file that holds the 131st command',
      bodies: [slash(100), slash(20, 100), slash(20, 120)],
      errors: [{ bodyIndex: 2, path: [], message: ['holds 140 commands'] }],
    },
    {
      name: 'a set: single-command files count',
      bodies: slash(131),
      errors: [{ bodyIndex: 130, path: [], message: ['holds 131 commands'] }],
    },
  ],
});

