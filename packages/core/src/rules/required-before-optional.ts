import type { FixOperation } from '../types.js';
import { defineRule } from '../rule.js';
import { own } from '../util.js';
import { capitalize } from '../variants.js';

const isRequired = (item: unknown): boolean =>
  typeof item === 'object' && item !== null && own(item as Record<string, unknown>, 'required') === true;

export default defineRule(
  {
    id: 'required-before-optional',
    description: 'Required options must come before optional ones in their options array.',
    severity: 'error',
    fixable: true,
    source: 'spec §1 Slash command structure 1, §2 (required)',
  },
  (context) => ({
    options(node) {
      const list = node.value;
      let firstOptional = -1;
      const late: number[] = [];
      for (let i = 0; i < list.length; i++) {
        if (isRequired(list[i])) {
          if (firstOptional !== -1) late.push(i);
        } else if (firstOptional === -1) {
          firstOptional = i;
        }
      }
      if (late.length === 0) return;
      // The fix: move each required option, in order, to the end of the required block (a stable partition).
      const fix: FixOperation[] = [];
      let next = firstOptional;
      for (const index of late) {
        fix.push({ op: 'move', path: [...node.path, index], to: next });
        next++;
      }
      const optional = node.options.find((o) => o.index === firstOptional);
      const optionalName = optional?.name === undefined ? `#${firstOptional}` : JSON.stringify(optional.name);
      for (const index of late) {
        const option = node.options.find((o) => o.index === index);
        const label = option ? option.label : `option #${index}`;
        context.report(node, {
          path: [...node.path, index],
          message: `${capitalize(label)} is required but comes after the optional option ${optionalName}; move required options before optional ones.`,
          fix,
        });
      }
    },
  }),
);
