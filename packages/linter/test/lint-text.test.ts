// The text API returns what the command line reports on the same text: ESLint's result shape,
// lines and columns, fixes as text edits, the fixed output, configuration as a value.
import { describe, expect, it } from 'vitest';
import { ConfigError, lintText } from '@cmdlint/linter';

const BAD = '{\n  "name": "Ping",\n  "description": "Replies",\n  "dm_permission": true,\n  "name_localizations": { "fr": "Ping" }\n}\n';

describe('lintText', () => {
  it('locates every problem with 1-based lines and columns and severity 1|2', () => {
    const result = lintText(BAD, { filePath: 'commands/ping.json' });
    expect(result.filePath).toBe('commands/ping.json');
    const lowercase = result.messages.find((m) => m.ruleId === 'name-lowercase')!;
    expect(lowercase).toMatchObject({ severity: 2, line: 2, column: 11, endLine: 2, endColumn: 17 });
    expect(lowercase.suggestions?.[0]?.fix).toEqual({ range: [BAD.indexOf('"Ping"'), BAD.indexOf('"Ping"') + 6], text: '"ping"' });
    const deprecated = result.messages.find((m) => m.ruleId === 'deprecated-field')!;
    expect(deprecated).toMatchObject({ severity: 1, line: 4 });
    expect(result.errorCount).toBe(result.messages.filter((m) => m.severity === 2).length);
    expect(result.warningCount).toBe(result.messages.filter((m) => m.severity === 1).length);
    expect(result.output).toBeUndefined();
  });

  it('applies the automatic fixes with fix: true, never the suggestions', () => {
    const text = '{ "name": "ping", "description": "Replies", "name_localizations": { "fr": "ping" } }';
    const result = lintText(text, { fix: true });
    expect(result.output).toBe('{ "name": "ping", "description": "Replies", "name_localizations": {} }');
    expect(result.messages).toEqual([]);
    expect(lintText(BAD, { fix: true }).output).toContain('"Ping"');
  });

  it('takes the configuration as a value, and options that win over it', () => {
    const text = '{ "name": "ping", "description": "Replies", "dm_permission": true }';
    expect(lintText(text).warningCount).toBe(1);
    expect(lintText(text, { config: { rules: { 'deprecated-field': 'off' } } }).warningCount).toBe(0);
    expect(lintText(text, { config: { rules: { 'deprecated-field': 'off' } }, rules: { 'deprecated-field': 'error' } }).errorCount).toBe(1);
    expect(lintText(text, { quiet: true }).messages).toEqual([]);
    expect(() => lintText(text, { config: { rulez: {} } })).toThrow(ConfigError);
    expect(() => lintText(text, { config: { sets: [{ files: ['*.json'] }] } })).toThrow(/need files/);
    expect(() => lintText(42 as never)).toThrow(TypeError);
  });

  it('reads .jsonc by its name, reports syntax as json-syntax, and bytes that are not UTF-8', () => {
    const commented = '// a comment\n{ "name": "ping", "description": "Replies", }\n';
    expect(lintText(commented, { filePath: 'a.jsonc' }).messages).toEqual([]);
    expect(lintText(commented, { filePath: 'a.json' }).messages.map((m) => m.ruleId)).toContain('json-syntax');
    const broken = lintText('{ "name": ', { filePath: 'a.json' });
    expect(broken.messages[0]).toMatchObject({ ruleId: 'json-syntax', fatal: true, severity: 2 });
    expect(lintText(new Uint8Array([0x7b, 0xff, 0x7d])).messages.map((m) => m.ruleId)).toContain('invalid-encoding');
  });

  it('checks a permissions body against the guild given', () => {
    const body = JSON.stringify({ permissions: [{ id: '613425648685547541', type: 2, permission: true }] });
    expect(lintText(body).messages).toEqual([]);
    expect(lintText(body, { guildId: '613425648685547541' }).messages.map((m) => m.ruleId)).toEqual(['permission-constant']);
  });
});
