// Files as real bots keep them (test/corpus: verbatim copies with their repository and commit,
// and shapes taken from public code and issue threads, each noted in manifest.json), read by the
// built CLI as a process: what is a command, what wraps commands, what is a saved listing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, parseJsonOutput, ROOT, inTempProject, tempProject, type JsonResult, expectRefused } from './helpers.js';

const CORPUS = join(ROOT, 'test', 'corpus');
interface Entry {
  readonly file: string;
  readonly shape: 'command' | 'commands' | 'permissions' | 'wrapper';
  readonly repository?: string;
  readonly commit?: string;
}
const MANIFEST = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as { files: Entry[] };
const read = (file: string): string => readFileSync(join(CORPUS, file), 'utf8');

const project = tempProject();
afterAll(() => project.cleanup());

/** Lints files of a temporary project; the JSON formatter's results. */
function lint(files: Record<string, string>, args: string[] = []): { code: number | null; results: JsonResult[]; stderr: string } {
  const paths = Object.entries(files).map(([path, text]) => project.write(path, text));
  const run = cmdlint(['-f', 'json', ...args, ...paths], { cwd: project.dir });
  return { code: run.code, results: run.stdout ? parseJsonOutput(run.stdout) : [], stderr: run.stderr };
}

const messages = (result: JsonResult): string[] => result.messages.map((m) => `${m.ruleId} ${m.severity} ${m.message}`);

describe('a command that keeps a "permissions" field of its own is a command (issue 25 item 1)', () => {
  it('runs the command rules and calls "permissions" an unknown field, not a permissions body', () => {
    const { results } = lint({ 'p1/reset.json': read('shapes/command-with-permissions-list.json') });
    const [result] = results;
    const rules = result!.messages.map((m) => m.ruleId);
    expect(rules).not.toContain('body-shape');
    expect(rules).not.toContain('required-field');
    expect(result!.messages.find((m) => m.ruleId === 'unknown-field')?.message).toContain('unknown field "permissions"');
    // The localized descriptions over 100 characters are found, as --kind command finds them.
    expect(rules.filter((r) => r === 'description-length').length).toBeGreaterThanOrEqual(2);
    expect(messages(result!)).toEqual(messages(lint({ 'p1/reset.json': read('shapes/command-with-permissions-list.json') }, ['--kind', 'command']).results[0]!));
  });

  it('reads the object form the same way', () => {
    const [result] = lint({ 'p1/ban.json': read('shapes/command-with-permissions-object.json') }).results;
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['unknown-field']);
    expect(result!.messages[0]!.message).toContain('"permissions"');
  });

  it('says that a body with both a command\'s keys and an overwrite list is a guess, once, and reads it as a command', () => {
    const [result] = lint({ 'p1/client.json': read('shapes/client-command-with-overwrites.json') }).results;
    const guesses = result!.messages.filter((m) => m.message.includes('its kind is a guess'));
    expect(guesses).toHaveLength(1);
    expect(guesses[0]).toMatchObject({ ruleId: 'body-shape', severity: 1 });
    expect(guesses[0]!.message).toContain('--kind permissions');
    expect(result!.messages.some((m) => m.ruleId === 'body-shape' && m.severity === 2)).toBe(false);
  });

  it('a permissions body with a name beside its list is read as permissions and said to be a guess', () => {
    const [result] = lint({ 'p1/perm.json': '{ "name": "ban", "permissions": [{ "id": "123456789012345678", "type": 1, "permission": true }] }\n' }).results;
    expect(result!.messages.some((m) => m.message.includes('read as a permissions body'))).toBe(true);
  });
});

describe('every array of commands in a file is linted or said to be skipped (issue 25 items 2, 3)', () => {
  const bot = read('json/Shashank3736__discord-bot__commands.json').replace('"name": "reload"', '"name": "Reload"');

  it('lints "developerCommands" beside "commands", each in its own scope', () => {
    const [result] = lint({ 'w1/commands.json': bot }).results;
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['wrapped-body', 'name-lowercase']);
    expect(result!.messages[0]!.message).toContain('"/commands" and "/developerCommands" (guild)');
    expect(result!.messages[1]!.message).toContain('"Reload"');
  });

  it('two sets naming the two bodies of one file each hold; an array no set names is reported by its key', () => {
    const config = (sets: object[]): string => JSON.stringify({ sets });
    const both = lint({
      'w2/cmdlint.config.json': config([{ files: ['commands.json'], body: '/commands' }, { files: ['commands.json'], body: '/developerCommands', scope: 'guild' }]),
      'w2/commands.json': bot,
    }).results.find((r) => r.filePath.endsWith('commands.json'))!;
    expect(both.messages.map((m) => m.ruleId)).toEqual(['name-lowercase']);
    // Swapped: the same error, from the other set.
    const swapped = lint({
      'w3/cmdlint.config.json': config([{ files: ['commands.json'], body: '/developerCommands', scope: 'guild' }, { files: ['commands.json'], body: '/commands' }]),
      'w3/commands.json': bot,
    }).results.find((r) => r.filePath.endsWith('commands.json'))!;
    expect(swapped.messages.map((m) => m.ruleId)).toEqual(['name-lowercase']);
    const one = lint({ 'w4/cmdlint.config.json': config([{ files: ['commands.json'], body: '/commands' }]), 'w4/commands.json': bot }).results.find((r) =>
      r.filePath.endsWith('commands.json'),
    )!;
    expect(one.messages).toHaveLength(1);
    expect(one.messages[0]).toMatchObject({ ruleId: 'wrapped-body', severity: 1 });
    expect(one.messages[0]!.message).toContain('"/developerCommands" holds what look like commands');
    expect(one.messages[0]!.message).toContain('"body": "/developerCommands"');
  });

  it('reads other wrappers and leaves the wrapper\'s other keys alone', () => {
    const { results } = lint({
      'w5/slash.json': read('shapes/slash-commands-wrapper.json'),
      'w5/command.json': read('shapes/command-array-and-info.json'),
      'w5/keyed.json': read('shapes/keyed-by-name.json'),
    });
    const byName = (name: string): JsonResult => results.find((r) => r.filePath.endsWith(name))!;
    expect(byName('slash.json').messages.map((m) => m.ruleId)).toEqual(['wrapped-body', 'name-lowercase']);
    expect(byName('command.json').messages.map((m) => m.ruleId)).toEqual(['wrapped-body']);
    expect(byName('keyed.json').messages.map((m) => m.ruleId)).toEqual(['wrapped-body', 'name-lowercase']);
    expect(byName('keyed.json').messages[1]!.message).toContain('"Command"');
    for (const result of results) expect(result.messages.some((m) => m.message.includes('no name') || m.message.includes('"info"'))).toBe(false);
  });

  it('finds wrapped files in a directory as it finds plain ones', () => {
    project.write('w6/keyed.json', read('shapes/keyed-by-name.json'));
    project.write('w6/slash.json', read('shapes/slash-commands-wrapper.json'));
    const run = cmdlint(['-f', 'json', 'w6'], { cwd: project.dir });
    expect(parseJsonOutput(run.stdout).map((r) => r.filePath.split('/').pop()).sort()).toEqual(['keyed.json', 'slash.json']);
  });
});

describe('shape detection agrees with the kind each real file\'s shape says (differential)', () => {
  const files = MANIFEST.files.filter((entry) => entry.shape !== 'wrapper');
  it.each(files.map((entry) => [entry.file, entry.shape] as const))('%s reads the same with --kind auto and --kind %s', (file, shape) => {
    const text = read(file);
    const name = `d/${file.replace(/\//g, '__')}`;
    const auto = lint({ [name]: text }).results[0]!;
    const given = lint({ [name]: text }, ['--kind', shape]).results[0]!;
    // The one thing auto says more: that a kind was guessed.
    const guessed = (m: JsonResult['messages'][number]): boolean => m.ruleId === 'body-shape' && m.message.includes('its kind is a guess');
    expect(auto.messages.filter((m) => !guessed(m))).toEqual(given.messages);
  });

  it.each(MANIFEST.files.filter((entry) => entry.shape === 'wrapper').map((entry) => [entry.file] as const))('%s: each wrapped body reads as it does alone', (file) => {
    const value = JSON.parse(read(file)) as Record<string, unknown>;
    const name = `dw/${file.replace(/\//g, '__')}`;
    const wrapped = lint({ [name]: read(file) }).results[0]!;
    const inside = wrapped.messages.filter((m) => m.ruleId !== 'wrapped-body').map((m) => `${m.ruleId} ${m.message}`);
    const alone: string[] = [];
    for (const [key, part] of Object.entries(value)) {
      if (typeof part !== 'object' || part === null || key === 'info') continue;
      const result = lint({ [`dw/part-${key}.json`]: JSON.stringify(part, null, 2) }, ['--kind', Array.isArray(part) ? 'commands' : 'command']).results[0]!;
      alone.push(...result.messages.map((m) => `${m.ruleId} ${m.message}`));
    }
    expect(inside.sort()).toEqual(alone.sort());
  });
});

describe('a saved listing is recognised once (issue 25 item 4)', () => {
  it('one notice for the file, none of the per-field warnings, and the rest of the rules still run', () => {
    const [result] = lint({ 'l1/registered.json': read('shapes/listing.json') }).results;
    const rules = result!.messages.map((m) => m.ruleId);
    expect(rules.filter((r) => r === 'wrapped-body')).toHaveLength(1);
    expect(rules).not.toContain('response-only-field');
    const notice = result!.messages.find((m) => m.ruleId === 'wrapped-body')!;
    expect(notice.message).toContain('saved listing');
    expect(notice.message).toContain('for a guild');
    expect(notice.message).toContain('cmdlint plan --registered');
    // A file that is no listing (one command with an id only) keeps its per-field warning.
    const [plain] = lint({ 'l1/one.json': '{ "id": "1000000000000000001", "name": "ping", "description": "Pong" }\n' }).results;
    expect(plain!.messages.map((m) => m.ruleId)).toEqual(['response-only-field']);
  });
});

describe('advice that keeps the meaning, one message per problem, at the key (issue 25 items 5-8)', () => {
  const live = read('repos/Gtomika__mod-wvw-bot/commands/live/create_raid_add_global.json');

  it('"dm_permission": false is told to become contexts without BOT_DM, and the suggestion does that', () => {
    const [result] = lint({ 'a1/raid.json': live }).results;
    const deprecated = result!.messages.find((m) => m.ruleId === 'deprecated-field')!;
    expect(deprecated.message).toContain('"contexts": [0]');
    expect(deprecated.message).not.toMatch(/include 1|add BOT_DM/);
    // At the key: line 6 of the real file is `  "dm_permission": false,`; the key starts at column 3.
    expect([deprecated.line, deprecated.column, deprecated.endColumn]).toEqual([6, 3, 18]);
    const contexts = JSON.parse(live.replace('"dm_permission": false', '"dm_permission": false, "contexts": [0]')) as object;
    const [withContexts] = lint({ 'a1/raid2.json': JSON.stringify(contexts, null, 2) }).results;
    expect(withContexts!.messages.find((m) => m.ruleId === 'deprecated-field')!.message).toContain('"contexts" is there and decides');
  });

  it('"default_permission": true is removed, never turned into "default_member_permissions": "0"; defaultPermission is told today\'s field', () => {
    const [result] = lint({ 'a2/ping.json': '{\n  "name": "ping",\n  "description": "Pong",\n  "default_permission": true\n}\n' }).results;
    expect(result!.messages[0]!.message).toContain('true is the default');
    expect(result!.messages[0]!.message).not.toContain('"0"');
    const [camel] = lint({ 'a2/camel.json': '{\n  "name": "ping",\n  "description": "Pong",\n  "defaultPermission": false\n}\n' }).results;
    expect(camel!.messages.map((m) => m.ruleId)).toEqual(['unknown-field']);
    expect(camel!.messages[0]!.message).toContain('"default_member_permissions": "0"');
    expect(camel!.messages[0]!.message).not.toMatch(/did you mean "default_permission"/);
    expect([camel!.messages[0]!.line, camel!.messages[0]!.column]).toEqual([4, 3]);
  });

  it('a USER command\'s description localization equal to its description: one error, no warning at the same place', () => {
    const [result] = lint({ 'a3/user.json': '{ "type": 2, "name": "Report User", "description": "Report", "description_localizations": { "fr": "Report" } }\n' }).results;
    const at = result!.messages.filter((m) => m.column === result!.messages.find((x) => x.message.includes('fr description'))!.column);
    expect(at.map((m) => m.ruleId)).toEqual(['context-menu-description']);
  });
});

describe('plan and explain read local bodies as cmdlint does (issue 25 items 13-15)', () => {
  const botText = read('json/Shashank3736__discord-bot__commands.json');
  const bot = JSON.parse(botText) as { commands: Record<string, unknown>[]; developerCommands: Record<string, unknown>[] };
  /** What the list endpoint answers for the global commands: ids, versions and the fields it fills in. */
  const registered = bot.commands.map((command, i) => ({
    id: `10000000000000000${10 + i}`, application_id: '111111111111111111', version: '1', type: 1, default_member_permissions: null, dm_permission: true, nsfw: false,
    name_localizations: null, description_localizations: null, ...command,
  }));
  /** The same as discord.js's ApplicationCommand objects saved with JSON.stringify. */
  const camel = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(camel) : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'dm_permission').map(([key, field]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), key === 'options' || key === 'choices' ? camel(field) : field]))
      : value;

  it('plan --registered on a wrapped file plans its global array: nothing to create or delete', () => {
    inTempProject({ 'commands.json': botText, 'registered.json': JSON.stringify(registered) }, (p) => {
      const run = cmdlint(['plan', 'commands.json', '--registered', 'registered.json', '--detailed-exitcode'], { cwd: p.dir });
      expect(run.stdout).toContain(`of ${bot.commands.length} local commands`);
      expect(run.stdout).toContain('No changes');
      expect(run.code).toBe(0);
      const json = JSON.parse(cmdlint(['plan', 'commands.json', '--registered', 'registered.json', '--format', 'json'], { cwd: p.dir }).stdout) as { actions: { action: string; path: unknown[] }[] };
      expect(json.actions[0]).toMatchObject({ action: 'unchanged', path: ['commands', 0] });
    });
  });

  it('a registered list in discord.js\'s camelCase shape is mapped: unchanged commands stay unchanged (exit 0, not 3)', () => {
    inTempProject({ 'commands.json': botText, 'registered.json': JSON.stringify(camel(registered)) }, (p) => {
      const run = cmdlint(['plan', 'commands.json', '--registered', 'registered.json', '--detailed-exitcode'], { cwd: p.dir });
      expect(run.stderr).toContain("discord.js's camelCase shape");
      expect(run.stdout).toContain('No changes');
      expect(run.code).toBe(0);
      // A field whose meaning is not certain (a type written as a name, as discord.js v13 kept it): refused, saying what is wanted.
      p.write('v13.json', JSON.stringify([{ ...(camel(registered[0]) as object), type: 'CHAT_INPUT' }]));
      const refused = cmdlint(['plan', 'commands.json', '--registered', 'v13.json'], { cwd: p.dir });
      expectRefused(refused, '"type": "CHAT_INPUT"', 'with_localizations=true');
    });
  });

  it('a guild\'s listing planned as the global list is refused, saying so', () => {
    inTempProject({ 'commands.json': botText, 'registered.json': JSON.stringify(registered.map((c) => ({ ...c, guild_id: '222222222222222222' }))) }, (p) => {
      const run = cmdlint(['plan', 'commands.json', '--registered', 'registered.json'], { cwd: p.dir });
      expectRefused(run, "is a guild's list", '--scope guild');
    });
  });

  it('explain --body on the wrapped file finds the body the error fits and points into the file', () => {
    const text = botText.replace('"name": "reload"', '"name": "Reload"');
    const line = text.split('\n').findIndex((l) => l.includes('"Reload"')) + 1;
    inTempProject({ 'commands.json': text }, (p) => {
      // discord.js v14's print of a bulk overwrite of the developers' guild commands.
      const at = bot.developerCommands.findIndex((c) => c.name === 'reload');
      const error = `DiscordAPIError[50035]: Invalid Form Body\n${at}.name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid\n`;
      const run = cmdlint(['explain', '--body', 'commands.json'], { cwd: p.dir, input: error });
      expect(run.stdout).not.toContain('does not fit');
      expect(run.stdout).toContain(`commands.json:${line}:`);
      expect(run.code).toBe(0);
    });
  });
});

describe('explain reads the formats libraries print (issue 25 items 16, 17), texts from public issue threads', () => {
  const explainText = (input: string, body?: string): { code: number | null; stdout: string } =>
    inTempProject(body === undefined ? {} : { 'sent.json': body }, (p) => cmdlint(['explain', ...(body === undefined ? [] : ['--body', 'sent.json'])], { cwd: p.dir, input }));

  it('discord.js v12 lines without a code (AlexzanderFlores/WOKCommands#100)', () => {
    const input = `DiscordAPIError: Invalid Form Body
options[0].name: String value did not match validation regex.
    at RequestHandler.execute (bot\\node_modules\\discord.js\\src\\rest\\RequestHandler.js:154:13)
    at processTicksAndRejections (node:internal/process/task_queues:96:5) {
  method: 'post',
  path: '/applications/824369557543059457/guilds/778011280149053460/commands',
  code: 50035,
  httpStatus: 400
}
`;
    const body = JSON.stringify({ name: 'kiss', description: 'Kiss someone.', options: [{ name: '@member', description: 'who', type: 6, required: true }] }, null, 2);
    const run = explainText(input, body);
    expect(run.stdout).toContain('option "@member"');
    expect(run.stdout).toContain('name-format');
    expect(run.stdout).not.toMatch(/method|httpStatus/);
    expect(run.code).toBe(0);
  });

  it('JDA: the path on its own line, "- CODE: message" below it (discord-jda/JDA#2100)', () => {
    const input = `[ForkJoinPool.commonPool-worker-2] ERROR RestAction - RestAction queue returned failure: [ErrorResponseException] 50035: Invalid Form Body
18.options[0].type
        - BASE_TYPE_CHOICES: Value must be one of (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11).
net.dv8tion.jda.api.exceptions.ContextException
`;
    const run = explainText(input);
    expect(run.stdout).toContain('BASE_TYPE_CHOICES');
    expect(run.stdout).toContain('18.options[0].type');
  });

  it('a Go library\'s arrows', () => {
    const run = explainText('2024/01/02 15:04:05 HTTP 400 Bad Request: 50035 Invalid Form Body\noptions -> 0 -> name -> APPLICATION_COMMAND_INVALID_NAME: Command name is invalid\n');
    expect(run.stdout).toContain('APPLICATION_COMMAND_INVALID_NAME');
    expect(run.stdout).toContain('options[0].name');
  });

  it('an unreadable text says which library it looks like and quotes the line (Rapptz/discord.py#9838)', () => {
    const run = explainText(`discord.app_commands.errors.CommandSyncFailure: Failed to upload commands to Discord (HTTP status 400, error code 50035)
In command 'command2' defined in function 'detect'
  In parameter 'thing'
    name: Command name is invalid
`);
    expect(run.stdout).toMatch(/discord\.py|not explained|name/);
    expect(run.code).not.toBe(2);
  });

  it('30034 names daily-create-limit; a placeholder application_id is said to be in the URL', () => {
    const daily = explainText('DiscordAPIError[30034]: Max number of daily application command creates has been reached (200)\n');
    expect(daily.stdout).toContain('daily-create-limit');
    const placeholder = explainText('DiscordAPIError[50035]: Invalid Form Body\napplication_id[NUMBER_TYPE_COERCE]: Value "YOUR_CLIENT_ID_HERE" is not snowflake.\n', '[{ "name": "ping", "description": "Pong" }]');
    expect(placeholder.stdout).toContain("URL");
    expect(placeholder.stdout).toContain('placeholder');
    expect(placeholder.code).toBe(0);
  });
});

describe('the pre-commit hook\'s command (issue 25 item 10)', () => {
  const entry = /^\s*entry: (.*)$/m.exec(readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8'))![1]!.split(' ').slice(1);

  // The hook passes the staged files' names (pass_filenames): the command is run as the framework runs it.
  it('passes a commit that stages only a non-command JSON file, and still fails a bad command file', () => {
    inTempProject({ 'package.json': '{ "name": "my-bot", "version": "1.0.0" }\n' }, (p) => {
      const git = (...args: string[]): void => void execFileSync('git', args, { cwd: p.dir, stdio: 'ignore' });
      git('init', '-q');
      git('add', 'package.json');
      expect(cmdlint([...entry, 'package.json'], { cwd: p.dir }).code).toBe(0);
      p.write('commands/ping.json', '{ "name": "Ping", "description": "Pong" }\n');
      git('add', 'commands/ping.json');
      expect(cmdlint([...entry, 'commands/ping.json'], { cwd: p.dir }).code).toBe(1);
    });
  });
});
