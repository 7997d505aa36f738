// Settings, configuration files, sets across files and robustness, through a real client
// connection (in process).
import { describe, expect, test } from 'vitest';
import { lintFiles } from '@cmdlint/linter';
import { positionOf } from './client.js';
import { GOOD, POLL } from './helpers.js';
import { range, sessions } from './session.js';

const start = sessions();

describe('configuration', () => {
  test('enable: false clears; true lints again', async () => {
    const { client, project } = await start();
    const uri = project.uri('poll.json');
    await client.open(uri, POLL);
    await client.diagnostics(uri, { version: 1, test: (p) => p.diagnostics.length > 0 });
    let since = client.published.length;
    client.settings = { enable: false, debounceMs: 0 };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    expect((await client.diagnostics(uri, { since })).diagnostics).toEqual([]);
    expect(await client.hover(uri, { line: 1, character: 4 })).toBeNull();
    since = client.published.length;
    client.settings = { enable: true, debounceMs: 0 };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    expect((await client.diagnostics(uri, { since })).diagnostics).toHaveLength(5);
  });

  test('rules and scope override the configuration file, as the command line\'s --rule and --scope', async () => {
    const { client, project } = await start({ settings: { rules: { 'number-as-string': 'warn', 'name-lowercase': 'off', 'no-such-rule': 'off' } } });
    const uri = project.uri('poll.json');
    await client.open(uri, POLL);
    const published = await client.diagnostics(uri);
    expect(published.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['number-as-string', 2],
      ['locale-key', 1],
      ['required-before-optional', 1],
      ['default-member-permissions', 1],
    ]);
    expect(client.logs).toContain('cmdlint.rules: "no-such-rule" is not a rule of cmdlint; ignored.');
    const since = client.published.length;
    client.settings = { debounceMs: 0, scope: 'guild' };
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: null });
    const guild = await client.diagnostics(uri, { since });
    const [expected] = lintFiles([{ path: project.path('poll.json'), text: POLL }], { scope: 'guild' });
    expect(guild.diagnostics.map((d) => d.message)).toEqual(expected!.diagnostics.map((d) => d.message));
  });

  test('run: onSave lints on open and save, not on change', async () => {
    const { client, project } = await start({ settings: { run: 'onSave' } });
    const uri = project.uri('ping.json');
    await client.open(uri, GOOD);
    await client.diagnostics(uri, { version: 1 });
    const since = client.published.length;
    await client.change(uri, [{ text: '{ "name": "Ping", "description": "Pong" }\n' }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.published.length).toBe(since);
    await client.save(uri);
    expect((await client.diagnostics(uri, { since })).diagnostics.map((d) => d.code)).toEqual(['name-lowercase']);
  });

  test('sniff: false lints only set files; files adds globs whatever the content', async () => {
    const { client, project } = await start({ settings: { sniff: false, files: ['bots/*.json'] } });
    await client.open(project.uri('loose.json'), '{ "name": "Ping", "description": "Pong" }\n');
    const named = project.uri('bots/odd.json');
    await client.open(named, '{ "nom": "x" }\n');
    const published = await client.diagnostics(named);
    expect(published.diagnostics.map((d) => d.code)).toContain('required-field');
    expect(client.last(project.uri('loose.json'))).toBeUndefined();
  });

  test('a bad setting is named and its default used', async () => {
    const { client, project } = await start({ settings: { debounceMs: 'soon' } });
    const uri = project.uri('ping.json');
    await client.open(uri, GOOD);
    await client.diagnostics(uri);
    expect(client.logs).toContain('cmdlint.debounceMs must be a number of milliseconds from 0 to 60000, not "soon"; using 150.');
  });

  test('a changed configuration file (watched) re-lints every open document', async () => {
    const { client, project } = await start({ files: { 'cmdlint.config.json': '{}' } });
    await client.until(() => (client.registrations.includes('workspace/didChangeWatchedFiles') ? true : undefined), 'the file watchers');
    const uri = project.uri('poll.json');
    await client.open(uri, POLL);
    await client.diagnostics(uri, { test: (p) => p.diagnostics.length === 5 });
    const since = client.published.length;
    project.write('cmdlint.config.json', '{ "rules": { "locale-key": "off", "number-as-string": "warn" } }');
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: project.uri('cmdlint.config.json'), type: 2 }] });
    const after = await client.diagnostics(uri, { since });
    expect(after.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['number-as-string', 2],
      ['name-lowercase', 1],
      ['required-before-optional', 1],
      ['default-member-permissions', 1],
    ]);
  });
});

describe('sets across files', () => {
  const CONFIG = '{ "sets": [{ "files": ["commands/*.json"], "scope": "global" }] }';
  const BAN = '{ "name": "ban", "description": "Ban someone" }\n';

  test('a duplicate name across two open files shows in both; editing one updates the other', async () => {
    const { client, project } = await start({ files: { 'cmdlint.config.json': CONFIG } });
    const a = project.uri('commands/a.json');
    const b = project.uri('commands/b.json');
    project.write('commands/a.json', BAN);
    project.write('commands/b.json', GOOD);
    await client.open(a, BAN);
    await client.diagnostics(a, { version: 1 });
    await client.open(b, BAN);
    const inB = await client.diagnostics(b, { version: 1, test: (p) => p.diagnostics.length > 0 });
    const inA = await client.diagnostics(a, { version: 1, test: (p) => p.diagnostics.length > 0 });
    expect(inA.diagnostics.map((d) => [d.code, d.range])).toEqual([['unique-command-name', range(0, 10, 0, 15)]]);
    expect(inB.diagnostics.map((d) => [d.code, d.range])).toEqual([['unique-command-name', range(0, 10, 0, 15)]]);
    // The same as the command line for the same texts on disk.
    const reports = lintFiles(
      [
        { path: project.path('commands/a.json'), text: BAN },
        { path: project.path('commands/b.json'), text: BAN },
      ],
      { configFor: () => ({ file: project.path('cmdlint.config.json'), dir: project.dir, config: JSON.parse(CONFIG) }) },
    );
    expect(inA.diagnostics.map((d) => d.message)).toEqual(reports[0]!.diagnostics.map((d) => d.message));
    expect(inB.diagnostics.map((d) => d.message)).toEqual(reports[1]!.diagnostics.map((d) => d.message));
    // Renaming in b clears a as well.
    const since = client.published.length;
    await client.change(b, [{ range: range(0, 11, 0, 14), text: 'kick' }]);
    expect((await client.diagnostics(a, { since })).diagnostics).toEqual([]);
    expect((await client.diagnostics(b, { since, version: 2 })).diagnostics).toEqual([]);
  });

  test('files of the set on disk count; closing an edited file brings back its disk version', async () => {
    const { client, project } = await start({ files: { 'cmdlint.config.json': CONFIG, 'commands/on-disk.json': BAN, 'commands/b.json': GOOD } });
    const b = project.uri('commands/b.json');
    await client.open(b, BAN);
    const first = await client.diagnostics(b, { version: 1 });
    expect(first.diagnostics.map((d) => d.code)).toEqual(['unique-command-name']);
    expect(first.diagnostics[0]!.message).toContain('ban');
    // Open the other one, edit it away from the duplicate, then close it without saving.
    const disk = project.uri('commands/on-disk.json');
    await client.open(disk, BAN);
    await client.diagnostics(disk, { version: 1 });
    let since = client.published.length;
    await client.change(disk, [{ text: '{ "name": "kick", "description": "Kick someone" }\n' }]);
    await client.diagnostics(b, { since, test: (p) => p.diagnostics.length === 0 });
    since = client.published.length;
    await client.close(disk);
    expect((await client.diagnostics(b, { since, test: (p) => p.diagnostics.length > 0 })).diagnostics.map((d) => d.code)).toEqual(['unique-command-name']);
  });

  test('a file outside the sets is linted alone', async () => {
    const { client, project } = await start({ files: { 'cmdlint.config.json': CONFIG, 'commands/a.json': BAN } });
    const loose = project.uri('loose/ban.json');
    await client.open(loose, BAN);
    expect((await client.diagnostics(loose)).diagnostics).toEqual([]);
  });
});

describe('never dies', () => {
  test('a malformed request gets an error response; an unknown one MethodNotFound; the server carries on', async () => {
    const { client, project } = await start();
    await expect(client.connection.sendRequest('textDocument/hover', { position: { line: 0 } })).rejects.toMatchObject({ code: -32602 });
    await expect(client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: 'file:///x.json' }, range: null })).rejects.toMatchObject({ code: -32602 });
    await expect(client.connection.sendRequest('cmdlint/nothing', {})).rejects.toMatchObject({ code: -32601 });
    const uri = project.uri('poll.json');
    await client.open(uri, POLL);
    expect((await client.diagnostics(uri)).diagnostics).toHaveLength(5);
  });

  test('an exception in a handler is logged and the server carries on', async () => {
    const { client, project } = await start();
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: null });
    await client.until(() => client.logs.find((line) => line.startsWith('cmdlint: workspace/didChangeWatchedFiles failed: ')), 'the logged failure');
    const uri = project.uri('poll.json');
    await client.open(uri, POLL);
    expect((await client.diagnostics(uri)).diagnostics).toHaveLength(5);
    expect(await client.hover(uri, positionOf(POLL, '"name"', 2))).not.toBeNull();
  });

  test('200 000 levels of nesting: a diagnostic, and hover and completion still answer', async () => {
    const { client, project } = await start();
    const depth = 200_000;
    const text = `{"name":"deep","description":"d","options":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const uri = project.uri('deep.json');
    await client.open(uri, text);
    const published = await client.diagnostics(uri);
    expect(published.diagnostics.map((d) => [d.code, d.range])).toEqual([['json-syntax', range(0, 1042, 0, 1043)]]);
    expect(await client.hover(uri, { line: 0, character: 100_000 })).toBeNull();
    expect((await client.completion(uri, { line: 0, character: 100_000 }))!.items).toEqual([]);
  });

  test('a 50 MB document: linted, with its diagnostics', async () => {
    const { client, project } = await start();
    const commands: string[] = [];
    let size = 2;
    for (let i = 0; size < 50 * 1024 * 1024; i++) {
      const command = JSON.stringify({ name: `command-${i}`, description: `Command number ${i} ${'x'.repeat(60)}`, options: [{ type: 3, name: 'text', description: 'y'.repeat(700) }] });
      commands.push(command);
      size += command.length + 1;
    }
    const text = `[${commands.join(',')}]`;
    const uri = project.uri('huge.json');
    await client.open(uri, text);
    const published = await client.diagnostics(uri, { timeout: 30_000 });
    expect(published.diagnostics.map((d) => d.code)).toContain('bulk-size');
    const hover = await client.hover(uri, { line: 0, character: 3 });
    expect((hover!.contents as { value: string }).value).toContain('**command /command-0**');
  }, 60_000);
});
