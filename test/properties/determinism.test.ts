// Property 4: determinism and order independence. The same input gives the same diagnostics (twice,
// on a deep copy, and after linting something else), and the diagnostics of a set, per body, do
// not depend on the order of its bodies; neither do a bulk array's, per item.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lint, lintSet, type Diagnostic, type LintOptions } from '../../packages/core/src/index.js';
import {
  anyCommand,
  clone,
  commandSet,
  damagedBody,
  envArb,
  lintOptionsOf,
  MUTATIONS,
  permissionsCase,
  type MutationCase,
  type Obj,
} from '../arbitraries/index.js';
import { params, TIMEOUT } from './settings.js';

/** Bodies with problems of every rule, and valid ones: what the properties below are run on. */
const mutated: fc.Arbitrary<MutationCase> = fc.oneof(...Object.values(MUTATIONS).map((m) => m.arbitrary)).filter((c) => c.skip !== true);

const validCase: fc.Arbitrary<{ body: unknown; options: LintOptions }> = envArb.chain((env) =>
  fc.oneof(
    anyCommand(env).map((body) => ({ body, options: lintOptionsOf(env) })),
    commandSet(env, { chatInput: 10, user: 3, message: 3, entryPoint: 1 }).map((body) => ({ body, options: lintOptionsOf(env) })),
    permissionsCase.map((c) => ({ body: c.body, options: c.guildId === undefined ? {} : { guildId: c.guildId } })),
  ),
);

const anyCase: fc.Arbitrary<{ body: unknown; options: LintOptions }> = fc.oneof(
  { weight: 3, arbitrary: mutated.map((c) => ({ body: c.bodies.length === 1 ? c.bodies[0] : c.bodies, options: c.options })) },
  { weight: 1, arbitrary: validCase },
);

/** A canonical text of a diagnostic (BigInt-safe), for multiset comparisons. */
function canonical(diagnostic: Diagnostic): string {
  return JSON.stringify(diagnostic, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
}
const multiset = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map(canonical).sort();

/**
 * Rules whose diagnostics are placed by order, by design: command-type-limit reports the command
 * past the limit (the 16th USER command in order), bulk-size the body holding the 131st command.
 * For them only the count over the whole set must not depend on the order.
 */
const ORDER_PLACED = new Set(['command-type-limit', 'bulk-size']);
/** The rules of the order-placed diagnostics, sorted: what must not depend on the order. */
const placedByOrder = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.filter((d) => ORDER_PLACED.has(d.ruleId)).map((d) => d.ruleId).sort();

/** A permutation of 0..n-1. */
const permutationOf = (n: number): fc.Arbitrary<number[]> => {
  const identity = Array.from({ length: n }, (_, i) => i);
  return fc.shuffledSubarray(identity, { minLength: n, maxLength: n });
};

/** A set of command bodies with problems: a valid set, mutated commands, copies of its members, more of one type. */
const dirtySet: fc.Arbitrary<{ bodies: unknown[]; options: LintOptions }> = envArb.chain((env) =>
  fc
    .tuple(
      commandSet(env, { chatInput: 16, user: 16, message: 4, entryPoint: 1 }),
      fc.array(
        mutated.filter((c) => c.bodies.length === 1 && !Array.isArray(c.bodies[0])),
        { maxLength: 4 },
      ),
      fc.array(fc.nat(), { maxLength: 4 }),
      fc.array(damagedBody, { maxLength: 2 }),
    )
    .map(([set, broken, copies, junk]) => {
      const bodies: unknown[] = [...set, ...broken.map((c) => c.bodies[0]), ...junk];
      // Copies, and the very same object twice (a set may hold one reference in two places).
      for (const at of copies) if (set.length > 0) bodies.push(at % 2 === 0 ? clone(set[at % set.length]!) : set[at % set.length]!);
      return { bodies, options: lintOptionsOf(env) };
    }),
);

/** A dirty set with a permutation of its bodies: `order[k]` is the body that goes to place k. */
const shuffledSet = dirtySet.chain((set) => permutationOf(set.bodies.length).map((order) => ({ ...set, order })));
/** `check` holds on every shuffled set drawn (150 runs). */
const onEveryShuffledSet = (check: (drawn: { bodies: unknown[]; options: LintOptions; order: number[] }) => void): void => fc.assert(fc.property(shuffledSet, check), params(150));

describe('property 4: determinism and order independence', () => {
  it('the same input gives the same diagnostics: twice, on a deep copy, and after another lint', () => {
    fc.assert(
      fc.property(anyCase, validCase, ({ body, options }, other) => {
        const first = lint(body, options);
        expect(lint(body, options)).toEqual(first);
        expect(lint(clone(body), { ...options })).toEqual(first);
        lint(other.body, other.options);
        expect(lint(body, options)).toEqual(first);
        // A body alone in a set is the body linted alone.
        expect(lintSet([body], options)[0]).toEqual(first);
      }),
      params(300),
    );
  }, TIMEOUT);

  it('hostile bodies give the same diagnostics twice', () => {
    fc.assert(
      fc.property(damagedBody, (body) => {
        expect(multiset(lint(body))).toEqual(multiset(lint(body)));
      }),
      params(150),
    );
  }, TIMEOUT);

  it("a set's diagnostics, per body, do not depend on the order of its bodies", () => {
    onEveryShuffledSet(({ bodies, options, order }) => {
      // Messages that name another body (a duplicate's other copy) name it by its identity,
      // as a text layer names it by its file, not by its place in this call.
      const original = lintSet(bodies, { ...options, describePlace: (body, path) => `#${body} ${JSON.stringify(path)}` });
      const permuted = lintSet(order.map((i) => bodies[i]), { ...options, describePlace: (body, path) => `#${order[body]} ${JSON.stringify(path)}` });
      // permuted[k] is the result of bodies[order[k]].
      const back: Diagnostic[][] = bodies.map(() => []);
      order.forEach((from, k) => (back[from] = permuted[k]!));
      bodies.forEach((_, i) => {
        const keep = (d: Diagnostic): boolean => !ORDER_PLACED.has(d.ruleId);
        expect(multiset(back[i]!.filter(keep)), `body ${i}`).toEqual(multiset(original[i]!.filter(keep)));
      });
      expect(placedByOrder(permuted.flat())).toEqual(placedByOrder(original.flat()));
    });
  }, TIMEOUT);

  it("a bulk array's diagnostics, per item, do not depend on the order of its items", () => {
    onEveryShuffledSet(({ bodies, options, order }) => {
      // Items that are arrays would be nested arrays of a bulk body: keep command-like items only.
      const items = bodies.filter((b) => !Array.isArray(b));
      const perm = order.filter((i) => i < items.length);
      const original = lint(items, options);
      const permuted = lint(perm.map((i) => items[i]), options);
      /** Diagnostics per original item index, paths made relative to the item; messages may name the index. */
      const perItem = (diagnostics: Diagnostic[], indexOf: (k: number) => number): Map<string, string[]> => {
        const out = new Map<string, string[]>();
        for (const d of diagnostics) {
          if (ORDER_PLACED.has(d.ruleId)) continue;
          const head = d.path[0];
          const key = typeof head === 'number' ? String(indexOf(head)) : 'body';
          const entry = JSON.stringify([d.ruleId, d.severity, typeof head === 'number' ? d.path.slice(1) : d.path]);
          out.set(key, [...(out.get(key) ?? []), entry].sort());
        }
        return out;
      };
      expect(perItem(permuted, (k) => perm[k]!)).toEqual(perItem(original, (k) => k));
      expect(placedByOrder(permuted)).toEqual(placedByOrder(original));
    });
  }, TIMEOUT);
});

export type { Obj };
