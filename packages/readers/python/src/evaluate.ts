// The values a file shows: literals, same-file constants, f-strings and `+` of known parts; every
// other expression (an import, a call, an attribute, `locale_str`) is unknown, and a rule never
// judges an unknown (python-facts.md 6).
import type { Node } from 'web-tree-sitter';
import { primitive, shared, unknown, type OwnedLiteral, type Traced } from '@cmdlint/text';
import { ClassScopes } from './class-scope.js';
import type { ModuleNames } from './module.js';
import { SHORTCUTS } from './shortcuts.js';
import { decodeContent, decodeFormatContent, openingAt, openingOf, type StringOpening } from './strings.js';
import { spanOf, type Span } from './syntax.js';

/** Expressions and constants nested this deep at most: past it, unknown (a cycle, a generated chain, a hostile file). */
const MAX_DEPTH = 64;

export class Evaluator {
  private readonly classes: ClassScopes;

  constructor(
    private readonly names: ModuleNames,
    /** The file's text, which the tree's indices point into. */
    private readonly source: string,
  ) {
    this.classes = new ClassScopes(source);
  }

  /** The value of an expression; a literal written here is owned (a fix may edit it). */
  value(node: Node, depth = 0): Traced {
    const span = spanOf(node);
    if (depth > MAX_DEPTH) return unknown(span, 'a chain of constants too deep');
    const type = node.type;
    switch (type) {
      case 'string':
      case 'concatenated_string':
        return this.string(node, depth, type, span);
      case 'integer': {
        const text = this.source.slice(span.start, span.end);
        const value = pythonInteger(text);
        return value === undefined ? unknown(span, 'an integer beyond exact numbers') : primitive(value, span, /^[0-9]+$/u.test(text) ? { span } : undefined);
      }
      case 'float': {
        const text = this.source.slice(span.start, span.end);
        const value = Number(text.replace(/_/gu, ''));
        return Number.isFinite(value) && !/[jJ]$/u.test(text) ? primitive(value, span) : unknown(span, 'a complex number');
      }
      case 'true':
        return primitive(true, span);
      case 'false':
        return primitive(false, span);
      case 'none':
        return primitive(null, span);
      case 'parenthesized_expression': {
        const inner = node.namedChildren.find((child) => child?.type !== 'comment');
        return inner ? this.value(inner, depth + 1) : unknown(span, 'an empty expression');
      }
      case 'unary_operator': {
        const operand = node.childForFieldName('argument');
        const operator = node.childForFieldName('operator')?.text ?? node.children[0]?.text;
        if (!operand) return unknown(span, 'an operator');
        const inner = this.value(operand, depth + 1);
        if (inner.kind === 'primitive' && typeof inner.value === 'number' && (operator === '-' || operator === '+')) return primitive(operator === '-' ? -inner.value : inner.value, span);
        return unknown(span, 'an operator');
      }
      case 'identifier': {
        const name = this.source.slice(span.start, span.end);
        // Read in a class body (a decorator, a default), a name is first the class's own as bound so far (class-scope.ts).
        const inClass = this.classes.lookup(node, name);
        if (inClass === 'unknown') return unknown(span, 'a class attribute not bound once before it is read');
        if (inClass !== 'module') return shared(this.value(inClass, depth + 1));
        const constant = this.names.constants.get(name);
        if (!constant) return unknown(span, this.names.imports.has(name) ? 'an import' : 'a name not assigned once in this file');
        // A constant may be used in many places: none of them owns its literal.
        return shared(this.value(constant, depth + 1));
      }
      case 'binary_operator':
        return this.sum(node, depth);
      case 'list':
      case 'tuple': {
        const items = node.namedChildren.filter((child): child is Node => child !== null && child.type !== 'comment');
        const spread = items.some((item) => item.type === 'list_splat');
        return { kind: 'array', items: items.filter((item) => item.type !== 'list_splat').map((item) => this.value(item, depth + 1)), open: spread, span };
      }
      default:
        return unknown(span, type === 'call' ? 'a call' : type === 'attribute' ? 'an attribute' : `a ${type.replace(/_/gu, ' ')}`);
    }
  }

  /** Whether a name read here is a class attribute (class-scope.ts), which no module constant stands for. */
  readsClassAttribute(node: Node): boolean {
    return this.classes.lookup(node, this.source.slice(node.startIndex, node.endIndex)) !== 'module';
  }

  /**
   * A choice's value: as `value`, but a decimal integer literal beyond exact numbers (a snowflake,
   * `915701572003049482`) is the nearest double, not unknown. Any such value is beyond the INTEGER
   * range and the NUMBER range is at most its nearest double, so the rules judge it rightly; its
   * digits are the source's, which exactDigits (exact-digits.ts) puts back in what they say.
   */
  choiceValue(node: Node): Traced {
    const value = this.value(node);
    if (value.kind !== 'unknown') return value;
    const digits = this.integerDigits(node);
    return digits === undefined ? value : primitive(Number(digits), spanOf(node));
  }

  /** A decimal integer literal's digits as Python prints it (`str(value)`), exact at any size, `-` for a negated one; undefined for anything else. */
  integerDigits(node: Node): string | undefined {
    const negative = node.type === 'unary_operator' && (node.childForFieldName('operator')?.text ?? node.children[0]?.text) === '-';
    const literal = negative ? node.childForFieldName('argument') : node;
    if (literal?.type !== 'integer') return undefined;
    const digits = this.source.slice(literal.startIndex, literal.endIndex).replace(/_/gu, '').replace(/^0+(?=[0-9])/u, '');
    if (!/^[0-9]+$/u.test(digits)) return undefined;
    return negative && digits !== '0' ? `-${digits}` : digits;
  }

  /** A string value, or undefined where it is not known. */
  text(node: Node): string | undefined {
    const value = this.value(node);
    return value.kind === 'primitive' && typeof value.value === 'string' ? value.value : undefined;
  }

  private sum(node: Node, depth: number): Traced {
    const span = spanOf(node);
    if (node.childForFieldName('operator')?.text !== '+' && node.children[1]?.text !== '+') return unknown(span, 'an operator');
    const left = this.value(node.childForFieldName('left')!, depth + 1);
    const right = this.value(node.childForFieldName('right')!, depth + 1);
    if (left.kind !== 'primitive' || right.kind !== 'primitive') return unknown(span, left.kind === 'unknown' ? left.why : right.kind === 'unknown' ? right.why : 'a sum of collections');
    if (typeof left.value === 'string' && typeof right.value === 'string') return primitive(left.value + right.value, span);
    if (typeof left.value === 'number' && typeof right.value === 'number' && !(typeof left.value === 'boolean')) return primitive(left.value + right.value, span);
    return unknown(span, 'a sum Python would refuse');
  }

  /** A literal or adjacent literals: each piece decoded, f-string parts evaluated. */
  private string(node: Node, depth: number, type: string, span: Span): Traced {
    const pieces = type === 'concatenated_string' ? node.namedChildren.filter((child): child is Node => child?.type === 'string') : [node];
    let value = '';
    let literal: OwnedLiteral | undefined;
    for (const piece of pieces) {
      const quotes = (SHORTCUTS.enabled ? this.quotesInText(piece, piece === node ? span.end : piece.endIndex) : undefined) ?? quotesInTree(piece);
      if (!quotes) return unknown(span, 'a string that does not parse');
      const { prefix, quote } = quotes;
      if (prefix.includes('b') || prefix === '?') return unknown(span, 'bytes, not a string');
      const raw = prefix.includes('r');
      if (prefix.includes('f') || prefix.includes('t')) {
        if (prefix.includes('t')) return unknown(span, 'a template string');
        const formatted = this.formatted(piece, raw, depth);
        if (formatted === undefined) return unknown(span, 'an f-string with a part not known');
        value += formatted;
        continue;
      }
      const decoded = decodeContent(this.source.slice(quotes.contentStart, quotes.contentEnd), raw);
      if (decoded === undefined) return unknown(span, 'an escape cmdlint cannot decode');
      value += decoded;
      // One plain literal in one quote is what a fix may rewrite (as JSON-style escapes, which Python reads the same).
      if (pieces.length === 1 && (prefix === '' || prefix === 'u') && (quote === '"' || quote === "'")) literal = { span, quote };
    }
    return primitive(value, span, literal);
  }

  /**
   * A literal's quotes read from the source at its ends, where the tree's would be its first and
   * last children (a list of new Nodes and a crossing per read); undefined where the text is not
   * plainly a prefix and a quote at each end, for the tree to say.
   */
  private quotesInText(piece: Node, end: number): Quotes | undefined {
    const start = piece.startIndex;
    const opening = openingAt(this.source, start);
    if (!opening) return undefined;
    const contentStart = start + opening.length;
    const contentEnd = end - opening.quote.length;
    if (contentEnd < contentStart || !this.source.startsWith(opening.quote, contentEnd)) return undefined;
    return { prefix: opening.prefix, quote: opening.quote, contentStart, contentEnd };
  }

  /** An f-string's value when every part is known and printed plainly (no conversion, no format spec). */
  private formatted(piece: Node, raw: boolean, depth: number): string | undefined {
    let value = '';
    for (const child of piece.namedChildren) {
      if (!child || child.type === 'string_start' || child.type === 'string_end') continue;
      if (child.type === 'string_content') {
        const decoded = decodeFormatContent(child.text, raw);
        if (decoded === undefined) return undefined;
        value += decoded;
        continue;
      }
      if (child.type !== 'interpolation') return undefined;
      const parts = child.namedChildren.filter((part): part is Node => part !== null);
      if (parts.length !== 1) return undefined; // a conversion (!r), a format spec or `=`
      if (child.text.trimEnd().endsWith('=}')) return undefined;
      const part = this.value(parts[0]!, depth + 1);
      if (part.kind !== 'primitive') return undefined;
      if (typeof part.value === 'string') value += part.value;
      else if (typeof part.value === 'number' && Number.isInteger(part.value)) value += String(part.value);
      else return undefined; // floats, booleans and None print in Python's own ways
    }
    return value;
  }
}

/** A literal's prefix and quote, and where its content lies between its quotes. */
interface Quotes extends StringOpening {
  readonly contentStart: number;
  readonly contentEnd: number;
}

/** The quotes as the tree shows them: the literal's first and last children; undefined where they are not the string's ends. */
function quotesInTree(piece: Node): Quotes | undefined {
  const start = piece.namedChildren[0];
  const end = piece.namedChildren[piece.namedChildren.length - 1];
  if (start?.type !== 'string_start' || end?.type !== 'string_end') return undefined;
  return { ...openingOf(start.text), contentStart: start.endIndex, contentEnd: end.startIndex };
}

/** An integer literal's value where it is exact (decimal, hex, octal, binary, underscores). */
function pythonInteger(text: string): number | undefined {
  const clean = text.replace(/_/gu, '');
  let value: number;
  if (/^0[xX]/u.test(clean)) value = parseInt(clean.slice(2), 16);
  else if (/^0[oO]/u.test(clean)) value = parseInt(clean.slice(2), 8);
  else if (/^0[bB]/u.test(clean)) value = parseInt(clean.slice(2), 2);
  else if (/^[0-9]+$/u.test(clean)) value = Number(clean);
  else return undefined;
  return Number.isSafeInteger(value) ? value : undefined;
}
