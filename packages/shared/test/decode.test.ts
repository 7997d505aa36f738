import { describe, expect, it } from 'vitest';
import { decodeText } from '../src/text/decode.js';
import { parseDocument } from '../src/text/document.js';

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
