// `cmdlint --module FILE[#EXPORT]`, run as a user runs it: the built CLI as a process, on modules
// that import the real @discordjs/builders from their own node_modules (a link to the one this
// repository installs), and on modules that throw, hang, print, exit or export nothing usable.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN_JS, ROOT, cmdlint, inTempProject, tempProject, expectRefused } from './helpers.js';

const BUILDERS = join(ROOT, 'node_modules', '@discordjs', 'builders'); // the root's devDependency

const BAN_CJS = `const { SlashCommandBuilder } = require('@discordjs/builders');

module.exports = {
  data: new SlashCommandBuilder()
    .setName('ban')
    .setDescription('Bans a member')
    .addStringOption((option) => option.setName('reason').setDescription('Why'))
    .addUserOption((option) => option.setName('member').setDescription('Who').setRequired(true)),
  async execute(interaction) {},
};
`;

// Two commands named "warn": one from a loop the source reader cannot follow, one written out.
const MOD_MJS = `import { SlashCommandBuilder } from '@discordjs/builders';

const names = ['warn', 'kick'];
const built = names.map((name) => new SlashCommandBuilder().setName(name).setDescription(\`Does \${name}\`));

export const commands = [...built, new SlashCommandBuilder().setName('warn').setDescription('Warns again')];
`;

const RAW_MJS = `export default [
  { name: 'ping', description: 'Replies', options: [{ type: 3, name: 'Target', description: 'Who' }] },
];
`;

const project = tempProject({
  'commands/ban.cjs': BAN_CJS,
  'commands/mod.mjs': MOD_MJS,
  'commands/raw.mjs': RAW_MJS,
  'commands/ping.json': '{ "name": "Ping", "description": "Replies" }\n',
  'commands/clean.mjs': "import { SlashCommandBuilder } from '@discordjs/builders';\nexport const data = new SlashCommandBuilder().setName('ping').setDescription('Replies');\nexport function execute() {}\n",
  'commands/loop.mjs': "import { SlashCommandBuilder } from '@discordjs/builders';\nconst name = ['Pi', 'ng'].join('');\nexport default { name: name.toLowerCase(), description: 'Replies', options: [{ type: 3, name: 'a', description: 'A' }, { type: 3, name: 'a', description: 'B' }] };\n",
  'commands/djs.mjs': "export default { name: 'ping', description: 'Replies', defaultMemberPermissions: '8' };\n",
  'commands/ts.mts': "import { SlashCommandBuilder } from '@discordjs/builders';\nconst description: string = 'Bans';\nexport const data = new SlashCommandBuilder().setName('ban').setDescription(description)\n  .addStringOption((o) => o.setName('reason').setDescription('Why'))\n  .addUserOption((o) => o.setName('member').setDescription('Who').setRequired(true));\n",
  'broken/throws.mjs': "import { SlashCommandBuilder } from '@discordjs/builders';\nexport const data = new SlashCommandBuilder().setName('Ping');\n",
  'broken/hangs.mjs': "setInterval(() => {}, 1000);\nawait new Promise(() => {});\nexport const data = { name: 'ping', description: 'Replies' };\n",
  'broken/prints.mjs': "console.log('Loaded 1 command');\nexport const data = { name: 'ping', description: 'Replies' };\n",
  'broken/exits.cjs': "process.exit(0);\n",
  'broken/waits.mjs': "await new Promise(() => {});\nexport const data = { name: 'ping', description: 'Replies' };\n",
  'broken/holds.mjs': "import { spawn } from 'node:child_process';\nspawn('sleep', ['20'], { stdio: 'inherit', detached: true }).unref();\nexport const data = { name: 'Ping', description: 'Replies' };\n",
  'broken/nothing.mjs': 'export const version = 3;\nexport function run() {}\n',
});
const link = join(project.dir, 'node_modules', '@discordjs', 'builders');
mkdirSync(dirname(link), { recursive: true });
symlinkSync(realpathSync(BUILDERS), link);
afterAll(() => project.cleanup());

interface Message {
  readonly ruleId: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

function run(args: string[], env: Record<string, string> = {}): ReturnType<typeof cmdlint> {
  return cmdlint(args, { cwd: project.dir, env });
}

function messages(args: string[]): { code: number | null; messages: Message[]; stderr: string } {
  const result = run([...args, '--format', 'json']);
  const parsed = JSON.parse(result.stdout) as { messages: Message[] }[];
  return { code: result.code, messages: parsed.flatMap((file) => file.messages), stderr: result.stderr };
}

describe('cmdlint --module: what the module exports, linted', () => {
  it('module.exports = { data, execute } with a builder: toJSON() linted, the diagnostic at the option the source sets', () => {
    const result = messages(['--module', 'commands/ban.cjs']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.messages).toEqual([expect.objectContaining({ ruleId: 'required-before-optional', line: 8, column: 6 })]);
    expect(result.messages[0]!.message).toContain('"member" of /ban');
    expect(result.messages[0]!.message).toContain('"reason"');
  });

  it('the same file read without running it gives the same diagnostic at the same place', () => {
    const result = messages(['commands/ban.cjs']);
    expect(result.messages.map(({ ruleId, line, column }) => ({ ruleId, line, column }))).toEqual([{ ruleId: 'required-before-optional', line: 8, column: 6 }]);
  });

  it('rules over a set apply across the exported commands: a name built in a loop, at the export; the written one, at its builder', () => {
    const result = messages(['--module', 'commands/mod.mjs']);
    expect(result.code).toBe(1);
    const places = result.messages.map(({ ruleId, line, column }) => `${ruleId} ${line}:${column}`).sort();
    expect(places).toEqual(['unique-command-name 6:1', 'unique-command-name 6:70']);
    expect(result.messages[0]!.message).toContain('"warn"');
  });

  it('a value the reader cannot know (a name computed at run time) is linted as the module made it, at the export', () => {
    const result = messages(['--module', 'commands/loop.mjs']);
    expect(result.code).toBe(1);
    expect(result.messages.map(({ ruleId, line, column }) => `${ruleId} ${line}:${column}`)).toEqual(['unique-option-name 3:1']);
    expect(result.messages[0]!.message).toContain('/ping');
    // Read without running, the reader knows no name: it judges nothing it cannot know.
    expect(messages(['commands/loop.mjs']).messages.map((message) => message.ruleId)).not.toContain('name-lowercase');
  });

  it('an API body that goes nowhere the reader can see: linted as exported, at the export, and no fix offered through the module', () => {
    const result = messages(['--module', 'commands/raw.mjs']);
    expect(result.code).toBe(1);
    expect(result.messages).toEqual([expect.objectContaining({ ruleId: 'name-lowercase', line: 1, column: 1 })]);
    expect(result.messages[0]!.message).toContain('"Target"');
    expect(result.messages[0]).not.toHaveProperty('fix');
  });

  it('a clean module: default absent, the named export that is a command is taken, the function is not; exit 0', () => {
    const result = run(['--module', 'commands/clean.mjs']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('');
    expect(result.code).toBe(0);
  });

  it('#EXPORT picks one export; one that is missing or no command is named, with the exports there are', () => {
    expect(messages(['--module', 'commands/mod.mjs#commands']).messages).toHaveLength(2);
    const missing = run(['--module', 'commands/ban.cjs#command']);
    expectRefused(missing, '--module commands/ban.cjs#command: the module has no export "command"', 'data (an instance of SlashCommandBuilder)');
    const notACommand = run(['--module', 'commands/clean.mjs#execute']);
    expectRefused(notACommand, 'the export is a function, not a command');
  });

  it("an object in discord.js's own shape is not linted as an API body: the message says why and what to run", () => {
    const result = run(['--module', 'commands/djs.mjs']);
    expectRefused(result, 'the command "ping" of export "default" is written in discord.js\'s shape (key "defaultMemberPermissions")', 'cmdlint commands/djs.mjs');
  });

  it('with files named too, the module joins them in one run', () => {
    const result = messages(['--module', 'commands/ban.cjs', 'commands/ping.json']);
    expect(result.messages.map((message) => message.ruleId).sort()).toEqual(['name-lowercase', 'required-before-optional']);
  });
});

describe('cmdlint --module: a module that cannot be read is said so, exit 2, never a crash', () => {
  it('one that throws: the error and the line of the user\'s code that threw', () => {
    const result = run(['--module', 'broken/throws.mjs']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--module broken\/throws\.mjs: importing it threw .*Invalid string format/);
    expect(result.stderr).toMatch(/throws\.mjs:2:\d+\)/);
    expect(result.stderr).toContain('lint the file itself (cmdlint broken/throws.mjs)');
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /i);
  });

  it('one that never settles is stopped after --module-timeout, said with the flag to raise', () => {
    const started = process.hrtime.bigint();
    const result = run(['--module', 'broken/hangs.mjs', '--module-timeout', '1']);
    const hung = Number(process.hrtime.bigint() - started) / 1e6;
    expectRefused(result, '--module broken/hangs.mjs: the module had not finished loading after 1 s (--module-timeout), so it was stopped');
    // The bound holds: the run took the timeout plus what a module's run costs here, not more
    // (three times both: the machine is shared).
    const started2 = process.hrtime.bigint();
    run(['--module', 'commands/clean.mjs']);
    const clean = Number(process.hrtime.bigint() - started2) / 1e6;
    expect(hung).toBeLessThan(3 * (clean + 1000));
  });

  it('one whose process ends but leaves a process of its own holding its output: what it sent is read at --module-timeout', () => {
    const started = process.hrtime.bigint();
    const result = messages(['--module', 'broken/holds.mjs', '--module-timeout', '1']);
    const took = Number(process.hrtime.bigint() - started) / 1e6;
    const started2 = process.hrtime.bigint();
    run(['--module', 'commands/clean.mjs']);
    const clean = Number(process.hrtime.bigint() - started2) / 1e6;
    // Not the 20 s of the process it left: the timeout plus a module's run here (three times both).
    expect(took).toBeLessThan(3 * (clean + 1000));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.messages.map((message) => message.ruleId)).toEqual(['name-lowercase']);
  });

  it('one that prints on standard output: its print quoted on stderr, exit 2, the report on stdout still whole', () => {
    const result = run(['--module', 'broken/prints.mjs', '--format', 'json']);
    expectRefused(result, '--module broken/prints.mjs: the module printed on standard output while loading ("Loaded 1 command")');
    expect(JSON.parse(result.stdout)).toEqual([expect.objectContaining({ messages: [] })]);
  });

  it('one that ends the process, one whose top-level await never settles, and one that exports nothing usable', () => {
    const exits = run(['--module', 'broken/exits.cjs']);
    expectRefused(exits, '--module broken/exits.cjs: the process exited with code 0 while loading the module, before its exports could be read');
    const waits = run(['--module', 'broken/waits.mjs']);
    expectRefused(waits, "--module broken/waits.mjs: the module's top-level await never settled");
    const nothing = run(['--module', 'broken/nothing.mjs']);
    expectRefused(nothing, 'the module exports nothing cmdlint can lint (its exports: run (a function), version (number))');
  });

  it('a file that is not there', () => {
    const result = run(['--module', 'commands/gone.js']);
    expectRefused(result, 'Cannot read commands/gone.js (--module)');
  });

  it('TypeScript: linted where Node can strip types, else refused with what to do', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const result = run(['--module', 'commands/ts.mts', '--format', 'json']);
    if (major > 22 || (major === 22 && minor >= 6)) {
      expect(result.code).toBe(1);
      expect((JSON.parse(result.stdout) as { messages: Message[] }[])[0]!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(['required-before-optional 5:5']);
    } else {
      expectRefused(result, `commands/ts.mts is TypeScript, which Node ${process.versions.node} cannot import: run cmdlint with Node 22.6 or later`, 'NODE_OPTIONS="--import tsx"', '--module dist/commands.js');
    }
  });
});

describe('cmdlint --module is a flag only', () => {
  it('a configuration that names a module is refused, with the reason', () => {
    inTempProject({ 'cmdlint.config.json': JSON.stringify({ module: 'commands/ban.cjs' }), 'a.json': '{}' }, (other) => {
      const result = cmdlint(['a.json'], { cwd: other.dir });
      expectRefused(result, '"module" cannot be set in a configuration: running a module is asked for on the command line only', 'a pull request that edits the configuration cannot make CI run its code');
    });
  });

  it('--fix and --stdin are refused with it', () => {
    const fix = run(['--module', 'commands/ban.cjs', '--fix']);
    expectRefused(fix, '--fix does not apply to --module');
    expect(run(['--module', 'commands/ban.cjs', '--stdin']).code).toBe(2);
    expect(run(['--module', 'x.js', '--module-timeout', '0']).stderr).toContain('--module-timeout takes seconds, a number above 0');
  });

  it('a run without --module loads no child-process code (node:child_process)', () => {
    const preload = join(project.dir, 'record.cjs');
    const out = join(project.dir, 'loaded.txt');
    const record = `process.on('exit', () => require('fs').writeFileSync(${JSON.stringify(out)}, process.moduleLoadList.join('\\n')));`;
    writeFileSync(preload, record);
    const loaded = (args: string[]): string[] => {
      spawnSync(process.execPath, ['-r', preload, BIN_JS, ...args], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: 30_000 });
      return readFileSync(out, 'utf8').split('\n');
    };
    expect(loaded(['commands/ban.cjs'])).not.toContain('NativeModule child_process');
    expect(loaded(['--module', 'commands/clean.mjs'])).toContain('NativeModule child_process');
  });
});
