import { CHANNEL_TYPE_NAMES, OptionType, UNPICKABLE_CHANNEL_TYPES } from '../facts.js';
import { defineRule } from '../rule.js';
import { forEachItem, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'channel-types-unpickable',
    description: 'DM (1), GROUP_DM (3) and GUILD_DIRECTORY (14) can never be picked in a CHANNEL option; listing them restricts nothing.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'docs/facts/options.md#channel-types',
    messages: {
      unpickable: '{{subject}}: channel type {{type}} ({{typeName}}) can never be picked in a CHANNEL option; remove it.',
    },
  },
  (context) => ({
    only: { optionTypes: [OptionType.CHANNEL] },
    option(node) {
      const types = own(node.value, 'channel_types');
      if (node.type !== OptionType.CHANNEL || !Array.isArray(types)) return;
      forEachItem(types, (type, i) => {
        if (typeof type !== 'number' || !UNPICKABLE_CHANNEL_TYPES.has(type)) return;
        context.report(node, {
          path: [...node.path, 'channel_types', i],
          messageId: 'unpickable',
          data: { type, typeName: CHANNEL_TYPE_NAMES.get(type) },
          // Only where other types stay: an empty list would allow every type, a change of meaning.
          ...(types.some((other) => typeof other !== 'number' || !UNPICKABLE_CHANNEL_TYPES.has(other)) ? { suggestions: [{ message: `Remove ${type} (${CHANNEL_TYPE_NAMES.get(type)})`, fix: [{ op: 'remove' as const, path: [...node.path, 'channel_types', i] }] }] } : {}),
        });
      });
    },
  }),
);
