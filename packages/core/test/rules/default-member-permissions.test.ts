import { command, testRule } from '../rule-tester.js';

testRule('default-member-permissions', {
  valid: [
    { name: '"0": administrators and explicit overwrites only', body: command({ default_member_permissions: '0' }) },
    { name: 'MANAGE_MESSAGES', body: command({ default_member_permissions: '8192' }) },
    { name: 'null: everyone', body: command({ default_member_permissions: null }) },
    { name: 'absent', body: command() },
    { name: 'all known bits, past 2^53', body: command({ default_member_permissions: '8866461766385663' }) },
    { name: 'a value past 2^64 is still digits (unknown bits are another rule\'s)', body: command({ default_member_permissions: '99999999999999999999999' }) },
    { name: 'on USER and MESSAGE commands', body: [{ type: 2, name: 'Report', default_member_permissions: '0' }, { type: 3, name: 'Quote', default_member_permissions: '8' }] },
    { name: 'an edit body', body: { default_member_permissions: '32' }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'a JSON number: fixed to its string',
      body: command({ default_member_permissions: 8192 }),
      errors: [
        {
          path: ['default_member_permissions'],
          message: "Command /ping: \"default_member_permissions\" is the number 8192; the bitfield must be a string: use \"8192\".",
          output: command({ default_member_permissions: '8192' }),
        },
      ],
    },
    {
      name: 'the number 0',
      body: command({ default_member_permissions: 0 }),
      errors: [{ path: ['default_member_permissions'], message: ['number 0', 'use "0"'], output: command({ default_member_permissions: '0' }) }],
    },
    {
      name: 'a number past 2^53 has lost its digits: no fix',
      body: command({ default_member_permissions: 2 ** 60 }),
      errors: [{ path: ['default_member_permissions'], message: ['string of decimal digits', 'loses bits', 'BigInt'], output: null }],
    },
    {
      name: 'a negative number: no fix',
      body: command({ default_member_permissions: -8 }),
      errors: [{ path: ['default_member_permissions'], message: ['-8', 'string of decimal digits', 'or null'], output: null }],
    },
    {
      name: 'a fraction: no fix',
      body: command({ default_member_permissions: 1.5 }),
      errors: [{ path: ['default_member_permissions'], message: ['1.5', 'string of decimal digits'], output: null }],
    },
    {
      name: 'a permission name instead of the bitfield',
      body: command({ default_member_permissions: 'ADMINISTRATOR' }),
      errors: [{ path: ['default_member_permissions'], message: ['"ADMINISTRATOR"', 'string of decimal digits', '"0"'], output: null }],
    },
    {
      name: 'an empty string',
      body: command({ default_member_permissions: '' }),
      errors: [{ path: ['default_member_permissions'], message: ['""', 'string of decimal digits'] }],
    },
    {
      name: 'a negative or hexadecimal string',
      body: [command({ default_member_permissions: '-8' }), command({ name: 'pong', default_member_permissions: '0x2000' })],
      errors: [
        { path: [0, 'default_member_permissions'], message: ['"-8"'] },
        { path: [1, 'default_member_permissions'], message: ['/pong', '"0x2000"'] },
      ],
    },
    {
      name: 'a boolean (the deprecated default_permission style)',
      body: command({ default_member_permissions: false }),
      errors: [{ path: ['default_member_permissions'], message: ['a boolean', 'false', 'null'], output: null }],
    },
    {
      name: 'an array of permission names',
      body: { type: 2, name: 'Report', default_member_permissions: ['BAN_MEMBERS'] },
      errors: [{ path: ['default_member_permissions'], message: ['USER command "Report"', 'an array'] }],
    },
    {
      name: 'a number in an edit body',
      body: { default_member_permissions: 8 },
      options: { kind: 'edit' },
      errors: [{ path: ['default_member_permissions'], message: ['use "8"'], output: { default_member_permissions: '8' } }],
    },
  ],
});
