import { CommandType, commandTypeName } from '../facts.js';
import { defineRule } from '../rule.js';
import { has } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'command-field-by-type',
    description: '"options" is settable only on CHAT_INPUT commands, "handler" only on PRIMARY_ENTRY_POINT commands.',
    severity: 'error',
    hasSuggestions: true,
    source: 'docs/facts/command.md#fields-by-command-type',
    messages: {
      optionsNotSlash: '{{subject}}: "options" is only allowed on CHAT_INPUT (slash) commands; {{commandTypeName}} commands take no arguments: remove it.',
      handlerNotEntryPoint: '{{subject}}: "handler" is only allowed on PRIMARY_ENTRY_POINT commands (type 4); remove it.',
    },
  },
  (context) => ({
    command(node) {
      const { type, value, path } = node;
      if (type === undefined) return;
      if (type !== CommandType.CHAT_INPUT && has(value, 'options')) {
        context.report(node, {
          path: [...path, 'options'],
          messageId: 'optionsNotSlash', data: { commandTypeName: commandTypeName(type) },
          // The service refuses the body: nothing it would keep is lost with the field.
          suggestions: [{ message: 'Remove "options"', fix: [{ op: 'remove', path: [...path, 'options'] }] }],
        });
      }
      if (type !== CommandType.PRIMARY_ENTRY_POINT && has(value, 'handler')) {
        context.report(node, {
          path: [...path, 'handler'],
          messageId: 'handlerNotEntryPoint',
          suggestions: [{ message: 'Remove "handler"', fix: [{ op: 'remove', path: [...path, 'handler'] }] }],
        });
      }
    },
  }),
);
