import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigResolver } from '../src/config-files.js';
import { discoverFiles, discoverSetFiles, type DiscoveredFile } from '../src/discover.js';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-discover-'));
const COMMAND = '{"name": "ping", "description": "Pong"}';

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeAll(() => {
  write('cmdlint.config.json', '{ "sets": [{ "files": ["commands/global/*.json"] }], "ignores": ["fixtures", "**/*.skip.json"] }');
  write('package.json', '{"name": "x", "description": "y", "type": "module"}');
  write('tsconfig.json', '{"compilerOptions": {}}');
  write('commands/global/a.json', COMMAND);
  write('commands/global/empty.json', '[]'); // in a set: taken although it does not look like commands
  write('commands/guild/b.jsonc', '// guild\n[{"name": "b", "type": 2}]');
  write('commands/guild/broken.json', '{"name": "x", "description": "y",,}');
  write('commands/guild/notes.json', '{"title": "not a command"}');
  write('commands/guild/c.skip.json', COMMAND);
  write('commands/readme.md', '# not json');
  write('.gitignore', 'generated/\n*.tmp.json\n');
  write('generated/g.json', COMMAND);
  write('commands/guild/x.tmp.json', COMMAND);
  write('fixtures/f.json', COMMAND);
  write('node_modules/pkg/cmd.json', COMMAND);
  write('.git/cmd.json', COMMAND);
  mkdirSync(join(root, 'loop'));
  write('loop/l.json', COMMAND);
  symlinkSync(join(root, 'loop'), join(root, 'loop', 'again'));
  symlinkSync(join(root, 'commands', 'global', 'a.json'), join(root, 'loop', 'link.json'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const options = () => ({ cwd: root, configs: new ConfigResolver() });
const names = (files: { path: string }[]): string[] => files.map((f) => relative(root, f.path));

describe('discoverFiles', () => {
  it('expands a directory to the files that look like commands (or are in a set)', () => {
    const { files, problems } = discoverFiles(['.'], options());
    expect(names(files)).toEqual(['commands/global/a.json', 'commands/global/empty.json', 'commands/guild/b.jsonc', 'commands/guild/broken.json', 'loop/l.json']);
    expect(problems).toEqual([]);
  });

  it('expands globs the same way', () => {
    expect(names(discoverFiles(['commands/**/*.json'], options()).files)).toEqual(['commands/global/a.json', 'commands/global/empty.json', 'commands/guild/broken.json']);
    expect(names(discoverFiles(['commands/*'], options()).files)).toEqual(['commands/global/a.json', 'commands/global/empty.json', 'commands/guild/b.jsonc', 'commands/guild/broken.json']);
  });

  it('skips what .gitignore ignores, unless named', () => {
    expect(names(discoverFiles(['generated'], options()).files)).toEqual(['generated/g.json']);
    expect(names(discoverFiles(['commands/guild/x.tmp.json'], options()).files)).toEqual(['commands/guild/x.tmp.json']);
  });

  it('reads a nested .gitignore relative to its own directory, anchored or not', () => {
    write('nested/.gitignore', '/local.json\ndeep/*.json\n!keep.json\n');
    for (const file of ['nested/local.json', 'nested/x/local.json', 'nested/deep/d.json', 'nested/x/deep/d.json', 'nested/deep/keep.json']) write(file, COMMAND);
    try {
      expect(names(discoverFiles(['nested'], options()).files)).toEqual(['nested/deep/keep.json', 'nested/x/local.json', 'nested/x/deep/d.json']);
    } finally {
      rmSync(join(root, 'nested'), { recursive: true, force: true });
    }
  });

  it('always takes a file named on the command line, once', () => {
    const { files } = discoverFiles(['package.json', 'fixtures/f.json', './package.json'], options());
    expect(names(files)).toEqual(['package.json', 'fixtures/f.json']);
  });

  it('reports what matches nothing, unless told not to', () => {
    const { problems } = discoverFiles(['missing.json', 'nothing/*.json', 'fixtures'], options());
    expect(problems.map((p) => p.message)).toEqual([
      'No such file or directory: missing.json',
      'No files matching the pattern "nothing/*.json" were found.',
      'No command files found in fixtures (.json or .jsonc files that look like commands; JavaScript or TypeScript modules that define them: a builder chain, a request to the command routes, an object typed as a command; Python modules with commands of discord.py, py-cord, nextcord, disnake, interactions.py or hikari-lightbulb).',
    ]);
    expect(discoverFiles(['missing.json', 'nothing/*.json'], { ...options(), errorOnUnmatchedPattern: false }).problems).toEqual([]);
  });

  it('hands each file to onFile as it is found, in the same order, and keeps none', () => {
    const handed: DiscoveredFile[] = [];
    const { files, problems } = discoverFiles(['.', 'package.json'], { ...options(), onFile: (file) => handed.push(file) });
    expect(files).toEqual([]);
    expect(problems).toEqual([]);
    expect(names(handed)).toEqual([...names(discoverFiles(['.'], options()).files), 'package.json']);
    // What discovery parsed to decide comes along; a set's file and a named file are not read yet.
    expect(handed.filter((f) => f.document !== undefined).map((f) => relative(root, f.path))).toEqual(['commands/guild/b.jsonc', 'commands/guild/broken.json', 'loop/l.json']);
    // "Nothing found" still counts the files handed over.
    expect(discoverFiles(['fixtures'], { ...options(), onFile: () => undefined }).problems).toHaveLength(1);
    expect(discoverFiles(['commands'], { ...options(), onFile: () => undefined }).problems).toEqual([]);
  });

  it('reads the same documents for a reader as for a writer; only a writer learns who each file was', () => {
    const read = (forWriting: boolean | undefined): DiscoveredFile[] => {
      const handed: DiscoveredFile[] = [];
      discoverFiles(['.'], { ...options(), onFile: (file) => handed.push(file), ...(forWriting === undefined ? {} : { forWriting }) });
      return handed.filter((file) => file.document !== undefined);
    };
    const writer = read(true);
    const reader = read(false);
    expect(writer.length).toBeGreaterThan(0);
    expect(reader.map((f) => [f.path, f.document!.text, f.document!.value, f.document!.problems])).toEqual(writer.map((f) => [f.path, f.document!.text, f.document!.value, f.document!.problems]));
    expect(writer.every((f) => f.document!.source !== undefined)).toBe(true);
    expect(read(undefined).every((f) => f.document!.source !== undefined)).toBe(true); // safe by default
    expect(reader.every((f) => f.document!.source === undefined)).toBe(true); // never written back
  });

  it('reports an unreadable file and goes on', () => {
    if (process.getuid?.() === 0) return; // root reads everything
    write('locked/x.json', COMMAND);
    chmodSync(join(root, 'locked', 'x.json'), 0);
    const { problems } = discoverFiles(['locked'], options());
    expect(problems[0]!.message).toMatch(/Cannot read .*x.json: permission denied/);
  });
});

describe('discoverSetFiles', () => {
  it("lists the files of the configuration's sets", () => {
    const config = new ConfigResolver().forDirectory(root)!;
    expect(names(discoverSetFiles(config, options()).files)).toEqual(['commands/global/a.json', 'commands/global/empty.json']);
    const handed: DiscoveredFile[] = [];
    expect(discoverSetFiles(config, { ...options(), onFile: (file) => handed.push(file) }).files).toEqual([]);
    expect(names(handed)).toEqual(['commands/global/a.json', 'commands/global/empty.json']);
  });
});
