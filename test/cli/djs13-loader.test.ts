// The built CLI on a discord.js 13 loader bot (test/corpus/third_party/djs13-loader: a public bot's
// files, and variants with one planted mistake each): its module objects go through
// guild.commands.set, which converts them as discord.js 13 does. With the set's `"via":
// "discord.js"` nothing false is said and every planted mistake is found at its line; read as the
// API's JSON, the same files draw errors discord.js never lets reach the service. `--module` reads
// the same shapes with the same conversion.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, cmdlint, tempProject } from './helpers.js';

const CORPUS = join(ROOT, 'test', 'corpus', 'third_party', 'djs13-loader');

const project = tempProject();
cpSync(CORPUS, project.dir, { recursive: true });
// The modules require('discord.js') for names they never use at load time: a stub stands in for it.
mkdirSync(join(project.dir, 'node_modules', 'discord.js'), { recursive: true });
writeFileSync(join(project.dir, 'node_modules', 'discord.js', 'package.json'), '{ "name": "discord.js", "version": "13.17.1", "main": "index.js" }\n');
writeFileSync(join(project.dir, 'node_modules', 'discord.js', 'index.js'), 'module.exports = {};\n');
afterAll(() => project.cleanup());

interface Message {
  readonly ruleId: string;
  readonly line: number;
  readonly column: number;
}

function lint(args: string[]): { code: number | null; found: string[]; stderr: string } {
  const result = cmdlint([...args, '--format', 'json'], { cwd: project.dir });
  const files = JSON.parse(result.stdout) as { filePath: string; messages: Message[] }[];
  const found = files.flatMap((file) => file.messages.map((m) => `${file.filePath.slice(project.dir.length + 1)} ${m.line}:${m.column} ${m.ruleId}`));
  return { code: result.code, found: found.sort(), stderr: result.stderr };
}

const PLANTED = [
  'slscommands/info/about.mutated.js 5:18 description-length',
  'slscommands/info/uptime.mutated.js 4:11 name-lowercase',
  'slscommands/mod/warn.mutated.js 8:9 required-before-optional',
];

describe('a discord.js 13 loader bot', () => {
  it('"via": "discord.js" (13, from package.json): the planted mistakes at their lines, nothing else', () => {
    const result = lint([]);
    expect(result.found).toEqual(PLANTED);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
  });

  it('read as the API\'s JSON ("body" alone), the bot\'s own keys and type names draw what is never sent', () => {
    project.write('api.config.json', JSON.stringify({ sets: [{ files: ['slscommands/**/*.js'], scope: 'guild', body: '' }] }));
    const result = lint(['-c', 'api.config.json']);
    expect(result.found.length).toBeGreaterThan(PLANTED.length + 10);
    expect(result.found.some((line) => line.startsWith('slscommands/info/ping.js'))).toBe(true);
  });

  it('--module on a module of the set: converted as the set says, the diagnostic where the reader traced it', () => {
    const result = lint(['--module', 'slscommands/mod/warn.mutated.js']);
    expect(result.stderr).toBe('');
    expect(result.found).toEqual(['slscommands/mod/warn.mutated.js 8:9 required-before-optional']);
  });

  it('--module on a clean module written in discord.js 13\'s shape: nothing', () => {
    const result = lint(['--module', 'slscommands/info/echo.mutated.js']);
    expect(result.stderr).toBe('');
    expect(result.found).toEqual([]);
    expect(result.code).toBe(0);
  });

  it('--module-via api: refused as before, since the object is in discord.js\'s shape', () => {
    const result = cmdlint(['--module', 'slscommands/info/echo.mutated.js', '--module-via', 'api'], { cwd: project.dir });
    expect(result.stderr).toContain("written in discord.js's shape");
    expect(result.code).toBe(2);
  });

  it('--module-via discord.js@14: a type name is sent as written, and the service rejects it', () => {
    const result = lint(['--module', 'slscommands/info/echo.mutated.js', '--module-via', 'discord.js@14']);
    // 14 sends types and channel types as written: each name is reported at its literal.
    expect(result.found).toEqual([
      'slscommands/info/echo.mutated.js 7:59 number-as-string',
      'slscommands/info/echo.mutated.js 8:56 number-as-string',
      'slscommands/info/echo.mutated.js 8:82 number-as-string',
      'slscommands/info/echo.mutated.js 8:96 field-type',
      'slscommands/info/echo.mutated.js 9:58 number-as-string',
    ]);
  });

  it('plan converts the modules as the set says they are sent, as cmdlint does: /ping unchanged, the MESSAGE command a create', () => {
    project.write('registered.json', JSON.stringify([{ id: '110000000000000001', application_id: '1', version: '1', guild_id: '2', type: 1, name: 'ping', description: 'show ping', default_member_permissions: null, nsfw: false }]));
    const result = cmdlint(['plan', 'slscommands/info/ping.js', 'slscommands/info/hey.js', '--registered', 'registered.json', '--detailed-exitcode'], { cwd: project.dir });
    expect(result.stdout).toContain('one bulk overwrite of 2 local commands');
    expect(result.stdout).toContain('+ MESSAGE command "hey"');
    expect(result.stdout).not.toMatch(/NaN|unknown field|number-as-string|command \/ping/);
    expect(result.code).toBe(3);
  });

  it('without a configuration, "nothing to lint" names the set the loader needs, not a folder or "body": "/data"', () => {
    const fresh = tempProject();
    try {
      cpSync(CORPUS, fresh.dir, { recursive: true });
      rmSync(join(fresh.dir, 'cmdlint.config.json'));
      const set = '{ "files": ["slscommands/**/*.js"], "scope": "guild", "body": "", "via": "discord.js" }';
      for (const args of [[], ['slscommands']]) {
        const result = cmdlint(args, { cwd: fresh.dir });
        // Run from the root, the handler's `client.guilds.cache.get(g.id).commands.set(arrayOfSlashCommands)` is
        // read as a guild's send of an array filled out of sight: nothing *known* to lint.
        expect(result.stderr).toMatch(/nothing (?:known )?to lint: handlers\/slash_handler\.js reads "slscommands" and passes its modules to commands\.set/);
        expect(result.stderr).toContain(`cmdlint --init writes it: ${set}`);
        expect(result.stderr).not.toContain('"body": "/data"');
        expect(result.code).toBe(2);
      }
    } finally {
      fresh.cleanup();
    }
  });

  it('--init in a fresh copy sees the loader and proposes the set with "via", which then finds the planted mistakes', () => {
    const fresh = tempProject();
    try {
      cpSync(CORPUS, fresh.dir, { recursive: true });
      rmSync(join(fresh.dir, 'cmdlint.config.json'));
      const init = cmdlint(['--init'], { cwd: fresh.dir });
      expect(init.code).toBe(0);
      expect(init.stdout).toContain('handlers/slash_handler.js reads "slscommands"');
      expect(readFileSync(join(fresh.dir, 'cmdlint.config.json'), 'utf8')).toContain('{ "files": ["slscommands/**/*.js"], "scope": "guild", "body": "", "via": "discord.js" }');
      const result = cmdlint(['--format', 'json'], { cwd: fresh.dir });
      const files = JSON.parse(result.stdout) as { filePath: string; messages: Message[] }[];
      expect(files.flatMap((file) => file.messages.map((m) => `${file.filePath.slice(fresh.dir.length + 1)} ${m.line}:${m.column} ${m.ruleId}`)).sort()).toEqual(PLANTED);
    } finally {
      fresh.cleanup();
    }
  });
});

// The same loader split in two files, as a public music bot has it: a handler keeps each module it
// requires in client.slashcommands, and the ready event sends `[...client.slashcommands.values()]`.
// Read alone, the send knows nothing: the run said nothing and passed, having judged nothing.
describe('a loader split between a handler and the ready event', () => {
  const SPLIT: Record<string, string> = {
    'package.json': '{ "name": "music-bot", "private": true, "dependencies": { "discord.js": "^13.6.0" } }\n',
    'handlers/slashcommands.js': [
      'const fs = require("fs")',
      'module.exports = (bot) => {',
      '    const { client } = bot',
      '    fs.readdirSync("./slashcommands/").forEach((category) => {',
      '        fs.readdirSync(`./slashcommands/${category}`).filter((f) => f.endsWith(".js")).forEach((f) => {',
      '            const slashcmd = require(`../slashcommands/${category}/${f}`)',
      '            client.slashcommands.set(slashcmd.name, slashcmd)',
      '        })',
      '    })',
      '}',
      '',
    ].join('\n'),
    'events/ready.js': [
      'module.exports = {',
      '    name: "ready",',
      '    run: async (bot) => {',
      '        const { client } = bot',
      '        await client.application.commands.set([...client.slashcommands.values()])',
      '    }',
      '}',
      '',
    ].join('\n'),
    'slashcommands/info/ping.js': 'module.exports = {\n    name: "Ping",\n    description: "Replies with the latency",\n    run: async () => {}\n}\n',
    'slashcommands/music/play.js': 'module.exports = {\n    name: "play",\n    description: "Plays a song",\n    options: [{ name: "song", description: "What to play", type: "STRING", required: true }],\n    run: async () => {}\n}\n',
  };

  function writeSplitBot(dir: string): void {
    for (const [path, text] of Object.entries(SPLIT)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  }

  it('is told the set it needs, then --init writes it and the planted mistake is found', () => {
    const fresh = tempProject();
    try {
      writeSplitBot(fresh.dir);
      const set = '{ "files": ["slashcommands/**/*.js"], "scope": "global", "body": "", "via": "discord.js" }';
      const plain = cmdlint([], { cwd: fresh.dir });
      expect(plain.stderr).toContain('nothing known to lint: handlers/slashcommands.js reads "slashcommands" into slashcommands and events/ready.js passes its modules to commands.set');
      expect(plain.stderr).toContain(`cmdlint --init writes it: ${set}`);
      expect(plain.code).toBe(2);
      const init = cmdlint(['--init'], { cwd: fresh.dir });
      expect(init.code).toBe(0);
      expect(init.stdout).toContain('application.commands.set in events/ready.js');
      expect(init.stdout).not.toContain('Routes.applicationCommands');
      expect(readFileSync(join(fresh.dir, 'cmdlint.config.json'), 'utf8')).toContain(set);
      const result = cmdlint(['--format', 'json'], { cwd: fresh.dir });
      const files = JSON.parse(result.stdout) as { filePath: string; messages: Message[] }[];
      expect(files.flatMap((file) => file.messages.map((m) => `${file.filePath.slice(fresh.dir.length + 1)} ${m.line}:${m.column} ${m.ruleId}`))).toEqual(['slashcommands/info/ping.js 2:11 name-lowercase']);
      expect(result.code).toBe(1);
    } finally {
      fresh.cleanup();
    }
  });

  it('a send whose bodies are known is linted as before, with no hint', () => {
    const fresh = tempProject();
    try {
      writeSplitBot(fresh.dir);
      writeFileSync(join(fresh.dir, 'events', 'ready.js'), 'module.exports = { run: async (client) => { await client.application.commands.set([{ name: "Ping", description: "Pong" }]) } }\n');
      const result = cmdlint([], { cwd: fresh.dir });
      expect(result.stderr).not.toContain('to lint:');
      expect(result.stdout).toContain('name-lowercase');
      expect(result.code).toBe(1);
    } finally {
      fresh.cleanup();
    }
  });

  it('a prefix bot that keeps its modules in client.commands (a Collection) is no loader: no set, no hint, no lint', () => {
    // The discord.js guide's prefix loader: a Client has no `commands`; this one is the bot's own
    // Collection, read by its messageCreate handler, and nothing is sent to the API. (sodium, and
    // every bot of the guide's first chapters.)
    const fresh = tempProject();
    try {
      writeFileSync(join(fresh.dir, 'package.json'), JSON.stringify({ name: 'prefix-bot', dependencies: { 'discord.js': '^14.0.0' } }));
      writeFileSync(
        join(fresh.dir, 'index.js'),
        "const { Client, Collection } = require('discord.js');\nconst fs = require('fs');\nconst client = new Client({ intents: [] });\nclient.commands = new Collection();\nfor (const file of fs.readdirSync('./commands')) {\n  const command = require(`./commands/${file}`);\n  client.commands.set(command.name, command);\n}\nclient.on('messageCreate', (message) => client.commands.get(message.content.slice(1))?.execute(message));\nclient.login(process.env.TOKEN);\n",
      );
      mkdirSync(join(fresh.dir, 'commands'));
      writeFileSync(join(fresh.dir, 'commands', 'Ping.js'), "module.exports = { name: 'Ping', description: 'Pong!', execute(message) { message.reply('Pong'); } };\n");
      const plain = cmdlint([], { cwd: fresh.dir });
      expect(plain.stderr).not.toContain('commands.set');
      expect(plain.stderr).toContain('No command files found');
      expect(plain.code).toBe(2);
      const init = cmdlint(['--init'], { cwd: fresh.dir });
      expect(init.stdout).toContain('without sets');
      expect(readFileSync(join(fresh.dir, 'cmdlint.config.json'), 'utf8')).not.toContain('"via"');
    } finally {
      fresh.cleanup();
    }
  });
});
