import type { CommandNode, RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import type { Suggestion } from '../types.js';
import { has } from '../util.js';

// The advice keeps what the field meant: `default_permission: true` and `dm_permission: true` said
// what is the default anyway, so they go; `false` asked for something, which today's field says.
// Nothing is fixed automatically: a reader decides, the suggestion shows the edit.

function report(context: RuleContext, node: CommandNode, field: string, advice: string, suggestion?: Suggestion): void {
  context.report(node, {
    path: [...node.path, field],
    messageId: 'deprecated', data: { field, advice },
    ...(suggestion ? { suggestions: [suggestion] } : {}),
  });
}

const remove = (node: CommandNode, field: string): Suggestion => ({ message: `Remove "${field}"`, fix: [{ op: 'remove', path: [...node.path, field] }] });

export default /* @__PURE__ */ defineRule(
  {
    id: 'deprecated-field',
    description: 'dm_permission and default_permission are deprecated: contexts and default_member_permissions say the same, and the advice keeps what the old value meant.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'docs/facts/command.md#deprecated-fields',
    messages: {
      deprecated: '{{subject}}: "{{field}}" is deprecated; {{advice}}.',
    },
  },
  (context) => ({
    command(node) {
      const value = node.value;
      // On a guild command the field does nothing at all: guild-ignored-field says to remove it.
      if (context.scope !== 'guild' && has(value, 'dm_permission')) {
        const dm = value.dm_permission;
        if (has(value, 'contexts')) report(context, node, 'dm_permission', '"contexts" is there and decides where the command can be used: remove it', remove(node, 'dm_permission'));
        else if (dm === false) {
          report(context, node, 'dm_permission', 'to keep the command out of direct messages with the app, write "contexts": [0] (GUILD; add 2, PRIVATE_CHANNEL, for a user-installed app) in its place, without 1 (BOT_DM)', {
            message: 'Replace it with "contexts": [0]',
            fix: [
              { op: 'set', path: [...node.path, 'contexts'], value: [0] },
              { op: 'remove', path: [...node.path, 'dm_permission'] },
            ],
          });
        } else if (dm === true) report(context, node, 'dm_permission', 'true is the default (a global command can be used in direct messages with the app): remove it, or say where with "contexts"', remove(node, 'dm_permission'));
        else report(context, node, 'dm_permission', 'use "contexts" instead (include 1, BOT_DM, to allow direct messages)');
      }
      if (has(value, 'default_permission')) {
        const enabled = value.default_permission;
        if (enabled === true) report(context, node, 'default_permission', 'true is the default (everyone can use the command): remove it', remove(node, 'default_permission'));
        else if (has(value, 'default_member_permissions')) report(context, node, 'default_permission', '"default_member_permissions" is there and decides who can use the command: remove it', remove(node, 'default_permission'));
        else if (enabled === false) {
          report(context, node, 'default_permission', 'to keep the command from everyone but administrators (what false did), write "default_member_permissions": "0" in its place', {
            message: 'Replace it with "default_member_permissions": "0"',
            fix: [
              { op: 'set', path: [...node.path, 'default_member_permissions'], value: '0' },
              { op: 'remove', path: [...node.path, 'default_permission'] },
            ],
          });
        } else report(context, node, 'default_permission', 'use "default_member_permissions" instead ("0": administrators only)');
      }
    },
  }),
);
