// The language server calls the same function the command line prints from: what the shared
// layer returns for a file is exactly what `cmdlint --format json` reports for it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '@cmdlint/linter';
import { ConfigResolver, discoverFiles, SourceReaders } from '@cmdlint/files';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { javascriptReader } from '@cmdlint/reader-js';
import { cli } from './helpers.js';

const ROOT = join(__dirname, '..', '..', '..');

describe('one code path for both surfaces', () => {
  it('lintFiles on the texts gives the CLI json output, message for message', async () => {
    const run = await cli(['examples', '-f', 'json'], { cwd: ROOT });
    const printed = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number; endLine: number; endColumn: number; message: string }[] }[];

    // What a language server does: the documents' texts, the configuration discovered for them.
    const configs = new ConfigResolver();
    const readSource = new SourceReaders([{ info: JAVASCRIPT_INFO, load: () => javascriptReader }]).read;
    const { files } = discoverFiles(['examples'], { cwd: ROOT, configs, readSource });
    const reports = lintFiles(
      files.map((f) => ({ path: f.path, text: readFileSync(f.path, 'utf8') })),
      { configFor: (path) => configs.forFile(path), readSource },
    );
    const served = reports.map((r) => ({
      filePath: r.path,
      messages: r.diagnostics.map((d) => ({ ruleId: d.ruleId, line: d.range.start.line + 1, column: d.range.start.character + 1, endLine: d.range.end.line + 1, endColumn: d.range.end.character + 1, message: d.message })),
    }));
    expect(served).toEqual(printed.map((p) => ({ filePath: p.filePath, messages: p.messages.map(({ ruleId, line, column, endLine, endColumn, message }) => ({ ruleId, line, column, endLine, endColumn, message })) })));
    expect(served.some((s) => s.messages.length > 0)).toBe(true);
  });
});
