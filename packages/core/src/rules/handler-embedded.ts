import { defineRule } from '../rule.js';
import { own } from '../util.js';
import { capitalize } from '../variants.js';

export default defineRule(
  {
    id: 'handler-embedded',
    description: 'handler may only be set by applications with the EMBEDDED flag (an Activity).',
    severity: 'error',
    source: 'spec §1 Entry point commands, §2 (handler); api-facts §3',
  },
  (context) => ({
    command(node) {
      const handler = own(node.value, 'handler');
      if (context.application.embedded !== false || handler === undefined || handler === null) return;
      context.report(node, {
        path: [...node.path, 'handler'],
        message: `${capitalize(node.label)} sets "handler", but the application has no EMBEDDED flag (no Activity); enable Activities for the app or remove "handler".`,
      });
    },
  }),
);
