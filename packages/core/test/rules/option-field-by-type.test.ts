import { command, option, testRule } from '../rule-tester.js';

testRule('option-field-by-type', {
  valid: [
    {
      name: 'each field on a type that allows it',
      body: command({ options: [
        option({ required: true, choices: [], autocomplete: true, min_length: 1, max_length: 10 }),
        { type: 4, name: 'count', description: 'Count', required: false, choices: [{ name: 'One', value: 1 }], min_value: 0, max_value: 5 },
        { type: 10, name: 'ratio', description: 'Ratio', autocomplete: true, min_value: 0.5, max_value: 1.5 },
        { type: 5, name: 'flag', description: 'Flag', required: false },
        { type: 6, name: 'user', description: 'User', required: true },
        { type: 7, name: 'where', description: 'Channel', channel_types: [0] },
        { type: 8, name: 'role', description: 'Role' },
        { type: 9, name: 'who', description: 'Mentionable' },
        { type: 11, name: 'file', description: 'File', file_types: ['.pdf'] },
      ] }),
    },
    { name: 'options on subcommands and groups', body: command({ options: [{ type: 2, name: 'g', description: 'G', options: [{ type: 1, name: 's', description: 'S', options: [option()] }] }] }) },
    { name: 'localizations on every type', body: command({ options: [{ type: 1, name: 's', description: 'S', name_localizations: {}, description_localizations: {} }] }) },
    { name: 'an option of unknown type is not checked', body: command({ options: [{ name: 'x', description: 'X', min_value: 1 }] }) },
    {
      name: 'autocomplete: false and an empty choices array on every type (the service accepts them; py-cord sends both)',
      body: command({ options: [
        { type: 5, name: 'flag', description: 'Flag', choices: [], autocomplete: false },
        { type: 1, name: 'sub', description: 'Sub', choices: [], autocomplete: false },
        { type: 2, name: 'group', description: 'Group', autocomplete: false, options: [{ type: 1, name: 's', description: 'S', choices: [] }] },
      ] }),
    },
    { name: 'unknown fields are unknown-field\'s to report', body: command({ options: [{ type: 1, name: 's', description: 'S', foo: 1 }] }) },
  ],
  invalid: [
    {
      name: 'required: false on a subcommand (whatever the value)',
      body: command({ options: [{ type: 1, name: 'add', description: 'Add', required: false }] }),
      errors: [{ path: ['options', 0, 'required'], message: "Subcommand \"add\" of /ping is of type SUB_COMMAND: \"required\" is not allowed on it (subcommands are never required or optional, whatever the value); remove it." }],
    },
    {
      name: 'required on a subcommand group',
      body: command({ options: [{ type: 2, name: 'set', description: 'Set', required: true, options: [] }] }),
      errors: [{ path: ['options', 0, 'required'], message: ['Subcommand group "set"', 'subcommand groups are never required'] }],
    },
    {
      name: 'choices and autocomplete on a BOOLEAN',
      body: command({ options: [{ type: 5, name: 'flag', description: 'Flag', choices: [{ name: 'Yes', value: 'y' }], autocomplete: true }] }),
      errors: [
        { path: ['options', 0, 'choices'], message: ['type BOOLEAN', '"choices" is not allowed', 'STRING (3), INTEGER (4), NUMBER (10)'] },
        { path: ['options', 0, 'autocomplete'], message: ['"autocomplete"', 'STRING (3), INTEGER (4), NUMBER (10)'] },
      ],
    },
    {
      name: 'bounds on the wrong types',
      body: command({ options: [option({ min_value: 1, max_value: 2 }), { type: 4, name: 'n', description: 'N', min_length: 1, max_length: 2 }] }),
      errors: [
        { path: ['options', 0, 'min_value'], message: ['type STRING', '"min_value"', 'INTEGER (4), NUMBER (10)'] },
        { path: ['options', 0, 'max_value'], message: ['"max_value"'] },
        { path: ['options', 1, 'min_length'], message: ['type INTEGER', '"min_length"', 'only allowed on STRING (3)'] },
        { path: ['options', 1, 'max_length'], message: ['"max_length"'] },
      ],
    },
    {
      name: 'channel_types and file_types off their types',
      body: command({ options: [option({ channel_types: [0] }), { type: 7, name: 'c', description: 'C', file_types: ['.png'] }] }),
      errors: [
        { path: ['options', 0, 'channel_types'], message: ['"channel_types"', 'only allowed on CHANNEL (7)'] },
        { path: ['options', 1, 'file_types'], message: ['type CHANNEL', '"file_types"', 'only allowed on ATTACHMENT (11)'] },
      ],
    },
    {
      name: 'options on a basic option, even null',
      body: command({ options: [option({ options: null })] }),
      errors: [{ path: ['options', 0, 'options'], message: ['"options"', 'SUB_COMMAND (1), SUB_COMMAND_GROUP (2)'] }],
    },
    {
      name: 'choices on a subcommand in a group',
      body: command({ options: [{ type: 2, name: 'g', description: 'G', options: [{ type: 1, name: 's', description: 'S', choices: [{ name: 'A', value: 'a' }] }] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'choices'], message: ['Subcommand "s" of /ping g', '"choices"'] }],
    },
    {
      name: 'a type given as a string',
      body: command({ options: [{ type: 'USER', name: 'u', description: 'U', autocomplete: true }] }),
      errors: [{ path: ['options', 0, 'autocomplete'], message: ['type USER'] }],
    },
    {
      name: 'the options of an edit body',
      body: { options: [{ type: 6, name: 'u', description: 'U', min_length: 1 }] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'min_length'], message: ['"min_length"'] }],
    },
  ],
});
