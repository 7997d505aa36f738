// A plan rule's catalog entry, its metadata only: its judgement is plan/judges/entry-point-auto-created.ts, so that
// plan imports rules and never the reverse, and a page that only lints bundles no judgement.
import { definePlanRule } from '../rule.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'entry-point-auto-created',
  description: 'An application with Activities has an entry point the service created itself: a global bulk overwrite without it is rejected (50240); checked without a registered list.',
  severity: 'warning',
  source: 'docs/facts/deploy.md#the-entry-point',
});
