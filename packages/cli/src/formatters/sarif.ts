// SARIF 2.1.0 for code scanning: one run, a driver with every rule that fired, results with
// regions (1-based, UTF-16 columns, exclusive end column) and repository-relative URIs.
import { pathToFileURL } from 'node:url';
import type { Formatter } from '../results.js';
import { displayPath } from './paths.js';

const SRCROOT = '%SRCROOT%';

function uriOf(filePath: string, cwd: string): { uri: string; uriBaseId?: string } {
  const shown = displayPath(filePath, cwd);
  if (shown.startsWith('/') || /^[A-Za-z]:[\\/]/.test(shown)) return { uri: pathToFileURL(shown).href };
  return { uri: shown.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

export const sarif: Formatter = (results, context) => {
  const fired = new Set<string>();
  for (const result of results) for (const m of result.messages) fired.add(m.ruleId);
  const ids = [...fired].sort();
  const index = new Map(ids.map((id, i) => [id, i]));
  const rules = ids.map((id) => {
    const info = context.rules.get(id);
    return {
      id,
      shortDescription: { text: info?.description ?? id },
      ...(info ? { helpUri: info.docs } : {}),
      defaultConfiguration: { level: info?.severity === 'warning' ? 'warning' : 'error' },
      properties: { fixable: info?.fixable ?? false },
    };
  });
  const sarifResults = [];
  for (const result of results) {
    const location = uriOf(result.filePath, context.cwd);
    for (const m of result.messages) {
      sarifResults.push({
        ruleId: m.ruleId,
        ruleIndex: index.get(m.ruleId)!,
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
