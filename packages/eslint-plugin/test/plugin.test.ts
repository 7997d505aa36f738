// The plugin in-process, through ESLint's own Linter: its rules and their meta, the recommended
// configuration, one extraction and one core lint per file whatever the number of rules, only the
// rules ESLint runs computed, and the settings.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Linter } from 'eslint';
import { rules as coreRules } from '@cmdlint/core';
import * as linter from '@cmdlint/linter';

const { calls, counted } = vi.hoisted(() => {
  const calls = { read: 0, lint: 0 };
  /** `fn`, counting its calls in `calls[key]`. */
  const counted = <A extends unknown[], R>(key: keyof typeof calls, fn: (...args: A) => R) => (...args: A): R => {
    calls[key]++;
    return fn(...args);
  };
  return { calls, counted };
});
vi.mock('@cmdlint/reader-js', async (original) => {
  const actual = await original<typeof import('@cmdlint/reader-js')>();
  return { ...actual, sourceDocumentFromProgram: counted('read', actual.sourceDocumentFromProgram) };
});
vi.mock('@cmdlint/linter', async (original) => {
  const actual = await original<typeof import('@cmdlint/linter')>();
  return { ...actual, lintFiles: counted('lint', actual.lintFiles) };
});

const { default: plugin } = await import('../src/index.js');

const dir = mkdtempSync(join(tmpdir(), 'cmdlint-eslint-plugin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The bot fixture's builder file (name "Ban", a required option after an optional one), with the
 * deprecated dm_permission (a guild ignores it) in place of its permissions.
 */
const BAN = readFileSync(new URL('./fixtures/bot/commands/mod/ban.js', import.meta.url), 'utf8').replace('.setDefaultMemberPermissions(PermissionFlagsBits.BanMembers)', '.setDMPermission(false)');

function verify(code: string, rules: Record<string, 'error' | 'warn' | 'off'>, options: { filename?: string; settings?: Record<string, unknown> } = {}): Linter.LintMessage[] {
  const linter = new Linter({ configType: 'flat', cwd: dir });
  return linter.verify(code, [{ files: ['**/*.js'], plugins: { cmdlint: plugin as never }, rules, ...(options.settings ? { settings: options.settings } : {}) }], { filename: options.filename ?? join(dir, 'ban.js') });
}

describe('the rules', () => {
  const ids = Object.keys(plugin.rules);

  it('are every body rule of the core and four checks of the text, and no plan rule', () => {
    const body = coreRules.filter((rule) => rule.meta.subject !== 'plan').map((rule) => rule.meta.id);
    const plan = coreRules.filter((rule) => rule.meta.subject === 'plan').map((rule) => rule.meta.id);
    expect(plan.length).toBeGreaterThan(0);
    expect(ids.sort()).toEqual([...body, 'json-syntax', 'duplicate-key', 'wrapped-body', 'source-syntax'].sort());
    for (const id of plan) expect(ids).not.toContain(id);
  });

  it('carry the core\'s meta: description, the page the SARIF output links, fixable and suggestions', () => {
    const catalog = linter.ruleCatalog();
    for (const rule of coreRules.filter((r) => r.meta.subject !== 'plan')) {
      const { meta } = plugin.rules[rule.meta.id]!;
      expect(meta.docs.description).toBe(rule.meta.description);
      expect(meta.docs.url).toBe(catalog.get(rule.meta.id)!.docs);
      expect(meta.docs.url).toBe(`https://github.com/cmdlint/cmdlint/blob/main/docs/rules/${rule.meta.id}.md`);
      expect(meta.fixable).toBe(rule.meta.fixable ? 'code' : undefined);
      // A fixable rule's fix of a literal other code reads is a suggestion.
      expect(meta.hasSuggestions === true).toBe(rule.meta.hasSuggestions || rule.meta.fixable);
      expect(meta.type).toBe(rule.meta.severity === 'error' ? 'problem' : 'suggestion');
    }
  });

  it('are all in the recommended configuration at the core\'s default severity', () => {
    const recommended = plugin.configs.recommended!;
    expect(recommended.plugins.cmdlint).toBe(plugin);
    expect(Object.keys(recommended.rules).sort()).toEqual(ids.map((id) => `cmdlint/${id}`).sort());
    expect(recommended.rules['cmdlint/name-lowercase']).toBe('error');
    expect(recommended.rules['cmdlint/deprecated-field']).toBe('warn');
    expect(recommended.rules['cmdlint/wrapped-body']).toBe('warn');
    for (const rule of coreRules.filter((r) => r.meta.subject !== 'plan')) {
      expect(recommended.rules[`cmdlint/${rule.meta.id}`]).toBe(rule.meta.severity === 'error' ? 'error' : 'warn');
    }
  });
});

describe('one lint per file', () => {
  it('reads the tree once and lints once, with every rule on', () => {
    calls.read = 0;
    calls.lint = 0;
    const messages = verify(BAN, plugin.configs.recommended!.rules);
    expect(calls).toEqual({ read: 1, lint: 1 });
    expect(messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual([
      'cmdlint/name-lowercase 5:12',
      'cmdlint/required-before-optional 8:4',
      'cmdlint/deprecated-field 9:20',
    ]);
    expect(messages[0]!.message).toBe('Command /Ban: name "Ban" must be lowercase ("B" (U+0042) has a lowercase form); use "ban".');
    expect(messages[0]!.suggestions?.map((s) => s.desc)).toEqual(['Rename to "ban" (renaming a command deletes its permission overwrites)']);
  });

  it('runs only the rules ESLint runs: the others are off in the core too', () => {
    const messages = verify(BAN, { 'cmdlint/deprecated-field': 'warn' });
    expect(messages.map((m) => `${m.ruleId} ${m.severity}`)).toEqual(['cmdlint/deprecated-field 1']);
  });

  it('reads nothing more on a file without commands', () => {
    calls.lint = 0;
    expect(verify('const x = { name: "Bad Name", description: "" };\nmodule.exports = x;\n', plugin.configs.recommended!.rules)).toEqual([]);
    expect(calls.lint).toBe(0);
  });
});

describe('settings', () => {
  it('settings.cmdlint.scope makes the commands guild commands', () => {
    const rules = { 'cmdlint/guild-ignored-field': 'error' as const };
    expect(verify(BAN, rules)).toEqual([]);
    const messages = verify(BAN, rules, { settings: { cmdlint: { scope: 'guild' } } });
    expect(messages.map((m) => `${m.ruleId} ${m.line}`)).toEqual(['cmdlint/guild-ignored-field 9']);
  });

  it('settings.cmdlint.defaultLocale is the locale of the default name, with no configuration file', () => {
    const code = `const { SlashCommandBuilder } = require('discord.js');
module.exports = { data: new SlashCommandBuilder().setName('ban').setNameLocalizations({ fr: 'ban' }).setDescription('Bans') };
`;
    const rules = { 'cmdlint/localization-equals-default': 'warn' as const };
    expect(verify(code, rules).map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(['cmdlint/localization-equals-default 2:94']);
    expect(verify(code, rules, { settings: { cmdlint: { defaultLocale: 'fr', application: { integrationTypes: [0] } } } })).toEqual([]);
  });

  it('the nearest cmdlint.config.json: its sets give the scope, its ignores are not linted', () => {
    const project = mkdtempSync(join(dir, 'project-'));
    writeFileSync(join(project, 'cmdlint.config.json'), JSON.stringify({ sets: [{ files: ['guild/**'], scope: 'guild' }], ignores: ['old/**'] }));
    const rules = { 'cmdlint/guild-ignored-field': 'error' as const, 'cmdlint/name-lowercase': 'error' as const };
    expect(verify(BAN, rules, { filename: join(project, 'guild', 'ban.js') }).map((m) => m.ruleId)).toEqual(['cmdlint/name-lowercase', 'cmdlint/guild-ignored-field']);
    expect(verify(BAN, rules, { filename: join(project, 'global', 'ban.js') }).map((m) => m.ruleId)).toEqual(['cmdlint/name-lowercase']);
    expect(verify(BAN, rules, { filename: join(project, 'old', 'ban.js') })).toEqual([]);
    // `config: false` reads no file.
    expect(verify(BAN, rules, { filename: join(project, 'guild', 'ban.js'), settings: { cmdlint: { config: false } } }).map((m) => m.ruleId)).toEqual(['cmdlint/name-lowercase']);
  });

  it('a wrong setting stops the run with a message that names it', () => {
    expect(() => verify(BAN, { 'cmdlint/name-lowercase': 'error' }, { settings: { cmdlint: { scop: 'guild' } } })).toThrow(/settings\.cmdlint\.scop is not a setting/);
    expect(() => verify(BAN, { 'cmdlint/name-lowercase': 'error' }, { settings: { cmdlint: { scope: 'server' } } })).toThrow(/settings\.cmdlint\.scope must be "global" or "guild", not "server"/);
  });

  it('a broken cmdlint.config.json stops the run with its own message', () => {
    const project = mkdtempSync(join(dir, 'broken-'));
    writeFileSync(join(project, 'cmdlint.config.json'), '{ "rules": { "name-lowercas": "error" } }');
    expect(() => verify(BAN, { 'cmdlint/name-lowercase': 'error' }, { filename: join(project, 'ban.js') })).toThrow(/^cmdlint: .*name-lowercas/s);
  });
});

describe('directives', () => {
  it('are ESLint\'s here: a cmdlint-disable comment is not applied a second time, eslint-disable is', () => {
    const rules = { 'cmdlint/name-lowercase': 'error' as const };
    const ours = BAN.replace("\t\t.setName('Ban')", "\t\t// cmdlint-disable-next-line name-lowercase\n\t\t.setName('Ban')");
    expect(verify(ours, rules).map((m) => m.ruleId)).toEqual(['cmdlint/name-lowercase']);
    const eslints = BAN.replace("\t\t.setName('Ban')", "\t\t// eslint-disable-next-line cmdlint/name-lowercase\n\t\t.setName('Ban')");
    expect(verify(eslints, rules)).toEqual([]);
  });

  it('in a JSONC file read through @eslint/json: the cmdlint-disable comment is left to ESLint, which does not know it', async () => {
    const { default: json } = await import('@eslint/json');
    const text = '{\n  // cmdlint-disable-next-line name-lowercase\n  "name": "Ping",\n  "description": "Pong"\n}\n';
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const config = [{ files: ['**/*.jsonc'], plugins: { json: json as never, cmdlint: plugin as never }, language: 'json/jsonc', rules: { 'cmdlint/name-lowercase': 'error' as const } }];
    const messages = linter.verify(text, config, { filename: join(dir, 'ping.jsonc') });
    expect(messages.map((m) => `${m.ruleId}@${m.line}`)).toEqual(['cmdlint/name-lowercase@3']);
  });

  it('a table of translations under locales/ is not judged, as a walk of the command line skips it', async () => {
    const { default: json } = await import('@eslint/json');
    const table = '{\n  "gacha": { "name": "Gacha", "description": "Draw", "responses": { "empty": "Nothing" } },\n  "help": { "name": "help", "description": "Help" }\n}\n';
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const config = [{ files: ['**/*.json'], plugins: { json: json as never, cmdlint: plugin as never }, language: 'json/json', rules: { 'cmdlint/name-lowercase': 'error' as const, 'cmdlint/wrapped-body': 'warn' as const } }];
    expect(linter.verify(table, config, { filename: join(dir, 'locales', 'en-US.json') })).toEqual([]);
    expect(linter.verify(table, config, { filename: join(dir, 'data', 'en-US.json') }).map((m) => m.ruleId)).toEqual(['cmdlint/wrapped-body', 'cmdlint/name-lowercase']);
  });
});
