import { command, option, testRule } from '../rule-tester.js';

testRule('field-type', {
  valid: [
    {
      name: 'every command field with its type',
      body: command({
        type: 1,
        name_localizations: { fr: 'ping' },
        description_localizations: { fr: 'Répond' },
        options: [],
        default_member_permissions: '8',
        integration_types: [0, 1],
        contexts: [0, 1, 2],
        nsfw: false,
      }),
    },
    {
      name: 'null where the API accepts it: dictionaries, contexts, a localized value, default_member_permissions',
      body: command({ name_localizations: null, description_localizations: { fr: null }, contexts: null, default_member_permissions: null }),
    },
    { name: 'a USER command whose description is null', body: { type: 2, name: 'Report', description: null } },
    {
      name: 'every option field with its type',
      body: command({
        options: [
          option({ required: true, min_length: 0, max_length: 6000, autocomplete: false }),
          { type: 10, name: 'amount', description: 'Amount', min_value: -1.5, max_value: 2.5, choices: [{ name: 'Half', value: 0.5, name_localizations: null }] },
          { type: 7, name: 'where', description: 'Channel', channel_types: [0, 5] },
          { type: 11, name: 'file', description: 'File', file_types: ['.pdf', 'image'] },
        ],
      }),
    },
    { name: 'numbers given as strings are left to number-as-string', body: command({ type: '1', contexts: ['0'], options: [option({ type: 'STRING', min_length: '1' })] }) },
    { name: 'a choice value of any type is left to choice-value', body: command({ options: [option({ choices: [{ name: 'A', value: { x: 1 } }] })] }) },
    { name: 'a permissions body with typed entries', body: { permissions: [{ id: '1', type: 1, permission: true }] } },
    { name: 'an edit body with typed fields', body: { nsfw: true, dm_permission: false }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'past 100 misfit items, the rest are counted in one message',
      body: command({ contexts: Array.from({ length: 101 }, () => true) }),
      errors: [
        ...Array.from({ length: 100 }, (_, i) => ({ path: ['contexts', i], messageId: 'itemWrongType' })),
        { path: ['contexts'], messageId: 'moreItemsWrongType', data: { subject: 'Command /ping', more: 1, field: 'contexts', kindWords: 'an integer' } },
      ],
    },
    {
      name: 'wrong JSON types on the command',
      body: command({ name: 7, nsfw: 'yes', dm_permission: 0, default_permission: 'true' }),
      errors: [
        { path: ['name'], message: "The command: \"name\" must be a string, not an integer (7)." },
        { path: ['dm_permission'], message: ['"dm_permission" must be a boolean', 'not an integer (0)'] },
        { path: ['default_permission'], message: ['"default_permission" must be a boolean', 'not a string ("true")'] },
        { path: ['nsfw'], message: ['"nsfw" must be a boolean', 'not a string ("yes")'] },
      ],
    },
    {
      name: 'null where the field is not nullable',
      body: command({ nsfw: null, options: null, integration_types: null }),
      errors: [
        { path: ['options'], message: ['"options" must be an array, not null', 'remove the field'] },
        { path: ['integration_types'], message: ['"integration_types" must be an array, not null'] },
        { path: ['nsfw'], message: ['"nsfw" must be a boolean (true or false), not null', 'remove the field'] },
      ],
    },
    {
      name: 'containers of the wrong kind',
      body: command({ name_localizations: ['ping'], options: { type: 3 }, contexts: 0 }),
      errors: [
        { path: ['name_localizations'], message: ['"name_localizations" must be an object', 'not an array'] },
        { path: ['options'], message: ['"options" must be an array', 'not an object'] },
        { path: ['contexts'], message: ['"contexts" must be an array', 'not an integer (0)'] },
      ],
    },
    {
      name: 'array items of the wrong kind',
      body: command({ integration_types: [0, true], contexts: [1.5], options: ['text'] }),
      errors: [
        { path: ['options', 0], message: ['item 0 of "options" must be an object', 'not a string ("text")'] },
        { path: ['integration_types', 1], message: ['item 1 of "integration_types" must be an integer', 'not a boolean (true)'] },
        { path: ['contexts', 0], message: ['item 0 of "contexts" must be an integer', 'not a number (1.5)'] },
      ],
    },
    {
      name: 'a command type that is not an integer',
      body: command({ type: 1.5 }),
      errors: [{ path: ['type'], message: ['"type" must be an integer', '1.5'] }],
    },
    {
      name: 'a string that is no number at all',
      body: command({ type: 'slash' }),
      errors: [{ path: ['type'], message: ['"type" must be an integer', '"slash"'] }],
    },
    {
      name: 'wrong types on an option',
      body: command({ options: [option({ description: null, required: 'true', min_length: 1.5, autocomplete: 1 })] }),
      errors: [
        { path: ['options', 0, 'description'], message: ['Option "text" of /ping', '"description" must be a string, not null'] },
        { path: ['options', 0, 'required'], message: ['"required" must be a boolean', '"true"'] },
        { path: ['options', 0, 'min_length'], message: ['"min_length" must be an integer', '1.5'] },
        { path: ['options', 0, 'autocomplete'], message: ['"autocomplete" must be a boolean', '(1)'] },
      ],
    },
    {
      name: 'wrong types on a CHANNEL and an ATTACHMENT option',
      body: command({ options: [{ type: 7, name: 'where', description: 'Channel', channel_types: [true] }, { type: 11, name: 'file', description: 'File', file_types: [7] }] }),
      errors: [
        { path: ['options', 0, 'channel_types', 0], message: ['item 0 of "channel_types" must be an integer', 'true'] },
        { path: ['options', 1, 'file_types', 0], message: ['item 0 of "file_types" must be a string', '(7)'] },
      ],
    },
    {
      name: 'a choice name that is not a string',
      body: command({ options: [option({ choices: [{ name: 1, value: 'one' }] })] }),
      errors: [{ path: ['options', 0, 'choices', 0, 'name'], message: ['Choice #0', '"name" must be a string', '(1)'] }],
    },
    {
      name: 'localized values that are not strings',
      body: command({ name_localizations: { fr: 5 }, description_localizations: { de: ['x'] } }),
      errors: [
        { path: ['name_localizations', 'fr'], message: ['fr name localization must be a string (or null)', 'not an integer (5)'] },
        { path: ['description_localizations', 'de'], message: ['de description localization must be a string', 'not an array'] },
      ],
    },
    {
      name: 'a permissions body and its entries',
      body: { permissions: [{ id: 123, type: 1, permission: 'yes' }] },
      errors: [
        { path: ['permissions', 0, 'id'], message: ['Permission entry 0', '"id" must be a string', '(123)'] },
        { path: ['permissions', 0, 'permission'], message: ['"permission" must be a boolean', '"yes"'] },
      ],
    },
    {
      name: 'permissions that is not an array',
      body: { permissions: {} },
      errors: [{ path: ['permissions'], message: ['The permissions body', '"permissions" must be an array', 'not an object'] }],
    },
    {
      name: 'an edit body is checked field by field',
      body: { nsfw: 'no' },
      options: { kind: 'edit' },
      errors: [{ path: ['nsfw'], message: ['"nsfw" must be a boolean'] }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [command(), command({ name: 'help', nsfw: 1 })],
      errors: [{ path: [1, 'nsfw'], message: ['/help', '"nsfw"'] }],
    },
  ],
});
