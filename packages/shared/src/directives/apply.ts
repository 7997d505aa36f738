// What the directives of a file do to its diagnostics, with ESLint's semantics: a diagnostic is
// matched by where it starts; `disable`/`enable` act from the comment's place on (the latest one
// for a rule wins); `disable-line` covers the comment's line, `disable-next-line` the line after
// the comment ends. A directive that suppressed nothing is reported (--report-unused-disable-
// directives), with a fix that removes it, or the unused ids from its list; an id that names no
// rule is reported too.
import type { Severity } from '@cmdlint/core';
import type { LocatedDiagnostic } from '../lint-files.js';
import type { JsonDocument } from '../text/document.js';
import type { TextEdit } from '../text/edits.js';
import type { Position } from '../text/lines.js';
import type { Directive, DirectiveRule } from './parse.js';

export type UnusedDirectiveSeverity = 'off' | 'warn' | 'error';

/** The rule id of the problems of directives themselves: ESLint gives them none (null). */
export const DIRECTIVE_PROBLEM_RULE = '';

export interface SuppressedDiagnostic {
  readonly diagnostic: LocatedDiagnostic;
  /** The reason after ` -- ` of the directive that suppressed it. */
  readonly justification: string;
}

export interface DirectiveOutcome {
  /** The diagnostics left, with the problems of the directives, in text order. */
  readonly diagnostics: LocatedDiagnostic[];
  readonly suppressed: SuppressedDiagnostic[];
}

export interface ApplyOptions {
  readonly unused: UnusedDirectiveSeverity;
  /** Every rule id a directive may name. */
  readonly knownRules: ReadonlySet<string>;
  readonly didYouMean: (id: string) => string;
}

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character <= b.character);
}

/** One directive as the diagnostics meet it: its place, its lines, which ids were used. */
interface Placed {
  readonly directive: Directive;
  readonly start: Position;
  /** The line a line directive covers (-1 for block directives). */
  readonly line: number;
  /** Ids (or '' for every rule) that suppressed something, or, for enable, that ended a disable. */
  readonly used: Set<string>;
  /** The ids that name a rule (unknown ids are reported and ignored). */
  readonly rules: readonly DirectiveRule[];
  readonly all: boolean;
}

export function applyDirectives(document: JsonDocument, directives: readonly Directive[], located: readonly LocatedDiagnostic[], options: ApplyOptions): DirectiveOutcome {
  const problems: LocatedDiagnostic[] = [];
  const placed: Placed[] = [];
  for (const directive of directives) {
    const range = document.rangeAt(directive.comment.offset, directive.comment.end);
    if (directive.kind === 'disable-line' && range.start.line !== range.end.line) {
      problems.push(problem(document, directive.comment.offset, directive.comment.end, 'error', `A cmdlint-disable-line comment must not span multiple lines, so it was ignored: use cmdlint-disable-next-line above the line, or /* cmdlint-disable */ and /* cmdlint-enable */ around it.`));
      continue;
    }
    const rules: DirectiveRule[] = [];
    for (const rule of directive.rules) {
      if (options.knownRules.has(rule.id)) rules.push(rule);
      else problems.push(problem(document, rule.offset, rule.end, 'error', `Unknown rule "${excerpt(rule.id)}" in a cmdlint-${directive.kind} comment${options.didYouMean(rule.id)}: name a rule of cmdlint (the id at the end of each problem), or remove it.`));
    }
    // A list of unknown ids only disables nothing (it does not mean every rule).
    if (directive.rules.length > 0 && rules.length === 0) continue;
    const line = directive.kind === 'disable-line' ? range.start.line : directive.kind === 'disable-next-line' ? range.end.line + 1 : -1;
    placed.push({ directive, start: range.start, line, used: new Set(), rules, all: directive.rules.length === 0 });
  }
  const blocks = placed.filter((p) => p.line === -1);
  const lines = placed.filter((p) => p.line !== -1);

  const kept: LocatedDiagnostic[] = [];
  const suppressed: SuppressedDiagnostic[] = [];
  for (const diagnostic of located) {
    const responsible = diagnostic.fatal || diagnostic.ruleId === DIRECTIVE_PROBLEM_RULE ? undefined : responsibleFor(diagnostic, lines, blocks);
    if (responsible === undefined) {
      kept.push(diagnostic);
      continue;
    }
    responsible.placed.used.add(responsible.id);
    suppressed.push({ diagnostic, justification: responsible.placed.directive.justification });
  }
  markUsedEnables(blocks);
  if (options.unused !== 'off') {
    const severity: Severity = options.unused === 'warn' ? 'warning' : 'error';
    for (const p of placed) problems.push(...unusedProblems(document, p, severity));
  }
  const diagnostics = problems.length === 0 ? kept : [...kept, ...problems].sort((a, b) => a.offset - b.offset || a.end - b.end);
  return { diagnostics, suppressed };
}

function covers(p: Placed, ruleId: string): string | undefined {
  if (p.all) return '';
  return p.rules.some((rule) => rule.id === ruleId) ? ruleId : undefined;
}

/**
 * The directive (and the id in it) that suppresses a diagnostic, if any: the block directives
 * first, then the line ones, as ESLint applies them (a line directive inside a disabled block is
 * unused).
 */
function responsibleFor(diagnostic: LocatedDiagnostic, lines: readonly Placed[], blocks: readonly Placed[]): { placed: Placed; id: string } | undefined {
  const start = diagnostic.range.start;
  let found: { placed: Placed; id: string } | undefined;
  for (const p of blocks) {
    if (!before(p.start, start)) break;
    const id = covers(p, diagnostic.ruleId);
    if (id === undefined) continue;
    found = p.directive.kind === 'disable' ? { placed: p, id } : undefined;
  }
  if (found) return found;
  for (const p of lines) {
    if (p.line !== start.line) continue;
    const id = covers(p, diagnostic.ruleId);
    if (id !== undefined) return { placed: p, id };
  }
  return undefined;
}

/** An enable is used when it ends something disabled at its place (ESLint's "matching disable"). */
function markUsedEnables(blocks: readonly Placed[]): void {
  let allDisabled = false;
  const disabled = new Set<string>();
  /** Rules enabled again while every rule is disabled. */
  const exceptions = new Set<string>();
  for (const p of blocks) {
    if (p.directive.kind === 'disable') {
      if (p.all) {
        allDisabled = true;
        exceptions.clear();
      } else {
        for (const rule of p.rules) {
          disabled.add(rule.id);
          exceptions.delete(rule.id);
        }
      }
      continue;
    }
    if (p.all) {
      if (allDisabled || disabled.size > 0) p.used.add('');
      allDisabled = false;
      disabled.clear();
      exceptions.clear();
      continue;
    }
    for (const rule of p.rules) {
      if (disabled.has(rule.id) || (allDisabled && !exceptions.has(rule.id))) p.used.add(rule.id);
      disabled.delete(rule.id);
      if (allDisabled) exceptions.add(rule.id);
    }
  }
}

function excerpt(id: string): string {
  const points = Array.from(id);
  return points.length <= 60 ? id : `${points.slice(0, 60).join('')}…(${points.length} characters)`;
}

function quoted(rules: readonly DirectiveRule[]): string {
  return rules.map((rule) => `"${excerpt(rule.id)}"`).join(', ');
}

/** ESLint's reports of unused directives, each with the fix that removes what is unused. */
function unusedProblems(document: JsonDocument, p: Placed, severity: Severity): LocatedDiagnostic[] {
  const name = `cmdlint-${p.directive.kind}`;
  const enable = p.directive.kind === 'enable';
  const { comment } = p.directive;
  if (p.all) {
    if (p.used.size > 0) return [];
    const reason = enable ? 'no matching cmdlint-disable directives were found' : 'no problems were reported';
    return [problem(document, comment.offset, comment.end, severity, `Unused ${name} directive (${reason}); remove it.`, removeComment(document.text, comment.offset, comment.end))];
  }
  const unused = p.rules.filter((rule) => !p.used.has(rule.id));
  if (unused.length === 0) return [];
  const reasonFor = (rules: readonly DirectiveRule[]): string => (enable ? `no matching cmdlint-disable directives were found for ${quoted(rules)}` : `no problems were reported from ${quoted(rules)}`);
  // Every id unused (unknown ids aside, reported already): the whole comment goes.
  if (unused.length === p.rules.length && p.rules.length === p.directive.rules.length) {
    return [problem(document, comment.offset, comment.end, severity, `Unused ${name} directive (${reasonFor(unused)}); remove it.`, removeComment(document.text, comment.offset, comment.end))];
  }
  const all = p.directive.rules;
  return unused.map((rule) => problem(document, rule.offset, rule.end, severity, `Unused ${name} directive (${reasonFor([rule])}); remove "${excerpt(rule.id)}" from it.`, removeListItem(document.text, all, all.indexOf(rule))));
}

function problem(document: JsonDocument, offset: number, end: number, severity: Severity, message: string, fix?: TextEdit[]): LocatedDiagnostic {
  return { ruleId: DIRECTIVE_PROBLEM_RULE, severity, message, path: [], offset, end, range: document.rangeAt(offset, end), ...(fix ? { fix } : {}) };
}

function isBlank(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/**
 * Removes a comment and nothing else that matters: its whole line when it is alone on it, else
 * the spaces that only separated it from the code.
 */
export function removeComment(text: string, offset: number, end: number): TextEdit[] {
  let lineStart = offset;
  while (lineStart > 0 && isBlank(text.charCodeAt(lineStart - 1))) lineStart--;
  let lineEnd = end;
  while (lineEnd < text.length && isBlank(text.charCodeAt(lineEnd))) lineEnd++;
  const atLineStart = lineStart === 0 || text[lineStart - 1] === '\n' || text[lineStart - 1] === '\r';
  const atLineEnd = lineEnd === text.length || text[lineEnd] === '\n' || text[lineEnd] === '\r';
  if (atLineStart && atLineEnd) {
    // The line and its line break (the previous one at the end of a text without a last one).
    let after = lineEnd;
    if (text[after] === '\r') after++;
    if (text[after] === '\n') after++;
    if (after === lineEnd && lineStart > 0) {
      let beforeStart = lineStart - 1;
      if (text[beforeStart] === '\n' && text[beforeStart - 1] === '\r') beforeStart--;
      return [{ offset: beforeStart, length: lineEnd - beforeStart, newText: '' }];
    }
    return [{ offset: lineStart, length: after - lineStart, newText: '' }];
  }
  if (atLineEnd) return [{ offset: lineStart, length: end - lineStart, newText: '' }];
  if (atLineStart) return [{ offset, length: lineEnd - offset, newText: '' }];
  return [{ offset, length: end - offset, newText: '' }];
}

/** Removes one id of a directive's list with the comma that joined it to its neighbour. */
export function removeListItem(text: string, rules: readonly DirectiveRule[], index: number): TextEdit[] {
  const rule = rules[index]!;
  if (index > 0) {
    const previous = rules[index - 1]!;
    return [{ offset: previous.end, length: rule.end - previous.end, newText: '' }];
  }
  const next = rules[index + 1]!;
  return [{ offset: rule.offset, length: next.offset - rule.offset, newText: '' }];
}
