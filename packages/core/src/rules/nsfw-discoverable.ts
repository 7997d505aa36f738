import { defineRule } from '../rule.js';
import { own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'nsfw-discoverable',
    description: 'Applications with discovery enabled cannot have age-restricted (nsfw) commands.',
    severity: 'error',
    source: 'docs/facts/command.md#age-restriction',
    messages: {
      nsfwDiscoverable: '{{subject}} is age-restricted (nsfw: true), but the application has discovery enabled, which forbids age-restricted commands; remove nsfw or disable discovery.',
    },
  },
  // Only an application with discovery enabled has anything to check: elsewhere no visitors.
  (context) => (context.application.discoverable !== true ? {} : {
    command(node) {
      if (own(node.value, 'nsfw') !== true) return;
      context.report(node, {
        path: [...node.path, 'nsfw'],
        messageId: 'nsfwDiscoverable',
      });
    },
  }),
);
