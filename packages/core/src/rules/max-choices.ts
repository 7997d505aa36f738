import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { own } from '../util.js';
import { capitalize } from '../variants.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'max-choices',
    description: 'An option holds at most 25 choices.',
    severity: 'error',
    source: 'docs/facts/options.md#limits',
  },
  (context) => ({
    option(node) {
      const choices = own(node.value, 'choices');
      if (!Array.isArray(choices) || choices.length <= LIMITS.choicesPerOption) return;
      context.report(node, {
        path: [...node.path, 'choices'],
        message: `${capitalize(node.label)} has ${choices.length} choices; at most ${LIMITS.choicesPerOption} are allowed: remove ${choices.length - LIMITS.choicesPerOption}, or use autocomplete instead of choices.`,
      });
    },
  }),
);
