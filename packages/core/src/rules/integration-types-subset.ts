import { INTEGRATION_TYPE_NAMES } from '../facts.js';
import { defineRule } from '../rule.js';
import { forEachItem, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'integration-types-subset',
    description: "A command's integration_types may only include installation contexts the application supports (from the configuration).",
    severity: 'error',
    source: 'docs/facts/command.md#contexts-and-installation',
    messages: {
      unsupported: "{{subject}}: integration type {{type}} ({{integrationTypeNames}}) is not supported by the application (it supports {{supported}}); remove it or enable it in the application's installation settings.",
    },
  },
  // Without the application's integration types there is nothing to compare with: no visitors.
  (context) => (context.application.integrationTypes === undefined ? {} : {
    command(node) {
      const supported = context.application.integrationTypes;
      const types = own(node.value, 'integration_types');
      if (!supported || !Array.isArray(types)) return;
      forEachItem(types, (type, i) => {
        if (typeof type !== 'number' || !INTEGRATION_TYPE_NAMES.has(type) || supported.includes(type)) return;
        context.report(node, {
          path: [...node.path, 'integration_types', i],
          messageId: 'unsupported', data: { type, integrationTypeNames: INTEGRATION_TYPE_NAMES.get(type), supported: supported.map((t) => `${t} (${INTEGRATION_TYPE_NAMES.get(t)})`).join(', ') || 'none' },
        });
      });
    },
  }),
);
