import { CommandType, commandTypeName, PER_TYPE_LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'command-type-limit',
    description: 'A scope holds at most 100 CHAT_INPUT, 15 USER, 15 MESSAGE and 1 PRIMARY_ENTRY_POINT commands.',
    severity: 'error',
    source: 'docs/facts/sets.md#limits-per-type',
    messages: {
      tooMany: '{{subject}} is {{type}} command number {{count}} in this {{scope}} set; at most {{limit}} {{type}} {{commandsAre}} allowed per scope: remove it or register it {{elsewhere}}.',
    },
  },
  (context) => ({
    set(node) {
      if (node.commands.length < 2) return; // one command alone cannot clash or exceed a limit
      const counts = new Map<number, number>();
      for (const command of node.commands) {
        if (command.bodyKind === 'edit' || command.type === undefined) continue;
        // A guild may hold no entry point at all: entry-point-in-guild reports each one.
        if (context.scope === 'guild' && command.type === CommandType.PRIMARY_ENTRY_POINT) continue;
        const count = (counts.get(command.type) ?? 0) + 1;
        counts.set(command.type, count);
        const limit = PER_TYPE_LIMITS.get(command.type)!;
        if (count <= limit) continue;
        const type = commandTypeName(command.type);
        context.report(command, {
          path: command.path,
          messageId: 'tooMany', data: { type, count, scope: context.scope, limit, commandsAre: limit === 1 ? 'command is' : 'commands are', elsewhere: context.scope === 'global' ? 'as a guild command' : 'globally or in another guild' },
        });
      }
    },
  }),
);
