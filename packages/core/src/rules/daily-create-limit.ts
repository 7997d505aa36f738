// A plan rule's catalog entry, its metadata only: its judgement is plan/judges/daily-create-limit.ts, so that
// plan imports rules and never the reverse, and a page that only lints bundles no judgement.
import { definePlanRule } from '../rule.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'daily-create-limit',
  description: 'At most 200 commands a day may be created per scope (30034); updates and deletes do not count. Over the limit is an error, near it a warning.',
  severity: 'error',
  source: 'docs/facts/deploy.md#daily-creates',
});
