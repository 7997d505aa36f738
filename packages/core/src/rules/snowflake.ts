import { defineRule } from '../rule.js';
import { own, quote } from '../util.js';

const MAX_SNOWFLAKE = 2n ** 64n - 1n;

/** Why `id` is not a snowflake, or undefined when it is one. */
function problem(id: string): string | undefined {
  if (!/^\d+$/.test(id)) return 'is not a string of decimal digits';
  if (id.length > 1 && id.startsWith('0')) return 'has a leading zero';
  // More than 20 digits is past 2^64 - 1 whatever they are: no BigInt of a huge string.
  if (id.length > 20 || BigInt(id) > MAX_SNOWFLAKE) return 'is larger than 2^64-1 (18446744073709551615), the largest snowflake';
  return undefined;
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'snowflake',
    description: 'The id of a permission entry is a snowflake: a string of decimal digits without leading zeros, at most 2^64-1.',
    severity: 'error',
    source: 'docs/facts/values.md#snowflakes',
    messages: {
      notSnowflake: 'Permission entry {{index}}: id {{id}} {{why}}, so it is not a snowflake; use the role, user or channel id as a string of digits without leading zeros (copy it with Developer Mode).',
    },
  },
  (context) => ({
    permissionEntry(node) {
      const id = own(node.value, 'id');
      if (typeof id !== 'string') return; // field-type's
      const why = problem(id);
      if (why === undefined) return;
      context.report(node, {
        path: [...node.path, 'id'],
        messageId: 'notSnowflake', data: { index: node.index, id: quote(id), why },
      });
    },
  }),
);
