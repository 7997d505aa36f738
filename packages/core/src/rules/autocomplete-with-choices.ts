import { defineRule } from '../rule.js';
import { own } from '../util.js';
import { capitalize } from '../variants.js';

export default defineRule(
  {
    id: 'autocomplete-with-choices',
    description: 'autocomplete may not be true on an option that has choices (an empty choices array is fine).',
    severity: 'error',
    source: 'spec §1 Autocomplete, §2 (autocomplete); api-facts §4',
  },
  (context) => ({
    option(node) {
      const choices = own(node.value, 'choices');
      if (own(node.value, 'autocomplete') !== true || !Array.isArray(choices) || choices.length === 0) return;
      context.report(node, {
        path: node.path,
        message: `${capitalize(node.label)} has autocomplete: true and ${choices.length} choices; the service rejects both together: remove "choices" (and suggest them from the autocomplete handler) or set autocomplete to false.`,
      });
    },
  }),
);
