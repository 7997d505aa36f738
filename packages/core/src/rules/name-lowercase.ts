import { hasUppercaseFast, isValidChatInputName } from '../name-scan.js';
import { describeCharacters, followsChatInputRules, lowercaseEachCodePoint, proposeName, renameSuggestion, uppercaseCodePoints } from '../names.js';
import type { CommandNode, OptionNode, RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import { forEachVariant, variantLabel } from '../variants.js';
import { quote } from '../util.js';

function check(context: RuleContext, node: CommandNode | OptionNode): void {
  if (!followsChatInputRules(node) || !node.summary('name').anyUppercase) return;
  forEachVariant(node.value, 'name', node.path, (variant) => {
    const { text } = variant;
    if (!hasUppercaseFast(text)) return;
    const upper = uppercaseCodePoints(text);
    const lower = lowercaseEachCodePoint(text);
    // Only propose a name that is valid as a whole (U+0130 lowercases to a letter and a combining mark).
    const target = isValidChatInputName(lower) ? lower : proposeName(text);
    context.report(node, {
      path: variant.path,
      messageId: 'uppercase',
      data: { variantLabel: variantLabel('name', variant), text: quote(text), characters: describeCharacters(upper), verb: upper.length === 1 ? 'has' : 'have', remedy: target ? quote(target) : 'the lowercase letters' },
      ...(target ? { suggestions: [renameSuggestion(node, variant, target)] } : {}),
    });
  });
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'name-lowercase',
    description: 'CHAT_INPUT command and option names (and their localizations) must use the lowercase form of every letter that has one.',
    severity: 'error',
    hasSuggestions: true,
    source: 'docs/facts/names.md#lowercase',
    messages: {
      uppercase: '{{subject}}: {{variantLabel}} {{text}} must be lowercase ({{characters}} {{verb}} a lowercase form); use {{remedy}}.',
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
