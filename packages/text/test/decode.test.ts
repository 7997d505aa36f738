import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBuffer, decodeText } from '../src/decode.js';
import { parseDocument } from '../src/document.js';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

describe('decodeText', () => {
  it('sets a UTF-8 BOM aside: columns start after it', () => {
    const decoded = decodeText(bytes([0xef, 0xbb, 0xbf], '{"a":1}'));
    expect(decoded).toEqual({ text: '{"a":1}', bom: true, problems: [] });
    expect(decodeText('\uFEFF[]')).toEqual({ text: '[]', bom: true, problems: [] });
  });

  it('locates the first invalid byte, in UTF-16 units of the decoded text', () => {
    const decoded = decodeText(bytes('{"name": "é', [0xff], '"}'));
    expect(decoded.problems).toEqual([expect.objectContaining({ ruleId: 'invalid-encoding', offset: 11, length: 1, fatal: false })]);
    expect(decoded.problems[0]!.message).toMatch(/byte 0xff at byte offset 12/);
    expect(decoded.text).toBe('{"name": "é\uFFFD"}');
  });

  it('rejects overlong forms, surrogates and truncated sequences', () => {
    for (const bad of [[0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf5, 0x80, 0x80, 0x80], [0x80]]) {
      expect(decodeText(bytes('ab', bad)).problems[0]).toMatchObject({ offset: 2 });
    }
    expect(decodeText(bytes('😀')).problems).toEqual([]);
  });

  it('keeps reading the rest of the file', () => {
    const document = parseDocument(bytes('{"a": "', [0xfe], '", "b": 2}'), { jsonc: false });
    expect(document.ok).toBe(true);
    expect(document.problems.map((p) => p.ruleId)).toEqual(['invalid-encoding']);
  });
});

describe('decodeBuffer (the first read of a file)', () => {
  // Its shortcut: only a text with U+FFFD can come from invalid bytes. Any bytes, valid or not,
  // must decode exactly as decodeText decodes them, problem included.
  const sequences = fc.oneof(
    fc.string({ unit: 'binary' }).map((text) => [...Buffer.from(text, 'utf8')]),
    fc.constantFrom([0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf5, 0x80, 0x80, 0x80], [0x80], [0xff], [0xef, 0xbf, 0xbd], [0xef, 0xbb, 0xbf]),
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 6 }),
  );

  it('equals decodeText on any bytes, in a reused buffer with stale bytes after them', () => {
    const buffer = Buffer.alloc(256, 0xff);
    fc.assert(
      fc.property(fc.array(sequences, { maxLength: 12 }), (parts) => {
        const input = Buffer.from(parts.flat()).subarray(0, 200);
        buffer.fill(0xff);
        input.copy(buffer);
        expect(decodeBuffer(buffer, input.length)).toEqual(decodeText(new Uint8Array(input)));
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a valid U+FFFD and a BOM apart from invalid bytes', () => {
    const valid = Buffer.from('\uFEFF{"a":"\uFFFD"}', 'utf8');
    expect(decodeBuffer(valid, valid.length)).toEqual({ text: '{"a":"\uFFFD"}', bom: true, problems: [] });
  });
});

