// The configuration the docs give (docs/eslint.md and the plugin's page: the same
// block), written as they write it into real bots and run by the real `eslint` binaries: the
// lowest ESLint the peer range claims (installed with npm into a temporary directory), the latest 9
// and the current 10. A CommonJS bot (package.json "type": "commonjs", where an eslint.config.js
// with `import` is a syntax error) and a TypeScript bot (.ts, .tsx, .mts, .cts, each silently
// skipped when no parser is configured for it), each with the commented cmdlint.config.json that
// `cmdlint --init` writes and, for TypeScript, a commented tsconfig.json with a trailing comma:
// every planted mistake is reported at its place, nothing else, and no file fails to parse.
// The bots are written beside the plugin (test/fixtures), where the block's other imports resolve
// to the plugin's devDependencies; each has the built plugin in its node_modules, as installed.
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(PACKAGE, '..', '..');
const inCI = process.env.CI === 'true' || process.env.CI === '1';

/** The js block of a page's section that starts at `heading`: the same on both pages. */
function configOf(readme: string, heading: string): string {
  const text = readFileSync(readme, 'utf8');
  const section = text.slice(text.indexOf(heading));
  const block = /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error(`${readme}: no js block after "${heading}"`);
  return block[1]!;
}
const CONFIG = configOf(join(ROOT, 'docs', 'eslint.md'), '# ESLint');
const PLUGIN_PAGE_CONFIG = configOf(join(PACKAGE, 'README.md'), '# @cmdlint/eslint-plugin');

/** The lowest version `peerDependencies.eslint` claims: the first range's floor. */
const peerRange = (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { peerDependencies: { eslint: string } }).peerDependencies.eslint;
const LOWEST = /^\^(\d+\.\d+\.\d+)/.exec(peerRange)![1]!;

// The commented configuration `cmdlint --init` writes (comments and all).
const INIT_CONFIG = (files: string): string => `{
  // cmdlint's configuration: https://github.com/cmdlint/cmdlint/blob/main/docs/configuration.md
  "$schema": "https://raw.githubusercontent.com/cmdlint/cmdlint/main/packages/cli/schema.json",
  "sets": [
    // Global commands, deployed together: names are unique across these files.
    { "files": ["${files}"], "scope": "global" }
  ]
}
`;

const builder = (name: string, lead = ''): string =>
  `${lead}const { SlashCommandBuilder } = require('discord.js');\n\nmodule.exports = {\n  data: new SlashCommandBuilder().setName('${name}').setDescription('Replies'),\n};\n`;
const tsBuilder = (name: string, extra = ''): string =>
  `import { SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';\n${extra}\nexport const data = new SlashCommandBuilder().setName('${name}').setDescription('Replies');\nexport async function execute(interaction: ChatInputCommandInteraction): Promise<void> {\n  await interaction.reply('Done');\n}\n`;

const BOTS: Record<string, { files: Record<string, string>; expected: string[] }> = {
  commonjs: {
    files: {
      'package.json': '{ "name": "cjs-bot", "private": true, "type": "commonjs", "dependencies": { "discord.js": "^14.16.3" } }\n',
      'cmdlint.config.json': INIT_CONFIG('commands/**/*.js'),
      'jsconfig.json': '{\n  // editor settings\n  "compilerOptions": { "checkJs": true },\n}\n',
      'commands/ping.js': builder('Ping'),
      'commands/echo.js': builder('echo'),
      'data/extra.json': '[\n  { "name": "Extra", "description": "From JSON" }\n]\n',
      'index.js': "const { Client } = require('discord.js');\nnew Client({ intents: [] });\n",
    },
    expected: ['commands/ping.js cmdlint/name-lowercase 4:43', 'data/extra.json cmdlint/name-lowercase 2:13'],
  },
  typescript: {
    files: {
      'package.json': '{ "name": "ts-bot", "private": true, "type": "module", "dependencies": { "discord.js": "^14.16.3" } }\n',
      'cmdlint.config.json': INIT_CONFIG('src/commands/**/*.{ts,tsx,mts,cts}'),
      'tsconfig.json': '{\n  // strict, as the template has it\n  "compilerOptions": {\n    "strict": true,\n    "jsx": "react-jsx",\n  },\n  "include": ["src"],\n}\n',
      'src/commands/ping.ts': tsBuilder('Ping', 'interface Reply { readonly text: string }\nexport const reply: Reply = { text: "Pong" };\n'),
      'src/commands/ban.mts': tsBuilder('Ban', 'type Reason = string | undefined;\nexport const reason: Reason = undefined;\n'),
      'src/commands/kick.cts': tsBuilder('Kick'),
      'src/commands/view.tsx': tsBuilder('View', 'export const Card = (props: { title: string }) => <div>{props.title}</div>;\n'),
      'src/commands/echo.ts': tsBuilder('echo'),
    },
    expected: [
      'src/commands/ban.mts cmdlint/name-lowercase 5:55',
      'src/commands/kick.cts cmdlint/name-lowercase 3:55',
      'src/commands/ping.ts cmdlint/name-lowercase 5:55',
      'src/commands/view.tsx cmdlint/name-lowercase 4:55',
    ],
  },
};

const work = mkdtempSync(join(tmpdir(), 'cmdlint-eslint-readme-'));
const bots = join(PACKAGE, 'test', 'fixtures', `readme-run-${process.pid}`);
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(bots, { recursive: true, force: true });
});

const ESLINTS = [
  { name: `ESLint ${LOWEST} (the peer range's lowest)`, bin: join(work, 'lowest', 'node_modules', 'eslint', 'bin', 'eslint.js'), version: LOWEST },
  { name: 'ESLint 9 (latest)', bin: join(PACKAGE, 'node_modules', 'eslint9', 'bin', 'eslint.js'), version: '9.' },
  { name: 'ESLint 10', bin: join(PACKAGE, 'node_modules', 'eslint', 'bin', 'eslint.js'), version: '10.' },
];

beforeAll(() => {
  for (const [bot, { files }] of Object.entries(BOTS)) {
    for (const [path, text] of Object.entries({ ...files, 'eslint.config.mjs': CONFIG })) {
      mkdirSync(join(bots, bot, path, '..'), { recursive: true });
      writeFileSync(join(bots, bot, path), text);
    }
    mkdirSync(join(bots, bot, 'node_modules', '@cmdlint'), { recursive: true });
    symlinkSync(PACKAGE, join(bots, bot, 'node_modules', '@cmdlint', 'eslint-plugin'), 'dir');
  }
  // The lowest version from the registry, as a user on it has it (npm's cache kept in the test's directory).
  const lowest = join(work, 'lowest');
  mkdirSync(lowest);
  writeFileSync(join(lowest, 'package.json'), '{ "private": true }\n');
  // Not the npm_config_* of the pnpm running the tests: a user's npm.
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of Object.keys(env)) if (/^npm_config_/i.test(key)) delete env[key];
  Object.assign(env, { npm_config_cache: join(work, 'npm-cache'), npm_config_update_notifier: 'false' });
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', `eslint@${LOWEST}`], { cwd: lowest, env, encoding: 'utf8', timeout: 240_000 });
  if (install.status !== 0) throw new Error(`npm install eslint@${LOWEST} (exit ${install.status}${inCI ? '' : '; the npm registry must be reachable'}):\n${install.stdout}${install.stderr}`);
}, 300_000);

interface EslintResult {
  readonly filePath: string;
  readonly messages: readonly { ruleId: string | null; line: number; column: number; fatal?: boolean; message: string }[];
}

async function eslint(bin: string, cwd: string): Promise<{ code: number; results: EslintResult[] }> {
  try {
    const { stdout } = await run(process.execPath, [bin, '--format', 'json', '.'], { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, results: JSON.parse(stdout) as EslintResult[] };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number };
    if (failed.code !== 1) throw new Error(`eslint failed (${failed.code}): ${failed.stderr}${failed.stdout}`);
    return { code: 1, results: JSON.parse(failed.stdout ?? '[]') as EslintResult[] };
  }
}

describe('the README\'s ESLint configuration', () => {
  it('is the same block on the plugin\'s page, an eslint.config.mjs', () => {
    expect(PLUGIN_PAGE_CONFIG).toBe(CONFIG);
    expect(CONFIG).toMatch(/^\/\/ eslint\.config\.mjs/);
  });

  describe.each(ESLINTS)('run by $name', ({ bin, version }) => {
    it(`is ESLint ${version}`, async () => {
      const { stdout } = await run(process.execPath, [bin, '--version']);
      expect(stdout.trim().startsWith(`v${version}`)).toBe(true);
    });

    it.each(Object.keys(BOTS))('on a %s bot: every planted mistake at its place, nothing else, every file read', async (bot) => {
      const cwd = join(bots, bot);
      const { code, results } = await eslint(bin, cwd);
      const lines = results.flatMap((result) => result.messages.map((m) => `${relative(cwd, result.filePath).split('\\').join('/')} ${m.ruleId ?? `FATAL ${m.message}`} ${m.line}:${m.column}`)).sort();
      expect(lines).toEqual(BOTS[bot]!.expected);
      expect(code).toBe(1);
      // Every file was linted, none passed over: the TypeScript kinds, and the commented JSON files, read without a parse error.
      const linted = results.map((result) => relative(cwd, result.filePath).split('\\').join('/')).sort();
      expect(linted).toEqual(Object.keys({ ...BOTS[bot]!.files, 'eslint.config.mjs': '' }).sort());
    });
  });
});
