import { CommandType, HANDLER_NAMES } from '../facts.js';
import { defineRule } from '../rule.js';
import { own, show } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'handler-embedded',
    description: 'handler may only be set by applications with the EMBEDDED flag (an Activity).',
    severity: 'error',
    source: 'docs/facts/command.md#entry-points',
    messages: {
      notEmbedded: '{{subject}} sets "handler" to {{handler}}{{name}}, but the application has no EMBEDDED flag (no Activity), and only such applications may set it: enable Activities for the app or remove "handler".',
    },
  },
  // Only an application known not to be embedded has anything to check: elsewhere no visitors.
  (context) => (context.application.embedded !== false ? {} : {
    command(node) {
      const handler = own(node.value, 'handler');
      if (context.application.embedded !== false || handler === undefined || handler === null) return;
      // On a command of another known type, command-field-by-type already reports the field.
      if (node.type !== undefined && node.type !== CommandType.PRIMARY_ENTRY_POINT) return;
      const name = typeof handler === 'number' ? HANDLER_NAMES.get(handler) : undefined;
      context.report(node, {
        path: [...node.path, 'handler'],
        messageId: 'notEmbedded', data: { handler: show(handler), name: name === undefined ? '' : ` (${name})` },
      });
    },
  }),
);
