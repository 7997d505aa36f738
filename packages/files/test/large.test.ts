// A big file read piece by piece must be indistinguishable from the same file read whole: the
// same value, the same problems, and every path at the same range and position.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Path } from '@cmdlint/core';
import { JsonDocument, parseDocument } from '@cmdlint/text';
import { LargeJsonDocument, readDocument } from '../src/read.js';
import { lintFiles } from '@cmdlint/linter';

const dir = mkdtempSync(join(tmpdir(), 'cmdlint-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
function write(bytes: string | Uint8Array, name = `f${count++}.json`): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

/** Every path of a value (and, below each container, one that does not exist). */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    value.forEach((item, i) => pathsOf(item, [...path, i], out));
    out.push([...path, value.length]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
    out.push([...path, 'missing', 0]);
  }
  return out;
}

function expectSameAsWhole(path: string, bytes: Uint8Array, chunkBytes: number): JsonDocument {
  const pieces = readDocument(path, { largeFileBytes: 0, chunkBytes });
  const whole = parseDocument(bytes, { jsonc: false });
  expect(pieces.ok).toBe(whole.ok);
  expect(pieces.value).toEqual(whole.value);
  expect(pieces.problems).toEqual(whole.problems);
  expect(pieces.bom).toBe(whole.bom);
  if (whole.ok) {
    for (const p of pathsOf(whole.value)) {
      const range = pieces.rangeOf(p);
      expect(range, JSON.stringify(p)).toEqual(whole.rangeOf(p));
      expect(pieces.rangeAt(range.start, range.end), JSON.stringify(p)).toEqual(whole.rangeAt(range.start, range.end));
    }
  }
  return pieces;
}

// Strings that test the byte scanner: quotes, backslashes, brackets, non-ASCII, astral.
const tricky = fc.oneof(
  fc.string(),
  fc.constantFrom('"', '\\', '\\"', '{', '}', '[', ']', ',', 'é', 'ह', '漢', '😀', '\u2028', '\n', '\t', '\\\\"'),
  fc.string({ unit: 'binary' }),
);
const leaf = fc.oneof(tricky, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null));
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(tricky, tie('value'), { maxKeys: 4 }),
}));
const commands = fc.array(fc.dictionary(tricky, jsonValue, { maxKeys: 5 }), { maxLength: 6 });

describe('a big array of objects read piece by piece', () => {
  it('is the file read whole: value, ranges and positions, at any chunk size and layout', () => {
    fc.assert(
      fc.property(commands, fc.constantFrom(undefined, 2, '\t', 4), fc.boolean(), fc.integer({ min: 1, max: 64 }), (value, indent, bom, chunkBytes) => {
        const text = (bom ? '\uFEFF' : '') + JSON.stringify(value, null, indent) + (indent ? '\n' : '');
        const bytes = Buffer.from(text, 'utf8');
        const document = expectSameAsWhole(write(bytes), bytes, chunkBytes);
        expect(document).toBeInstanceOf(LargeJsonDocument);
      }),
      { numRuns: 150 },
    );
  });

  it('gives its whole text to whatever asks (a fix), read on demand', () => {
    const text = '[\n  {"name": "ban", "type": "1"}\n]\n';
    const document = readDocument(write(text), { largeFileBytes: 0, chunkBytes: 5 });
    expect(document).toBeInstanceOf(LargeJsonDocument);
    expect(document.text).toBe(text);
  });

  it('offers no fix when the file is gone before the fix is placed (its text cannot be read again)', () => {
    const path = write('[\n  {"name": "ban", "description": "Ban", "type": "1"}\n]\n');
    const document = readDocument(path, { largeFileBytes: 0 });
    expect(document).toBeInstanceOf(LargeJsonDocument);
    rmSync(path);
    const [report] = lintFiles([{ path, document }]);
    const diagnostic = report!.diagnostics.find((d) => d.ruleId === 'number-as-string');
    // Its element cannot be read again either: the diagnostic covers the whole command.
    expect(diagnostic?.range.start).toEqual({ line: 1, character: 2 });
    expect(diagnostic?.fix).toBeUndefined();
  });

  it.each([
    ['a root object', '{"name": "x"}'],
    ['an array of non-objects', '[{"a": 1}, 2]'],
    ['CRLF line ends', '[\r\n  {"a": 1}\r\n]'],
    ['a duplicate key', '[{"a": 1, "a": 2}]'],
    ['a syntax error', '[{"a": 1,}]'],
    ['a trailing comma', '[{"a": 1},]'],
    ['text after the root', '[{"a": 1}] x'],
    ['an empty file', ''],
    ['an unclosed array', '[{"a": 1}'],
  ])('%s: read whole, with the same problems', (_, text) => {
    const bytes = Buffer.from(text, 'utf8');
    const document = expectSameAsWhole(write(bytes), bytes, 3);
    expect(document).not.toBeInstanceOf(LargeJsonDocument);
  });

  it('invalid UTF-8: read whole, reported where the bad byte is', () => {
    const bytes = Buffer.concat([Buffer.from('[{"name": "'), Buffer.from([0xff, 0xfe]), Buffer.from('"}]')]);
    const document = expectSameAsWhole(write(bytes), bytes, 4);
    expect(document).not.toBeInstanceOf(LargeJsonDocument);
    expect(document.problems.map((p) => p.ruleId)).toContain('invalid-encoding');
  });

  it('a .jsonc file is always read whole (comments)', () => {
    const document = readDocument(write('[{"a": 1}]', 'set.jsonc'), { largeFileBytes: 0 });
    expect(document).not.toBeInstanceOf(LargeJsonDocument);
  });

  it('files under the threshold are read whole', () => {
    expect(readDocument(write('[{"a": 1}]'))).not.toBeInstanceOf(LargeJsonDocument);
  });
});
