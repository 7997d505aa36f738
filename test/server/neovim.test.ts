// A real editor that no one here wrote: headless Neovim's built-in LSP client starts the built
// server, opens a file with mistakes, reads the diagnostics, hovers, edits and applies fix all
// (test/server/neovim.lua). Skipped with a message only when nvim is absent outside CI; in CI
// (CI=true) a missing nvim fails.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { BAN_JS, PING_TS, POLL, tempProject } from '../../packages/language-server/test/helpers.js';
import { SERVER_BIN } from './helpers.js';
import { hasNvim, inCI, runNeovim, neovimTests } from './neovim-run.js';

const cleanups = neovimTests('test/server/neovim.test.ts');

interface SeenDiagnostic {
  line: number;
  character: number;
  endLine: number;
  endCharacter: number;
  code: string;
  source: string;
  severity: number;
  message: string;
}

interface Seen {
  nvim: string;
  steps: string[];
  error?: string;
  opened: SeenDiagnostic[];
  hover?: string;
  edited: SeenDiagnostic[];
  fixAllTitle?: string;
  fixed: SeenDiagnostic[];
  text: string;
}

const SERVER_ENV = { CMDLINT_SERVER: SERVER_BIN, CMDLINT_NODE: process.execPath };

const sorted = (list: SeenDiagnostic[]) => [...list].sort((a, b) => a.line - b.line || a.character - b.character);
const brief = (list: SeenDiagnostic[]) => sorted(list).map((d) => [d.code, d.line, d.character, d.endLine, d.endCharacter]);

test.skipIf(!hasNvim && !inCI)('Neovim\'s own LSP client: diagnostics on open, hover, an edit, fix all', async () => {
  expect(hasNvim, 'nvim must be installed in CI: .ci/run installs the Debian package neovim').toBe(true);
  const project = tempProject({ 'poll.json': POLL });
  cleanups.push(() => project.cleanup());
  const out = project.path('seen.json');
  const { code, stderr } = await runNeovim({ script: 'neovim.lua', out, env: { ...SERVER_ENV, CMDLINT_FILE: project.path('poll.json') }, limitMs: 60_000 });
  const seen = JSON.parse(readFileSync(out, 'utf8')) as Seen;
  expect({ code, error: seen.error, stderr }).toEqual({ code: 0, error: undefined, stderr: '' });
  expect(seen.steps).toEqual(['opened', 'hover', 'edited', 'fixed']);

  // What Neovim shows is what the command line prints (0-based here), source and code included.
  expect(brief(seen.opened)).toEqual([
    ['number-as-string', 2, 10, 2, 13],
    ['locale-key', 4, 42, 4, 63],
    ['name-lowercase', 6, 25, 6, 35],
    ['required-before-optional', 7, 4, 7, 87],
    ['default-member-permissions', 9, 32, 9, 36],
  ]);
  expect(sorted(seen.opened)[0]).toEqual({
    line: 2,
    character: 10,
    endLine: 2,
    endCharacter: 13,
    code: 'number-as-string',
    source: 'cmdlint',
    severity: 1,
    message: 'Command /poll: "type" is the string "1"; the service wants a number: use 1 without quotes.',
  });
  expect(seen.hover?.split('\n')[0]).toBe('**command /poll**: 63 / 8 000 characters');

  // After the hand edit of line 3, that diagnostic is gone and the others stay where they were.
  expect(brief(seen.edited)).toEqual([
    ['locale-key', 4, 42, 4, 63],
    ['name-lowercase', 6, 25, 6, 35],
    ['required-before-optional', 7, 4, 7, 87],
    ['default-member-permissions', 9, 32, 9, 36],
  ]);

  // Fix all leaves only the rename, which is a suggestion, never automatic.
  expect(seen.fixAllTitle).toBe('Fix all cmdlint problems');
  expect(brief(seen.fixed)).toEqual([['name-lowercase', 7, 25, 7, 35]]);
  expect(seen.text).toBe(`{
  "name": "poll",
  "type": 1,
  "description": "Start a poll",
  "description_localizations": { "pt-BR": "Iniciar uma enquete" },
  "options": [
    { "type": 4, "name": "hours", "description": "How long it runs", "required": true },
    { "type": 3, "name": "Question", "description": "What to ask" }
  ],
  "default_member_permissions": "8192"
}`);
}, 90_000);

interface SeenSources {
  nvim: string;
  steps: string[];
  error?: string;
  jsFiletype: string;
  tsFiletype: string;
  js: SeenDiagnostic[];
  ts: SeenDiagnostic[];
  actions: string[];
  fixed: SeenDiagnostic[];
  text: string;
}

test.skipIf(!hasNvim && !inCI)('Neovim\'s own LSP client with cmdlint.sources "on": a builder file and a TypeScript file, a quick fix applied', async () => {
  expect(hasNvim, 'nvim must be installed in CI: .ci/run installs the Debian package neovim').toBe(true);
  const project = tempProject({ 'commands/ban.js': BAN_JS, 'src/ping.ts': PING_TS });
  cleanups.push(() => project.cleanup());
  const out = project.path('seen.json');
  const { code, stderr } = await runNeovim({ script: 'neovim-sources.lua', out, env: { ...SERVER_ENV, CMDLINT_JS: project.path('commands/ban.js'), CMDLINT_TS: project.path('src/ping.ts') }, limitMs: 60_000 });
  const seen = JSON.parse(readFileSync(out, 'utf8')) as SeenSources;
  expect({ code, error: seen.error, stderr }).toEqual({ code: 0, error: undefined, stderr: '' });
  expect(seen.steps).toEqual(['opened', 'fixed']);
  expect([seen.jsFiletype, seen.tsFiletype]).toEqual(['javascript', 'typescript']);

  // At the literals of the source, 0-based: \`.setName('Ban')\` on line 5, the option added after an optional one on line 8.
  expect(brief(seen.js)).toEqual([
    ['name-lowercase', 4, 11, 4, 16],
    ['required-before-optional', 7, 3, 7, 16],
  ]);
  expect(sorted(seen.js)[0]).toMatchObject({ code: 'name-lowercase', source: 'cmdlint', severity: 1, message: 'Command /Ban: name "Ban" must be lowercase ("B" (U+0042) has a lowercase form); use "ban".' });
  expect(brief(seen.ts)).toEqual([['description-length', 7, 50, 7, 52]]);
  expect(sorted(seen.ts)[0]!.message).toBe('Option "echo" of /ping: description is empty; write 1-100 characters.');

  // The rename, applied by Neovim: the literal changes and nothing else; its diagnostic goes.
  expect(seen.actions.some((title) => title.startsWith('Rename to "ban"'))).toBe(true);
  expect(brief(seen.fixed)).toEqual([['required-before-optional', 7, 3, 7, 16]]);
  expect(seen.text).toBe(BAN_JS.replace(".setName('Ban')", ".setName('ban')").replace(/\n$/, ''));
}, 90_000);
