import { command, testRule } from '../rule-tester.js';

const guild = { scope: 'guild' } as const;

testRule('guild-ignored-field', {
  valid: [
    {
      name: 'global commands may set all three',
      body: command({ contexts: [0, 1], integration_types: [0], dm_permission: true }),
    },
    { name: 'the default scope is global', body: command({ contexts: [0] }), options: {} },
    { name: 'a guild command without them', body: command({ nsfw: false, default_member_permissions: '0' }), options: guild },
    { name: 'contexts null on a guild command (the default)', body: command({ contexts: null }), options: guild },
    { name: 'a guild bulk array without them', body: [command(), { type: 2, name: 'Report' }], options: guild },
    { name: 'a guild edit body without them', body: { description: 'New text' }, options: { kind: 'edit', scope: 'guild' } },
  ],
  invalid: [
    {
      name: 'contexts on a guild command',
      body: command({ contexts: [0] }),
      options: guild,
      errors: [
        {
          path: ['contexts'],
          message: "Command /ping: \"contexts\" is ignored on a guild command (guild commands are only usable in their guild); remove it, or register the command globally.",
          output: null,
          suggestions: [command()],
        },
      ],
    },
    {
      name: 'integration_types on a guild command',
      body: command({ integration_types: [0, 1] }),
      options: guild,
      errors: [{ path: ['integration_types'], message: ['"integration_types"', 'ignored', 'remove it'], suggestions: [command()] }],
    },
    {
      name: 'dm_permission on a guild command, whatever its value',
      body: command({ dm_permission: false }),
      options: guild,
      errors: [{ path: ['dm_permission'], message: ['"dm_permission"', 'direct messages', 'remove it'], suggestions: [command()] }],
    },
    {
      name: 'all three: contexts, integration_types, dm_permission',
      body: command({ dm_permission: true, integration_types: [0], contexts: [0, 1] }),
      options: guild,
      errors: [
        { path: ['contexts'], message: ['"contexts"'], suggestions: [command({ dm_permission: true, integration_types: [0] })] },
        { path: ['integration_types'], message: ['"integration_types"'], suggestions: [command({ dm_permission: true, contexts: [0, 1] })] },
        { path: ['dm_permission'], message: ['"dm_permission"'], suggestions: [command({ integration_types: [0], contexts: [0, 1] })] },
      ],
    },
    {
      name: 'an empty contexts array is still sent',
      body: command({ contexts: [] }),
      options: guild,
      errors: [{ path: ['contexts'], message: ['"contexts"'], suggestions: 1 }],
    },
    {
      name: 'a USER command in a guild bulk array',
      body: [command(), { type: 2, name: 'Report', contexts: [0] }],
      options: guild,
      errors: [{ path: [1, 'contexts'], message: ['USER command "Report"', '"contexts"'], suggestions: [[command(), { type: 2, name: 'Report' }]] }],
    },
    {
      name: 'a guild edit body',
      body: { dm_permission: true },
      options: { kind: 'edit', scope: 'guild' },
      errors: [{ path: ['dm_permission'], message: ['"dm_permission"'], suggestions: [{}] }],
    },
  ],
});
