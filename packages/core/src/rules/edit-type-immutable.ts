import { COMMAND_TYPE_NAMES } from '../facts.js';
import { defineRule } from '../rule.js';
import { has, show } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'edit-type-immutable',
    description: 'An edit (PATCH) body cannot change the command type; sending type there has no effect.',
    severity: 'warning',
    source: 'docs/facts/command.md#edit-bodies',
    messages: {
      typeChanged: '{{subject}}: the edit body sets "type" to {{value}}{{name}}, but command types cannot change after creation: remove "type" from the edit, or delete the command and create one of the new type.',
    },
  },
  (context) => ({
    command(node) {
      if (node.bodyKind !== 'edit' || !has(node.value, 'type')) return;
      const value = node.value['type'];
      const name = node.type === undefined ? undefined : COMMAND_TYPE_NAMES.get(node.type);
      context.report(node, {
        path: [...node.path, 'type'],
        messageId: 'typeChanged', data: { value: value === null ? 'null' : show(value), name: name === undefined || name === value ? '' : ` (${name})` },
      });
    },
  }),
);
