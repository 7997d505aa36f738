import { CommandType, LIMITS } from '../facts.js';
import type { CommandNode, OptionNode, RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import { codePointLength, exceeds } from '../util.js';
import { forEachVariant, variantLabel } from '../variants.js';

function check(context: RuleContext, node: CommandNode | OptionNode, onlyTooLong: boolean): void {
  const summary = node.summary('description');
  if (summary.minUnits >= 1 && summary.maxUnits <= LIMITS.descriptionLength) return;
  forEachVariant(node.value, 'description', node.path, (variant) => {
    const { text } = variant;
    if (text.length === 0) {
      if (onlyTooLong) return;
      context.report(node, {
        path: variant.path,
        messageId: 'empty', data: { max: LIMITS.descriptionLength, variantLabel: variantLabel('description', variant), variant: variant.locale ? ', or remove the entry' : '' },
      });
    } else if (exceeds(text, LIMITS.descriptionLength)) {
      context.report(node, {
        path: variant.path,
        messageId: 'tooLong', data: { max: LIMITS.descriptionLength, variantLabel: variantLabel('description', variant), codePointLength: codePointLength(text) },
      });
    }
  });
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'description-length',
    description: 'Descriptions of CHAT_INPUT commands, options, subcommands, groups and entry points, and their localizations, must be 1-100 characters (code points).',
    severity: 'error',
    source: 'docs/facts/command.md#descriptions, docs/facts/localization.md#localized-values',
    messages: {
      empty: '{{subject}}: {{variantLabel}} is empty; write 1-{{max}} characters{{variant}}.',
      tooLong: '{{subject}}: {{variantLabel}} has {{codePointLength}} characters; the limit is {{max}}: shorten it.',
    },
  },
  (context) => ({
    command(node) {
      // USER and MESSAGE descriptions have their own rule; with no known type (an edit body) only
      // "too long" is wrong for every type.
      if (node.type === CommandType.CHAT_INPUT || node.type === CommandType.PRIMARY_ENTRY_POINT) check(context, node, false);
      else if (node.type === undefined) check(context, node, true);
    },
    option(node) {
      check(context, node, false);
    },
  }),
);
