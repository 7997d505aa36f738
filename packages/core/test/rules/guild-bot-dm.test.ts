import { command, testRule } from '../rule-tester.js';

const guild = { scope: 'guild' } as const;

testRule('guild-bot-dm', {
  valid: [
    { name: 'a global command may run in DMs with the app', body: command({ contexts: [0, 1] }) },
    { name: 'a global bulk array', body: [command({ contexts: [1] }), { type: 2, name: 'Report', contexts: [1] }] },
    { name: 'a guild command with GUILD only', body: command({ contexts: [0] }), options: guild },
    { name: 'a guild command with GUILD and PRIVATE_CHANNEL', body: command({ contexts: [0, 2] }), options: guild },
    { name: 'contexts null on a guild command', body: command({ contexts: null }), options: guild },
    { name: 'contexts absent on a guild command', body: command({ dm_permission: true }), options: guild },
  ],
  invalid: [
    {
      name: 'BOT_DM in a guild command',
      body: command({ contexts: [0, 1] }),
      options: guild,
      errors: [
        {
          path: ['contexts', 1],
          message: "Command /ping: contexts includes 1 (BOT_DM), which guild commands do not support; only a global command can run in direct messages with the app: remove 1 from contexts, or register the command globally.",
          output: null,
        },
      ],
    },
    {
      name: 'BOT_DM alone',
      body: command({ contexts: [1] }),
      options: guild,
      errors: [{ path: ['contexts', 0], message: ['BOT_DM'] }],
    },
    {
      name: 'every occurrence is reported',
      body: command({ contexts: [1, 0, 1] }),
      options: guild,
      errors: [
        { path: ['contexts', 0], message: ['BOT_DM'] },
        { path: ['contexts', 2], message: ['BOT_DM'] },
      ],
    },
    {
      name: 'a MESSAGE command in a guild bulk array',
      body: [command({ contexts: [0] }), { type: 3, name: 'Quote', contexts: [0, 1, 2] }],
      options: guild,
      errors: [{ path: [1, 'contexts', 1], message: ['MESSAGE command "Quote"', 'BOT_DM'] }],
    },
    {
      name: 'a guild edit body',
      body: { contexts: [1] },
      options: { kind: 'edit', scope: 'guild' },
      errors: [{ path: ['contexts', 0], message: ['BOT_DM'] }],
    },
  ],
});
