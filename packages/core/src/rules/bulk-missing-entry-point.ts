// A plan rule's catalog entry, its metadata only: its judgement is plan/judges/bulk-missing-entry-point.ts, so that
// plan imports rules and never the reverse, and a page that only lints bundles no judgement.
import { definePlanRule } from '../rule.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'bulk-missing-entry-point',
  description: 'A bulk overwrite that leaves out the registered PRIMARY_ENTRY_POINT command is rejected whole (50240): nothing of the body is applied.',
  severity: 'error',
  source: 'docs/facts/deploy.md#the-entry-point',
});
