import { OptionType } from '../facts.js';
import { defineRule } from '../rule.js';
import { own } from '../util.js';

const PAIRS: readonly { readonly minField: string; readonly maxField: string; readonly type: number }[] = [
  { minField: 'min_value', maxField: 'max_value', type: OptionType.INTEGER },
  { minField: 'min_value', maxField: 'max_value', type: OptionType.NUMBER },
  { minField: 'min_length', maxField: 'max_length', type: OptionType.STRING },
];

export default /* @__PURE__ */ defineRule(
  {
    id: 'bounds-order',
    description: 'min_value may not exceed max_value, and min_length may not exceed max_length: no input could pass.',
    severity: 'error',
    source: 'docs/facts/options.md#bounds',
    messages: {
      minAboveMax: '{{subject}}: "{{minField}}" {{min}} is greater than "{{maxField}}" {{max}}, so no value could pass; swap them or fix one.',
    },
  },
  (context) => ({
    only: { optionTypes: [OptionType.STRING, OptionType.INTEGER, OptionType.NUMBER] },
    option(node) {
      for (let i = 0; i < PAIRS.length; i++) {
        const { minField, maxField, type } = PAIRS[i]!;
        if (node.type !== type) continue;
        const min = own(node.value, minField);
        const max = own(node.value, maxField);
        if (typeof min !== 'number' || typeof max !== 'number' || !(min > max)) continue;
        context.report(node, {
          path: [...node.path, minField],
          messageId: 'minAboveMax', data: { minField, min, maxField, max },
        });
      }
    },
  }),
);
