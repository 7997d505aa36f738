import { defineRule } from '../rule.js';
import { OPTION_TYPE_NAMES, OptionType, resolveEnum } from '../facts.js';
import { findItem, isObject, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'empty-subcommand-group',
    description: 'A subcommand group with no subcommands is accepted, but makes the whole command disappear from the command explorer.',
    severity: 'warning',
    source: 'docs/facts/options.md#structure',
    messages: {
      empty: '{{subject}} holds no subcommands; the service accepts it, but then {{invocation}} does not appear in the command explorer at all. Add a subcommand or remove the group.',
    },
  },
  (context) => ({
    only: { optionTypes: [OptionType.SUB_COMMAND_GROUP] },
    option(node) {
      if (node.type !== OptionType.SUB_COMMAND_GROUP) return;
      const options = own(node.value, 'options');
      const hasSubcommand =
        Array.isArray(options) &&
        findItem(options, (item) => isObject(item) && resolveEnum(own(item, 'type'), OPTION_TYPE_NAMES) === OptionType.SUB_COMMAND) !== -1;
      if (hasSubcommand) return;
      context.report(node, {
        path: node.path,
        messageId: 'empty', data: { invocation: node.command.invocation },
      });
    },
  }),
);
