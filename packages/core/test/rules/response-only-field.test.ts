import { command, option, testRule } from '../rule-tester.js';

testRule('response-only-field', {
  valid: [
    { name: 'a request body', body: command({ options: [option({ choices: [{ name: 'A', value: 'a' }] })] }) },
    { name: 'an id in a bulk overwrite item (it matches the existing command)', body: [command({ id: '123456789012345678' }), { id: '223456789012345678', type: 2, name: 'Report' }] },
    { name: 'a guild bulk overwrite with ids', body: [command({ id: '123456789012345678' })], options: { scope: 'guild' } },
    { name: 'a permissions body', body: { permissions: [{ id: '1', type: 1, permission: true }] } },
    { name: 'the id of a permission entry is a request field', body: { permissions: [{ id: '42', type: 2, permission: false }] } },
  ],
  invalid: [
    {
      name: 'an id in a create body',
      body: command({ id: '123456789012345678' }),
      errors: [{ path: ['id'], message: "Command /ping: \"id\" is only returned by the service and is ignored in a request; remove it.", suggestions: [command()] }],
    },
    {
      name: 'every response-only field of a fetched command',
      body: command({ application_id: '1', guild_id: '2', version: '3', name_localized: 'ping', description_localized: 'Pong' }),
      errors: [
        { path: ['application_id'], message: ['"application_id"'], suggestions: 1 },
        { path: ['guild_id'], message: ['"guild_id"'], suggestions: 1 },
        { path: ['version'], message: ['"version"'], suggestions: 1 },
        { path: ['name_localized'], message: ['"name_localized"'], suggestions: 1 },
        { path: ['description_localized'], message: ['"description_localized"'], suggestions: 1 },
      ],
    },
    {
      name: 'response-only fields in camelCase, as a library returns them',
      body: [command({ id: '1', applicationId: '2', guildId: '3', nameLocalized: 'ping' })],
      errors: [
        { path: [0, 'applicationId'], message: ['"applicationId" is "application_id" in camelCase', 'only the service returns', 'ignored in a request', 'remove it'], suggestions: [[command({ id: '1', guildId: '3', nameLocalized: 'ping' })]] },
        { path: [0, 'guildId'], message: ['"guildId" is "guild_id" in camelCase'], suggestions: 1 },
        { path: [0, 'nameLocalized'], message: ['"nameLocalized"', '"name_localized"'], suggestions: 1 },
      ],
    },
    {
      name: 'a fetched permissions object in camelCase',
      body: { applicationId: '2', guildId: '3', permissions: [] },
      errors: [
        { path: ['applicationId'], message: ['The permissions body', '"application_id"'] },
        { path: ['guildId'], message: ['"guild_id"'] },
      ],
    },
    {
      name: 'in a bulk overwrite only id is allowed',
      body: [command({ id: '1', version: '5' })],
      errors: [{ path: [0, 'version'], message: ['"version"', 'remove it'], suggestions: [[command({ id: '1' })]] }],
    },
    {
      name: 'an id in an edit body (the path carries it)',
      body: { id: '1', description: 'New' },
      options: { kind: 'edit' },
      errors: [{ path: ['id'], message: ['"id"'], suggestions: [{ description: 'New' }] }],
    },
    {
      name: 'localized strings of an option and a choice, as a list endpoint returns them',
      body: command({ options: [option({ name_localized: 'texte', description_localized: 'Du texte', choices: [{ name: 'A', value: 'a', name_localized: 'A' }] })] }),
      errors: [
        { path: ['options', 0, 'name_localized'], message: ['Option "text" of /ping', '"name_localized"'], suggestions: 1 },
        { path: ['options', 0, 'description_localized'], message: ['"description_localized"'], suggestions: 1 },
        { path: ['options', 0, 'choices', 0, 'name_localized'], message: ['Choice "A"', '"name_localized"'], suggestions: [command({ options: [option({ name_localized: 'texte', description_localized: 'Du texte', choices: [{ name: 'A', value: 'a' }] })] })] },
      ],
    },
    {
      name: 'a fetched permissions object sent back',
      body: { id: '1', application_id: '2', guild_id: '3', permissions: [] },
      errors: [
        { path: ['id'], message: ['The permissions body', '"id"'], suggestions: 1 },
        { path: ['application_id'], message: ['"application_id"'], suggestions: 1 },
        { path: ['guild_id'], message: ['"guild_id"'], suggestions: [{ id: '1', application_id: '2', permissions: [] }] },
      ],
    },
  ],
});
