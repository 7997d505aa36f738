import { command, option, testRule } from '../rule-tester.js';

testRule('number-as-string', {
  valid: [
    { name: 'numbers as JSON numbers', body: command({ type: 1, contexts: [0, 1], integration_types: [0], options: [option({ min_length: 1, max_length: 10 })] }) },
    { name: 'a STRING choice value that looks like a number stays a string', body: command({ options: [option({ choices: [{ name: 'Five', value: '5' }] })] }) },
    { name: 'default_member_permissions is a string of digits by design', body: command({ default_member_permissions: '8' }) },
    { name: 'a permission entry id is a snowflake string', body: { permissions: [{ id: '123456789012345678', type: 2, permission: true }] } },
    { name: 'text that is not a number is field-type\'s to report', body: command({ type: 'slash' }) },
    { name: 'a name made of digits is a string field', body: command({ name: '123', options: [option({ name: '42' })] }) },
  ],
  invalid: [
    {
      name: 'a command type as a numeric string',
      body: command({ type: '1' }),
      errors: [{ path: ['type'], message: "Command /ping: \"type\" is the string \"1\"; the service wants a number: use 1 without quotes.", output: command({ type: 1 }) }],
    },
    {
      name: 'a command type by its name',
      body: { type: 'USER', name: 'Report' },
      errors: [{ path: ['type'], message: ['"USER"', 'use 2 (USER) without quotes'], output: { type: 2, name: 'Report' } }],
    },
    {
      name: 'CHAT_INPUT by its name (the service says: Value "CHAT_INPUT" is not int.)',
      body: command({ type: 'CHAT_INPUT' }),
      errors: [{ path: ['type'], message: ['"CHAT_INPUT"', 'use 1 (CHAT_INPUT)'], output: command({ type: 1 }) }],
    },
    {
      name: 'a string number that is not one of the enum gets no fix',
      body: command({ type: '9' }),
      errors: [{ path: ['type'], message: ['"9"', 'must be a number, one of 1 (CHAT_INPUT), 2 (USER), 3 (MESSAGE), 4 (PRIMARY_ENTRY_POINT)'], output: null }],
    },
    {
      name: 'the handler of an entry point by name',
      body: { type: 4, name: 'Launch', handler: 'SERVICE_LAUNCH_ACTIVITY' },
      errors: [{ path: ['handler'], message: ['use 2 (SERVICE_LAUNCH_ACTIVITY)'], output: { type: 4, name: 'Launch', handler: 2 } }],
    },
    {
      name: 'each item of contexts and integration_types',
      body: command({ integration_types: ['1'], contexts: [0, '1', 'PRIVATE_CHANNEL'] }),
      errors: [
        { path: ['integration_types', 0], message: ['item 0 of "integration_types"', 'use 1'], output: command({ integration_types: [1], contexts: [0, '1', 'PRIVATE_CHANNEL'] }) },
        { path: ['contexts', 1], message: ['item 1 of "contexts"', 'use 1'], output: command({ integration_types: ['1'], contexts: [0, 1, 'PRIVATE_CHANNEL'] }) },
        { path: ['contexts', 2], message: ['item 2 of "contexts"', 'use 2 (PRIVATE_CHANNEL)'], output: command({ integration_types: ['1'], contexts: [0, '1', 2] }) },
      ],
    },
    {
      name: 'option type and bounds',
      body: command({ options: [option({ type: 'STRING', min_length: '1', max_length: '100' }), { type: '10', name: 'n', description: 'N', min_value: '-2.5' }] }),
      errors: [
        { path: ['options', 0, 'type'], message: ['Option "text" of /ping', 'use 3 (STRING)'], output: command({ options: [option({ type: 3, min_length: '1', max_length: '100' }), { type: '10', name: 'n', description: 'N', min_value: '-2.5' }] }) },
        { path: ['options', 0, 'min_length'], message: ['"min_length" is the string "1"', 'use 1'] },
        { path: ['options', 0, 'max_length'], message: ['"max_length"', 'use 100'] },
        { path: ['options', 1, 'type'], message: ['use 10 without quotes'] },
        { path: ['options', 1, 'min_value'], message: ['"min_value" is the string "-2.5"', 'use -2.5'], output: command({ options: [option({ type: 'STRING', min_length: '1', max_length: '100' }), { type: '10', name: 'n', description: 'N', min_value: -2.5 }] }) },
      ],
    },
    {
      name: 'a fraction where an integer is expected is reported without a fix',
      body: command({ options: [option({ min_length: '1.5' })] }),
      errors: [{ path: ['options', 0, 'min_length'], message: ['"min_length" is the string "1.5"', 'integer', 'without quotes'], output: null }],
    },
    {
      name: 'channel types by number and by name',
      body: command({ options: [{ type: 7, name: 'where', description: 'Channel', channel_types: ['0', 'GUILD_FORUM'] }] }),
      errors: [
        { path: ['options', 0, 'channel_types', 0], message: ['item 0 of "channel_types"', 'use 0'] },
        { path: ['options', 0, 'channel_types', 1], message: ['use 15 (GUILD_FORUM)'] },
      ],
    },
    {
      name: 'choice values of INTEGER and NUMBER options',
      body: command({ options: [
        { type: 4, name: 'count', description: 'Count', choices: [{ name: 'Five', value: '5' }] },
        { type: 10, name: 'ratio', description: 'Ratio', choices: [{ name: 'Half', value: '0.5' }] },
      ] }),
      errors: [
        { path: ['options', 0, 'choices', 0, 'value'], message: ['Choice "Five"', '"value" is the string "5"', 'use 5'], output: command({ options: [
          { type: 4, name: 'count', description: 'Count', choices: [{ name: 'Five', value: 5 }] },
          { type: 10, name: 'ratio', description: 'Ratio', choices: [{ name: 'Half', value: '0.5' }] },
        ] }) },
        { path: ['options', 1, 'choices', 0, 'value'], message: ['use 0.5'] },
      ],
    },
    {
      name: 'a fractional string on an INTEGER choice is not fixed to a fraction',
      body: command({ options: [{ type: 4, name: 'count', description: 'Count', choices: [{ name: 'Half', value: '2.5' }] }] }),
      errors: [{ path: ['options', 0, 'choices', 0, 'value'], message: ['"2.5"', 'integer'], output: null }],
    },
    {
      name: 'a digit string past 2^53 is not fixed, as the number would change',
      body: command({ options: [{ type: 4, name: 'id', description: 'Id', choices: [{ name: 'Big', value: '9007199254740993' }] }] }),
      errors: [{ path: ['options', 0, 'choices', 0, 'value'], message: ['"9007199254740993"', 'cannot be written exactly', '±9007199254740991'], output: null }],
    },
    {
      name: 'a permission entry type',
      body: { permissions: [{ id: '1', type: 'ROLE', permission: true }] },
      errors: [{ path: ['permissions', 0, 'type'], message: ['Permission entry 0', 'use 1 (ROLE)'], output: { permissions: [{ id: '1', type: 1, permission: true }] } }],
    },
    {
      name: 'an edit body',
      body: { type: '2' },
      options: { kind: 'edit' },
      errors: [{ path: ['type'], message: ['use 2'], output: { type: 2 } }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [command(), { type: '3', name: 'Quote' }],
      errors: [{ path: [1, 'type'], message: ['MESSAGE command "Quote"', 'use 3'], output: [command(), { type: 3, name: 'Quote' }] }],
    },
  ],
});
