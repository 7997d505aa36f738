import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { overLimit, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'max-choices',
    description: 'An option holds at most 25 choices (reported at the 26th).',
    severity: 'error',
    source: 'docs/facts/options.md#limits',
    messages: {
      tooMany: '{{subject}} has {{count}} choices; at most {{max}} are allowed, and choice {{first}} is the first past the limit: remove {{excess}}, or use autocomplete instead of choices.',
    },
  },
  (context) => ({
    option(node) {
      const data = overLimit(own(node.value, 'choices'), LIMITS.choicesPerOption);
      if (data) context.report(node, { path: [...node.path, 'choices', LIMITS.choicesPerOption], messageId: 'tooMany', data });
    },
  }),
);
