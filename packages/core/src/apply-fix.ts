// Applies a fix to a JSON value without touching the input: the objects and arrays along each
// edited path are copied, everything else is shared. For callers that hold values, not text
// (a browser playground, tests); the CLI and the editor edit the text instead.
import type { Fix, FixOperation, Path } from './types.js';
import { isObject } from './util.js';

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice();
  if (isObject(value)) {
    const result: Record<string, unknown> = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
    for (const key of Object.keys(value)) Object.defineProperty(result, key, { value: value[key], enumerable: true, writable: true, configurable: true });
    return result;
  }
  return value;
}

function setOwn(container: unknown, key: string | number, value: unknown): void {
  // defineProperty keeps a key named "__proto__" a plain data property.
  Object.defineProperty(container as object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Copies the containers along `path` and returns the copied parent of its last step (undefined if there is none). */
function parentOf(root: { value: unknown }, path: Path): unknown {
  let container: unknown = root;
  let key: string | number = 'value';
  for (let i = 0; i < path.length; i++) {
    if (!Object.prototype.hasOwnProperty.call(container, key)) return undefined;
    const copied = copy((container as Record<string | number, unknown>)[key]);
    if (typeof copied !== 'object' || copied === null) return undefined;
    setOwn(container, key, copied);
    container = copied;
    key = path[i]!;
  }
  return container;
}

function applyOne(root: { value: unknown }, operation: FixOperation): void {
  const { path } = operation;
  if (path.length === 0) {
    if (operation.op === 'set') root.value = operation.value;
    return;
  }
  const parent = parentOf(root, path);
  const key = path[path.length - 1]!;
  switch (operation.op) {
    case 'set':
      if (Array.isArray(parent) || isObject(parent)) setOwn(parent, key, operation.value);
      break;
    case 'remove':
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
      else if (isObject(parent)) delete parent[String(key)];
      break;
    case 'rename':
      if (isObject(parent) && Object.prototype.hasOwnProperty.call(parent, key)) {
        // Rebuild so the renamed key keeps its place in the key order.
        const entries = Object.keys(parent).map((k) => [k === key ? operation.to : k, parent[k]] as const);
        for (const k of Object.keys(parent)) delete parent[k];
        for (const [k, v] of entries) setOwn(parent, k, v);
      }
      break;
    case 'move':
      if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) {
        const [item] = parent.splice(key, 1);
        parent.splice(Math.min(operation.to, parent.length), 0, item);
      }
      break;
  }
}

/** The value with the fix applied; the input is not modified. */
export function applyFix(value: unknown, fix: Fix): unknown {
  const root = { value };
  for (const operation of fix) applyOne(root, operation);
  return root.value;
}
