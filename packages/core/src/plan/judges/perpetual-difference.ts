import { MAX_DEPTH } from '../normalise.js';
import type { PlanRuleContext } from '../types.js';
import type { Path } from '../../types.js';
import { isObject, own, quote, type JsonObject } from '../../util.js';

export const messages = {
  localizationEqualsDefault: '{{where}}: {{field}}_localizations.{{locale}} is {{base}}, equal to the default {{field}}, which the service drops: the registered command never has it, so a comparison of the file with the list differs on every deploy. Remove the {{locale}} entry.',
  requiredFalse: 'The {{option}}: "required": false is the default, and the service returns the option without "required": a comparison of the file with the list differs on every deploy. Remove "required": false.',
  guildDmPermission: 'The {{command}} is a guild command: the service returns it without dm_permission, so a comparison of the file with the list differs on every deploy. Remove "dm_permission".',
};

/** Reports one of the messages above at a path of the command being judged. */
type Report = (path: Path, messageId: keyof typeof messages, data: Readonly<Record<string, unknown>>) => void;

/** Localization values equal to their default, which the service drops. */
function equalToDefault(node: JsonObject, path: Path, where: string, report: Report): void {
  for (const field of ['name', 'description'] as const) {
    const dictionary = own(node, `${field}_localizations`);
    const base = own(node, field);
    if (!isObject(dictionary) || typeof base !== 'string') continue;
    for (const locale of Object.keys(dictionary)) {
      if (dictionary[locale] !== base) continue;
      report([...path, `${field}_localizations`, locale], 'localizationEqualsDefault', { where, field, locale, base: quote(base) });
    }
  }
}

/**
 * Whether a command reads as a builder's toJSON (discord.js's builders write `options` on every
 * command, subcommand and group, and `required` on every option that takes a value, `false` when
 * not set): its `required: false` were written by the library, not the author, who cannot remove
 * them (docs/javascript.md: what a builder adds by itself is never reported). A hand-written body that
 * says `required` on every option reads the same and is left alone too.
 */
function builderShaped(node: JsonObject, depth = 0): boolean {
  const list = own(node, 'options');
  if (!Array.isArray(list) || depth > MAX_DEPTH) return false;
  return list.every((option) => {
    if (!isObject(option)) return false;
    const type = own(option, 'type');
    if (type === 1 || type === 2) return builderShaped(option, depth + 1);
    return typeof own(option, 'required') === 'boolean';
  });
}

function options(node: JsonObject, path: Path, where: string, context: PlanRuleContext, report: Report, depth = 0, byBuilder = false): void {
  const list = own(node, 'options');
  // Options nest three levels in a valid command; deeper (or cyclic) ones are the lint's to report.
  if (!Array.isArray(list) || depth > MAX_DEPTH) return;
  list.forEach((option, i) => {
    if (!isObject(option)) return;
    const name = own(option, 'name');
    const label = `option ${typeof name === 'string' ? quote(name) : `#${i}`} of ${where}`;
    const at = [...path, 'options', i];
    if (own(option, 'required') === false && !byBuilder) {
      report([...at, 'required'], 'requiredFalse', { option: label });
    }
    if (!context.isEnabled('localization-equals-default')) equalToDefault(option, at, `The ${label}`, report);
    options(option, at, where, context, report, depth + 1, byBuilder);
  });
}

/** The judgement of perpetual-difference (its catalog entry: rules/perpetual-difference.ts), run by plan() through judges/index.ts. */
export function judge(context: PlanRuleContext): void {
  for (const command of context.local) {
    const report: Report = (path, messageId, data) => context.report({ body: command.body, path, messageId, data });
    const where = command.label;
    if (context.scope === 'guild' && !context.isEnabled('guild-ignored-field') && own(command.raw, 'dm_permission') !== undefined) {
      report([...command.path, 'dm_permission'], 'guildDmPermission', { command: where });
    }
    if (!context.isEnabled('localization-equals-default')) equalToDefault(command.raw, command.path, `The ${where}`, report);
    options(command.raw, command.path, where, context, report, 0, builderShaped(command.raw));
  }
}
