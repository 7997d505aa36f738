import { COMMAND_TYPE_NAMES, CommandType } from '../../facts.js';
import type { PlanRuleContext } from '../types.js';
import { quote } from '../../util.js';

export const messages = {
  deletesOthers: 'This bulk overwrite sends {{sent}}, so it deletes the {{deleted}} ({{names}}): the list of the {{scope}} scope becomes exactly the body, of every type. Add {{them}} to the body to keep {{them}}, or send commands one by one (--style each).',
};

/** The judgement of bulk-deletes-other-types (its catalog entry: rules/bulk-deletes-other-types.ts), run by plan() through judges/index.ts. */
export function judge(context: PlanRuleContext): void {
  if (context.style !== 'bulk' || context.registered === undefined) return;
  // A command not known is sent too: of its type, or of any when its type is not known.
  if (context.unknown.some((command) => command.type === undefined)) return;
  const sent = new Set([...context.local, ...context.unknown].map((command) => command.type!));
  const deleted = new Map<number, string[]>();
  for (const action of context.actions) {
    // Entry points have their own rule (bulk-missing-entry-point): the service refuses the body.
    if (action.action !== 'delete' || action.duplicate || sent.has(action.type) || action.type === CommandType.PRIMARY_ENTRY_POINT) continue;
    const names = deleted.get(action.type) ?? [];
    names.push(action.name);
    deleted.set(action.type, names);
  }
  const sentNames = [...sent].sort().map((type) => COMMAND_TYPE_NAMES.get(type) ?? `type ${type}`);
  for (const [type, names] of deleted) {
    const typeName = COMMAND_TYPE_NAMES.get(type) ?? `type ${type}`;
    context.report({
      messageId: 'deletesOthers',
      data: {
        sent: sentNames.length > 0 ? `only ${sentNames.join(' and ')} commands` : 'no commands',
        deleted: `${names.length} registered ${typeName} command${names.length === 1 ? '' : 's'}`,
        names: names.map((n) => quote(n)).join(', '),
        scope: context.scope,
        them: names.length === 1 ? 'it' : 'them',
      },
    });
  }
}
