import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { overLimit, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'permissions-count',
    description: 'A command has at most 100 permission overwrites (users, roles and channels together; reported at the 101st).',
    severity: 'error',
    source: 'docs/facts/permissions.md#the-permissions-body',
    messages: {
      tooMany: 'The permissions body has {{count}} entries; a command takes at most {{max}} (users, roles and channels together), and entry {{first}} is the first past the limit: remove {{excess}}, or use a role for groups of users.',
    },
  },
  (context) => ({
    permissions(node) {
      const data = overLimit(own(node.value, 'permissions'), LIMITS.permissionEntries);
      if (data) context.report(node, { path: ['permissions', LIMITS.permissionEntries], messageId: 'tooMany', data });
    },
  }),
);
