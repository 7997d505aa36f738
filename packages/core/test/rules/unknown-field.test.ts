import { command, option, testRule } from '../rule-tester.js';

testRule('unknown-field', {
  valid: [
    {
      name: 'every command field',
      body: command({
        type: 1, name_localizations: {}, description_localizations: {}, options: [], default_member_permissions: '0',
        dm_permission: true, default_permission: true, integration_types: [0], contexts: [0], nsfw: false,
      }),
    },
    { name: 'handler on an entry point', body: { type: 4, name: 'Launch', handler: 2 } },
    {
      name: 'every option and choice field',
      body: command({ options: [
        option({ required: true, choices: [{ name: 'A', name_localizations: {}, value: 'a' }], autocomplete: false, min_length: 1, max_length: 5, name_localizations: {}, description_localizations: {} }),
        { type: 4, name: 'n', description: 'N', min_value: 1, max_value: 2 },
        { type: 7, name: 'c', description: 'C', channel_types: [0] },
        { type: 11, name: 'f', description: 'F', file_types: ['.png'] },
        { type: 1, name: 's', description: 'S', options: [] },
      ] }),
    },
    { name: 'response-only fields are response-only-field\'s to report', body: command({ id: '1', version: '2', name_localized: 'ping', options: [option({ description_localized: 'x', choices: [{ name: 'A', value: 'a', name_localized: 'A' }] })] }) },
    { name: 'response-only fields in camelCase are response-only-field\'s to report', body: command({ applicationId: '1', guildId: '2' }) },
    { name: 'a permissions body with known fields', body: { id: '1', application_id: '2', guild_id: '3', permissions: [{ id: '1', type: 1, permission: true }] } },
    { name: 'unknown locale keys are locale-key\'s to report', body: command({ name_localizations: { xx: 'ping' } }) },
    { name: 'a $schema key at the top of a command file (editor metadata)', body: { $schema: './node_modules/cmdlint/command.schema.json', ...command({}) } },
    { name: 'a $schema key at the top of a permissions body', body: { $schema: './node_modules/cmdlint/permissions.schema.json', permissions: [{ id: '1', type: 1, permission: true }] } },
  ],
  invalid: [
    {
      name: 'a misspelt deprecated field that is neither true nor false',
      body: command({ defaultPermission: 1 }),
      errors: [{ path: ['defaultPermission'], messageId: 'deprecatedOther', data: { subject: 'Command /ping', key: 'defaultPermission', old: 'default_permission', field: 'default_member_permissions' } }],
    },
    {
      // discord.js's ApplicationCommandData keeps defaultPermission (v13): the advice is today's field.
      name: 'defaultPermission: true is removed, not renamed to the deprecated default_permission',
      body: command({ defaultPermission: true }),
      errors: [{ path: ['defaultPermission'], message: "Command /ping: unknown field \"defaultPermission\" is ignored by the service; it reads as \"default_permission\", which is deprecated, and true is its default: remove it.", suggestions: [command()] }],
    },
    {
      name: 'defaultPermission: false becomes "default_member_permissions": "0"',
      body: command({ defaultPermission: false }),
      errors: [{ path: ['defaultPermission'], message: ['"default_member_permissions": "0"'], suggestions: [command({ default_member_permissions: '0' })] }],
    },
    {
      name: 'dmPermission: false becomes "contexts": [0]',
      body: command({ dmPermission: false }),
      errors: [{ path: ['dmPermission'], message: ['"contexts": [0]', 'without 1, BOT_DM'], suggestions: [command({ contexts: [0] })] }],
    },
    {
      name: 'a typo of description (the example of api-facts)',
      body: { name: 'ping', descripton: 'Replies' },
      errors: [{ path: ['descripton'], message: ['unknown field "descripton"', 'ignored', 'did you mean "description"'], suggestions: [{ name: 'ping', description: 'Replies' }] }],
    },
    {
      name: 'a field that is like none',
      body: command({ cooldown: 5 }),
      errors: [{ path: ['cooldown'], message: ['unknown field "cooldown"', 'remove it, or rename it to the field you meant', 'docs/rules/unknown-field.md'], suggestions: 0 }],
    },
    {
      name: 'a short list of fields is still named (a choice)',
      body: command({ options: [option({ choices: [{ name: 'A', value: 'a', emoji: 'x' }] })] }),
      errors: [{ path: ['options', 0, 'choices', 0, 'emoji'], message: ['"emoji"', 'remove it (known fields: name, name_localizations, value)'], suggestions: 0 }],
    },
    {
      name: 'a request field in camelCase, as a library names it',
      body: command({ defaultMemberPermissions: '8' }),
      errors: [{ path: ['defaultMemberPermissions'], message: ['unknown field "defaultMemberPermissions"', 'snake_case', 'did you mean "default_member_permissions"'], suggestions: [command({ default_member_permissions: '8' })] }],
    },
    {
      name: 'camelCase option fields',
      body: command({ options: [option({ minLength: 1, nameLocalizations: {} })] }),
      errors: [
        { path: ['options', 0, 'minLength'], message: ['did you mean "min_length"'], suggestions: 1 },
        { path: ['options', 0, 'nameLocalizations'], message: ['did you mean "name_localizations"'], suggestions: 1 },
      ],
    },
    {
      name: 'a key that holds commands is a wrapper: never "remove it"',
      body: { slash: [command()] },
      errors: [{ path: ['slash'], message: ['"slash" holds what look like commands', 'send the array at "/slash"', '"body": "/slash"'], suggestions: 0 }],
    },
    {
      name: 'a wrong case is a typo too',
      body: command({ NSFW: true }),
      errors: [{ path: ['NSFW'], message: ['did you mean "nsfw"'], suggestions: [command({ nsfw: true })] }],
    },
    {
      name: 'no rename when the intended field is already there',
      body: command({ descriptoin: 'Other' }),
      errors: [{ path: ['descriptoin'], message: ['did you mean "description"'], suggestions: 0 }],
    },
    {
      name: 'an option field misspelled',
      body: command({ options: [option({ requried: true })] }),
      errors: [{ path: ['options', 0, 'requried'], message: ['Option "text" of /ping', '"requried"', 'did you mean "required"'], suggestions: [command({ options: [option({ required: true })] })] }],
    },
    {
      name: 'an interaction field on an option',
      body: command({ options: [option({ focused: true, value: 'x' })] }),
      errors: [
        { path: ['options', 0, 'focused'], message: ['"focused"'] },
        { path: ['options', 0, 'value'], message: ['"value"'] },
      ],
    },
    {
      name: 'a choice field misspelled',
      body: command({ options: [option({ choices: [{ name: 'A', vaule: 'a' }] })] }),
      errors: [{ path: ['options', 0, 'choices', 0, 'vaule'], message: ['Choice "A"', 'did you mean "value"'], suggestions: [command({ options: [option({ choices: [{ name: 'A', value: 'a' }] })] })] }],
    },
    {
      name: 'two swapped letters in a short field count as one typo',
      body: command({ options: [{ type: 3, nmae: 'text', description: 'Some text' }] }),
      errors: [{ path: ['options', 0, 'nmae'], message: ['"nmae"', 'did you mean "name"'], suggestions: [command({ options: [{ type: 3, name: 'text', description: 'Some text' }] })] }],
    },
    {
      name: 'a permission entry field misspelled',
      body: { permissions: [{ id: '1', type: 1, permision: true }] },
      errors: [{ path: ['permissions', 0, 'permision'], message: ['Permission entry 0', 'did you mean "permission"'], suggestions: 1 }],
    },
    {
      name: 'a field of the permissions body',
      body: { permissions: [], overwrites: [] },
      errors: [{ path: ['overwrites'], message: ['The permissions body', '"overwrites"'] }],
    },
    {
      name: 'an edit body and a bulk item',
      body: { nsfww: true },
      options: { kind: 'edit' },
      errors: [{ path: ['nsfww'], message: ['did you mean "nsfw"'], suggestions: [{ nsfw: true }] }],
    },
    {
      name: 'a $schema key is editor metadata only at the top of a file, not in a bulk item or an option',
      body: [{ $schema: 'x', ...command() }, command({ name: 'pong', options: [option({ $schema: 'y' })] })],
      errors: [{ path: [0, '$schema'], message: ['"$schema"'] }, { path: [1, 'options', 0, '$schema'], message: ['"$schema"'] }],
    },
    {
      name: 'an item of a bulk overwrite',
      body: [command(), { type: 2, name: 'Report', contxts: [0] }],
      errors: [{ path: [1, 'contxts'], message: ['USER command "Report"', 'did you mean "contexts"'], suggestions: 1 }],
    },
  ],
});
