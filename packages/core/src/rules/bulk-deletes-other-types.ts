// A plan rule's catalog entry, its metadata only: its judgement is plan/judges/bulk-deletes-other-types.ts, so that
// plan imports rules and never the reverse, and a page that only lints bundles no judgement.
import { definePlanRule } from '../rule.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'bulk-deletes-other-types',
  description: 'A bulk overwrite replaces every command of the scope, of every type: sending only some types deletes the registered commands of the others.',
  severity: 'warning',
  source: 'docs/facts/sets.md#bulk-overwrites, docs/facts/deploy.md#what-each-request-does',
});
