// From what the reader knows (traced.ts) to the value the core lints: unknowns are left out (an
// unknown element drops out of its array, an unknown field out of its object), and what was left
// out is remembered per place, so that sound.ts can tell which diagnostics still hold. Every place
// of the value keeps where it came from in the source.
import type { Path } from '@cmdlint/core';
import type { Span } from './estree.js';
import type { OwnedLiteral, Traced } from './traced.js';

export interface PlaceInfo {
  /** The value's place in the source. */
  readonly span: Span;
  /** The key's (or setter's) place. */
  readonly keySpan?: Span;
  readonly literal?: OwnedLiteral;
  /** Written by the library, not the author. */
  readonly implied?: boolean;
  /** An object's keys whose values are unknown. */
  readonly unknownKeys?: ReadonlySet<string>;
  /** An object that may have keys not known, an array that may have elements not known. */
  readonly open?: boolean;
}

export interface LoweredBody {
  readonly value: unknown;
  /** By pathKey of the lowered path. */
  readonly places: ReadonlyMap<string, PlaceInfo>;
  /** Nothing of the body is unknown. */
  readonly complete: boolean;
}

/** A map key for a path. */
export function pathKey(path: Path): string {
  return path.join('\u0000');
}

export function lower(traced: Traced): LoweredBody {
  const places = new Map<string, PlaceInfo>();
  let complete = true;
  // An explicit stack: a body nested thousands deep must not overflow the call stack.
  const rootHolder: { value?: unknown } = {};
  const stack: { traced: Traced; path: Path; keySpan?: Span; implied?: boolean; assign: (value: unknown) => void }[] = [{ traced, path: [], assign: (value) => (rootHolder.value = value) }];
  while (stack.length > 0) {
    const { traced: at, path, keySpan, implied, assign } = stack.pop()!;
    const base = { span: at.span, ...(keySpan ? { keySpan } : {}), ...(implied ? { implied: true } : {}) };
    switch (at.kind) {
      case 'primitive':
        assign(at.value);
        places.set(pathKey(path), at.literal ? { ...base, literal: at.literal } : base);
        break;
      case 'unknown':
        break;
      case 'object': {
        // A null-prototype object would surprise rules that read `.hasOwnProperty`; keys are set as own data properties.
        const object: Record<string, unknown> = {};
        assign(object);
        let unknownKeys: Set<string> | undefined;
        const entries = [...at.entries];
        for (let i = entries.length - 1; i >= 0; i--) {
          const [key, entry] = entries[i]!;
          if (entry.value.kind === 'unknown') {
            (unknownKeys ??= new Set()).add(key);
            continue;
          }
          stack.push({
            traced: entry.value,
            path: [...path, key],
            keySpan: entry.keySpan,
            implied: entry.implied === true,
            assign: (value) => Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true }),
          });
        }
        // Keys in source order: the stack reversed them; define them in order now with placeholders.
        for (const [key, entry] of entries) if (entry.value.kind !== 'unknown') Object.defineProperty(object, key, { value: undefined, enumerable: true, writable: true, configurable: true });
        if (unknownKeys || at.open) complete = false;
        places.set(pathKey(path), { ...base, ...(unknownKeys ? { unknownKeys } : {}), ...(at.open ? { open: true } : {}) });
        break;
      }
      case 'array': {
        const array: unknown[] = [];
        assign(array);
        const known = at.items.filter((item) => item.kind !== 'unknown');
        const open = at.open || known.length !== at.items.length;
        if (open) complete = false;
        for (let i = known.length - 1; i >= 0; i--) {
          const index = i;
          stack.push({ traced: known[i]!, path: [...path, i], assign: (value) => (array[index] = value) });
        }
        array.length = known.length;
        places.set(pathKey(path), { ...base, ...(open ? { open: true } : {}) });
        break;
      }
    }
  }
  if (traced.kind === 'unknown') complete = false;
  return { value: rootHolder.value, places, complete };
}
