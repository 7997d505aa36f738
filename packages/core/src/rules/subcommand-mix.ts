import { OptionType } from '../facts.js';
import { defineRule } from '../rule.js';
import { quote } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'subcommand-mix',
    description: 'A command with subcommands or groups cannot be invoked itself, so it cannot also have basic options beside them.',
    severity: 'error',
    source: 'docs/facts/options.md#structure',
    messages: {
      mixed: '{{subject}} mixes subcommands or groups ({{nested}}) with basic options ({{basic}}); a command with subcommands cannot be run by itself, so move the basic options into the subcommands.',
    },
  },
  (context) => ({
    options(node) {
      if (node.owner.node !== 'command') return; // deeper levels are the nesting rule's
      const { options } = node;
      let anyNested = false;
      let anyBasic = false;
      for (let i = 0; i < options.length; i++) {
        const type = options[i]!.type;
        if (type === OptionType.SUB_COMMAND || type === OptionType.SUB_COMMAND_GROUP) anyNested = true;
        else if (type !== undefined) anyBasic = true;
      }
      if (!anyNested || !anyBasic) return;
      const nested: string[] = [];
      const basic: string[] = [];
      for (const option of options) {
        if (option.type === undefined) continue;
        const name = option.name === undefined ? `#${option.index}` : quote(option.name);
        (option.type === OptionType.SUB_COMMAND || option.type === OptionType.SUB_COMMAND_GROUP ? nested : basic).push(name);
      }
      context.report(node, {
        path: node.path,
        messageId: 'mixed', data: { nested: nested.slice(0, 3).join(', '), basic: basic.slice(0, 3).join(', ') },
      });
    },
  }),
);
