import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mayBeMuchInput } from '../src/tune.js';

const dir = mkdtempSync(join(tmpdir(), 'cmdlint-tune-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'small.json'), '{"name": "ban", "description": "Ban"}');
writeFileSync(join(dir, 'big.json'), `[${' '.repeat(1 << 20)}]`);

// Only the decision is tested here: the flags change no result (the CLI's end-to-end tests run
// with them on directories), and their effect on time and memory is pnpm bench's to show.
describe('mayBeMuchInput', () => {
  it('is false for small named files (their start-up stays as short as node -e 0 allows)', () => {
    expect(mayBeMuchInput(['small.json'], dir)).toBe(false);
  });

  it('is true for a directory, a glob, a large file, or no arguments (the configuration sets)', () => {
    expect(mayBeMuchInput(['.'], dir)).toBe(true);
    expect(mayBeMuchInput(['**/*.json'], dir)).toBe(true);
    expect(mayBeMuchInput(['small.json', 'big.json'], dir)).toBe(true);
    expect(mayBeMuchInput([], dir)).toBe(true);
  });
});
