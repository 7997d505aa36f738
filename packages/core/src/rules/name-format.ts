import { isValidChatInputName } from '../name-scan.js';
import { describeCharacters, followsChatInputRules, invalidNameCharacters, proposeName, renameSuggestion } from '../names.js';
import type { CommandNode, OptionNode, RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import { forEachVariant, variantLabel } from '../variants.js';
import { quote } from '../util.js';

function check(context: RuleContext, node: CommandNode | OptionNode): void {
  if (!followsChatInputRules(node) || node.summary('name').allChatInputNames) return;
  forEachVariant(node.value, 'name', node.path, (variant) => {
    const { text } = variant;
    if (isValidChatInputName(text)) return;
    const invalid = invalidNameCharacters(text);
    if (invalid.length === 0) return; // only the length is wrong: name-length says so
    const proposal = proposeName(text);
    const spaces = invalid.includes(' ') ? ' (no spaces: use "-" or "_")' : '';
    context.report(node, {
      path: variant.path,
      messageId: proposal ? 'invalidCharacters' : 'invalidCharactersNoProposal',
      data: { variantLabel: variantLabel('name', variant), text: quote(text), characters: describeCharacters(invalid), spaces, proposal: proposal === undefined ? undefined : quote(proposal) },
      ...(proposal ? { suggestions: [renameSuggestion(node, variant, proposal)] } : {}),
    });
  });
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'name-format',
    description: 'CHAT_INPUT command names and option names (and their localizations) may only hold letters, numbers, "-", "_" and the characters the spec\'s pattern allows.',
    severity: 'error',
    hasSuggestions: true,
    source: 'docs/facts/names.md#slash-command-names',
    messages: {
      invalidCharacters: '{{subject}}: {{variantLabel}} {{text}} has characters a slash command name cannot have: {{characters}}{{spaces}}. Use letters, numbers, "-" and "_", such as {{proposal}}.',
      invalidCharactersNoProposal: '{{subject}}: {{variantLabel}} {{text}} has characters a slash command name cannot have: {{characters}}{{spaces}}. Use letters, numbers, "-" and "_".',
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
