import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { overLimit } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'max-options',
    description: 'An options array (of a command, subcommand or group) holds at most 25 options (reported at the 26th).',
    severity: 'error',
    source: 'docs/facts/options.md#limits',
    messages: {
      tooMany: '{{subject}} has {{count}} options; at most {{max}} are allowed, and option {{first}} is the first past the limit: remove {{excess}}, or split them into subcommands.',
    },
  },
  (context) => ({
    options(node) {
      const data = overLimit(node.value, LIMITS.optionsPerArray);
      if (data) context.report(node, { path: [...node.path, LIMITS.optionsPerArray], messageId: 'tooMany', data });
    },
  }),
);
