import { MAX_NUMBER_BOUND, MAX_SAFE_INTEGER, OptionType } from '../facts.js';
import { defineRule } from '../rule.js';
import { has } from '../util.js';

const BOUND_FIELDS = ['min_value', 'max_value'] as const;

export default /* @__PURE__ */ defineRule(
  {
    id: 'numeric-bounds',
    description: 'min_value and max_value must be integers within ±(2^53-1) on INTEGER options and finite numbers within ±2^53 on NUMBER options.',
    severity: 'error',
    source: 'docs/facts/options.md#bounds',
    messages: {
      notInteger: '{{subject}} is an INTEGER option: "{{field}}" {{value}} must be an integer; use {{rounded}}, or make the option a NUMBER (type 10).',
      outsideIntegerRange: '{{subject}}: "{{field}}" {{value}} is outside the INTEGER range ±{{max}} (2^53-1); use a value from -{{max}} to {{max}}.',
      outsideNumberRange: '{{subject}}: "{{field}}" {{value}} is outside the NUMBER range ±{{max}} (2^53); use a value from -{{max}} to {{max}}.',
    },
  },
  (context) => ({
    only: { optionTypes: [OptionType.INTEGER, OptionType.NUMBER] },
    option(node) {
      if (node.type !== OptionType.INTEGER && node.type !== OptionType.NUMBER) return;
      for (let i = 0; i < BOUND_FIELDS.length; i++) {
        const field = BOUND_FIELDS[i]!;
        if (!has(node.value, field)) continue;
        const value = node.value[field];
        if (typeof value !== 'number' || !Number.isFinite(value)) continue; // field-type's
        const path = [...node.path, field];
        if (node.type === OptionType.INTEGER && !Number.isInteger(value)) {
          context.report(node, { path, messageId: 'notInteger', data: { field, value, rounded: field === 'min_value' ? Math.ceil(value) : Math.floor(value) } });
        } else if (node.type === OptionType.INTEGER && Math.abs(value) > MAX_SAFE_INTEGER) {
          context.report(node, { path, messageId: 'outsideIntegerRange', data: { max: MAX_SAFE_INTEGER, field, value } });
        } else if (node.type === OptionType.NUMBER && Math.abs(value) > MAX_NUMBER_BOUND) {
          context.report(node, { path, messageId: 'outsideNumberRange', data: { max: MAX_NUMBER_BOUND, field, value } });
        }
      }
    },
  }),
);
