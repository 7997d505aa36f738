// The plugin as a user runs it: the real `eslint` binaries (ESLint 9 and the current 10) as
// processes on a fixture bot repository (builder chains, TypeScript literals with `satisfies` and
// a type, a deploy script's request body, JSON command files, and files that only look like
// commands), with the configuration docs/eslint.md gives. Every problem is asserted by rule, line and
// column; every other file must stay silent; `eslint --fix` must change exactly the fixable literals.
import { execFile, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { rules } from '@cmdlint/core';

const run = promisify(execFile);
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = join(PACKAGE, 'test', 'fixtures');
const BOT = join(FIXTURES, 'bot');
/** The built CLI, to hold ESLint's texts to the ones cmdlint prints. */
const CLI = join(PACKAGE, '..', 'cli', 'bin', 'cmdlint.js');
const ESLINTS = [
  { name: 'ESLint 9', bin: join(PACKAGE, 'node_modules', 'eslint9', 'bin', 'eslint.js'), major: '9' },
  { name: 'ESLint 10', bin: join(PACKAGE, 'node_modules', 'eslint', 'bin', 'eslint.js'), major: '10' },
];

interface EslintMessage {
  readonly ruleId: string | null;
  readonly message: string;
  readonly messageId?: string;
  readonly severity: number;
  readonly line: number;
  readonly column: number;
  readonly fatal?: boolean;
  readonly fix?: unknown;
  readonly suggestions?: readonly unknown[];
}

async function eslint(bin: string, cwd: string, args: readonly string[]): Promise<{ stdout: string; code: number }> {
  try {
    const { stdout } = await run(process.execPath, [bin, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { stdout, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    if (failed.code !== 1) throw new Error(`eslint failed (${failed.code}): ${failed.stderr}`);
    return { stdout: failed.stdout ?? '', code: 1 };
  }
}

/** `file rule line:column severity [fix] [suggestions]` for every message, in ESLint's order. */
async function problems(bin: string, cwd: string): Promise<{ lines: string[]; files: string[] }> {
  const { stdout } = await eslint(bin, cwd, ['--format', 'json', '.']);
  const results = JSON.parse(stdout) as { filePath: string; messages: EslintMessage[] }[];
  const lines: string[] = [];
  for (const result of results) {
    const file = relative(cwd, result.filePath).split('\\').join('/');
    for (const m of result.messages) {
      lines.push(`${file} ${m.ruleId ?? 'FATAL'} ${m.line}:${m.column} ${m.severity === 2 ? 'error' : 'warn'}${m.fix ? ' fix' : ''}${m.suggestions ? ` suggestions:${m.suggestions.length}` : ''}`);
    }
  }
  return { lines, files: results.map((result) => relative(cwd, result.filePath).split('\\').join('/')).sort() };
}

const EXPECTED = [
  'commands/fun/roll.ts cmdlint/bounds-order 11:15 error',
  'commands/mod/ban.js cmdlint/name-lowercase 5:12 error suggestions:1',
  'commands/mod/ban.js cmdlint/required-before-optional 8:4 error',
  'data/bom.json cmdlint/default-member-permissions 1:88 error fix',
  'data/commands.json cmdlint/name-lowercase 3:13 error suggestions:1',
  'data/commands.json cmdlint/number-as-string 6:17 error fix',
  'data/duplicate.json cmdlint/duplicate-key 4:3 error',
  'deploy-commands.js cmdlint/unique-command-name 9:12 error',
  'deploy-commands.js cmdlint/deprecated-field 10:65 warn',
  'deploy-commands.js cmdlint/default-member-permissions 10:115 error fix',
  'deploy-commands.js cmdlint/unique-command-name 11:12 error',
];

/** Files with nothing wrong, or nothing that goes to the API: ESLint lints each, and each stays silent. */
const CLEAN = [
  'commands/info/user.ts',
  'commands/utility/ping.js',
  'config.json',
  'data/guild-commands.json',
  'deploy-guild.js',
  'eslint.config.mjs',
  'lib/shapes.js',
  'package.json',
  'tsconfig.json',
];

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path).map((inner) => `${entry}/${inner}`));
    else out.push(entry);
  }
  return out.sort();
}

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

describe.each(ESLINTS)('$name on the fixture bot', ({ bin, major }) => {
  it(`is ESLint ${major}`, async () => {
    const { stdout } = await eslint(bin, BOT, ['--version']);
    expect(stdout.trim()).toMatch(new RegExp(`^v${major}\\.`));
  });

  it('reports exactly the problems each file shows, at their places, and nothing on clean files', async () => {
    const { lines, files } = await problems(bin, BOT);
    expect(lines).toEqual(EXPECTED);
    for (const file of CLEAN) expect(files).toContain(file);
    const noisy = new Set(lines.map((line) => line.split(' ')[0]));
    for (const file of CLEAN) expect(noisy.has(file)).toBe(false);
  });

  it('gives each message its rule\'s id and data, which ESLint fills into the rule\'s template: the text cmdlint itself prints', async () => {
    const { stdout } = await eslint(bin, BOT, ['--format', 'json', 'data']);
    const eslintMessages = (JSON.parse(stdout) as { filePath: string; messages: EslintMessage[] }[]).flatMap((result) =>
      result.messages.filter((m) => m.ruleId !== 'cmdlint/duplicate-key').map((m) => ({ file: relative(BOT, result.filePath).split('\\').join('/'), ...m })));
    const cli = spawnSync(process.execPath, [CLI, '--format', 'json', ...new Set(eslintMessages.map((m) => m.file))], { cwd: BOT, encoding: 'utf8' });
    const cliMessages = (JSON.parse(cli.stdout) as { filePath: string; messages: EslintMessage[] }[]).flatMap((result) =>
      result.messages.map((m) => ({ file: relative(BOT, result.filePath).split('\\').join('/'), ...m })));
    const shown = (list: readonly (EslintMessage & { file: string })[]): string[] => list.map((m) => `${m.file} ${m.ruleId?.replace(/^cmdlint\//, '')} ${m.line}:${m.column} ${m.messageId} ${m.message}`).sort();
    expect(eslintMessages.length).toBeGreaterThanOrEqual(3);
    for (const m of eslintMessages) {
      const rule = rules.find((r) => `cmdlint/${r.meta.id}` === m.ruleId);
      expect(Object.keys(rule?.meta.messages ?? {}), `${m.ruleId}'s messages`).toContain(m.messageId);
    }
    expect(shown(eslintMessages)).toEqual(shown(cliMessages.filter((m) => m.ruleId !== 'duplicate-key')));
  });

  it('--fix rewrites only the fixable literals, and the rest of every file byte for byte', async () => {
    // A copy beside the original, so that its configuration's relative imports still resolve.
    const copy = join(FIXTURES, `fix-run-${major}-${process.pid}`);
    copies.push(copy);
    rmSync(copy, { recursive: true, force: true });
    cpSync(BOT, copy, { recursive: true });
    const { code } = await eslint(bin, copy, ['--fix', '.']);
    expect(code).toBe(1); // what has no fix remains
    const changed = filesUnder(BOT).filter((file) => readFileSync(join(BOT, file), 'utf8') !== readFileSync(join(copy, file), 'utf8'));
    expect(changed).toEqual(['data/bom.json', 'data/commands.json', 'deploy-commands.js']);
    // A file that starts with a byte order mark keeps it, and the fix lands where it should.
    const bom = readFileSync(join(BOT, 'data/bom.json'), 'utf8');
    expect(bom.startsWith('\uFEFF')).toBe(true);
    expect(readFileSync(join(copy, 'data/bom.json'), 'utf8')).toBe(bom.replace('"default_member_permissions": 8', '"default_member_permissions": "8"'));
    const json = readFileSync(join(BOT, 'data/commands.json'), 'utf8');
    expect(readFileSync(join(copy, 'data/commands.json'), 'utf8')).toBe(json.replace('"type": "3"', '"type": 3'));
    const deploy = readFileSync(join(BOT, 'deploy-commands.js'), 'utf8');
    expect(readFileSync(join(copy, 'deploy-commands.js'), 'utf8')).toBe(deploy.replace('default_member_permissions: 32', "default_member_permissions: '32'"));
    const { lines } = await problems(bin, copy);
    expect(lines).toEqual(EXPECTED.filter((line) => !line.endsWith(' fix')));
  });
});

// A bot whose commands are plain objects its own loader sends (the shape of SherRao/SherBot's
// commands/ping.js): judged only because cmdlint.config.json's set names the export
// (`"body": "/data"`), read by the plugin as by the command line. Written beside the fixture bot
// for the run, so that its configuration's relative import of the plugin resolves.
const PLAIN_PING = `module.exports = {
    data: {
        name: 'Ping',
        description: 'Pong!',
        type: '1',
    },
    execute: (interaction) => interaction.reply('Pong!'),
};
`;
const PLAIN_FILES: Record<string, string> = {
  'package.json': '{ "name": "plain-bot", "private": true, "type": "commonjs" }\n',
  'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['commands/*.js'], scope: 'global', body: '/data' }] }),
  'eslint.config.mjs': "import cmdlint from '../../../dist/index.js';\nexport default [cmdlint.configs.recommended];\n",
  'commands/ping.js': PLAIN_PING,
  'commands/echo.js': "module.exports = { data: { name: 'echo', description: 'Echoes' }, execute() {} };\n",
  'index.js': "const commands = require('fs').readdirSync('./commands').map((f) => require(`./commands/${f}`).data);\nmodule.exports = { commands };\n",
};

describe.each(ESLINTS)('$name on a bot of plain command objects named by a set', ({ bin, major }) => {
  const dir = join(FIXTURES, `plain-run-${major}-${process.pid}`);
  copies.push(dir);

  it('reports the exported objects at their literals, fixes them, and leaves the loader alone', async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(PLAIN_FILES)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    expect((await problems(bin, dir)).lines).toEqual(['commands/ping.js cmdlint/name-lowercase 3:15 error suggestions:1', 'commands/ping.js cmdlint/number-as-string 5:15 error fix']);
    await eslint(bin, dir, ['--fix', '.']);
    expect(readFileSync(join(dir, 'commands/ping.js'), 'utf8')).toBe(PLAIN_PING.replace("type: '1'", 'type: 1'));
    // Without the set's "body", the same objects are not judged (a loader may change them).
    writeFileSync(join(dir, 'cmdlint.config.json'), JSON.stringify({ sets: [{ files: ['commands/*.js'], scope: 'global' }] }));
    writeFileSync(join(dir, 'commands/ping.js'), PLAIN_PING);
    expect((await problems(bin, dir)).lines).toEqual([]);
  });
});
