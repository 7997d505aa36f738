// The built binary on files as they come: broken, huge, deep, hostile, unreadable; positions on
// every layout; and --fix as it writes to disk.
import { chmodSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD, GOOD, cmdlint, parseJsonOutput, tempProject } from './helpers.js';

const project = tempProject();
afterAll(() => project.cleanup());
const cwd = project.dir;
const { write } = project;

function lint(args: string[]) {
  const run = cmdlint([...args, '-f', 'json'], { cwd });
  return { ...run, results: run.stdout === '' ? [] : parseJsonOutput(run.stdout) };
}

describe('bad files', () => {
  it('missing: exit 2 with a one-line message; the others are still linted', () => {
    write('ok.json', BAD);
    const run = lint(['missing.json', 'ok.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('cmdlint: No such file or directory: missing.json\n');
    expect(run.results.map((r) => r.errorCount)).toEqual([3]);
  });

  it('empty: a located json-syntax error, exit 1', () => {
    write('empty.json', '');
    const run = lint(['empty.json']);
    expect(run.code).toBe(1);
    expect(run.results[0]!.messages).toEqual([expect.objectContaining({ ruleId: 'json-syntax', line: 1, column: 1, fatal: true })]);
  });

  it('a directory with no command files: exit 2', () => {
    mkdirSync(join(cwd, 'nothing-here'));
    write('nothing-here/package.json', '{"name": "x", "description": "y"}');
    const run = lint(['nothing-here']);
    expect([run.code, run.stderr]).toEqual([2, 'cmdlint: No command files found in nothing-here (.json or .jsonc files that look like commands; JavaScript or TypeScript modules that define them: a builder chain, a request to the command routes, an object typed as a command; Python modules with commands of discord.py, py-cord, nextcord, disnake, interactions.py or hikari-lightbulb).\n']);
  });

  it('a directory whose sources build commands nothing in the text shows: said, with what reads them', () => {
    mkdirSync(join(cwd, 'localized'));
    // A real bot's shape: every builder handed to a function that fills in its descriptions.
    for (const name of ['skip', 'play', 'queue', 'stop']) write(`localized/${name}.ts`, `import { SlashCommandBuilder } from 'discord.js';\nimport { localizeCommand } from './locale';\nexport const data = localizeCommand(new SlashCommandBuilder().setName('${name}'));\n`);
    const run = lint(['localized']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cmdlint: No command files found in localized (');
    expect(run.stderr).toContain(' 4 sources name command builders or routes, but no command is known from the text (localized/play.ts, localized/queue.ts, localized/skip.ts and 1 more: a builder handed to a function of the bot\'s, a request sent through a helper');
    expect(run.stderr).toContain('cmdlint --module FILE lints what a module exports when it runs.');
  });

  it('a source parsed only for an escape or a Collection\'s set is not named as one that names builders or routes', () => {
    mkdirSync(join(cwd, 'prefix-bot'));
    // A prefix bot's loader (a Client has no `commands`: this is a Collection the bot keeps), and an
    // embed helper whose "\u200B" could have spelled a builder's name: both parsed, neither names one.
    write('prefix-bot/index.js', "const { Client, Collection } = require('discord.js');\nconst client = new Client({ intents: [] });\nclient.commands = new Collection();\nfor (const file of require('fs').readdirSync('./commands')) { const command = require(`./commands/${file}`); client.commands.set(command.name, command); }\n");
    write('prefix-bot/embed.js', "module.exports = (embed) => embed.addFields({ name: '\\u200B', value: '\\u200B' });\n");
    const run = lint(['prefix-bot']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cmdlint: No command files found in prefix-bot (');
    expect(run.stderr).not.toContain('name command builders or routes');
    expect(run.stderr).not.toContain('names command builders or routes');
    // A call of an application's manager is named: its commands come from where the text cannot show.
    write('prefix-bot/ready.js', "module.exports = (client) => client.application.commands.set(client.slash.map((command) => command.data));\n");
    expect(lint(['prefix-bot']).stderr).toContain('One source names command builders or routes, but no command is known from the text (prefix-bot/ready.js:');
  });

  it('translation tables under a folder of translations are not taken by a walk; named, or by a glob in the folder, they are', () => {
    // Firefly042/ultimate-assistant-pycord's localization/*.json: a command's strings under its name, with its responses.
    const table = JSON.stringify({ roll: { group_name: 'roll', commands: { dice: { name: 'dice', description: 'Roll' } } }, gacha: { name: 'gacha', description: 'Draw an item', responses: { 'error-currency': 'You do not have enough!' } }, help: { name: 'help', description: 'Overviews' } }, null, 2);
    for (const folder of ['localization', 'locales', 'i18n']) {
      write(`tables/${folder}/en-US.json`, table);
      write(`tables/${folder}/fr.json`, table);
    }
    write('tables/commands/ping.json', '{"name": "Ping", "description": "Pong"}');
    const walked = lint(['tables', '--debug']);
    expect(walked.results.map((result) => relative(cwd, result.filePath).split('\\').join('/'))).toEqual(['tables/commands/ping.json']);
    expect(walked.stderr).toContain('under localization/: a table of translations');
    expect(lint(['tables/locales/fr.json']).results.map((result) => result.messages.map((m) => m.ruleId))).toEqual([['wrapped-body', 'unknown-field']]);
    expect(lint(['tables/i18n/*.json']).results).toHaveLength(2);
  });

  it('a framework whose commands cmdlint does not read is named; a glob whose files define no commands says so, not "no files"', () => {
    mkdirSync(join(cwd, 'discordx-bot', 'src', 'commands'), { recursive: true });
    write('discordx-bot/package.json', JSON.stringify({ name: 'x', dependencies: { discordx: '^11.0.0', 'discord.js': '^14.0.0' } }));
    // A bot that wraps discordx's decorators in its own (barthofu/tscord): those are not discordx's.
    write('discordx-bot/src/commands/ping.ts', "import { Discord } from 'discordx';\nimport { Slash } from '@/decorators';\n@Discord()\nexport class Ping {\n  @Slash({ name: 'Ping', description: 'Pong' })\n  ping(): void {}\n}\n");
    const walked = lint(['discordx-bot']);
    expect(walked.code).toBe(2);
    expect(walked.stderr).toContain('The project depends on discordx through decorators of its own (cmdlint reads @Slash, @ContextMenu and @SlashGroup imported from "discordx"), whose commands cmdlint does not read yet;');
    const globbed = lint(['discordx-bot/src/**/*.ts']);
    expect(globbed.code).toBe(2);
    expect(globbed.stderr).toContain('cmdlint: No command files among the file matching "discordx-bot/src/**/*.ts" (.json or .jsonc files that look like commands;');
    expect(globbed.stderr).not.toContain('No files matching');
    // CommandKit (duca-club/duca-sentinel, NetherHost/nethercore): its typed exports are its own shape.
    write('commandkit-bot/package.json', JSON.stringify({ name: 'x', dependencies: { commandkit: '^1.0.0', 'discord.js': '^14.0.0' } }));
    write('commandkit-bot/src/app/commands/ping.ts', "import type { CommandData } from 'commandkit';\nexport const command: CommandData = { name: 'ping', description: 'Pong' };\n");
    expect(lint(['commandkit-bot']).stderr).toContain('The project depends on CommandKit (its modules that export `command` or `data`), whose commands cmdlint does not read yet;');
    // hikari-arc (hypergonial/snedbot), by its requirements: named, and the sources' reason a Python one.
    write('arc-bot/requirements.txt', 'hikari==2.1.0\nhikari-arc==2.3.1\n');
    write('arc-bot/extensions/misc.py', 'import arc\nplugin = arc.GatewayPlugin("Misc")\n\n@plugin.include\n@arc.slash_command("Ping", "Pong")\nasync def ping(ctx: arc.GatewayContext) -> None:\n    await ctx.respond("Pong!")\n');
    const arc = lint(['arc-bot']);
    expect(arc.code).toBe(2);
    expect(arc.stderr).toContain('The project depends on hikari-arc (its arc.slash_command decorators), whose commands cmdlint does not read yet;');
    expect(arc.stderr).not.toContain('a request sent through a helper');
  });

  it('a source named that defines no command is said to, never passed in silence; its exports a set names are its commands', () => {
    mkdirSync(join(cwd, 'named'));
    // A command of discordx through a decorator of the bot's own, which may fill in what it likes.
    write('named/ping.ts', "import { Discord } from 'discordx';\nimport { Slash } from '../decorators';\n@Discord()\nexport class Ping {\n  @Slash({ name: 'Ping', description: 'Pong' })\n  ping(): void {}\n}\n");
    const run = lint(['named/ping.ts']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('cmdlint: named/ping.ts: no command found in it (a builder chain, a request to the command routes, an object typed as a command, a command of a Python library cmdlint reads), so nothing in it was judged.\n');
    // A module whose plain `data` a set names: its command, linted, and nothing said.
    mkdirSync(join(cwd, 'named-set', 'commands'), { recursive: true });
    write('named-set/cmdlint.config.json', '{ "sets": [{ "files": ["commands/*.js"], "body": "/data" }] }\n');
    write('named-set/commands/ping.js', "module.exports = { data: { name: 'Ping', description: 'Pong' }, execute() {} };\n");
    const inSet = cmdlint(['commands/ping.js', '--format', 'json'], { cwd: join(cwd, 'named-set') });
    expect(inSet.stderr).toBe('');
    expect(inSet.code).toBe(1);
  });

  it('a vendored Yarn release is never read as the bot\'s source', () => {
    mkdirSync(join(cwd, 'yarn-bot', '.yarn', 'releases'), { recursive: true });
    mkdirSync(join(cwd, 'yarn-bot', 'src'));
    const ping = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('Ping').setDescription('Pong') };\n";
    // Yarn 4 commits its release; its 3 MB hold nesting and words of every kind.
    write('yarn-bot/.yarn/releases/yarn-4.9.2.cjs', ping);
    write('yarn-bot/src/ping.js', ping);
    const run = lint(['yarn-bot']);
    expect(run.results.map((result) => relative(cwd, result.filePath).split('\\').join('/'))).toEqual(['yarn-bot/src/ping.js']);
  });

  it('binary and invalid UTF-8: located diagnostics, no crash', () => {
    write('binary.json', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]));
    write('latin1.json', Buffer.concat([Buffer.from('{\n  "name": "caf'), Buffer.from([0xe9]), Buffer.from('",\n  "description": "x"\n}\n')]));
    const run = lint(['binary.json', 'latin1.json']);
    expect(run.code).toBe(1);
    expect(run.results[0]!.messages.map((m) => m.ruleId)).toEqual(['invalid-encoding', 'json-syntax']);
    expect(run.results[1]!.messages.find((m) => m.ruleId === 'invalid-encoding')).toMatchObject({ line: 2, column: 15, endColumn: 16 });
    expect(run.stderr).toBe('');
  });

  it('200 000 levels of nesting: a located json-syntax diagnostic at the depth limit, and no crash', () => {
    write('deep.json', '['.repeat(200_000) + ']'.repeat(200_000));
    write('deep-objects.jsonc', '{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000));
    const run = lint(['deep.json', 'deep-objects.jsonc']);
    expect(run.code).toBe(1);
    expect(run.results.map((r) => [r.messages[0]!.ruleId, r.messages[0]!.column])).toEqual([
      ['json-syntax', 1001],
      ['json-syntax', 5001],
    ]);
    expect(run.stderr).toBe('');
  });

  it('a symlink loop is followed once', () => {
    write('loop/cmd.json', GOOD);
    symlinkSync(join(cwd, 'loop'), join(cwd, 'loop', 'self'));
    symlinkSync('nowhere.json', join(cwd, 'loop', 'dangling.json'));
    const run = lint(['loop']);
    expect(run.code).toBe(0);
    expect(run.results.map((r) => r.filePath)).toEqual([join(cwd, 'loop', 'cmd.json')]);
  });

  it('a directory named like a file, and __proto__ keys, are handled', () => {
    mkdirSync(join(cwd, 'dir.json'));
    write('proto.json', '{"name": "ping", "description": "Pong", "__proto__": {"name": "Polluted"}, "constructor": 1}');
    const run = lint(['proto.json']);
    expect(run.results[0]!.messages.map((m) => m.ruleId)).toEqual(['unknown-field', 'unknown-field']);
    expect(lint(['dir.json']).code).toBe(2);
  });

  it('an unreadable file among readable ones: the others are linted, exit 2 with a one-line message', () => {
    write('readable.json', BAD);
    const locked = write('locked.json', GOOD);
    chmodSync(locked, 0o000);
    // As root every file is readable: run as nobody then.
    const asRoot = process.getuid?.() === 0;
    const run = cmdlint(['readable.json', 'locked.json', '-f', 'json'], { cwd, ...(asRoot ? { uid: 65534, gid: 65534 } : {}) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`cmdlint: Cannot read ${locked}: permission denied.\n`);
    expect(parseJsonOutput(run.stdout).map((r) => r.errorCount)).toEqual([3]);
    chmodSync(locked, 0o644);
  });

  it('a big minified file (5 MB) is located and linted', () => {
    const command = (i: number) => ({ name: `cmd-${i}`, description: 'A command', options: Array.from({ length: 20 }, (_, k) => ({ type: 3, name: `o${k}`, description: 'x'.repeat(90), choices: [{ name: 'ä'.repeat(50), value: 'v' }] })) });
    const body = Array.from({ length: 1200 }, (_, i) => command(i));
    (body[1100]!.options[3] as Record<string, unknown>).name = 'Upper';
    const text = JSON.stringify(body);
    write('big.json', text);
    expect(text.length).toBeGreaterThan(5_000_000);
    const run = lint(['big.json']);
    const messages = run.results[0]!.messages;
    const upper = messages.find((m) => m.ruleId === 'name-lowercase')!;
    expect(upper.line).toBe(1);
    expect(text.slice(upper.column - 1, upper.endColumn - 1)).toBe('"Upper"');
  });
});

describe('a directory of many files', () => {
  // Files in no set are linted in batches as they are read, a set's files when the set is
  // complete: the report still lists every file once, in the order of the walk, each with its own.
  it('lints every file with its own problems, sets together, in walk order', () => {
    const many = tempProject({ 'cmdlint.config.json': '{ "sets": [{ "files": ["cmds/set/*.json"] }] }\n' });
    const expected: [string, number][] = [];
    for (let i = 0; i < 80; i++) {
      const name = `cmds/f${String(i).padStart(2, '0')}.json`;
      const kind = i % 10;
      many.write(name, kind === 3 ? BAD : kind === 7 ? '{ "name": "broken", "description": "x",, }\n' : GOOD.replace('ping', `ping-${i}`));
      expected.push([name, kind === 3 ? 3 : kind === 7 ? 1 : 0]);
    }
    // Two files of one set with the same name clash; each alone would be clean.
    many.write('cmds/set/a.json', GOOD);
    many.write('cmds/set/b.json', GOOD);
    expected.push(['cmds/set/a.json', 1], ['cmds/set/b.json', 1]);
    try {
      const run = cmdlint(['cmds', '-f', 'json'], { cwd: many.dir });
      expect(run.code).toBe(1);
      const results = parseJsonOutput(run.stdout);
      expect(results.map((r) => [r.filePath.slice(many.dir.length + 1), r.errorCount])).toEqual(expected);
      expect(results[7]!.messages[0]).toMatchObject({ ruleId: 'json-syntax', fatal: true });
      expect(results.at(-1)!.messages.map((m) => m.ruleId)).toEqual(['unique-command-name']);
    } finally {
      many.cleanup();
    }
  });
});

describe('positions', () => {
  const body = { name: 'Ping', description: 'Pong', options: [{ type: 3, name: 'a', description: 'x' }, { type: 3, name: 'b', description: 'y', required: true }] };
  const layouts: Record<string, string> = {
    'multi-line': JSON.stringify(body, null, 2),
    minified: JSON.stringify(body),
    crlf: JSON.stringify(body, null, '\t').replace(/\n/g, '\r\n'),
    'bom+astral': '\uFEFF{"description": "😀😀", "name": "Ping", "options": ' + JSON.stringify(body.options) + '}',
  };
  for (const [layout, text] of Object.entries(layouts)) {
    it(`are counted as editors count them: ${layout}`, () => {
      write(`${layout}.json`, text);
      const [result] = lint([`${layout}.json`]).results;
      const clean = text.replace(/^\uFEFF/, '');
      // Offsets from 1-based lines and UTF-16 columns, as an editor would find them.
      const starts = [0];
      for (const match of clean.matchAll(/\r\n|\n/g)) starts.push(match.index + match[0].length);
      const offset = (line: number, column: number): number => starts[line - 1]! + column - 1;
      const name = result!.messages.find((m) => m.ruleId === 'name-lowercase')!;
      expect(clean.slice(offset(name.line, name.column), offset(name.endLine, name.endColumn))).toBe('"Ping"');
      const late = result!.messages.find((m) => m.ruleId === 'required-before-optional')!;
      expect(JSON.parse(clean.slice(offset(late.line, late.column), offset(late.endLine, late.endColumn)))).toEqual(body.options[1]);
    });
  }
});

describe('--fix', () => {
  const original = '{\r\n  "name": "poll",\r\n  "type": "1",\r\n  "description": "Start a poll",   \r\n  "options": [\r\n    {"type": 3, "name": "q", "description": "Q"},\r\n    {"type": 4, "name": "h", "description": "H", "required": true}\r\n  ],\r\n  "default_member_permissions": 8\r\n}';

  it('fixes: the result re-lints clean, bytes outside the edits are identical, and it is idempotent', () => {
    const path = write('poll.json', `\uFEFF${original}`);
    const before = statSync(path);
    const run = lint(['--fix', 'poll.json']);
    expect(run.code).toBe(0);
    expect(run.results[0]!.messages).toEqual([]);
    const after = readFileSync(path, 'utf8');
    expect(after).toBe(
      '\uFEFF{\r\n  "name": "poll",\r\n  "type": 1,\r\n  "description": "Start a poll",   \r\n  "options": [\r\n    {"type": 4, "name": "h", "description": "H", "required": true},\r\n    {"type": 3, "name": "q", "description": "Q"}\r\n  ],\r\n  "default_member_permissions": "8"\r\n}',
    );
    expect(lint(['poll.json']).code).toBe(0);
    // Atomic: a new file was renamed over the old one, and no temporary file is left.
    expect(statSync(path).ino).not.toBe(before.ino);
    expect(readdirSync(cwd).filter((f) => f.includes('.tmp'))).toEqual([]);
    const again = statSync(path);
    expect(lint(['--fix', 'poll.json']).code).toBe(0);
    expect(statSync(path).ino).toBe(again.ino); // unchanged files are not written
    expect(statSync(path).mtimeMs).toBe(again.mtimeMs);
  });

  it('keeps the mode of the file and writes through symlinks', () => {
    const target = write('real/cmd.json', '{"name": "ping", "description": "Pong", "default_member_permissions": 8}');
    chmodSync(target, 0o640);
    symlinkSync(target, join(cwd, 'link.json'));
    expect(lint(['--fix', 'link.json']).code).toBe(0);
    expect(statSync(join(cwd, 'link.json'), { throwIfNoEntry: true }).isFile()).toBe(true);
    expect(readFileSync(target, 'utf8')).toContain('"8"');
    expect(statSync(target).mode & 0o777).toBe(0o640);
  });

  it('leaves what it cannot fix, and a file that is not UTF-8 untouched', () => {
    const bytes = Buffer.concat([Buffer.from('{"name": "Ping", "description": "'), Buffer.from([0xff]), Buffer.from('", "type": "1"}')]);
    const path = write('latin.json', bytes);
    const run = lint(['--fix', 'latin.json']);
    expect(run.code).toBe(1);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });
});
