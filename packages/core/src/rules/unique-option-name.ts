import { defineRule } from '../rule.js';
import { capitalize } from '../variants.js';

export default defineRule(
  {
    id: 'unique-option-name',
    description: 'Option names must be unique within their options array.',
    severity: 'error',
    source: 'spec §1 Slash command structure 2, §2 (option name)',
  },
  (context) => ({
    options(node) {
      const seen = new Map<string, number>();
      for (const option of node.options) {
        const name = option.name;
        if (name === undefined) continue;
        const first = seen.get(name);
        if (first === undefined) {
          seen.set(name, option.index);
          continue;
        }
        context.report(option, {
          path: [...option.path, 'name'],
          message: `${capitalize(option.label)}: the name ${JSON.stringify(name)} is already used by option #${first} of the same array; option names must be unique there: rename one.`,
        });
      }
    },
  }),
);
