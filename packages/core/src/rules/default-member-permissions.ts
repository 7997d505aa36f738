import { defineRule } from '../rule.js';
import { capitalize, has, jsonTypeOf, show } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'default-member-permissions',
    description: 'default_member_permissions is null or a permission bitfield written as a string of decimal digits ("0" = administrators only).',
    severity: 'error',
    fixable: true,
    source: 'docs/facts/command.md#member-permissions',
    messages: {
      number: '{{where}} is the number {{value}}; the bitfield must be a string: use "{{value}}".',
      notDigits: '{{where}} is {{jsonTypeOf}} ({{value}}); it must be a string of decimal digits, such as "0" (administrators only) or "8192" (MANAGE_MESSAGES), or null.{{lossy}}',
    },
  },
  (context) => ({
    command(node) {
      if (!has(node.value, 'default_member_permissions')) return;
      const value = node.value['default_member_permissions'];
      if (value === null || (typeof value === 'string' && /^\d+$/.test(value))) return;
      const path = [...node.path, 'default_member_permissions'];
      const where = `${capitalize(node.label)}: "default_member_permissions"`;
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
        context.report(node, {
          path,
          messageId: 'number', data: { where, value },
          fix: [{ op: 'set', path, value: String(value) }],
        });
        return;
      }
      // A number past 2^53 may already have lost bits: its digits are not offered as the fix.
      const lossy =
        typeof value === 'number' && Number.isInteger(value) && value > Number.MAX_SAFE_INTEGER
          ? ' A JSON number past 2^53 loses bits: compute the bitfield with BigInt and send it as a string.'
          : '';
      context.report(node, {
        path,
        messageId: 'notDigits', data: { where, jsonTypeOf: jsonTypeOf(value), value: show(value), lossy },
      });
    },
  }),
);
