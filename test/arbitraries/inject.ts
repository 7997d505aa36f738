// What every fixable rule's injection is made of (a rule's own lives beside its table test, as the
// `injection` export of packages/core/test/rules/<id>.mutations.ts; fixable.ts loads them). An
// injection breaks a valid body at one place so that the rule's automatic fix undoes it exactly:
// it finds a site among the nodes, changes it, and records it in `sites`, marking what it used in
// `used` so that no two injections make each other unfixable (each place is used once; a
// localization is added only under a locale the original lacks).
import fc from 'fast-check';
import type { LintOptions, Path } from '../../packages/core/src/index.js';
import type { GenEnv } from './env.js';
import type { G } from './mutate.js';
import type { Obj } from './tree.js';

/** One injected problem: where it is in the broken body, and what the fix must do there. */
export interface Injection {
  readonly rule: string;
  /** The path in the broken body of what was changed (an array for a reordering). */
  readonly path: Path;
  readonly what: string;
}

export interface FixCase {
  readonly options: LintOptions;
  /** The valid body: what the fixes must give back. */
  readonly expected: unknown;
  /** The body with the injected problems. */
  readonly broken: unknown;
  readonly injections: readonly Injection[];
}

/** True with probability `p` (in thousandths: not the same draw as mutate.ts's `chance`). */
export const chanceOf = (g: G, p: number): boolean => g(fc.integer, { min: 0, max: 999 }) < p * 1000;

/** A place in the broken body: a container and a key (or none, for the container itself). */
export interface Site {
  readonly rule: string;
  readonly holder: object;
  key: string | number | undefined;
  readonly what: string;
}

export interface Node {
  readonly node: Obj;
  readonly role: 'command' | 'option' | 'choice' | 'entry';
  /** For a choice: the option that holds it. */
  readonly option?: Obj;
}

/** Breaks one place of `nodes` (the broken body's, paired with the valid body's by `original`); false: no place found. */
type Inject = (g: G, nodes: readonly Node[], original: Map<object, object>, used: Set<string>, env: GenEnv, sites: Site[]) => boolean;

export interface FixInjection {
  /**
   * Its place in the list a case draws injections from. Recorded seeds (CI failures, commit
   * messages) reproduce only while the draw is unchanged: a new rule takes the next number.
   */
  readonly order: number;
  readonly inject: Inject;
}

/** Renames a key in place (its position in the key order kept). */
export function renameKey(object: Obj, from: string, to: string): void {
  const entries = Object.keys(object).map((k) => [k === from ? to : k, object[k]] as const);
  for (const k of Object.keys(object)) delete object[k];
  for (const [k, v] of entries) object[k] = v;
}

/** Inserts a key at a position of the key order. */
export function insertKey(object: Obj, key: string, value: unknown, at: number): void {
  const entries = Object.keys(object).map((k) => [k, object[k]] as const);
  const position = Math.min(at, entries.length);
  entries.splice(position, 0, [key, value]);
  for (const k of Object.keys(object)) delete object[k];
  for (const [k, v] of entries) object[k] = v;
}

export const LOCALIZABLE: readonly ('name' | 'description')[] = ['name', 'description'];

const ids = new WeakMap<object, number>();
let nextId = 0;
/** A stable number for a container, to key `used`. */
export function idOf(object: object): number {
  let id = ids.get(object);
  if (id === undefined) ids.set(object, (id = nextId++));
  return id;
}
