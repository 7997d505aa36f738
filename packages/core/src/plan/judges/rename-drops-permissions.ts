import { CommandType } from '../../facts.js';
import type { PlanRuleContext } from '../types.js';
import { quote } from '../../util.js';

export const messages = {
  replaced: 'The {{command}} replaces the registered {{previous}} (id {{id}}) without its "id": the service deletes it with its permission overwrites and creates a new command with a new id (clients may show "unknown integration" until they refresh, and the create counts toward the 200 a day). Add "id": "{{id}}" to the {{command}} to rename it in place and keep its overwrites.',
  deleted: 'The registered {{command}} (id {{id}}) is deleted with its permission overwrites while this deploy creates another {{kind}} command: if that one is its new name, give it "id": "{{givenId}}" to rename in place and keep them; if it is meant to go, nothing to do.',
};

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
        messageId: 'replaced',
        data: { command: action.label, previous: action.previousName === undefined ? 'command' : quote(action.previousName), id },
        ...(action.id !== undefined ? { suggestions: [{ message: `Add "id": "${action.id}" (rename in place)`, fix: [{ op: 'set', path: [...action.path, 'id'], value: action.id }] }] } : {}),
      });
    } else if (action.action === 'delete' && !action.duplicate && createdTypes.has(action.type)) {
      context.report({
        ...(action.registered !== undefined ? { registered: action.registered } : {}),
        messageId: 'deleted',
        data: { command: action.label, id: action.id ?? 'unknown', kind: action.type === CommandType.CHAT_INPUT ? 'slash' : 'such', givenId: action.id ?? '<its id>' },
      });
    }
  }
}
