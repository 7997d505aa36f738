// The few ESTree shapes the reader walks. Nodes come from oxc-parser (the CLI, the server) or from
// ESLint's parser (espree, typescript-eslint) in the ESLint plugin: offsets are `range` where a
// parser gives one, else `start`/`end`; both are UTF-16 offsets into the text.
export interface Node {
  readonly type: string;
  readonly start?: number;
  readonly end?: number;
  readonly range?: readonly [number, number];
  readonly [key: string]: unknown;
}

import type { Span } from '@cmdlint/text';

export type { Span };

export function spanOf(node: Node): Span {
  if (node.range) return { start: node.range[0], end: node.range[1] };
  return { start: node.start ?? 0, end: node.end ?? node.start ?? 0 };
}

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Keys of a node that never hold child nodes worth walking (positions, parents, comments). */
const SKIPPED_KEYS = new Set(['parent', 'loc', 'range', 'start', 'end', 'comments', 'tokens', 'typeAnnotation', 'returnType', 'typeParameters', 'typeArguments']);

/**
 * The keys of a node type that may hold child nodes: learnt from the first node of each type (a
 * parser gives every node of a type the same fields; positions and names are left out), so that
 * a walk reads a few fields per node instead of every key.
 */
const CHILD_KEYS = new Map<string, readonly string[]>();

export function childKeysOf(node: Node): readonly string[] {
  // Learnt only from oxc-parser's nodes (no `range`), which carry every field of their type; another
  // parser's (ESLint's) may leave a field out of some nodes, so each of those is read whole: a child
  // missed would be a use of a constant missed, and a value that changed taken as unchanged. ESLint's
  // parser names its types' child keys itself (visitorKeys): its own walks and scope analysis use them.
  if (node.range !== undefined) return visitorKeys === undefined ? keysHoldingObjects(node) : visitorKeysOf(node, visitorKeys);
  let keys = CHILD_KEYS.get(node.type);
  if (keys === undefined) {
    keys = keysHoldingObjects(node);
    CHILD_KEYS.set(node.type, keys);
  }
  // One exception to "the same fields": oxc's Identifier is several kinds, and only a parameter's
  // carries decorators (`@SlashOption(...) name: string`); learnt from a reference, they would be missed.
  if (Array.isArray(node.decorators) && node.decorators.length > 0 && !keys.includes('decorators')) return [...keys, 'decorators'];
  return keys;
}

/** A parser's child keys by node type, as ESLint gives them (`sourceCode.visitorKeys`). */
export type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** The visitor keys of the ESLint tree being read (withVisitorKeys), else undefined. */
let visitorKeys: VisitorKeys | undefined;
/** Each table's keys by type, without those never walked (SKIPPED_KEYS). */
const VISITED_KEYS = new WeakMap<VisitorKeys, Map<string, readonly string[]>>();

/** Runs `read` with ESLint's visitor keys standing for the keys of each node of its tree (a type they do not name is read whole). */
export function withVisitorKeys<T>(keys: VisitorKeys | undefined, read: () => T): T {
  const outer = visitorKeys;
  visitorKeys = keys;
  try {
    return read();
  } finally {
    visitorKeys = outer;
  }
}

/** The visitor keys in force (withVisitorKeys): the walks may then keep what they learn of a type per type. */
export function visitorKeysInForce(): VisitorKeys | undefined {
  return visitorKeys;
}

function visitorKeysOf(node: Node, table: VisitorKeys): readonly string[] {
  let byType = VISITED_KEYS.get(table);
  if (byType === undefined) VISITED_KEYS.set(table, (byType = new Map()));
  let keys = byType.get(node.type);
  if (keys === undefined) {
    const named = Object.prototype.hasOwnProperty.call(table, node.type) ? table[node.type] : undefined;
    if (!Array.isArray(named)) return keysHoldingObjects(node);
    keys = named.filter((key) => !SKIPPED_KEYS.has(key));
    byType.set(node.type, keys);
  }
  return keys;
}

function keysHoldingObjects(node: Node): string[] {
  const found: string[] = [];
  for (const key in node) {
    if (SKIPPED_KEYS.has(key)) continue;
    const value = node[key];
    if (value === null || typeof value === 'object') found.push(key);
  }
  return found;
}

/** The child nodes of a node, in source order (types of TypeScript are not walked). */
export function childrenOf(node: Node): Node[] {
  const children: Node[] = [];
  const keys = childKeysOf(node);
  for (let k = 0; k < keys.length; k++) {
    const value = node[keys[k]!];
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) if (isNode(value[i])) children.push(value[i] as Node);
    } else if (isNode(value)) children.push(value);
  }
  return children;
}

/** The expression inside TypeScript's wrappers and parentheses: `x as const`, `x satisfies T`, `x!`, `<T>x`, `(x)`. */
export function unwrapExpression(node: Node): Node {
  let at = node;
  for (;;) {
    switch (at.type) {
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
      case 'TSInstantiationExpression':
      case 'ParenthesizedExpression':
      case 'ChainExpression':
        at = at.expression as Node;
        break;
      default:
        return at;
    }
  }
}

/** The name of a non-computed member's property (`a.b` → "b", `a["b"]` → "b"), else undefined. */
export function memberName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression') return undefined;
  const property = node.property as Node;
  if (!node.computed && property.type === 'Identifier') return property.name as string;
  if (property.type === 'Literal' && typeof property.value === 'string') return property.value;
  return undefined;
}

/** A property key as a string (`a`, `"a"`, `1`, `["a"]` with a literal), else undefined. */
export function propertyKey(property: Node): string | undefined {
  const key = property.key as Node;
  if (!property.computed && key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  if (key.type === 'TemplateLiteral' && (key.expressions as Node[]).length === 0) return cookedOf(key);
  return undefined;
}

/** The name an export specifier or a CommonJS export key writes (`data`, `"data"`). */
export function exportedName(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return undefined;
}

/** The text of a template literal without expressions. */
export function cookedOf(template: Node): string | undefined {
  const quasis = template.quasis as Node[];
  if (quasis.length !== 1) return undefined;
  const value = quasis[0]!.value as { cooked?: string | null };
  return value.cooked ?? undefined;
}

/** A table's own entry for a key a file wrote (never `toString` or `constructor` of its prototype). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}
