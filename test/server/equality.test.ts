// The server and the command line never disagree: for every example file (and a project of
// harder cases: sets across files, CRLF, comments, surrogate pairs, broken JSON, permissions),
// the diagnostics the built server publishes equal what `cmdlint --format json` prints: the same
// rule ids, messages, severities and ranges.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { fileUri, overProcess, type Diagnostic } from '../../packages/language-server/test/client.js';
import { tempProject } from '../../packages/language-server/test/helpers.js';
import { CLI_BIN, ensureServerBuilt, exited, ROOT, SERVER_BIN, spawnServer } from './helpers.js';

beforeAll(() => ensureServerBuilt(), 300_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

interface CliMessage {
  ruleId: string;
  severity: 1 | 2;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** A published diagnostic in the command line's json shape (1-based, exclusive end column). */
function asCli(d: Diagnostic): CliMessage {
  return {
    ruleId: String(d.code),
    severity: d.severity === 1 ? 2 : 1,
    message: d.message,
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    endLine: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
  };
}

function jsonFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...jsonFiles(path));
    else if (/\.(?:jsonc?|[mc]?[jt]sx?)$/.test(entry.name)) files.push(path);
  }
  return files.sort();
}

function languageOf(file: string): string {
  if (file.endsWith('.jsonc')) return 'jsonc';
  if (file.endsWith('.json')) return 'json';
  return /\.[mc]?tsx?$/.test(file) ? 'typescript' : 'javascript';
}

/** Opens every JSON and source file of `dir` in the built server and compares with `cmdlint <dir> --format json`. */
async function expectSameAsCli(dir: string): Promise<number> {
  const cli = spawnSync(process.execPath, [CLI_BIN, '.', '--format', 'json'], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(cli.stderr).toBe('');
  const results = JSON.parse(cli.stdout) as { filePath: string; messages: (CliMessage & Record<string, unknown>)[] }[];
  const expected = new Map(results.map((r) => [r.filePath, r.messages.map(({ ruleId, severity, message, line, column, endLine, endColumn }) => ({ ruleId, severity, message, line, column, endLine, endColumn }))]));

  const child = spawnServer(SERVER_BIN, ['--stdio']);
  const client = overProcess(child, 'stdio');
  cleanups.push(() => child.kill());
  // Sources too: the command line reads them, and the server does with the setting on.
  client.settings = { ...client.settings, sources: 'on' };
  await client.initialize({ rootPath: dir });
  const files = jsonFiles(dir);
  for (const file of files) {
    // As an editor holds it: VS Code and Neovim keep no BOM in the text.
    const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    await client.open(fileUri(file), text, languageOf(file));
  }
  for (const [file, messages] of expected) {
    const published = await client.diagnostics(fileUri(file));
    expect({ file: relative(dir, file), messages: published.diagnostics.map(asCli) }).toEqual({ file: relative(dir, file), messages });
  }
  // The files the command line skips (configuration, not commands) get nothing from the server.
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (const file of files) {
    if (expected.has(file)) continue;
    expect({ file: relative(dir, file), published: client.last(fileUri(file))?.diagnostics ?? [] }).toEqual({ file: relative(dir, file), published: [] });
  }
  await client.shutdown();
  await client.connection.sendNotification('exit');
  expect(await exited(child)).toBe(0);
  client.dispose();
  return [...expected.values()].reduce((sum, messages) => sum + messages.length, 0);
}

test('every example file: the server publishes what cmdlint --format json prints', async () => {
  const count = await expectSameAsCli(join(ROOT, 'examples'));
  expect(count).toBeGreaterThan(0);
});

test('harder cases: sets across files, CRLF, JSONC, surrogate pairs, broken JSON, permissions', async () => {
  const project = tempProject({
    'cmdlint.config.json': JSON.stringify({
      rules: { 'localization-equals-default': 'warn' },
      sets: [
        { files: ['global/*.json', 'global/*.jsonc'], scope: 'global' },
        { files: ['guild/*.json'], scope: 'guild', guildId: '613425648685547541' },
      ],
    }),
    // CRLF line ends, and a name shared with b.jsonc.
    'global/a.json': '{\r\n  "name": "Poll",\r\n  "type": "1",\r\n  "description": "Start a poll"\r\n}\r\n',
    'global/b.jsonc': '// the same name again\n{\n  "name": "Poll", /* uppercase */\n  "description": "Another poll",\n  "dm_permission": false,\n}\n',
    // Characters outside the BMP before the problems on the same line (UTF-16 columns).
    'global/emoji.json': '{ "name": "party", "description": "🎉🎉 celebrate 🎉", "options": [{ "type": 3, "name": "🎉Bad", "description": "x", "min_value": 1 }] }\n',
    'global/broken.json': '{\n  "name": "ping",\n  "description": "Pong",\n  "options": [\n}\n',
    'guild/perms.json': '{ "permissions": [{ "id": "613425648685547541", "type": 1, "permission": "yes" }, { "id": "1", "type": 9, "permission": true }] }\n',
    'guild/admin.json': '{ "name": "admin", "description": "Admin", "contexts": [1], "nsfw": "no", "name_localizations": { "de": "admin", "xx": "y" } }\n',
    'loose/bulk.json': JSON.stringify([{ name: 'a', description: 'A' }, { name: 'a', description: 'B', type: 1, options: [{ type: 1, name: 's', description: 's', options: [{ type: 2, name: 'g', description: 'g' }] }] }], null, 2),
    'loose/not-commands.json': '{ "version": 1 }\n',
  });
  cleanups.push(() => project.cleanup());
  const count = await expectSameAsCli(project.dir);
  expect(count).toBeGreaterThan(10);
});
