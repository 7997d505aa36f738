// The built CLI's stack under DEBUG=cmdlint: its bundles have short names (packages/cli/tsup.config.ts,
// WRAPPED), and the stack it prints is read back through their source maps
// (packages/cli/src/stack-trace.ts), so that it names the functions and lines of the sources.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, cmdlint, projectsRemovedAfterEach, GOOD } from './helpers.js';

const project = projectsRemovedAfterEach();

describe('an internal error under DEBUG=cmdlint', () => {
  it("names cmdlint's own functions at their lines in the sources, none at a place in the bundle", () => {
    // A formatter that throws is a failure cmdlint did not foresee: it is called from run.ts.
    const p = project({ 'ping.json': GOOD, 'throws.mjs': "export default () => { throw new Error('boom'); };\n" });
    const run = cmdlint(['ping.json', '-f', './throws.mjs'], { cwd: p.dir, env: { DEBUG: 'cmdlint' } });
    expect(run.code).toBe(2);
    const lines = run.stderr.split('\n');
    expect(lines[0]).toBe('cmdlint: internal error: boom');
    expect(lines.some((line) => line.includes('throws.mjs:1:'))).toBe(true); // the formatter's frame, as V8 wrote it
    expect(lines.filter((line) => /dist[\\/]\w+\.cjs:\d+:\d+/.test(line))).toEqual([]);
    // The function that called the formatter, at a line of src/run.ts below its declaration.
    const frame = lines.map((line) => /^ {4}at (?:async )?(\w+) \(src\/run\.ts:(\d+):(\d+)\)$/.exec(line)).find((match) => match !== null);
    expect(frame, run.stderr).toBeDefined();
    const [, name, line] = frame!;
    const source = readFileSync(join(ROOT, 'packages', 'cli', 'src', 'run.ts'), 'utf8').split('\n');
    const declaredAt = source.findIndex((text) => new RegExp(`function ${name}\\(`).test(text));
    expect(declaredAt, `${name} is declared in src/run.ts`).toBeGreaterThanOrEqual(0);
    expect(Number(line) - 1).toBeGreaterThan(declaredAt);
    expect(source[Number(line) - 1]).toMatch(/formatter\(/);
    // main, in src/index.ts, is the stack's root.
    expect(lines.some((text) => /^ {4}at async main \(src\/index\.ts:\d+:\d+\)$/.test(text))).toBe(true);
  });

  it('without DEBUG, one line and the hint', () => {
    const p = project({ 'ping.json': GOOD, 'throws.mjs': "export default () => { throw new Error('boom'); };\n" });
    const run = cmdlint(['ping.json', '-f', './throws.mjs'], { cwd: p.dir });
    expect([run.code, run.stderr]).toEqual([2, 'cmdlint: internal error: boom\nSet DEBUG=cmdlint for the stack trace, and please report it.\n']);
  });
});
