// The nesting scan (source/nesting.ts): each deep shape read up to its bound and refused one step
// past it, real files far below it, and the scan linear in the text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nestingExcess, NESTING_LEVELS } from '../src/nesting.js';
import { parseSource, SOURCE_MAX_LENGTH } from '../src/parser.js';

/** Each shape: how its n-deep text is written, whether JSX is read, and the deepest n the scan allows. */
const SHAPES: readonly { readonly name: string; readonly text: (n: number) => string; readonly jsx?: boolean; readonly bound: number }[] = [
  { name: 'parentheses', text: (n) => `x = ${'('.repeat(n)}1${')'.repeat(n)};`, bound: 444 },
  { name: 'arrays', text: (n) => `x = ${'['.repeat(n)}${']'.repeat(n)};`, bound: 444 },
  { name: 'objects', text: (n) => `x = ${'{a:'.repeat(n)}1${'}'.repeat(n)};`, bound: 307 },
  { name: 'calls', text: (n) => `x = ${'f('.repeat(n)}${')'.repeat(n)};`, bound: 444 },
  { name: 'templates', text: (n) => `x = ${'`${'.repeat(n)}1${'}`'.repeat(n)};`, bound: 166 },
  { name: 'arrows', text: (n) => `x = ${'x=>'.repeat(n)}1;`, bound: 999 },
  { name: 'prefixes', text: (n) => `x = ${'!'.repeat(n)}1;`, bound: 999 },
  { name: 'binary operators', text: (n) => `x = ${'a+'.repeat(n)}a;`, bound: 3996 },
  { name: 'conditionals', text: (n) => `x = ${'a?b:'.repeat(n)}c;`, bound: 499 },
  { name: 'call chains', text: (n) => `x = x${'.a()'.repeat(n)};`, bound: 1994 },
  { name: 'new new', text: (n) => `x = ${'new '.repeat(n)}X;`, bound: 999 },
  { name: 'JSX elements', text: (n) => `x = ${'<a>'.repeat(n)}${'</a>'.repeat(n)};`, jsx: true, bound: 333 },
  { name: 'type arguments', text: (n) => `let x: ${'A<'.repeat(n)}B${'>'.repeat(n)};`, bound: 332 },
  { name: 'ifs', text: (n) => `${'if(a)'.repeat(n)};`, bound: 798 },
  { name: 'blocks', text: (n) => `${'{'.repeat(n)}${'}'.repeat(n)}`, bound: 444 },
];

describe('the nesting scan', () => {
  it.each(SHAPES)('reads $name $bound deep and refuses one more', ({ text, jsx = false, bound }) => {
    expect(nestingExcess(text(bound), jsx)).toBeUndefined();
    const excess = nestingExcess(text(bound + 1), jsx);
    expect(excess).toBeDefined();
    expect(excess!.levels).toBeGreaterThan(NESTING_LEVELS);
  });

  it.each([
    ['a string', `x = '${'('.repeat(400)}${'!'.repeat(5000)}';`],
    ['a comment', `// ${'!'.repeat(5000)}\nx = 1;`],
    ['a block comment', `/* ${'x=>'.repeat(2000)} */ x = 1;`],
    ['a regular expression', `x = /${'\\('.repeat(400)}${'!'.repeat(5000)}/;`],
    ['template text', `x = \`${'!'.repeat(5000)}\`;`],
  ])('skips what is not code: %s', (_name, text) => {
    expect(nestingExcess(text, false)).toBeUndefined();
  });

  it('counts what a string, a regular expression or JSX text cannot hide', () => {
    // A `${` of a template is code; brackets in a string still meet the blind bracket count.
    expect(nestingExcess(`x = \`${'${`'.repeat(300)}${'`}'.repeat(300)}\`;`, false)).toBeDefined();
    expect(nestingExcess(`x = '${'('.repeat(501)}';`, false)).toBeDefined();
    expect(nestingExcess(`x = <a>don't {${'('.repeat(501)}1${')'.repeat(501)}}</a>;`, true)).toBeDefined();
    // A `)` of a statement head: a regular expression or an element follows, not an operator.
    expect(nestingExcess(`if (x) <a>'{${'!'.repeat(1001)}1}'</a>;`, true)).toBeDefined();
  });

  it('starts a new run at each statement, with or without semicolons', () => {
    const statements = (n: number, end: string): string => Array.from({ length: n }, (_, i) => `const a${i} = !b.c(d) + e${end}`).join('\n');
    expect(nestingExcess(statements(20_000, ';'), false)).toBeUndefined();
    expect(nestingExcess(statements(20_000, ''), false)).toBeUndefined();
    expect(nestingExcess(Array.from({ length: 5000 }, (_, i) => `function f${i}() { return ${i} }`).join('\n'), false)).toBeUndefined();
    // A word that can only start a statement, after a block: a new one (these were one run, refused past about 400).
    expect(nestingExcess(Array.from({ length: 5000 }, (_, i) => `export function f${i}() {\n  return ${i};\n}`).join('\n'), false)).toBeUndefined();
    expect(nestingExcess(Array.from({ length: 5000 }, (_, i) => `@Discord()\nexport class C${i} {\n  @Slash({ name: 'c${i}' })\n  c${i}() {}\n}`).join('\n'), false)).toBeUndefined();
    expect(nestingExcess(Array.from({ length: 5000 }, (_, i) => `const a${i} = b\nnew C(a${i})\ntypeof a${i}\nimport('x')`).join('\n'), false)).toBeUndefined();
    // Such a word right after an operator still continues the expression, and counts.
    expect(nestingExcess(`x = a\n${'+ new\n'.repeat(1000)}X;`, false)).toBeDefined();
    expect(nestingExcess(`x = [${Array.from({ length: 50_000 }, (_, i) => `-${i}`).join(', ')}];`, false)).toBeUndefined();
  });

  it('reads a 300-subcommand builder chain', () => {
    const sub = (i: number): string => `\n  .addSubcommand((sub) => sub.setName('s${i}').setDescription('Does ${i}').addStringOption((o) => o.setName('x').setDescription('X').setRequired(true)))`;
    const text = `export const data = new SlashCommandBuilder().setName('big').setDescription('Big')${Array.from({ length: 300 }, (_, i) => sub(i)).join('')};\n`;
    expect(nestingExcess(text, false)).toBeUndefined();
    expect(parseSource('big.ts', text).refused).toBeUndefined();
  });

  it('reads every real bot source of the corpus well below the bound', () => {
    const root = fileURLToPath(new URL('../../../../test/corpus/third_party/source', import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => /\.[mc]?[jt]sx?$/.test(path) && statSync(join(root, path)).isFile());
    expect(files.length).toBeGreaterThan(50);
    for (const path of files) {
      // A fifth of the bound: real files nest about 25 levels deep.
      expect(nestingExcess(readFileSync(join(root, path), 'utf8'), /x$/.test(path), (NESTING_LEVELS / 5) * 8), path).toBeUndefined();
    }
  });

  it('is linear in the text: twice the text, about twice the time', () => {
    const unit = "export const c = new SlashCommandBuilder().setName('x').addStringOption((o) => o.setName(`y${1}`).setRequired(!0)); // (\n";
    const time = (text: string): number => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        nestingExcess(text, false);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    time(unit.repeat(1000));
    const single = time(unit.repeat(20_000));
    const double = time(unit.repeat(40_000));
    // Quadratic would be 4; a loaded machine is given room.
    expect(double / single).toBeLessThan(3.2);
  });
});

describe('parseSource', () => {
  it('refuses a deep text before the parser sees it, saying the limit and where', () => {
    const parsed = parseSource('deep.js', `x = ${'('.repeat(20_000)}1${')'.repeat(20_000)};`);
    expect(parsed.refused).toBe(true);
    expect(parsed.program).toBeUndefined();
    expect(parsed.errors[0]!.message).toMatch(/past 500 levels.*not read/);
    expect(parsed.errors[0]!.start).toBeGreaterThan(400);
  });

  it('refuses a text over the size limit, saying the limit', () => {
    const parsed = parseSource('big.js', `x = '${'a'.repeat(SOURCE_MAX_LENGTH)}';`);
    expect(parsed.refused).toBe(true);
    expect(parsed.errors[0]!.message).toMatch(/over the 4 MiB .*not read/);
  });
});
