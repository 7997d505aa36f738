import { CommandType } from '../../facts.js';
import type { PlanRuleContext } from '../types.js';

export const messages = {
  missing: 'The application is embedded (an Activity), so the service created a PRIMARY_ENTRY_POINT command for it (named "Launch", handler 2), and this global bulk overwrite of {{commands}} has none: the service will reject it whole with 50240. Add the entry point with its registered "id" (read the list: cmdlint plan --fetch), or send commands one by one (--style each).',
};

/** The judgement of entry-point-auto-created (its catalog entry: rules/entry-point-auto-created.ts), run by plan() through judges/index.ts. */
export function judge(context: PlanRuleContext): void {
  if (context.registered !== undefined || context.style !== 'bulk' || context.scope !== 'global' || context.application.embedded !== true) return;
  if (context.local.some((command) => command.type === CommandType.PRIMARY_ENTRY_POINT)) return;
  context.report({
    messageId: 'missing',
    data: { commands: `${context.local.length} command${context.local.length === 1 ? '' : 's'}` },
  });
}
