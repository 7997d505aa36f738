// The few shapes of tree-sitter-python's tree the reader walks: spans, dotted names, calls and
// their arguments, annotations as a head with arguments.
import type { Node } from 'web-tree-sitter';
import { SHORTCUTS } from './shortcuts.js';
import { WALK } from './walk.js';

export interface Span {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

/** A node's place: tree-sitter's indices are UTF-16 units for a JavaScript string, as cmdlint's offsets. */
export function spanOf(node: Node): Span {
  return { start: node.startIndex, end: node.endIndex };
}

/**
 * An attribute's text that is identifiers joined by dots, nothing between them (no space, comment
 * or line continuation); a part that is no identifier (`None.x`, a number) is left to the walk.
 */
const PLAIN_DOTTED = /^[\p{L}_][\p{L}\p{M}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{M}\p{N}_]*)+$/u;
/** The same for ASCII names, the common case, which a regular expression without Unicode classes tests faster. */
const PLAIN_DOTTED_ASCII = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+$/;
const KEYWORD_PART = /(?:^|\.)(?:None|True|False)(?:\.|$)/u;

/** `a.b.c` of an identifier or a chain of attributes; undefined for anything else. */
export function dottedName(node: Node | null, known?: string): string | undefined {
  if (!node) return undefined;
  // A node's type is a wasm crossing each time it is read: read once (or passed by a caller that has read it).
  const type = known ?? node.type;
  if (type === 'identifier') return node.text;
  if (type === 'attribute') {
    if (SHORTCUTS.enabled) {
      // One read of the text instead of two children and a text per part.
      const text = node.text;
      if ((PLAIN_DOTTED_ASCII.test(text) || PLAIN_DOTTED.test(text)) && !KEYWORD_PART.test(text)) return text;
    }
    const object = dottedName(node.childForFieldName('object'));
    const attribute = node.childForFieldName('attribute');
    return object === undefined || !attribute ? undefined : `${object}.${attribute.text}`;
  }
  return undefined;
}

/**
 * An ASCII identifier alone, the common case of a plain name read from its text. ASCII only: the
 * same fast paths with Unicode property classes (`\p{L}`) cost more instructions per corpus read
 * than the Nodes they spared (docs/performance.md, session 17), so a non-ASCII name is read by the walk.
 */
const ASCII_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A node that is a plain ASCII name or dotted name (`int`, `discord.Member`, a `type` wrapping
 * one) as its text, read without its children; undefined for anything else (`None`, a comment or a
 * space inside, a non-ASCII name), which the walk reads.
 */
export function plainName(node: Node): string | undefined {
  const text = node.text;
  return (ASCII_NAME.test(text) || PLAIN_DOTTED_ASCII.test(text)) && !KEYWORD_PART.test(text) ? text : undefined;
}

export interface CallShape {
  readonly node: Node;
  /** The callee as written (`app_commands.command`), undefined when it is no dotted name. */
  readonly callee: string | undefined;
  readonly calleeNode: Node;
  readonly positional: readonly Node[];
  readonly keywords: ReadonlyMap<string, { readonly name: Node; readonly value: Node }>;
  /** `*args` or `**kwargs` among the arguments: more may be passed than is seen. */
  readonly spread: boolean;
  /** A decorator written without a call (`@app_commands.command`). */
  readonly bare: boolean;
}

/** A call's shape; a bare name as a call without arguments (a decorator `@x.command`). The node's type when the caller has read it. */
export function callShape(node: Node, type = node.type): CallShape | undefined {
  if (type === 'call') return WALK.enabled ? new LazyCall(node, node.childForFieldName('function')!) : argumentsShape(node, node.childForFieldName('function')!, node.childForFieldName('arguments'));
  const callee = dottedName(node);
  if (callee === undefined) return undefined;
  return { node, callee, calleeNode: node, positional: [], keywords: new Map(), spread: false, bare: true };
}

/** A call whose arguments are read when first asked for: a decorator that names no command is never looked into. */
class LazyCall implements CallShape {
  readonly callee: string | undefined;
  readonly bare = false;
  private read: ArgumentsRead | undefined;

  constructor(
    readonly node: Node,
    readonly calleeNode: Node,
  ) {
    // A plain name's text is its dotted name: one crossing (its text), not two (its type, then its text).
    this.callee = plainName(calleeNode) ?? dottedName(calleeNode);
  }

  private get args(): ArgumentsRead {
    return (this.read ??= argumentsRead(this.node.childForFieldName('arguments')));
  }

  get positional(): readonly Node[] {
    return this.args.positional;
  }

  get keywords(): ReadonlyMap<string, { readonly name: Node; readonly value: Node }> {
    return this.args.keywords;
  }

  get spread(): boolean {
    return this.args.spread;
  }
}

/** A call's shape from its parts: also a class statement's bases (`class G(Group, name="x")`), read as a call of the class name. */
export function argumentsShape(node: Node, callee: Node, args: Node | null): CallShape {
  const { positional, keywords, spread } = argumentsRead(args);
  return { node, callee: dottedName(callee), calleeNode: callee, positional, keywords, spread, bare: false };
}

interface ArgumentsRead {
  readonly positional: Node[];
  readonly keywords: Map<string, { name: Node; value: Node }>;
  readonly spread: boolean;
}

function argumentsRead(args: Node | null): ArgumentsRead {
  const positional: Node[] = [];
  const keywords = new Map<string, { name: Node; value: Node }>();
  let spread = false;
  if (args?.type === 'argument_list') {
    for (const arg of args.namedChildren) {
      const type = arg?.type;
      if (!arg || type === 'comment') continue;
      if (type === 'keyword_argument') {
        const name = arg.childForFieldName('name')!;
        keywords.set(name.text, { name, value: arg.childForFieldName('value')! });
      } else if (type === 'list_splat' || type === 'dictionary_splat') spread = true;
      else positional.push(arg);
    }
  } else if (args) spread = true; // a generator argument
  return { positional, keywords, spread };
}

/** A decorator's expression as a call (callShape), its type read once. */
export function decoratorCall(decorator: Node): CallShape | undefined {
  // The first named child alone (no list of them, which web-tree-sitter allocates and frees in wasm), unless it is a comment.
  const first = decorator.firstNamedChild;
  const firstType = first?.type;
  if (first && firstType !== 'comment') return callShape(first, firstType);
  for (const child of decorator.namedChildren) {
    const type = child?.type;
    if (child && type !== 'comment') return callShape(child, type);
  }
  return undefined;
}

/** The expression of a decorator (after `@`). */
export function decoratorExpression(decorator: Node): Node | undefined {
  return decorator.namedChildren.find((child): child is Node => child !== null && child.type !== 'comment') ?? undefined;
}

/** An annotation or subscript as a head and its arguments: `Range[int, 1, 5]`, `app_commands.Range[...]`. */
export interface TypeForm {
  readonly head: string | undefined;
  readonly args: readonly Node[];
  readonly node: Node;
}

export function typeForm(node: Node): TypeForm {
  const outer = node.type;
  const inner = outer === 'type' ? (node.namedChildren[0] ?? node) : node;
  const type = inner === node ? outer : inner.type;
  if (type === 'generic_type') {
    const head = inner.namedChildren[0]!;
    const parameters = inner.namedChildren.find((child) => child?.type === 'type_parameter');
    return { head: dottedName(head), args: (parameters?.namedChildren ?? []).filter((child): child is Node => child !== null), node: inner };
  }
  if (type === 'subscript') {
    return { head: dottedName(inner.childForFieldName('value')), args: inner.childrenForFieldName('subscript').filter((child): child is Node => child !== null), node: inner };
  }
  return { head: dottedName(inner, type), args: [], node: inner };
}

/** A `type` wrapper's expression. */
export function unwrapType(node: Node): Node {
  return node.type === 'type' ? (node.namedChildren[0] ?? node) : node;
}

/** The members of `A | B | C`. */
export function unionMembers(node: Node): Node[] {
  const inner = unwrapType(node);
  if (inner.type === 'binary_operator' && inner.children[1]?.type === '|') return [...unionMembers(inner.childForFieldName('left')!), ...unionMembers(inner.childForFieldName('right')!)];
  return [inner];
}
