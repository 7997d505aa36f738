import { LIMITS } from '../facts.js';
import type { CommandNode, OptionNode, RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import { codePointLength, exceeds, quoteCut } from '../util.js';
import { forEachVariant, variantLabel } from '../variants.js';

function check(context: RuleContext, node: CommandNode | OptionNode): void {
  const summary = node.summary('name');
  if (summary.minUnits >= 1 && summary.maxUnits <= LIMITS.nameLength) return; // every variant is within 1-32 units, so within 1-32 code points
  forEachVariant(node.value, 'name', node.path, (variant) => {
    const { text } = variant;
    if (text.length === 0) {
      context.report(node, { path: variant.path, messageId: 'empty', data: { max: LIMITS.nameLength, variantLabel: variantLabel('name', variant), variant: variant.locale ? ', or remove the entry' : '' } });
    } else if (exceeds(text, LIMITS.nameLength)) {
      context.report(node, {
        path: variant.path,
        messageId: 'tooLong', data: { max: LIMITS.nameLength, variantLabel: variantLabel('name', variant), text: quoteCut(text), codePointLength: codePointLength(text) },
      });
    }
  });
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'name-length',
    description: 'Command and option names, and their localizations, must be 1-32 characters (code points).',
    severity: 'error',
    source: 'docs/facts/names.md#slash-command-names, docs/facts/names.md#context-menu-and-entry-point-names, docs/facts/values.md#lengths-in-code-points',
    messages: {
      empty: '{{subject}}: {{variantLabel}} is empty; names need 1-{{max}} characters{{variant}}.',
      tooLong: '{{subject}}: {{variantLabel}} {{text}} has {{codePointLength}} characters; the limit is {{max}}: shorten it.',
    },
  },
  (context) => ({
    command(node) {
      check(context, node);
    },
    option(node) {
      check(context, node);
    },
  }),
);
