// A plan rule's catalog entry, its metadata only: its judgement is plan/judges/registered-duplicate.ts, so that
// plan imports rules and never the reverse, and a page that only lints bundles no judgement.
import { definePlanRule } from '../rule.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'registered-duplicate',
  description: 'Two registered commands share one (type, name), as near-simultaneous creates leave them: the plan keeps one and deletes the other.',
  severity: 'warning',
  source: 'docs/facts/deploy.md#duplicates',
});
