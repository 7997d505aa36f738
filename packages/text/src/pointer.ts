// JSON Pointers (RFC 6901): how a set's `body` and a reader's bodies name a place in a value.
import type { Path } from '@cmdlint/core';

/** The steps of a JSON pointer (RFC 6901): "/commands/0" → ["commands", "0"]; undefined when it is not one. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `/a/b` for a path, escaped as a JSON pointer. */
export function toPointer(path: Path): string {
  return path.map((step) => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
