import { testRule } from '../rule-tester.js';

/** `count` distinct entries, roles, users and channels mixed. */
const entries = (count: number): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(80351110224678912n + BigInt(i)), type: (i % 3) + 1, permission: i % 2 === 0 }));

testRule('permissions-count', {
  valid: [
    { name: 'exactly 100 entries', body: { permissions: entries(100) } },
    { name: 'one entry', body: { permissions: entries(1) } },
    { name: 'no entries (clears the overwrites)', body: { permissions: [] } },
    { name: '100 entries with kind given', body: { permissions: entries(100) }, options: { kind: 'permissions', guildId: '41771983423143937' } },
    { name: 'permissions not an array is field-type\'s', body: { permissions: { length: 200 } } },
  ],
  invalid: [
    {
      name: '101 entries',
      body: { permissions: entries(101) },
      errors: [
        {
          path: ['permissions', 100],
          message: 'The permissions body has 101 entries; a command takes at most 100 (users, roles and channels together), and entry 101 is the first past the limit: remove 1, or use a role for groups of users.',
          output: null,
        },
      ],
    },
    {
      name: '150 entries',
      body: { permissions: entries(150) },
      errors: [{ path: ['permissions', 100], messageId: 'tooMany', data: { count: 150, max: 100, excess: 50, first: 101 } }],
    },
    {
      name: 'items that are not objects count too (what the service would receive)',
      body: { permissions: [...entries(100), null] },
      errors: [{ path: ['permissions', 100], message: ['101 entries'] }],
    },
    {
      name: 'with kind permissions given explicitly',
      body: { permissions: entries(101) },
      options: { kind: 'permissions' },
      errors: [{ path: ['permissions', 100], message: ['101 entries'] }],
    },
  ],
});
