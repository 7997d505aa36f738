import { defineRule } from '../rule.js';
import { has, own } from '../util.js';
import { capitalize } from '../variants.js';

const FIELDS: ReadonlyMap<string, string> = new Map([
  ['contexts', 'guild commands are only usable in their guild'],
  ['integration_types', 'guild commands exist only in their guild'],
  ['dm_permission', 'guild commands are never available in direct messages'],
]);

export default defineRule(
  {
    id: 'guild-ignored-field',
    description: 'contexts, integration_types and dm_permission are ignored on guild commands.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'spec §1 General rules 4, Contexts; api-facts §3',
  },
  // Only guild sets have anything to check: elsewhere the rule visits nothing.
  (context) => (context.scope !== 'guild' ? {} : {
    command(node) {
      for (const [field, why] of FIELDS) {
        if (!has(node.value, field) || own(node.value, field) === null) continue;
        const path = [...node.path, field];
        context.report(node, {
          path,
          message: `${capitalize(node.label)}: "${field}" is ignored on a guild command (${why}); remove it, or register the command globally.`,
          suggestions: [{ message: `Remove "${field}"`, fix: [{ op: 'remove', path }] }],
        });
      }
    },
  }),
);
