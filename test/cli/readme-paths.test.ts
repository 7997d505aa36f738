// The README's "Where are your commands?" works as written (and docs/getting-started.md's TypeScript bot): each path's shell lines run, through
// `npx` and a shell as a reader types them, in a fresh copy of that layout with cmdlint installed
// as npm installs it (node_modules/.bin/cmdlint), and each does its job: finds the planted
// problems, writes the configuration, plans, explains. The Python path reads a bot with no
// package.json; the hook's configuration is the one test/precommit runs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, inTempProject, type TempProject } from './helpers.js';

const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** A discord.py bot as its author writes it: a tree command in the bot file, a cog with a planted mistake. */
const PYTHON_BOT = `import discord
from discord import app_commands

client = discord.Client(intents=discord.Intents.default())
tree = app_commands.CommandTree(client)


@tree.command(name="ping", description="Is the bot there?")
async def ping(interaction: discord.Interaction):
    await interaction.response.send_message("pong")
`;

const PYTHON_COG = `import discord
from discord import app_commands
from discord.ext import commands


class Moderation(commands.Cog):
    @app_commands.command(name="Kick", description="Kick a member")
    async def kick(self, interaction: discord.Interaction, member: discord.Member):
        await member.kick()


async def setup(bot):
    await bot.add_cog(Moderation(bot))
`;

/** The fenced blocks of one `### ` path of the README, by language. */
function blocksOf(heading: string): { lang: string; text: string }[] {
  const at = README.indexOf(`\n### ${heading}\n`);
  expect(at, heading).toBeGreaterThan(-1);
  const next = [README.indexOf('\n### ', at + 2), README.indexOf('\n## ', at + 2)].filter((i) => i > -1);
  const section = README.slice(at + 1, Math.min(...next));
  return [...section.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1]!, text: m[2]! }));
}

/** Each line of the path's sh block, its comment dropped. */
function shellLines(heading: string): string[] {
  const sh = blocksOf(heading).find((block) => block.lang === 'sh');
  expect(sh, `${heading} has a sh block`).toBeDefined();
  return sh!.text.split('\n').map((line) => line.replace(/\s+#.*$/, '')).filter((line) => line.trim() !== '');
}

/** cmdlint in the project as `npm install --save-dev` puts it: the package and its bin link. */
function installCmdlint(project: TempProject): void {
  mkdirSync(join(project.dir, '.git'));
  mkdirSync(join(project.dir, 'node_modules', '.bin'), { recursive: true });
  mkdirSync(join(project.dir, 'node_modules', '@cmdlint'), { recursive: true });
  symlinkSync(join(ROOT, 'packages', 'cli'), join(project.dir, 'node_modules', 'cmdlint'));
  symlinkSync(join(ROOT, 'packages', 'core'), join(project.dir, 'node_modules', '@cmdlint', 'core'));
  symlinkSync(join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js'), join(project.dir, 'node_modules', '.bin', 'cmdlint'));
}

function shell(line: string, cwd: string): { code: number | null; output: string } {
  const run = spawnSync('sh', ['-c', line], { cwd, encoding: 'utf8', timeout: 120_000, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, npm_config_offline: 'true', npm_config_update_notifier: 'false' } });
  return { code: run.status, output: run.stdout + run.stderr };
}

// A JavaScript deploy script as the guide writes it, its body a literal with one planted mistake.
const DEPLOY_JS = `const { REST, Routes } = require('discord.js');

const commands = [{ name: 'remind', description: 'Reminds you', options: [{ type: 4, name: 'minutes', description: 'In how many minutes', min_value: 60, max_value: 5 }] }];

new REST().setToken(process.env.TOKEN).put(Routes.applicationCommands(process.env.CLIENT_ID), { body: commands });
`;

// The deploy that failed: it prints the JavaScript library's error, as examples/deploy-error/deploy.log holds it.
const FAILED_DEPLOY_JS = `process.stderr.write(require('node:fs').readFileSync(${JSON.stringify(join(ROOT, 'examples', 'deploy-error', 'deploy.log'))}, 'utf8'));
process.exit(1);
`;

describe("the README's paths, each on a fresh copy of its layout", () => {
  it('Install: the install from the repository test/packaging/install-from-git.test.ts runs (there with a file URL), from the URL the packages name', () => {
    const url = (JSON.parse(readFileSync(join(ROOT, 'packages', 'cli', 'package.json'), 'utf8')) as { repository: { url: string } }).repository.url;
    const install = `npm install --save-dev ${url}\nnpx cmdlint commands/\n`;
    const at = README.indexOf('\n## Install\n');
    expect(README.slice(at, README.indexOf('\n## ', at + 1))).toContain(`\`\`\`sh\n${install}\`\`\``);
    expect(readFileSync(join(ROOT, 'docs', 'getting-started.md'), 'utf8')).toContain(`\`\`\`sh\n${install}\`\`\``);
    expect((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin).toHaveProperty('cmdlint');
  });

  it('In JSON files: lints the folder, then --init writes a configuration with a set for it', () => {
    const [lint, init] = shellLines('In JSON files');
    expect([lint, init]).toEqual(['npx cmdlint commands/', 'npx cmdlint --init']);
    inTempProject({ 'package.json': '{ "private": true }\n' }, (project) => {
      installCmdlint(project);
      cpSync(join(ROOT, 'examples', 'commands'), join(project.dir, 'commands'), { recursive: true });
      project.write('commands/global/ping.json', '{ "name": "Ping", "description": "Replies" }\n');
      const linted = shell(lint!, project.dir);
      expect(linted.output).toContain('name-lowercase');
      expect(linted.code).toBe(1);
      const written = shell(init!, project.dir);
      expect(written.code, written.output).toBe(0);
      expect(readFileSync(join(project.dir, 'cmdlint.config.json'), 'utf8')).toContain('commands/global');
    });
  });

  it('In JavaScript or TypeScript: reads the builder modules and the deploy script', () => {
    const [line] = shellLines('In JavaScript or TypeScript');
    inTempProject({ 'package.json': '{ "private": true, "dependencies": { "discord.js": "^14.16.0" } }\n', 'deploy-commands.js': DEPLOY_JS }, (project) => {
      installCmdlint(project);
      cpSync(join(ROOT, 'examples', 'mistakes', 'code', 'commands'), join(project.dir, 'commands'), { recursive: true });
      const linted = shell(line!, project.dir);
      expect(linted.code, linted.output).toBe(1);
      expect(linted.output).toMatch(/commands\/mod\/ban\.js\n[\s\S]*required-before-optional/);
      expect(linted.output).toMatch(/deploy-commands\.js\n[\s\S]*bounds-order/);
    });
  });

  it("A TypeScript bot (docs/getting-started.md): reads the typed deploy script under src/", () => {
    const page = readFileSync(join(ROOT, 'docs', 'getting-started.md'), 'utf8');
    const section = page.slice(page.indexOf('\n## A TypeScript bot\n'));
    const line = /```sh\n(.*)\n```/.exec(section)![1]!;
    expect(line).toBe('npx cmdlint src/');
    inTempProject({ 'package.json': '{ "private": true }\n' }, (project) => {
      installCmdlint(project);
      cpSync(join(ROOT, 'examples', 'mistakes', 'code', 'deploy-commands.ts'), join(project.dir, 'src', 'deploy-commands.ts'));
      const linted = shell(line, project.dir);
      expect(linted.code, linted.output).toBe(1);
      expect(linted.output).toMatch(/src\/deploy-commands\.ts\n[\s\S]*bounds-order[\s\S]*locale-key/);
    });
  });

  it('In Python: a discord.py bot with no package.json, its cog and its bot file read as written', () => {
    const [line] = shellLines('In Python');
    const files = {
      'requirements.txt': 'discord.py>=2.3\n',
      'bot.py': PYTHON_BOT,
      'cogs/moderation.py': PYTHON_COG,
    };
    inTempProject(files, (project) => {
      installCmdlint(project);
      const run = shell(line!, project.dir);
      // The cog's planted name at its literal, the bot file's command clean.
      expect(run.output).toContain('cogs/moderation.py');
      expect(run.output).toMatch(/7:32 +error +Command \/Kick: name "Kick" must be lowercase/);
      expect(run.output).not.toContain('bot.py');
      expect(run.code, run.output).toBe(1);
    });
  });

  it('Before a deploy, and after a failed one: plan against the saved list; explain the failed deploy', () => {
    const [plan, explain] = shellLines('Before a deploy, and after a failed one');
    inTempProject({ 'package.json': '{ "private": true }\n', 'deploy-commands.js': FAILED_DEPLOY_JS }, (project) => {
      installCmdlint(project);
      cpSync(join(ROOT, 'examples', 'deploy'), project.dir, { recursive: true });
      cpSync(join(project.dir, 'registered', 'global.json'), join(project.dir, 'registered.json'));
      const planned = shell(plan!, project.dir);
      expect(planned.output).toContain('Plan: 2 to create, 1 to update, 2 to delete');
      expect(planned.code, planned.output).toBe(0);
      cpSync(join(ROOT, 'examples', 'deploy-error', 'commands.json'), join(project.dir, 'commands.json'));
      const explained = shell(explain!, project.dir);
      expect(explained.output).toContain('✔ all 3 errors of the service explained');
      expect(explained.code, explained.output).toBe(0);
    });
  });

  it('As a library: the imports load, as a module of the project', () => {
    const js = blocksOf('As a library').find((block) => block.lang === 'js');
    inTempProject({ 'package.json': '{ "private": true, "type": "module" }\n' }, (project) => {
      installCmdlint(project);
      project.write('check.mjs', `${js!.text}\nconsole.log([lint, CmdLint, lintText].map((f) => typeof f).join());\n`);
      const run = shell('node check.mjs', project.dir);
      expect(run.output.trim()).toBe('function,function,function');
    });
  });

  it("In CI and the pre-commit hook: the configuration test/precommit runs, and docs/ci.md's", () => {
    const yaml = blocksOf('In CI and the pre-commit hook').find((block) => block.lang === 'yaml')!.text;
    // test/precommit/hook.test.ts runs these lines with a clone of this repository as `repo`.
    expect(yaml).toMatch(/^# \.pre-commit-config\.yaml\nrepos:\n {2}- repo: https:\/\/github\.com\/cmdlint\/cmdlint\n {4}rev: .*\n {4}hooks:\n {6}- id: cmdlint\n$/);
    expect(readFileSync(join(ROOT, 'docs', 'ci.md'), 'utf8')).toContain(yaml);
    expect(existsSync(join(ROOT, '.pre-commit-hooks.yaml'))).toBe(true);
  });
});
