// "Disable RULE for this line" and "Show documentation for RULE" through a real client connection
// (in process): the exact comment inserted, where a file may hold one; nothing where a comment would
// break the file (plain JSON) or not be read as one (inside a block comment or a template literal).
import { describe, expect, test } from 'vitest';
import type { CodeAction } from 'vscode-languageserver/node.js';
import { ruleCatalog } from '@cmdlint/linter';
import { parseSource } from '@cmdlint/reader-js';
import { CAPABILITIES, inProcess } from './client.js';
import { applyLspEdits, BAN_JS, editsFor, POLL, tempProject } from './helpers.js';
import { range, sessions } from './session.js';

const start = sessions();

const titles = (actions: readonly CodeAction[]) => actions.map((a) => a.title);
const disableOf = (actions: readonly CodeAction[], rule: string) => actions.find((a) => a.title === `Disable ${rule} for this line`);

describe('Disable RULE for this line', () => {
  test('in a JSONC file: a comment above the line, with its indentation, and the file still JSONC', async () => {
    const { client, uri } = await start.withDocument({ name: 'poll.jsonc' });
    // "name": "Question" on line 6 is not lowercase.
    const actions = await client.codeActions(uri, range(6, 30, 6, 30), ['quickfix']);
    expect(titles(actions)).toEqual([
      'Rename to "question" (update the code that reads this option)',
      'Disable name-lowercase for this line',
      'Show documentation for name-lowercase',
    ]);
    const disable = disableOf(actions, 'name-lowercase')!;
    expect(disable.kind).toBe('quickfix');
    expect(disable.diagnostics?.[0]).toMatchObject({ code: 'name-lowercase' });
    expect(editsFor(disable.edit, uri)).toEqual([{ range: range(6, 0, 6, 0), newText: '    // cmdlint-disable-next-line name-lowercase\n' }]);
    const edited = applyLspEdits(POLL, editsFor(disable.edit, uri));
    expect(edited.split('\n').slice(5, 8)).toEqual([
      '  "options": [',
      '    // cmdlint-disable-next-line name-lowercase',
      '    { "type": 3, "name": "Question", "description": "What to ask" },',
    ]);
    // Applied, the file is still read: no syntax error, and the other problems stay where they were.
    const v2 = await client.change(uri, editsFor(disable.edit, uri).map((e) => ({ range: e.range, text: e.newText })));
    const codes = (await client.diagnostics(uri, { version: v2 })).diagnostics.map((d) => d.code);
    expect(codes).not.toContain('json-syntax');
    expect(codes).toContain('number-as-string');
  });

  test('a second rule on a line already disabled for one joins its comment, before the reason', async () => {
    const text = POLL.replace('    { "type": 3, "name": "Question"', '    // cmdlint-disable-next-line option-description-ends -- kept as the bot\'s text\n    { "type": 3, "name": "Question"');
    const { client, uri } = await start.withDocument({ name: 'poll.jsonc', text });
    const disable = disableOf(await client.codeActions(uri, range(7, 30, 7, 30), ['quickfix']), 'name-lowercase');
    const edited = applyLspEdits(text, editsFor(disable!.edit, uri));
    expect(edited).toContain("    // cmdlint-disable-next-line option-description-ends, name-lowercase -- kept as the bot's text\n    { \"type\": 3, \"name\": \"Question\"");
  });

  test('a line that starts inside a block comment: no disable (the comment would not be one)', async () => {
    const text = '{\n  "name": "poll", /* a note\n  */ "type": "1",\n  "description": "Start a poll"\n}\n';
    const { client, uri, published } = await start.withDocument({ name: 'poll.jsonc', text });
    expect(published.diagnostics.map((d) => [d.code, d.range.start.line])).toContainEqual(['number-as-string', 2]);
    const actions = await client.codeActions(uri, range(2, 14, 2, 14), ['quickfix']);
    expect(titles(actions)).toContain('Show documentation for number-as-string');
    expect(disableOf(actions, 'number-as-string')).toBeUndefined();
  });

  test('a plain .json file, where comments are not allowed: not offered', async () => {
    const { client, uri } = await start.withDocument();
    const actions = await client.codeActions(uri, range(6, 30, 6, 30), ['quickfix']);
    expect(titles(actions).some((t) => t.startsWith('Disable'))).toBe(false);
    expect(titles(actions)).toContain('Show documentation for name-lowercase');
  });

  test('a JavaScript file: a line comment inside the builder chain, and the file still parses', async () => {
    const { client, project } = await start({ settings: { sources: 'on' } });
    const uri = project.uri('commands/ban.js');
    await client.open(uri, BAN_JS, 'javascript');
    await client.diagnostics(uri, { version: 1 });
    const disable = disableOf(await client.codeActions(uri, range(4, 13, 4, 13)), 'name-lowercase');
    expect(editsFor(disable!.edit, uri)).toEqual([{ range: range(4, 0, 4, 0), newText: '\t\t// cmdlint-disable-next-line name-lowercase\n' }]);
    const edited = applyLspEdits(BAN_JS, editsFor(disable!.edit, uri));
    expect(edited).toContain("\t\t.setName('Ban')");
    const parsed = parseSource('ban.js', edited);
    expect(parsed.errors).toEqual([]);
    expect(parsed.comments.map((c) => c.value)).toEqual([' cmdlint-disable-next-line name-lowercase']);
  });

  test('a source line that starts inside a template literal: not offered (the comment would be text)', async () => {
    const text = "const { SlashCommandBuilder } = require('discord.js');\nconst note = `a\n`; module.exports = { data: new SlashCommandBuilder().setName('Ban').setDescription('Ban a member') };\n";
    const { client, project } = await start({ settings: { sources: 'on' } });
    const uri = project.uri('commands/ban.js');
    await client.open(uri, text, 'javascript');
    const published = await client.diagnostics(uri, { version: 1 });
    expect(published.diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([['name-lowercase', 2]]);
    const actions = await client.codeActions(uri, published.diagnostics[0]!.range);
    expect(titles(actions)).toContain('Show documentation for name-lowercase');
    expect(disableOf(actions, 'name-lowercase')).toBeUndefined();
  });
});

describe('Show documentation for RULE', () => {
  test("cmdlint.openRuleDoc with the rule's page (the diagnostic's codeDescription): the server asks the client to show it", async () => {
    const { client, uri, published } = await start.withDocument();
    const actions = await client.codeActions(uri, range(2, 11, 2, 11), ['quickfix']);
    const docs = actions.find((a) => a.title === 'Show documentation for number-as-string')!;
    const page = ruleCatalog().get('number-as-string')!.docs;
    expect(page).toMatch(/^https:\/\/.*number-as-string\.md$/);
    expect(docs).toMatchObject({ kind: 'quickfix', command: { command: 'cmdlint.openRuleDoc', arguments: [page] } });
    expect(docs.edit).toBeUndefined();
    const diagnostic = published.diagnostics.find((d) => d.code === 'number-as-string')!;
    expect(diagnostic.codeDescription?.href).toBe(page);
    await client.connection.sendRequest('workspace/executeCommand', docs.command);
    expect(client.shown).toEqual([{ uri: page, external: true }]);
    // Nothing but a rule's page is opened.
    await client.connection.sendRequest('workspace/executeCommand', { command: 'cmdlint.openRuleDoc', arguments: ['https://example.com/'] });
    expect(client.shown).toHaveLength(1);
  });

  test('not offered to a client that cannot show a page (no window/showDocument), nor the command', async () => {
    const project = tempProject();
    const { client, dispose } = inProcess();
    try {
      client.settings = { debounceMs: 0 };
      const { window: _window, ...withoutWindow } = CAPABILITIES;
      const result = await client.initialize({ rootPath: project.dir, capabilities: withoutWindow });
      expect(result.capabilities.executeCommandProvider).toBeUndefined();
      const uri = project.uri('poll.json');
      await client.open(uri, POLL);
      await client.diagnostics(uri, { version: 1 });
      const actions = await client.codeActions(uri, range(2, 11, 2, 11), ['quickfix']);
      expect(titles(actions)).toEqual(['Fix this number-as-string problem']);
    } finally {
      dispose();
      project.cleanup();
    }
  });
});
