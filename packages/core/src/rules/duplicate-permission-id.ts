import { defineRule } from '../rule.js';
import { forEachItem, isObject, own, quote } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'duplicate-permission-id',
    description: 'Each id appears once in a permissions body.',
    severity: 'error',
    source: 'docs/facts/permissions.md#the-permissions-body',
    messages: {
      repeatedId: 'Permission entry {{i}}: id {{id}} already has entry {{first}}; an id may appear once: merge them into one entry.',
    },
  },
  (context) => ({
    permissions(node) {
      const entries = own(node.value, 'permissions');
      if (!Array.isArray(entries)) return;
      const seen = new Map<string, number>();
      forEachItem(entries, (entry, i) => {
        if (!isObject(entry)) return;
        const id = own(entry, 'id');
        if (typeof id !== 'string') return;
        const first = seen.get(id);
        if (first === undefined) {
          seen.set(id, i);
          return;
        }
        context.report(node, {
          path: ['permissions', i, 'id'],
          messageId: 'repeatedId', data: { i, id: quote(id), first },
        });
      });
    },
  }),
);
