// Applies a fix to a JSON value without touching the input: the objects and arrays along each
// edited path are copied, everything else is shared. For callers that hold values, not text
// (a browser playground, tests); the CLI and the editor edit the text instead.
import type { Fix, FixOperation, Path } from './types.js';
import { heldIndices, isObject } from './util.js';

/** A copy of an array, holes kept; a long one through the indices it holds (see heldIndices). */
function copyArray(array: readonly unknown[]): unknown[] {
  const held = heldIndices(array);
  if (held === undefined) return array.slice();
  const result: unknown[] = [];
  result.length = array.length;
  for (const index of held) result[index] = array[index];
  return result;
}

/**
 * Removes the item at `from` of a long array and inserts `item` at `to` (either may be absent),
 * moving only the items it holds: splice would move every index of a length of 2 ** 32 - 1.
 */
function shiftLongArray(array: unknown[], held: readonly number[], from: number | undefined, to: number | undefined, item?: unknown): void {
  const entries = held.map((index) => [index, array[index]] as const);
  const length = array.length - (from === undefined ? 0 : 1) + (to === undefined ? 0 : 1);
  array.length = 0;
  array.length = length;
  for (const [index, value] of entries) {
    if (index === from) continue;
    let moved = from !== undefined && index > from ? index - 1 : index;
    if (to !== undefined && moved >= to) moved++;
    array[moved] = value;
  }
  if (to !== undefined) array[to] = item;
}

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return copyArray(value);
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
      if (Array.isArray(parent) && typeof key === 'number') {
        const held = heldIndices(parent);
        if (held === undefined) parent.splice(key, 1);
        else if (Number.isInteger(key) && key >= 0 && key < parent.length) shiftLongArray(parent, held, key, undefined);
      }
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
        const held = heldIndices(parent);
        if (held === undefined) {
          const [item] = parent.splice(key, 1);
          parent.splice(Math.min(operation.to, parent.length), 0, item);
        } else if (Number.isInteger(key) && key >= 0) {
          shiftLongArray(parent, held, key, Math.max(0, Math.min(operation.to, parent.length - 1)), parent[key]);
        }
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
