import { LOCALE_SET } from './facts.js';
import type { RuleContext } from './nodes.js';
import type { Rule } from './rule.js';
import { rules as catalog } from './rules/index.js';
import type { ApplicationSettings, BodyKind, Diagnostic, LintOptions, Path, RuleSetting, Scope, Severity } from './types.js';
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
  readonly describePlace: LintOptions['describePlace'];
}

/** How the core names a place without a text layer's help: by its index in its array and its body. */
function indexPlace(body: number, path: Path, from: number): string {
  const index = path.filter((step) => typeof step === 'number').join('/');
  if (index === '') return body === from ? 'this body' : `body ${body} of the set`;
  return body === from ? `index ${index}` : `index ${index} of body ${body} of the set`;
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
  const describePlace = given.describePlace;
  if (describePlace !== undefined && typeof describePlace !== 'function') throw new TypeError('cmdlint: option "describePlace" must be a function');
  const severities = new Map(DEFAULT_SEVERITIES);
  const settings = given.rules ?? {};
  for (const id of Object.keys(settings)) {
    const setting: RuleSetting | undefined = Object.prototype.hasOwnProperty.call(settings, id) ? settings[id] : undefined;
    if (!RULES_BY_ID.has(id)) throw new TypeError(`cmdlint: unknown rule "${id}" in option "rules"`);
    if (setting === undefined || !SETTINGS.has(setting)) throw new TypeError(`cmdlint: rule "${id}" must be set to "off", "warn" or "error", not ${JSON.stringify(setting)}`);
    if (setting === 'off') severities.delete(id);
    else severities.set(id, setting === 'warn' ? 'warning' : 'error');
  }
  return { scope, kind, application, defaultLocale, guildId, severities, describePlace };
}

/** A rule that is on, with what its reports carry. */
interface Enabled {
  readonly rule: Rule;
  readonly ruleId: string;
  readonly severity: Severity;
}

/** Lints with options resolved once: for many calls with the same options (files of a directory, an editor's keystrokes). */
export interface Linter {
  /** As `lint(input, options)`. */
  lint(input: unknown): Diagnostic[];
  /** As `lintSet(bodies, options)`. */
  lintSet(bodies: readonly unknown[]): Diagnostic[][];
}

class ResolvedLinter implements Linter {
  private readonly enabled: readonly Enabled[];
  /** One context per enabled rule, made once; `report` writes to the results of the current call. */
  private readonly contexts: readonly RuleContext[];
  private results: Diagnostic[][] = [];
  /** The rules' visitors, asked for once and reused by every call (see RuleVisitors). */
  private dispatch: Dispatch | undefined;
  private busy = false;

  constructor(private readonly resolved: ResolvedOptions) {
    const enabled: Enabled[] = [];
    for (const rule of catalog) {
      const severity = resolved.severities.get(rule.meta.id);
      if (severity !== undefined) enabled.push({ rule, ruleId: rule.meta.id, severity });
    }
    this.enabled = enabled;
    this.contexts = enabled.map(({ ruleId, severity }) => {
      const context: RuleContext = {
        scope: resolved.scope,
        application: resolved.application,
        defaultLocale: resolved.defaultLocale,
        guildId: resolved.guildId,
        place: (body, path, from) => {
          let described: string | undefined;
          try {
            described = resolved.describePlace?.(body, path, from);
          } catch {
            described = undefined; // a caller's bug costs the message its file name, not the lint
          }
          return typeof described === 'string' ? described : indexPlace(body, path, from);
        },
        report: (at, descriptor) => {
          const diagnostic: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = {
            ruleId,
            severity,
            message: descriptor.message,
            path: descriptor.path,
          };
          if (descriptor.fix) diagnostic.fix = descriptor.fix;
          if (descriptor.suggestions && descriptor.suggestions.length > 0) diagnostic.suggestions = descriptor.suggestions;
          this.results[at.body]?.push(diagnostic);
        },
      };
      return context;
    });
  }

  private newDispatch(): Dispatch {
    const { enabled } = this;
    const dispatch = new Dispatch((rule, error, node) => {
      // A rule with a bug reports its failure on the body instead of throwing.
      const located = (node ?? {}) as { body?: number; path?: Diagnostic['path']; value?: unknown };
      if (!readable(located.value)) {
        // Not a bug of the rule: the input threw when read (a getter, a proxy). Said once per place.
        const path = located.path ?? [];
        const list = this.results[located.body ?? 0];
        const key = JSON.stringify(path);
        if (list && !list.some((d) => d.ruleId === 'body-shape' && JSON.stringify(d.path) === key)) {
          list.push({ ruleId: 'body-shape', severity: 'error', message: `The value here cannot be read as JSON (${error instanceof Error ? error.message : String(error)}); lint the parsed JSON text instead.`, path });
        }
        return;
      }
      this.results[located.body ?? 0]?.push({
        ruleId: enabled[rule]!.ruleId,
        severity: 'error',
        message: `Internal error in rule ${enabled[rule]!.ruleId}: ${error instanceof Error ? error.message : String(error)}. Please report it.`,
        path: located.path ?? [],
      });
    });
    for (let i = 0; i < enabled.length; i++) dispatch.add(enabled[i]!.rule.check(this.contexts[i]!), i);
    return dispatch;
  }

  lint(input: unknown): Diagnostic[] {
    return this.lintSet([input])[0]!;
  }

  lintSet(bodies: readonly unknown[]): Diagnostic[][] {
    const { resolved } = this;
    const results: Diagnostic[][] = [];
    for (let i = 0; i < bodies.length; i++) results.push([]);
    // A call made while another runs (from a getter of the input, say) gets visitors of its own.
    const nested = this.busy;
    const dispatch = nested ? this.newDispatch() : (this.dispatch ??= this.newDispatch());
    const outer = this.results;
    this.results = results;
    this.busy = true;
    let finished = false;
    try {
      dispatch.call(dispatch.begin, undefined);
      const walker = new Walker(dispatch, resolved.defaultLocale);
      for (let index = 0; index < bodies.length; index++) {
        const body = bodies[index];
        // Parsed JSON cannot throw while it is read, but a JavaScript value can (a getter, a
        // revoked proxy): such a body is reported as unreadable instead of taking the lint down.
        try {
          walker.body(body, index, resolved.kind === 'auto' ? detectKind(body) : resolved.kind);
        } catch (error) {
          results[index]!.push({
            ruleId: 'body-shape',
            severity: 'error',
            message: `The body cannot be read as JSON (${error instanceof Error ? error.message : String(error)}); lint the parsed JSON text instead.`,
            path: [],
          });
        }
      }
      walker.finish();
      finished = true;
      return results;
    } finally {
      this.results = outer;
      if (!nested) {
        this.busy = false;
        // A walk cut short may leave state in the visitors: the next call asks the rules again.
        if (!finished) this.dispatch = undefined;
      }
    }
  }
}

/**
 * Whether reading the value works three levels down (as far as any rule reads from the node it
 * visits). JSON data always does; only the error path asks, and the probe is bounded.
 */
function readable(value: unknown): boolean {
  let budget = 10_000;
  const probe = (item: unknown, depth: number): void => {
    if (typeof item !== 'object' || item === null || depth > 3 || --budget < 0) return;
    Array.isArray(item);
    for (const key of Object.keys(item)) probe((item as Record<string, unknown>)[key], depth + 1);
  };
  try {
    probe(value, 1);
    return true;
  } catch {
    return false;
  }
}

/** Checks the options once (throwing a TypeError as `lint` does) and returns a linter for them. */
export function createLinter(options?: LintOptions): Linter {
  return new ResolvedLinter(resolveOptions(options));
}

let defaultLinter: Linter | undefined;

/**
 * Lints several bodies as one set (all files of one scope): each body is checked alone, and the
 * set rules (unique names per type, per-type limits) run across all of them. Returns the
 * diagnostics of each body, in the order of `bodies`; paths are relative to their body.
 */
export function lintSet(bodies: readonly unknown[], options?: LintOptions): Diagnostic[][] {
  // Options objects may change between calls, so only the defaults are kept resolved.
  const linter = options === undefined ? (defaultLinter ??= createLinter()) : createLinter(options);
  return linter.lintSet(bodies);
}

/** Lints one body: a command, a bulk-overwrite array, an edit body or a permissions body. */
export function lint(input: unknown, options?: LintOptions): Diagnostic[] {
  return lintSet([input], options)[0]!;
}
