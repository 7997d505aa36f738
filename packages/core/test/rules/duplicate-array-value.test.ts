import { command, testRule } from '../rule-tester.js';

testRule('duplicate-array-value', {
  valid: [
    { name: 'every context once', body: command({ contexts: [0, 1, 2] }) },
    { name: 'every integration type once', body: command({ integration_types: [0, 1] }) },
    { name: 'empty arrays', body: command({ contexts: [], integration_types: [] }) },
    { name: 'contexts null', body: command({ contexts: null }) },
    { name: 'fields absent', body: command() },
    { name: 'the same value in the two different fields', body: command({ contexts: [1], integration_types: [1] }) },
    { name: 'the same values in two commands of a bulk array', body: [command({ contexts: [0] }), command({ name: 'pong', contexts: [0] })] },
    { name: 'repeated values of another array field (channel_types) are not this rule\'s', body: command({ options: [{ type: 7, name: 'where', description: 'Channel', channel_types: [0, 0] }] }) },
  ],
  invalid: [
    {
      name: 'a repeated context',
      body: command({ contexts: [0, 0] }),
      errors: [{ path: ['contexts', 1], message: "Command /ping: \"contexts\" lists 0 (GUILD) more than once; each value may appear once: remove the repeat.", output: command({ contexts: [0] }) }],
    },
    {
      name: 'a repeated integration type, not adjacent',
      body: command({ integration_types: [1, 0, 1] }),
      errors: [{ path: ['integration_types', 2], message: ['"integration_types"', '1 (USER_INSTALL)', 'more than once', 'remove the repeat'], output: command({ integration_types: [1, 0] }) }],
    },
    {
      name: 'a value three times: each repeat is reported',
      body: command({ contexts: [2, 2, 2] }),
      errors: [
        { path: ['contexts', 1], message: ['"contexts"', '2 (PRIVATE_CHANNEL)'], output: command({ contexts: [2, 2] }) },
        { path: ['contexts', 2], message: ['"contexts"', '2 (PRIVATE_CHANNEL)'], output: command({ contexts: [2, 2] }) },
      ],
    },
    {
      name: 'both fields of one command, contexts first',
      body: command({ integration_types: [0, 0], contexts: [1, 1] }),
      errors: [
        { path: ['contexts', 1], message: ['"contexts"', '1 (BOT_DM)'], output: command({ integration_types: [0, 0], contexts: [1] }) },
        { path: ['integration_types', 1], message: ['"integration_types"', '0 (GUILD_INSTALL)'], output: command({ integration_types: [0], contexts: [1, 1] }) },
      ],
    },
    {
      name: 'in a bulk overwrite array',
      body: [command(), { type: 2, name: 'Report', contexts: [0, 2, 0] }],
      errors: [{ path: [1, 'contexts', 2], message: ['USER command "Report"', '"contexts"', '0'], output: [command(), { type: 2, name: 'Report', contexts: [0, 2] }] }],
    },
    {
      name: 'in an edit body',
      body: { integration_types: [0, 1, 1] },
      options: { kind: 'edit' },
      errors: [{ path: ['integration_types', 2], message: ['"integration_types"', '1'], output: { integration_types: [0, 1] } }],
    },
    {
      name: 'a long array (searched with a set past 16 items) reports the same repeats',
      body: command({ contexts: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 0, 'x', 1] }),
      errors: [
        { path: ['contexts', 17], message: ['"contexts"', '0 (GUILD)'] },
        { path: ['contexts', 19], message: ['"contexts"', '1 (BOT_DM)'] },
      ],
    },
    {
      name: 'on a guild command (the field is ignored there, but still checked)',
      body: command({ contexts: [0, 0] }),
      options: { scope: 'guild' },
      errors: [{ path: ['contexts', 1], message: ['"contexts"'], output: command({ contexts: [0] }) }],
    },
  ],
});
