import type { PlanRuleContext } from '../types.js';

export const messages = {
  duplicate: 'The registered list holds the {{command}} twice (ids {{keptId}} and {{id}}): the plan matched {{keptId}} and deletes {{deleted}} (DELETE {{endpoint}}/{{deletePath}}); a bulk overwrite removes it too.',
};

/** The judgement of registered-duplicate (its catalog entry: rules/registered-duplicate.ts), run by plan() through judges/index.ts. */
export function judge(context: PlanRuleContext): void {
  if (context.registered === undefined) return;
  for (const action of context.actions) {
    if (action.action !== 'delete' || !action.duplicate) continue;
    const kept = context.actions.find((other) => other !== action && other.type === action.type && other.name === action.name && other.id !== undefined && other.action !== 'delete');
    const keptRegistered = context.registered.find((c) => c !== undefined && c.type === action.type && c.name === action.name && c.index !== action.registered);
    const keptId = kept?.id ?? keptRegistered?.id ?? 'unknown';
    context.report({
      ...(action.registered !== undefined ? { registered: action.registered } : {}),
      messageId: 'duplicate',
      data: {
        command: action.label,
        keptId,
        id: action.id ?? 'unknown',
        deleted: action.id ?? 'the other',
        endpoint: context.scope === 'guild' ? '/applications/{application.id}/guilds/{guild.id}/commands' : '/applications/{application.id}/commands',
        deletePath: action.id ?? '{command.id}',
      },
    });
  }
}
