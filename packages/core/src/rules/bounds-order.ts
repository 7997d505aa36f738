import { defineRule } from '../rule.js';
import { own } from '../util.js';
import { capitalize } from '../variants.js';

const PAIRS: readonly (readonly [string, string, number])[] = [
  ['min_value', 'max_value', 4],
  ['min_value', 'max_value', 10],
  ['min_length', 'max_length', 3],
];

export default defineRule(
  {
    id: 'bounds-order',
    description: 'min_value may not exceed max_value, and min_length may not exceed max_length: no input could pass.',
    severity: 'error',
    source: 'api-facts §4',
  },
  (context) => ({
    optionTypes: [3, 4, 10],
    option(node) {
      for (const [minField, maxField, type] of PAIRS) {
        if (node.type !== type) continue;
        const min = own(node.value, minField);
        const max = own(node.value, maxField);
        if (typeof min !== 'number' || typeof max !== 'number' || !(min > max)) continue;
        context.report(node, {
          path: [...node.path, minField],
          message: `${capitalize(node.label)}: "${minField}" ${min} is greater than "${maxField}" ${max}, so no value could pass; swap them or fix one.`,
        });
      }
    },
  }),
);
