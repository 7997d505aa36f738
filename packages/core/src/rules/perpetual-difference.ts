// A plan rule's catalog entry, its metadata only: its judgement is plan/judges/perpetual-difference.ts, so that
// plan imports rules and never the reverse, and a page that only lints bundles no judgement.
import { definePlanRule } from '../rule.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'perpetual-difference',
  description: 'A local value the service normalises away (required: false, a localization equal to its default, dm_permission on a guild command) makes a naive comparison with the registered list differ forever.',
  severity: 'warning',
  source: 'docs/facts/deploy.md#what-the-list-returns',
});
