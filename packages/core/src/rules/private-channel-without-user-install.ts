import { defineRule } from '../rule.js';
import { findItem, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'private-channel-without-user-install',
    description: 'PRIVATE_CHANNEL (2) in contexts is meaningful only for commands installed to users (integration_types includes USER_INSTALL, 1).',
    severity: 'warning',
    source: 'docs/facts/command.md#contexts-and-installation',
    messages: {
      privateWithoutUserInstall: '{{subject}}: contexts includes 2 (PRIVATE_CHANNEL), but {{from}} lack 1 (USER_INSTALL), so it can never be used there; add 1 to integration_types or remove 2 from contexts.',
    },
  },
  (context) => ({
    command(node) {
      if (context.scope === 'guild') return; // contexts are ignored there: guild-ignored-field says so
      const contexts = own(node.value, 'contexts');
      if (!Array.isArray(contexts)) return;
      const index = findItem(contexts, (item) => item === 2);
      if (index === -1) return;
      const types = own(node.value, 'integration_types');
      // Without integration_types the command takes the application's; unknown means no check.
      const installs = Array.isArray(types) ? types : context.application.integrationTypes;
      if (!installs || findItem(installs, (item) => item === 1) !== -1) return;
      const from = Array.isArray(types) ? 'its integration_types' : "the application's integration types";
      context.report(node, {
        path: [...node.path, 'contexts', index],
        messageId: 'privateWithoutUserInstall', data: { from },
      });
    },
  }),
);
