// What the directives of a file do to its diagnostics, with ESLint's semantics: a diagnostic is
// matched by where it starts; `disable`/`enable` act from the comment's place on (the latest one
// for a rule wins); `disable-line` covers the comment's line, `disable-next-line` the line after
// the comment ends. A directive that suppressed nothing is reported (--report-unused-disable-
// directives), with a fix that removes it, or the unused ids from its list; an id that names no
// rule is reported too.
import type { Severity } from '@cmdlint/core';
import type { LocatedDiagnostic } from '../lint/located.js';
import type { JsonDocument } from '@cmdlint/text';
import type { TextEdit } from '@cmdlint/text';
import type { Position } from '@cmdlint/text';
import type { Directive, DirectiveRule } from './parse.js';

export type UnusedDirectiveSeverity = 'off' | 'warn' | 'error';

/** The rule id of the problems of directives themselves: ESLint gives them none (null). */
const DIRECTIVE_PROBLEM_RULE = '';

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

/** Distinct unknown ids of a file that get a "did you mean" (a hostile file may hold a million). */
const MAX_GUESSES = 100;

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
  readonly ids: ReadonlySet<string>;
  readonly all: boolean;
}

export function applyDirectives(document: JsonDocument, directives: readonly Directive[], located: readonly LocatedDiagnostic[], options: ApplyOptions): DirectiveOutcome {
  const problems: LocatedDiagnostic[] = [];
  const placed: Placed[] = [];
  // "Did you mean" compares an id with every rule: asked once per distinct id, for the first few.
  const guesses = new Map<string, string>();
  const guess = (id: string): string => {
    let found = guesses.get(id);
    if (found === undefined) {
      found = guesses.size < MAX_GUESSES ? options.didYouMean(id) : '';
      guesses.set(id, found);
    }
    return found;
  };
  for (const directive of directives) {
    const range = document.rangeAt(directive.comment.offset, directive.comment.end);
    if (directive.kind === 'disable-line' && range.start.line !== range.end.line) {
      problems.push(problem(document, directive.comment.offset, directive.comment.end, 'error', `A cmdlint-disable-line comment must not span multiple lines, so it was ignored: use cmdlint-disable-next-line above the line, or /* cmdlint-disable */ and /* cmdlint-enable */ around it.`));
      continue;
    }
    const rules: DirectiveRule[] = [];
    for (const rule of directive.rules) {
      if (options.knownRules.has(rule.id)) rules.push(rule);
      else problems.push(problem(document, rule.offset, rule.end, 'error', `Unknown rule "${excerpt(rule.id)}" in a cmdlint-${directive.kind} comment${guess(rule.id)}: name a rule of cmdlint (the id at the end of each problem), or remove it.`));
    }
    // A list of unknown ids only disables nothing (it does not mean every rule).
    if (directive.rules.length > 0 && rules.length === 0) continue;
    const line = directive.kind === 'disable-line' ? range.start.line : directive.kind === 'disable-next-line' ? range.end.line + 1 : -1;
    placed.push({ directive, start: range.start, line, used: new Set(), rules, ids: new Set(rules.map((rule) => rule.id)), all: directive.rules.length === 0 });
  }
  const blocks = placed.filter((p) => p.line === -1);
  const byLine = new Map<number, Placed[]>();
  for (const p of placed) {
    if (p.line === -1) continue;
    const list = byLine.get(p.line);
    if (list) list.push(p);
    else byLine.set(p.line, [p]);
  }

  const kept: LocatedDiagnostic[] = [];
  const suppressed: SuppressedDiagnostic[] = [];
  const sweep = new BlockSweep(blocks);
  // The diagnostics come in text order: one sweep over the block directives serves them all.
  for (const diagnostic of located) {
    if (diagnostic.fatal || diagnostic.ruleId === DIRECTIVE_PROBLEM_RULE) {
      kept.push(diagnostic);
      continue;
    }
    const responsible = sweep.at(diagnostic.range.start, diagnostic.ruleId) ?? lineDirectiveFor(byLine.get(diagnostic.range.start.line), diagnostic.ruleId);
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

interface Responsible {
  readonly placed: Placed;
  /** The id that matched ('' for a directive of every rule). */
  readonly id: string;
}

/**
 * The state of the block directives at a place, moved forward in text order (ESLint's state
 * machine): the directive disabling every rule, the rules enabled again under it, and the
 * directives disabling single rules. The block directives apply before the line ones, as in
 * ESLint, so a line directive inside a disabled block is unused.
 */
class BlockSweep {
  private next = 0;
  private all: Placed | undefined;
  private readonly enabled = new Set<string>();
  private readonly disabled = new Map<string, Placed>();

  constructor(private readonly blocks: readonly Placed[]) {}

  at(position: Position, ruleId: string): Responsible | undefined {
    while (this.next < this.blocks.length && before(this.blocks[this.next]!.start, position)) this.apply(this.blocks[this.next++]!);
    const single = this.disabled.get(ruleId);
    if (single) return { placed: single, id: ruleId };
    if (this.all && !this.enabled.has(ruleId)) return { placed: this.all, id: '' };
    return undefined;
  }

  private apply(p: Placed): void {
    if (p.directive.kind === 'disable') {
      if (p.all) {
        this.all = p;
        this.disabled.clear();
        this.enabled.clear();
      } else {
        for (const rule of p.rules) {
          this.enabled.delete(rule.id);
          this.disabled.set(rule.id, p);
        }
      }
    } else if (p.all) {
      this.all = undefined;
      this.disabled.clear();
      this.enabled.clear();
    } else {
      for (const rule of p.rules) {
        if (this.all) this.enabled.add(rule.id);
        this.disabled.delete(rule.id);
      }
    }
  }
}

function lineDirectiveFor(directives: readonly Placed[] | undefined, ruleId: string): Responsible | undefined {
  if (!directives) return undefined;
  for (const p of directives) {
    if (p.all) return { placed: p, id: '' };
    if (p.ids.has(ruleId)) return { placed: p, id: ruleId };
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

/** An id as quoted in a message: its first 60 code points and its length (a hostile one may be a megabyte). */
function excerpt(id: string): string {
  if (id.length <= 60) return id;
  let points = 0;
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    if (code < 0xdc00 || code > 0xdfff) points++;
  }
  return points <= 60 ? id : `${Array.from(id.slice(0, 120)).slice(0, 60).join('')}…(${points} characters)`;
}

/** The ids of a message: the first few, then how many more (a list may be as long as its file). */
function quoted(rules: readonly DirectiveRule[]): string {
  const shown = rules.slice(0, 5).map((rule) => `"${excerpt(rule.id)}"`).join(', ');
  return rules.length > 5 ? `${shown} and ${rules.length - 5} more` : shown;
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
  const indexOf = new Map(all.map((rule, i) => [rule, i]));
  return unused.map((rule) => problem(document, rule.offset, rule.end, severity, `Unused ${name} directive (${reasonFor([rule])}); remove "${excerpt(rule.id)}" from it.`, removeListItem(document.text, all, indexOf.get(rule)!)));
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
function removeComment(text: string, offset: number, end: number): TextEdit[] {
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
function removeListItem(text: string, rules: readonly DirectiveRule[], index: number): TextEdit[] {
  const rule = rules[index]!;
  if (index > 0) {
    const previous = rules[index - 1]!;
    return [{ offset: previous.end, length: rule.end - previous.end, newText: '' }];
  }
  const next = rules[index + 1]!;
  return [{ offset: rule.offset, length: next.offset - rule.offset, newText: '' }];
}
