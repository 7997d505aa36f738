// Where values are in a text that parsed: a tree of offsets that is built lazily, only along the
// paths someone asks about. Expanding a container skims its text once (strings are jumped over
// with indexOf), so locating the few diagnostics of a 50 MB file costs about one pass over it,
// and no node is ever made for the millions of values nobody asked about.
import { createScanner } from 'jsonc-parser';
import type { Path } from '@cmdlint/core';

export type NodeType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export interface TreeNode {
  readonly type: NodeType;
  /** Start of the value's text. */
  readonly offset: number;
  /** End of the value's text (exclusive). */
  readonly end: number;
  /** The containing node; undefined at the root. */
  readonly parent: TreeNode | undefined;
  /** Index among the parent's children. */
  readonly index: number;
  /** The key token, when the node is the value of an object property. */
  readonly key: { readonly offset: number; readonly end: number; readonly value: string } | undefined;
  /** Offset of the comma after this element or property, or -1. */
  readonly comma: number;
}

const QUOTE = 34;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

/** Objects with at most this many properties are searched by a scan; bigger ones get an index. */
const SCANNED_KEYS = 32;

function isTrivia(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

export class JsonTree {
  private rootNode: TreeNode | undefined | null = null;
  private readonly expanded = new Map<TreeNode, readonly TreeNode[]>();
  /** Property names of the objects that have many, to their last value: built on the first lookup. */
  private readonly keyIndexes = new Map<TreeNode, ReadonlyMap<string, TreeNode>>();

  /**
   * @param strict the text is known to be JSON without comments (it took JSON.parse), so the
   * root value ends at the last character that is not whitespace: no skim of the whole text.
   */
  constructor(
    readonly text: string,
    private readonly strict = false,
  ) {}

  /** Skips whitespace and comments from `at`; returns the first other offset. */
  skipTrivia(at: number): number {
    const text = this.text;
    let i = at;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (isTrivia(code)) {
        i++;
      } else if (code === SLASH && text.charCodeAt(i + 1) === SLASH) {
        i += 2;
        while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
      } else if (code === SLASH && text.charCodeAt(i + 1) === STAR) {
        const close = text.indexOf('*/', i + 2);
        i = close === -1 ? text.length : close + 2;
      } else {
        break;
      }
    }
    return i;
  }

  /** End (exclusive) of the string token starting at `at`. */
  private skipString(at: number): number {
    const text = this.text;
    let from = at + 1;
    for (;;) {
      const quote = text.indexOf('"', from);
      if (quote === -1) return text.length;
      let backslashes = 0;
      for (let k = quote - 1; k > at && text.charCodeAt(k) === BACKSLASH; k--) backslashes++;
      if (backslashes % 2 === 0) return quote + 1;
      from = quote + 1;
    }
  }

  /** End (exclusive) of the value starting at `at`. */
  private skipValue(at: number): number {
    const text = this.text;
    const first = text.charCodeAt(at);
    if (first === QUOTE) return this.skipString(at);
    if (first === OPEN_BRACE || first === OPEN_BRACKET) {
      let depth = 0;
      let i = at;
      while (i < text.length) {
        const code = text.charCodeAt(i);
        if (code === QUOTE) {
          i = this.skipString(i);
          continue;
        }
        if (code === SLASH) {
          const after = this.skipTrivia(i);
          if (after > i) {
            i = after;
            continue;
          }
        } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
          depth++;
        } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
          depth--;
          if (depth === 0) return i + 1;
        }
        i++;
      }
      return text.length;
    }
    let i = at;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (isTrivia(code) || code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || code === COLON || code === SLASH || code === QUOTE) break;
      i++;
    }
    return Math.max(i, at + 1);
  }

  private typeAt(at: number): NodeType {
    switch (this.text.charCodeAt(at)) {
      case OPEN_BRACE:
        return 'object';
      case OPEN_BRACKET:
        return 'array';
      case QUOTE:
        return 'string';
      case 116: // t
      case 102: // f
        return 'boolean';
      case 110: // n
        return 'null';
      default:
        return 'number';
    }
  }

  private keyValue(offset: number, end: number): string {
    const raw = this.text.slice(offset, end);
    if (raw.indexOf('\\') === -1) return raw.slice(1, -1);
    const scanner = createScanner(raw, false);
    scanner.scan();
    return scanner.getTokenValue();
  }

  /** The root value; undefined for a text without one. */
  root(): TreeNode | undefined {
    if (this.rootNode !== null) return this.rootNode;
    const start = this.skipTrivia(0);
    if (start >= this.text.length) {
      this.rootNode = undefined;
      return undefined;
    }
    let end: number;
    if (this.strict) {
      end = this.text.length;
      while (end > start && isTrivia(this.text.charCodeAt(end - 1))) end--;
    } else {
      end = this.skipValue(start);
    }
    this.rootNode = { type: this.typeAt(start), offset: start, end, parent: undefined, index: 0, key: undefined, comma: -1 };
    return this.rootNode;
  }

  /** The elements of an array or the property values of an object, in text order. */
  children(node: TreeNode): readonly TreeNode[] {
    if (node.type !== 'object' && node.type !== 'array') return [];
    const known = this.expanded.get(node);
    if (known) return known;
    const text = this.text;
    const isObject = node.type === 'object';
    const close = isObject ? CLOSE_BRACE : CLOSE_BRACKET;
    const children: TreeNode[] = [];
    let i = node.offset + 1;
    // Every turn moves forward or stops, so even an unexpected text cannot loop.
    while (i < node.end) {
      i = this.skipTrivia(i);
      if (i >= node.end || text.charCodeAt(i) === close) break;
      let key: TreeNode['key'];
      if (isObject) {
        if (text.charCodeAt(i) !== QUOTE) break;
        const keyEnd = this.skipString(i);
        key = { offset: i, end: keyEnd, value: this.keyValue(i, keyEnd) };
        i = this.skipTrivia(keyEnd);
        if (text.charCodeAt(i) !== COLON) break;
        i = this.skipTrivia(i + 1);
      }
      if (i >= node.end) break;
      const end = this.skipValue(i);
      const after = this.skipTrivia(end);
      const comma = text.charCodeAt(after) === COMMA ? after : -1;
      children.push({ type: this.typeAt(i), offset: i, end, parent: node, index: children.length, key, comma });
      if (comma === -1) break;
      i = comma + 1;
    }
    this.expanded.set(node, children);
    return children;
  }

  /** The child for one step of a path: the last property of that name (as JSON.parse keeps), or the element. */
  child(node: TreeNode, step: string | number): TreeNode | undefined {
    const children = this.children(node);
    if (node.type === 'array') return typeof step === 'number' ? children[step] : undefined;
    if (node.type !== 'object') return undefined;
    const name = String(step);
    if (children.length <= SCANNED_KEYS) {
      for (let i = children.length - 1; i >= 0; i--) if (children[i]!.key!.value === name) return children[i];
      return undefined;
    }
    // An object with thousands of properties (each perhaps with a diagnostic) is not scanned once
    // per lookup: that is what made 40 000 unknown keys quadratic.
    let index = this.keyIndexes.get(node);
    if (!index) {
      const built = new Map<string, TreeNode>();
      for (const child of children) built.set(child.key!.value, child); // the last one wins, as in JSON.parse
      this.keyIndexes.set(node, (index = built));
    }
    return index.get(name);
  }

  /** The node at `path`, or undefined. */
  find(path: Path): TreeNode | undefined {
    let node = this.root();
    for (let i = 0; node !== undefined && i < path.length; i++) node = this.child(node, path[i]!);
    return node;
  }

  /** The deepest node along `path` and how many steps of it exist. */
  deepest(path: Path): { node: TreeNode | undefined; depth: number } {
    let node = this.root();
    if (node === undefined) return { node, depth: 0 };
    let depth = 0;
    for (; depth < path.length; depth++) {
      const next = this.child(node, path[depth]!);
      if (next === undefined) break;
      node = next;
    }
    return { node, depth };
  }

  /**
   * Where a diagnostic at `path` points, offsets moved by `base`: the value at the path; for a path
   * that does not exist, the key of its deepest existing ancestor, or that ancestor's opening
   * bracket when it has no key (an array element, the root). Undefined without a root value.
   */
  rangeOf(path: Path, base = 0): { start: number; end: number } | undefined {
    const { node, depth } = this.deepest(path);
    if (node === undefined) return undefined;
    if (depth === path.length) return { start: base + node.offset, end: base + node.end };
    if (node.key) return { start: base + node.key.offset, end: base + node.key.end };
    if (node.type === 'object' || node.type === 'array') return { start: base + node.offset, end: base + node.offset + 1 };
    return { start: base + node.offset, end: base + node.end };
  }

  /** Offset of the closing bracket of a container. */
  closeOffset(node: TreeNode): number {
    return node.end - 1;
  }
}
