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
        { path: [0, 'name'], message: ['Command /ping', '2 CHAT_INPUT commands', 'global set', '"ping"', 'unique per type and scope', 'rename or remove one'], output: null },
        { path: [1, 'name'], message: ['2 CHAT_INPUT commands', '"ping"'], output: null },
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
        { path: [0, 'name'], message: ['USER command "Report"', '3 USER commands'] },
        { path: [2, 'name'], message: ['3 USER commands'] },
        { path: [4, 'name'], message: ['3 USER commands'] },
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

