import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_PERMISSIONS_MASK, lint } from '../../src/index.js';
import { command, testRule } from '../rule-tester.js';

const dmp = (value: unknown): Record<string, unknown> => command({ default_member_permissions: value });

testRule('unknown-permission-bits', {
  valid: [
    { name: '"0"', body: dmp('0') },
    { name: 'ADMINISTRATOR (1 << 3)', body: dmp('8') },
    { name: 'bit 46, the last below the gap', body: dmp(String(2n ** 46n)) },
    { name: 'bit 48, the first after the gap', body: dmp(String(2n ** 48n)) },
    { name: 'bit 52 (BYPASS_SLOWMODE), past 2^53 - 1 when combined', body: dmp(String(2n ** 52n)) },
    { name: 'every known bit at once: 8866461766385663', body: dmp('8866461766385663') },
    { name: 'leading zeros do not change the value', body: dmp('0008') },
    { name: 'null', body: dmp(null) },
    { name: 'a number is default-member-permissions\' problem', body: dmp(2 ** 47) },
    { name: 'a non-digit string likewise', body: dmp('ADMINISTRATOR') },
  ],
  invalid: [
    {
      name: 'bit 47, the gap',
      body: dmp('140737488355328'),
      errors: [
        {
          path: ['default_member_permissions'],
          message: "Command /ping: \"default_member_permissions\" \"140737488355328\" sets bits no permission uses (1 << 47); known permissions use bits 0-46 and 48-52: check the value, or use \"0\" to keep only the known bits.",
          output: null,
        },
      ],
    },
    {
      name: 'bit 53, just past the known bits (2^53: BigInt needed)',
      body: dmp('9007199254740992'),
      errors: [{ path: ['default_member_permissions'], message: ['1 << 53', 'use "0"'] }],
    },
    {
      name: '2^53 + 1 keeps the known bit 0 (a Number would round it away)',
      body: dmp('9007199254740993'),
      errors: [{ path: ['default_member_permissions'], message: /\(1 << 53\);.*use "1" to keep only the known bits/ }],
    },
    {
      name: 'a known bit with an unknown one',
      body: dmp(String(8n | (1n << 47n))),
      errors: [{ path: ['default_member_permissions'], message: ['1 << 47', 'use "8"'] }],
    },
    {
      name: '2^64 - 1: the first six unknown bits, then an ellipsis',
      body: dmp('18446744073709551615'),
      errors: [{ path: ['default_member_permissions'], message: ['1 << 47, 1 << 53, 1 << 54, 1 << 55, 1 << 56, 1 << 57, ...', 'use "8866461766385663"'] }],
    },
    {
      name: 'exactly six unknown bits: no ellipsis',
      body: dmp(String((1n << 47n) | (1n << 53n) | (1n << 54n) | (1n << 55n) | (1n << 56n) | (1n << 57n))),
      errors: [{ path: ['default_member_permissions'], message: /1 << 57\);/ }],
    },
    {
      name: 'a very long value is reported without listing bits',
      body: dmp('9'.repeat(200)),
      errors: [{ path: ['default_member_permissions'], message: ['far larger', 'bits above 52', '…'] }],
    },
    {
      name: 'USER command in a bulk array',
      body: [dmp('8'), { type: 2, name: 'Report', default_member_permissions: '140737488355328' }],
      errors: [{ path: [1, 'default_member_permissions'], message: ['USER command "Report"', '1 << 47'] }],
    },
    {
      name: 'an edit body',
      body: { default_member_permissions: '9007199254740992' },
      options: { kind: 'edit' },
      errors: [{ path: ['default_member_permissions'], message: ['1 << 53'] }],
    },
  ],
});

// Values of up to 15 digits are checked as numbers, longer ones as BigInt: both must agree.
describe('unknown-permission-bits, short values as numbers', () => {
  it('reports exactly the values with a bit outside the known mask', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), fc.boolean(), (bitfield, gap) => {
        const value = gap ? bitfield | (1n << 47n) : bitfield;
        if (value >= 10n ** 15n) return;
        const found = lint(dmp(String(value))).filter((d) => d.ruleId === 'unknown-permission-bits');
        expect(found.length).toBe((value & ~KNOWN_PERMISSIONS_MASK) === 0n ? 0 : 1);
      }),
    );
  });
});
