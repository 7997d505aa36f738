import { CONTEXT_NAMES, INTEGRATION_TYPE_NAMES } from '../facts.js';
import { defineRule } from '../rule.js';
import { own } from '../util.js';
import { capitalize } from '../variants.js';

const FIELDS: ReadonlyMap<string, ReadonlyMap<number, string>> = new Map([
  ['contexts', CONTEXT_NAMES],
  ['integration_types', INTEGRATION_TYPE_NAMES],
]);

export default defineRule(
  {
    id: 'duplicate-array-value',
    description: 'contexts and integration_types hold distinct values.',
    severity: 'error',
    fixable: true,
    source: 'api-facts §3 (contexts, integration_types)',
  },
  (context) => ({
    command(node) {
      for (const [field, names] of FIELDS) {
        const list = own(node.value, field);
        if (!Array.isArray(list)) continue;
        const seen = new Set<unknown>();
        list.forEach((item: unknown, i) => {
          if (typeof item !== 'number') return;
          if (!seen.has(item)) {
            seen.add(item);
            return;
          }
          const path = [...node.path, field, i];
          const name = names.get(item);
          context.report(node, {
            path,
            message: `${capitalize(node.label)}: "${field}" lists ${item}${name === undefined ? '' : ` (${name})`} more than once; each value may appear once: remove the repeat.`,
            fix: [{ op: 'remove', path }],
          });
        });
      }
    },
  }),
);
