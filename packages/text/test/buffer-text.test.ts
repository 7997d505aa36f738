// The speed trick of src/buffer-text.ts against the plain way: Buffer's own slices give what
// toString gives, on any bytes and any bounds, and toString answers where the slices are not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latin1Text, utf8Text } from '../src/buffer-text.js';

const INVALID_UTF8 = [[0xff], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0xef, 0xbb, 0xbf]];

describe('utf8Text and latin1Text are toString', () => {
  it('on any bytes, whole and in any plain bounds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(), fc.nat(), (raw, a, b) => {
        const buffer = Buffer.from(raw);
        const [start, end] = [a % (buffer.length + 1), b % (buffer.length + 1)].sort((x, y) => x - y) as [number, number];
        expect(utf8Text(buffer)).toBe(buffer.toString('utf8'));
        expect(latin1Text(buffer)).toBe(buffer.toString('latin1'));
        expect(utf8Text(buffer, start, end)).toBe(buffer.toString('utf8', start, end));
        expect(latin1Text(buffer, start, end)).toBe(buffer.toString('latin1', start, end));
      }),
      { numRuns: 500 },
    );
  });

  it('on text of every plane, invalid sequences and a BOM', () => {
    const texts = ['', 'ping', 'é', 'ß', '\u2028', '😀', '\uFFFD', 'пинг-понг', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'].map((text) => Buffer.from(text, 'utf8'));
    for (const buffer of [...texts, ...INVALID_UTF8.map((bytes) => Buffer.from(bytes)), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a":1}')])]) {
      for (let start = 0; start <= buffer.length; start++) {
        for (let end = start; end <= buffer.length; end++) {
          expect(utf8Text(buffer, start, end)).toBe(buffer.toString('utf8', start, end));
          expect(latin1Text(buffer, start, end)).toBe(buffer.toString('latin1', start, end));
        }
      }
    }
  });

  it('with bounds toString clamps (past the end, reversed, fractional, negative): as toString', () => {
    const buffer = Buffer.from('héllo wörld', 'utf8');
    for (const [start, end] of [[-3, 4], [2, 99], [5, 2], [1.5, 4.7], [0, -1], [99, 100], [Number.NaN, 3]] as const) {
      expect(utf8Text(buffer, start, end)).toBe(buffer.toString('utf8', start, end));
      expect(latin1Text(buffer, start, end)).toBe(buffer.toString('latin1', start, end));
    }
  });

  it('on a view into a bigger buffer (an offset into the pool, as small buffers are)', () => {
    const whole = Buffer.from('0123456789-ping-pong-é', 'utf8');
    const view = whole.subarray(11);
    expect(view.byteOffset).toBeGreaterThan(0);
    expect(utf8Text(view)).toBe('ping-pong-é');
    expect(utf8Text(view, 5, 9)).toBe(view.toString('utf8', 5, 9));
    expect(latin1Text(view, 0, 4)).toBe('ping');
  });

  it('where a Buffer has no native slices (another runtime\'s), its toString answers', () => {
    // A Buffer of its own kind: toString, and no utf8Slice or latin1Slice.
    class OtherBuffer extends Uint8Array {
      override toString(encoding?: string, start = 0, end = this.length): string {
        return new TextDecoder(encoding === 'latin1' ? 'latin1' : 'utf-8').decode(this.subarray(start, end));
      }
    }
    const buffer = new OtherBuffer(Buffer.from('pong é', 'utf8')) as unknown as Buffer;
    expect('utf8Slice' in buffer).toBe(false);
    expect(utf8Text(buffer)).toBe('pong é');
    expect(latin1Text(buffer, 0, 4)).toBe('pong');
  });

  it('the native slices are there on this Node (else the trick does nothing)', () => {
    const proto = Buffer.prototype as unknown as Record<string, unknown>;
    expect(typeof proto.utf8Slice).toBe('function');
    expect(typeof proto.latin1Slice).toBe('function');
  });
});
