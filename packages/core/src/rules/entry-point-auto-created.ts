import { CommandType } from '../facts.js';
import { definePlanRule } from '../plan/rule.js';
import type { PlanRuleContext } from '../plan/types.js';

export const rule = /* @__PURE__ */ definePlanRule({
  id: 'entry-point-auto-created',
  description: 'An application with Activities has an entry point the service created itself: a global bulk overwrite without it is rejected (50240); checked when no registered list is given.',
  severity: 'warning',
  source: 'api-facts §10',
});

/** The judgement, run by plan() (plan/judges.ts); a page that only lints leaves it out of its bundle. */
export function judge(context: PlanRuleContext): void {
  if (context.registered !== undefined || context.style !== 'bulk' || context.scope !== 'global' || context.application.embedded !== true) return;
  if (context.local.some((command) => command.type === CommandType.PRIMARY_ENTRY_POINT)) return;
  context.report({
    message: `The application is embedded (an Activity), so the service created a PRIMARY_ENTRY_POINT command for it (named "Launch", handler 2), and this global bulk overwrite of ${context.local.length} command${context.local.length === 1 ? '' : 's'} has none: the service will reject it whole with 50240. Add the entry point with its registered "id" (read the list: cmdlint plan --fetch), or send commands one by one (--style each).`,
  });
}
