import { defineRule } from '../rule.js';
import { has } from '../util.js';

export default defineRule(
  {
    id: 'edit-type-immutable',
    description: 'An edit (PATCH) body cannot change the command type; sending type there has no effect.',
    severity: 'warning',
    source: 'spec §4 Rules 2; api-facts §3, §7b',
  },
  (context) => ({
    command(node) {
      if (node.bodyKind !== 'edit' || !has(node.value, 'type')) return;
      context.report(node, {
        path: [...node.path, 'type'],
        message: `The edit body sets "type"; command types cannot change after creation. Remove it, or delete the command and create one of the new type.`,
      });
    },
  }),
);
