import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { countOver, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'max-choices',
    description: 'An option holds at most 25 choices.',
    severity: 'error',
    source: 'docs/facts/options.md#limits',
    messages: {
      tooMany: '{{subject}} has {{count}} choices; at most {{max}} are allowed: remove {{excess}}, or use autocomplete instead of choices.',
    },
  },
  (context) => ({
    option(node) {
      const count = countOver(own(node.value, 'choices'), LIMITS.choicesPerOption);
      if (count === 0) return;
      context.report(node, {
        path: [...node.path, 'choices'],
        messageId: 'tooMany',
        data: { max: LIMITS.choicesPerOption, count, excess: count - LIMITS.choicesPerOption },
      });
    },
  }),
);
