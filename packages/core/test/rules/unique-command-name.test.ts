import { describe, expect, it } from 'vitest';
import { lintSet } from '../../src/index.js';
import { command, testRule } from '../rule-tester.js';

const ID = 'unique-command-name';

testRule(ID, {
  valid: [
    { name: 'different names', body: [command(), command({ name: 'pong' })] },
    { name: 'the same name with different types', body: [command(), { type: 2, name: 'ping' }, { type: 3, name: 'ping' }] },
    { name: 'USER names compare exactly: case counts', body: [{ type: 2, name: 'Report' }, { type: 2, name: 'report' }] },
    { name: 'USER names compare exactly: spaces count', body: [{ type: 2, name: 'Report User' }, { type: 2, name: 'ReportUser' }] },
    { name: 'MESSAGE names compare exactly', body: [{ type: 3, name: 'Quote' }, { type: 3, name: 'Quote ' }] },
    { name: 'a single command', body: command() },
    { name: 'in a guild scope too', body: [command(), { type: 2, name: 'ping' }], options: { scope: 'guild' } },
    { name: 'commands without a string name are not compared', body: [{ description: 'x' }, { description: 'y' }] },
    { name: 'a set: the same name with different types in different files', bodies: [command(), { type: 2, name: 'ping' }, { type: 3, name: 'ping' }] },
    { name: 'a set of edit bodies, which name no new command, is not compared', bodies: [command(), { name: 'ping', type: 1 }], options: { kind: 'edit' } },
    { name: 'a set with a permissions body, which is not compared', bodies: [command(), { permissions: [] }, command({ name: 'pong' })] },
  ],
  invalid: [
    {
      name: 'two CHAT_INPUT commands named ping: both reported',
      body: [command(), command({ description: 'Another' })],
      errors: [
        { path: [0, 'name'], message: "Command /ping: 2 CHAT_INPUT commands in this global set are named \"ping\" (the other is at index 1); names are unique per type and scope: a bulk overwrite fails, a create overwrites the other; rename or remove one.", output: null },
        { path: [1, 'name'], message: ['2 CHAT_INPUT commands', '"ping" (the other is at index 0)'], output: null },
      ],
    },
    {
      name: 'a command without type has the default type CHAT_INPUT (1)',
      body: [command(), command({ type: 1 })],
      errors: [
        { path: [0, 'name'], message: ['CHAT_INPUT', '"ping"'] },
        { path: [1, 'name'], message: ['CHAT_INPUT', '"ping"'] },
      ],
    },
    {
      name: 'three USER commands with the same name, between others',
      body: [{ type: 2, name: 'Report' }, command(), { type: 2, name: 'Report' }, { type: 3, name: 'Report' }, { type: 2, name: 'Report' }],
      errors: [
        { path: [0, 'name'], message: ['USER command "Report"', '3 USER commands', '(the others are at index 2 and index 4)'] },
        { path: [2, 'name'], message: ['3 USER commands', '(the others are at index 0 and index 4)'] },
        { path: [4, 'name'], message: ['3 USER commands', '(the others are at index 0 and index 2)'] },
      ],
    },
    {
      name: 'two MESSAGE commands',
      body: [{ type: 3, name: 'Quote Message' }, { type: 3, name: 'Quote Message' }],
      errors: [
        { path: [0, 'name'], message: ['2 MESSAGE commands', '"Quote Message"'] },
        { path: [1, 'name'], message: ['2 MESSAGE commands'] },
      ],
    },
    {
      name: 'a guild bulk array',
      body: [command(), command()],
      options: { scope: 'guild' },
      errors: [
        { path: [0, 'name'], message: ['guild set'] },
        { path: [1, 'name'], message: ['guild set'] },
      ],
    },
    {
      name: 'a set: a name shared by two files is reported in each file',
      bodies: [command(), command({ name: 'pong' }), command({ description: 'Other' })],
      errors: [
        { bodyIndex: 0, path: ['name'], message: ['2 CHAT_INPUT commands in this global set are named "ping"'] },
        { bodyIndex: 2, path: ['name'], message: ['2 CHAT_INPUT commands in this global set are named "ping"'] },
      ],
    },
    {
      name: 'a set: a bulk array is compared with a single-command file',
      bodies: [[command({ name: 'a' }), { type: 2, name: 'Report' }], { type: 2, name: 'Report' }],
      options: { scope: 'guild' },
      errors: [
        { bodyIndex: 0, path: [1, 'name'], message: /USER command "Report".*2 USER commands in this guild set/ },
        { bodyIndex: 1, path: ['name'], message: /USER command "Report".*2 USER commands in this guild set/ },
      ],
    },
  ],
});

function ofRule(results: ReturnType<typeof lintSet>): { path: unknown; message: string }[][] {
  return results.map((list) => list.filter((d) => d.ruleId === ID).map(({ path, message }) => ({ path, message })));
}

describe(`${ID} across the bodies of a set (lintSet)`, () => {
  it('reports a name shared by two files, in each file', () => {
    const found = ofRule(lintSet([command(), command({ name: 'pong' }), command({ description: 'Other' })]));
    expect(found.map((list) => list.map((d) => d.path))).toEqual([[['name']], [], [['name']]]);
    expect(found[0]![0]!.message).toContain('2 CHAT_INPUT commands in this global set are named "ping" (the other is at body 2 of the set)');
    expect(found[2]![0]!.message).toContain('(the other is at body 0 of the set)');
  });

  it('names the other places as the caller describes them (a file and a line)', () => {
    const files = ['fun/info.json', 'mod/info.json'];
    const describePlace = (body: number, path: readonly (string | number)[], from: number): string =>
      body === from ? `line ${Number(path[0]) + 2}` : `${files[body]}:${Number(path[0]) + 2}:${String(path[1])}`;
    const found = ofRule(lintSet([[command({ name: 'info' })], [command({ name: 'x' }), command({ name: 'info' })]], { describePlace }));
    expect(found[0]![0]!.message).toContain('"info" (the other is at mod/info.json:3:name)');
    expect(found[1]![0]!.message).toContain('"info" (the other is at fun/info.json:2:name)');
  });

  it('falls back to the index when the caller describes nothing or throws', () => {
    const bodies = [command(), command()];
    expect(ofRule(lintSet([bodies], { describePlace: () => undefined }))[0]![0]!.message).toContain('(the other is at index 1)');
    expect(
      ofRule(lintSet([bodies], { describePlace: () => { throw new Error('bug'); } }))[0]![1]!.message,
    ).toContain('(the other is at index 0)');
  });

  it('names at most three others and counts the rest, however many copies', () => {
    const found = ofRule(lintSet([Array.from({ length: 6 }, () => command())]));
    expect(found[0]![0]!.message).toContain('(the others are at index 1, index 2, index 3 and 2 more)');
    const many = ofRule(lintSet([Array.from({ length: 40 }, () => command())]));
    expect(many[0]![39]!.message).toContain('(the others are at index 0, index 1, index 2 and 36 more)');
  });

  it('names the others in place order, whatever the order of the bodies (line 9 before line 10)', () => {
    const describePlace = (body: number): string => `line ${[10, 9, 30][body]}`;
    const found = ofRule(lintSet([command(), command(), command()], { describePlace }));
    expect(found[2]![0]!.message).toContain('(the others are at line 9 and line 10)');
  });

  it('compares a bulk array with a single-command file', () => {
    const found = ofRule(lintSet([[command({ name: 'a' }), { type: 2, name: 'Report' }], { type: 2, name: 'Report' }], { scope: 'guild' }));
    expect(found.map((list) => list.map((d) => d.path))).toEqual([[[1, 'name']], [['name']]]);
    expect(found[1]![0]!.message).toMatch(/USER command "Report".*2 USER commands in this guild set/);
  });

  it('accepts the same name with different types in different files', () => {
    const found = ofRule(lintSet([command(), { type: 2, name: 'ping' }, { type: 3, name: 'ping' }]));
    expect(found).toEqual([[], [], []]);
  });

  it('does not compare edit bodies, which name no new command', () => {
    const found = ofRule(lintSet([command(), { name: 'ping', type: 1 }], { kind: 'edit' }));
    expect(found).toEqual([[], []]);
  });

  it('does not compare permissions bodies', () => {
    const found = ofRule(lintSet([command(), { permissions: [] }, command({ name: 'pong' })]));
    expect(found).toEqual([[], [], []]);
  });
});
