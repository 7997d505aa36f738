import { LOCALE_SET } from './facts.js';
import type { RuleContext } from './nodes.js';
import type { Rule } from './rule.js';
import { rules as catalog } from './rules/index.js';
import type { ApplicationSettings, BodyKind, Diagnostic, LintOptions, RuleSetting, Scope, Severity } from './types.js';
import { Dispatch, Walker, detectKind } from './walk.js';

const KINDS: ReadonlySet<string> = new Set(['auto', 'command', 'commands', 'edit', 'permissions']);
const SETTINGS: ReadonlySet<string> = new Set(['off', 'warn', 'error']);
const RULES_BY_ID: ReadonlyMap<string, Rule> = new Map(catalog.map((rule) => [rule.meta.id, rule]));
const DEFAULT_SEVERITIES: ReadonlyMap<string, Severity> = new Map(catalog.map((rule) => [rule.meta.id, rule.meta.severity]));

interface ResolvedOptions {
  readonly scope: Scope;
  readonly kind: 'auto' | BodyKind;
  readonly application: ApplicationSettings;
  readonly defaultLocale: string;
  readonly guildId: string | undefined;
  readonly severities: ReadonlyMap<string, Severity>;
}

/** Checks the options; a bad option is the caller's bug, so it throws a TypeError that says which. */
function resolveOptions(options: LintOptions | undefined): ResolvedOptions {
  const given: LintOptions = options ?? {};
  const scope = given.scope ?? 'global';
  if (scope !== 'global' && scope !== 'guild') throw new TypeError(`cmdlint: option "scope" must be "global" or "guild", not ${JSON.stringify(scope)}`);
  const kind = given.kind ?? 'auto';
  if (!KINDS.has(kind)) throw new TypeError(`cmdlint: option "kind" must be one of ${[...KINDS].join(', ')}, not ${JSON.stringify(kind)}`);
  const defaultLocale = given.defaultLocale ?? 'en-US';
  if (!LOCALE_SET.has(defaultLocale)) throw new TypeError(`cmdlint: option "defaultLocale" must be a locale of the API (such as "en-US"), not ${JSON.stringify(defaultLocale)}`);
  const application = given.application ?? {};
  if (typeof application !== 'object' || application === null) throw new TypeError('cmdlint: option "application" must be an object');
  const { integrationTypes, embedded, discoverable } = application;
  if (integrationTypes !== undefined && (!Array.isArray(integrationTypes) || !integrationTypes.every((t) => t === 0 || t === 1))) {
    throw new TypeError('cmdlint: option "application.integrationTypes" must be an array of 0 (GUILD_INSTALL) and 1 (USER_INSTALL)');
  }
  if (embedded !== undefined && typeof embedded !== 'boolean') throw new TypeError('cmdlint: option "application.embedded" must be a boolean');
  if (discoverable !== undefined && typeof discoverable !== 'boolean') throw new TypeError('cmdlint: option "application.discoverable" must be a boolean');
  const guildId = given.guildId;
  if (guildId !== undefined && (typeof guildId !== 'string' || !/^[1-9]\d{0,19}$/.test(guildId))) throw new TypeError('cmdlint: option "guildId" must be a snowflake string');
  const severities = new Map(DEFAULT_SEVERITIES);
  const settings = given.rules ?? {};
  for (const id of Object.keys(settings)) {
    const setting: RuleSetting | undefined = Object.prototype.hasOwnProperty.call(settings, id) ? settings[id] : undefined;
    if (!RULES_BY_ID.has(id)) throw new TypeError(`cmdlint: unknown rule "${id}" in option "rules"`);
    if (setting === undefined || !SETTINGS.has(setting)) throw new TypeError(`cmdlint: rule "${id}" must be set to "off", "warn" or "error", not ${JSON.stringify(setting)}`);
    if (setting === 'off') severities.delete(id);
    else severities.set(id, setting === 'warn' ? 'warning' : 'error');
  }
  return { scope, kind, application, defaultLocale, guildId, severities };
}

/**
 * Lints several bodies as one set (all files of one scope): each body is checked alone, and the
 * set rules (unique names per type, per-type limits) run across all of them. Returns the
 * diagnostics of each body, in the order of `bodies`; paths are relative to their body.
 */
export function lintSet(bodies: readonly unknown[], options?: LintOptions): Diagnostic[][] {
  const resolved = resolveOptions(options);
  const results: Diagnostic[][] = bodies.map(() => []);
  const enabled: Rule[] = [];
  const dispatch = new Dispatch((rule, error, node) => {
    // A rule with a bug reports its failure on the body instead of throwing.
    const located = node as { body?: number; path?: Diagnostic['path'] };
    results[located.body ?? 0]?.push({
      ruleId: enabled[rule]!.meta.id,
      severity: 'error',
      message: `Internal error in rule ${enabled[rule]!.meta.id}: ${error instanceof Error ? error.message : String(error)}. Please report it.`,
      path: located.path ?? [],
    });
  });
  for (const rule of catalog) {
    const severity = resolved.severities.get(rule.meta.id);
    if (severity === undefined) continue;
    const ruleId = rule.meta.id;
    const context: RuleContext = {
      scope: resolved.scope,
      application: resolved.application,
      defaultLocale: resolved.defaultLocale,
      guildId: resolved.guildId,
      report(at, descriptor) {
        const diagnostic: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = {
          ruleId,
          severity,
          message: descriptor.message,
          path: descriptor.path,
        };
        if (descriptor.fix) diagnostic.fix = descriptor.fix;
        if (descriptor.suggestions && descriptor.suggestions.length > 0) diagnostic.suggestions = descriptor.suggestions;
        results[at.body]?.push(diagnostic);
      },
    };
    enabled.push(rule);
    dispatch.add(rule.check(context), enabled.length - 1);
  }
  const walker = new Walker(dispatch, resolved.defaultLocale);
  bodies.forEach((body, index) => {
    walker.body(body, index, resolved.kind === 'auto' ? detectKind(body) : resolved.kind);
  });
  walker.finish();
  return results;
}

/** Lints one body: a command, a bulk-overwrite array, an edit body or a permissions body. */
export function lint(input: unknown, options?: LintOptions): Diagnostic[] {
  return lintSet([input], options)[0]!;
}
