// The pure language service, without a connection: where an offset is in a half-typed text,
// which documents are linted, the settings, and the facade (getLanguageService) on a TextDocument:
// hover, completion, diagnostics and code actions, as the server's handlers and the playground call it.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseDocument } from '@cmdlint/text';
import { lintFiles, ruleCatalog } from '@cmdlint/linter';
import { DEFAULT_SETTINGS, readSettings } from '../src/settings.js';
import { locate } from '../../language-service/src/locate.js';
import { roleOf } from '../../language-service/src/structure.js';
import { groupDigits } from '../../language-service/src/hover.js';
import { DocumentText, FIX_ALL_KIND, getLanguageService, OPEN_RULE_DOC_COMMAND } from '../../language-service/src/language-service.js';
import { isOutsideSources, readSourceText, sourceLineCommentAt, sourceLineComment } from '../src/service/sources.js';
import { Workspace, type OpenFile } from '../src/service/workspace.js';
import { nodeFiles } from '../src/node-files.js';
import { BAN_JS, tempProject } from './helpers.js';

/** `text` with one `|` marking the offset. */
function at(marked: string): { text: string; offset: number } {
  const offset = marked.indexOf('|');
  return { text: marked.slice(0, offset) + marked.slice(offset + 1), offset };
}

describe('locate: where an offset is, in texts as they are typed', () => {
  const cases: [string, { path: (string | number)[]; atKey: boolean; atValue: boolean; token?: string }][] = [
    ['|', { path: [], atKey: false, atValue: true }],
    ['{ | }', { path: [], atKey: true, atValue: false }],
    ['{ "na|', { path: ['na'], atKey: true, atValue: false, token: 'string' }],
    ['{ "name": "x", | }', { path: [], atKey: true, atValue: false }],
    ['{ "name": |', { path: ['name'], atKey: false, atValue: true }],
    ['{ "type": 4|, "name": "x" }', { path: ['type'], atKey: false, atValue: true, token: 'number' }],
    ['{ "type": |4 }', { path: ['type'], atKey: false, atValue: true, token: 'number' }],
    ['[{ "options": [{ "type": 3 }, { "ty|pe": 1 }] }]', { path: [0, 'options', 1, 'type'], atKey: true, atValue: false, token: 'string' }],
    ['{ "channel_types": [0, |] }', { path: ['channel_types', 1], atKey: false, atValue: true }],
    ['{ "a": { "b": [1, 2] }, |', { path: [], atKey: true, atValue: false }],
    ['{ "a": 1 |', { path: [], atKey: false, atValue: false }],
    ['// a comment with "quotes" and { braces\n{ /* more */ "x": |', { path: ['x'], atKey: false, atValue: true }],
    ['{ "esc\\"aped": { |', { path: ['esc"aped'], atKey: true, atValue: false }],
    ['{ "name": "unclosed\n  "descr|', { path: ['descr'], atKey: true, atValue: false, token: 'string' }],
  ];
  test.each(cases)('%j', (marked, expected) => {
    const { text, offset } = at(marked);
    const location = locate(text, offset);
    expect({ path: location.path, atKey: location.atKey, atValue: location.atValue, ...(location.token && expected.token ? { token: location.token.kind } : {}) }).toEqual(expected);
  });

  test('200 000 levels of nesting are a long array, not a deep stack', () => {
    const text = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(locate(text, 200_000).path).toHaveLength(200_000);
  });
});

describe('roleOf: what an object is, from its path', () => {
  test.each([
    ['command', [], { kind: 'command', command: [] }],
    ['commands', [3], { kind: 'command', command: [3] }],
    ['command', ['options', 0, 'options', 2], { kind: 'option', command: [], path: ['options', 0, 'options', 2], depth: 2 }],
    ['command', ['options', 0, 'choices', 1], { kind: 'choice', command: [], option: ['options', 0] }],
    ['commands', [1, 'name_localizations'], { kind: 'localizations', field: 'name_localizations', owner: [1] }],
    ['permissions', ['permissions', 4], { kind: 'permission' }],
    ['command', ['options', 'x'], { kind: 'unknown' }],
  ] as const)('%s %j', (shape, path, role) => {
    expect(roleOf(shape, [...path])).toEqual(role);
  });
});

describe('settings', () => {
  test('defaults, and every wrong value named and replaced by its default', () => {
    expect(readSettings(undefined)).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
    const { settings, problems } = readSettings({ enable: 'yes', run: 'onType', debounceMs: -1, sniff: false, files: ['a/*.json'], scope: 'guild', rules: { 'name-lowercas': 'off', 'name-lowercase': 'loud', 'locale-key': 'warn' }, sources: 'yes', lintTimeoutMs: 5, lintMemoryMb: 32 });
    expect(settings).toEqual({ enable: true, run: 'onType', debounceMs: 150, sniff: false, files: ['a/*.json'], scope: 'guild', rules: { 'locale-key': 'warn' }, sources: 'off', lintTimeoutMs: 10_000, lintMemoryMb: 1024 });
    expect(problems).toEqual([
      'cmdlint.rules: "name-lowercas" is not a rule of cmdlint (did you mean "name-lowercase"?); ignored.',
      'cmdlint.rules.name-lowercase must be "off", "warn" or "error", not "loud"; ignored.',
      'cmdlint.enable must be true or false, not "yes"; using true.',
      'cmdlint.debounceMs must be a number of milliseconds from 0 to 60000, not -1; using 150.',
      'cmdlint.sources must be "off" or "on", not "yes"; using "off".',
      'cmdlint.lintTimeoutMs must be a number of milliseconds from 100 to 600000, not 5; using 10000.',
      'cmdlint.lintMemoryMb must be a number of megabytes from 64 to 65536, not 32; using 1024.',
    ]);
  });
});

describe('which documents are linted', () => {
  const file = (path: string, text: string): OpenFile => ({ uri: `file://${path}`, path, isFile: true, version: 1, document: parseDocument(text, { jsonc: false }) });

  test('set files whatever they hold; others when they look like commands; never package.json', () => {
    const project = tempProject({ 'cmdlint.config.json': '{ "sets": [{ "files": ["cmds/*.json"] }], "ignores": ["cmds/old/**"] }' });
    try {
      const workspace = new Workspace(nodeFiles);
      const reason = (path: string, text: string, settings = DEFAULT_SETTINGS) => workspace.membership(file(project.path(path), text), settings, [project.dir]).reason;
      expect(reason('cmds/a.json', '{}')).toBe('set');
      expect(reason('other/a.json', '{ "name": "x", "description": "y" }')).toBe('sniff');
      expect(reason('other/b.json', '{ "name": "x" }')).toBeUndefined();
      expect(reason('other/c.json', '{ "permissions": [] }')).toBe('sniff');
      expect(reason('other/d.json', '[{ "name": "x", "type": 1 }, {}]')).toBe('sniff');
      expect(reason('other/wrapped.json', '{ "commands": [{ "name": "x", "description": "y" }] }')).toBe('sniff');
      expect(reason('other/empty-wrapper.json', '{ "commands": [] }')).toBeUndefined();
      expect(reason('other/broken.json', '{ "name": "x", "description": ')).toBe('sniff');
      expect(reason('package.json', '{ "name": "x", "description": "y" }')).toBeUndefined();
      expect(reason('cmds/old/x/a.json', '{ "name": "x", "description": "y" }')).toBeUndefined();
      expect(reason('other/a.json', '{ "name": "x", "description": "y" }', { ...DEFAULT_SETTINGS, sniff: false })).toBeUndefined();
      expect(reason('data/odd.json', '{}', { ...DEFAULT_SETTINGS, files: ['data/*.json'] })).toBe('files');
      expect(reason('deep/er/odd.json', '{}', { ...DEFAULT_SETTINGS, files: ['odd.json'] })).toBe('files');
    } finally {
      project.cleanup();
    }
  });
});

describe('a wrapped document', () => {
  test('is linted inside, with ranges and a fix-all that land in the file', async () => {
    const project = tempProject({});
    try {
      const workspace = new Workspace(nodeFiles);
      const path = project.path('bot/commands.json');
      const text = '{\n  "commands": [\n    { "name": "ping", "description": "Pong", "type": "1" }\n  ]\n}\n';
      const open: OpenFile = { uri: `file://${path}`, path, isFile: true, version: 1, document: parseDocument(text, { jsonc: false }) };
      const membership = workspace.membership(open, DEFAULT_SETTINGS, [project.dir]);
      const report = (await workspace.lint(open, membership, [{ file: open, membership }], DEFAULT_SETTINGS)).get(open.uri)!;
      expect(report.diagnostics.map((d) => [d.ruleId, d.range.start.line, d.range.start.character])).toEqual([
        ['wrapped-body', 1, 2],
        ['number-as-string', 2, 53],
      ]);
      expect(workspace.fixAll(open, membership, [{ file: open, membership }], DEFAULT_SETTINGS)).toBe(text.replace('"type": "1"', '"type": 1'));
    } finally {
      project.cleanup();
    }
  });
});

const service = getLanguageService();

describe('hover and completion on a TextDocument', () => {
  const documentText = (text: string, uri = 'file:///tmp/x.json') => new DocumentText(TextDocument.create(uri, 'json', 1, text), parseDocument(text, { jsonc: false }));

  test('groupDigits writes the budget as the docs do', () => {
    expect([groupDigits(0), groupDigits(999), groupDigits(7412), groupDigits(8000), groupDigits(1234567)]).toEqual(['0', '999', '7 412', '8 000', '1 234 567']);
  });

  test('a permissions body: type names of its entries, fields of an entry', () => {
    const text = '{ "permissions": [{ "id": "1", "type": 3, "permission": true }, {  }] }';
    const hover = service.doHover(documentText(text), { line: 0, character: text.indexOf('3') });
    expect(hover).toEqual({ contents: { kind: 'markdown', value: '**3 = CHANNEL** (permission type)' }, range: { start: { line: 0, character: 39 }, end: { line: 0, character: 40 } } });
    const list = service.doComplete(documentText(text), { line: 0, character: text.indexOf('{  }') + 2 });
    expect(list!.items.map((i) => i.label)).toEqual(['id', 'type', 'permission']);
  });

  test('an unknown value says which are known', () => {
    const text = '{ "name": "x", "description": "y", "type": 9 }';
    const hover = service.doHover(documentText(text), { line: 0, character: text.indexOf('9') });
    expect((hover!.contents as { value: string }).value).toBe('9 is not a known command type; the known ones are 1 = CHAT_INPUT, 2 = USER, 3 = MESSAGE, 4 = PRIMARY_ENTRY_POINT.');
  });

  test('typing a value replaces the word being typed', () => {
    const text = '{ "name": "x", "description": "y", "options": [{ "type": 1';
    const list = service.doComplete(documentText(text), { line: 0, character: text.length });
    expect(list!.items[0]).toMatchObject({ label: '1', textEdit: { range: { start: { line: 0, character: text.length - 1 }, end: { line: 0, character: text.length } }, newText: '1' } });
  });
});

describe('toDiagnostics', () => {
  test('publishes at most the limit, the first in text order, and counts the rest in one last diagnostic', async () => {
    // Each option: an uppercase name (an error) and a localization equal to its default (a warning).
    const options = Array.from({ length: 8 }, (_, i) => ({ type: 3, name: `O${i}`, description: 'd', name_localizations: { fr: `O${i}` } }));
    const source = JSON.stringify({ name: 'ping', description: 'd', options }, null, 2);
    const document = parseDocument(source, { jsonc: false });
    const [report] = lintFiles([{ path: '/x.json', document }]);
    const text = new DocumentText(TextDocument.create('file:///x.json', 'json', 1, source), document, source);
    const all = service.toDiagnostics(report!, text);
    expect(all.length).toBe(report!.diagnostics.length);
    const capped = getLanguageService({ maxDiagnostics: 5 }).toDiagnostics(report!, text);
    expect(capped.slice(0, -1)).toEqual(all.slice(0, 5));
    const hiddenErrors = all.slice(5).filter((d) => d.severity === 1).length;
    expect(hiddenErrors).toBeGreaterThan(0);
    expect(capped.at(-1)).toMatchObject({
      code: 'too-many-problems',
      severity: 1,
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      message: `${all.length - 5} more problems (${hiddenErrors} errors, ${all.length - 5 - hiddenErrors} warnings) are not shown: only the first 5 are; run cmdlint on the file to see them all.`,
    });
  });
});

describe('positions of the editor\'s text', () => {
  test('offsetAt and rangeAt agree with the LSP\'s TextDocument on any mix of line breaks (a BOM, \\r\\n, \\r, \\n, past the line ends)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'é', '😀', '\r\n', '\r', '\n', ' ', '{', '"'), { maxLength: 40 }), fc.boolean(), fc.array(fc.tuple(fc.nat(12), fc.nat(12)), { maxLength: 10 }), (parts, bom, positions) => {
        const source = `${bom ? '\uFEFF' : ''}${parts.join('')}`;
        const live = TextDocument.create('file:///x.json', 'json', 1, source);
        const text = new DocumentText(live, () => parseDocument(source, { jsonc: false }), source);
        for (const [line, character] of positions) expect(text.offsetAt({ line, character })).toBe(live.offsetAt({ line, character }));
        for (let offset = -1; offset <= source.length + 1; offset++) expect(text.rangeAt(offset, offset).start).toEqual(live.positionAt(offset));
        expect(text.isParsed).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('hover on a big document that is not parsed here', () => {
  test('the budget from the command\'s own text is the budget from the whole parse, and the whole is never parsed', () => {
    const commands = Array.from({ length: 600 }, (_, i) =>
      JSON.stringify({ name: `c${i}`, description: 'd'.repeat(90), options: Array.from({ length: 10 }, (_, k) => ({ type: 3, name: `o${k}`, description: 'x'.repeat(300), choices: [{ name: 'a', value: 'a' }] })) }, null, 2),
    );
    const source = `[\n${commands.join(',\n')}\n]\n`;
    expect(source.length).toBeGreaterThan(2_000_000);
    const live = TextDocument.create('file:///big.json', 'json', 1, source);
    const lazy = new DocumentText(live, () => parseDocument(source, { jsonc: false }), source);
    const whole = new DocumentText(live, parseDocument(source, { jsonc: false }), source);
    const at = (needle: string, delta: number) => {
      const offset = source.indexOf(needle) + delta;
      return live.positionAt(offset);
    };
    const places = [at('"c300"', 1), at('"name": "c599"', 2), at('"o7"', 1), at('"description": "ddd', 20), at(',\n{\n  "name": "c42"', 2), live.positionAt(source.lastIndexOf('}'))];
    let shown = 0;
    for (const position of places) {
      const fromWhole = service.doHover(whole, position);
      expect(service.doHover(lazy, position)).toEqual(fromWhole);
      if (fromWhole !== null) shown++;
    }
    expect(shown).toBe(places.length);
    expect(lazy.isParsed).toBe(false);
  });
});

describe('the facade\'s code actions, diagnostics and readings, on a TextDocument and a report', () => {
  const lintedText = (text: string, uri: string, jsonc: boolean) => {
    const document = parseDocument(text, { jsonc });
    const [report] = lintFiles([{ path: uri.slice('file://'.length), document }]);
    return { text: new DocumentText(TextDocument.create(uri, jsonc ? 'jsonc' : 'json', 3, text), document, text), report: report! };
  };
  const option = '    { "type": 3, "name": "Question", "description": "What to ask" },';
  const body = `{\n  "name": "poll",\n  "description": "Start a poll",\n  "options": [\n${option}\n    { "type": 4, "name": "hours", "description": "How long" }\n  ]\n}\n`;
  const onQuestion = { start: { line: 4, character: 30 }, end: { line: 4, character: 30 } };
  const titles = (actions: readonly { title: string }[]) => actions.map((a) => a.title);

  test('plain JSON: the problem\'s suggestion, no comment (it would break the file), the page where the client opens pages', () => {
    const { text, report } = lintedText(body, 'file:///bot/poll.json', false);
    expect(titles(service.doQuickFixes(text, report, onQuestion))).toEqual(['Rename to "question" (update the code that reads this option)']);
    const shown = service.doQuickFixes(text, report, onQuestion, { showsDocuments: true });
    const page = ruleCatalog().get('name-lowercase')!.docs;
    expect(shown.at(-1)).toMatchObject({ title: 'Show documentation for name-lowercase', kind: 'quickfix', command: { command: OPEN_RULE_DOC_COMMAND, arguments: [page] } });
    expect([service.rulePage(page), service.rulePage('https://example.com/name-lowercase.md'), service.rulePage(42)]).toEqual([page, undefined, undefined]);
    // Away from the problem: nothing.
    expect(service.doQuickFixes(text, report, { start: { line: 1, character: 3 }, end: { line: 1, character: 3 } }, { jsonc: true, showsDocuments: true })).toEqual([]);
  });

  test('JSONC: "Disable RULE for this line" inserts the comment above, with the line\'s indentation', () => {
    const { text, report } = lintedText(body, 'file:///bot/poll.jsonc', true);
    const disable = service.doQuickFixes(text, report, onQuestion, { jsonc: true }).find((a) => a.title === 'Disable name-lowercase for this line');
    expect(disable?.edit).toEqual({ changes: { 'file:///bot/poll.jsonc': [{ range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } }, newText: '    // cmdlint-disable-next-line name-lowercase\n' }] } });
  });

  test('fix all: one minimal edit to the fixed text, none when nothing changes, or left for codeAction/resolve', () => {
    const source = '{ "name": "ping", "description": "Pong", "type": "1" }';
    const { text, report } = lintedText(source, 'file:///bot/ping.json', false);
    expect(service.hasAutomaticFixes(report)).toBe(true);
    expect(service.fixAll(text, source.replace('"1"', '1'))).toEqual({
      title: 'Fix all cmdlint problems',
      kind: FIX_ALL_KIND,
      diagnostics: [],
      edit: { changes: { 'file:///bot/ping.json': [{ range: { start: { line: 0, character: source.indexOf('"1"') }, end: { line: 0, character: source.indexOf('"1"') + 3 } }, newText: '1' }] } },
    });
    expect(service.fixAll(text, undefined).edit).toEqual({ changes: { 'file:///bot/ping.json': [] } });
    expect(service.fixAllToResolve(text)).toEqual({ title: 'Fix all cmdlint problems', kind: 'source.fixAll.cmdlint', data: { uri: 'file:///bot/ping.json', version: 3 } });
    expect(service.hasAutomaticFixes(lintedText(body, 'file:///bot/poll.json', false).report)).toBe(false);
  });

  test('the diagnostics of a whole document: its configuration, a lint that failed', () => {
    const start = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    expect(service.configDiagnostic('cmdlint.config.json: "sets" must be an array.')).toEqual({ range: start, severity: 1, source: 'cmdlint', code: 'invalid-config', message: 'cmdlint.config.json: "sets" must be an array. Nothing is linted until it is fixed.' });
    expect(service.lintFailedDiagnostic('out of memory')).toMatchObject({ range: start, code: 'lint-failed', message: expect.stringContaining('cmdlint could not lint this document: out of memory.') });
  });

  test('a source: read only with the source reader given; hover on a command\'s name, no completion, "Disable" with the reader\'s comment check', () => {
    const uri = 'file:///bot/ban.js';
    const reading = { sourceName: 'ban.js' };
    const textDocument = TextDocument.create(uri, 'javascript', 1, BAN_JS);
    expect(() => service.documentText(textDocument, reading).document).toThrow('ban.js is read as a source, and this language service was given no source reader (getLanguageService({ sources })).');
    const withParser = getLanguageService({ sources: { read: readSourceText, lineCommentAt: sourceLineCommentAt, lineComment: sourceLineComment } });
    const text = withParser.documentText(textDocument, reading);
    const [report] = lintFiles([{ path: '/bot/ban.js', document: text.document }]);
    expect(report!.diagnostics.map((d) => d.ruleId)).toContain('name-lowercase');
    const onName = textDocument.positionAt(BAN_JS.indexOf("'Ban'") + 1);
    const hover = service.doHover(text, onName, reading);
    expect((hover?.contents as { value: string }).value).toMatch(/^\*\*command \/Ban\*\*: \d+ \/ 8 000 characters/);
    expect(service.doHover(text, onName)).toBeNull(); // read as JSON, the code is no command
    expect(service.doComplete(text, onName, reading)).toBeNull();
    const range = { start: onName, end: onName };
    expect(titles(service.doQuickFixes(text, report!, range, reading))).toEqual(['Rename to "ban" (renaming a command deletes its permission overwrites)']);
    const disable = withParser.doQuickFixes(text, report!, range, reading).find((a) => a.title === 'Disable name-lowercase for this line');
    expect(disable?.edit?.changes?.[uri]).toEqual([{ range: { start: { line: onName.line, character: 0 }, end: { line: onName.line, character: 0 } }, newText: "\t\t// cmdlint-disable-next-line name-lowercase\n" }]);
  });
});

describe('the README\'s embedding example', () => {
  test('runs as it is written there, with the names the package exports, and answers', async () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const block = /## Embedding the language service[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)![1]!;
    const imports = block.match(/^import .*$/gm)!;
    expect(imports).toEqual([
      "import { TextDocument } from 'vscode-languageserver-textdocument';",
      "import { lintFiles } from '@cmdlint/linter';",
      "import { getLanguageService } from '@cmdlint/language-server';",
    ]);
    expect((await import('../src/index.js')).getLanguageService).toBe(getLanguageService);
    // Each `service.…;` line's answer is kept.
    const body = block.replace(/^import .*\n/gm, '').replace(/^(service\.[^\n]*?\));.*$/gm, 'answers.push($1);');
    const source = '{\n  // the bot\'s ping\n  "name": "Ping",\n  "description": "Pong",\n  "type": "1"\n}\n';
    const position = { line: 2, character: 4 }; // in the key "name"
    const range = { start: { line: 2, character: 12 }, end: { line: 2, character: 12 } }; // in "Ping"
    const fixedText = source.replace('"1"', '1');
    const run = new Function('TextDocument', 'lintFiles', 'getLanguageService', 'source', 'position', 'range', 'fixedText', `const answers = [];\n${body}\nreturn answers;`);
    const [diagnostics, hover, completion, quickFixes, fixAll] = run(TextDocument, lintFiles, getLanguageService, source, position, range, fixedText);
    expect(diagnostics.map((d: { code: string; range: { start: { line: number } } }) => [d.code, d.range.start.line])).toEqual([
      ['name-lowercase', 2],
      ['number-as-string', 4],
    ]);
    expect(hover.contents.value).toMatch(/^\*\*command \/Ping\*\*: 8 \/ 8 000 characters/);
    expect(completion.items.map((i: { label: string }) => i.label)).toEqual(expect.arrayContaining(['name', 'options', 'name_localizations', '$schema']));
    expect(completion.items.map((i: { label: string }) => i.label)).not.toContain('description');
    expect(quickFixes.map((a: { title: string }) => a.title)).toEqual(['Rename to "ping" (renaming a command deletes its permission overwrites)', 'Disable name-lowercase for this line', 'Show documentation for name-lowercase']);
    expect(fixAll.edit.changes['file:///bot/ping.jsonc']).toEqual([{ range: { start: { line: 4, character: 10 }, end: { line: 4, character: 13 } }, newText: '1' }]);
  });
});

describe('where a source is never a bot\'s own (sniffing), by the reader of the path', () => {
  test('dependencies for every reader; build output and test doubles by what the reader skips', () => {
    for (const path of ['/bot/node_modules/x/ban.js', '/bot/.venv/lib/cog.py', '/bot/__mocks__/ban.js', '/bot/dist/ban.js', '/bot/__pycache__/cog.py', '/bot/node_modules/x/cog.py']) expect(isOutsideSources(path), path).toBe(true);
    // Python skips no __mocks__, JavaScript no .venv: each reader its own.
    for (const path of ['/bot/commands/ban.js', '/bot/cogs/cog.py', '/bot/__mocks__/cog.py', '/bot/.venv/ban.js', '/bot/dist.js']) expect(isOutsideSources(path), path).toBe(false);
  });
});
