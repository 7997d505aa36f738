// One file's text as the linter sees it: decoded, parsed, and able to say where a path is.
// Free of Node's modules (the playground runs it in a browser); reading files is in read.ts.
import type { Path } from '@cmdlint/core';
import { decodeText, type DecodedText } from './decode.js';
import { LineIndex, type Range } from './lines.js';
import { parseJson } from './parse.js';
import { fixToEdits, type TextEdit } from './edits.js';
import type { Fix } from '@cmdlint/core';
import type { TextProblem } from './problems.js';
import { JsonTree, type TreeNode } from './tree.js';

export interface OffsetRange {
  /** UTF-16 offset into the text (without BOM). */
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

/** Who a file was when it was read: what a writer compares before replacing it. */
export interface FileIdentity {
  readonly dev: number;
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
}

export class JsonDocument {
  private treeCache: JsonTree | undefined;
  private linesCache: LineIndex | undefined;
  private readonly textValue: string;
  /** Who the file was when it was read (undefined for a text that came from elsewhere). */
  source: FileIdentity | undefined;

  constructor(
    text: string,
    readonly bom: boolean,
    /** The value, when it could be read. */
    readonly value: unknown,
    readonly ok: boolean,
    /** Problems of the text (encoding, syntax, duplicate keys), in text order. */
    readonly problems: readonly TextProblem[],
    readonly jsonc: boolean,
    /** The text is strict JSON (no comments): locating can take shortcuts. */
    readonly strict = false,
  ) {
    this.textValue = text;
  }

  /** The text without its BOM. */
  get text(): string {
    return this.textValue;
  }

  get tree(): JsonTree {
    this.treeCache ??= new JsonTree(this.text, this.strict);
    return this.treeCache;
  }

  get lines(): LineIndex {
    this.linesCache ??= new LineIndex(this.text);
    return this.linesCache;
  }

  /** Lines and characters of a range of offsets. */
  rangeAt(start: number, end: number): Range {
    return this.lines.rangeAt(start, end);
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
    return (this.ok ? this.tree.rangeOf(path) : undefined) ?? { start: 0, end: 0 };
  }

  /** Where a diagnostic about a key points (see KEY_RULES in lint/report.ts): the key itself, not its value. */
  keyRangeOf(path: Path): OffsetRange {
    const key = this.nodeAt(path)?.key;
    return key !== undefined ? { start: key.offset, end: key.end } : this.rangeOf(path);
  }

  /** The document of the same file with a new text (a fix pass). */
  withText(text: string): JsonDocument {
    return parseDocument(text, { jsonc: this.jsonc, bom: this.bom });
  }

  /** A core fix as minimal text edits; undefined when this text cannot express it. */
  fixEdits(fix: Fix): TextEdit[] | undefined {
    return fixToEdits(this.text, fix, this.tree);
  }

  /**
   * A fix that this text could express only by editing what other code reads too (a source's
   * exported constant): its edits and why, for a suggestion. A JSON file owns all its values.
   */
  heldFixEdits(_fix: Fix): { readonly edits: TextEdit[]; readonly why: string } | undefined {
    return undefined;
  }
}

export function isJsoncPath(path: string): boolean {
  const last = path.charCodeAt(path.length - 1);
  return (last === 0x63 || last === 0x43) && /\.jsonc$/i.test(path); // "c" or "C" first: most paths end in .json
}

/**
 * Decodes and parses a file. `.jsonc` files allow comments and trailing commas. `bom` says that
 * a text (already without one) came from a file that had it.
 */
export function parseDocument(input: string | Uint8Array, options: { readonly jsonc: boolean; readonly bom?: boolean }): JsonDocument {
  return parseDecoded(decodeText(input), options);
}

export function parseDecoded(decoded: DecodedText, options: { readonly jsonc: boolean; readonly bom?: boolean }): JsonDocument {
  const parsed = parseJson(decoded.text, options);
  const problems = decoded.problems.length === 0 ? parsed.problems : [...decoded.problems, ...parsed.problems].sort((a, b) => a.offset - b.offset);
  return new JsonDocument(decoded.text, decoded.bom || options.bom === true, parsed.value, parsed.ok, problems, options.jsonc, parsed.strict);
}
