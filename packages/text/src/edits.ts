// A core fix (operations on the value) -> minimal edits of the text. Whatever lies outside the
// edits (formatting, comments, key order) stays as it was, byte for byte.
import type { Fix, FixOperation, Path } from '@cmdlint/core';
import { LineIndex } from './lines.js';
import { JsonTree, type TreeNode } from './tree.js';

export interface TextEdit {
  /** UTF-16 offset into the text (without BOM). */
  readonly offset: number;
  /** How many code units it replaces. */
  readonly length: number;
  readonly newText: string;
}

/** Applies edits that do not overlap (in any order). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  if (edits.length === 0) return text;
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.length - b.length);
  const parts: string[] = [];
  let at = 0;
  for (const edit of sorted) {
    if (edit.offset < at) throw new RangeError('applyEdits: the edits overlap');
    parts.push(text.slice(at, edit.offset), edit.newText);
    at = edit.offset + edit.length;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** One edit that turns `before` into `after`: what lies between their common prefix and suffix. */
export function diffEdit(before: string, after: string): TextEdit | undefined {
  if (before === after) return undefined;
  const max = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  return { offset: prefix, length: before.length - prefix - suffix, newText: after.slice(prefix, after.length - suffix) };
}

/** The span all edits cover, [start, end). */
export function editSpan(edits: readonly TextEdit[]): { start: number; end: number } {
  let start = Infinity;
  let end = -Infinity;
  for (const edit of edits) {
    start = Math.min(start, edit.offset);
    end = Math.max(end, edit.offset + edit.length);
  }
  return { start, end };
}

/** Merges edits into one that covers them all (ESLint's fix shape: one range, one text). */
export function mergeEdits(text: string, edits: readonly TextEdit[]): TextEdit | undefined {
  if (edits.length === 0) return undefined;
  if (edits.length === 1) return edits[0];
  const { start, end } = editSpan(edits);
  const inner = applyEdits(text.slice(start, end), edits.map((e) => ({ ...e, offset: e.offset - start })));
  return { offset: start, length: end - start, newText: inner };
}

function isBlank(text: string): boolean {
  return /^[ \t\r\n]*$/.test(text);
}

/** How the file is written, so that inserted text looks like its neighbours. */
class Style {
  readonly eol: string;
  readonly indentUnit: string;
  readonly pretty: boolean;
  private lines: LineIndex | undefined;
  private readonly indents = new Map<number, string>();

  constructor(private readonly text: string) {
    const newline = text.indexOf('\n');
    this.pretty = newline !== -1 || text.indexOf('\r') !== -1;
    this.eol = newline > 0 && text.charCodeAt(newline - 1) === 13 ? '\r\n' : newline === -1 && this.pretty ? '\r' : '\n';
    const indented = /[\r\n]([ \t]+)\S/.exec(text.slice(0, 65536));
    this.indentUnit = indented ? indented[1]! : '  ';
  }

  /** The whitespace that starts the line holding `offset`. */
  lineIndent(offset: number): string {
    // Found through the line index and kept per line: walking back to the line's start on each
    // call made every fix of a minified text cost the whole text.
    this.lines ??= new LineIndex(this.text);
    const start = offset - this.lines.positionAt(offset).character;
    let indent = this.indents.get(start);
    if (indent === undefined) {
      let end = start;
      while (end < this.text.length && (this.text.charCodeAt(end) === 32 || this.text.charCodeAt(end) === 9)) end++;
      indent = this.text.slice(start, end);
      this.indents.set(start, indent);
    }
    return indent;
  }

  /** The value as JSON, pretty-printed at `indent` when the file is pretty-printed. */
  serialize(value: unknown, indent: string): string | undefined {
    const compact = JSON.stringify(value);
    if (compact === undefined) return undefined;
    if (!this.pretty || typeof value !== 'object' || value === null || compact.length <= 2) return compact;
    return JSON.stringify(value, null, this.indentUnit).replace(/\n/g, this.eol + indent);
  }
}

/** The style of each text a tree was made of: found once, not once per fix (each costs a pass over the text). */
const styles = new WeakMap<JsonTree, Style>();

function styleOf(tree: JsonTree): Style {
  let style = styles.get(tree);
  if (!style) styles.set(tree, (style = new Style(tree.text)));
  return style;
}

function startOf(node: TreeNode): number {
  return node.key ? node.key.offset : node.offset;
}

/** Edits for one operation against one text; undefined when the operation does not apply. */
function operationEdits(tree: JsonTree, style: Style, operation: FixOperation): TextEdit[] | undefined {
  switch (operation.op) {
    case 'rename': {
      const node = tree.find(operation.path);
      if (!node?.key) return undefined;
      return [{ offset: node.key.offset, length: node.key.end - node.key.offset, newText: JSON.stringify(operation.to) }];
    }
    case 'set': {
      const node = tree.find(operation.path);
      if (node) {
        const serialized = style.serialize(operation.value, style.lineIndent(startOf(node)));
        if (serialized === undefined) return undefined;
        return [{ offset: node.offset, length: node.end - node.offset, newText: serialized }];
      }
      if (operation.path.length === 0) return undefined;
      const parent = tree.find(operation.path.slice(0, -1));
      const step = operation.path[operation.path.length - 1]!;
      if (!parent) return undefined;
      if (parent.type === 'object') return insertEdits(tree, style, parent, JSON.stringify(String(step)), operation.value);
      if (parent.type === 'array' && typeof step === 'number' && step === tree.children(parent).length) {
        return insertEdits(tree, style, parent, undefined, operation.value);
      }
      return undefined;
    }
    case 'remove': {
      const node = tree.find(operation.path);
      if (!node?.parent) return undefined;
      return removeEdits(tree, node);
    }
    case 'move': {
      const node = tree.find(operation.path);
      if (!node?.parent || node.parent.type !== 'array') return undefined;
      const order = tree.children(node.parent).map((_, i) => i);
      moveInOrder(order, node.index, operation.to);
      return reorderEdits(tree, node.parent, order);
    }
  }
  return undefined;
}

function moveInOrder(order: number[], from: number, to: number): void {
  if (from < 0 || from >= order.length) return;
  const [item] = order.splice(from, 1);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, item!);
}

/**
 * Each slot of the array gets the element that moves there, with its own comments: those between
 * the separator before it and it, and those between it and its comma (or the closing bracket).
 * Separators and the whitespace around them stay.
 */
function reorderEdits(tree: JsonTree, array: TreeNode, order: readonly number[]): TextEdit[] {
  const text = tree.text;
  const children = tree.children(array);
  const cores = children.map((child, i) => {
    const slotStart = i === 0 ? array.offset + 1 : children[i - 1]!.comma + 1;
    const lead = commentSpans(text, slotStart, child.offset);
    const trail = commentSpans(text, child.end, child.comma !== -1 ? child.comma : array.end - 1);
    return { start: lead.length > 0 ? lead[0]!.start : child.offset, end: trail.length > 0 ? trail[trail.length - 1]!.end : child.end };
  });
  const edits: TextEdit[] = [];
  order.forEach((source, slot) => {
    if (source === slot) return;
    const target = cores[slot]!;
    const moved = cores[source]!;
    edits.push({ offset: target.start, length: target.end - target.start, newText: text.slice(moved.start, moved.end) });
  });
  return edits;
}

/**
 * The comments in a stretch of text that holds only whitespace, commas and comments: a line
 * comment with its line end (without which it would swallow what follows).
 */
function commentSpans(text: string, from: number, to: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let i = from;
  while (i < to) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code === 0x2f && next === 0x2a) {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? to : Math.min(to, close + 2);
      spans.push({ start: i, end });
      i = end;
    } else if (code === 0x2f && next === 0x2f) {
      let end = i + 2;
      while (end < to && text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13) end++;
      if (end < to) end += text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 && end + 1 < to ? 2 : 1;
      spans.push({ start: i, end });
      i = end;
    } else {
      i++;
    }
  }
  return spans;
}

/** A removal of [from, to) that keeps the comments in it outside [dropStart, dropEnd) (what is removed for good). */
function removalKeepingComments(text: string, from: number, to: number, dropStart: number, dropEnd: number): TextEdit[] {
  const pieces = [...commentSpans(text, from, dropStart), ...commentSpans(text, dropEnd, to)].map(({ start, end }) => text.slice(start, end));
  if (pieces.length === 0) return [{ offset: from, length: to - from, newText: '' }];
  const endsLine = (piece: string): boolean => /[\r\n]$/.test(piece);
  let kept = '';
  pieces.forEach((piece, i) => {
    kept += piece;
    if (!endsLine(piece) && i < pieces.length - 1) kept += ' ';
  });
  const last = pieces[pieces.length - 1]!;
  // A line comment that ran to the end of the file has no line end to keep: it gets one.
  if (last.startsWith('//') && !endsLine(last) && to < text.length) kept += '\n';
  const before = from > 0 && !/[ \t\r\n]/.test(text[from - 1]!) ? ' ' : '';
  const after = !endsLine(kept) && to < text.length && !/[ \t\r\n]/.test(text[to]!) ? ' ' : '';
  return [{ offset: from, length: to - from, newText: `${before}${kept}${after}` }];
}

function insertEdits(tree: JsonTree, style: Style, parent: TreeNode, key: string | undefined, value: unknown): TextEdit[] | undefined {
  const text = tree.text;
  const children = tree.children(parent);
  let colon = ': ';
  const withKey = children.find((c) => c.key);
  if (withKey?.key) {
    const between = text.slice(withKey.key.end, withKey.offset);
    if (/^[ \t]*:[ \t]*$/.test(between)) colon = between;
  } else if (!style.pretty) {
    colon = ':';
  }
  const entry = (indent: string): string | undefined => {
    const serialized = style.serialize(value, indent);
    if (serialized === undefined) return undefined;
    return key === undefined ? serialized : `${key}${colon}${serialized}`;
  };
  const last = children[children.length - 1];
  if (!last) {
    const interior = text.slice(parent.offset + 1, parent.end - 1);
    if (!isBlank(interior)) {
      // Only comments inside: the entry goes first, the comments stay after it.
      const item = entry(style.lineIndent(startOf(parent)) + style.indentUnit);
      return item === undefined ? undefined : [{ offset: parent.offset + 1, length: 0, newText: `${item} ` }];
    }
    const outer = style.lineIndent(startOf(parent));
    if (style.pretty) {
      const indent = outer + style.indentUnit;
      const item = entry(indent);
      if (item === undefined) return undefined;
      return [{ offset: parent.offset + 1, length: interior.length, newText: `${style.eol}${indent}${item}${style.eol}${outer}` }];
    }
    const item = entry('');
    return item === undefined ? undefined : [{ offset: parent.offset + 1, length: interior.length, newText: item }];
  }
  const first = children[0]!;
  const multiline = /[\r\n]/.test(text.slice(parent.offset + 1, startOf(first)));
  const indent = multiline ? style.lineIndent(startOf(last)) : '';
  const item = entry(indent);
  if (item === undefined) return undefined;
  // The whitespace after a comma, as the neighbours have it.
  let gap: string;
  if (multiline) gap = `${style.eol}${indent}`;
  else if (children.length > 1) gap = text.slice(children[children.length - 2]!.comma + 1, startOf(last));
  else gap = colon === ':' ? '' : ' ';
  if (!isBlank(gap)) gap = ' ';
  if (last.comma !== -1) return [{ offset: last.comma + 1, length: 0, newText: `${gap}${item},` }];
  return [{ offset: last.end, length: 0, newText: `,${gap}${item}` }];
}

/** Removes an element or a property with its comma; the comments next to it stay (those inside it go with it). */
function removeEdits(tree: JsonTree, node: TreeNode): TextEdit[] {
  const text = tree.text;
  const parent = node.parent!;
  const siblings = tree.children(parent);
  const start = startOf(node);
  const previous = node.index > 0 ? siblings[node.index - 1] : undefined;
  const following = siblings[node.index + 1];
  const end = node.comma !== -1 ? node.comma + 1 : node.end;
  const range = (from: number, to: number): TextEdit[] => removalKeepingComments(text, from, to, start, node.end);
  if (following) {
    // The element, its comma and the whitespace up to the next one (a comment there stays).
    let to = end;
    while (to < startOf(following) && /[ \t\r\n]/.test(text[to]!)) to++;
    return range(start, to);
  }
  if (previous) {
    // The last element: from the previous element's comma (or its end) through this one.
    return node.comma !== -1 ? range(previous.comma + 1, end) : range(previous.end, node.end);
  }
  // The only element: empty the container when nothing else (a comment) is inside.
  const inside = text.slice(parent.offset + 1, start) + text.slice(end, parent.end - 1);
  if (isBlank(inside)) return [{ offset: parent.offset + 1, length: parent.end - 1 - (parent.offset + 1), newText: '' }];
  return range(start, end);
}

function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((step, i) => step === b[i]);
}

/**
 * The edits of a fix against `text`, or undefined when the fix does not apply. Operations apply in
 * order; moves within one array compose into one reordering, other sequences are applied one by
 * one to the text and returned as one edit.
 */
export function fixToEdits(text: string, fix: Fix, tree: JsonTree = new JsonTree(text)): TextEdit[] | undefined {
  if (fix.length === 0) return undefined;
  const style = styleOf(tree);
  if (fix.length === 1) return nonEmpty(operationEdits(tree, style, fix[0]!));
  const first = fix[0]!;
  if (first.op === 'move' && first.path.length > 0) {
    const arrayPath = first.path.slice(0, -1);
    if (fix.every((op) => op.op === 'move' && op.path.length === first.path.length && samePath(op.path.slice(0, -1), arrayPath))) {
      const array = tree.find(arrayPath);
      if (!array || array.type !== 'array') return undefined;
      const order = tree.children(array).map((_, i) => i);
      for (const op of fix) if (op.op === 'move') moveInOrder(order, op.path[op.path.length - 1] as number, op.to);
      return nonEmpty(reorderEdits(tree, array, order));
    }
  }
  let current = text;
  let currentTree = tree;
  for (const operation of fix) {
    const edits = operationEdits(currentTree, new Style(current), operation);
    if (!edits) return undefined;
    current = applyEdits(current, edits);
    currentTree = new JsonTree(current);
  }
  const edit = diffEdit(text, current);
  return edit ? [edit] : undefined;
}

function nonEmpty(edits: TextEdit[] | undefined): TextEdit[] | undefined {
  return edits && edits.length > 0 ? edits : undefined;
}
