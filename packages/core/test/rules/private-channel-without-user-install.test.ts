import { command, testRule } from '../rule-tester.js';

testRule('private-channel-without-user-install', {
  valid: [
    { name: 'PRIVATE_CHANNEL with USER_INSTALL', body: command({ contexts: [2], integration_types: [1] }) },
    { name: 'all contexts with both installation contexts', body: command({ contexts: [0, 1, 2], integration_types: [0, 1] }) },
    { name: 'no PRIVATE_CHANNEL, guild install only', body: command({ contexts: [0, 1], integration_types: [0] }) },
    { name: 'contexts null', body: command({ contexts: null, integration_types: [0] }) },
    {
      name: 'integration_types absent and the application settings unknown: no check',
      body: command({ contexts: [2] }),
    },
    {
      name: 'integration_types absent: the application supports USER_INSTALL',
      body: command({ contexts: [2] }),
      options: { application: { integrationTypes: [0, 1] } },
    },
    {
      name: 'the command\'s own integration_types win over the application\'s',
      body: command({ contexts: [2], integration_types: [1] }),
      options: { application: { integrationTypes: [0] } },
    },
    {
      name: 'guild commands: contexts are ignored there (guild-ignored-field reports)',
      body: command({ contexts: [2], integration_types: [0] }),
      options: { scope: 'guild' },
    },
  ],
  invalid: [
    {
      name: 'PRIVATE_CHANNEL with guild install only',
      body: command({ contexts: [0, 2], integration_types: [0] }),
      errors: [
        {
          path: ['contexts', 1],
          message: "Command /ping: contexts includes 2 (PRIVATE_CHANNEL), but its integration_types lack 1 (USER_INSTALL), so it can never be used there; add 1 to integration_types or remove 2 from contexts.",
          output: null,
        },
      ],
    },
    {
      name: 'an empty integration_types',
      body: command({ contexts: [2], integration_types: [] }),
      errors: [{ path: ['contexts', 0], message: ['its integration_types', 'USER_INSTALL'] }],
    },
    {
      name: 'integration_types absent and the application installs to guilds only',
      body: command({ contexts: [2] }),
      options: { application: { integrationTypes: [0] } },
      errors: [{ path: ['contexts', 0], message: ["the application's integration types", '1 (USER_INSTALL)'] }],
    },
    {
      name: 'a USER command in a bulk array',
      body: [command({ contexts: [2], integration_types: [1] }), { type: 2, name: 'Report', contexts: [1, 2], integration_types: [0] }],
      errors: [{ path: [1, 'contexts', 1], message: ['USER command "Report"', 'PRIVATE_CHANNEL'] }],
    },
    {
      name: 'a MESSAGE command',
      body: { type: 3, name: 'Quote', contexts: [2], integration_types: [0] },
      errors: [{ path: ['contexts', 0], message: ['MESSAGE command "Quote"', 'PRIVATE_CHANNEL'] }],
    },
    {
      name: 'in an edit body, against the application settings',
      body: { contexts: [2] },
      options: { kind: 'edit', application: { integrationTypes: [0] } },
      errors: [{ path: ['contexts', 0], message: ['PRIVATE_CHANNEL', 'USER_INSTALL'] }],
    },
    {
      name: 'PRIVATE_CHANNEL twice: reported once, on the first',
      body: command({ contexts: [2, 0, 2], integration_types: [0] }),
      errors: [{ path: ['contexts', 0], message: ['PRIVATE_CHANNEL'] }],
    },
  ],
});
