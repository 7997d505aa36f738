// Locating and reporting: a body's diagnostics and the problems of its text become a file's
// report, each with its range and its fixes as text edits, inline directives applied, counted.
import type { Diagnostic, Fix, Severity } from '@cmdlint/core';
import type { JsonDocument } from '@cmdlint/text';
import type { TextEdit } from '@cmdlint/text';
import { applyDirectives, type SuppressedDiagnostic } from '../directives/apply.js';
import { directivesOf } from '../directives/parse.js';
import { knownRuleIds, didYouMean, type LoadedConfig } from '../config/config.js';
import type { TextProblem } from '@cmdlint/text';
import type { LocatedDiagnostic, LocatedSuggestion } from './located.js';
import type { FileSettings } from './settings.js';

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
    if (diagnostic.messageId !== undefined) located.messageId = diagnostic.messageId;
    if (diagnostic.data !== undefined) located.data = diagnostic.data;
    const suggestions: LocatedSuggestion[] = [];
    if (diagnostic.fix) {
      const edits = this.edits(diagnostic.fix);
      if (edits) located.fix = edits;
      else {
        // A fix of a literal other code reads: offered to a person, who can see what else changes.
        const held = this.document.heldFixEdits(diagnostic.fix);
        if (held) suggestions.push({ message: heldMessage(this.document.text, held.edits, held.why), edits: held.edits });
      }
    }
    if (diagnostic.suggestions) {
      for (const suggestion of diagnostic.suggestions) {
        const edits = this.edits(suggestion.fix);
        if (edits) suggestions.push({ message: suggestion.message, edits });
        else {
          // A suggestion is a person's to apply: on a literal other code reads too, with what else changes.
          const held = this.document.heldFixEdits(suggestion.fix);
          if (held) suggestions.push({ message: `${suggestion.message}; ${held.why}`, edits: held.edits });
        }
      }
    }
    if (suggestions.length > 0) located.suggestions = suggestions;
    return located;
  }
}

/** The suggestion of a held fix: each literal, what it becomes, and why --fix leaves it. */
function heldMessage(text: string, edits: readonly TextEdit[], why: string): string {
  // Literals as written, cut (with their length said) where long.
  const shown = (literal: string): string => (literal.length <= 60 ? literal : `${literal.slice(0, 50)}… (${literal.length} characters)`);
  const changes = edits.map((edit) => `${shown(text.slice(edit.offset, edit.offset + edit.length))} to ${shown(edit.newText)}`).join(', ');
  return `Change ${changes} where it is declared (not done by --fix: ${why})`;
}

/** How many diagnostics are located between two pauses of a paced lint (see FileLinter.finish). */
const LOCATED_PER_STEP = 256;

export function report(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[], extra?: readonly TextProblem[]): FileReport {
  return drain(reportSteps(path, document, settings, diagnostics, extra));
}

/** Runs stepped work straight through (see reportSteps, Batches.pendingSteps). */
export function drain<R>(steps: Generator<void, R, void>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The report of a file with nothing to say (most files), made without a locator, a loop or a
 * generator; undefined when there is something to say (see reportSteps).
 */
export function quietReport(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[], extra?: readonly TextProblem[]): FileReport | undefined {
  if ((extra !== undefined && extra.length !== 0) || document.problems.length !== 0 || diagnostics.length !== 0) return undefined;
  if (settings.directives !== undefined && directivesOf(document).length !== 0) return undefined;
  return { path, document, diagnostics: [], errorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0, fatalErrorCount: 0, config: settings.config, set: settings.set };
}

/** The report of a file, made in steps of LOCATED_PER_STEP diagnostics: a caller may pause between them. */
export function* reportSteps(path: string, document: JsonDocument, settings: FileSettings, diagnostics: readonly Diagnostic[], extra?: readonly TextProblem[]): Generator<void, FileReport, void> {
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
