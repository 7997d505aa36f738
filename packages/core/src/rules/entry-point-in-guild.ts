import { CommandType } from '../facts.js';
import { defineRule } from '../rule.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'entry-point-in-guild',
    description: 'PRIMARY_ENTRY_POINT commands cannot be guild commands; an app has at most one, globally.',
    severity: 'error',
    source: 'docs/facts/command.md#guild-commands, docs/facts/sets.md#limits-per-type',
    messages: {
      inGuild: '{{subject}}: a guild may hold no PRIMARY_ENTRY_POINT (type 4) command; entry points exist only as global commands: register it with the global commands, or remove it from this guild set.',
    },
  },
  // Only guild sets have anything to check: elsewhere the rule visits nothing.
  (context) => (context.scope !== 'guild' ? {} : {
    command(node) {
      if (node.type !== CommandType.PRIMARY_ENTRY_POINT) return;
      context.report(node, {
        path: node.path,
        messageId: 'inGuild',
      });
    },
  }),
);
