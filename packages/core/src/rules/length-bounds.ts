import { LIMITS, OptionType } from '../facts.js';
import { defineRule } from '../rule.js';
import { has } from '../util.js';

const RANGES: readonly { readonly field: string; readonly min: number }[] = [
  { field: 'min_length', min: 0 },
  { field: 'max_length', min: 1 },
];

export default /* @__PURE__ */ defineRule(
  {
    id: 'length-bounds',
    description: 'min_length must be an integer of 0-6000 and max_length an integer of 1-6000.',
    severity: 'error',
    source: 'docs/facts/options.md#bounds',
    messages: {
      outOfRange: '{{subject}}: "{{field}}" {{value}} is out of range; use an integer from {{min}} to {{max}}.',
    },
  },
  (context) => ({
    only: { optionTypes: [OptionType.STRING] },
    option(node) {
      if (node.type !== OptionType.STRING) return;
      for (let i = 0; i < RANGES.length; i++) {
        const { field, min } = RANGES[i]!;
        if (!has(node.value, field)) continue;
        const value = node.value[field];
        if (typeof value !== 'number' || !Number.isInteger(value)) continue; // field-type's
        if (value >= min && value <= LIMITS.lengthBoundMax) continue;
        context.report(node, {
          path: [...node.path, field],
          messageId: 'outOfRange', data: { max: LIMITS.lengthBoundMax, field, value, min },
        });
      }
    },
  }),
);
