// Bytes -> text. The BOM is accepted and set aside (editors do not show it, so columns start
// after it, and a fix writes it back); invalid UTF-8 is reported where it starts. No import of
// Node's modules: the playground runs this in a browser (Node's Buffer is used when it exists).
import { utf8Text } from './buffer-text.js';
import { NO_PROBLEMS, TEXT_RULES, type TextProblem } from './problems.js';

export interface DecodedText {
  /** The text without its BOM. */
  readonly text: string;
  readonly bom: boolean;
  /** An `invalid-encoding` problem, when the bytes were not UTF-8. */
  readonly problems: readonly TextProblem[];
}

const BOM = 0xfeff;

/** Index of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else {
      return i;
    }
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

function stripBom(text: string): DecodedText {
  return text.charCodeAt(0) === BOM ? { text: text.slice(1), bom: true, problems: NO_PROBLEMS } : { text, bom: false, problems: NO_PROBLEMS };
}

/**
 * Bytes as text, invalid sequences as U+FFFD. Node's Buffer goes straight to a string, where
 * TextDecoder's held a second copy of a big text for a while; a browser has only TextDecoder.
 */
function utf8(bytes: Uint8Array): string {
  if (typeof Buffer === 'function') return utf8Text(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** Decodes a file's bytes (or takes a text as it is) and sets the BOM aside. */
export function decodeText(input: string | Uint8Array): DecodedText {
  if (typeof input === 'string') return stripBom(input);
  const text = utf8(input);
  // Invalid bytes decode to U+FFFD: only a text with one is checked byte by byte (a valid U+FFFD stays).
  if (text.indexOf('\uFFFD') !== -1 && firstInvalidByte(input) !== -1) return decodeInvalid(input);
  return stripBom(text);
}

/**
 * The first `length` bytes of `buffer`, decoded, in one pass for valid UTF-8: invalid bytes decode
 * to U+FFFD, so only a text with one is checked byte by byte (a valid U+FFFD stays). The bytes
 * are read, not kept: the buffer can be reused.
 */
export function decodeBuffer(buffer: Buffer, length: number): DecodedText {
  const text = utf8Text(buffer, 0, length);
  if (text.indexOf('\uFFFD') !== -1 && firstInvalidByte(buffer.subarray(0, length)) !== -1) return decodeInvalid(buffer.subarray(0, length));
  return stripBom(text);
}

function decodeInvalid(input: Uint8Array): DecodedText {
  const decoded = stripBom(new TextDecoder('utf-8', { ignoreBOM: true }).decode(input));
  const bad = firstInvalidByte(input);
  const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(input.subarray(0, Math.max(0, bad)));
  const offset = Math.max(0, before.length - (decoded.bom ? 1 : 0));
  const byte = input[bad] ?? 0;
  return {
    ...decoded,
    problems: [
      {
        ruleId: TEXT_RULES.encoding,
        message: `The file is not valid UTF-8 (byte 0x${byte.toString(16).padStart(2, '0')} at byte offset ${bad}): save it as UTF-8.`,
        offset,
        length: 1,
        fatal: false,
      },
    ],
  };
}
