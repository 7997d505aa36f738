import { testRule } from '../rule-tester.js';

const entry = (id: unknown, type = 1, permission = true): Record<string, unknown> => ({ id, type, permission });
const ROLE = '80351110224678912';
const USER = '80351110224678913';

testRule('duplicate-permission-id', {
  valid: [
    { name: 'distinct ids', body: { permissions: [entry(ROLE, 1), entry(USER, 2), entry('41771983423143936', 3)] } },
    { name: 'one entry', body: { permissions: [entry(ROLE)] } },
    { name: 'no entries', body: { permissions: [] } },
    { name: 'ids compare as written: a leading zero is snowflake\'s', body: { permissions: [entry(ROLE), entry(`0${ROLE}`)] } },
    { name: 'ids that are not strings are field-type\'s', body: { permissions: [entry(1), entry(1)] } },
    { name: 'items that are not objects are skipped', body: { permissions: [entry(ROLE), null, ROLE] } },
  ],
  invalid: [
    {
      name: 'the same role twice',
      body: { permissions: [entry(ROLE), entry(ROLE)] },
      errors: [
        {
          path: ['permissions', 1, 'id'],
          message: "Permission entry 1: id \"80351110224678912\" already has entry 0; an id may appear once: merge them into one entry.",
          output: null,
        },
      ],
    },
    {
      name: 'the same id with contradicting permission values, not adjacent',
      body: { permissions: [entry(ROLE, 1, true), entry(USER, 2), entry(ROLE, 1, false)] },
      errors: [{ path: ['permissions', 2, 'id'], message: ['Permission entry 2', 'already has entry 0'] }],
    },
    {
      name: 'the same id with different types is still one id',
      body: { permissions: [entry(USER, 2), entry(USER, 1)] },
      errors: [{ path: ['permissions', 1, 'id'], message: [`"${USER}"`, 'entry 0'] }],
    },
    {
      name: 'three times: every repeat points at the first',
      body: { permissions: [entry(ROLE), entry(ROLE), entry(ROLE)] },
      errors: [
        { path: ['permissions', 1, 'id'], message: ['Permission entry 1', 'already has entry 0'] },
        { path: ['permissions', 2, 'id'], message: ['Permission entry 2', 'already has entry 0'] },
      ],
    },
    {
      name: 'two different ids each repeated',
      body: { permissions: [entry(ROLE), entry(USER, 2), entry(USER, 2), entry(ROLE)] },
      errors: [
        { path: ['permissions', 2, 'id'], message: [`"${USER}"`, 'already has entry 1'] },
        { path: ['permissions', 3, 'id'], message: [`"${ROLE}"`, 'already has entry 0'] },
      ],
    },
    {
      name: 'the @everyone constant twice',
      body: { permissions: [entry('41771983423143937', 1, true), entry('41771983423143937', 1, false)] },
      options: { guildId: '41771983423143937' },
      errors: [{ path: ['permissions', 1, 'id'], message: ['"41771983423143937"', 'already has entry 0'] }],
    },
  ],
});
