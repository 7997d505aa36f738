import { command, option, testRule } from '../rule-tester.js';

testRule('required-field', {
  valid: [
    { name: 'a slash command with name and description', body: command() },
    { name: 'a USER command needs no description', body: { type: 2, name: 'Report' } },
    { name: 'a MESSAGE command needs no description', body: { type: 3, name: 'Quote' } },
    { name: 'a PRIMARY_ENTRY_POINT description is optional', body: { type: 4, name: 'Launch', handler: 2 } },
    { name: 'options, subcommands and choices with every required field', body: command({
      options: [
        { type: 1, name: 'add', description: 'Add one', options: [option({ choices: [{ name: 'A', value: 'a' }] })] },
      ],
    }) },
    { name: 'an edit body may leave out every field', body: { description: 'Only this changes' }, options: { kind: 'edit' } },
    { name: 'an empty edit body', body: {}, options: { kind: 'edit' } },
    { name: 'a permissions body with complete entries', body: { permissions: [{ id: '123456789012345678', type: 2, permission: false }] } },
    { name: 'a guild command', body: command(), options: { scope: 'guild' } },
  ],
  invalid: [
    {
      name: 'a command without a name',
      body: { description: 'Replies' },
      errors: [{ path: ['name'], message: "The command has no \"name\": add a name." }],
    },
    {
      name: 'a slash command without a description (type absent means CHAT_INPUT)',
      body: { name: 'ping' },
      errors: [{ path: ['description'], message: ['/ping', 'has no "description"', '1-100 characters'] }],
    },
    {
      name: 'a slash command whose description is null',
      body: { type: 1, name: 'ping', description: null },
      errors: [{ path: ['description'], message: ['/ping', '"description"'] }],
    },
    {
      name: 'a USER command without a name',
      body: { type: 2 },
      errors: [{ path: ['name'], message: ['USER', 'has no "name"', 'add a name'] }],
    },
    {
      name: 'an option without type, name and description',
      body: command({ options: [{}] }),
      errors: [
        { path: ['options', 0, 'type'], message: ['has no "type"', 'add an option type'] },
        { path: ['options', 0, 'name'], message: ['has no "name"', '1-32 characters'] },
        { path: ['options', 0, 'description'], message: ['has no "description"', '1-100 characters'] },
      ],
    },
    {
      name: 'a subcommand needs a description too',
      body: command({ options: [{ type: 1, name: 'add' }] }),
      errors: [{ path: ['options', 0, 'description'], message: ['Subcommand "add" of /ping', '"description"'] }],
    },
    {
      name: 'an option of a subcommand in a group',
      body: command({ options: [{ type: 2, name: 'set', description: 'Settings', options: [{ type: 1, name: 'color', description: 'Color', options: [{ type: 3, description: 'Value' }] }] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'options', 0, 'name'], message: ['/ping set color', '"name"'] }],
    },
    {
      name: 'a choice without name and value',
      body: command({ options: [option({ choices: [{}] })] }),
      errors: [
        { path: ['options', 0, 'choices', 0, 'name'], message: ['Choice #0 of option "text"', '"name"', '1-100 characters'] },
        { path: ['options', 0, 'choices', 0, 'value'], message: ['Choice #0', '"value"', 'the value the app receives'] },
      ],
    },
    {
      name: 'the options of an edit body still need their fields',
      body: { options: [{ type: 3, name: 'text' }] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'description'], message: ['"description"'] }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [command(), { name: 'help' }, { type: 2 }],
      errors: [
        { path: [1, 'description'], message: ['/help', '"description"'] },
        { path: [2, 'name'], message: ['#2', 'USER', '"name"'] },
      ],
    },
    {
      name: 'a permissions body without permissions',
      body: {},
      options: { kind: 'permissions' },
      errors: [{ path: ['permissions'], message: ['permissions body', '"permissions"', 'array of permission entries'] }],
    },
    {
      name: 'permission entries missing id, type and permission',
      body: { permissions: [{ id: '1', type: 1 }, {}] },
      errors: [
        { path: ['permissions', 0, 'permission'], message: ['Permission entry 0', '"permission"', 'true to allow or false to deny'] },
        { path: ['permissions', 1, 'id'], message: ['Permission entry 1', '"id"', 'snowflake'] },
        { path: ['permissions', 1, 'type'], message: ['"type"', '1 (ROLE), 2 (USER) or 3 (CHANNEL)'] },
        { path: ['permissions', 1, 'permission'], message: ['"permission"'] },
      ],
    },
  ],
});
