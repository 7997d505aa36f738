// JavaScript and TypeScript documents through a real client connection (in process): linted only
// with `sources: "on"`, at the source's positions, with quick fixes, a budget hover on names, no
// completion; and source files as members of sets.
import { describe, expect, test } from 'vitest';
import { positionOf } from './client.js';
import { applyLspEdits, BAN_JS, editsFor, GOOD, PING_TS, PLAIN_JS, POLL } from './helpers.js';
import { range, sessions } from './session.js';

const start = sessions();

const brief = (diagnostics: readonly { code?: string | number; range: ReturnType<typeof range> }[]) =>
  diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);

describe('sources: "off" (the default)', () => {
  test('a builder file gets nothing until the setting is on, and nothing again once it is off', async () => {
    const { client, project } = await start();
    const js = project.uri('commands/ban.js');
    const json = project.uri('poll.json');
    await client.open(js, BAN_JS, 'javascript');
    await client.open(json, POLL);
    await client.diagnostics(json, { version: 1, test: (p) => p.diagnostics.length > 0 });
    // The JSON document, opened after, was linted: the source was passed over.
    expect(client.published.filter((p) => p.uri === js)).toEqual([]);
    expect(await client.hover(js, positionOf(BAN_JS, "'Ban'", 1))).toBeNull();
    expect(await client.codeActions(js, range(4, 12, 4, 12))).toEqual([]);

    let since = client.published.length;
    client.settings = { debounceMs: 0, sources: 'on' };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    expect(brief((await client.diagnostics(js, { since })).diagnostics)).toEqual([
      ['name-lowercase', 4, 11, 4, 16],
      ['required-before-optional', 7, 3, 7, 16],
    ]);
    since = client.published.length;
    client.settings = { debounceMs: 0, sources: 'off' };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    expect((await client.diagnostics(js, { since })).diagnostics).toEqual([]);
  });

  test('a wrong value is named in the log and falls back to off', async () => {
    const { client, project } = await start({ settings: { sources: true } });
    const js = project.uri('ban.js');
    await client.open(js, BAN_JS, 'javascript');
    await client.open(project.uri('poll.json'), POLL);
    await client.diagnostics(project.uri('poll.json'), { version: 1 });
    expect(client.logs).toContain('cmdlint.sources must be "off" or "on", not true; using "off".');
    expect(client.published.filter((p) => p.uri === js)).toEqual([]);
  });
});

describe('sources: "on"', () => {
  const on = { settings: { sources: 'on' } };

  test('a builder file: diagnostics at the literals, the rename suggestion as a quick fix, a budget hover on the name', async () => {
    const { client, project } = await start(on);
    const uri = project.uri('commands/ban.js');
    await client.open(uri, BAN_JS, 'javascript');
    const published = await client.diagnostics(uri, { version: 1 });
    expect(brief(published.diagnostics)).toEqual([
      ['name-lowercase', 4, 11, 4, 16],
      ['required-before-optional', 7, 3, 7, 16],
    ]);
    expect(published.diagnostics[0]).toMatchObject({ source: 'cmdlint', severity: 1, message: 'Command /Ban: name "Ban" must be lowercase ("B" (U+0042) has a lowercase form); use "ban".' });

    const actions = await client.codeActions(uri, range(4, 13, 4, 13));
    const rename = actions.find((action) => action.title.startsWith('Rename to "ban"'));
    expect(rename?.kind).toBe('quickfix');
    const fixed = applyLspEdits(BAN_JS, editsFor(rename!.edit, uri));
    expect(fixed).toBe(BAN_JS.replace(".setName('Ban')", ".setName('ban')"));

    const hover = await client.hover(uri, positionOf(BAN_JS, "'Ban'", 1));
    expect(hover?.range).toEqual(range(4, 11, 4, 16));
    expect((hover?.contents as { value: string }).value.split('\n')[0]).toBe('**command /Ban**: 81 / 8 000 characters');
    // Elsewhere in the code, nothing: the JSON reader never reads code.
    expect(await client.hover(uri, positionOf(BAN_JS, 'interaction.reply', 2))).toBeNull();
    expect(await client.completion(uri, positionOf(BAN_JS, "'Ban'", 1))).toBeNull();
  });

  test('fix all on a source: no edit where no automatic fix applies, and no failure', async () => {
    const { client, project } = await start(on);
    const uri = project.uri('ban.js');
    await client.open(uri, BAN_JS, 'javascript');
    await client.diagnostics(uri, { version: 1 });
    expect(await client.codeActions(uri, range(0, 0, 0, 0), ['source.fixAll'])).toEqual([]);
  });

  test('with a part not known from the file, the budget on hover is a lower bound', async () => {
    const { client, project } = await start(on);
    const uri = project.uri('ping.js');
    const text = "import { SlashCommandBuilder } from 'discord.js';\nimport { t } from './i18n.js';\n\nexport const data = new SlashCommandBuilder().setName('ping').setDescription(t('ping'));\n";
    await client.open(uri, text, 'javascript');
    await client.diagnostics(uri, { version: 1 });
    const hover = await client.hover(uri, positionOf(text, "'ping'", 1));
    expect((hover?.contents as { value: string }).value.split('\n')[0]).toBe('**command /ping**: at least 4 / 8 000 characters');
  });

  test('a TypeScript literal: the diagnostic at its place, read as TypeScript', async () => {
    const { client, project } = await start(on);
    const uri = project.uri('src/ping.ts');
    await client.open(uri, PING_TS, 'typescript');
    const published = await client.diagnostics(uri, { version: 1 });
    expect(brief(published.diagnostics)).toEqual([['description-length', 7, 50, 7, 52]]);
    expect(published.diagnostics[0]!.message).toBe('Option "echo" of /ping: description is empty; write 1-100 characters.');
  });

  test('an untitled TypeScript document is read as TypeScript by its language', async () => {
    const { client } = await start(on);
    const uri = 'untitled:Untitled-1';
    await client.open(uri, PING_TS, 'typescript');
    expect(brief((await client.diagnostics(uri, { version: 1 })).diagnostics)).toEqual([['description-length', 7, 50, 7, 52]]);
  });

  test('a file that defines no commands, a file that does not parse, a file under node_modules: no diagnostics', async () => {
    const { client, project } = await start(on);
    const quiet = [project.uri('util.js'), project.uri('broken.ts'), project.uri('node_modules/x/ban.js')];
    await client.open(quiet[0]!, PLAIN_JS, 'javascript');
    await client.open(quiet[1]!, `${PING_TS}\nconst = ;\n`, 'typescript');
    await client.open(quiet[2]!, BAN_JS, 'javascript');
    const witness = project.uri('ban.js');
    await client.open(witness, BAN_JS, 'javascript');
    await client.diagnostics(witness, { version: 1 });
    expect(client.published.filter((p) => quiet.includes(p.uri) && p.diagnostics.length > 0)).toEqual([]);
  });

  test('an edit moves the diagnostics with it', async () => {
    const { client, project } = await start(on);
    const uri = project.uri('ban.js');
    await client.open(uri, BAN_JS, 'javascript');
    await client.diagnostics(uri, { version: 1 });
    const version = await client.change(uri, [{ range: range(4, 12, 4, 15), text: 'ban' }]);
    expect(brief((await client.diagnostics(uri, { version })).diagnostics)).toEqual([['required-before-optional', 7, 3, 7, 16]]);
  });
});

describe('sets that hold source files', () => {
  const config = JSON.stringify({ sets: [{ files: ['commands/**/*.js', 'commands/**/*.json'] }] });
  const dupe = BAN_JS.replace("'Ban'", "'ban'").replace(/\.addStringOption[^\n]*\n/, '').replace(/\.addUserOption[^\n]*\n/, '');

  test('a name used twice across a source on disk and an open JSON file of the set', async () => {
    const { client, project } = await start({ settings: { sources: 'on' }, files: { 'cmdlint.config.json': config, 'commands/ban.js': dupe } });
    const json = project.uri('commands/ban.json');
    const text = '{ "name": "ban", "description": "Ban a member" }\n';
    project.write('commands/ban.json', text);
    await client.open(json, text);
    const published = await client.diagnostics(json, { version: 1 });
    expect(published.diagnostics.map((d) => d.code)).toEqual(['unique-command-name']);
    // The open source of the set is linted with it, at its own positions.
    const js = project.uri('commands/ban.js');
    await client.open(js, dupe, 'javascript');
    expect(brief((await client.diagnostics(js, { version: 1 })).diagnostics)).toEqual([['unique-command-name', 4, 11, 4, 16]]);
  });

  test('with sources off, an open source of the set is not linted, and the set still reads it from disk', async () => {
    const { client, project } = await start({ files: { 'cmdlint.config.json': config, 'commands/ban.js': dupe, 'commands/ping.json': GOOD } });
    const js = project.uri('commands/ban.js');
    await client.open(js, dupe, 'javascript');
    const json = project.uri('commands/ban.json');
    const text = '{ "name": "ban", "description": "Ban a member" }\n';
    project.write('commands/ban.json', text);
    await client.open(json, text);
    expect((await client.diagnostics(json, { version: 1 })).diagnostics.map((d) => d.code)).toEqual(['unique-command-name']);
    expect(client.published.filter((p) => p.uri === js)).toEqual([]);
  });

  test('a set whose "body" names the export a loader sends: the open module is judged, and its edit fixes it', async () => {
    const plain = "module.exports = {\n  data: { name: 'Ping', description: 'Replies' },\n  execute: (interaction) => interaction.reply('pong'),\n};\n";
    const files = { 'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['commands/*.js'], scope: 'global', body: '/data' }] }) };
    const { client, project } = await start({ settings: { sources: 'on' }, files });
    const js = project.uri('commands/ping.js');
    project.write('commands/ping.js', plain);
    await client.open(js, plain, 'javascript');
    expect(brief((await client.diagnostics(js, { version: 1 })).diagnostics)).toEqual([['name-lowercase', 1, 16, 1, 22]]);
    const version = await client.change(js, [{ range: range(1, 17, 1, 18), text: 'p' }]);
    expect((await client.diagnostics(js, { version })).diagnostics).toEqual([]);
  });
});
