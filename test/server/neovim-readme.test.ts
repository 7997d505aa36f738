// The language server README's Neovim snippet, as it is written there, in the Neovim installed
// here (Debian's 0.7.2; any later one through NVIM_BIN), started from a directory outside the
// project (issue 25.12): each file is rooted at its configuration's directory, else its
// repository, and is linted with its configuration. Skipped with a message only when nvim is
// absent outside CI.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { ROOT, SERVER_BIN } from './helpers.js';
import { hasNvim, inCI, runNeovim, neovimTests } from './neovim-run.js';

const cleanups = neovimTests('test/server/neovim-readme.test.ts');

/** The Lua block of the language server's README that follows the `<!-- example: neovim -->` marker. */
function readmeSnippet(): string {
  const readme = readFileSync(join(ROOT, 'packages', 'language-server', 'README.md'), 'utf8');
  const at = readme.indexOf('<!-- example: neovim -->');
  expect(at).toBeGreaterThan(-1);
  const start = readme.indexOf('\n', readme.indexOf('```lua', at)) + 1;
  const block = readme.slice(start, readme.indexOf('```', start));
  // Indented as a list item in the README.
  return block.replace(/^ {2}/gm, '');
}

function makeDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-nvim-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function write(path: string, text: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

interface Seen {
  nvim: string;
  cwd: string;
  error?: string;
  clients: number;
  files: { file: string; filetype: string; codes: string[]; roots: string[] }[];
}

// "type" as a string (number-as-string) everywhere; an upper-case name that one configuration allows.
const COMMAND = '{\n  "name": "Ping",\n  "description": "Pong",\n  "type": "1"\n}\n';

test.skipIf(!hasNvim && !inCI)("the README's Neovim snippet: rooted at each file's configuration or repository, not the working directory", async () => {
  expect(hasNvim, 'nvim must be installed in CI').toBe(true);
  const projects = makeDir();
  const bot = join(projects, 'bot');
  mkdirSync(join(bot, '.git'), { recursive: true });
  write(join(bot, 'cmdlint.config.json'), '{ "rules": { "name-lowercase": "off" } }\n');
  const ping = write(join(bot, 'commands', 'global', 'ping.json'), COMMAND);
  const pong = write(join(bot, 'commands', 'pong.json'), COMMAND.replace('Ping', 'Pong'));
  // A nested bot with a configuration of its own (the default rules).
  write(join(bot, 'admin', '.cmdlintrc.json'), '{}\n');
  const admin = write(join(bot, 'admin', 'commands', 'ban.json'), COMMAND.replace('Ping', 'Ban'));
  // A repository without a configuration: its root is the repository's; a worktree's .git is a file.
  const other = join(projects, 'other');
  write(join(other, '.git'), 'gitdir: /elsewhere/.git/worktrees/other\n');
  const kick = write(join(other, 'kick.json'), COMMAND.replace('Ping', 'Kick'));

  // The user's setup: the snippet as init.lua, cmdlint-language-server on PATH (as npm links it).
  const home = makeDir();
  const init = write(join(home, 'init.lua'), readmeSnippet());
  const bin = join(home, 'bin');
  write(join(bin, 'cmdlint-language-server'), `#!/bin/sh\nexec "${process.execPath}" "${SERVER_BIN}" "$@"\n`);
  chmodSync(join(bin, 'cmdlint-language-server'), 0o755);
  const elsewhere = makeDir(); // the working directory: outside every project
  const out = join(home, 'seen.json');

  const { code, stderr } = await runNeovim({ script: 'neovim-readme.lua', out, init, cwd: elsewhere, env: { PATH: `${bin}:${process.env.PATH ?? ''}`, CMDLINT_FILES: [ping, pong, admin, kick].join('\n') }, limitMs: 90_000 });
  const seen = JSON.parse(readFileSync(out, 'utf8')) as Seen;
  expect({ code, error: seen.error, stderr }).toEqual({ code: 0, error: undefined, stderr: '' });
  expect(seen.cwd).toBe(elsewhere);
  expect(seen.files.map(({ file, filetype, codes, roots }) => ({ file, filetype, codes, roots }))).toEqual([
    { file: ping, filetype: 'json', codes: ['number-as-string'], roots: [bot] }, // name-lowercase off in bot/cmdlint.config.json
    { file: pong, filetype: 'json', codes: ['number-as-string'], roots: [bot] },
    { file: admin, filetype: 'json', codes: ['name-lowercase', 'number-as-string'], roots: [join(bot, 'admin')] },
    { file: kick, filetype: 'json', codes: ['name-lowercase', 'number-as-string'], roots: [other] },
  ]);
  expect(seen.clients).toBe(3); // one per root: the two files of the bot share one
  console.info(`test/server/neovim-readme.test.ts: Neovim ${seen.nvim}`);
}, 120_000);
