// The bound on names a module exports again (source/nesting.ts, repeatedExport): oxc-parser reports
// each repeat with every earlier one, k repeats of a name costing k² (1 MB took 18.8 s, 2 MB 5.2 GB).
// Every way of writing an export counts, a file at the bound is parsed and one past it refused
// before the parser runs, TypeScript's overloads are not counted, and the scan is linear.
import { describe, expect, it } from 'vitest';
import { repeatedExport, REPEATED_EXPORTS } from '../src/nesting.js';
import { parseSource } from '../src/parser.js';

/** `n` exports of `a` again, each way a module can write one. */
const SHAPES: readonly [string, (n: number) => string][] = [
  ['one clause', (n) => `const a = 1;\nexport { ${Array.from({ length: n + 1 }, () => 'a').join(', ')} };\n`],
  ['renamed in a clause', (n) => `const b = 1;\nexport { ${Array.from({ length: n + 1 }, () => 'b as a').join(', ')} };\n`],
  ['string names', (n) => `const b = 1;\nexport { ${Array.from({ length: n + 1 }, (_, i) => (i % 2 ? "b as 'a'" : 'b as "a"')).join(', ')} };\n`],
  ['escaped names', (n) => `const b = 1;\nexport { ${Array.from({ length: n + 1 }, (_, i) => (i % 2 ? 'b as \\u0061' : 'b as \\u{61}')).join(', ')} };\n`],
  ['clauses with comments', (n) => `const a = 1;\n${'export /* } */ { a /* } */, // }\n };\n'.repeat(n + 1)}`],
  ['declarations', (n) => 'export const a = 1;\nexport function a() {}\nexport async function* a() {}\nexport class a {}\n'.repeat(Math.ceil((n + 1) / 4)).split('\n').slice(0, n + 1).join('\n')],
  ['defaults', (n) => 'export default 1;\n'.repeat(n + 1)],
  ['namespaces', (n) => "export * as a from 'x';\n".repeat(n + 1)],
];

describe('repeated exports', () => {
  it.each(SHAPES)('%s: read at the bound, refused one past it', (_, make) => {
    expect(repeatedExport(make(REPEATED_EXPORTS))).toBeUndefined();
    expect(repeatedExport(make(REPEATED_EXPORTS + 1))?.name).toMatch(/^(a|default)$/);
  });

  it('names exported once each, however many, are read', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `export const c${i} = ${i};\n`).join('');
    expect(repeatedExport(text)).toBeUndefined();
  });

  it('a JavaScript module past the bound is refused before the parser runs, with why', () => {
    const text = `const a = 1;\nexport { ${Array.from({ length: 100_000 }, () => 'a').join(', ')} };\n`;
    const started = performance.now();
    const parsed = parseSource('commands/ping.js', text);
    // Parsed, this took oxc minutes and gigabytes.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(parsed.refused).toBe(true);
    expect(parsed.errors[0]!.message).toMatch(/^This file exports names again more than 256 times \("a" among them; .*so it was not read and its commands are not checked: export each name once\.$/);
    expect(text.slice(parsed.errors[0]!.start, parsed.errors[0]!.end)).toBe('export');
  });

  it('TypeScript overloads export a name again and again: not counted, the file parsed', () => {
    const text = `${'export function pick(a: string): void;\n'.repeat(REPEATED_EXPORTS * 2)}export function pick(a: unknown): void {}\n`;
    const parsed = parseSource('commands/pick.ts', text);
    expect(parsed.refused).toBeUndefined();
    expect(parsed.errors).toEqual([]);
  });

  it.each([
    ['a comment that never ends', 'export /* '],
    ['comments that end', 'export/**/'],
    ['a clause that never closes', 'export { b, '],
  ])('%s after export, hundreds of thousands of times: one linear pass', (_, unit) => {
    const time = (n: number): number => {
      const text = (unit as string).repeat(n);
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        repeatedExport(text);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    // About 1 MB against 2 MB; the floor keeps a pass of a few milliseconds from judging noise.
    const n = Math.ceil(1_000_000 / (unit as string).length);
    time(1000);
    const single = time(n);
    const double = time(2 * n);
    expect(double / Math.max(single, 20)).toBeLessThan(3);
  });
});
