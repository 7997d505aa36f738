// One file's text as the linter sees it: decoded, parsed, and able to say where a path is.
import { readFileSync } from 'node:fs';
import type { Path } from '@cmdlint/core';
import { decodeText, type DecodedText } from './decode.js';
import { LineIndex } from './lines.js';
import { parseJson } from './parse.js';
import type { TextProblem } from './problems.js';
import { JsonTree, type TreeNode } from './tree.js';

export interface OffsetRange {
  /** UTF-16 offset into the text (without BOM). */
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

export class JsonDocument {
  private treeCache: JsonTree | undefined;
  private linesCache: LineIndex | undefined;

  constructor(
    /** The text without its BOM. */
    readonly text: string,
    readonly bom: boolean,
    /** The value, when it could be read. */
    readonly value: unknown,
    readonly ok: boolean,
    /** Problems of the text (encoding, syntax, duplicate keys), in text order. */
    readonly problems: readonly TextProblem[],
    readonly jsonc: boolean,
    /** The text is strict JSON (no comments): locating can take shortcuts. */
    readonly strict = false,
  ) {}

  get tree(): JsonTree {
    this.treeCache ??= new JsonTree(this.text, this.strict);
    return this.treeCache;
  }

  get lines(): LineIndex {
    this.linesCache ??= new LineIndex(this.text);
    return this.linesCache;
  }

  /** The node at `path`, when it exists. */
  nodeAt(path: Path): TreeNode | undefined {
    return this.ok ? this.tree.find(path) : undefined;
  }

  /**
   * Where a diagnostic at `path` points: the value at the path; for a path that does not exist,
   * the key of its deepest existing ancestor, or that ancestor's opening bracket when it has no
   * key (an array element, the root).
   */
  rangeOf(path: Path): OffsetRange {
    if (!this.ok) return { start: 0, end: 0 };
    const { node, depth } = this.tree.deepest(path);
    if (node === undefined) return { start: 0, end: 0 };
    if (depth === path.length) return { start: node.offset, end: node.end };
    if (node.key) return { start: node.key.offset, end: node.key.end };
    if (node.type === 'object' || node.type === 'array') return { start: node.offset, end: node.offset + 1 };
    return { start: node.offset, end: node.end };
  }
}

export function isJsoncPath(path: string): boolean {
  return /\.jsonc$/i.test(path);
}

/**
 * Decodes and parses a file. `.jsonc` files allow comments and trailing commas. `bom` says that
 * a text (already without one) came from a file that had it.
 */
export function parseDocument(input: string | Uint8Array, options: { readonly jsonc: boolean; readonly bom?: boolean }): JsonDocument {
  return parseDecoded(decodeText(input), options);
}

function parseDecoded(decoded: DecodedText, options: { readonly jsonc: boolean; readonly bom?: boolean }): JsonDocument {
  const parsed = parseJson(decoded.text, options);
  const problems = decoded.problems.length === 0 ? parsed.problems : [...decoded.problems, ...parsed.problems].sort((a, b) => a.offset - b.offset);
  return new JsonDocument(decoded.text, decoded.bom || options.bom === true, parsed.value, parsed.ok, problems, options.jsonc, parsed.strict);
}

/** A file's text, decoded. No bytes are held in JavaScript, so a big file is not held twice. */
function readDecoded(path: string): DecodedText {
  const text = readFileSync(path, 'utf8');
  // Invalid bytes would have decoded to U+FFFD: without one the bytes were valid UTF-8. With
  // one, the bytes are read again to find and report where they go wrong.
  if (text.indexOf('\uFFFD') === -1) return decodeText(text);
  return decodeText(readFileSync(path));
}

/**
 * Reads and parses a file (`.jsonc` by its name). Throws the file system's error. The bytes are
 * dropped before the parse, so a big file is not held twice.
 */
export function readDocument(path: string): JsonDocument {
  return parseDecoded(readDecoded(path), { jsonc: isJsoncPath(path) });
}
