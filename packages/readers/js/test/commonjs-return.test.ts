// A CommonJS file may return at its top level: Node runs it inside a function. The parser's
// 'unambiguous' mode reads a file without import or export as a script, where that return is a
// syntax error; such a file is read again as CommonJS (src/parser.ts). Found on a real bot whose
// invite script returns early when no client id is set.
import { describe, expect, test } from 'vitest';
import { parseSource } from '../src/parser.js';
import { bodiesOf, js, problemsOf } from './helpers.js';

const EARLY_RETURN = js`const { SlashCommandBuilder } = require('discord.js');
const token = process.env.TOKEN;
if (!token) { return console.error('no token'); }
module.exports = { data: new SlashCommandBuilder().setName('Ban').setDescription('Bans a member') };
`;

describe('a top-level return', () => {
  test.each(['commands/ban.js', 'commands/ban.cjs', 'commands/ban.ts', 'commands/ban.cts', 'commands/ban.jsx'])('%s is read as CommonJS', (path) => {
    expect(parseSource(path, EARLY_RETURN).errors).toEqual([]);
    expect(bodiesOf(EARLY_RETURN, path)).toEqual([{ type: 1, name: 'Ban', description: 'Bans a member', options: [] }]);
    expect(problemsOf(EARLY_RETURN, path)).toEqual(['name-lowercase 4:60']);
  });

  test.each(['commands/ban.mjs', 'commands/ban.mts'])('%s is a module, where it stays an error', (path) => {
    expect(parseSource(path, EARLY_RETURN).errors.map((error) => error.message)).toEqual([expect.stringContaining('return')]);
    expect(problemsOf(EARLY_RETURN, path)).toEqual(['source-syntax 3:15']);
  });

  test('a module with a top-level return stays an error: import makes it a module', () => {
    const text = `import { SlashCommandBuilder } from 'discord.js';\nif (!process.env.TOKEN) return;\nexport const data = new SlashCommandBuilder().setName('ping').setDescription('Pong');\n`;
    expect(parseSource('commands/ping.js', text).errors).toHaveLength(1);
  });

  test('a syntax error CommonJS does not excuse stays as the first reading reported it', () => {
    const text = `if (!process.env.TOKEN) { return; }\nconst x = ;\n`;
    const errors = parseSource('commands/x.js', text).errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.message).toContain('return');
  });
});
