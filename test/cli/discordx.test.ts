// A discordx bot as its official starter template lays it out (discordx-ts/templates, 1-starter:
// `src/main.ts` with `botGuilds` commented out, commands under `src/commands/`): what `cmdlint`,
// `plan` and `--init` say of its decorators, with the built CLI as a process.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const projects: { cleanup: () => void }[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.cleanup();
});

const MAIN = `import { IntentsBitField } from "discord.js";
import { Client } from "discordx";

export const bot = new Client({
  // To use only guild command
  // botGuilds: [(client) => client.guilds.cache.map((guild) => guild.id)],
  intents: [IntentsBitField.Flags.Guilds],
});

bot.once("ready", () => {
  void bot.initApplicationCommands();
});
`;

const CHOICES = `import { ApplicationCommandOptionType, type CommandInteraction } from "discord.js";
import { Discord, Slash, SlashChoice, SlashOption } from "discordx";

@Discord()
export class Example {
  @Slash({ description: "choose" })
  async choose(
    @SlashChoice("Human", "Astronaut", "Dev")
    @SlashOption({
      description: "What are you?",
      name: "what",
      required: true,
      type: ApplicationCommandOptionType.String,
    })
    what: string,
    interaction: CommandInteraction,
  ): Promise<void> {
    await interaction.reply(what);
  }
}
`;

const GROUP = `import { type CommandInteraction } from "discord.js";
import { Discord, Slash, SlashGroup } from "discordx";

@Discord()
@SlashGroup({ description: "Manage permissions", name: "permission" })
@SlashGroup("permission")
export class Permission {
  @Slash({ description: "Show a member's permissions" })
  async show(interaction: CommandInteraction): Promise<void> {}
}
`;

const REMIND = `import { ApplicationCommandOptionType, type CommandInteraction } from "discord.js";
import { Discord, Slash, SlashOption } from "discordx";

@Discord()
export class Reminders {
  @Slash({ name: "remind", description: "Set a reminder" })
  async remind(
    @SlashOption({ name: "Minutes", description: "In how many minutes", type: ApplicationCommandOptionType.Integer, minValue: 60, maxValue: 5 })
    minutes: number,
    @SlashOption({ name: "text", description: "What to say", type: ApplicationCommandOptionType.String, required: true })
    text: string,
    interaction: CommandInteraction,
  ): Promise<void> {}
}
`;

function bot(files: Record<string, string> = {}): string {
  const project = tempProject({
    'package.json': JSON.stringify({ name: 'bot', type: 'module', main: 'build/main.js', dependencies: { 'discord.js': '^14.22.1', discordx: '^11.13.2' } }),
    'src/main.ts': MAIN,
    'src/commands/choices.ts': CHOICES,
    'src/commands/group.ts': GROUP,
    ...files,
  });
  projects.push(project);
  return project.dir;
}

describe('a discordx bot', () => {
  it('is linted where its decorators write each value', () => {
    const dir = bot({ 'src/commands/remind.ts': REMIND });
    const lint = cmdlint(['--format', 'json', '.'], { cwd: dir });
    expect(lint.code).toBe(1);
    const reports = JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number; message: string }[] }[];
    const remind = reports.find((report) => report.filePath.endsWith('remind.ts'))!;
    expect(remind.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(['name-lowercase 8:26', 'bounds-order 8:127', 'required-before-optional 10:18']);
    expect(remind.messages[0]!.message).toBe('Option "Minutes" of /remind: name "Minutes" must be lowercase ("M" (U+004D) has a lowercase form); use "minutes".');
    expect(reports.filter((report) => report !== remind).flatMap((report) => report.messages)).toEqual([]);
  });

  it('--init puts its commands in a global set, saying discordx registers them; plan shows them, a group as one that other files may add to', () => {
    const dir = bot();
    const init = cmdlint(['--init'], { cwd: dir });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('decided by: discordx registers them (@Slash, @ContextMenu): global unless @Guild or botGuilds name guilds (2 files)');
    expect(readFileSync(join(dir, 'cmdlint.config.json'), 'utf8')).toContain('{ "files": ["src/commands/*.ts"], "scope": "global" }');
    const plan = cmdlint(['plan', '.'], { cwd: dir });
    expect(plan.stdout).toContain('+ command /choose');
    expect(plan.stdout).toContain('? not planned: command /permission, its options may hold more than the file shows (at src/commands/group.ts:5:1)');
    expect(plan.stdout).not.toContain('package.json depends on');
  });

  it("the client's botGuilds in src/main.ts: the scope of every command not known, never planned global", () => {
    const dir = bot({ 'src/main.ts': MAIN.replace('  // botGuilds', '  botGuilds') });
    const plan = cmdlint(['plan', '.'], { cwd: dir });
    expect(plan.stdout).toContain("? not planned: command /choose, its scope is not known from the file (the client's botGuilds of src/main.ts may name guilds at src/commands/choices.ts:6:3)");
    expect(plan.stdout).not.toContain('+ command /choose');
    const guild = cmdlint(['plan', '--scope', 'guild', '.'], { cwd: dir });
    expect(guild.stdout).not.toContain('+ command /choose');
  });

  it("the client's botGuilds in src/Main.ts (Valhalla-Development/Ragnarok: `botGuilds: config.GUILDS`): not known either", () => {
    const dir = bot({ 'src/main.ts': '', 'src/Main.ts': MAIN.replace('  // botGuilds: [(client) => client.guilds.cache.map((guild) => guild.id)]', '  botGuilds: config.GUILDS') });
    const plan = cmdlint(['plan', '.'], { cwd: dir });
    expect(plan.stdout).toContain("? not planned: command /choose, its scope is not known from the file (the client's botGuilds of src/Main.ts may name guilds at src/commands/choices.ts:6:3)");
  });

  it('a bot that wraps the decorators in its own (barthofu/tscord): no command read, and the plan says why it is incomplete', () => {
    const dir = bot({ 'src/commands/choices.ts': "import { Discord } from 'discordx';\nimport { Slash } from '@/decorators';\n@Discord()\nexport class Ping {\n  @Slash({ name: 'ping' })\n  ping(): void {}\n}\n", 'src/commands/group.ts': "import { ContextMenuCommandBuilder } from 'discord.js';\nexport const data = new ContextMenuCommandBuilder().setName('Report').setType(3);\n" });
    writeFileSync(join(dir, 'registered.json'), '[]');
    const plan = cmdlint(['plan', '--registered', 'registered.json', '.'], { cwd: dir });
    expect(plan.stdout).toContain('+ MESSAGE command "Report"');
    expect(plan.stdout).toContain('? not planned: a command of package.json:1:1, package.json depends on discordx through decorators of its own');
  });
});
