import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FLAGS, TUNED_FLAGS, TUNE_AFTER_FILES, inputOf, mayBeMuchInput } from '../src/tune.js';

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

describe('inputOf', () => {
  it('knows a large named file now, and a directory, a glob or the sets only once they are read', () => {
    expect(inputOf(['small.json'], dir)).toBe('little');
    expect(inputOf(['small.json', 'big.json'], dir)).toBe('large');
    expect(inputOf(['.', 'big.json'], dir)).toBe('large');
    expect(inputOf(['.'], dir)).toBe('unknown');
    expect(inputOf(['**/*.json'], dir)).toBe('unknown');
    expect(inputOf([], dir)).toBe('unknown');
  });
});

// A tuned run sets its flags back to V8's defaults before it writes its code cache (V8 stamps the
// cache with the process's flags): those must be this V8's defaults, flag for flag.
describe('the flags and their defaults', () => {
  it('DEFAULT_FLAGS are what `node --v8-options` says of each flag TUNED_FLAGS sets', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    const nameOf = (flag: string): string => flag.replace(/^--(?:no-)?/, '').replace(/=.*$/, '');
    expect(DEFAULT_FLAGS.map(nameOf)).toEqual(TUNED_FLAGS.map(nameOf));
    for (const flag of DEFAULT_FLAGS) {
      const name = nameOf(flag);
      const entry = new RegExp(`^  --${name} \\(.*\\)\\n\\s+type: \\S+\\s+default: (\\S+)`, 'm').exec(options);
      expect(entry?.[1], name).toBe(flag);
    }
  });
});

// Issue 18: main() is a library function: it must not change the V8 flags of the program that
// calls it. Only the bin asks for the tuning (tuneProcessFor, before main()).
describe('who tunes', () => {
  it('main() never sets V8 flags, even on a directory; tuneProcessFor does, for the bin', async () => {
    const v8 = createRequire(import.meta.url)('node:v8') as typeof import('node:v8');
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    try {
      const { main, tuneProcessFor } = await import('../src/index.js');
      const io = { stdout: { write: () => true }, stderr: { write: () => true }, cwd: dir, env: {} };
      expect(await main(['.', '--no-error-on-unmatched-pattern'], io)).toBe(0);
      expect(await main([], io)).toBe(0);
      expect(setFlags).not.toHaveBeenCalled();
      tuneProcessFor(['small.json'], dir, {});
      tuneProcessFor(['.'], dir, { CMDLINT_NO_TUNING: '1' });
      tuneProcessFor(['--stdin'], dir, {});
      expect(setFlags).not.toHaveBeenCalled();
      // A directory: tuned once the run has read much (the run tells each file it reads), not before.
      const { fileRead } = await import('../src/tune.js');
      tuneProcessFor(['.'], dir, {});
      for (let i = 1; i < TUNE_AFTER_FILES; i++) fileRead(100);
      expect(setFlags).not.toHaveBeenCalled();
      fileRead(100);
      expect(setFlags.mock.calls.map(([flag]) => flag)).toEqual(['--no-turbo-inlining', '--semi-space-growth-factor=1']);
    } finally {
      setFlags.mockRestore();
    }
  });
});

describe('a run that reads much', () => {
  it('is tuned at its first large file, before it has read many', async () => {
    const v8 = createRequire(import.meta.url)('node:v8') as typeof import('node:v8');
    const setFlags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    try {
      vi.resetModules(); // a tune.ts of its own: untuned
      const { fileRead, tuneOnceMuchIsRead, isTuned } = await import('../src/tune.js');
      fileRead(2 << 20);
      expect(isTuned()).toBe(false); // main() alone: never
      tuneOnceMuchIsRead();
      for (let i = 1; i < TUNE_AFTER_FILES; i++) fileRead(i % 2 === 0 ? undefined : 100);
      expect(isTuned()).toBe(false);
      fileRead(1 << 20);
      expect(isTuned()).toBe(true);
      expect(setFlags).toHaveBeenCalledTimes(TUNED_FLAGS.length);
    } finally {
      setFlags.mockRestore();
    }
  });
});
