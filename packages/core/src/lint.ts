import { LOCALE_SET } from './facts.js';
import type { RuleContext } from './nodes.js';
import type { Rule } from './rule.js';
import { rules as catalog } from './rules/index.js';
import type { ApplicationSettings, BodyKind, Diagnostic, LintOptions, Path, RuleSetting, Scope, Severity } from './types.js';
import { timedVisitors } from './timing.js';
import { LONG_ARRAY, heldIndices, jsonTypeOf, renderMessage } from './util.js';
import { Dispatch } from './dispatch.js';
import { Walker, detectKind, kindAmbiguity } from './walk.js';
import { NameSet } from './name-set.js';

const KINDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['auto', 'command', 'commands', 'edit', 'permissions']);
const SETTINGS: ReadonlySet<string> = /* @__PURE__ */ new Set(['off', 'warn', 'error']);
/** Each rule's default severity, by id; built on first use, so that a bundle importing only a constant drops the catalog. */
let defaultSeverities: ReadonlyMap<string, Severity> | undefined;
function defaultSeveritiesById(): ReadonlyMap<string, Severity> {
  return (defaultSeverities ??= new Map(catalog.map((rule) => [rule.meta.id, rule.meta.severity])));
}

interface ResolvedOptions {
  readonly scope: Scope;
  readonly kind: 'auto' | BodyKind;
  readonly application: ApplicationSettings;
  readonly defaultLocale: string;
  readonly guildId: string | undefined;
  readonly severities: ReadonlyMap<string, Severity>;
  readonly timing: Map<string, number> | undefined;
  readonly describePlace: LintOptions['describePlace'];
}

/** How the core names a place without a text layer's help: by its index in its array and its body. */
function indexPlace(body: number, path: Path, from: number): string {
  const index = path.filter((step) => typeof step === 'number').join('/');
  if (index === '') return body === from ? 'this body' : `body ${body} of the set`;
  return body === from ? `index ${index}` : `index ${index} of body ${body} of the set`;
}

/** The TypeErrors that say which option is wrong (anything else thrown while reading is the caller's getter or proxy). */
const optionErrors = new WeakSet<Error>();

function optionError(message: string): TypeError {
  const error = new TypeError(message);
  optionErrors.add(error);
  return error;
}

/**
 * Checks the options; a bad option is the caller's bug, so it throws a TypeError that says which.
 * So does an option that cannot be read (a getter or a proxy that throws): that TypeError names
 * the option and carries the caller's error as its cause. What is kept is a copy, read once, so
 * nothing of the caller's objects runs during the lint.
 */
function resolveOptions(options: LintOptions | undefined): ResolvedOptions {
  const reading = { option: 'options' };
  try {
    return readOptions(options, reading);
  } catch (error) {
    if (error instanceof Error && optionErrors.has(error)) throw error;
    throw new TypeError(`cmdlint: option "${reading.option}" cannot be read (${error instanceof Error ? error.message : String(error)}); pass plain data`, { cause: error });
  }
}

function readOptions(options: LintOptions | undefined, reading: { option: string }): ResolvedOptions {
  const given: LintOptions = options ?? {};
  reading.option = 'scope';
  const scope = given.scope ?? 'global';
  if (scope !== 'global' && scope !== 'guild') throw optionError(`cmdlint: option "scope" must be "global" or "guild", not ${JSON.stringify(scope)}`);
  reading.option = 'kind';
  const kind = given.kind ?? 'auto';
  if (!KINDS.has(kind)) throw optionError(`cmdlint: option "kind" must be one of ${[...KINDS].join(', ')}, not ${JSON.stringify(kind)}`);
  reading.option = 'defaultLocale';
  const defaultLocale = given.defaultLocale ?? 'en-US';
  if (!LOCALE_SET.has(defaultLocale)) throw optionError(`cmdlint: option "defaultLocale" must be a locale of the API (such as "en-US"), not ${JSON.stringify(defaultLocale)}`);
  reading.option = 'application';
  const givenApplication = given.application ?? {};
  if (typeof givenApplication !== 'object' || givenApplication === null) throw optionError('cmdlint: option "application" must be an object');
  reading.option = 'application.integrationTypes';
  const givenTypes = givenApplication.integrationTypes;
  // Copied item by item (a long array is no list of two install types: rejected unread).
  const integrationTypes = givenTypes === undefined || !Array.isArray(givenTypes) || givenTypes.length > LONG_ARRAY ? givenTypes : Array.from(givenTypes as unknown[]);
  if (integrationTypes !== undefined && (!Array.isArray(integrationTypes) || integrationTypes.length > LONG_ARRAY || !integrationTypes.every((t) => t === 0 || t === 1))) {
    throw optionError('cmdlint: option "application.integrationTypes" must be an array of 0 (GUILD_INSTALL) and 1 (USER_INSTALL)');
  }
  reading.option = 'application.embedded';
  const embedded = givenApplication.embedded;
  if (embedded !== undefined && typeof embedded !== 'boolean') throw optionError('cmdlint: option "application.embedded" must be a boolean');
  reading.option = 'application.discoverable';
  const discoverable = givenApplication.discoverable;
  if (discoverable !== undefined && typeof discoverable !== 'boolean') throw optionError('cmdlint: option "application.discoverable" must be a boolean');
  const application: ApplicationSettings = {
    ...(integrationTypes !== undefined ? { integrationTypes: integrationTypes as number[] } : {}),
    ...(embedded !== undefined ? { embedded } : {}),
    ...(discoverable !== undefined ? { discoverable } : {}),
  };
  reading.option = 'guildId';
  const guildId = given.guildId;
  if (guildId !== undefined && (typeof guildId !== 'string' || !/^[1-9]\d{0,19}$/.test(guildId))) throw optionError('cmdlint: option "guildId" must be a snowflake string');
  reading.option = 'describePlace';
  const describePlace = given.describePlace;
  if (describePlace !== undefined && typeof describePlace !== 'function') throw optionError('cmdlint: option "describePlace" must be a function');
  const defaults = defaultSeveritiesById();
  const severities = new Map(defaults);
  reading.option = 'rules';
  const settings = given.rules ?? {};
  for (const id of Object.keys(settings)) {
    reading.option = `rules.${id}`;
    const setting: RuleSetting | undefined = Object.prototype.hasOwnProperty.call(settings, id) ? settings[id] : undefined;
    if (!defaults.has(id)) throw optionError(`cmdlint: unknown rule "${id}" in option "rules"`);
    if (setting === undefined || !SETTINGS.has(setting)) throw optionError(`cmdlint: rule "${id}" must be set to "off", "warn" or "error", not ${JSON.stringify(setting)}`);
    if (setting === 'off') severities.delete(id);
    else severities.set(id, setting === 'warn' ? 'warning' : 'error');
  }
  reading.option = 'timing';
  const timing = given.timing;
  if (timing !== undefined && !(timing instanceof Map)) throw optionError('cmdlint: option "timing" must be a Map (rule id → milliseconds)');
  return { scope, kind, application, defaultLocale, guildId, severities, timing, describePlace };
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
  /** The table the walks gather the names of options arrays in, made once and reused as the visitors are. */
  private names: NameSet | undefined;
  private busy = false;

  constructor(
    private readonly resolved: ResolvedOptions,
    private readonly filters: 'honoured' | 'ignored' = 'honoured',
  ) {
    const enabled: Enabled[] = [];
    for (const rule of catalog) {
      const severity = resolved.severities.get(rule.meta.id);
      if (severity !== undefined) enabled.push({ rule, ruleId: rule.meta.id, severity });
    }
    this.enabled = enabled;
    this.contexts = enabled.map(({ rule, ruleId, severity }) => {
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
            ...renderMessage(rule.meta.messages, descriptor, at),
            messageId: descriptor.messageId,
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
    }, this.filters);
    const { timing } = this.resolved;
    for (let i = 0; i < enabled.length; i++) {
      const visitors = enabled[i]!.rule.check(this.contexts[i]!);
      dispatch.add(timing === undefined ? visitors : timedVisitors(visitors, enabled[i]!.ruleId, timing), i);
    }
    return dispatch;
  }

  lint(input: unknown): Diagnostic[] {
    return this.lintSet([input])[0]!;
  }

  lintSet(bodies: readonly unknown[]): Diagnostic[][] {
    if (!Array.isArray(bodies)) throw new TypeError(`cmdlint: lintSet expects an array of bodies (one per file of the set), not ${jsonTypeOf(bodies)}; to lint one body, use lint`);
    const { resolved } = this;
    // A long array is walked through the bodies it holds, and its results have holes where it
    // has: a result per index of a JavaScript array of length 2 ** 32 - 1 would exhaust the memory.
    const held = heldIndices(bodies);
    const count = held === undefined ? bodies.length : held.length;
    const results: Diagnostic[][] = [];
    if (held === undefined) for (let i = 0; i < count; i++) results.push([]);
    else {
      results.length = bodies.length;
      for (let k = 0; k < count; k++) results[held[k]!] = [];
    }
    // A call made while another runs (from a getter of the input, say) gets visitors of its own.
    const nested = this.busy;
    const dispatch = nested ? this.newDispatch() : (this.dispatch ??= this.newDispatch());
    const names = nested ? new NameSet() : (this.names ??= new NameSet());
    const outer = this.results;
    this.results = results;
    this.busy = true;
    let finished = false;
    try {
      dispatch.call(dispatch.begin, undefined);
      const walker = new Walker(dispatch, resolved.defaultLocale, names);
      for (let k = 0; k < count; k++) {
        const index = held === undefined ? k : held[k]!;
        const body = bodies[index];
        // Parsed JSON cannot throw while it is read, but a JavaScript value can (a getter, a
        // revoked proxy): such a body is reported as unreadable instead of taking the lint down.
        try {
          walker.body(body, index, resolved.kind === 'auto' ? detectKind(body) : resolved.kind);
          if (resolved.kind === 'auto' && resolved.severities.has('body-shape')) {
            const ambiguity = kindAmbiguity(body);
            if (ambiguity !== undefined) results[index]!.push({ ruleId: 'body-shape', severity: 'warning', message: ambiguity, path: [] });
          }
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
    // Called for its exception, not its answer: on a revoked proxy Array.isArray throws where
    // `typeof` did not, as it does in isObject, a rule's first read of a value; Object.keys below
    // finds the proxies whose traps throw.
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

/**
 * As `createLinter`, but every rule's visitors are called on every node, as if no rule declared
 * filters (`only`, and `namesMayRepeat` always true). Not exported by the package: the tests that
 * hold the rules to their filters compare its diagnostics with createLinter's.
 */
export function createLinterIgnoringFilters(options?: LintOptions): Linter {
  return new ResolvedLinter(resolveOptions(options), 'ignored');
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
