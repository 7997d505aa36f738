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
import type { LoadedConfig } from './config/config.js';
import { setIndexOf, setKeyOf } from './sets.js';
import { isJsoncPath, parseDocument, type JsonDocument } from './text/document.js';
import { fixToEdits, type TextEdit } from './text/edits.js';
import type { Range } from './text/lines.js';
import { isTextRule, type TextProblem, type TextRuleId } from './text/problems.js';

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
}

/** What applies to one file: its configuration, its set and the options its set is linted with. */
export interface FileSettings {
  readonly config: LoadedConfig | undefined;
  readonly set: number;
  readonly options: LintOptions;
  /** Severity of the checks of the text ('off' drops a check; fatal problems stay errors). */
  readonly textRules: Readonly<Record<TextRuleId, RuleSetting>>;
}

export function settingsForFile(path: string, settings: LintSettings = {}): FileSettings {
  const config = settings.configFor?.(path);
  return settingsForSet(config, config ? setIndexOf(config, path) : -1, settings);
}

/** What applies to the files of one set of one configuration (set -1: files in no set). */
function settingsForSet(config: LoadedConfig | undefined, set: number, settings: LintSettings): FileSettings {
  const setConfig = set === -1 ? undefined : config!.config.sets![set];
  const coreRules: Record<string, RuleSetting> = {};
  const textRules: Record<TextRuleId, RuleSetting> = { 'json-syntax': 'error', 'duplicate-key': 'error', 'invalid-encoding': 'error' };
  // The configuration's, then the set's (as ESLint's later blocks win), then the command line's.
  for (const source of [config?.config.rules, setConfig?.rules, settings.rules]) {
    for (const [id, setting] of Object.entries(source ?? {})) {
      if (isTextRule(id)) textRules[id] = setting;
      else Object.defineProperty(coreRules, id, { value: setting, enumerable: true, writable: true, configurable: true });
    }
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
  return { config, set, options, textRules };
}

function documentOf(file: SourceFile): JsonDocument {
  return file.document ?? parseDocument(file.text ?? '', { jsonc: isJsoncPath(file.path) });
}

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
      edits = fixToEdits(this.document.text, fix, this.document.tree);
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
    const { start, end } = this.document.rangeOf(diagnostic.path);
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

function report(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[]): FileReport {
  const steps = reportSteps(path, document, settings, diagnostics);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The report of a file, made in steps of LOCATED_PER_STEP diagnostics: a caller may pause between them. */
function* reportSteps(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[]): Generator<void, FileReport, void> {
  const located: LocatedDiagnostic[] = [];
  const { problems } = document;
  // Most files have nothing to say: their report is made without a locator or a loop.
  if (problems.length === 0 && diagnostics.length === 0) {
    return { path, document, diagnostics: located, errorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0, fatalErrorCount: 0, config: settings.config, set: settings.set };
  }
  const locator = new Locator(document);
  for (const problem of problems) {
    const setting = settings.textRules[problem.ruleId];
    if (problem.fatal) located.push(locator.fromProblem(problem, 'error'));
    else if (setting !== 'off') located.push(locator.fromProblem(problem, setting === 'warn' ? 'warning' : 'error'));
  }
  for (let i = 0; i < diagnostics.length; i++) {
    if (i > 0 && i % LOCATED_PER_STEP === 0) yield;
    located.push(locator.fromDiagnostic(diagnostics[i]!));
  }
  located.sort((a, b) => a.offset - b.offset || a.end - b.end || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
  let errorCount = 0;
  let warningCount = 0;
  let fixableErrorCount = 0;
  let fixableWarningCount = 0;
  let fatalErrorCount = 0;
  for (const d of located) {
    if (d.severity === 'error') {
      errorCount++;
      if (d.fix) fixableErrorCount++;
    } else {
      warningCount++;
      if (d.fix) fixableWarningCount++;
    }
    if (d.fatal) fatalErrorCount++;
  }
  return { path, document, diagnostics: located, errorCount, warningCount, fixableErrorCount, fixableWarningCount, fatalErrorCount, config: settings.config, set: settings.set };
}

/**
 * Files in no set are linted a few at a time: reading and linting each in turn makes each evict
 * the other from the processor's caches, and holding them all makes every young collection copy
 * them; a handful at a time avoids both.
 */
const PENDING_FILES = 32;

/** A file of a set, waiting for the rest of its set. */
interface SetMember {
  readonly index: number;
  readonly path: string;
  readonly document: JsonDocument;
}

/**
 * Lints files as they are read: each is parsed (problems of the text located), files of one set
 * of one configuration are linted together when all are in (at `finish`), every other file soon
 * after it is added (a few at a time), and every diagnostic gets its range and its fix as text edits.
 * Each report is handed to `map` as soon as it exists and only what `map` returns is kept: a
 * caller that keeps a summary lets each file's text and value go while the next is read.
 */
export class FileLinter<T = FileReport> {
  // Files of one configuration and set share their settings and a linter with the options
  // resolved once: a directory of small files pays for it once, not per file.
  private readonly known = new Map<LoadedConfig | undefined, Map<number, FileSettings>>();
  private readonly linters = new Map<FileSettings, Linter>();
  private readonly sets = new Map<string, SetMember[]>();
  private readonly settingsOfSet = new Map<string, FileSettings>();
  private readonly results: (T | undefined)[] = [];
  private readonly pending: (SetMember & { readonly settings: FileSettings })[] = [];

  constructor(
    private readonly settings: LintSettings = {},
    private readonly map: (report: FileReport) => T = (report) => report as T,
  ) {}

  private settingsOf(path: string): FileSettings {
    const config = this.settings.configFor?.(path);
    const set = config ? setIndexOf(config, path) : -1;
    let bySet = this.known.get(config);
    if (!bySet) this.known.set(config, (bySet = new Map()));
    let found = bySet.get(set);
    if (!found) bySet.set(set, (found = settingsForSet(config, set, this.settings)));
    return found;
  }

  private linterFor(settings: FileSettings): Linter {
    let linter = this.linters.get(settings);
    if (!linter) this.linters.set(settings, (linter = createLinter(settings.options)));
    return linter;
  }

  /** Lints a file in no set soon (see PENDING_FILES); a set's file waits for `finish`. */
  add(file: SourceFile): void {
    const index = this.results.length;
    const document = documentOf(file);
    const settings = this.settingsOf(file.path);
    this.results.push(undefined);
    if (document.ok && settings.set !== -1) {
      const key = setKeyOf(settings.config!, settings.set);
      const members = this.sets.get(key);
      if (members) members.push({ index, path: file.path, document });
      else {
        this.sets.set(key, [{ index, path: file.path, document }]);
        this.settingsOfSet.set(key, settings);
      }
      return;
    }
    this.pending.push({ index, path: file.path, document, settings });
    if (this.pending.length >= PENDING_FILES) this.lintPending();
  }

  private lintPending(): void {
    for (const { index, path, document, settings } of this.pending) {
      const diagnostics = document.ok ? this.linterFor(settings).lintSet([document.value])[0]! : [];
      this.results[index] = this.map(report(path, document, settings, diagnostics));
    }
    this.pending.length = 0;
  }

  /**
   * As `finish`, calling `pause` between steps of the work (after each file's lint, every few
   * hundred diagnostics located): a server lints a big document without blocking its requests.
   */
  async finishPaced(pause: () => Promise<void>): Promise<T[]> {
    const drive = async (steps: Generator<void, FileReport, void>): Promise<FileReport> => {
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await pause();
      }
    };
    for (const { index, path, document, settings } of this.pending) {
      const diagnostics = document.ok ? this.linterFor(settings).lintSet([document.value])[0]! : [];
      await pause();
      this.results[index] = this.map(await drive(reportSteps(path, document, settings, diagnostics)));
    }
    this.pending.length = 0;
    for (const [key, members] of this.sets) {
      const settings = this.settingsOfSet.get(key)!;
      const results = this.linterFor(settings).lintSet(members.map((member) => member.document.value));
      await pause();
      for (let k = 0; k < members.length; k++) {
        const member = members[k]!;
        this.results[member.index] = this.map(await drive(reportSteps(member.path, member.document, settings, results[k]!)));
      }
    }
    this.sets.clear();
    this.settingsOfSet.clear();
    return this.results as T[];
  }

  /** Lints the sets; the results of all files, in the order they were added. */
  finish(): T[] {
    this.lintPending();
    for (const [key, members] of this.sets) {
      const settings = this.settingsOfSet.get(key)!;
      const results = this.linterFor(settings).lintSet(members.map((member) => member.document.value));
      members.forEach((member, k) => {
        this.results[member.index] = this.map(report(member.path, member.document, settings, results[k]!));
      });
    }
    this.sets.clear();
    this.settingsOfSet.clear();
    return this.results as T[];
  }
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
