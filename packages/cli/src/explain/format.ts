// The explanations as text (stylish), as JSON, or through the lint formatters (sarif, github).
// Everything that came from the input (names, messages, keys) is shown with its control
// characters escaped: an error body must not be able to drive the terminal.
import { escapeWorkflowCommands } from '@cmdlint/text';
import { ruleCatalog } from '@cmdlint/linter';
import { NO_BODY_REMEDY, type Explanation } from '@cmdlint/core/explain';
import { displayPath } from '../formatters/paths.js';
import { github } from '../formatters/github.js';
import { sarif } from '../formatters/sarif.js';
import type { LintMessage, LintResult } from '../results.js';
import type { ExplainFormat } from './args.js';

export interface LineRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

export interface Located {
  readonly explanation: Explanation;
  /** Where the leaf is in the sent file; undefined without a body or for a whole request. */
  readonly range: LineRange | undefined;
  /** The file the range is in (absolute), when the body was read from several. */
  readonly file?: string;
  readonly diagnosticRanges: readonly (LineRange | undefined)[];
  /** Per diagnostic: whether --fix would change the file (a fix the text can express). */
  readonly diagnosticFixable?: readonly boolean[];
}

export interface ExplainFormatContext {
  readonly cwd: string;
  readonly version: string;
  /** Absolute, or `<stdin>`. */
  readonly errorFile: string;
  readonly bodyFile: string | undefined;
}

// C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional overrides.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Text with every control character shown as an escape (`\n`, `\u001b`). */
function printable(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// What JSON.stringify leaves raw in strings (it escapes C0 itself): DEL, C1, separators, bidi.
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON with those characters escaped too: still valid JSON, and nothing that drives a terminal. */
function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const STATUS_WORDS: Readonly<Record<Explanation['status'], string>> = {
  explained: 'explained',
  gap: 'not caught by cmdlint',
  unplaced: 'does not fit the sent body',
  unknown: 'not explained',
};

function stylish(located: readonly Located[], context: ExplainFormatContext): string {
  const body = context.bodyFile === undefined ? undefined : printable(displayPath(context.bodyFile, context.cwd));
  let out = '';
  for (const { explanation: e, range, file, diagnosticRanges, diagnosticFixable } of located) {
    const shown = file === undefined ? body : printable(displayPath(file, context.cwd));
    const where = range && shown !== undefined ? `${shown}:${range.line}:${range.column}` : e.path === undefined ? e.code || 'error' : e.servicePath === '' ? '(root)' : printable(e.servicePath);
    const status = e.status === 'explained' ? '' : `  [${STATUS_WORDS[e.status]}]`;
    out += `${where}  ${printable(e.place)}${status}\n`;
    if (e.code !== '' || e.message !== '') {
      const at = e.path !== undefined && e.servicePath !== '' && range ? `  (${printable(e.servicePath)})` : '';
      out += `  service  ${printable([e.code, e.message].filter((s) => s !== '').join(': '))}${at}\n`;
    }
    if (e.diagnostics.length === 0 || e.path === undefined) out += `  means    ${printable(e.meaning)}\n`;
    e.diagnostics.forEach((d, i) => {
      const r = diagnosticRanges[i];
      // A diagnostic elsewhere than the leaf (above it, or under it) says where.
      const place = r && !(range && r.line === range.line && r.column === range.column) ? `${r.line}:${r.column}  ` : '';
      out += `  cmdlint  ${place}${d.severity}  ${d.ruleId}  ${printable(d.message)}\n`;
      if (d.fix && diagnosticFixable?.[i] === true) out += `           fixable: cmdlint --fix${shown === undefined ? '' : ` ${shown}`}\n`;
      for (const s of d.suggestions ?? []) out += `           suggestion: ${printable(s.message)}\n`;
    });
    if (body === undefined && e.path !== undefined && e.rules.length > 0) out += `  rules    ${e.rules.join(', ')}\n`;
    // Without a body, every leaf would say "give the body": said once, at the end.
    if (e.remedy !== undefined && !(body === undefined && e.remedy === NO_BODY_REMEDY)) out += `  ${e.status === 'gap' ? 'gap    ' : 'remedy '}  ${printable(e.remedy)}\n`;
    out += '\n';
  }
  const unread = located.find((l) => l.explanation.unread !== undefined)?.explanation.unread ?? 0;
  const read = located.filter((l) => l.explanation.unread === undefined);
  const explained = read.filter((l) => l.explanation.status === 'explained').length;
  const total = read.length;
  if (body === undefined && located.some((l) => l.explanation.remedy === NO_BODY_REMEDY)) out += 'Give the body that was sent (--body SENT.json) for file:line:col, the names and cmdlint\'s diagnostics.\n';
  out += explained === total ? `✔ ${total === 1 ? 'the error' : `all ${total} errors`} of the service explained\n` : `✖ ${total - explained} of ${total} error${total === 1 ? '' : 's'} of the service not explained\n`;  if (unread > 0) out += `✖ ${unread} more error${unread === 1 ? '' : 's'} of the service not read: cmdlint reads the first ${total}\n`;
  return out;
}

function json(located: readonly Located[], context: ExplainFormatContext): string {
  const file = context.bodyFile;
  return `${safeJson(
    located.map(({ explanation, range, file: at, diagnosticRanges }) => ({
      ...explanation,
      ...(range && (at ?? file) !== undefined ? { filePath: at ?? file, ...range } : {}),
      diagnostics: explanation.diagnostics.map((d, i) => ({ ...d, ...(diagnosticRanges[i] ?? {}) })),
    })),
  )}\n`;
}

/** One lint message per explanation, for the formatters of the lint (sarif, github). */
function asLintResults(located: readonly Located[], context: ExplainFormatContext): LintResult[] {
  const byFile = new Map<string, LintMessage[]>();
  for (const { explanation: e, range, file: at } of located) {
    const file = range && (at ?? context.bodyFile) !== undefined ? (at ?? context.bodyFile)! : context.errorFile;
    const first = e.diagnostics[0];
    const service = [e.code, e.message].filter((s) => s !== '').join(' ');
    const text = `${e.place}: the service answered ${service || 'an error'}${e.servicePath ? ` at ${e.servicePath}` : ''}. ${first ? first.message : e.meaning}${e.remedy && !first ? ` ${e.remedy}` : ''}`;
    const message: LintMessage = {
      ruleId: first?.ruleId ?? (e.code || 'service-error'),
      severity: 2,
      message: printable(text),
      line: range?.line ?? 1,
      column: range?.column ?? 1,
      endLine: range?.endLine ?? 1,
      endColumn: range?.endColumn ?? 1,
    };
    const list = byFile.get(file) ?? [];
    list.push(message);
    byFile.set(file, list);
  }
  return [...byFile].map(([filePath, messages]) => ({
    filePath,
    messages,
    suppressedMessages: [],
    errorCount: messages.length,
    fatalErrorCount: 0,
    warningCount: 0,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
    usedDeprecatedRules: [],
  }));
}

export function formatExplanations(format: ExplainFormat, located: readonly Located[], context: ExplainFormatContext): string {
  if (format === 'json') return json(located, context);
  // Only github may start a line with "::" (a workflow command in a GitHub log).
  if (format === 'stylish') return escapeWorkflowCommands(stylish(located, context));
  const results = asLintResults(located, context);
  const formatContext = { cwd: context.cwd, color: false, rules: ruleCatalog(), version: context.version };
  return format === 'sarif' ? sarif(results, formatContext) : github(results, formatContext);
}
