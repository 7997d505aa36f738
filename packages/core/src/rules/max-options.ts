import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { capitalize } from '../variants.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'max-options',
    description: 'An options array (of a command, subcommand or group) holds at most 25 options.',
    severity: 'error',
    source: 'docs/facts/options.md#limits',
    messages: {
      optionsAtMost: '{{owner}} has {{count}} options; at most {{optionsPerArray}} are allowed: remove {{count2}}, or split them into subcommands.',
    },
  },
  (context) => ({
    options(node) {
      const count = node.value.length;
      if (count <= LIMITS.optionsPerArray) return;
      context.report(node, {
        path: node.path,
        messageId: 'optionsAtMost', data: { owner: capitalize(node.owner.label), count, optionsPerArray: LIMITS.optionsPerArray, count2: count - LIMITS.optionsPerArray },
      });
    },
  }),
);
