// readRegularFile stops at the first short read (a regular file reads short only at its end):
// every size around the boundaries it meets still comes back whole and exact.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRegularFile } from '../src/read.js';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-read-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readRegularFile', () => {
  for (const size of [0, 1, 4095, 4096, 4097, 65536, 65537, 1 << 20]) {
    it(`reads a file of ${size} bytes whole`, () => {
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff;
      const path = join(root, `f${size}`);
      writeFileSync(path, bytes);
      const read = readRegularFile(path);
      expect(read.bytes.length).toBe(size);
      expect(read.bytes.equals(bytes)).toBe(true);
      expect(read.identity.size).toBe(size);
    });
  }

  it('refuses a file over the limit it is given', () => {
    const path = join(root, 'big');
    writeFileSync(path, Buffer.alloc(101));
    expect(() => readRegularFile(path, 100)).toThrow(/larger than/);
    expect(readRegularFile(path, 101).bytes.length).toBe(101);
  });
});
