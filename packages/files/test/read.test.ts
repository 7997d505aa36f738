// readRegularFile stops at the first short read (a regular file reads short only at its end):
// every size around the boundaries it meets still comes back whole and exact. readSeenBytes (a
// file a listing showed as regular, read for --cache's hash) gives the same bytes, its own copy,
// and leaves a file that fills its one read to readRegularFile.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeText } from '@cmdlint/text';
import { readRegularFile, readRegularText, readSeenBytes } from '../src/read.js';

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

// readRegularText (a manifest's or a configuration's text) against the plain way: the file's bytes,
// decoded as every file is.
describe('readRegularText', () => {
  const texts = ['', '{"name":"ping"}', '\uFEFF{"cmdlint":{}}', 'пинг 핑 😀', Buffer.from([0x7b, 0xff, 0xc0, 0x7d]).toString('latin1')];
  for (const size of [0, 1, 65535, 65536, 65537, 1 << 20]) {
    it(`reads a file of ${size} bytes as decodeText reads its bytes`, () => {
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = 0x61 + (i % 26);
      if (size > 4) bytes.set([0xd0, 0xbf, 0xff], size - 4); // a Cyrillic letter and an invalid byte near the end
      const path = join(root, `t${size}`);
      writeFileSync(path, bytes);
      expect(readRegularText(path)).toBe(decodeText(bytes).text);
    });
  }

  it('sets a BOM aside and decodes invalid bytes as U+FFFD, as decodeText', () => {
    texts.forEach((text, i) => {
      const bytes = i === texts.length - 1 ? Buffer.from(text, 'latin1') : Buffer.from(text, 'utf8');
      const path = join(root, `text-${i}`);
      writeFileSync(path, bytes);
      expect(readRegularText(path)).toBe(decodeText(bytes).text);
    });
    expect(readRegularText(join(root, 'text-2'))).toBe('{"cmdlint":{}}');
  });

  it('refuses a file over the limit it is given, a directory and a FIFO', () => {
    const path = join(root, 'big-text');
    writeFileSync(path, Buffer.alloc(101, 0x61));
    expect(() => readRegularText(path, 100)).toThrow(/larger than/);
    expect(readRegularText(path, 101)).toHaveLength(101);
    expect(() => readRegularText(root)).toThrow(/EISDIR/);
    if (process.platform !== 'win32') {
      const fifo = join(root, 'fifo-text');
      execFileSync('mkfifo', [fifo]);
      expect(() => readRegularText(fifo)).toThrow(/FIFO/);
    }
  });
});

describe('readSeenBytes', () => {
  for (const size of [0, 1, 4095, 4096, 4097, 65535]) {
    it(`gives a file of ${size} bytes as readRegularFile does, in a buffer of its own`, () => {
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = (i * 17 + 3) & 0xff;
      const path = join(root, `seen${size}`);
      writeFileSync(path, bytes);
      const first = readSeenBytes(path)!;
      expect(first.equals(readRegularFile(path).bytes)).toBe(true);
      writeFileSync(join(root, 'other'), Buffer.alloc(100, 0x41));
      readSeenBytes(join(root, 'other')); // the next read reuses the read buffer, not this copy
      expect(first.equals(bytes)).toBe(true);
    });
  }

  it('leaves a file that fills its one read (64 KiB or more) to readRegularFile', () => {
    for (const size of [65536, 65537, 1 << 20]) {
      const path = join(root, `seen-big${size}`);
      writeFileSync(path, Buffer.alloc(size, 0x20));
      expect(readSeenBytes(path), String(size)).toBeUndefined();
    }
  });

  it.runIf(process.platform !== 'win32')('never waits on a FIFO that took a listed file\'s place', () => {
    const path = join(root, 'seen.fifo');
    execFileSync('mkfifo', [path]);
    expect(() => readSeenBytes(path)).toThrow(/ESPIPE/); // opened without blocking; it has no place to read from
  });
});
