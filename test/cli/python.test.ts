// Python bots on the command line: the built CLI as a process on a discord.py bot laid out as its
// users lay it out (a cogs/ folder, requirements.txt, a virtual environment beside it), its reader
// loaded from its own bundle (dist/python.cjs) and awaited before the lint. Files, directories,
// globs, sets, standard input, --cache, every format, plan, explain --body and --init; and a grammar
// that is not installed is said once, with what to install, never skipped in silence.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FORMATS } from '../../packages/cli/src/args.js';
import { BAD, cmdlint, parseJsonOutput, projectsRemovedAfterEach, ROOT, tempProject } from './helpers.js';

const HEAD = 'import discord\nfrom discord import app_commands\nfrom discord.ext import commands\n\n\n';

// Line 7: a capital in a name written in the decorator (discord.py raises at import; still the bot's mistake).
const MODERATION = `${HEAD}class Moderation(commands.Cog):
    @app_commands.command(name="Kick", description="Kick a member")
    async def kick(self, interaction: discord.Interaction, member: discord.Member):
        pass


async def setup(bot):
    await bot.add_cog(Moderation(bot))
`;

const FUN = `${HEAD}class Fun(commands.Cog):
    @app_commands.command(name="roll", description="Roll a die")
    async def roll(self, interaction: discord.Interaction, sides: int = 6):
        pass
`;

// The same name as FUN's: fine alone, a duplicate in a set that holds both.
const GAMES = `${HEAD}class Games(commands.Cog):
    @app_commands.command(name="roll", description="Roll the dice of a game")
    async def roll(self, interaction: discord.Interaction):
        pass
`;

// A prefix command: never an application command, and no marker of one.
const PREFIX = `${HEAD}class Prefix(commands.Cog):
    @commands.command()
    async def hello(self, ctx):
        await ctx.send("hi")
`;

const BOT = {
  'requirements.txt': 'discord.py>=2.3\npython-dotenv\n',
  'ping.json': BAD,
  'cogs/moderation.py': MODERATION,
  'cogs/fun.py': FUN,
  'cogs/prefix.py': PREFIX,
  // What a walk never takes: the installed library, a virtual environment, byte-code, tests.
  '.venv/lib/python3.12/site-packages/bad/cog.py': MODERATION,
  'venv/cog.py': MODERATION,
  'cogs/__pycache__/moderation.py': MODERATION,
  'tests/test_moderation.py': `import pytest\n${MODERATION}`,
};

const project = tempProject(BOT);
afterAll(() => project.cleanup());
const fresh = projectsRemovedAfterEach();

function lint(args: string[], cwd = project.dir, input?: string): ReturnType<typeof cmdlint> {
  return cmdlint(args, { cwd, ...(input === undefined ? {} : { input }) });
}

/** Each file's path (relative) to the rules and lines of its messages. */
function findings(stdout: string, cwd = project.dir): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const result of parseJsonOutput(stdout)) out[result.filePath.slice(cwd.length + 1)] = result.messages.map((m) => `${m.ruleId}:${m.line}`);
  return out;
}

describe('the built CLI on Python files', () => {
  it('a file named: the mistake at its line, the other command file clean', () => {
    const bad = lint(['cogs/moderation.py', 'cogs/fun.py', '--format', 'json']);
    expect(bad.code, bad.stderr).toBe(1);
    expect(findings(bad.stdout)).toEqual({ 'cogs/moderation.py': ['name-lowercase:7'], 'cogs/fun.py': [] });
    expect(bad.stderr).toBe('');
  });

  it('a directory: the cogs that define commands, nothing under .venv, venv, __pycache__ or a test file', () => {
    const run = lint(['.', '--format', 'json']);
    expect(run.code, run.stderr).toBe(1);
    expect(Object.keys(findings(run.stdout)).sort()).toEqual(['cogs/fun.py', 'cogs/moderation.py', 'ping.json']);
    const debug = lint(['.', '--debug']);
    expect(debug.stderr).toContain('cmdlint: debug: taken cogs/fun.py: defines 1 command body\n');
    expect(debug.stderr).toContain('cmdlint: debug: skipped cogs/prefix.py: defines no commands cmdlint can read\n');
    expect(debug.stderr).not.toContain('does not parse');
    expect(debug.stderr).toMatch(/tests\/test_moderation\.py.*a test file/);
  });

  it('--fix renames a nextcord localization key written in the call, in its quote, and leaves the rest of the file as it was', () => {
    const cog = `import nextcord\nfrom nextcord import Locale\n\n\n@nextcord.slash_command(name="volume", description="Volume", name_localizations={'pt_BR': "volume", Locale.ja: "ボリューム"})\nasync def volume(interaction):\n    pass\n`;
    const bot = fresh({ 'cogs/music.py': cog });
    const before = lint(['cogs/music.py', '--format', 'json'], bot.dir);
    expect(findings(before.stdout, bot.dir)).toEqual({ 'cogs/music.py': ['locale-key:5'] });
    const fixed = lint(['cogs/music.py', '--fix'], bot.dir);
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    expect(readFileSync(join(bot.dir, 'cogs/music.py'), 'utf8')).toBe(cog.replace("'pt_BR'", "'pt-BR'"));
  });

  it('a glob, quoted as the shell leaves it', () => {
    const run = lint(['cogs/*.py', '--format', 'json']);
    expect(Object.keys(findings(run.stdout)).sort()).toEqual(['cogs/fun.py', 'cogs/moderation.py']);
  });

  it('standard input, read as the Python file it names', () => {
    const run = lint(['--stdin', '--stdin-filename', 'cogs/kick.py', '--format', 'json'], project.dir, MODERATION);
    expect(run.code, run.stderr).toBe(1);
    expect(findings(run.stdout)).toEqual({ 'cogs/kick.py': ['name-lowercase:7'] });
  });

  it('--cache: the same findings read from the cache the second time', () => {
    const args = ['cogs', '--format', 'json', '--cache', '--cache-location', join(project.dir, 'cache/')];
    const first = lint(args);
    const second = lint(args);
    expect(findings(first.stdout)).toEqual({ 'cogs/moderation.py': ['name-lowercase:7'], 'cogs/fun.py': [] });
    expect(findings(second.stdout)).toEqual(findings(first.stdout));
  });

  it.each(FORMATS)('--format %s names the file and the rule', (format) => {
    const run = lint(['cogs/moderation.py', '--format', format]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('moderation.py');
    expect(run.stdout).toContain('name-lowercase');
  });

  it('a cogs/ folder as one set: a name taken twice across its files is reported, though each file alone is clean', () => {
    const bot = fresh({ 'requirements.txt': 'discord.py\n', 'cogs/fun.py': FUN, 'cogs/games.py': GAMES, 'cmdlint.config.json': '{ "sets": [{ "files": ["cogs/*.py"] }] }\n' });
    const alone = lint(['cogs/games.py', '--no-config-lookup', '--format', 'json'], bot.dir);
    expect(alone.code, alone.stderr).toBe(0);
    const run = lint(['--format', 'json'], bot.dir);
    expect(run.code, run.stderr).toBe(1);
    expect(findings(run.stdout, bot.dir)).toEqual({ 'cogs/fun.py': ['unique-command-name:7'], 'cogs/games.py': ['unique-command-name:7'] });
  });

  it('interactions.py squashes the subcommands of one base from every file into one command: no clash across the set, a plain duplicate still reported', () => {
    const head = 'from interactions import Extension, slash_command, SlashContext\n\n';
    const member = (cls: string, sub: string, base = 'config'): string =>
      `${head}class ${cls}(Extension):\n    @slash_command(name="${base}", description="Configure", sub_cmd_name="${sub}", sub_cmd_description="Set ${sub}")\n    async def ${sub}(self, ctx: SlashContext):\n        pass\n`;
    const plain = (cls: string): string => `${head}class ${cls}(Extension):\n    @slash_command(name="ping", description="Ping")\n    async def ping(self, ctx: SlashContext):\n        pass\n`;
    const bot = fresh({
      'requirements.txt': 'discord-py-interactions==5.11.0\n',
      'exts/alpha.py': member('Alpha', 'alpha'),
      'exts/beta.py': member('Beta', 'beta'),
      'exts/gamma.py': plain('Gamma'),
      'exts/delta.py': plain('Delta'),
      'cmdlint.config.json': '{ "sets": [{ "files": ["exts/*.py"] }] }\n',
    });
    const run = lint(['--format', 'json'], bot.dir);
    expect(run.code, run.stderr).toBe(1);
    expect(findings(run.stdout, bot.dir)).toEqual({ 'exts/alpha.py': [], 'exts/beta.py': [], 'exts/delta.py': ['unique-command-name:4'], 'exts/gamma.py': ['unique-command-name:4'] });
  });

  it('plan reads the commands of .py files, and leaves out what the version or the tree decides', () => {
    // discord.py>=2.3 may be 2.4, whose commands send the tree's contexts and installs: not known here.
    const run = lint(['plan', 'cogs/fun.py']);
    expect(run.stdout + run.stderr).toMatch(/\/roll[^\n]*\n?[^\n]*contexts/);
    // Every field not known at once, and what sets it: one fix does not reveal the next.
    expect(run.stdout).toContain('its contexts and integration_types are not known from the file (the CommandTree\'s allowed_contexts (sent from discord.py 2.4; @app_commands.allowed_contexts(...) on the command, with every flag given, sets it)');
    expect(run.stdout).not.toContain('+ command /roll');
    // Pinned below 2.4, the body is known and planned.
    const pinned = fresh({ 'requirements.txt': 'discord.py==2.3.2\n', 'cogs/fun.py': FUN });
    const planned = lint(['plan', 'cogs/fun.py', '--format', 'json'], pinned.dir);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain('"roll"');
    // A package's __init__.py in the set's glob defines nothing: `plan cogs/` plans the cogs beside it.
    const inPackage = fresh({ 'requirements.txt': 'discord.py==2.3.2\n', 'cogs/__init__.py': '', 'cogs/fun.py': FUN, 'cmdlint.config.json': '{ "sets": [{ "files": ["cogs/*.py"], "scope": "global" }] }\n' });
    const walked = lint(['plan', 'cogs/', '--format', 'json'], inPackage.dir);
    expect(walked.code, walked.stderr).toBe(0);
    expect(walked.stdout).toContain('"roll"');
    // Named, a file that defines nothing is still an error: it cannot be planned.
    expect(lint(['plan', 'cogs/__init__.py'], inPackage.dir).stderr).toContain('cogs/__init__.py: cmdlint found no command in it');
  });

  it('a command not planned for a value inside it names that field and where it is', () => {
    const bot = fresh({ 'requirements.txt': 'discord.py==2.3.2\n', 'cogs/warn.py': `${HEAD}from .converters import Reason\n\n@app_commands.command(name="warn", description="Warn")\nasync def warn(interaction: discord.Interaction, reason: Reason):\n    pass\n` });
    const run = lint(['plan', 'cogs/warn.py'], bot.dir);
    expect(run.stdout).toMatch(/not planned: command \/warn, its options\[0\]\.type is not known from the file \([^)]* at cogs\/warn\.py:9:\d+\)/);
    expect(run.stdout).not.toContain('a value of it is not known');
  });

  it('explain --body reads the body from a .py file', () => {
    const bot = fresh({ 'requirements.txt': 'discord.py\n', 'cogs/moderation.py': MODERATION, 'error.txt': 'DiscordAPIError[50035]: Invalid Form Body\n0.name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid\n' });
    const run = lint(['explain', 'error.txt', '--body', 'cogs/moderation.py'], bot.dir);
    expect(run.stderr).not.toMatch(/not readable source|no command found/);
    expect(run.stdout).toContain('Kick');
  });

  it('a directory whose cogs define commands through the bot\'s own decorator: "No command files found" with the sources named, never a silent pass', () => {
    // rukasudev/keiko-bot: every command through `keiko_command(...)`, which makes an app_commands.Command.
    const wrapper = 'import discord\nfrom discord.app_commands import Command\n\ndef bot_command(*, name, description="..."):\n    def decorator(func):\n        return Command(name=name, description=description, callback=func)\n    return decorator\n\nclass Ping(discord.ext.commands.Cog):\n    @bot_command(name="Ping", description="Check the latency")\n    async def ping(self, interaction: discord.Interaction) -> None:\n        await interaction.response.send_message("pong")\n';
    const bot = fresh({ 'requirements.txt': 'discord.py\n', 'cogs/ping.py': wrapper });
    const run = lint(['.'], bot.dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cmdlint: No command files found in . (');
    expect(run.stderr).toContain('One source names command builders or routes, but no command is known from the text (cogs/ping.py: ');
    expect(run.stderr).not.toContain('--module');
  });

  it('--init finds a Python bot by its imports and writes a configuration that lints it', () => {
    const bot = fresh({ 'requirements.txt': 'discord.py>=2.3\n', 'bot.py': 'import discord\nfrom discord.ext import commands\nbot = commands.Bot(command_prefix="!", intents=discord.Intents.default())\n', 'cogs/fun.py': FUN, 'cogs/games.py': GAMES, 'cogs/prefix.py': PREFIX });
    const init = lint(['--init'], bot.dir);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('cogs/fun.py');
    expect(init.stdout).not.toContain('cogs/prefix.py');
    const config = readFileSync(join(bot.dir, 'cmdlint.config.json'), 'utf8');
    expect(config).toContain('cogs');
    // The set it wrote holds both cogs: the name they share is found.
    const run = lint(['--format', 'json'], bot.dir);
    expect(run.code, run.stderr).toBe(1);
    // The set's glob holds the prefix cog too: read, and nothing in it judged.
    expect(findings(run.stdout, bot.dir)).toEqual({ 'cogs/fun.py': ['unique-command-name:7'], 'cogs/games.py': ['unique-command-name:7'], 'cogs/prefix.py': [] });
  });
});

describe('--init on a bot without Node', () => {
  it('a Python-only bot (no package.json, no node_modules): "$schema" is the published schema, the file that cmdlint ships', () => {
    const bot = fresh({ 'requirements.txt': 'discord.py>=2.3\n', 'cogs/fun.py': FUN });
    const init = lint(['--init'], bot.dir);
    expect(init.code, init.stderr).toBe(0);
    const config = readFileSync(join(bot.dir, 'cmdlint.config.json'), 'utf8');
    const schema = /"\$schema": "([^"]+)"/u.exec(config)?.[1];
    expect(schema).toMatch(/^https:\/\//u);
    // The URL names packages/cli/schema.json on the branch the command schemas' $ids name.
    const commandSchemaId = (JSON.parse(readFileSync(join(ROOT, 'packages', 'cli', 'command.schema.json'), 'utf8')) as { $id: string }).$id;
    expect(schema).toBe(commandSchemaId.replace(/command\.schema\.json$/u, 'schema.json'));
    expect(existsSync(join(ROOT, schema!.slice(schema!.indexOf('/packages/') + 1)))).toBe(true);
    // And the configuration it wrote works as written.
    expect(lint(['--format', 'json'], bot.dir).code).toBe(0);
  });

  it('beside a package.json that names cmdlint, the installed schema', () => {
    const bot = fresh({ 'package.json': JSON.stringify({ name: 'bot', devDependencies: { cmdlint: '^0.1.0' } }), 'requirements.txt': 'discord.py>=2.3\n', 'cogs/fun.py': FUN });
    expect(lint(['--init'], bot.dir).code).toBe(0);
    expect(readFileSync(join(bot.dir, 'cmdlint.config.json'), 'utf8')).toContain('"$schema": "./node_modules/cmdlint/schema.json"');
  });
});

describe('without the optional grammar', () => {
  // The CLI as installed where tree-sitter-python's install failed: its package and bundles, and
  // every dependency but the grammar.
  const installed = tempProject({});
  afterAll(() => installed.cleanup());
  const cli = join(installed.dir, 'node_modules', 'cmdlint');
  mkdirSync(cli, { recursive: true });
  for (const part of ['bin', 'dist', 'package.json']) cpSync(join(ROOT, 'packages', 'cli', part), join(cli, part), { recursive: true });
  const modules = join(ROOT, 'packages', 'cli', 'node_modules');
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.') || name === 'tree-sitter-python' || name.startsWith('@')) continue;
    symlinkSync(join(modules, name), join(installed.dir, 'node_modules', name));
  }

  it('is said once, naming what to install; the JSON files are still linted', () => {
    expect(existsSync(join(installed.dir, 'node_modules', 'web-tree-sitter'))).toBe(true);
    expect(existsSync(join(installed.dir, 'node_modules', 'tree-sitter-python'))).toBe(false);
    const run = spawnSync(process.execPath, [join(cli, 'bin', 'cmdlint.js'), 'cogs/moderation.py', 'cogs/fun.py', 'ping.json'], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(2);
    const said = run.stderr.split('\n').filter((line) => line.includes('tree-sitter-python'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('npm install tree-sitter-python');
    // Each Python file is shown unread (a fatal problem), never as clean; the JSON file is judged.
    expect(run.stdout).toContain('moderation.py');
    expect(run.stdout).toContain('fun.py');
    expect(run.stdout).toContain('ping.json');
  });
});
