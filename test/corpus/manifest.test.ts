// The source corpus keeps its word: test/corpus/third_party/bot-sources/manifest.json lists exactly the files that
// are there, its positions fall on the literals they name, and what the built cmdlint says about
// each hand-written body is exactly the file's `expected` list (rules and words). When the engine
// changes what it reports, this says which verdicts of the corpus to judge again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmdlint, ROOT } from '../cli/helpers.js';

const SOURCE = join(ROOT, 'test', 'corpus', 'third_party', 'bot-sources');

interface Position {
  readonly line: number;
  readonly column: number;
}
interface Entry {
  readonly file: string;
  readonly repo: string;
  readonly commit: string;
  readonly language: string;
  readonly dialect: string;
  readonly mutated?: { readonly from_file: string; readonly change: string };
  readonly commands: ReadonlyArray<Position & { readonly name: string | null; readonly type: number; readonly optional?: boolean }>;
  readonly unknowns: readonly string[];
  readonly expected: ReadonlyArray<Position & { readonly rule: string; readonly message_contains: readonly string[]; readonly command?: string }>;
  readonly body: string;
}

const manifest = JSON.parse(readFileSync(join(SOURCE, 'manifest.json'), 'utf8')) as Entry[];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(SOURCE, path).split('\\').join('/')];
  });
}

/** The source text from a 1-based line and UTF-16 column (lines end at \n, \r\n or \r, as in ESTree). */
function textAt(file: string, { line, column }: Position): string {
  const lines = readFileSync(join(SOURCE, file), 'utf8').split(/\r\n|\r|\n/);
  const text = lines[line - 1];
  if (text === undefined || column < 1 || column > text.length) throw new Error(`${file}:${line}:${column} is outside the file`);
  return text.slice(column - 1);
}

describe('test/corpus/third_party/bot-sources/manifest.json', () => {
  it('lists every source file once, each with a body, and nothing else', () => {
    const onDisk = filesUnder(SOURCE).filter((file) => !file.startsWith('bodies/') && file !== 'manifest.json' && file !== 'README.md');
    expect(manifest.map((entry) => entry.file).sort()).toEqual(onDisk.sort());
    expect(manifest.map((entry) => entry.body).sort()).toEqual(filesUnder(join(SOURCE, 'bodies')).sort());
    expect(new Set(manifest.map((entry) => entry.repo)).size).toBeGreaterThanOrEqual(25);
    for (const entry of manifest) {
      expect(entry.commit, entry.file).toMatch(/^[0-9a-f]{40}$/);
      if (entry.mutated) expect(entry.file, entry.file).toMatch(/\.mutated\.[a-z]+$/);
    }
  });

  it('points each command at its name and each problem at a literal or call of the source', () => {
    for (const entry of manifest) {
      for (const command of entry.commands) {
        const text = textAt(entry.file, command);
        if (command.name !== null) expect(text, `${entry.file}: ${command.name}`).toMatch(new RegExp(`^["'\`]${command.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`]`));
        else expect(text, `${entry.file}:${command.line}`).toMatch(/^[\w.]/);
      }
      for (const problem of entry.expected) expect(textAt(entry.file, problem), `${entry.file}: ${problem.rule}`).toMatch(/^["'`\w{[]/);
      const bodies = JSON.parse(readFileSync(join(SOURCE, entry.body), 'utf8')) as unknown[];
      expect(bodies.length, entry.file).toBe(entry.commands.length);
    }
  });

  it("is what the built cmdlint says about every body, exactly", () => {
    const result = cmdlint(['--no-config-lookup', '--format', 'json', ...manifest.map((entry) => join(SOURCE, entry.body))], { cwd: ROOT });
    expect(result.stderr).toBe('');
    const reports = JSON.parse(result.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; message: string }> }>;
    expect(reports).toHaveLength(manifest.length);
    for (const entry of manifest) {
      const report = reports.find((r) => r.filePath === join(SOURCE, entry.body));
      const said = (report?.messages ?? []).map((m) => m.ruleId).sort();
      expect(said, entry.file).toEqual(entry.expected.map((problem) => problem.rule).sort());
      for (const problem of entry.expected) {
        const words = (report?.messages ?? []).filter((m) => m.ruleId === problem.rule).map((m) => m.message);
        expect(words.some((message) => problem.message_contains.every((word) => message.includes(word))), `${entry.file}: ${problem.rule} ${problem.message_contains.join(' | ')}`).toBe(true);
      }
    }
    expect(result.code).toBe(1);
  });
});
