// The stack of a minified bundle read back through its source map (src/stack-trace.ts), on a
// bundle esbuild builds here as the CLI's are built (short names, a map without the sources'
// text, inside CommonJS's wrapper) and a stack V8 writes as it runs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { declarationBefore, sourceMappedStack } from '../src/stack-trace.js';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-stack-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The source's lines; `throwDeep` at line 3, `callThrough` at 7, its call at 8, `startHere`'s at 12. */
const SOURCE = [
  '// a module of cmdlint',
  'export class Reporter {',
  '  throwDeep(reason: string): never {',
  "    throw new Error('boom: ' + reason);",
  '  }',
  '}',
  'function callThrough(reporter: Reporter, reason: string): number {',
  "  return reporter.throwDeep(reason + '!') ? 1 : 2;",
  '}',
  'const helperNamedLikeANumber = (count: number): number => count + 1;',
  'export function startHere(reason: string): number {',
  '  return callThrough(new Reporter(), reason) + helperNamedLikeANumber(1);',
  '}',
].join('\n');

/** Builds SOURCE into dist/run.cjs under a package folder, and returns the stack of a call of startHere. */
async function builtStack(): Promise<{ stack: string; dist: string }> {
  const pkg = join(root, 'pkg');
  mkdirSync(join(pkg, 'src'), { recursive: true });
  writeFileSync(join(pkg, 'src', 'thrower.ts'), SOURCE);
  const dist = join(pkg, 'dist');
  await build({
    entryPoints: [join(pkg, 'src', 'thrower.ts')],
    outfile: join(dist, 'run.cjs'),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    minifyWhitespace: true,
    minifyIdentifiers: true,
    sourcemap: true,
    sourcesContent: false,
    banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
    footer: { js: '})' },
    logLevel: 'silent',
  });
  const file = join(dist, 'run.cjs');
  const text = readFileSync(file, 'utf8');
  const module = { exports: {} as { startHere(reason: string): number } };
  (new Script(text, { filename: file }).runInThisContext() as (...args: unknown[]) => void)(module.exports, require, module, file, dist);
  try {
    module.exports.startHere('why');
  } catch (error) {
    return { stack: (error as Error).stack!, dist };
  }
  throw new Error('startHere did not throw');
}

describe('a stack of a minified bundle', () => {
  it('names the functions and the lines of the source, relative to the package', async () => {
    const { stack, dist } = await builtStack();
    const frames = stack.split('\n').filter((line) => line.includes(join(dist, 'run.cjs')));
    expect(frames.length).toBeGreaterThanOrEqual(3); // the record is real: V8 names the bundle
    expect(frames.some((line) => /at (?:callThrough|startHere) /.test(line))).toBe(false); // and the names are short there
    const mapped = sourceMappedStack(stack, dist).split('\n');
    expect(mapped[0]).toBe('Error: boom: why!');
    const ours = mapped.filter((line) => line.includes('src/thrower.ts'));
    // A method keeps its name (a property's is never short); its class's stays as V8 gives it.
    expect(ours[0]).toMatch(/^ {4}at \S+\.throwDeep \(src\/thrower\.ts:4:11\)$/);
    expect(ours[1]).toBe('    at callThrough (src/thrower.ts:8:19)');
    expect(ours[2]).toBe('    at Object.startHere (src/thrower.ts:12:10)'); // called on the module's exports
    expect(mapped.filter((line) => line.includes('run.cjs'))).toEqual([]);
  });

  it('leaves alone frames of other files, frames of bundles outside the dist folder, and a bundle without a map', async () => {
    const { stack, dist } = await builtStack();
    const elsewhere = join(root, 'other');
    // The same bundle, named by the frames as if it were outside dist: not this package's.
    const moved = stack.split(join(dist, 'run.cjs')).join(join(elsewhere, 'run.cjs'));
    expect(sourceMappedStack(moved, dist)).toBe(moved);
    expect(sourceMappedStack(stack, elsewhere)).toBe(stack);
    const bare = join(root, 'bare', 'dist');
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, 'run.cjs'), '');
    const unmapped = stack.split(join(dist, 'run.cjs')).join(join(bare, 'run.cjs'));
    expect(sourceMappedStack(unmapped, bare)).toBe(unmapped);
    const lines = 'Error: x\n    at node:internal/main:1:2\n    at async Promise.all (index 0)\n    at Object.<anonymous> (/elsewhere/a.js:3:4)';
    expect(sourceMappedStack(lines, dist)).toBe(lines);
  });
});

describe('a stack with lines an input wrote', () => {
  // An internal error's message may carry an input's text, lines of it shaped like frames.
  /** The best of three times of mapping `stack`: noise only ever adds time. */
  function cost(stack: string, dist: string): number {
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      expect(sourceMappedStack(stack, dist)).toBe(stack);
      times.push(performance.now() - start);
    }
    return Math.min(...times);
  }

  it('leaves them as they are, in time linear in their length', async () => {
    const { dist } = await builtStack();
    // A line of "a (" and ":1:" that a pattern with two lazy parts took 0.7 s over at 32,000 characters.
    const line = (n: number): string => `Error: x\n    at ${'a ('.repeat(n)}${':1:'.repeat(n)}x`;
    cost(line(1_000), dist); // the first call's compiling is not the test's
    // Linear work gives 4 over two doublings, quadratic 16: the bound 8 is their geometric middle.
    expect(cost(line(160_000), dist) / cost(line(40_000), dist)).toBeLessThan(8);
  });

  it('maps the first lines only, however many name a bundle of dist', async () => {
    const { stack, dist } = await builtStack();
    // Each line a frame of the bundle, each of whose names is searched for through the whole
    // bundle (a millisecond on the CLI's): past a stack's length (V8 writes ten frames), lines are
    // left as they are, read by nothing.
    const frame = stack.split('\n').find((line) => line.includes(join(dist, 'run.cjs')))!;
    const many = (n: number): string => `Error: x\n${Array.from({ length: n }, () => frame).join('\n')}`;
    const mapped = sourceMappedStack(many(1_000), dist).split('\n');
    expect(mapped[1]).not.toBe(frame); // the record is real: a first line is mapped
    expect(mapped.slice(200)).toEqual(Array.from({ length: 801 }, () => frame));
  });
});

describe('where a short name is declared in minified code', () => {
  it('finds the last declaration before the place, at the name, in each form esbuild writes', () => {
    // A name made of letters of `function` or `class` is found at the name, not inside the keyword.
    expect(declarationBefore('function n(){x()}', 'n', 16)).toBe(9);
    expect(declarationBefore('class s{m(){}}', 's', 12)).toBe(6);
    expect(declarationBefore('var e=(t,r)=>t;function f(){e()}', 'e', 30)).toBe(4);
    expect(declarationBefore('var e=async t=>t;', 'e', 10)).toBe(4);
    expect(declarationBefore('const $a=t=>t;', '$a', 10)).toBe(6);
    expect(declarationBefore('function*g(){yield 1}', 'g', 15)).toBe(9);
    // The last one before the place: a later declaration of the same short name is another scope's.
    const twice = 'function a(){b()}function a(){c()}';
    expect(declarationBefore(twice, 'a', 14)).toBe(9);
    expect(declarationBefore(twice, 'a', 31)).toBe(26);
  });

  it('takes no reference, property, comparison or longer name for a declaration', () => {
    for (const text of ['x.n=()=>1;', 'n==(a)=>1;', 'nn=()=>1;', 'function nn(){}', 'n=(a+b);', 'o={n:1}', 'a.n=function(){}']) {
      expect(declarationBefore(text, 'n', text.length), text).toBeUndefined();
    }
  });
});
