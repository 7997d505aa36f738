// plan(local, registered, options): what a deploy of the local bodies does to the registered
// commands of one scope, action by action, with the body to send and the diagnostics of the plan.
import { COMMAND_TYPE_NAMES, CommandType, LOCALE_SET } from '../facts.js';
import { createLinter } from '../lint.js';
import { rules as catalog } from '../rules/index.js';
import type { Diagnostic, Path, RuleSetting, Severity } from '../types.js';
import { clip, has, isObject, own, quote, renderMessage, type JsonObject } from '../util.js';
import { diffCommand } from './diff.js';
import { claimedId, matchCommands, snowflakeOf } from './match.js';
import { SERVICE_DEFAULT, commandTypeOf, normaliseCommand, sameCommand, sameJson, type NormaliseContext } from './normalise.js';
import { bulkBody, commandsPath, eachRequests } from './requests.js';
import { sameOnService } from './same.js';
import { PLAN_JUDGES } from './judges/index.js';
import type { FieldChange, KeptOutCommand, LocalCommand, Plan, PlanAction, PlanCounts, PlanDiagnostic, PlanOptions, PlanRequest, PlanRuleContext, RegisteredCommand, RequestStyle } from './types.js';

/** Most pairs of a created and a deleted command compared to find renames without id. */
const PAIRING_BUDGET = 10_000;

/** Creates a day per scope (api-facts §10, error 30034). */
export const DAILY_CREATE_LIMIT = 200;

/** `command /ban`, `USER command "Report"`: how messages name a command. */
export function commandLabel(type: number, name: string): string {
  // Cut as the lint's messages cut it: a plan's lines stay bounded whatever the name (a 1 MB name was printed whole).
  if (type === CommandType.CHAT_INPUT) return `command /${clip(name)}`;
  return `${COMMAND_TYPE_NAMES.get(type) ?? `type ${type}`} command ${quote(name)}`;
}

function resolveStyle(style: unknown): RequestStyle {
  if (style === undefined) return 'bulk';
  if (style !== 'bulk' && style !== 'each') throw new TypeError(`cmdlint: option "style" must be "bulk" or "each", not ${JSON.stringify(style)}`);
  return style;
}

function localCommands(bodies: readonly unknown[], options: PlanOptions, context: NormaliseContext): LocalCommand[] {
  const out: LocalCommand[] = [];
  const take = (value: unknown, body: number, path: Path): void => {
    try {
      takeCommand(value, body, path);
    } catch {
      // A value that throws when read (a getter, a revoked proxy): lint reports it (body-shape).
    }
  };
  const takeCommand = (value: unknown, body: number, path: Path): void => {
    if (!isObject(value)) return;
    const name = own(value, 'name');
    if (typeof name !== 'string') return; // the lint says why
    const type = commandTypeOf(value);
    let normalised: Record<string, unknown> | undefined;
    out.push({
      body,
      path,
      raw: value,
      type,
      name,
      label: commandLabel(type, name),
      id: claimedId(value, options.knownIds),
      // Made on first use: an unchanged command is judged without it (same.ts).
      get normalised() {
        return (normalised ??= forScope(normaliseCommand(value, context), context, 'local'));
      },
    });
  };
  bodies.forEach((body, index) => {
    try {
      if (Array.isArray(body)) body.forEach((item, j) => take(item, index, [j]));
      else if (isObject(body) && !has(body, 'permissions')) take(body, index, []);
    } catch {
      // unreadable: see take
    }
  });
  return out;
}

/** Guild commands ignore `contexts` and `integration_types` (api-facts §3): not compared there. */
function forScope(command: Record<string, unknown>, context: NormaliseContext, side: 'local' | 'registered'): Record<string, unknown> {
  if (context.scope === 'guild') {
    delete command['contexts'];
    delete command['integration_types'];
  } else if (side === 'registered' && command['contexts'] === SERVICE_DEFAULT) {
    command['contexts'] = null; // a registered command without contexts is an old one: null
  }
  return command;
}

function registeredCommands(list: readonly unknown[], context: NormaliseContext, notes: string[]): RegisteredCommand[] {
  const out: RegisteredCommand[] = [];
  list.forEach((value, index) => {
    let name: unknown;
    try {
      name = isObject(value) ? own(value, 'name') : undefined;
    } catch {
      name = undefined;
    }
    if (!isObject(value) || typeof name !== 'string') {
      notes.push(`Registered item ${index} is not a command object with a name: left out of the comparison.`);
      return;
    }
    const type = commandTypeOf(value);
    let normalised: Record<string, unknown> | undefined;
    out.push({
      index,
      raw: value,
      type,
      name,
      label: commandLabel(type, name),
      id: snowflakeOf(own(value, 'id')),
      get normalised() {
        return (normalised ??= forScope(normaliseCommand(value, context), context, 'registered'));
      },
    });
  });
  return out;
}

function hasLocalizations(list: readonly unknown[]): boolean {
  if (list.length === 0) return true;
  return list.some((item) => isObject(item) && (has(item, 'name_localizations') || has(item, 'description_localizations')));
}

function withoutName(command: JsonObject): JsonObject {
  const { name: _name, name_localizations: _localized, ...rest } = command;
  return rest;
}

function severities(settings: Readonly<Record<string, RuleSetting>> | undefined): Map<string, Severity> {
  const map = new Map<string, Severity>();
  for (const { meta } of catalog) map.set(meta.id, meta.severity);
  for (const id of Object.keys(settings ?? {})) {
    const setting = own(settings as JsonObject, id);
    if (setting === 'off') map.delete(id);
    else if (setting === 'warn') map.set(id, 'warning');
    else if (setting === 'error') map.set(id, 'error');
  }
  return map;
}

/**
 * What deploying the local bodies does to the registered commands of one scope (api-facts §10).
 * `local`: the bodies (commands or bulk arrays; permissions bodies are left out); `registered`: the
 * list endpoint's answer for the scope, or undefined when unknown. Throws only on bad options.
 */
export function plan(local: readonly unknown[], registered: readonly unknown[] | undefined, options: PlanOptions = {}): Plan {
  if (!Array.isArray(local)) throw new TypeError('cmdlint: plan(local, ...) takes an array of bodies');
  if (registered !== undefined && !Array.isArray(registered)) throw new TypeError('cmdlint: plan(local, registered) takes the registered list as an array (what the list endpoint returns)');
  resolveStyle(options.style);
  try {
    return planValues(local, registered, options);
  } catch (error) {
    if (error instanceof TypeError && error.message.startsWith('cmdlint: ')) throw error;
    // Parsed JSON cannot throw while it is read; a JavaScript value can (a getter, a revoked
    // proxy). Such input gets no plan and says why, instead of taking the caller down.
    return unreadablePlan(local, options, error);
  }
}

function unreadablePlan(local: readonly unknown[], options: PlanOptions, error: unknown): Plan {
  const diagnostic: PlanDiagnostic = {
    ruleId: 'body-shape',
    severity: 'error',
    message: `The bodies or the registered list cannot be read as JSON (${error instanceof Error ? error.message : String(error)}): plan the parsed JSON text instead.`,
    path: [],
  };
  const counts: PlanCounts = { create: 0, update: 0, delete: 0, rename: 0, replace: 0, unchanged: 0, creates: 0, createsUsedBefore: options.createsUsedToday ?? 0, createLimit: DAILY_CREATE_LIMIT };
  return {
    scope: options.scope ?? 'global',
    style: options.style ?? 'bulk',
    actions: [],
    bodyDiagnostics: local.map(() => []),
    diagnostics: [diagnostic],
    localizationsJudged: false,
    registeredKnown: false,
    notes: ['No plan: the values cannot be read.'],
    counts,
    requests: [],
    hasChanges: false,
    errorCount: 1,
    warningCount: 0,
  };
}

function planValues(local: readonly unknown[], registered: readonly unknown[] | undefined, options: PlanOptions): Plan {
  const scope = options.scope ?? 'global';
  const style = resolveStyle(options.style);
  const application = options.application ?? {};
  const defaultLocale = options.defaultLocale ?? 'en-US';
  if (!LOCALE_SET.has(defaultLocale)) throw new TypeError(`cmdlint: option "defaultLocale" must be a locale of the API, not ${JSON.stringify(defaultLocale)}`);
  const used = options.createsUsedToday ?? 0;
  if (!Number.isInteger(used) || used < 0) throw new TypeError('cmdlint: option "createsUsedToday" must be a whole number of 0 or more');
  const defaultIntegrationTypes = options.defaultIntegrationTypes ?? [0];
  // The body rules first: a body the service rejects is said before what it would do.
  const linter = createLinter({ scope, application, defaultLocale, ...(options.rules ? { rules: options.rules } : {}), describePlace: options.describePlace });
  const bodyDiagnostics = linter.lintSet(local);

  const notes: string[] = [];
  const localizations = options.registeredHasLocalizations ?? (registered === undefined || hasLocalizations(registered));
  if (!localizations) notes.push('The registered list came without localizations (read it with with_localizations=true): changes of name_localizations and description_localizations cannot be judged and are not shown.');
  const context: NormaliseContext = { scope, localizations, defaultIntegrationTypes };
  const locals = localCommands(local, options, context);
  const registeredList = registered === undefined ? undefined : registeredCommands(registered, context, notes);
  if (registeredList === undefined) notes.push('No registered list: every command is taken for a create. Give the list endpoint\'s answer to see updates, renames and deletes.');

  const actions: PlanAction[] = [];
  const reg = registeredList ?? [];
  const match = matchCommands(locals, reg.map((command, i) => ({ ...command, index: i })));
  locals.forEach((command, i) => {
    const found = match.byLocal[i]!;
    const place = { body: command.body, path: command.path };
    if (found === -1) {
      actions.push({ action: 'create', type: command.type, name: command.name, label: command.label, ...place, changes: [] });
      return;
    }
    const target = reg[found]!;
    const renamed = match.renamed.has(i);
    // Most commands are unchanged: judged on the raw values first, normalised only when they differ.
    let unchanged: boolean;
    let changes: FieldChange[];
    try {
      unchanged = !renamed && sameOnService(command.raw as JsonObject, target.raw as JsonObject, context);
      changes = unchanged ? [] : diffCommand(command.normalised as JsonObject, target.normalised as JsonObject, command.path);
    } catch (error) {
      // A value that throws when read: compared whole, as one change the user can see.
      unchanged = false;
      changes = [{ field: '(the command)', change: 'changed', path: command.path, after: `cannot be read: ${error instanceof Error ? error.message : String(error)}` }];
    }
    const action = renamed ? 'rename' : unchanged ? 'unchanged' : 'update';
    actions.push({
      action,
      type: command.type,
      name: command.name,
      label: command.label,
      ...(action === 'rename' ? { previousName: target.name } : {}),
      ...(target.id !== undefined ? { id: target.id } : {}),
      ...place,
      registered: target.index,
      changes: action === 'unchanged' ? [] : changes,
    });
  });
  // A registered command an unknown local command may be is neither deleted nor paired: kept out.
  const unknowns = options.unknownCommands ?? [];
  const mayBeUnknown = (command: RegisteredCommand): boolean => unknowns.some((u) => (u.name === undefined || u.name === command.name) && (u.type === undefined || u.type === command.type));
  const keptOut: KeptOutCommand[] = [];
  const kept = new Set<number>();
  for (const j of match.unmatched) {
    const target = reg[j]!;
    if (!mayBeUnknown(target)) continue;
    kept.add(j);
    keptOut.push({ type: target.type, name: target.name, label: target.label, ...(target.id !== undefined ? { id: target.id } : {}), registered: target.index });
  }
  if (unknowns.length > 0) {
    const named = unknowns.every((u) => u.name !== undefined);
    notes.push(
      `${unknowns.length} local command${unknowns.length === 1 ? ' is' : 's are'} not known from the files and left out of the plan${keptOut.length > 0 ? `, with the ${keptOut.length} registered command${keptOut.length === 1 ? '' : 's'} ${named ? 'of the same name' : 'not matched (an unknown name may be any of them)'}` : ''}: this plan is incomplete.`,
    );
  }
  // A rename without the id: a registered command left over whose body, name aside, is a new one's.
  // Candidates share the type and the description; a budget of comparisons keeps hostile lists linear.
  const leftOver = new Set(match.unmatched.filter((i) => !match.duplicates.has(i) && !kept.has(i)));
  let budget = PAIRING_BUDGET;
  locals.forEach((command, i) => {
    if (actions[i]!.action !== 'create' || leftOver.size === 0 || budget <= 0) return;
    for (const j of leftOver) {
      const target = reg[j]!;
      let same: boolean;
      try {
        if (target.type !== command.type || !sameJson(own(command.raw, 'description') ?? '', own(target.raw, 'description') ?? '')) continue;
        if (--budget < 0) return;
        same = sameCommand(withoutName(command.normalised as JsonObject), withoutName(target.normalised as JsonObject));
      } catch {
        same = false;
      }
      if (!same) continue;
      leftOver.delete(j);
      actions[i] = {
        ...actions[i]!,
        action: 'replace',
        previousName: target.name,
        ...(target.id !== undefined ? { id: target.id } : {}),
        registered: target.index,
        changes: diffCommand(command.normalised as JsonObject, target.normalised as JsonObject, command.path),
      };
      return;
    }
  });
  for (const j of match.unmatched) {
    if ((!leftOver.has(j) && !match.duplicates.has(j)) || kept.has(j)) continue;
    const target = reg[j]!;
    actions.push({
      action: 'delete',
      type: target.type,
      name: target.name,
      label: target.label,
      ...(target.id !== undefined ? { id: target.id } : {}),
      registered: target.index,
      changes: [],
      ...(match.duplicates.has(j) ? { duplicate: true as const } : {}),
    });
  }

  const tally = (kind: PlanAction['action']): number => actions.filter((a) => a.action === kind).length;
  const counts: PlanCounts = {
    create: tally('create'),
    update: tally('update'),
    delete: tally('delete'),
    rename: tally('rename'),
    replace: tally('replace'),
    unchanged: tally('unchanged'),
    creates: tally('create') + tally('replace'),
    createsUsedBefore: used,
    createLimit: DAILY_CREATE_LIMIT,
  };
  const hasChanges = actions.some((a) => a.action !== 'unchanged');
  let body: unknown[] | undefined;
  let requests: PlanRequest[];
  if (style === 'bulk' && unknowns.length > 0) {
    // An overwrite without the unknown commands would delete them: no body to send.
    requests = [];
    notes.push('A bulk overwrite replaces the whole list, and the commands left out are not known: no body to send (--style each sends the known changes one by one).');
  } else if (style === 'bulk') {
    body = bulkBody(locals, actions);
    requests = hasChanges ? [{ method: 'PUT', path: commandsPath(scope), body, creates: counts.creates > 0 }] : [];
  } else {
    requests = eachRequests(scope, locals, reg, actions);
  }

  // The plan rules.
  const levels = severities(options.rules);
  const diagnostics: PlanDiagnostic[] = [];
  for (const rule of catalog) {
    const judged = PLAN_JUDGES.get(rule.meta.id);
    if (judged === undefined) continue;
    const severity = levels.get(rule.meta.id);
    if (severity === undefined) continue;
    const ruleContext: PlanRuleContext = {
      scope,
      style,
      application,
      defaultLocale,
      local: locals,
      unknown: unknowns,
      registered: registeredList,
      actions,
      counts,
      isEnabled: (id) => levels.has(id),
      report: (descriptor) => {
        const diagnostic: { -readonly [K in keyof PlanDiagnostic]: PlanDiagnostic[K] } = {
          ruleId: rule.meta.id,
          severity: descriptor.severity === 'warning' ? 'warning' : severity,
          ...renderMessage(judged.messages, descriptor),
          messageId: descriptor.messageId,
          path: descriptor.path ?? [],
        };
        if (descriptor.body !== undefined) diagnostic.body = descriptor.body;
        if (descriptor.registered !== undefined) diagnostic.registered = descriptor.registered;
        if (descriptor.fix) diagnostic.fix = descriptor.fix;
        if (descriptor.suggestions && descriptor.suggestions.length > 0) diagnostic.suggestions = descriptor.suggestions;
        diagnostics.push(diagnostic);
      },
    };
    try {
      judged.judge(ruleContext);
    } catch (error) {
      diagnostics.push({ ruleId: rule.meta.id, severity: 'error', message: `Internal error in rule ${rule.meta.id}: ${error instanceof Error ? error.message : String(error)}. Please report it.`, path: [] });
    }
  }
  let errorCount = 0;
  let warningCount = 0;
  const count = (d: Diagnostic): void => {
    if (d.severity === 'error') errorCount++;
    else warningCount++;
  };
  for (const list of bodyDiagnostics) list.forEach(count);
  diagnostics.forEach(count);
  return {
    scope,
    style,
    actions,
    bodyDiagnostics,
    diagnostics,
    localizationsJudged: localizations,
    registeredKnown: registered !== undefined,
    notes,
    ...(unknowns.length > 0 ? { incomplete: true, keptOut } : {}),
    counts,
    ...(body ? { bulkBody: body } : {}),
    requests,
    hasChanges,
    errorCount,
    warningCount,
  };
}

