import { command, option, testRule } from '../rule-tester.js';

testRule('enum-value', {
  valid: [
    { name: 'every command type', body: [command({ type: 1 }), { type: 2, name: 'Report' }, { type: 3, name: 'Quote' }, { type: 4, name: 'Launch', handler: 1 }] },
    { name: 'both handlers', body: [{ type: 4, name: 'Launch', handler: 2 }] },
    { name: 'every context and installation context', body: command({ contexts: [0, 1, 2], integration_types: [0, 1] }) },
    {
      name: 'option types 1 to 11',
      body: command({ options: [3, 4, 5, 6, 7, 8, 9, 10, 11].map((type, i) => option({ type, name: `o${i}` })) }),
    },
    { name: 'subcommands and groups', body: command({ options: [{ type: 2, name: 'g', description: 'G', options: [{ type: 1, name: 's', description: 'S' }] }] }) },
    { name: 'every channel type', body: command({ options: [{ type: 7, name: 'c', description: 'C', channel_types: [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16] }] }) },
    { name: 'every permission type', body: { permissions: [{ id: '1', type: 1, permission: true }, { id: '2', type: 2, permission: true }, { id: '3', type: 3, permission: false }] } },
    { name: 'strings and fractions are other rules\' to report', body: command({ type: '9', contexts: [1.5] }) },
  ],
  invalid: [
    {
      name: 'command type 0 and 5',
      body: [command({ type: 0 }), command({ name: 'help', type: 5 })],
      errors: [
        { path: [0, 'type'], message: "Command /ping: \"type\" 0 is not a valid value; use one of 1 (CHAT_INPUT), 2 (USER), 3 (MESSAGE), 4 (PRIMARY_ENTRY_POINT)." },
        { path: [1, 'type'], message: ['"type" 5'] },
      ],
    },
    {
      name: 'an unknown handler',
      body: { type: 4, name: 'Launch', handler: 3 },
      errors: [{ path: ['handler'], message: ['"handler" 3', '1 (APP_HANDLER), 2 (SERVICE_LAUNCH_ACTIVITY)'] }],
    },
    {
      name: 'unknown contexts and installation contexts',
      body: command({ integration_types: [0, 2], contexts: [3, -1] }),
      errors: [
        { path: ['integration_types', 1], message: ['item 1 of "integration_types" 2', '0 (GUILD_INSTALL), 1 (USER_INSTALL)'] },
        { path: ['contexts', 0], message: ['item 0 of "contexts" 3', '0 (GUILD), 1 (BOT_DM), 2 (PRIVATE_CHANNEL)'] },
        { path: ['contexts', 1], message: ['item 1 of "contexts" -1'] },
      ],
    },
    {
      name: 'option types 0 and 12',
      body: command({ options: [option({ type: 0 }), option({ type: 12, name: 'other' })] }),
      errors: [
        { path: ['options', 0, 'type'], message: ['Option "text" of /ping', '"type" 0', '1 (SUB_COMMAND)', '11 (ATTACHMENT)'] },
        { path: ['options', 1, 'type'], message: ['"type" 12'] },
      ],
    },
    {
      name: 'channel types in the gaps and past the end',
      body: command({ options: [{ type: 7, name: 'c', description: 'C', channel_types: [0, 6, 17] }] }),
      errors: [
        { path: ['options', 0, 'channel_types', 1], message: ['item 1 of "channel_types" 6', '0 (GUILD_TEXT)', '16 (GUILD_MEDIA)'] },
        { path: ['options', 0, 'channel_types', 2], message: ['item 2 of "channel_types" 17'] },
      ],
    },
    {
      name: 'an option in a subcommand',
      body: command({ options: [{ type: 1, name: 'add', description: 'Add', options: [option({ type: 42 })] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'type'], message: ['/ping add', '"type" 42'] }],
    },
    {
      name: 'an unknown permission type',
      body: { permissions: [{ id: '1', type: 4, permission: true }] },
      errors: [{ path: ['permissions', 0, 'type'], message: ['Permission entry 0', '"type" 4', '1 (ROLE), 2 (USER), 3 (CHANNEL)'] }],
    },
    {
      name: 'an edit body',
      body: { contexts: [7] },
      options: { kind: 'edit' },
      errors: [{ path: ['contexts', 0], message: ['"contexts" 7'] }],
    },
  ],
});
