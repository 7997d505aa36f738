// The evaluator's discipline as a property: replacing any set of literals in a file's decorators,
// parameters and calls by a name the file does not define (so its value is unknown) never makes an
// error appear. Each replacement keeps the text on its lines, so findings compare by rule and line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Node } from 'web-tree-sitter';
import { describe, expect, it } from 'vitest';
import { loadParser } from '../src/parser.js';
import { findings } from './read.js';

const CORPUS = fileURLToPath(new URL('../../../../test/corpus/third_party/python/', import.meta.url));

/** Sources with mistakes and with clean commands of every kind the reader reads. */
const SOURCES = [
  'discord.py/basic.py',
  'discord.py/basic-camelcase.mutated.py',
  'discord.py/basic-long-description.mutated.py',
  'discord.py/transformers.py',
  'py-cord/slash_options-order.mutated.py',
  'py-cord/slash_cog_groups.py',
  'py-cord/slash_basic-uppercase.mutated.py',
  'nextcord/choices-uppercase.mutated.py',
  'nextcord/sub_commands.py',
  'disnake/param.py',
  'disnake/subcmd-uppercase.mutated.py',
  'interactions.py/boilerplate-hello_world-order.mutated.py',
  'interactions.py/ipy-debug_extension-uppercase.mutated.py',
  'lightbulb/v2-moderation-uppercase.mutated.py',
  'lightbulb/v3-moderation-order.mutated.py',
].map((file) => readFileSync(join(CORPUS, file), 'utf8'));

/** Single-line literals inside decorators, parameter lists and call arguments (groups): the values a body is made of. */
async function literalsOf(text: string): Promise<{ start: number; end: number }[]> {
  const parser = await loadParser();
  const tree = parser.parse(text)!;
  const found: { start: number; end: number }[] = [];
  const visit = (node: Node, inside: boolean): void => {
    const here = inside || node.type === 'decorator' || node.type === 'parameters' || node.type === 'argument_list';
    if (here && (node.type === 'string' || node.type === 'integer') && !node.text.includes('\n') && node.parent?.type !== 'concatenated_string' && !/^[a-zA-Z]*("""|''')/u.test(node.text)) {
      found.push({ start: node.startIndex, end: node.endIndex });
      return;
    }
    for (const child of node.namedChildren) if (child) visit(child, here);
  };
  visit(tree.rootNode, false);
  tree.delete();
  return found;
}

const key = (finding: { rule: string; line: number }): string => `${finding.rule}@${finding.line}`;

describe('unknown values never make an error appear', () => {
  it('any set of literals replaced by an undefined name', async () => {
    const cases = await Promise.all(SOURCES.map(async (text) => ({ text, literals: await literalsOf(text), before: new Set((await findings(text)).filter((f) => f.severity === 'error').map(key)) })));
    for (const { literals } of cases) expect(literals.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: cases.length - 1 }).chain((index) => fc.tuple(fc.constant(index), fc.subarray(cases[index]!.literals.map((_, i) => i), { minLength: 1 }))),
        async ([index, chosen]) => {
          const { text, literals, before } = cases[index]!;
          let changed = text;
          // From the end, so that earlier offsets stay valid.
          for (const i of [...chosen].sort((a, b) => b - a)) changed = changed.slice(0, literals[i]!.start) + 'UNKNOWN_VALUE' + changed.slice(literals[i]!.end);
          const after = (await findings(changed)).filter((f) => f.severity === 'error').map(key);
          expect(after.filter((finding) => !before.has(finding))).toEqual([]);
        },
      ),
      { numRuns: 200, seed: 36 },
    );
  });
});
