import { command, testRule } from '../rule-tester.js';

testRule('deprecated-field', {
  valid: [
    { name: 'contexts and default_member_permissions instead', body: command({ contexts: [0, 1], default_member_permissions: '0' }) },
    { name: 'a USER command', body: { type: 2, name: 'Report', contexts: [0] } },
    { name: 'an edit body without them', body: { contexts: [0] }, options: { kind: 'edit' } },
    { name: 'the fields are only deprecated on commands, not on options', body: command({ options: [{ type: 3, name: 'a', description: 'A' }] }) },
  ],
  invalid: [
    {
      name: 'dm_permission',
      body: command({ dm_permission: false }),
      errors: [{ path: ['dm_permission'], message: ['Command /ping', '"dm_permission" is deprecated', 'use "contexts"', '1, BOT_DM'], output: null }],
    },
    {
      name: 'default_permission',
      body: command({ default_permission: false }),
      errors: [{ path: ['default_permission'], message: ['"default_permission" is deprecated', '"default_member_permissions": "0"', '"contexts"'] }],
    },
    {
      name: 'both, whatever their value',
      body: { type: 3, name: 'Quote', dm_permission: true, default_permission: true },
      errors: [
        { path: ['dm_permission'], message: ['MESSAGE command "Quote"', 'dm_permission'] },
        { path: ['default_permission'], message: ['default_permission'] },
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
  ],
});
