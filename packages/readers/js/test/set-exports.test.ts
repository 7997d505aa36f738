// A set whose "body" names an export (`"body": "/data"`): a bot's plain command objects, sent by a
// loader cmdlint cannot see, judged because the author said they reach the service as written.
import { describe, expect, test } from 'vitest';
import { fixFiles, lintFiles, type LoadedConfig, type SetConfig } from '@cmdlint/linter';
import { at, readSource } from './helpers.js';

const dir = '/bot';
function configWith(sets: SetConfig[]): LoadedConfig {
  return { file: `${dir}/cmdlint.config.json`, dir, config: { sets } };
}
const dataSet: SetConfig = { files: ['commands/**/*.js', 'commands/**/*.ts'], scope: 'global', body: '/data' };

function problems(files: Record<string, string>, sets: SetConfig[] = [dataSet]): string[] {
  const config = configWith(sets);
  const reports = lintFiles(
    Object.entries(files).map(([name, text]) => ({ path: `${dir}/${name}`, text })),
    { readSource, configFor: () => config },
  );
  return reports.flatMap((report) => report.diagnostics.map((d) => `${report.path.slice(dir.length + 1)} ${d.ruleId} ${d.range.start.line + 1}:${d.range.start.character + 1}`));
}

const cjs = (data: string): string => `module.exports = {\n  data: ${data},\n  async execute(interaction) {\n    await interaction.reply('ok');\n  },\n};\n`;

describe('exports a set names', () => {
  test('without the set, a plain data object is not judged (a loader may change it)', () => {
    const text = cjs(`{ name: 'Ping', description: 'Replies' }`);
    expect(problems({ 'commands/ping.js': text }, [{ files: ['commands/**/*.js'], scope: 'global' }])).toEqual([]);
  });

  test('module.exports = { data: {...} }: judged at its literals', () => {
    const text = cjs(`{ name: 'Ping', description: 'Replies' }`);
    expect(problems({ 'commands/ping.js': text })).toEqual([`commands/ping.js name-lowercase ${at(text, "'Ping'")}`]);
  });

  test.each([
    ['export const data', `export const data = { name: 'Ping', description: 'Replies' };\nexport async function execute() {}\n`],
    ['export { data }', `const data = { name: 'Ping', description: 'Replies' };\nexport { data };\n`],
    ['export default { data }', `export default { data: { name: 'Ping', description: 'Replies' }, execute() {} };\n`],
    ['module.exports.data =', `module.exports.data = { name: 'Ping', description: 'Replies' };\nmodule.exports.execute = () => {};\n`],
    ['exports.data =', `exports.data = { name: 'Ping', description: 'Replies' };\n`],
    ['module.exports = { data } (shorthand)', `const data = { name: 'Ping', description: 'Replies' };\nmodule.exports = { data, execute() {} };\n`],
  ])('%s', (_, text) => {
    expect(problems({ 'commands/ping.js': text })).toEqual([`commands/ping.js name-lowercase ${at(text, "'Ping'")}`]);
  });

  test('the set\'s rules run across the files: one name in two modules', () => {
    const a = cjs(`{ name: 'ping', description: 'a' }`);
    const b = cjs(`{ name: 'ping', description: 'b' }`);
    expect(problems({ 'commands/a.js': a, 'commands/b.js': b })).toEqual([`commands/a.js unique-command-name ${at(a, "'ping'")}`, `commands/b.js unique-command-name ${at(b, "'ping'")}`]);
  });

  test('an exported builder is read once, not again as the export', () => {
    const text = `const { SlashCommandBuilder } = require('discord.js');\n${cjs(`new SlashCommandBuilder().setName('Ping').setDescription('d')`)}`;
    expect(problems({ 'commands/ping.js': text })).toEqual([`commands/ping.js name-lowercase ${at(text, "'Ping'")}`]);
  });

  test('a fix edits the literal the export owns', () => {
    const text = cjs(`{ name: 'ping', description: 'Replies', type: "1" }`);
    const config = configWith([dataSet]);
    const [fixed] = fixFiles([{ path: `${dir}/commands/ping.js`, text }], { readSource, configFor: () => config });
    expect(fixed!.output).toBe(text.replace('type: "1"', 'type: 1'));
  });

  test('a pointer into the export: /data/0 of an exported array', () => {
    const text = `export const data = [{ name: 'Ping', description: 'd' }, { name: 'b', description: 'd' }];\n`;
    expect(problems({ 'commands/all.js': text }, [{ files: ['commands/*.js'], scope: 'global', body: '/data/0' }])).toEqual([`commands/all.js name-lowercase ${at(text, "'Ping'")}`]);
  });

  test('an exported array of commands: each judged', () => {
    const text = `export const commands = [{ name: 'Ping', description: 'd' }, { name: 'a', description: 'd' }, { name: 'a', description: 'd' }];\n`;
    expect(problems({ 'commands/all.js': text }, [{ files: ['commands/*.js'], scope: 'global', body: '/commands' }])).toEqual([
      `commands/all.js name-lowercase ${at(text, "'Ping'")}`,
      `commands/all.js unique-command-name ${at(text, "'a'")}`,
      `commands/all.js unique-command-name ${at(text, "'a'", 2)}`,
    ]);
  });

  test('a pointer that names no export: one warning that says how to fix the set', () => {
    const config = configWith([dataSet]);
    const [report] = lintFiles([{ path: `${dir}/commands/util.js`, text: `module.exports = { helper() {} };\n` }], { readSource, configFor: () => config });
    expect(report!.diagnostics).toHaveLength(1);
    expect(report!.diagnostics[0]!.severity).toBe('warning');
    expect(report!.diagnostics[0]!.message).toContain('"/data" names nothing this module exports');
    expect(report!.diagnostics[0]!.message).toContain('leave this file out of the set\'s "files"');
  });
});

describe('nothing is said of what cannot be known', () => {
  test.each([
    ['data from a call', cjs(`makeCommand('Ping')`)],
    ['data from an import', `import { data } from './shared';\nexport { data };\n`],
    ['re-exported from another file', `export { data } from './shared';\n`],
    ['module.exports changed by Object.assign', `module.exports = { data: { name: 'Ping', description: 'd' } };\nObject.assign(module.exports, extra);\n`],
    ['a property of the export written later', `module.exports = { data: { name: 'Ping', description: 'd' } };\nmodule.exports.data.name = 'ping';\n`],
    ['data assigned twice', `exports.data = { name: 'Ping', description: 'd' };\nif (beta) exports.data = other;\nexports.data = { name: 'ping', description: 'd' };\n`],
    ['module handed to a function', `module.exports = { data: { name: 'Ping', description: 'd' } };\nregister(module);\n`],
    ['an exported const changed by a loop', `export const data = { name: 'Ping', description: 'd' };\nfor (const k of keys) data[k] = k;\n`],
    ['a spread of an unknown object that may hold a name', `export const data = { ...base, description: 'd' };\n`],
  ])('%s', (_, text) => {
    expect(problems({ 'commands/x.js': text })).toEqual([]);
  });

  test('a local binding named exports is not CommonJS: no export named data', () => {
    const text = `const exports = {};\nexports.data = { name: 'Ping', description: 'd' };\n`;
    expect(problems({ 'commands/x.js': text })).toEqual(['commands/x.js wrapped-body 1:1']);
  });
});

describe('a source two sets match (issue 33)', () => {
  test('is read with the first set alone, the one --print-config names: the second set\'s pointer reads nothing', () => {
    const text = `export const data = { name: 'ping', description: 'Replies' };\nexport const other = { name: 'Other', description: 'Replies' };\n`;
    const sets: SetConfig[] = [dataSet, { files: ['commands/**'], scope: 'guild', body: '/other' }];
    expect(problems({ 'commands/ping.ts': text }, sets)).toEqual([]);
    expect(problems({ 'commands/ping.ts': text }, [sets[1]!, dataSet])).toEqual([`commands/ping.ts name-lowercase ${at(text, "'Other'")}`]);
  });
});

describe('a set whose objects go through discord.js ("via")', () => {
  // A discord.js 13 loader bot: each module is the command, with the bot's own keys beside it.
  const module13 = (name: string, options: string): string =>
    `module.exports = {\n  name: ${name},\n  description: 'Says it',\n  category: 'info',\n  aliases: ['s'],\n  permissions: ['ADMINISTRATOR'],\n  options: [${options}],\n  run: async (client, interaction) => {},\n};\n`;
  const set = (via?: SetConfig['via']): SetConfig => ({ files: ['commands/**/*.js'], scope: 'guild', body: '', ...(via ? { via } : {}) });

  test('read as the API\'s JSON, type names and the bot\'s keys are errors', () => {
    const text = module13(`'say'`, `{ name: 'text', description: 'What', type: 'STRING', required: true }`);
    expect(problems({ 'commands/say.js': text }, [set()]).length).toBeGreaterThan(3);
  });

  test.each(['discord.js@13', 'discord.js'] as const)('"via": "%s": converted as discord.js 13 does, nothing false', (via) => {
    const text = module13(`'say'`, `{ name: 'text', description: 'What', type: 'STRING', required: true }, { name: 'where', description: 'Where', type: 'CHANNEL', channelTypes: ['GUILD_TEXT'] }`);
    // "discord.js" takes the major from the nearest package.json: none here, so what differs is unknown.
    expect(problems({ 'commands/say.js': text }, [set(via)])).toEqual([]);
  });

  test('real mistakes are still found at their lines', () => {
    const text = module13(`'Say'`, `{ name: 'reason', description: 'Why', type: 'STRING' }, { name: 'target', description: 'Who', type: 'USER', required: true }`);
    expect(problems({ 'commands/say.js': text }, [set('discord.js@13')])).toEqual([`commands/say.js name-lowercase ${at(text, "'Say'")}`, `commands/say.js required-before-optional ${at(text, "{ name: 'target'")}`]);
  });

  test('discord.js 14 sends a type name as written: the service rejects it', () => {
    const text = module13(`'say'`, `{ name: 'text', description: 'What', type: 'STRING' }`);
    expect(problems({ 'commands/say.js': text }, [set('discord.js@14')])).toEqual([`commands/say.js number-as-string ${at(text, "'STRING'")}`]);
  });
});
