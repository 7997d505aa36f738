import type { OptionNode } from '../nodes.js';
import { defineRule } from '../rule.js';
import { quote } from '../util.js';

/** Up to this many options (a legal array has at most 25), names are compared pairwise instead of mapped. */
const SEARCH_LIMIT = 32;

function anyNameRepeated(options: readonly OptionNode[]): boolean {
  for (let i = 1; i < options.length; i++) {
    const name = options[i]!.name;
    if (name === undefined) continue;
    for (let j = 0; j < i; j++) if (options[j]!.name === name) return true;
  }
  return false;
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'unique-option-name',
    description: 'Option names must be unique within their options array.',
    severity: 'error',
    source: 'docs/facts/options.md#structure',
    messages: {
      repeated: '{{subject}}: the name {{name}} is already used by option #{{first}} of the same array; option names must be unique there: rename one.',
    },
  },
  (context) => ({
    options(node) {
      const { options } = node;
      if (options.length < 2 || !node.namesMayRepeat) return;
      if (options.length <= SEARCH_LIMIT && !anyNameRepeated(options)) return;
      const seen = new Map<string, number>();
      for (let i = 0; i < options.length; i++) {
        const option = options[i]!;
        const name = option.name;
        if (name === undefined) continue;
        const first = seen.get(name);
        if (first === undefined) {
          seen.set(name, option.index);
          continue;
        }
        context.report(option, {
          path: [...option.path, 'name'],
          messageId: 'repeated', data: { name: quote(name), first },
        });
      }
    },
  }),
);
