import type { PlanRuleContext } from '../types.js';

export const messages = {
  overLimit: 'This deploy creates {{creates}}{{before}}: {{total}} of the {{limit}} allowed a day, so the service answers 30034 ("Max number of daily application command creates has been reached (200)") past the {{limit}}th. Keep the ids (renames with "id", updates instead of delete plus create), or deploy {{over}} fewer today.',
  nearLimit: 'This deploy creates {{creates}}{{before}}: {{total}} of the {{limit}} allowed a day, {{left}} left. A loop that deletes and re-creates commands (a hot reload) reaches 30034 quickly: update them in place instead.',
};

/** Warn when a deploy leaves fewer creates than this for the day. */
const NEAR = 50;

/** The judgement of daily-create-limit (its catalog entry: rules/daily-create-limit.ts), run by plan() through judges/index.ts. */
export function judge(context: PlanRuleContext): void {
  const { creates, createsUsedBefore, createLimit } = context.counts;
  if (creates === 0) return;
  const total = creates + createsUsedBefore;
  const before = createsUsedBefore > 0 ? ` after the ${createsUsedBefore} already made today` : '';
  const first = context.actions.find((action) => (action.action === 'create' || action.action === 'replace') && action.body !== undefined);
  const place = first ? { body: first.body!, path: first.path! } : {};
  const data = { creates: `${creates} ${context.scope} command${creates === 1 ? '' : 's'}`, before, total, limit: createLimit };
  if (total > createLimit) {
    context.report({
      ...place,
      messageId: 'overLimit',
      data: { ...data, over: total - createLimit },
    });
  } else if (createLimit - total < NEAR) {
    context.report({
      ...place,
      severity: 'warning',
      messageId: 'nearLimit',
      data: { ...data, left: createLimit - total },
    });
  }
}
