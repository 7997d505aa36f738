import { command, testRule } from '../rule-tester.js';

testRule('deprecated-field', {
  valid: [
    { name: 'contexts and default_member_permissions instead', body: command({ contexts: [0, 1], default_member_permissions: '0' }) },
    { name: 'a USER command', body: { type: 2, name: 'Report', contexts: [0] } },
    { name: 'an edit body without them', body: { contexts: [0] }, options: { kind: 'edit' } },
    { name: 'the fields are only deprecated on commands, not on options', body: command({ options: [{ type: 3, name: 'a', description: 'A' }] }) },
    // A guild command ignores dm_permission: guild-ignored-field says to remove it, and the advice
    // "write contexts" would only draw its warning on contexts, which a guild command ignores too.
    { name: 'dm_permission on a guild command is left to guild-ignored-field', body: command({ dm_permission: false }), options: { scope: 'guild' } },
  ],
  invalid: [
    {
      // Gtomika/mod-wvw-bot commands/live/*.json: "dm_permission": false, no contexts.
      name: 'dm_permission: false becomes contexts without BOT_DM, never "add BOT_DM"',
      body: command({ dm_permission: false }),
      errors: [
        {
          path: ['dm_permission'],
          message: "Command /ping: \"dm_permission\" is deprecated; to keep the command out of direct messages with the app, write \"contexts\": [0] (GUILD; add 2, PRIVATE_CHANNEL, for a user-installed app) in its place, without 1 (BOT_DM).",
          output: null,
          suggestions: [command({ contexts: [0] })],
        },
      ],
    },
    {
      name: 'a command that already has contexts is told to remove dm_permission, not to "use contexts instead"',
      body: command({ dm_permission: false, contexts: [0, 1] }),
      errors: [{ path: ['dm_permission'], message: ['"contexts" is there and decides', 'remove it'], suggestions: [command({ contexts: [0, 1] })] }],
    },
    {
      name: 'default_permission: true is simply removed (it is the default), never "default_member_permissions": "0"',
      body: command({ default_permission: true }),
      errors: [{ path: ['default_permission'], message: ['true is the default', 'remove it'], suggestions: [command()] }],
    },
    {
      name: 'default_permission: false becomes "default_member_permissions": "0"',
      body: command({ default_permission: false }),
      errors: [{ path: ['default_permission'], message: ['"default_permission" is deprecated', '"default_member_permissions": "0"'], suggestions: [command({ default_member_permissions: '0' })] }],
    },
    {
      name: 'default_permission beside default_member_permissions: that field decides',
      body: command({ default_permission: false, default_member_permissions: '8' }),
      errors: [{ path: ['default_permission'], message: ['"default_member_permissions" is there and decides'] }],
    },
    {
      name: 'both true on a context menu command: each removed',
      body: { type: 3, name: 'Quote', dm_permission: true, default_permission: true },
      errors: [
        { path: ['dm_permission'], message: ['MESSAGE command "Quote"', 'dm_permission', 'true is the default'] },
        { path: ['default_permission'], message: ['default_permission', 'true is the default'] },
      ],
    },
    {
      name: 'on a guild command too',
      body: command({ default_permission: true }),
      options: { scope: 'guild' },
      errors: [{ path: ['default_permission'], message: ['deprecated'] }],
    },
    {
      name: 'in an edit body',
      body: { dm_permission: true },
      options: { kind: 'edit' },
      errors: [{ path: ['dm_permission'], message: ['deprecated'] }],
    },
    {
      name: 'in a bulk overwrite',
      body: [command(), command({ name: 'help', dm_permission: false })],
      errors: [{ path: [1, 'dm_permission'], message: ['/help', 'deprecated'] }],
    },
    {
      name: 'a value of another kind: the general advice',
      body: command({ dm_permission: 'no' }),
      errors: [{ path: ['dm_permission'], message: ['use "contexts" instead'] }],
    },
  ],
});
