// The locale-key fix in a JavaScript/TypeScript source, on the built CLI: a key the file writes
// where the command owns it (an object literal's key, quoted or not; the first argument of
// setNameLocalization) is renamed by --fix, in the key's quote (an identifier takes the file's);
// a key other code reads too is a suggestion that says why; the fixed file reads again clean.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmdlint, parseJsonOutput, projectsRemovedAfterEach, type JsonResult } from './helpers.js';

const tempProject = projectsRemovedAfterEach();

const DEPLOY = `import { REST, Routes, SlashCommandBuilder } from 'discord.js';

const rest = new REST().setToken(process.env.TOKEN!);
const ban = new SlashCommandBuilder()
  .setName('ban')
  .setDescription('Bans a member')
  .setNameLocalizations({ pt_BR: 'banir', 'es_ES': 'prohibir' })
  .setDescriptionLocalization('pt_BR', 'Bane um membro');
await rest.put(Routes.applicationCommands('1'), {
  body: [ban.toJSON(), { name: 'kick', description: 'Kicks', name_localizations: { "zh_CN": "踢", de: 'kicken' } }],
});
`;

const FIXED = DEPLOY.replace("{ pt_BR: 'banir', 'es_ES'", "{ 'pt-BR': 'banir', 'es-ES'")
  .replace("Localization('pt_BR'", "Localization('pt-BR'")
  .replace('{ "zh_CN"', '{ "zh-CN"');

describe('locale-key --fix in a source', () => {
  it('renames each key written in the file, keeping its quote; the fixed file lints clean', () => {
    const { dir } = tempProject({ 'deploy.ts': DEPLOY });
    const before = cmdlint(['-f', 'json', 'deploy.ts'], { cwd: dir });
    const messages = parseJsonOutput(before.stdout)[0]!.messages;
    expect(messages.map((m) => [m.ruleId, m.line, m.fix === undefined])).toEqual([
      ['locale-key', 7, false],
      ['locale-key', 7, false],
      ['locale-key', 8, false],
      ['locale-key', 10, false],
    ]);
    const fixed = cmdlint(['--fix', 'deploy.ts'], { cwd: dir });
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    expect(readFileSync(join(dir, 'deploy.ts'), 'utf8')).toBe(FIXED);
    const again = cmdlint(['deploy.ts'], { cwd: dir });
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toBe('');
  });

  it('an unquoted key takes the quote the file mostly uses', () => {
    const text = DEPLOY.replace(/'/g, '"').replace('"es_ES"', 'es_ES');
    const { dir } = tempProject({ 'deploy.ts': text });
    expect(cmdlint(['--fix', 'deploy.ts'], { cwd: dir }).code).toBe(0);
    expect(readFileSync(join(dir, 'deploy.ts'), 'utf8')).toContain('.setNameLocalizations({ "pt-BR": "banir", "es-ES": "prohibir" })');
  });

  it.each([
    [
      'an exported builder',
      "import { SlashCommandBuilder } from 'discord.js';\nexport const data = new SlashCommandBuilder().setName('ban').setDescription('Bans').setNameLocalizations({ pt_BR: 'banir' });\n",
      'exported: other modules read "data"',
    ],
    [
      'a dictionary two commands read',
      "import { REST, Routes } from 'discord.js';\nconst rest = new REST();\nconst names = { pt_BR: 'banir' };\nawait rest.put(Routes.applicationCommands('1'), { body: [{ name: 'ban', description: 'Bans', name_localizations: names }, { name: 'kick', description: 'Kicks', name_localizations: names }] });\n",
      '"names" is read in 2 places of this file',
    ],
  ])('%s: a suggestion that says why, and --fix leaves the file byte for byte', (_, text, why) => {
    const { dir } = tempProject({ 'cmd.ts': text });
    const run = cmdlint(['--fix', '-f', 'json', 'cmd.ts'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(readFileSync(join(dir, 'cmd.ts'), 'utf8')).toBe(text);
    const at = text.indexOf('pt_BR');
    const messages = parseJsonOutput(run.stdout)[0]!.messages as (JsonResult['messages'][number] & { suggestions?: unknown })[];
    for (const message of messages) {
      expect(message.ruleId).toBe('locale-key');
      expect(message.fix).toBeUndefined();
      expect(message.suggestions).toEqual([{ desc: expect.stringContaining(why), fix: { range: [at, at + 5], text: "'pt-BR'" } }]);
    }
  });

  it.each([
    ['a key written twice', "const twice = { pt_BR: 'a', pt_BR: 'b' };"],
    ['a key a spread wrote before', "const base = { pt_BR: 'a' };\nconst twice = { ...base, pt_BR: 'b' };"],
    ['a shorthand key, also the name of the variable it reads', "const pt_BR = 'b';\nconst twice = { pt_BR };"],
    ['a locale set twice by setNameLocalization', null],
  ])('%s: no fix (the other would come back, or the code would change)', (_, declaration) => {
    const text = declaration === null
      ? "import { REST, Routes, SlashCommandBuilder } from 'discord.js';\nconst rest = new REST();\nconst x = new SlashCommandBuilder().setName('x').setDescription('X').setNameLocalization('pt_BR', 'a').setNameLocalization('pt_BR', 'b');\nawait rest.put(Routes.applicationCommands('1'), { body: [x.toJSON()] });\n"
      : `import { REST, Routes } from 'discord.js';\nconst rest = new REST();\n${declaration}\nawait rest.put(Routes.applicationCommands('1'), { body: [{ name: 'x', description: 'X', name_localizations: twice }] });\n`;
    const { dir } = tempProject({ 'cmd.ts': text });
    const run = cmdlint(['--fix', '-f', 'json', 'cmd.ts'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(readFileSync(join(dir, 'cmd.ts'), 'utf8')).toBe(text);
    const messages = parseJsonOutput(run.stdout)[0]!.messages;
    expect(messages.map((m) => m.ruleId)).toEqual(['locale-key']);
    expect(messages[0]!.fix).toBeUndefined();
  });
});

