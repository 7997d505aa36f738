// A fix in a source edits the literal the command owns, also where the value changes kind: the
// number 8 where the bitfield string "8" is due, the string '3' where the option type 3 is.
import { describe, expect, it } from 'vitest';
import { applyEdits, readSourceOf } from '@cmdlint/text';
import { lintFiles } from '@cmdlint/linter';
import { JAVASCRIPT_INFO } from '../src/info.js';
import { parseSourceDocument } from '../src/read.js';

function fixed(text: string, path = 'deploy.js'): { output: string; rules: string[]; reported: string[] } {
  const readSource = readSourceOf([JAVASCRIPT_INFO], (name, input) => parseSourceDocument(input, name));
  const [report] = lintFiles([{ path, text }], { readSource });
  const edits = report!.diagnostics.flatMap((diagnostic) => diagnostic.fix ?? []);
  return { output: applyEdits(text, edits), rules: report!.diagnostics.filter((d) => d.fix).map((d) => d.ruleId), reported: report!.diagnostics.map((d) => d.ruleId) };
}

const request = (body: string): string => `const { Routes } = require('discord.js');\nrest.put(Routes.applicationCommands(id), { body: [${body}] });\n`;

describe('fixes that change a literal of a source to the value\'s kind', () => {
  it('writes a number of permissions as a string in the quote the file mostly uses', () => {
    const single = fixed(`const a = 'x';\n${request(`{ name: 'ban', description: 'Bans', default_member_permissions: 4 }`)}`);
    expect(single.rules).toEqual(['default-member-permissions']);
    expect(single.output).toContain(`default_member_permissions: '4' }`);
    const double = fixed(request(`{ name: "ban", description: "Bans", default_member_permissions: 4 }`));
    expect(double.output).toContain(`default_member_permissions: "4" }`);
  });

  it('writes a quoted option type as a number, and a negative bound whole', () => {
    const result = fixed(request(`{ name: 'roll', description: 'Rolls', options: [{ type: '4', name: 'sides', description: 'Sides', min_value: '-5' }] }`));
    expect(result.rules.sort()).toEqual(['number-as-string', 'number-as-string']);
    expect(result.output).toContain(`{ type: 4, name: 'sides', description: 'Sides', min_value: -5 }`);
  });

  it('leaves a constant that something else reads', () => {
    const result = fixed(`const PERMISSIONS = 4;\nconsole.log(PERMISSIONS);\n${request(`{ name: 'ban', description: 'Bans', default_member_permissions: PERMISSIONS }`)}`);
    expect(result.reported).toEqual(['default-member-permissions']);
    expect(result.rules).toEqual([]);
  });
});

describe('the locale-key fix renames a key the file writes', () => {
  it.each([
    ['an identifier key, in the quote the file mostly uses', `{ name: 'ban', description: 'Bans', name_localizations: { pt_BR: 'banir' } }`, `name_localizations: { 'pt-BR': 'banir' }`],
    ['a single-quoted key', `{ name: 'ban', description: 'Bans', name_localizations: { 'es_ES': 'prohibir' } }`, `name_localizations: { 'es-ES': 'prohibir' }`],
    ['a double-quoted key', `{ name: 'ban', description: 'Bans', name_localizations: { "zh_CN": "x" } }`, `name_localizations: { "zh-CN": "x" }`],
    ['an option\'s description key', `{ name: 'ban', description: 'Bans', options: [{ type: 3, name: 'why', description: 'Why', description_localizations: { PT_br: 'Motivo' } }] }`, `description_localizations: { 'pt-BR': 'Motivo' }`],
  ])('%s', (_, body, expected) => {
    const result = fixed(request(body));
    expect(result.rules).toEqual(['locale-key']);
    expect(result.output).toContain(expected);
    expect(fixed(result.output).reported).toEqual([]);
  });

  it('the first argument of setNameLocalization, and the keys of setNameLocalizations', () => {
    const text = "const { SlashCommandBuilder, Routes } = require('discord.js');\nconst data = new SlashCommandBuilder().setName('ban').setDescription('Bans').setNameLocalizations({ pt_BR: 'banir' }).setDescriptionLocalization(\"es_ES\", 'Prohíbe');\nrest.put(Routes.applicationCommands(id), { body: [data.toJSON()] });\n";
    const result = fixed(text);
    expect(result.rules).toEqual(['locale-key', 'locale-key']);
    expect(result.output).toBe(text.replace('{ pt_BR:', "{ 'pt-BR':").replace('"es_ES"', '"es-ES"'));
  });

  it.each([
    ['a computed key', request(`{ name: 'ban', description: 'Bans', name_localizations: { ['pt_BR']: 'banir' } }`)],
    ['a shorthand key', `const pt_BR = 'banir';\n${request(`{ name: 'ban', description: 'Bans', name_localizations: { pt_BR } }`)}`],
    ['a key written twice', request(`{ name: 'ban', description: 'Bans', name_localizations: { pt_BR: 'a', pt_BR: 'b' } }`)],
    ['a dictionary something else reads', `const names = { pt_BR: 'banir' };\nconsole.log(names);\n${request(`{ name: 'ban', description: 'Bans', name_localizations: names }`)}`],
  ])('no automatic fix for %s', (_, text) => {
    const result = fixed(text);
    expect(result.reported).toEqual(['locale-key']);
    expect(result.rules).toEqual([]);
  });
});
