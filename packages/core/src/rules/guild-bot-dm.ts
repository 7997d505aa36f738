import { defineRule } from '../rule.js';
import { forEachItem, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'guild-bot-dm',
    description: 'Guild commands do not support BOT_DM (1) in contexts.',
    severity: 'warning',
    source: 'docs/facts/command.md#guild-commands',
    messages: {
      botDmInGuild: '{{subject}}: contexts includes 1 (BOT_DM), which guild commands do not support; only a global command can run in direct messages with the app: remove 1 from contexts, or register the command globally.',
    },
  },
  // Only guild sets have anything to check: elsewhere the rule visits nothing.
  (context) => (context.scope !== 'guild' ? {} : {
    command(node) {
      const contexts = own(node.value, 'contexts');
      if (!Array.isArray(contexts)) return;
      forEachItem(contexts, (value, i) => {
        if (value !== 1) return;
        context.report(node, {
          path: [...node.path, 'contexts', i],
          messageId: 'botDmInGuild',
        });
      });
    },
  }),
);
