import { testRule } from '../rule-tester.js';

const entry = (id: unknown, type = 1): Record<string, unknown> => ({ id, type, permission: true });
const body = (...ids: unknown[]): Record<string, unknown> => ({ permissions: ids.map((id) => entry(id)) });

testRule('snowflake', {
  valid: [
    { name: 'a role id', body: body('80351110224678912') },
    { name: 'the largest snowflake, 2^64-1 (20 digits)', body: body('18446744073709551615') },
    { name: 'a one-digit id', body: body('1') },
    { name: 'several entries', body: { permissions: [entry('41771983423143937', 1), entry('41771983423143936', 3), entry('80351110224678912', 2)] } },
    { name: 'an id that is not a string is field-type\'s', body: body(80351110224678912) },
    { name: 'an empty permissions array', body: { permissions: [] } },
    { name: 'a command body is not a permissions body', body: { id: '0123', name: 'ping', description: 'Replies' } },
  ],
  invalid: [
    {
      name: 'a leading zero',
      body: body('080351110224678912'),
      errors: [
        {
          path: ['permissions', 0, 'id'],
          message: "Permission entry 0: id \"080351110224678912\" has a leading zero, so it is not a snowflake; use the role, user or channel id as a string of digits without leading zeros (copy it with Developer Mode).",
          output: null,
        },
      ],
    },
    {
      name: '2^64, one past the largest',
      body: body('18446744073709551616'),
      errors: [{ path: ['permissions', 0, 'id'], message: ['"18446744073709551616"', 'larger than 2^64-1'] }],
    },
    {
      name: '21 digits',
      body: body('100000000000000000000'),
      errors: [{ path: ['permissions', 0, 'id'], message: ['larger than 2^64-1'] }],
    },
    {
      name: 'an empty string',
      body: body(''),
      errors: [{ path: ['permissions', 0, 'id'], message: ['id ""', 'not a string of decimal digits'] }],
    },
    {
      name: 'a mention instead of the id',
      body: body('<@&80351110224678912>'),
      errors: [{ path: ['permissions', 0, 'id'], message: ['"<@&80351110224678912>"', 'not a string of decimal digits'] }],
    },
    {
      name: 'a negative number, a decimal exponent and surrounding spaces',
      body: body('-1', '1e18', ' 80351110224678912'),
      errors: [
        { path: ['permissions', 0, 'id'], message: ['Permission entry 0', '"-1"'] },
        { path: ['permissions', 1, 'id'], message: ['Permission entry 1', '"1e18"'] },
        { path: ['permissions', 2, 'id'], message: ['Permission entry 2', '" 80351110224678912"'] },
      ],
    },
    {
      name: 'only the bad entry of several, by its index',
      body: body('80351110224678912', '41771983423143937', '00'),
      errors: [{ path: ['permissions', 2, 'id'], message: ['Permission entry 2', '"00"', 'leading zero'] }],
    },
    {
      name: 'a very long id is shortened in the message',
      body: body('9'.repeat(80)),
      errors: [{ path: ['permissions', 0, 'id'], message: ['…" (80 characters)', 'larger than 2^64-1'] }],
    },
    {
      name: 'with kind permissions given explicitly',
      body: body('abc'),
      options: { kind: 'permissions' },
      errors: [{ path: ['permissions', 0, 'id'], message: ['"abc"'] }],
    },
  ],
});
