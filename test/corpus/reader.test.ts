// The reader of sources over the corpus of real bot files (test/corpus/third_party/source, judged by hand
// before the reader existed): on every file, the commands it defines are found, and the problems
// are exactly the hand-judged ones, at their line and column. A problem not in the verdict is a
// false positive; one of the verdict not found is a miss.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFiles } from '../../packages/linter/src/lint-files.js';
import { readSourceOf } from '../../packages/text/src/reader/contract.js';
import type { DiscordJsMajor } from '../../packages/readers/js/src/dialects.js';
import { JAVASCRIPT_INFO } from '../../packages/readers/js/src/info.js';
import { parseSourceDocument } from '../../packages/readers/js/src/read.js';

interface Entry {
  readonly file: string;
  readonly path?: string;
  readonly dialect: string;
  readonly commands: readonly { readonly name: string | null; readonly type: number; readonly line: number; readonly column: number; readonly optional?: boolean }[];
  readonly expected: readonly { readonly rule: string; readonly line: number; readonly column: number; readonly message_contains?: readonly string[] | string; readonly command?: string }[];
}

const CORPUS = join(import.meta.dirname, 'third_party', 'source');
const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as Entry[];

function majorOf(dialect: string): DiscordJsMajor {
  return dialect === 'djs13-data' ? 13 : dialect === 'djs14-data' ? 14 : undefined;
}

// Read under the file's path in its repository, not the corpus's flattened name: Sapphire names a
// command after its file.
function read(entry: Entry) {
  const text = readFileSync(join(CORPUS, entry.file));
  const readSource = readSourceOf([JAVASCRIPT_INFO], (path, input) => parseSourceDocument(input, entry.path ?? path, { discordJs: majorOf(entry.dialect) }));
  const [report] = lintFiles([{ path: entry.file, text }], { readSource });
  return report!;
}

/** The names of the commands a source document holds (its bodies: commands, or arrays of them). */
function namesOf(bodies: unknown): string[] {
  const names: string[] = [];
  for (const body of bodies as unknown[]) {
    for (const command of Array.isArray(body) ? body : [body]) {
      const name = (command as { name?: unknown } | null)?.name;
      if (typeof name === 'string') names.push(name);
    }
  }
  return names;
}

describe('the corpus of real bot sources', () => {
  it.each(manifest.map((entry) => [entry.file, entry] as const))('%s', (_, entry) => {
    const report = read(entry);
    const problems = report.diagnostics.map((d) => `${d.ruleId} ${d.range.start.line + 1}:${d.range.start.character + 1}`);
    // The problems of an optional command (a layout only some readers accept) are due only when it is found.
    const foundNames = new Set(namesOf(report.document.value));
    const due = entry.expected.filter((e) => {
      const command = entry.commands.find((c) => c.name === (e.command ?? (entry.commands.length === 1 ? entry.commands[0]!.name : undefined)));
      return !command?.optional || (command.name !== null && foundNames.has(command.name));
    });
    const expected = due.map((e) => `${e.rule} ${e.line}:${e.column}`);
    // Every command that must be found is found (by name where the file knows it).
    for (const command of entry.commands) if (!command.optional && command.name !== null) expect([...foundNames], `the command "${command.name}"`).toContain(command.name);
    const messages = report.diagnostics.map((d) => d.message);
    for (const e of due) for (const word of [e.message_contains ?? []].flat()) expect(messages.some((m) => m.includes(word)), `a message with ${word}`).toBe(true);
    expect(problems.filter((p) => !expected.includes(p)), 'false positives').toEqual([]);
    expect(expected.filter((p) => !problems.includes(p)), 'misses').toEqual([]);
  });
});
