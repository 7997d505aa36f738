import { defineRule } from '../rule.js';
import { has, own } from '../util.js';

const FIELDS: readonly { readonly field: string; readonly why: string }[] = [
  { field: 'contexts', why: 'guild commands are only usable in their guild' },
  { field: 'integration_types', why: 'guild commands exist only in their guild' },
  { field: 'dm_permission', why: 'guild commands are never available in direct messages' },
];

export default /* @__PURE__ */ defineRule(
  {
    id: 'guild-ignored-field',
    description: 'contexts, integration_types and dm_permission are ignored on guild commands.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'docs/facts/command.md#guild-commands',
    messages: {
      ignored: '{{subject}}: "{{field}}" is ignored on a guild command ({{why}}); remove it, or register the command globally.',
    },
  },
  // Only guild sets have anything to check: elsewhere the rule visits nothing.
  (context) => (context.scope !== 'guild' ? {} : {
    command(node) {
      for (let i = 0; i < FIELDS.length; i++) {
        const { field, why } = FIELDS[i]!;
        if (!has(node.value, field) || own(node.value, field) === null) continue;
        const path = [...node.path, field];
        context.report(node, {
          path,
          messageId: 'ignored', data: { field, why },
          suggestions: [{ message: `Remove "${field}"`, fix: [{ op: 'remove', path }] }],
        });
      }
    },
  }),
);
