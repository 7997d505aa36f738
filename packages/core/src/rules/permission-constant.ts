import { PERMISSION_TYPE_NAMES, PermissionType } from '../facts.js';
import { defineRule } from '../rule.js';
import { own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'permission-constant',
    description: 'With the guild id known: the guild id (@everyone) must have type ROLE (1), and the guild id minus 1 (all channels) type CHANNEL (3).',
    severity: 'error',
    source: 'docs/facts/permissions.md#constants',
    messages: {
      everyoneNotRole: 'Permission entry {{index}}: id {{id}} is the guild id, which stands for @everyone, a role: use type 1 (ROLE), not {{given}}.',
      allChannelsNotChannel: 'Permission entry {{index}}: id {{id}} is the guild id minus 1, which stands for all channels: use type 3 (CHANNEL), not {{given}}.',
    },
  },
  (context) => {
    const guild = context.guildId === undefined ? undefined : BigInt(context.guildId);
    return {
      permissionEntry(node) {
        if (guild === undefined) return;
        const id = own(node.value, 'id');
        const type = own(node.value, 'type');
        if (typeof id !== 'string' || !/^\d{1,20}$/.test(id) || typeof type !== 'number') return;
        const value = BigInt(id);
        const given = PERMISSION_TYPE_NAMES.has(type) ? `${type} (${PERMISSION_TYPE_NAMES.get(type)})` : String(type);
        if (value === guild && type !== PermissionType.ROLE) {
          context.report(node, {
            path: [...node.path, 'type'],
            messageId: 'everyoneNotRole', data: { index: node.index, id, given },
          });
        } else if (value === guild - 1n && type !== PermissionType.CHANNEL) {
          context.report(node, {
            path: [...node.path, 'type'],
            messageId: 'allChannelsNotChannel', data: { index: node.index, id, given },
          });
        }
      },
    };
  },
);
