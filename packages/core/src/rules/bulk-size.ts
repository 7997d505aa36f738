import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'bulk-size',
    description: 'The service has been seen to reject a bulk overwrite of more than 130 commands, although the per-type limits add up to 131.',
    severity: 'warning',
    source: 'docs/facts/sets.md#bulk-overwrites',
    messages: {
      tooMany: 'This {{scope}} set holds {{itemsCount}} commands; the service has been seen to reject a bulk overwrite of more than {{max}} ("Must be 130 or fewer in length"), although the per-type limits allow 131: keep it to {{max}}.',
    },
  },
  (context) => ({
    set(node) {
      if (node.commands.length < 2) return; // one command alone cannot clash or exceed a limit
      const items = node.commands.filter((command) => command.bodyKind === 'commands' || command.bodyKind === 'command');
      if (items.length <= LIMITS.bulkItems) return;
      // Reported once, on the body that holds the first command past the limit.
      const first = items[LIMITS.bulkItems]!;
      context.report(first, {
        path: first.bodyKind === 'commands' ? [] : first.path,
        messageId: 'tooMany', data: { max: LIMITS.bulkItems, scope: context.scope, itemsCount: items.length },
      });
    },
  }),
);
