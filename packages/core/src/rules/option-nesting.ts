import { OptionType, optionTypeName } from '../facts.js';
import { defineRule } from '../rule.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'option-nesting',
    description: 'Only command > subcommand group > subcommand > option nesting exists: groups hold only subcommands, subcommands hold only basic options.',
    severity: 'error',
    source: 'docs/facts/options.md#structure',
    messages: {
      inGroup: '{{subject}} is a {{optionTypeName}} inside a subcommand group; a group may only hold subcommands (type 1). Put it inside a subcommand.',
      inSubcommand: '{{subject}} is a {{optionTypeName}} inside a subcommand; subcommands may only hold basic options (types 3-11). {{type}}',
    },
  },
  (context) => ({
    options(node) {
      const owner = node.owner;
      if (owner.node !== 'option' || (owner.type !== OptionType.SUB_COMMAND && owner.type !== OptionType.SUB_COMMAND_GROUP)) return;
      for (let i = 0; i < node.options.length; i++) {
        const option = node.options[i]!;
        const type = option.type;
        if (type === undefined) continue;
        if (owner.type === OptionType.SUB_COMMAND_GROUP && type !== OptionType.SUB_COMMAND) {
          context.report(option, {
            path: option.path,
            messageId: 'inGroup', data: { optionTypeName: optionTypeName(type) },
          });
        } else if (owner.type === OptionType.SUB_COMMAND && (type === OptionType.SUB_COMMAND || type === OptionType.SUB_COMMAND_GROUP)) {
          context.report(option, {
            path: option.path,
            messageId: 'inSubcommand', data: { optionTypeName: optionTypeName(type), type: type === OptionType.SUB_COMMAND ? 'Use a subcommand group to nest subcommands.' : 'Groups belong at the top level of the command.' },
          });
        }
      }
    },
  }),
);
