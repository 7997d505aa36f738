// docs/python.md as a discord.py user runs it: the dump script and the configuration are taken
// from the page itself, the script runs on a small cog with the real discord.py, and its output
// goes through the built cmdlint (lint, plan, explain). Installs nothing: skipped, with its
// reason, when no python3 can import discord (Debian: apt-get install python3-discord; that
// package goes to /usr/bin/python3, which may not be the python3 of PATH).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, ROOT } from '../cli/helpers.js';

const PAGE = readFileSync(join(ROOT, 'docs', 'python.md'), 'utf8');

/** The fenced block that follows `<!-- recipe: NAME -->` on the page. */
function recipe(name: string): string {
  const match = new RegExp(`<!-- recipe: ${name.replace('.', '\\.')} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\`\\n`).exec(PAGE);
  if (!match?.[1]) throw new Error(`docs/python.md has no block marked "recipe: ${name}"`);
  return `${match[1]}\n`;
}

function findPython(): { python: string; version: string } | undefined {
  for (const python of ['python3', '/usr/bin/python3']) {
    const probe = spawnSync(python, ['-c', 'import discord; print(discord.__version__)'], { encoding: 'utf8' });
    if (probe.status === 0) return { python, version: probe.stdout.trim() };
  }
  return undefined;
}

const found = findPython();
const reason = 'no python3 can import discord (apt-get install python3-discord)';
if (!found) console.warn(`test/python/recipe.test.ts: skipped: ${reason}.`);

// A cog as a bot author writes it, and a context menu (which discord.py keeps out of cogs). Its one
// real mistake: a list comprehension makes 26 choices.
// On discord.py 2.4+ it says where the commands are installed and usable (as the page advises),
// so that no null contexts or integration_types are sent.
const COG = `import discord
from discord import app_commands
from discord.ext import commands

def where(func):
    if hasattr(app_commands, 'allowed_installs'):
        func = app_commands.allowed_installs(guilds=True, users=False)(func)
        func = app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)(func)
    return func


class Moderation(commands.Cog):
    @app_commands.command(description='Ban a member')
    @app_commands.describe(member='The member to ban', reason='Why they are banned')
    @app_commands.default_permissions(ban_members=True)
    @app_commands.guild_only()
    @where
    async def ban(self, interaction: discord.Interaction, member: discord.Member, reason: str = None):
        pass

    @app_commands.command(description='Show the time in a timezone')
    @app_commands.describe(zone='The offset from UTC')
    @app_commands.choices(zone=[app_commands.Choice(name=f'UTC{n:+d}', value=str(n)) for n in range(-12, 14)])
    @where
    async def timezone(self, interaction: discord.Interaction, zone: app_commands.Choice[str]):
        pass


async def setup(bot):
    await bot.add_cog(Moderation())
    bot.tree.add_command(app_commands.ContextMenu(name='Report message', callback=where(report_message)))


async def report_message(interaction: discord.Interaction, message: discord.Message):
    pass
`;

describe.skipIf(!found)(`docs/python.md with discord.py ${found?.version ?? `(skipped: ${reason})`}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-python-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'dump_commands.py'), recipe('dump_commands.py'));
  mkdirSync(join(dir, 'cogs'));
  writeFileSync(join(dir, 'cogs', '__init__.py'), '');
  writeFileSync(join(dir, 'cogs', 'moderation.py'), COG);

  const dump = (): { bodies: Array<Record<string, unknown>>; text: string } => {
    const run = spawnSync(found!.python, ['dump_commands.py', 'cogs.moderation'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    return { bodies: JSON.parse(run.stdout) as Array<Record<string, unknown>>, text: run.stdout };
  };

  it('dumps what tree.sync() sends: the slash commands, then the context menu', () => {
    const { bodies } = dump();
    expect(bodies.map((body) => [body.name, body.type])).toEqual([['ban', 1], ['timezone', 1], ['Report message', 3]]);
    const [ban, timezone, report] = bodies;
    expect(ban).toMatchObject({ description: 'Ban a member', dm_permission: false, default_member_permissions: 4, nsfw: false });
    expect(ban!.options).toEqual([
      { type: 6, name: 'member', description: 'The member to ban', required: true },
      { type: 3, name: 'reason', description: 'Why they are banned', required: false },
    ]);
    expect((timezone!.options as Array<{ choices: unknown[] }>)[0]!.choices).toHaveLength(26);
    expect(report).toMatchObject({ name: 'Report message', type: 3, dm_permission: true });
  });

  it('cmdlint --stdin reports the 26 choices, and what discord.py itself sends', () => {
    const { text } = dump();
    const result = cmdlint(['--stdin', '--stdin-filename', 'commands.json', '--no-config-lookup', '--format', 'json'], { cwd: dir, input: text });
    expect(result.code).toBe(1);
    const messages = (JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string; message: string; line: number }> }>)[0]!.messages;
    const lines = text.split('\n');
    const at = (line: number): string => lines[line - 1]!.trim().replace(/,$/, '');
    expect(messages.map((m) => [m.ruleId, at(m.line)]).sort()).toEqual(
      [
        ['default-member-permissions', '"default_member_permissions": 4'],
        ['deprecated-field', '"dm_permission": false'],
        ['deprecated-field', '"dm_permission": true'],
        ['deprecated-field', '"dm_permission": true'],
        ['max-choices', '{'],
      ].sort(),
    );
    // At the first choice past the limit: the 26th object after the line of "choices".
    const maxChoices = messages.find((m) => m.ruleId === 'max-choices')!;
    expect(maxChoices.message).toContain('Option "zone" of /timezone has 26 choices');
    expect(maxChoices.message).toContain('choice 26 is the first past the limit');
    const choicesLine = lines.findIndex((line) => line.includes('"choices": [')) + 1;
    const objects = lines.slice(choicesLine, maxChoices.line).filter((line) => line.trim() === '{').length;
    expect(objects).toBe(26);
  });

  it("with the page's configuration, only the bot's own mistake is left", () => {
    const { text } = dump();
    writeFileSync(join(dir, 'cmdlint.config.json'), recipe('cmdlint.config.json'));
    writeFileSync(join(dir, 'commands.json'), text);
    try {
      const lint = cmdlint(['commands.json', '--format', 'json'], { cwd: dir });
      expect(lint.code).toBe(1);
      const messages = (JSON.parse(lint.stdout) as Array<{ messages: Array<{ ruleId: string }> }>)[0]!.messages;
      expect(messages.map((m) => m.ruleId)).toEqual(['max-choices']);
      const plan = cmdlint(['plan', 'commands.json'], { cwd: dir });
      expect(plan.stdout).toContain('Plan: 3 to create, 0 to update, 0 to delete');
      expect(plan.stdout).not.toContain('perpetual-difference');
    } finally {
      rmSync(join(dir, 'cmdlint.config.json'));
    }
  });

  it('cmdlint explain reads the error text of a failed sync back into the dump', () => {
    const { text } = dump();
    writeFileSync(join(dir, 'commands.json'), text);
    // The service's answer to this body (code 50035, its error tree), raised as discord.py raises
    // it from tree.sync(), and printed as the page says.
    writeFileSync(
      join(dir, 'fail.py'),
      `import asyncio, sys
import discord
from discord import app_commands
from discord.ext import commands

class Response:
    status = 400
    reason = 'Bad Request'

async def main():
    bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.none())
    await bot.load_extension('cogs.moderation')
    answer = {'code': 50035, 'message': 'Invalid Form Body', 'errors': {'1': {'options': {'0': {'choices': {
        '_errors': [{'code': 'BASE_TYPE_MAX_LENGTH', 'message': 'Must be 25 or fewer in length.'}]}}}}}}
    error = app_commands.CommandSyncFailure(discord.HTTPException(Response(), answer), bot.tree.get_commands())
    print(error.code, error.text, file=sys.stderr)

asyncio.run(main())
`,
    );
    const failed = spawnSync(found!.python, ['fail.py'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    expect(failed.status).toBe(0);
    writeFileSync(join(dir, 'sync.log'), failed.stderr);
    const explained = cmdlint(['explain', 'sync.log', '--body', 'commands.json'], { cwd: dir, env: { NO_COLOR: '1' } });
    expect(explained.stdout).toContain('/timezone › option "zone" › choices');
    expect(explained.stdout).toContain('max-choices');
    expect(explained.stdout).toContain('the error of the service explained');
    const choices = text.split('\n').findIndex((line) => line.includes('"choices": [')) + 1;
    expect(explained.stdout).toContain(`commands.json:${choices}:`);
    expect(explained.code).toBe(0);
  });
});
