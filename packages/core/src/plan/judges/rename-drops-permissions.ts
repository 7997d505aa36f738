import { CommandType } from '../../facts.js';
import type { PlanRuleContext } from '../types.js';

/** The judgement of rename-drops-permissions (its catalog entry: rules/rename-drops-permissions.ts), run by plan() through judges/index.ts. */
export function judge(context: PlanRuleContext): void {
  // A delete is a likely rename when the same deploy creates a command of its type.
  const createdTypes = new Set(context.actions.filter((a) => a.action === 'create').map((a) => a.type));
  for (const action of context.actions) {
    if (action.action === 'replace' && action.body !== undefined && action.path !== undefined) {
      const id = action.id ?? '<the registered id>';
      context.report({
        body: action.body,
        path: action.path,
        message: `The ${action.label} replaces the registered ${action.previousName === undefined ? 'command' : JSON.stringify(action.previousName)} (id ${id}) without its "id": the service deletes it with its permission overwrites and creates a new command with a new id (clients may show "unknown integration" until they refresh, and the create counts toward the 200 a day). Add "id": "${id}" to the ${action.label} to rename it in place and keep its overwrites.`,
        ...(action.id !== undefined ? { suggestions: [{ message: `Add "id": "${action.id}" (rename in place)`, fix: [{ op: 'set', path: [...action.path, 'id'], value: action.id }] }] } : {}),
      });
    } else if (action.action === 'delete' && !action.duplicate && createdTypes.has(action.type)) {
      context.report({
        ...(action.registered !== undefined ? { registered: action.registered } : {}),
        message: `The registered ${action.label} (id ${action.id ?? 'unknown'}) is deleted with its permission overwrites while this deploy creates another ${action.type === CommandType.CHAT_INPUT ? 'slash' : 'such'} command: if that one is its new name, give it "id": "${action.id ?? '<its id>'}" to rename in place and keep them; if it is meant to go, nothing to do.`,
      });
    }
  }
}
