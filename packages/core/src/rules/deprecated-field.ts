import { defineRule } from '../rule.js';
import { has } from '../util.js';
import { capitalize } from '../variants.js';

const REPLACEMENTS: readonly { readonly field: string; readonly remedy: string }[] = [
  { field: 'dm_permission', remedy: 'use "contexts" instead (include 1, BOT_DM, to allow direct messages)' },
  { field: 'default_permission', remedy: 'use "default_member_permissions": "0" to hide it from everyone but administrators, and/or "contexts"' },
];

export default /* @__PURE__ */ defineRule(
  {
    id: 'deprecated-field',
    description: 'dm_permission and default_permission are deprecated: use contexts and default_member_permissions.',
    severity: 'warning',
    source: 'spec §2 (default_permission); api-facts §3',
  },
  (context) => ({
    command(node) {
      for (let i = 0; i < REPLACEMENTS.length; i++) {
        const { field, remedy } = REPLACEMENTS[i]!;
        if (!has(node.value, field)) continue;
        context.report(node, { path: [...node.path, field], message: `${capitalize(node.label)}: "${field}" is deprecated; ${remedy}.` });
      }
    },
  }),
);
