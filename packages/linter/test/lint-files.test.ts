import { describe, expect, it } from 'vitest';
import type { LoadedConfig } from '../src/config/config.js';
import { fixFiles } from '../src/fix.js';
import { FileLinter, lintFiles, settingsForFile, type FileReport } from '../src/lint-files.js';
import { applyEdits } from '@cmdlint/text';

const config = (over: Partial<LoadedConfig['config']> = {}): LoadedConfig => ({
  file: '/project/cmdlint.config.json',
  dir: '/project',
  config: { sets: [{ files: ['global/*.json'], scope: 'global' }, { files: ['guild/*.json'], scope: 'guild' }], ...over },
});

const summary = (reports: ReturnType<typeof lintFiles>) =>
  reports.map((r) => r.diagnostics.map((d) => `${d.ruleId}@${d.range.start.line + 1}:${d.range.start.character + 1}`));

describe('lintFiles', () => {
  it('lints the files of one set together, and every other file alone', () => {
    const ping = '{"name": "ping", "description": "Pong"}';
    const files = [
      { path: '/project/global/a.json', text: ping },
      { path: '/project/global/b.json', text: ping },
      { path: '/project/other/c.json', text: ping },
      { path: '/project/other/d.json', text: ping },
    ];
    const loaded = config();
    const reports = lintFiles(files, { configFor: () => loaded });
    expect(summary(reports)).toEqual([['unique-command-name@1:10'], ['unique-command-name@1:10'], [], []]);
    expect(reports.map((r) => r.set)).toEqual([0, 0, -1, -1]);
    expect(summary(lintFiles(files))).toEqual([[], [], [], []]);
  });

  it('lints file by file: each report is mapped as soon as it exists, a set when it is complete, all in the order given', () => {
    const ping = '{"name": "ping", "description": "Pong"}';
    const bad = '{"name": "Ping", "description": "Pong"}';
    const loaded = config();
    // Enough files in no set to be linted in several batches, with a set's files among them.
    const files = Array.from({ length: 100 }, (_, i) => ({
      path: i % 25 === 3 ? `/project/global/s${i}.json` : `/project/other/f${i}.json`,
      text: i % 7 === 0 ? bad : ping,
    }));
    const mapped: string[] = [];
    const linter = new FileLinter({ configFor: () => loaded }, (report: FileReport) => {
      mapped.push(report.path);
      return `${report.path}: ${report.diagnostics.map((d) => d.ruleId).join(',')}`;
    });
    files.forEach((file, i) => {
      linter.add(file);
      // Nothing waits long: a file in no set is mapped within a few dozen files of its arrival.
      expect(mapped.length).toBeGreaterThan(i - 64);
    });
    expect(mapped.some((path) => path.includes('/global/'))).toBe(false);
    const results = linter.finish();
    expect(mapped).toHaveLength(100);
    expect(mapped.slice(-4).every((path) => path.includes('/global/'))).toBe(true);
    const reports = lintFiles(files, { configFor: () => loaded });
    expect(results).toEqual(reports.map((r) => `${r.path}: ${r.diagnostics.map((d) => d.ruleId).join(',')}`));
    expect(results[3]).toBe('/project/global/s3.json: unique-command-name');
    expect(results[7]).toBe('/project/other/f7.json: name-lowercase');
  });

  it("applies the set's scope, the configuration's options and the overrides", () => {
    const body = '{"name": "ping", "description": "Pong", "contexts": [0]}';
    const loaded = config({ rules: { 'guild-ignored-field': 'error' } });
    const [guild] = lintFiles([{ path: '/project/guild/a.json', text: body }], { configFor: () => loaded });
    expect(guild!.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['guild-ignored-field', 'error']]);
    const [global] = lintFiles([{ path: '/project/guild/a.json', text: body }], { configFor: () => loaded, scope: 'global' });
    expect(global!.diagnostics).toEqual([]);
    expect(settingsForFile('/project/guild/a.json', { configFor: () => loaded, rules: { 'bulk-size': 'off' } }).options).toMatchObject({ scope: 'guild', rules: { 'guild-ignored-field': 'error', 'bulk-size': 'off' } });
  });

  it('reports the problems of the text with their own ids, configurable, and stops at fatal ones', () => {
    const text = '{\n  // comment\n  "name": "ping", "name": "pong", "description": "d"\n}';
    const [report] = lintFiles([{ path: '/x/a.json', text }]);
    expect(summary([report!])).toEqual([['json-syntax@2:3', 'duplicate-key@3:19']]);
    const loaded: LoadedConfig = { file: undefined, dir: '/x', config: { rules: { 'json-syntax': 'off', 'duplicate-key': 'warn' } } };
    const [relaxed] = lintFiles([{ path: '/x/a.json', text }], { configFor: () => loaded });
    expect(relaxed!.diagnostics.map((d) => [d.ruleId, d.severity])).toEqual([['duplicate-key', 'warning']]);
    const [jsonc] = lintFiles([{ path: '/x/a.jsonc', text }]);
    expect(jsonc!.diagnostics.map((d) => d.ruleId)).toEqual(['duplicate-key']);
    const [fatal] = lintFiles([{ path: '/x/b.json', text: '{"name": "Ping" "description": 1}' }], { configFor: () => loaded });
    expect(fatal!.diagnostics).toEqual([expect.objectContaining({ ruleId: 'json-syntax', fatal: true, severity: 'error' })]);
    expect(fatal!.fatalErrorCount).toBe(1);
  });

  it('locates diagnostics on multi-line, minified and CRLF texts alike', () => {
    const body = { name: 'Ping', description: 'Pong', options: [{ type: 3, name: 'a', description: 'x' }, { type: 3, name: 'b', description: 'y', required: true }] };
    const texts = [JSON.stringify(body), JSON.stringify(body, null, 2), JSON.stringify(body, null, '\t').replace(/\n/g, '\r\n')];
    for (const text of texts) {
      const [report] = lintFiles([{ path: '/x.json', text }]);
      const name = report!.diagnostics.find((d) => d.ruleId === 'name-lowercase')!;
      expect(text.slice(name.offset, name.end)).toBe('"Ping"');
      const late = report!.diagnostics.find((d) => d.ruleId === 'required-before-optional')!;
      expect(JSON.parse(text.slice(late.offset, late.end))).toEqual(body.options[1]);
      expect(report!.document.lines.offsetAt(late.range.start)).toBe(late.offset);
    }
  });

  it('gives every fix and suggestion as text edits', () => {
    const text = '{"name": "Ping", "description": "Pong", "default_member_permissions": 8}';
    const [report] = lintFiles([{ path: '/x.json', text }]);
    const permissions = report!.diagnostics.find((d) => d.ruleId === 'default-member-permissions')!;
    expect(applyEdits(text, permissions.fix!)).toBe(text.replace(': 8}', ': "8"}'));
    const name = report!.diagnostics.find((d) => d.ruleId === 'name-lowercase')!;
    expect(name.fix).toBeUndefined();
    expect(applyEdits(text, name.suggestions![0]!.edits)).toBe(text.replace('"Ping"', '"ping"'));
    expect(report!.fixableErrorCount).toBe(1);
  });
});

describe('fixFiles', () => {
  const text = '{\n  "name": "poll",\n  "type": "1",\n  "description": "Start a poll",\n  "options": [\n    { "type": 3, "name": "q", "description": "Q" },\n    { "type": 4, "name": "h", "description": "H", "required": true },\n    { "type": 4, "name": "m", "description": "M", "required": true }\n  ],\n  "default_member_permissions": 8192\n}\n';

  it('applies every automatic fix, re-lints until clean, and touches nothing else', () => {
    const [result] = fixFiles([{ path: '/x.json', text }]);
    expect(result!.report.diagnostics).toEqual([]);
    expect(result!.output).toBe(
      '{\n  "name": "poll",\n  "type": 1,\n  "description": "Start a poll",\n  "options": [\n    { "type": 4, "name": "h", "description": "H", "required": true },\n    { "type": 4, "name": "m", "description": "M", "required": true },\n    { "type": 3, "name": "q", "description": "Q" }\n  ],\n  "default_member_permissions": "8192"\n}\n',
    );
    const [again] = fixFiles([{ path: '/x.json', text: result!.output! }]);
    expect(again!.output).toBeUndefined();
  });

  it('leaves unchanged files unchanged, and stops after the pass limit', () => {
    expect(fixFiles([{ path: '/x.json', text: '{"name": "ping", "description": "Pong"}' }])[0]!.output).toBeUndefined();
    const [one] = fixFiles([{ path: '/x.json', text }], {}, 1);
    expect(one!.output).toContain('"type": 1');
  });

  it('writes no fix into a file that is not UTF-8', () => {
    const bytes = Buffer.concat([Buffer.from('{"name": "ping", "description": "'), Buffer.from([0xff]), Buffer.from('", "type": "1"}')]);
    const [result] = fixFiles([{ path: '/x.json', text: bytes }]);
    expect(result!.output).toBeUndefined();
    expect(result!.report.diagnostics.map((d) => d.ruleId)).toEqual(['invalid-encoding', 'number-as-string']);
  });
});
