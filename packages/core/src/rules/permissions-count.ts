import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'permissions-count',
    description: 'A command has at most 100 permission overwrites (users, roles and channels together).',
    severity: 'error',
    source: 'docs/facts/permissions.md#the-permissions-body',
  },
  (context) => ({
    permissions(node) {
      const entries = own(node.value, 'permissions');
      if (!Array.isArray(entries) || entries.length <= LIMITS.permissionEntries) return;
      context.report(node, {
        path: ['permissions'],
        message: `The permissions body has ${entries.length} entries; a command takes at most ${LIMITS.permissionEntries} (users, roles and channels together): remove ${entries.length - LIMITS.permissionEntries}, or use a role for groups of users.`,
      });
    },
  }),
);
