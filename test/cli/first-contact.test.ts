// First contact, as a new user has it, on the six bot layouts of test/corpus/third_party (each
// made from one public bot's files, with copies that hold one planted mistake each, judged by hand
// in the layout's README.md). Each layout becomes a fresh git repository of the bot's own files;
// then, in that repository: `cmdlint --init` (the set it writes), `cmdlint plan` against a listing
// as the list endpoint returns it, the planted copies added and `cmdlint` (exactly the planted
// mistakes, at their line:column), the README's ESLint configuration run by the real `eslint .`
// (the same mistakes, but for a name taken across files, which ESLint cannot see), the hook through the real pre-commit framework (an unrelated commit passes
// with the planted copies untracked beside it; staging one is blocked and names it), and
// `cmdlint explain` on an error body as the service returns it (the command and file:line).
//
// The repositories live beside the ESLint plugin (its test/fixtures), where the README's imports
// resolve to the plugin's devDependencies, with the built plugin linked into their node_modules
// (left out of git by .git/info/exclude, as an installed package is). The pre-commit framework
// installs the hook's environment once, from a clone of this working tree, for all six.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitWorkingTree, userEnv } from '../precommit/helpers.js';
import { ROOT, cmdlint } from './helpers.js';

const CORPUS = join(ROOT, 'test', 'corpus', 'third_party');
const PLUGIN = join(ROOT, 'packages', 'eslint-plugin');
const ESLINT_BIN = join(PLUGIN, 'node_modules', 'eslint', 'bin', 'eslint.js');
const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const inCI = process.env.CI === 'true' || process.env.CI === '1';
if (!hasPreCommit && !inCI) console.warn('test/cli/first-contact.test.ts: the hook steps are skipped: the pre-commit framework is not installed (apt-get install -y pre-commit); CI runs them.');

const INSTALL_TIMEOUT = 400_000;
const STEP_TIMEOUT = 120_000;

/** The docs' ESLint block (docs/eslint.md; the same on the plugin's page, which its own test holds it to). */
const ESLINT_CONFIG = ((): string => {
  const text = readFileSync(join(ROOT, 'docs', 'eslint.md'), 'utf8');
  const block = /```js\n([\s\S]*?)```/.exec(text.slice(text.indexOf('# ESLint')));
  if (!block) throw new Error('docs/eslint.md: no js block after "# ESLint"');
  return block[1]!;
})();

/** One command as the list endpoint returns it (api-facts §10): the fields the service adds included. */
function listed(command: Record<string, unknown>, guild: boolean, id: number): Record<string, unknown> {
  return {
    id: `11000000000000000${id}`,
    application_id: '1000000000000000001',
    version: `11000000000000001${id}`,
    default_member_permissions: null,
    type: 1,
    nsfw: false,
    ...(guild ? { guild_id: '876543210987654321' } : { dm_permission: true }),
    integration_types: [0],
    contexts: null,
    ...command,
  };
}

/** A command registered long ago that no file defines any more: a deploy deletes it. */
const STALE = { name: 'stale', description: 'A command no file defines any more' };

interface Layout {
  /** The folder under test/corpus/third_party. */
  readonly name: string;
  /** What `--init` prints for why (the evidence it found), and the set it writes. */
  readonly init: { readonly says: string; readonly set: string };
  /** The planted mistakes: `file line:column rule`. */
  readonly planted: readonly string[];
  /** Those ESLint cannot see, linting one file at a time (the plugin's README says so): a name taken across files. */
  readonly acrossFiles?: readonly string[];
  /** The planted copy the hook's commit stages, and the report line it prints for it. */
  readonly staged: { readonly file: string; readonly line: string };
  /** The registered list; the lines the plan prints and its exit code with --detailed-exitcode. */
  readonly plan: { readonly registered: Record<string, unknown>[]; readonly says: readonly string[]; readonly code: number };
  /** The service's error for the body of `file`; what explain prints for it. */
  readonly explain: { readonly error: unknown; readonly file: string; readonly says: string };
}

const invalidForm = (errors: unknown): unknown => ({ code: 50035, message: 'Invalid Form Body', errors });
const REQUIRED_INVALID = { _errors: [{ code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', message: 'Required options must be placed before non-required options' }] };

const LAYOUTS: readonly Layout[] = [
  {
    name: 'djs13-loader',
    init: {
      says: 'handlers/slash_handler.js reads "slscommands"',
      set: '{ "files": ["slscommands/**/*.js"], "scope": "guild", "body": "", "via": "discord.js" }',
    },
    planted: [
      'slscommands/info/about.mutated.js 5:18 description-length',
      'slscommands/info/uptime.mutated.js 4:11 name-lowercase',
      'slscommands/mod/warn.mutated.js 8:9 required-before-optional',
    ],
    staged: { file: 'slscommands/info/uptime.mutated.js', line: 'Command /Uptime: name "Uptime" must be lowercase' },
    plan: {
      registered: [listed({ name: 'ping', description: 'show ping' }, true, 1), listed(STALE, true, 2)],
      says: ['+ MESSAGE command "hey"', '- command /stale', 'Plan: 1 to create, 0 to update, 1 to delete'],
      code: 3,
    },
    explain: { error: invalidForm({ options: { 1: REQUIRED_INVALID } }), file: 'slscommands/mod/warn.mutated.js', says: 'slscommands/mod/warn.mutated.js:8:9  /warn › option "member"' },
  },
  {
    name: 'sapphire',
    init: { says: 'Sapphire registers them (registerChatInputCommand), with guildIds the file does not show: not planned', set: '{ "files": ["src/commands/General/*.ts", "src/commands/Pokemon/*.ts"], "scope": "global" }' },
    planted: [
      'src/commands/General/ping.mutated.ts 7:8 name-format',
      'src/commands/Pokemon/item.mutated.ts 22:22 name-lowercase',
      'src/commands/Pokemon/nature.mutated.ts 50:15 max-choices',
    ],
    staged: { file: 'src/commands/Pokemon/nature.mutated.ts', line: 'choice 26 is the first past the limit' },
    // Sapphire names a command after its piece (this.name): Sapphire's template extends Command
    // itself, so its name is its file's (ping); dragonite's extend a base class of another file,
    // which may set other options. And src/lib/setup/registry.ts sends every command without
    // guildIds to the guilds COMMAND_GUILD_IDS names, if it names any: no command's scope is known,
    // so none is planned, each said so, and the plan is incomplete (exit 4).
    plan: {
      registered: [listed({ name: 'nature', description: 'Gets data for the chosen Pokémon nature.' }, false, 1)],
      says: ['? not planned: command /ping, its scope is not known from the file (no guildIds, and setDefaultGuildIds of src/lib/setup/registry.ts may name guilds', '? not planned: a command of src/commands/Pokemon/nature.ts:14:39', 'Incomplete plan'],
      code: 4,
    },
    explain: {
      error: invalidForm({ options: { 0: { name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' }] } } } }),
      file: 'src/commands/Pokemon/item.mutated.ts',
      says: 'src/commands/Pokemon/item.mutated.ts:22:22  the command › option "Item" › name',
    },
  },
  {
    name: 'ts-rest-put',
    init: {
      says: 'Routes.applicationCommands in src/handlers/commands.ts',
      set: '{ "files": ["src/commands/*.ts", "src/components/context/*.ts"], "scope": "global" }',
    },
    planted: [
      'src/commands/ping.mutated.ts 6:46 unique-command-name',
      'src/commands/purge.ts 7:14 unique-command-name',
      'src/commands/roll.mutated.ts 17:6 required-before-optional',
    ],
    acrossFiles: ['src/commands/ping.mutated.ts 6:46 unique-command-name', 'src/commands/purge.ts 7:14 unique-command-name'],
    // The staged copy takes a name a committed file has: reported on the staged file only.
    staged: { file: 'src/commands/ping.mutated.ts', line: '(the other is at src/commands/purge.ts:7)' },
    // /ping as deployed: the loader adds its `install` (integration_types, contexts) to the
    // builder's JSON, out of the module's sight; fields the module does not set are not compared,
    // so no update a deploy would not make (README.md).
    plan: {
      registered: [listed({ name: 'ping', description: "Shows the bot's ping", integration_types: [0, 1], contexts: [0, 1, 2] }, false, 1), listed(STALE, false, 2)],
      says: ['+ command /purge', '+ command /roll', '+ command /warn', '+ USER command "Get user\'s avatar"', '- command /stale', 'Plan: 4 to create, 0 to update, 1 to delete'],
      code: 3,
    },
    explain: { error: invalidForm({ options: { 1: REQUIRED_INVALID } }), file: 'src/commands/roll.mutated.ts', says: 'src/commands/roll.mutated.ts:17:6  /roll-range › option "max"' },
  },
  {
    name: 'custom-guild',
    init: {
      says: 'Routes.applicationGuildCommands in src/commandRegister.ts',
      set: '{ "files": ["src/commands/discordRestData/*.ts"], "scope": "guild" }',
    },
    planted: [
      'src/commands/discordRestData/coinFlip.mutated.ts 8:18 name-format',
      'src/commands/discordRestData/dice.mutated.ts 9:25 description-length',
    ],
    staged: { file: 'src/commands/discordRestData/dice.mutated.ts', line: 'description has 111 characters; the limit is 100' },
    plan: {
      registered: [listed({ name: 'coin-flip', description: 'Flip a coin.' }, true, 1), listed(STALE, true, 2)],
      says: ['+ command /dice', '+ command /joke', '- command /stale'],
      code: 3,
    },
    explain: {
      error: invalidForm({ description: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' }] } }),
      file: 'src/commands/discordRestData/dice.mutated.ts',
      says: 'src/commands/discordRestData/dice.mutated.ts:9:25  /dice-pool › description',
    },
  },
  {
    name: 'discordx',
    init: { says: 'discordx registers them (@Slash, @ContextMenu): global unless @Guild or botGuilds name guilds', set: '{ "files": ["src/commands/*.ts"], "scope": "global" }' },
    planted: [
      'src/commands/menu.mutated.ts 38:45 name-format',
      'src/commands/slash group.mutated.ts 21:18 required-before-optional',
    ],
    staged: { file: 'src/commands/menu.mutated.ts', line: 'Command /my roles: name "my roles" has characters a slash command name cannot have' },
    // discordx sends each @Slash as discord.js's commands.set converts it: /choose as registered is
    // unchanged; a group may be given subcommands by other files, so /testing is not planned, and the
    // registered /testing is kept out, never deleted (exit 4: incomplete).
    plan: {
      registered: [
        listed({ name: 'choose', description: 'choose', options: [{ type: 3, name: 'what', description: 'What are you?', required: true, choices: ['Human', 'Astronaut', 'Dev'].map((name) => ({ name, value: name })) }] }, false, 1),
        listed({ name: 'testing', description: 'testing' }, false, 2),
        listed(STALE, false, 3),
      ],
      says: ['+ command /choose1', '+ MESSAGE command "message context"', '+ command /my_roles', '- command /stale', '? not planned: command /testing, its options may hold more than the file shows (at src/commands/slash group.ts:8:1)', 'Incomplete plan: 7 to create, 0 to update, 1 to delete'],
      code: 4,
    },
    explain: {
      error: invalidForm({ name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' }] } }),
      file: 'src/commands/menu.mutated.ts',
      says: 'src/commands/menu.mutated.ts:38:45  /my roles › name',
    },
  },
  {
    name: 'builders-deploy',
    init: {
      says: 'Routes.applicationGuildCommands in deploy-commands.js; readdirSync(foldersPath) in deploy-commands.js reads commands/',
      set: '{ "files": ["commands/*/*.js"], "scope": "guild" }',
    },
    planted: [
      'commands/utility/ping.mutated.js 7:114 bounds-order',
      'commands/utility/server.mutated.js 32:4 max-options',
    ],
    staged: { file: 'commands/utility/server.mutated.js', line: 'option 26 is the first past the limit' },
    plan: {
      registered: [listed({ name: 'ping', description: 'Replies with Pong!' }, true, 1), listed(STALE, true, 2)],
      says: ['+ command /server', '+ command /user', '- command /stale', 'Plan: 2 to create, 0 to update, 1 to delete'],
      code: 3,
    },
    explain: {
      error: invalidForm({ options: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' }] } }),
      file: 'commands/utility/server.mutated.js',
      says: 'commands/utility/server.mutated.js:4:8  /server-report › options',
    },
  },
];

const work = mkdtempSync(join(tmpdir(), 'cmdlint-first-contact-'));
const bots = join(PLUGIN, 'test', 'fixtures', `first-contact-${process.pid}`);
const preCommitHome = join(work, 'pre-commit-home');
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(bots, { recursive: true, force: true });
});

interface Step {
  readonly code: number | null;
  readonly output: string;
}

function run(command: string, args: string[], cwd: string, timeout = STEP_TIMEOUT): Step {
  const result = spawnSync(command, args, { cwd, env: { ...userEnv(), PRE_COMMIT_HOME: preCommitHome }, encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) throw new Error(`${command} ${args.join(' ')} in ${cwd}: ${result.error.message}\n${result.stdout}${result.stderr}`);
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function git(cwd: string, ...args: string[]): string {
  const step = run('git', args, cwd);
  if (step.code !== 0) throw new Error(`git ${args.join(' ')} (exit ${step.code}):\n${step.output}`);
  return step.output;
}

/** Every file of the layout, by its path in the layout. */
function filesOf(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under === '' ? entry.name : `${under}/${entry.name}`;
    return entry.isDirectory() ? filesOf(dir, path) : [path];
  });
}

const isPlanted = (path: string): boolean => /\.mutated\.[^/]+$/.test(path);
// The layout's own notes and the configuration it keeps for its other tests are not the bot's.
const isBots = (path: string): boolean => !isPlanted(path) && path !== 'README.md' && path !== 'cmdlint.config.json';

/** The messages of a `--format json` report (cmdlint's or ESLint's), as `file line:column rule`. */
function found(stdout: string, dir: string, prefix = ''): string[] {
  const files = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string | null; line: number; column: number; message: string }[] }[];
  return files
    .flatMap((file) => file.messages.map((m) => `${relative(dir, file.filePath)} ${m.line}:${m.column} ${m.ruleId === null ? `(${m.message})` : m.ruleId.slice(prefix.length)}`))
    .sort();
}

let hook: { dir: string; rev: string } | undefined;

beforeAll(() => {
  if (!hasPreCommit) return;
  hook = commitWorkingTree(ROOT, join(work, 'cmdlint'));
  // The hook's environment, made once for the six repositories (same repository and rev).
  const dir = join(work, 'install');
  mkdirSync(dir);
  git(dir, 'init', '--quiet');
  writeFileSync(join(dir, '.pre-commit-config.yaml'), preCommitConfig(hook));
  const install = run('pre-commit', ['install-hooks'], dir, INSTALL_TIMEOUT);
  expect(install.code, `pre-commit install-hooks:\n${install.output}`).toBe(0);
}, INSTALL_TIMEOUT + 60_000);

/** The README's .pre-commit-config.yaml, with a clone of this working tree for the URL and its commit for the tag. */
function preCommitConfig(repository: { dir: string; rev: string }): string {
  return ['repos:', `  - repo: ${repository.dir}`, `    rev: ${repository.rev}`, '    hooks:', '      - id: cmdlint', ''].join('\n');
}

describe.each(LAYOUTS)('first contact with the $name layout', (layout) => {
  const source = join(CORPUS, layout.name);
  const dir = join(bots, layout.name);

  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    for (const path of filesOf(source).filter(isBots)) cpSync(join(source, path), join(dir, path));
    writeFileSync(join(dir, 'eslint.config.mjs'), ESLINT_CONFIG);
    git(dir, 'init', '--quiet');
    git(dir, 'config', 'user.name', 'A bot developer');
    git(dir, 'config', 'user.email', 'dev@bot.invalid');
    writeFileSync(join(dir, '.git', 'info', 'exclude'), 'node_modules/\n');
    mkdirSync(join(dir, 'node_modules', '@cmdlint'), { recursive: true });
    symlinkSync(PLUGIN, join(dir, 'node_modules', '@cmdlint', 'eslint-plugin'), 'dir');
    git(dir, 'add', '--all');
    git(dir, 'commit', '--quiet', '-m', 'The bot');
  });

  it('--init writes the set the deploy code shows, and says why', () => {
    const init = cmdlint(['--init'], { cwd: dir });
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain(layout.init.says);
    const config = readFileSync(join(dir, 'cmdlint.config.json'), 'utf8');
    expect(config).toContain(layout.init.set);
    // One set, the one above.
    expect(config.match(/^\s*\{ "files":/gm)).toHaveLength(1);
    git(dir, 'add', 'cmdlint.config.json');
    git(dir, 'commit', '--quiet', '-m', 'cmdlint --init');
  });

  it('plan against the list endpoint\'s answer: the bot\'s own commands, as documented', () => {
    writeFileSync(join(work, `${layout.name}-registered.json`), JSON.stringify(layout.plan.registered, null, 2));
    const plan = cmdlint(['plan', '--registered', join(work, `${layout.name}-registered.json`), '--detailed-exitcode'], { cwd: dir });
    for (const line of layout.plan.says) expect(plan.stdout).toContain(line);
    // Nothing of the bot's own files is an error, and no command the list shows unchanged is an update.
    expect(plan.stdout).not.toMatch(/ error /);
    expect(plan.stdout).not.toMatch(/^\s*~ /m);
    expect(plan.code).toBe(layout.plan.code);
  });

  it('cmdlint: exactly the planted mistakes, at their line:column', () => {
    for (const path of filesOf(source).filter(isPlanted)) cpSync(join(source, path), join(dir, path));
    const result = cmdlint(['--format', 'json'], { cwd: dir });
    expect(result.stderr).toBe('');
    expect(found(result.stdout, dir)).toEqual(layout.planted);
    expect(result.code).toBe(1);
  });

  it('eslint . with the README\'s configuration: the same mistakes, every file parsed', () => {
    const result = spawnSync(process.execPath, [ESLINT_BIN, '--format', 'json', '.'], { cwd: dir, encoding: 'utf8', timeout: STEP_TIMEOUT, maxBuffer: 64 * 1024 * 1024 });
    expect(result.stderr).toBe('');
    expect(found(result.stdout, dir, 'cmdlint/')).toEqual(layout.planted.filter((line) => !layout.acrossFiles?.includes(line)));
    expect(result.status).toBe(1);
  });

  it.skipIf(!hasPreCommit && !inCI)('the hook: an unrelated commit passes beside the untracked copies; staging one is blocked and names it', () => {
    expect(hasPreCommit, 'pre-commit must be installed in CI: .ci/run installs the Debian package pre-commit').toBe(true);
    writeFileSync(join(dir, '.pre-commit-config.yaml'), preCommitConfig(hook!));
    git(dir, 'add', '.pre-commit-config.yaml');
    git(dir, 'commit', '--quiet', '--no-verify', '-m', 'The hook');
    const install = run('pre-commit', ['install'], dir);
    expect(install.code, install.output).toBe(0);

    // A helper the hook reads (a module, as the commands are) and finds no command in.
    writeFileSync(join(dir, 'seconds.js'), 'module.exports = (ms) => Math.round(ms / 1000);\n');
    git(dir, 'add', 'seconds.js');
    const unrelated = run('git', ['commit', '-m', 'A helper'], dir);
    expect(unrelated.code, unrelated.output).toBe(0);
    expect(unrelated.output).toMatch(/^cmdlint\.+Passed$/m);

    git(dir, 'add', layout.staged.file);
    const planted = run('git', ['commit', '-m', 'A planted mistake'], dir);
    expect(planted.code, planted.output).not.toBe(0);
    expect(planted.output).toMatch(/^cmdlint\.+Failed$/m);
    expect(planted.output).toContain(`${layout.staged.file}\n`);
    expect(planted.output).toContain(layout.staged.line);
    // Only the staged file is reported: the other copies are untracked, the committed files are the bot's.
    const reported = planted.output.split('\n').filter((line) => /^\S+\.(js|ts)$/.test(line));
    expect(reported).toEqual([layout.staged.file]);
    expect(git(dir, 'log', '--format=%s')).toBe('A helper\nThe hook\ncmdlint --init\nThe bot\n');
    git(dir, 'reset', '--quiet');
  }, INSTALL_TIMEOUT);

  it('explain on the service\'s error body: the command, the option or field, and file:line', () => {
    const error = join(work, `${layout.name}-error.json`);
    writeFileSync(error, `${JSON.stringify(layout.explain.error)}\n`);
    const result = cmdlint(['explain', error, '--body', layout.explain.file], { cwd: dir });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(layout.explain.says);
    expect(result.stdout).toContain('✔ the error of the service explained');
    expect(result.code).toBe(0);
  });
});

// The six layouts' folders, checked once: each has its README and no file this test would not copy or plant.
describe('the layouts', () => {
  it.each(LAYOUTS.map((layout) => layout.name))('%s has a README.md and planted copies named *.mutated.*', (name) => {
    const files = filesOf(join(CORPUS, name));
    expect(files).toContain('README.md');
    expect(files.filter(isPlanted).length).toBeGreaterThan(0);
  });
});
