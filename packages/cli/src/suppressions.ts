// Bulk suppressions, as ESLint 9.24's: a file (cmdlint-suppressions.json) that counts, per file
// (relative to the working directory, with "/") and per rule, the errors that are not reported.
// A file with more errors of a rule than its count reports all of them; counts that match nothing
// any more are "unused" and fail the run until pruned.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { LintResult, SuppressedMessage } from '@cmdlint/linter';
import { fileErrorText, readRegularFile } from './rare-shared.js';

/** file -> rule -> { count }. */
export type Suppressions = Record<string, Record<string, { count: number }>>;

export class SuppressionsError extends Error {}

/** The file's suppressions ({} when there is no file). */
export function loadSuppressions(path: string): Suppressions {
  if (!existsSync(path)) return {};
  let value: unknown;
  try {
    value = JSON.parse(readRegularFile(path).bytes.toString('utf8'));
  } catch (error) {
    throw new SuppressionsError(`Cannot read the suppressions file ${path}: ${error instanceof SyntaxError ? `it is not JSON (${error.message})` : fileErrorText(error)}; fix it, or delete it and run cmdlint --suppress-all again.`);
  }
  if (!isRecord(value)) throw new SuppressionsError(`The suppressions file ${path} must hold an object (file -> rule -> {"count": N}); fix it, or delete it and run cmdlint --suppress-all again.`);
  const suppressions: Suppressions = Object.create(null);
  for (const [file, rules] of Object.entries(value)) {
    if (!isRecord(rules)) throw new SuppressionsError(`The suppressions file ${path}: "${file}" must map rule ids to {"count": N}.`);
    const byRule: Record<string, { count: number }> = Object.create(null);
    for (const [rule, entry] of Object.entries(rules)) {
      const count = isRecord(entry) ? entry.count : undefined;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) throw new SuppressionsError(`The suppressions file ${path}: "${file}" → "${rule}" must be {"count": N} with N a whole number of at least 1.`);
      byRule[rule] = { count };
    }
    suppressions[file] = byRule;
  }
  return suppressions;
}

export function saveSuppressions(path: string, suppressions: Suppressions): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(sorted(suppressions), null, 2)}\n`);
}

/** Files and rules in order, so that the file's diff shows only what changed. */
function sorted(suppressions: Suppressions): Suppressions {
  const out: Suppressions = record();
  for (const file of Object.keys(suppressions).sort()) {
    const rules = suppressions[file]!;
    if (Object.keys(rules).length === 0) continue;
    const kept = (out[file] = record<{ count: number }>());
    for (const rule of Object.keys(rules).sort()) kept[rule] = { count: rules[rule]!.count };
  }
  return out;
}

/** A record without a prototype: a file or rule named "__proto__" is a key like any other. */
function record<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key of a result's file: relative to the working directory, with "/". */
function suppressionKey(filePath: string, cwd: string): string {
  return relative(cwd, filePath).split(sep).join('/');
}

/** Errors per rule of one result (warnings are never suppressed, as in ESLint). */
function errorsByRule(result: LintResult): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of result.messages) {
    if (message.severity === 2 && message.ruleId !== '' && !message.fatal) counts.set(message.ruleId, (counts.get(message.ruleId) ?? 0) + 1);
  }
  return counts;
}

/** `--suppress-all` (rules undefined) or `--suppress-rule`: each file's current errors become its counts. */
export function suppress(suppressions: Suppressions, results: readonly LintResult[], cwd: string, rules: readonly string[] | undefined): Suppressions {
  const next: Suppressions = Object.assign(record<Record<string, { count: number }>>(), suppressions);
  for (const result of results) {
    const key = suppressionKey(result.filePath, cwd);
    for (const [rule, count] of errorsByRule(result)) {
      if (rules && !rules.includes(rule)) continue;
      const byRule = Object.hasOwn(next, key) ? Object.assign(record<{ count: number }>(), next[key]) : record<{ count: number }>();
      byRule[rule] = { count };
      next[key] = byRule;
    }
  }
  return next;
}

export interface Applied {
  readonly results: LintResult[];
  /** Per result: the errors (and fixable errors) no longer reported. */
  readonly removed: readonly { readonly errors: number; readonly fixable: number }[];
  /** Counts of files in the results that are more than their errors. */
  readonly unused: Suppressions;
}

/** Moves the suppressed errors to `suppressedMessages`; says which counts went unused. */
export function applySuppressions(suppressions: Suppressions, results: readonly LintResult[], cwd: string): Applied {
  const unused: Suppressions = record();
  const removed: { errors: number; fixable: number }[] = [];
  const out = results.map((result) => {
    const key = suppressionKey(result.filePath, cwd);
    const entries = Object.hasOwn(suppressions, key) ? suppressions[key]! : undefined;
    if (!entries) {
      removed.push({ errors: 0, fixable: 0 });
      return result;
    }
    const counts = errorsByRule(result);
    const hidden = new Set<string>();
    for (const [rule, { count }] of Object.entries(entries)) {
      const found = counts.get(rule) ?? 0;
      if (found <= count) hidden.add(rule);
      if (found < count) {
        if (!Object.hasOwn(unused, key)) unused[key] = record();
        unused[key]![rule] = { count: count - found };
      }
    }
    let errors = 0;
    let fixable = 0;
    const kept = [];
    const suppressed: SuppressedMessage[] = [...result.suppressedMessages];
    for (const message of result.messages) {
      if (message.severity === 2 && hidden.has(message.ruleId) && !message.fatal) {
        errors++;
        if (message.fix) fixable++;
        suppressed.push({ ...message, suppressions: [{ kind: 'file', justification: '' }] });
      } else kept.push(message);
    }
    removed.push({ errors, fixable });
    if (errors === 0) return result;
    return { ...result, messages: kept, suppressedMessages: suppressed, errorCount: result.errorCount - errors, fixableErrorCount: result.fixableErrorCount - fixable };
  });
  return { results: out, removed, unused };
}

/** `--prune-suppressions`: counts lowered to what is found, entries that match nothing removed. */
export function prune(suppressions: Suppressions, unused: Suppressions): Suppressions {
  const next: Suppressions = record();
  for (const [file, rules] of Object.entries(suppressions)) {
    const kept = record<{ count: number }>();
    const unusedOfFile = Object.hasOwn(unused, file) ? unused[file]! : undefined;
    for (const [rule, { count }] of Object.entries(rules)) {
      const left = count - (unusedOfFile && Object.hasOwn(unusedOfFile, rule) ? unusedOfFile[rule]!.count : 0);
      if (left > 0) kept[rule] = { count: left };
    }
    if (Object.keys(kept).length > 0) next[file] = kept;
  }
  return next;
}
