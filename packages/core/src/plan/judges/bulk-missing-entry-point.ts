import { CommandType } from '../../facts.js';
import type { PlanRuleContext } from '../types.js';
import { quote } from '../../util.js';

export const messages = {
  leftOut: 'The registered entry point {{name}} (id {{id}}) is left out of this bulk overwrite (no item carries its id or its name): the service rejects the whole body with 50240 ("You cannot remove this app\'s Entry Point command in a bulk update operation") and applies nothing. Add {{item}} to the body, or delete the entry point on its own first.',
};

/** The judgement of bulk-missing-entry-point (its catalog entry: rules/bulk-missing-entry-point.ts), run by plan() through judges/index.ts. */
export function judge(context: PlanRuleContext): void {
  if (context.style !== 'bulk' || context.registered === undefined) return;
  for (const action of context.actions) {
    // A replace deletes it too: an entry point renamed without its id matches nothing registered.
    if ((action.action !== 'delete' && action.action !== 'replace') || action.type !== CommandType.PRIMARY_ENTRY_POINT || action.duplicate) continue;
    const name = action.previousName ?? action.name;
    const registered = context.registered.find((command) => command.index === action.registered);
    const handler = registered?.raw['handler'];
    const item = JSON.stringify({ ...(action.id !== undefined ? { id: action.id } : {}), type: CommandType.PRIMARY_ENTRY_POINT, name, ...(typeof handler === 'number' ? { handler } : {}) });
    context.report({
      ...(action.registered !== undefined ? { registered: action.registered } : {}),
      messageId: 'leftOut',
      data: { name: quote(name), id: action.id ?? 'unknown', item },
    });
  }
}
