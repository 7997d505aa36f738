// Scopes.parentOf finds a parent by spans (locate) when asked, rather than keeping every node's
// parent in a map during the walk (that map cost a sixth of reading a bot's tree). Held here to the
// plain way, a walk that notes each child's parent, on every node of the real bot sources of the
// corpus and on shapes whose spans are equal or touch (shorthand properties, exports, decorators).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childrenOf, type Node } from '../src/estree.js';
import { parseSource } from '../src/parser.js';
import { Scopes } from '../src/scope.js';

const CORPUS = join(import.meta.dirname, '..', '..', '..', '..', 'test', 'corpus', 'third_party', 'source');

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourcesUnder(path, out);
    else if (/\.[mc]?[jt]sx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Every node with the parent a plain walk gives it. */
function plainParents(program: Node): [Node, Node][] {
  const pairs: [Node, Node][] = [];
  const stack = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of childrenOf(node)) {
      pairs.push([child, node]);
      stack.push(child);
    }
  }
  return pairs;
}

function mismatches(path: string, text: string): string[] {
  const { program } = parseSource(path, text);
  if (!program) return [];
  const scopes = new Scopes(program);
  return plainParents(program)
    .filter(([child, parent]) => scopes.parentOf(child) !== parent)
    .map(([child]) => `${path}: ${child.type} at ${(child as { start?: number }).start}`);
}

describe('parents found by spans are the parents a plain walk notes', () => {
  it('on every node of the corpus of real bot sources', () => {
    const files = sourcesUnder(CORPUS);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => mismatches(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it.each([
    ['shorthand properties', 'const a = 1; const o = { a, b: { a } }; export { a, o as default };'],
    ['exports and re-exports', "export const x = { name: 'x' }; export default x; export * from './y';"],
    ['decorators and classes', '@Dec({ name: "n" }) class A extends B { @f() m(@p() q: T) { return this.name; } }'],
    ['templates and chains', 'const s = `a${b}c${`d${e}`}`; f(a)(b).c?.d[e]!.g;'],
    ['empty and nested arrows', 'const f = () => () => ({}); [,, x] = [];'],
  ])('%s', (_, text) => {
    expect(mismatches('x.ts', text)).toEqual([]);
  });
});
