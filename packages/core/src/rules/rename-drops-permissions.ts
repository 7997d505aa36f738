// A plan rule's catalog entry, its metadata only: its judgement is plan/judges/rename-drops-permissions.ts, so that
// plan imports rules and never the reverse, and a page that only lints bundles no judgement.
import { definePlanRule } from '../rule.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'rename-drops-permissions',
  description: 'A rename sent without the registered id is a delete plus a create: the command gets a new id and loses its permission overwrites; a delete loses them too.',
  severity: 'warning',
  hasSuggestions: true,
  source: 'docs/facts/deploy.md#renames',
});
