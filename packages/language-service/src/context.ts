// The position in a body that hover and completion start from: where the offset is, what the
// body is (one command, a bulk array, a permissions body), and what the object around it is.
import type { Path } from '@cmdlint/core';
import { locate, objectProperties, Tokenizer, type JsonLocation } from './locate.js';
import { bodyShape, roleOf, type BodyShape, type ObjectRole } from './structure.js';

export interface BodyContext {
  readonly text: string;
  readonly location: JsonLocation;
  readonly shape: BodyShape;
}

export function bodyContext(text: string, offset: number): BodyContext {
  const location = locate(text, offset);
  const rootAt = new Tokenizer(text).skipTrivia();
  const code = text.charCodeAt(rootAt);
  const rootType = code === 91 ? 'array' : code === 123 ? 'object' : rootAt < text.length ? 'value' : undefined;
  const hasPermissions = rootType === 'object' && objectProperties(text, rootAt).has('permissions');
  return { text, location, shape: bodyShape(rootType, hasPermissions) };
}

/** The role of the object at `path`. */
export function roleAt(context: BodyContext, path: Path): ObjectRole {
  return roleOf(context.shape, path);
}

/** The `{` of the object at the first `length` steps of the location's path, or -1. */
export function containerOffset(context: BodyContext, length: number): number {
  return context.location.containers[length] ?? -1;
}

/** The value at a path of a parsed value (own properties only), or undefined. */
export function valueAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const step of path) {
    if (Array.isArray(node) && typeof step === 'number') node = node[step];
    else if (typeof node === 'object' && node !== null && !Array.isArray(node) && typeof step === 'string' && Object.prototype.hasOwnProperty.call(node, step)) {
      node = (node as Record<string, unknown>)[step];
    } else return undefined;
  }
  return node;
}
