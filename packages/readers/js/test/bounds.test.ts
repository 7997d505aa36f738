// The evaluator's bounds: a value past the size budget is unknown with a note, a chain of any length
// is read whole, and straight-line statements and constants read many times stay linear.
import { describe, expect, test } from 'vitest';
import { parseSourceDocument } from '../src/read.js';
import { MAX_VALUE_SIZE } from '../src/evaluate.js';
import { bodiesOf, problemsOf } from './helpers.js';

const head = `const { SlashCommandBuilder, REST, Routes } = require('discord.js');\n`;

function doubling(levels: number, line: (i: number) => string, first: string, use: string): string {
  let text = head + first;
  for (let i = 1; i <= levels; i++) text += line(i);
  return text + use;
}

describe('the size budget', () => {
  test('spreads that double an array: unknown past the budget, with a note', () => {
    const text = doubling(18, (i) => `const a${i} = [...a${i - 1}, ...a${i - 1}];\n`, `const a0 = [{ name: 'x', value: 'y' }];\n`, `module.exports = { data: new SlashCommandBuilder().setName('ping').setDescription('d').addStringOption((o) => o.setName('x').setDescription('x').addChoices(...a18)) };\n`);
    const document = parseSourceDocument(text, 'commands/x.js');
    expect(document.notes.some((note) => note.text.includes(`larger than ${MAX_VALUE_SIZE}`))).toBe(true);
    expect(problemsOf(text, 'commands/x.js')).toEqual([]);
  });

  test('objects that double a shared object: unknown past the budget, known below it', () => {
    const use = (n: number): string => `new REST().put(Routes.applicationCommands('1'), { body: [{ name: 'ping', description: 'd', extra: o${n} }] });\n`;
    const small = doubling(4, (i) => `const o${i} = { a: o${i - 1}, b: o${i - 1} };\n`, `const o0 = { name: 'x' };\n`, use(4));
    expect(JSON.stringify(bodiesOf(small, 'commands/x.js'))).toContain('"a":{"a":{"a":{"a":{"name":"x"}');
    const large = doubling(24, (i) => `const o${i} = { a: o${i - 1}, b: o${i - 1} };\n`, `const o0 = { name: 'x' };\n`, use(24));
    expect(parseSourceDocument(large, 'commands/x.js').notes.length).toBeGreaterThan(0);
  });

  test('strings that double: unknown past the budget, never a report that quotes them', () => {
    const text = doubling(27, (i) => `const s${i} = s${i - 1} + s${i - 1};\n`, `const s0 = 'a';\n`, `module.exports = { data: new SlashCommandBuilder().setName(s27).setDescription('d') };\n`);
    expect(problemsOf(text, 'commands/x.js')).toEqual([]);
    expect(parseSourceDocument(text, 'commands/x.js').notes.length).toBeGreaterThan(0);
  });
});

describe('chains and straight lines', () => {
  test('a chain of 1 500 calls is read whole: its first setter is judged', () => {
    const text = `${head}const data = new SlashCommandBuilder().setName("Ping")${'.setDescription("d")'.repeat(1500)};\nmodule.exports = { data };\n`;
    expect(problemsOf(text, 'commands/x.js')).toEqual(['name-lowercase 2:48']);
  });

  test('a chain past the bound on nesting is refused with a word, never dropped in silence', () => {
    const text = `${head}const data = new SlashCommandBuilder().setName("Ping")${'.setDescription("d")'.repeat(5000)};\nmodule.exports = { data };\n`;
    expect(problemsOf(text, 'commands/x.js')).toEqual([expect.stringMatching(/^source-syntax 2:\d+$/)]);
  });

  test('straight-line setters on a constant are applied in order', () => {
    const text = `${head}const data = new SlashCommandBuilder();\n${'data.setName("ping");\n'.repeat(500)}data.setName("Ping");\ndata.setDescription('d');\nmodule.exports = { data };\n`;
    expect(problemsOf(text, 'commands/x.js')).toEqual([`name-lowercase ${503}:14`]);
  });

  test('a constant read in 5 000 places is one value, its literal owned by none', () => {
    const reads = Array.from({ length: 5000 }, (_, i) => `const v${i} = NAME;`).join('\n');
    const text = `${head}const NAME = 'Ping';\n${reads}\nmodule.exports = { data: new SlashCommandBuilder().setName(NAME).setDescription('d') };\n`;
    expect(problemsOf(text, 'commands/x.js')).toHaveLength(1);
  });
});
