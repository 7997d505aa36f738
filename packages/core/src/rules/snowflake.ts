import { defineRule } from '../rule.js';
import { own } from '../util.js';

const MAX_SNOWFLAKE = 2n ** 64n - 1n;

export default defineRule(
  {
    id: 'snowflake',
    description: 'The id of a permission entry is a snowflake: a string of decimal digits without leading zeros, at most 2^64-1.',
    severity: 'error',
    source: 'api-facts §8',
  },
  (context) => ({
    permissionEntry(node) {
      const id = own(node.value, 'id');
      if (typeof id !== 'string') return; // field-type's
      const valid = /^(0|[1-9]\d{0,19})$/.test(id) && BigInt(id) <= MAX_SNOWFLAKE;
      if (valid) return;
      context.report(node, {
        path: [...node.path, 'id'],
        message: `Permission entry ${node.index}: id ${JSON.stringify(id.length > 40 ? `${id.slice(0, 40)}…` : id)} is not a snowflake; use the role, user or channel id as a string of digits without leading zeros (copy it with Developer Mode).`,
      });
    },
  }),
);
