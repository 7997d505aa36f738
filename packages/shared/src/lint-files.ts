// THE function both surfaces call: files in, located diagnostics out. The command line prints
// what it returns; the language server publishes the same, so the two can never disagree.
import {
  createLinter,
  type BodyKind,
  type Diagnostic,
  type Fix,
  type Linter,
  type LintOptions,
  type Path,
  type RuleSetting,
  type Scope,
  type Severity,
} from '@cmdlint/core';
import { findWrappedBodies, listingOf, toPointer, unwrap, type WrappedPart } from './wrapped.js';
import type { LoadedConfig } from './config/config.js';
import { configRelativePath, overrideIndicesOf, setIndexOf, setIndicesOf, setKeyOf } from './sets.js';
import { holds as sourceHolds } from './source/sound.js';
import { isJsoncPath, parseDocument, type JsonDocument } from './text/document.js';
import type { TextEdit } from './text/edits.js';
import type { SourceDocument } from './source/document.js';
import { isSourcePath, type ReadSource } from './source/paths.js';
import type { Range } from './text/lines.js';
import { applyDirectives, type SuppressedDiagnostic, type UnusedDirectiveSeverity } from './directives/apply.js';
import { directivesOf } from './directives/parse.js';
import { knownRuleIds, didYouMean } from './config/config.js';
import { isTextRule, TEXT_RULES, TEXT_RULE_SEVERITIES, type TextProblem, type TextRuleId } from './text/problems.js';

export interface SourceFile {
  /** Absolute path (or a name such as "<stdin>"); decides .jsonc and the configuration's set. */
  readonly path: string;
  /** The file's bytes (invalid UTF-8 is then reported) or text. */
  readonly text?: string | Uint8Array;
  /** An already parsed document; wins over `text`. */
  readonly document?: JsonDocument;
}

export interface LintSettings {
  /** The configuration of a file; by default none (each file alone, default options). */
  readonly configFor?: (path: string) => LoadedConfig | undefined;
  /** Overrides (the command line's flags): they win over the configuration. */
  readonly scope?: Scope;
  readonly kind?: 'auto' | BodyKind;
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  /** The guild of permissions bodies (wins over a set's `guildId`). */
  readonly guildId?: string;
  /** Where to add each rule's time (TIMING=1); see LintOptions.timing. */
  readonly timing?: Map<string, number>;
  /**
   * The reader of JavaScript and TypeScript sources (source/document.ts: parseSourceDocument).
   * Given by the surfaces that read sources, so that a caller of JSON only (the playground) never
   * bundles a parser; without it, every file is read as JSON.
   */
  readonly readSource?: ReadSource;
  /**
   * Whether `cmdlint-disable` comments apply (default true; `--no-inline-config` turns them off, and
   * the ESLint plugin, whose comments ESLint itself applies).
   */
  readonly inlineConfig?: boolean;
  /** The severity of directives that suppressed nothing (default 'warn', as ESLint 9's). */
  readonly reportUnusedDisableDirectives?: UnusedDirectiveSeverity;
}

export interface LocatedSuggestion {
  readonly message: string;
  readonly edits: readonly TextEdit[];
}

export interface LocatedDiagnostic {
  readonly ruleId: string;
  readonly severity: Severity;
  readonly message: string;
  /** JSON path in the body ([] for problems of the text). */
  readonly path: Path;
  /** UTF-16 offsets into the text without BOM, [offset, end). */
  readonly offset: number;
  readonly end: number;
  /** The same, as 0-based lines and UTF-16 characters. */
  readonly range: Range;
  /** The automatic fix as minimal, non-overlapping text edits. */
  readonly fix?: readonly TextEdit[];
  readonly suggestions?: readonly LocatedSuggestion[];
  /** The text could not be read past this problem: no rule ran on the file. */
  readonly fatal?: boolean;
}

export interface FileReport {
  readonly path: string;
  readonly document: JsonDocument;
  readonly diagnostics: readonly LocatedDiagnostic[];
  readonly errorCount: number;
  readonly warningCount: number;
  readonly fixableErrorCount: number;
  readonly fixableWarningCount: number;
  readonly fatalErrorCount: number;
  /** The configuration that applied, if any, and the index of the file's set in it (-1: none). */
  readonly config: LoadedConfig | undefined;
  readonly set: number;
  /** What inline directives suppressed (absent when nothing was). */
  readonly suppressed?: readonly SuppressedDiagnostic[];
}

/** What applies to one file: its configuration, its set and the options its set is linted with. */
export interface FileSettings {
  readonly config: LoadedConfig | undefined;
  readonly set: number;
  readonly options: LintOptions;
  /** Severity of the checks of the text ('off' drops a check; fatal problems stay errors). */
  readonly textRules: Readonly<Record<TextRuleId, RuleSetting>>;
  /**
   * The severities of this file's rules that the configuration's `overrides` decide: the set is
   * linted with every rule an override turns on, and each file's diagnostics then take these.
   */
  readonly fileRules?: Readonly<Record<string, RuleSetting>>;
  /** The indexes of the `overrides` that apply to the file. */
  readonly overrides?: readonly number[];
  /** How inline directives apply; undefined: they do not. */
  readonly directives: DirectiveSettings | undefined;
}

interface DirectiveSettings {
  readonly unused: UnusedDirectiveSeverity;
}

export function settingsForFile(path: string, settings: LintSettings = {}): FileSettings {
  const config = settings.configFor?.(path);
  const base = settingsForSet(config, config ? setIndexOf(config, path) : -1, settings);
  return config ? withOverrides(base, config, overrideIndicesOf(config, path), settings) : base;
}

/** A set's settings for one file that `overrides` reach (see FileSettings.fileRules); the same when none could. */
function withOverrides(base: FileSettings, config: LoadedConfig, matching: readonly number[], settings: LintSettings): FileSettings {
  const overrides = config.config.overrides;
  if (!overrides || overrides.length === 0) return base;
  const setRules = base.set === -1 ? undefined : config.config.sets![base.set]!.rules;
  const textRules = { ...base.textRules };
  const fileRules: Record<string, RuleSetting> = {};
  const involved = new Set(overrides.flatMap((override) => Object.keys(override.rules)));
  for (const id of involved) {
    // The same order as settingsForSet: configuration, set, this file's overrides, command line.
    let setting: RuleSetting | undefined;
    for (const source of [config.config.rules, setRules, ...matching.map((index) => overrides[index]!.rules), settings.rules]) {
      if (source && Object.hasOwn(source, id)) setting = source[id];
    }
    if (setting === undefined) continue;
    if (isTextRule(id)) textRules[id] = setting;
    else Object.defineProperty(fileRules, id, { value: setting, enumerable: true, writable: true, configurable: true });
  }
  return { ...base, textRules, fileRules, overrides: matching };
}

/** What applies to the files of one set of one configuration (set -1: files in no set). */
function settingsForSet(config: LoadedConfig | undefined, set: number, settings: LintSettings): FileSettings {
  const setConfig = set === -1 ? undefined : config!.config.sets![set];
  const coreRules: Record<string, RuleSetting> = {};
  const textRules = {} as Record<TextRuleId, RuleSetting>;
  for (const [id, severity] of Object.entries(TEXT_RULE_SEVERITIES) as [TextRuleId, Severity][]) textRules[id] = severity === 'warning' ? 'warn' : 'error';
  // The configuration's, then the set's (as ESLint's later blocks win), then the command line's.
  const define = (id: string, setting: RuleSetting): void => {
    Object.defineProperty(coreRules, id, { value: setting, enumerable: true, writable: true, configurable: true });
  };
  for (const source of [config?.config.rules, setConfig?.rules]) {
    for (const [id, setting] of Object.entries(source ?? {})) {
      if (isTextRule(id)) textRules[id] = setting;
      else define(id, setting);
    }
  }
  // A rule turned off here but on by an override runs for the whole set; the files the override
  // does not reach drop its diagnostics (FileSettings.fileRules).
  for (const override of config?.config.overrides ?? []) {
    for (const [id, setting] of Object.entries(override.rules)) if (!isTextRule(id) && coreRules[id] === 'off' && setting !== 'off') define(id, setting);
  }
  for (const [id, setting] of Object.entries(settings.rules ?? {})) {
    if (isTextRule(id)) textRules[id] = setting;
    else define(id, setting);
  }
  const options: { -readonly [K in keyof LintOptions]: LintOptions[K] } = {
    scope: settings.scope ?? setConfig?.scope ?? 'global',
    kind: settings.kind ?? 'auto',
    rules: coreRules,
  };
  if (config?.config.application) options.application = config.config.application;
  if (config?.config.defaultLocale) options.defaultLocale = config.config.defaultLocale;
  const guildId = settings.guildId ?? setConfig?.guildId;
  if (guildId) options.guildId = guildId;
  if (settings.timing) options.timing = settings.timing;
  const directives = settings.inlineConfig === false ? undefined : { unused: settings.reportUnusedDisableDirectives ?? 'warn' };
  return { config, set, options, textRules, directives };
}

function documentOf(file: SourceFile, settings: LintSettings): JsonDocument {
  if (file.document) return file.document;
  if (settings.readSource && isSourcePath(file.path)) return settings.readSource(file.path, file.text ?? '');
  return parseDocument(file.text ?? '', { jsonc: isJsoncPath(file.path) });
}

/** A document read by the source reader: its bodies are the commands found in it. */
function isSourceDocument(document: JsonDocument): document is SourceDocument {
  return 'bodies' in document;
}

/** Rules whose problem is a key of an object (unknown, response-only, deprecated): located at the key. */
const KEY_RULES = new Set(['unknown-field', 'response-only-field', 'deprecated-field']);

class Locator {
  /** Made on the first fix: most files have none. */
  private fixes: WeakMap<Fix, readonly TextEdit[] | null> | undefined;

  constructor(private readonly document: JsonDocument) {}

  edits(fix: Fix): readonly TextEdit[] | undefined {
    this.fixes ??= new WeakMap();
    const known = this.fixes.get(fix);
    if (known !== undefined) return known ?? undefined;
    let edits: readonly TextEdit[] | undefined;
    try {
      edits = this.document.fixEdits(fix);
    } catch {
      edits = undefined; // a fix that cannot be expressed in this text is not offered
    }
    this.fixes.set(fix, edits ?? null);
    return edits;
  }

  fromProblem(problem: TextProblem, severity: Severity): LocatedDiagnostic {
    const end = problem.offset + problem.length;
    return {
      ruleId: problem.ruleId,
      severity,
      message: problem.message,
      path: [],
      offset: problem.offset,
      end,
      range: this.document.rangeAt(problem.offset, end),
      ...(problem.fatal ? { fatal: true } : {}),
    };
  }

  fromDiagnostic(diagnostic: Diagnostic): LocatedDiagnostic {
    const { start, end } = KEY_RULES.has(diagnostic.ruleId) ? this.document.keyRangeOf(diagnostic.path) : this.document.rangeOf(diagnostic.path);
    const located: { -readonly [K in keyof LocatedDiagnostic]: LocatedDiagnostic[K] } = {
      ruleId: diagnostic.ruleId,
      severity: diagnostic.severity,
      message: diagnostic.message,
      path: diagnostic.path,
      offset: start,
      end,
      range: this.document.rangeAt(start, end),
    };
    if (diagnostic.fix) {
      const edits = this.edits(diagnostic.fix);
      if (edits) located.fix = edits;
    }
    if (diagnostic.suggestions) {
      const suggestions: LocatedSuggestion[] = [];
      for (const suggestion of diagnostic.suggestions) {
        const edits = this.edits(suggestion.fix);
        if (edits) suggestions.push({ message: suggestion.message, edits });
      }
      if (suggestions.length > 0) located.suggestions = suggestions;
    }
    return located;
  }
}

/** How many diagnostics are located between two pauses of a paced lint (see lintFilesPaced). */
const LOCATED_PER_STEP = 256;

function report(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[], extra?: readonly TextProblem[]): FileReport {
  return drain(reportSteps(path, document, settings, diagnostics, extra));
}

/** Runs stepped work straight through (see reportSteps, FileLinter.pendingSteps). */
function drain<R>(steps: Generator<void, R, void>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The report of a file with nothing to say (most files), made without a locator, a loop or a
 * generator; undefined when there is something to say (see reportSteps).
 */
function quietReport(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[], extra?: readonly TextProblem[]): FileReport | undefined {
  if ((extra !== undefined && extra.length !== 0) || document.problems.length !== 0 || diagnostics.length !== 0) return undefined;
  if (settings.directives !== undefined && directivesOf(document).length !== 0) return undefined;
  return { path, document, diagnostics: [], errorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0, fatalErrorCount: 0, config: settings.config, set: settings.set };
}

/** The report of a file, made in steps of LOCATED_PER_STEP diagnostics: a caller may pause between them. */
function* reportSteps(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[], extra?: readonly TextProblem[]): Generator<void, FileReport, void> {
  const quiet = quietReport(path, document, settings, diagnostics, extra);
  if (quiet) return quiet;
  const located: LocatedDiagnostic[] = [];
  const problems = extra && extra.length > 0 ? [...document.problems, ...extra] : document.problems;
  const locator = new Locator(document);
  for (const problem of problems) {
    const setting = settings.textRules[problem.ruleId];
    if (problem.fatal) located.push(locator.fromProblem(problem, 'error'));
    else if (setting !== 'off') located.push(locator.fromProblem(problem, setting === 'warn' ? 'warning' : 'error'));
  }
  const fileRules = settings.fileRules;
  for (let i = 0; i < diagnostics.length; i++) {
    if (i > 0 && i % LOCATED_PER_STEP === 0) yield;
    const diagnostic = diagnostics[i]!;
    const setting = fileRules && Object.hasOwn(fileRules, diagnostic.ruleId) ? fileRules[diagnostic.ruleId] : undefined;
    if (setting === 'off') continue;
    const one = locator.fromDiagnostic(diagnostic);
    located.push(setting === undefined || (setting === 'warn') === (one.severity === 'warning') ? one : { ...one, severity: setting === 'warn' ? 'warning' : 'error' });
  }
  located.sort((a, b) => a.offset - b.offset || a.end - b.end || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
  let kept: readonly LocatedDiagnostic[] = located;
  let suppressed: readonly SuppressedDiagnostic[] | undefined;
  const directives = settings.directives === undefined ? [] : directivesOf(document);
  if (directives.length > 0) {
    const outcome = applyDirectives(document, directives, located, { unused: settings.directives!.unused, knownRules: knownRuleSet(), didYouMean: (id) => didYouMean(id, knownRuleIds()) });
    kept = outcome.diagnostics;
    if (outcome.suppressed.length > 0) suppressed = outcome.suppressed;
  }
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  let fatalErrorCount = 0;
  for (const d of kept) {
    if (d.severity === 'error') {
      errorCount++;
      if (d.fix) fixableErrorCount++;
    } else {
      warningCount++;
      if (d.fix) fixableWarningCount++;
    }
    if (d.fatal) fatalErrorCount++;
  }
  return { path, document, diagnostics: kept, errorCount, warningCount, fixableErrorCount, fixableWarningCount, fatalErrorCount, config: settings.config, set: settings.set, ...(suppressed ? { suppressed } : {}) };
}

let knownRules: ReadonlySet<string> | undefined;

/** The ids a directive may name (made on the first directive: most runs have none). */
function knownRuleSet(): ReadonlySet<string> {
  knownRules ??= new Set(knownRuleIds());
  return knownRules;
}

/**
 * Files in no set are linted a few at a time: reading and linting each in turn makes each evict
 * the other from the processor's caches, and holding them all makes every young collection copy
 * them; a handful at a time avoids both.
 */
const PENDING_FILES = 32;

/** A body linted with others: a whole file of a set, or one part of a wrapper file (see wrapped.ts). */
interface Member {
  /** The file's place among the results. */
  readonly file: number;
  readonly path: string;
  readonly document: JsonDocument;
  readonly value: unknown;
  /** Where the body is in its file, for a part of a wrapper. */
  readonly prefix: Path | undefined;
  /** Keeps only the diagnostics that hold (a source's body with unknown parts: source/sound.ts). */
  readonly holds?: (diagnostic: Diagnostic) => boolean;
}

/** A file whose bodies are linted with others: its diagnostics gather until its last body is done. */
interface OpenFile {
  readonly path: string;
  readonly document: JsonDocument;
  readonly settings: FileSettings;
  readonly diagnostics: Diagnostic[];
  remaining: number;
  /** The wrapper's warning, arrays no set names, "body" pointers that name nothing. */
  readonly problems: readonly TextProblem[];
  /** A saved listing: the fields only the service returns are said once, by `problems`. */
  readonly listing?: boolean;
}

/** Bodies linted together: the same set (or the same file), scope and guild. */
interface Group {
  readonly settings: FileSettings;
  readonly members: Member[];
}

/**
 * Lints files as they are read: each is parsed (problems of the text located), files of one set
 * of one configuration are linted together when all are in (at `finish`), every other file soon
 * after it is added (a few at a time), and every diagnostic gets its range and its fix as text edits.
 * A file that wraps its bodies under keys has each body linted at its place in the file, with the
 * set (or the other bodies of the file) of the scope its key says.
 * Each report is handed to `map` as soon as it exists and only what `map` returns is kept: a
 * caller that keeps a summary lets each file's text and value go while the next is read.
 */
export class FileLinter<T = FileReport> {
  // Files of one configuration and set share their settings and a linter with the options
  // resolved once: a directory of small files pays for it once, not per file.
  private readonly known = new Map<LoadedConfig | undefined, Map<number, FileSettings>>();
  private readonly scopedSettings = new Map<FileSettings, Map<string, FileSettings>>();
  private readonly linters = new Map<LintOptions, Linter>();
  private readonly overridden = new Map<FileSettings, Map<string, FileSettings>>();
  private readonly groups = new Map<string, Group>();
  private readonly open = new Map<number, OpenFile>();
  private readonly results: (T | undefined)[] = [];
  private readonly pending: (Member & { readonly settings: FileSettings })[] = [];
  /** The bodies of the lint under way, for messages that name another place (see describePlace). */
  private current: readonly Member[] = [];
  private readonly describePlace = (body: number, path: Path, from: number): string | undefined => this.place(body, path, from);

  constructor(
    private readonly settings: LintSettings = {},
    private readonly map: (report: FileReport) => T = (report) => report as T,
  ) {}

  private settingsOf(path: string): FileSettings {
    const config = this.settings.configFor?.(path);
    const base = this.settingsOfSet(config, config ? setIndexOf(config, path) : -1);
    if (!config?.config.overrides?.length) return base;
    // One settings object per set and list of applying overrides, made once.
    const matching = overrideIndicesOf(config, path);
    let byOverrides = this.overridden.get(base);
    if (!byOverrides) this.overridden.set(base, (byOverrides = new Map()));
    const key = matching.join(',');
    let found = byOverrides.get(key);
    if (!found) byOverrides.set(key, (found = withOverrides(base, config, matching, this.settings)));
    return found;
  }

  /**
   * The settings of a wrapper's part whose key names a scope. A guild id key only makes its own
   * group (see join): the options' guildId is for permissions bodies, and a part is an array of
   * commands, so a thousand guilds share one linter.
   */
  private scoped(settings: FileSettings, scope: Scope | undefined, kind?: BodyKind): FileSettings {
    if ((scope === undefined || scope === settings.options.scope) && (kind === undefined || kind === settings.options.kind)) return settings;
    let byScope = this.scopedSettings.get(settings);
    if (!byScope) this.scopedSettings.set(settings, (byScope = new Map()));
    const key = `${scope ?? ''}|${kind ?? ''}`;
    let found = byScope.get(key);
    if (!found) {
      const options: { -readonly [K in keyof LintOptions]: LintOptions[K] } = { ...settings.options };
      if (scope !== undefined) options.scope = scope;
      if (kind !== undefined) options.kind = kind;
      if (options.scope !== 'guild') delete options.guildId;
      byScope.set(key, (found = { ...settings, options }));
    }
    return found;
  }

  private linterFor(settings: FileSettings): Linter {
    // Keyed by the options: a file's settings with overrides share its set's options and linter.
    let linter = this.linters.get(settings.options);
    if (!linter) this.linters.set(settings.options, (linter = createLinter({ ...settings.options, describePlace: this.describePlace })));
    return linter;
  }

  /** How a message names a body's place: a line of the same file, or another file and its line. */
  private place(body: number, path: Path, from: number): string | undefined {
    const target = this.current[body];
    if (target === undefined) return undefined;
    const start = target.document.rangeOf(target.prefix ? [...target.prefix, ...path] : path).start;
    const line = target.document.rangeAt(start, start).start.line + 1;
    if (this.current[from]?.path === target.path) return `line ${line}`;
    const config = this.open.get(target.file)?.settings.config;
    return `${(config && configRelativePath(config, target.path)) ?? target.path}:${line}`;
  }

  private join(key: string, settings: FileSettings, member: Member, guildId = settings.options.guildId): void {
    const groupKey = `${key}|${settings.options.scope}|${guildId ?? ''}`;
    const group = this.groups.get(groupKey);
    if (group) group.members.push(member);
    else this.groups.set(groupKey, { settings, members: [member] });
  }

  /** Lints a file in no set soon (see PENDING_FILES); a set's file, or a wrapper's parts, wait for `finish`. */
  add(file: SourceFile): void {
    const index = this.results.length;
    const document = documentOf(file, this.settings);
    const settings = this.settingsOf(file.path);
    this.results.push(undefined);
    const { path } = file;
    if (isSourceDocument(document)) {
      this.addSource(index, path, document, settings);
      return;
    }
    if (document.ok) {
      const setConfig = settings.set === -1 ? undefined : settings.config!.config.sets![settings.set];
      if (setConfig?.body !== undefined) {
        this.addSetBodies(index, path, document, settings);
        return;
      }
      const listing = listingOf(document.value);
      if (listing) {
        // Linted as it is, in its scope, with one notice instead of the fields only the service returns.
        const key = settings.set === -1 ? `file:${index}` : setKeyOf(settings.config!, settings.set);
        const members = [{ key, settings, part: { path: [], value: document.value } }];
        this.addParts(index, path, document, settings, members, [listingProblem(document, listing.guild)], true);
        return;
      }
      const parts = findWrappedBodies(document.value);
      if (parts) {
        // Parts of a set's file join the set; parts of a file in no set are a set of their own.
        const key = settings.set === -1 ? `file:${index}` : setKeyOf(settings.config!, settings.set);
        const members = parts.map((part) => ({ key, settings: this.scoped(settings, part.scope), part }));
        this.addParts(index, path, document, settings, members, [wrapperProblem(document, parts)]);
        return;
      }
      if (settings.set !== -1) {
        this.open.set(index, { path, document, settings, diagnostics: [], remaining: 1, problems: [] });
        this.join(setKeyOf(settings.config!, settings.set), settings, { file: index, path, document, value: document.value, prefix: undefined });
        return;
      }
    }
    this.pending.push({ file: index, path, document, value: document.value, prefix: undefined, settings });
    if (this.pending.length >= PENDING_FILES) this.lintPending();
  }

  /**
   * A file whose set names its body (`"body": "/commands"`): every set that takes the file and
   * names a body reads its own part (global commands and the test guild's in one file, two sets),
   * and an array of commands that no set names is reported as not linted, by its key.
   */
  private addSetBodies(index: number, path: string, document: JsonDocument, settings: FileSettings): void {
    const config = settings.config!;
    const sets = config.config.sets!;
    const members: { key: string; settings: FileSettings; part: WrappedPart }[] = [];
    const problems: TextProblem[] = [];
    const named: string[] = [];
    for (const set of setIndicesOf(config, path)) {
      const body = sets[set]!.body;
      if (body === undefined) continue;
      const setSettings = set === settings.set ? settings : this.settingsOfSet(config, set);
      const unwrapped = unwrap(document.value, body);
      if (unwrapped === undefined) {
        named.push('');
        members.push({ key: setKeyOf(config, set), settings: setSettings, part: { path: [], value: document.value } });
      } else if (unwrapped.missing !== undefined) {
        problems.push(missingProblem(document, unwrapped.missing));
      } else {
        for (const part of unwrapped.parts) {
          named.push(toPointer(part.path));
          members.push({ key: setKeyOf(config, set), settings: setSettings, part });
        }
      }
    }
    if (members.length === 0) {
      // Nothing could be linted: the first pointer's problem is the file's fatal error.
      this.addParts(index, path, document, settings, [], problems.length > 0 ? [{ ...problems[0]!, fatal: true }, ...problems.slice(1)] : []);
      return;
    }
    const covered = (pointer: string): boolean => named.some((at) => at === '' || pointer === at || pointer.startsWith(`${at}/`) || at.startsWith(`${pointer}/`));
    const skipped = (findWrappedBodies(document.value) ?? []).filter((part) => !covered(toPointer(part.path)));
    if (skipped.length > 0) problems.push(skippedProblem(document, skipped));
    this.addParts(index, path, document, settings, members, problems);
  }

  private settingsOfSet(config: LoadedConfig | undefined, set: number): FileSettings {
    let bySet = this.known.get(config);
    if (!bySet) this.known.set(config, (bySet = new Map()));
    let found = bySet.get(set);
    if (!found) bySet.set(set, (found = settingsForSet(config, set, this.settings)));
    return found;
  }

  private addParts(
    index: number,
    path: string,
    document: JsonDocument,
    settings: FileSettings,
    members: readonly { key: string; settings: FileSettings; part: WrappedPart }[],
    problems: readonly TextProblem[],
    listing = false,
  ): void {
    const open: OpenFile = { path, document, settings, diagnostics: [], remaining: members.length, problems, listing };
    this.open.set(index, open);
    if (members.length === 0) {
      this.close(index, open);
      return;
    }
    for (const { key, settings: partSettings, part } of members) {
      this.join(key, partSettings, { file: index, path, document, value: part.value, prefix: part.path }, part.guildId);
    }
  }

  /**
   * A source's commands: each is a body at [its index] of the document, linted with the file's
   * set (or the file's other commands), in the scope its request says; only diagnostics that
   * hold whatever its unknown parts are (source/sound.ts) are kept.
   */
  private addSource(index: number, path: string, read: SourceDocument, settings: FileSettings): void {
    // A set's "body" names exports of the file (`/data`): each is a command of that set.
    const bySet = new Map<string, number>();
    if (settings.set !== -1) {
      const config = settings.config!;
      for (const set of setIndicesOf(config, path)) {
        const body = config.config.sets![set]!.body;
        if (body !== undefined && !bySet.has(body)) bySet.set(body, set);
      }
    }
    const document = bySet.size > 0 ? read.withExports([...bySet.keys()]) : read;
    const open: OpenFile = { path, document, settings, diagnostics: [], remaining: document.bodies.length, problems: [] };
    this.open.set(index, open);
    if (document.bodies.length === 0) {
      this.close(index, open);
      return;
    }
    const key = settings.set === -1 ? `file:${index}` : setKeyOf(settings.config!, settings.set);
    document.bodies.forEach((body, k) => {
      const holds = (diagnostic: Diagnostic): boolean => sourceHolds(body.lowered, diagnostic);
      const set = body.pointer === undefined ? undefined : bySet.get(body.pointer);
      const bodySettings = set === undefined || set === settings.set ? settings : this.settingsOfSet(settings.config, set);
      const bodyKey = set === undefined ? key : setKeyOf(settings.config!, set);
      this.join(bodyKey, this.scoped(bodySettings, body.scope, body.kind === 'edit' ? 'edit' : undefined), { file: index, path, document, value: body.lowered.value, prefix: [k], holds });
    });
  }

  private close(index: number, open: OpenFile): void {
    this.open.delete(index);
    this.results[index] = this.map(report(open.path, open.document, open.settings, open.diagnostics, open.problems));
  }

  private lintPending(): void {
    drain(this.pendingSteps());
  }

  /**
   * The work that is left, in steps: each generator yields where a paced caller may pause (after
   * each lint, every LOCATED_PER_STEP located diagnostics); `finish` runs them straight through.
   */
  private *pendingSteps(): Generator<void, void, void> {
    for (const member of this.pending) {
      const { file, path, document, settings } = member;
      let diagnostics: readonly Diagnostic[] = [];
      if (document.ok) {
        this.current = [member];
        diagnostics = this.linterFor(settings).lintSet([document.value])[0]!;
        this.current = [];
        yield;
      }
      this.results[file] = this.map(quietReport(path, document, settings, diagnostics) ?? (yield* reportSteps(path, document, settings, diagnostics)));
    }
    this.pending.length = 0;
  }

  private *groupSteps(): Generator<void, void, void> {
    for (const { settings, members } of this.groups.values()) {
      this.current = members;
      const results = this.linterFor(settings).lintSet(members.map((member) => member.value));
      this.current = [];
      yield;
      for (let k = 0; k < members.length; k++) {
        const member = members[k]!;
        const open = this.open.get(member.file)!;
        const diagnostics = results[k]!;
        // One by one: a big set's file may have more diagnostics than a call takes arguments.
        if (open.listing) {
          for (const diagnostic of diagnostics) if (!SERVICE_FILLED.has(diagnostic.ruleId)) open.diagnostics.push(diagnostic);
        } else if (member.prefix === undefined) for (const diagnostic of diagnostics) open.diagnostics.push(diagnostic);
        else for (const diagnostic of diagnostics) if (!member.holds || member.holds(diagnostic)) open.diagnostics.push(prefixed(diagnostic, member.prefix));
        if (--open.remaining === 0) {
          this.open.delete(member.file);
          this.results[member.file] = this.map(yield* reportSteps(open.path, open.document, open.settings, open.diagnostics, open.problems));
        }
      }
    }
    this.groups.clear();
  }

  /**
   * As `finish`, calling `pause` between steps of the work (after each file's lint, every few
   * hundred diagnostics located): a server lints a big document without blocking its requests.
   */
  async finishPaced(pause: () => Promise<void>): Promise<T[]> {
    for (const steps of [this.pendingSteps(), this.groupSteps()]) {
      while (!steps.next().done) await pause();
    }
    return this.results as T[];
  }

  /** Lints the sets; the results of all files, in the order they were added. */
  finish(): T[] {
    drain(this.pendingSteps());
    drain(this.groupSteps());
    return this.results as T[];
  }
}

/** A diagnostic of a wrapped body, with its path and its fixes at the body's place in the file. */
function prefixed(diagnostic: Diagnostic, prefix: Path): Diagnostic {
  const fix = (operations: Fix): Fix => operations.map((operation) => ({ ...operation, path: [...prefix, ...operation.path] }));
  return {
    ...diagnostic,
    path: [...prefix, ...diagnostic.path],
    ...(diagnostic.fix ? { fix: fix(diagnostic.fix) } : {}),
    ...(diagnostic.suggestions ? { suggestions: diagnostic.suggestions.map((suggestion) => ({ ...suggestion, fix: fix(suggestion.fix) })) } : {}),
  };
}

/** How a part's key reads in the warning: `"/guild" (guild scope)`. */
function partText(part: WrappedPart): string {
  const scope = part.guildId !== undefined ? `guild ${part.guildId}` : part.scope;
  return `"${toPointer(part.path)}"${scope ? ` (${scope})` : ''}`;
}

/**
 * What a saved listing's one notice stands for: the fields only the service returns, and those it
 * fills in on every command it answers with (dm_permission, default_permission, contexts and
 * integration_types, also on guild commands), which nobody wrote.
 */
const SERVICE_FILLED = new Set(['response-only-field', 'deprecated-field', 'guild-ignored-field', 'guild-bot-dm']);

/** A saved listing's one notice, on the file's first value. */
function listingProblem(document: JsonDocument, guild: boolean): TextProblem {
  const root = document.nodeAt([]);
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `This file is a saved listing: every command has "id", "application_id" and "version", as the list endpoint answers${guild ? ' for a guild (every one has "guild_id")' : ''}. cmdlint lints the commands in it and leaves out the fields the service returns or fills in (response-only-field, deprecated-field, guild-ignored-field); to send it, remove them. A listing is what \`cmdlint plan --registered\` takes${guild ? ' (with --scope guild)' : ''}.`,
    offset: root?.offset ?? 0,
    length: root ? 1 : 0,
    fatal: false,
  };
}

/** A set's "body" pointer that names nothing in the file. */
function missingProblem(document: JsonDocument, pointer: string): TextProblem {
  const root = document.nodeAt([]);
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `The set's "body" pointer "${pointer}" names nothing in this file, so nothing of that set was linted here: fix the pointer in cmdlint.config.json, or move this file out of the set.`,
    offset: root?.offset ?? 0,
    length: root ? 1 : 0,
    fatal: false,
  };
}

/** "a", "a and b", "a, b and c". */
function listText(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Arrays of commands in a file whose sets name other bodies: not linted, said by their keys. */
function skippedProblem(document: JsonDocument, skipped: readonly WrappedPart[]): TextProblem {
  const first = document.nodeAt(skipped[0]!.path);
  const at = first?.key ?? first ?? { offset: 0, end: 0 };
  const pointers = skipped.map((part) => `"${toPointer(part.path)}"`);
  const one = skipped.length === 1;
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `${listText(pointers)} ${one ? 'holds' : 'hold'} what look like commands, but no set of cmdlint.config.json names ${one ? 'it' : 'them'} as its "body", so ${one ? 'it was' : 'they were'} not linted: add a set for this file with ${pointers.map((pointer) => `"body": ${pointer}`).join(', ')}${one ? '' : ' (one set each)'}.`,
    offset: at.offset,
    length: at.end - at.offset,
    fatal: false,
  };
}

/** The wrapper's one warning, on the key of its first body. */
function wrapperProblem(document: JsonDocument, parts: readonly WrappedPart[]): TextProblem {
  const first = document.nodeAt(parts[0]!.path);
  const at = first?.key ?? first ?? { offset: 0, end: 0 };
  const places = parts.slice(0, 4).map(partText);
  if (parts.length > 4) places.push(`${parts.length - 4} more`);
  const arrays = parts.every((part) => Array.isArray(part.value));
  const one = parts.length === 1;
  const what = arrays ? (one ? 'that array there' : 'each array there') : one ? 'the command there' : 'each of them';
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `The commands of this file are under ${listText(places)}; cmdlint lints ${what}. The object around ${one ? 'it' : 'them'} is not a request body: send ${one ? `the ${arrays ? 'array' : 'command'} at ${toPointer(parts[0]!.path)}` : arrays ? 'each array' : 'each command'} to the API, not the whole file.`,
    offset: at.offset,
    length: at.end - at.offset,
    fatal: false,
  };
}

/** Lints files (see FileLinter); reports come in the order of `files`. */
export function lintFiles(files: readonly SourceFile[], settings: LintSettings = {}): FileReport[] {
  const linter = new FileLinter(settings);
  for (const file of files) linter.add(file);
  return linter.finish();
}

/** As `lintFiles`, pausing between steps of the work (see FileLinter.finishPaced). */
export async function lintFilesPaced(files: readonly SourceFile[], settings: LintSettings, pause: () => Promise<void>): Promise<FileReport[]> {
  const linter = new FileLinter(settings);
  // Fewer files than a batch (see PENDING_FILES) are all linted in finishPaced.
  for (const file of files) linter.add(file);
  return linter.finishPaced(pause);
}
