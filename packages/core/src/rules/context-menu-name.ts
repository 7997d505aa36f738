import { CommandType, commandTypeName } from '../facts.js';
import { defineRule } from '../rule.js';
import { forEachVariant, variantLabel } from '../variants.js';

const ONLY_WHITESPACE = /^\s+$/;

export default /* @__PURE__ */ defineRule(
  {
    id: 'context-menu-name',
    description: 'USER, MESSAGE and PRIMARY_ENTRY_POINT command names may use any case and spaces, but not only whitespace.',
    severity: 'error',
    source: 'docs/facts/names.md#context-menu-and-entry-point-names',
    messages: {
      whitespaceOnly: '{{subject}}: {{variantLabel}} is only whitespace; a {{commandTypeName}} command needs a visible name of 1-32 characters.',
    },
  },
  (context) => ({
    command(node) {
      if ((node.type !== CommandType.USER && node.type !== CommandType.MESSAGE && node.type !== CommandType.PRIMARY_ENTRY_POINT) || !node.summary('name').anyBlank) return;
      forEachVariant(node.value, 'name', node.path, (variant) => {
        if (!ONLY_WHITESPACE.test(variant.text)) return;
        context.report(node, {
          path: variant.path,
          messageId: 'whitespaceOnly', data: { variantLabel: variantLabel('name', variant), commandTypeName: commandTypeName(node.type!) },
        });
      });
    },
  }),
);
