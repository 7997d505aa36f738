// SARIF 2.1.0 for code scanning: one run, a driver with every rule that fired (described in full,
// with help in text and Markdown, as GitHub's validation asks), results with regions (1-based,
// UTF-16 columns, exclusive end column), repository-relative URIs, and the fix and suggestions
// as SARIF `fixes` (line and column regions, which reviewdog and code scanning read) when the
// run gave the results their text.
import { pathToFileURL } from 'node:url';
import type { FixDescription, Formatter, LintMessage } from '../results.js';
import { displayPath } from './paths.js';

const SRCROOT = '%SRCROOT%';

function uriOf(filePath: string, cwd: string): { uri: string; uriBaseId?: string } {
  const shown = displayPath(filePath, cwd);
  if (shown.startsWith('/') || /^[A-Za-z]:[\\/]/.test(shown)) return { uri: pathToFileURL(shown).href };
  return { uri: shown.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

/** The offset at which each line starts (\r\n, \n and \r end lines, as the results count them). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** 1-based line and UTF-16 column of an offset. */
function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

function sarifFix(description: string, fix: FixDescription, starts: readonly number[], artifactLocation: object) {
  const start = position(starts, fix.range[0]);
  const end = position(starts, fix.range[1]);
  return {
    description: { text: description },
    artifactChanges: [
      {
        artifactLocation,
        replacements: [{ deletedRegion: { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column }, insertedContent: { text: fix.text } }],
      },
    ],
  };
}

/** The automatic fix first (what --fix applies), then each suggestion. */
function fixesOf(m: LintMessage, starts: readonly number[], artifactLocation: object): object[] {
  const fixes = [];
  if (m.fix) fixes.push(sarifFix(`cmdlint --fix: ${m.message}`, m.fix, starts, artifactLocation));
  for (const suggestion of m.suggestions ?? []) fixes.push(sarifFix(suggestion.desc, suggestion.fix, starts, artifactLocation));
  return fixes;
}

/**
 * The problems of cmdlint-disable comments themselves (unused, naming no rule) have no rule id
 * (ESLint's null); SARIF wants one on every result (SARIF1010), so they get this one.
 */
const DIRECTIVE_RULE = {
  id: 'cmdlint-directive',
  description: 'A cmdlint-disable comment suppresses something and names only rules of cmdlint: remove an unused directive, or fix the id.',
  severity: 'warning',
  fixable: true,
  docs: 'https://github.com/cmdlint/cmdlint/blob/main/docs/cli.md#disabling-rules',
} as const;

const ruleIdOf = (m: LintMessage): string => (m.ruleId === '' ? DIRECTIVE_RULE.id : m.ruleId);

export const sarif: Formatter = (results, context) => {
  const fired = new Set<string>();
  for (const result of results) for (const m of result.messages) fired.add(ruleIdOf(m));
  const ids = [...fired].sort();
  const index = new Map(ids.map((id, i) => [id, i]));
  const rules = ids.map((id) => {
    const info = id === DIRECTIVE_RULE.id ? DIRECTIVE_RULE : context.rules.get(id);
    const description = info?.description ?? id;
    return {
      id,
      shortDescription: { text: description },
      fullDescription: { text: description },
      help: info
        ? { text: `${description} Documentation: ${info.docs}`, markdown: `${description}\n\n[${id}](${info.docs}): what triggers it, an example and the fix.` }
        : { text: description, markdown: description },
      ...(info ? { helpUri: info.docs } : {}),
      defaultConfiguration: { level: info?.severity === 'warning' ? 'warning' : 'error' },
      properties: { fixable: info?.fixable ?? false },
    };
  });
  const sarifResults = [];
  for (const result of results) {
    const location = uriOf(result.filePath, context.cwd);
    const lines = result.source === undefined ? undefined : lineStarts(result.source);
    for (const m of result.messages) {
      const fixes = lines === undefined ? [] : fixesOf(m, lines, location);
      sarifResults.push({
        ruleId: ruleIdOf(m),
        ruleIndex: index.get(ruleIdOf(m))!,
        level: m.severity === 2 ? 'error' : 'warning',
        message: { text: m.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: location,
              region: { startLine: m.line, startColumn: m.column, endLine: m.endLine, endColumn: m.endColumn },
            },
          },
        ],
        ...(fixes.length > 0 ? { fixes } : {}),
      });
    }
  }
  const cwdUri = pathToFileURL(context.cwd.endsWith('/') ? context.cwd : `${context.cwd}/`).href;
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'cmdlint',
            version: context.version,
            informationUri: 'https://github.com/cmdlint/cmdlint',
            rules,
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: cwdUri } },
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
};
