// What every rule's mutation is made of (a rule's own operator lives beside its table test, in
// packages/core/test/rules/<id>.mutations.ts; mutations.ts loads them). An operator takes a valid
// body (from the generators) and breaks exactly one rule of severity error, at a known path.
//
// An operator sometimes needs what its base lacks (an options array with room, a choice): it
// first adds a valid part (the body stays valid), then breaks it. When even that is impossible
// the case is marked `skip` and the property discards it (fc.pre).
import fc from 'fast-check';
import { commandBudget, LOCALES, type LintOptions, type Path } from '../../packages/core/src/index.js';
import { BUDGET, chatInputCommand, contextMenuCommand, entryPointCommand } from './commands.js';
import { envArb, lintOptionsOf, type GenEnv } from './env.js';
import { permissionsCase, type PermissionsCase } from './permissions.js';
import type { SetLimits } from './sets.js';
import { allOptions, appendOption, basicOptionPlaces, clone, freshName, isObj, namedNodes, optionArrays, type ArrayRef, type MutablePath, type Obj } from './tree.js';

interface Expected {
  /** Index of the body in `bodies`. */
  readonly body: number;
  readonly path: Path;
}

export interface MutationCase {
  /** Linted together with lintSet (a single body is `lint`). */
  readonly bodies: unknown[];
  readonly options: LintOptions;
  /** Where the rule must report; every error of the case is there, from that rule. */
  readonly expected: readonly Expected[];
  /** What was done, for failure messages. */
  readonly what: string;
  /** The base offered nothing to break: discard the case. */
  readonly skip?: boolean;
}

export interface MutationOperator {
  /** The operator in a phrase. */
  readonly operator: string;
  readonly arbitrary: fc.Arbitrary<MutationCase>;
}

export type G = fc.GeneratorValue;
export const index = (g: G, length: number): number => g(fc.integer, { min: 0, max: length - 1 });
export const pick = <T>(g: G, list: readonly T[]): T => list[index(g, list.length)]!;
export const chance = (g: G): boolean => g(fc.boolean);

export const SKIP: MutationCase = { bodies: [], options: {}, expected: [], what: 'skipped', skip: true };

interface Outcome {
  readonly path: MutablePath;
  readonly what: string;
  /** Lint options beyond the env's (application settings, scope). */
  readonly options?: LintOptions;
  /** More paths the rule reports (a rule that reports every copy). */
  readonly alsoAt?: readonly MutablePath[];
}

/** A change that breaks a body (a clone of the base's), or undefined when the body offers nothing to break. */
export type BodyMutation = (body: Obj, g: G, env: GenEnv) => Outcome | undefined;

/** A case from a base body and a mutation of it; a mutated body past the budget is skipped. */
export function onBody(
  envs: fc.Arbitrary<GenEnv>,
  base: (env: GenEnv) => fc.Arbitrary<Obj>,
  mutate: BodyMutation,
  budgetCheck = true,
): fc.Arbitrary<MutationCase> {
  return envs.chain((env) =>
    fc.tuple(base(env), fc.gen()).map(([original, g]): MutationCase => {
      const body = clone(original);
      const outcome = mutate(body, g, env);
      if (outcome === undefined) return SKIP;
      if (budgetCheck && !Array.isArray(body) && !('permissions' in body) && commandBudget(body).count > BUDGET) return SKIP;
      const base = lintOptionsOf(env);
      const options: LintOptions = { ...base, ...outcome.options, application: { ...base.application, ...outcome.options?.application } };
      return {
        bodies: [body],
        options,
        expected: [outcome.path, ...(outcome.alsoAt ?? [])].map((path) => ({ body: 0, path })),
        what: outcome.what,
      };
    }),
  );
}

/**
 * A case from a generated permissions body and a change to its entries (a clone's), reported at
 * `path`; the case's guild id, when it has one, is the lint's. Undefined: skip.
 */
export function onPermissions(mutate: (entries: Obj[], g: G, c: PermissionsCase) => { path: MutablePath; what: string } | undefined): fc.Arbitrary<MutationCase> {
  return fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
    const body = clone(c.body);
    const outcome = mutate(body['permissions'] as Obj[], g, c);
    if (outcome === undefined) return SKIP;
    return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: outcome.path }], what: outcome.what };
  });
}

/**
 * A mutation that breaks a body one of several ways: one of `ways` or the `fallback`, drawn alike;
 * the fallback also when the way drawn finds nothing to break in the body.
 */
export function oneWayOf(ways: readonly BodyMutation[], fallback: BodyMutation): BodyMutation {
  return (body, g, env) => {
    const drawn = g(fc.integer, { min: 0, max: ways.length });
    return (drawn === 0 ? undefined : ways[drawn - 1]!(body, g, env)) ?? fallback(body, g, env);
  };
}

export const globalEnv = envArb.map((env): GenEnv => ({ ...env, scope: 'global' }));
export const chat = (env: GenEnv): fc.Arbitrary<Obj> => chatInputCommand(env);
export const nested = (env: GenEnv): fc.Arbitrary<Obj> => fc.oneof(chatInputCommand(env, { shape: 'subcommands' }), chatInputCommand(env, { shape: 'groups' }));
export const menu = (env: GenEnv): fc.Arbitrary<Obj> => contextMenuCommand(env);
export const anyType = (env: GenEnv): fc.Arbitrary<Obj> =>
  env.scope === 'global' ? fc.oneof(chatInputCommand(env), contextMenuCommand(env), entryPointCommand(env)) : fc.oneof(chatInputCommand(env), contextMenuCommand(env));

// ---------------------------------------------------------------------------------------------
// Parts added when the base lacks them (all valid)

/** Appends a valid optional basic option (from `make`, given a fresh name) where there is room; returns its path. */
export function addBasic(body: Obj, g: G, make: (name: string) => Obj): MutablePath | undefined {
  const places = basicOptionPlaces(body);
  if (places.length === 0) return undefined;
  const place = pick(g, places);
  const array: unknown[] = Array.isArray(place.owner['options']) ? (place.owner['options'] as unknown[]) : [];
  return appendOption(place.owner, place.path, { ...make(freshName(array)) });
}

export const SIMPLE: Readonly<Record<number, (name: string) => Obj>> = {
  3: (name) => ({ type: 3, name, description: 'Text' }),
  4: (name) => ({ type: 4, name, description: 'Count' }),
  5: (name) => ({ type: 5, name, description: 'Flag' }),
  7: (name) => ({ type: 7, name, description: 'Where' }),
  10: (name) => ({ type: 10, name, description: 'Amount' }),
  11: (name) => ({ type: 11, name, description: 'File' }),
};

/**
 * One of the body's options arrays that hold two options or more; when none does, a STRING option
 * is added where there is room and, alone in its array, a BOOLEAN one beside it (that array is
 * then the one). Undefined: no room.
 */
export function arrayOfTwoOptions(body: Obj, g: G): ArrayRef | undefined {
  let arrays = optionArrays(body).filter((ref) => ref.array.length >= 2);
  if (arrays.length === 0) {
    const first = addBasic(body, g, SIMPLE[3]!);
    if (!first) return undefined;
    const array = getPath(body, first.slice(0, -1)) as Obj[];
    if (array.length < 2) array.push({ type: 5, name: freshName(array), description: 'Second' });
    arrays = optionArrays(body).filter((ref) => ref.array.length >= 2);
  }
  return pick(g, arrays);
}

/** An existing option of one of `types` (when `accept` agrees), or a fresh simple one. */
export function optionOf(body: Obj, g: G, types: readonly number[], accept: (option: Obj) => boolean = () => true): { option: Obj; path: MutablePath } | undefined {
  const found = allOptions(body).filter((ref) => types.includes(ref.option['type'] as number) && accept(ref.option));
  if (found.length > 0 && chance(g)) {
    const ref = pick(g, found);
    return { option: ref.option, path: ref.path };
  }
  const type = pick(g, types);
  const path = addBasic(body, g, SIMPLE[type] ?? SIMPLE[5]!);
  if (path !== undefined) return { option: getPath(body, path) as Obj, path };
  if (found.length === 0) return undefined;
  const ref = pick(g, found);
  return { option: ref.option, path: ref.path };
}

export function getPath(root: unknown, path: MutablePath): unknown {
  let current: unknown = root;
  for (const key of path) current = (current as Record<string | number, unknown>)[key];
  return current;
}

export const validChoiceValue = (type: number, i: number): string | number => (type === 3 ? `v${i}` : type === 4 ? i : i + 0.5);

/** An option that may hold choices (3, 4, 10, autocomplete not true), with at least one choice. */
export function choiceOption(body: Obj, g: G): { option: Obj; path: MutablePath } | undefined {
  const target = optionOf(body, g, [3, 4, 10], (o) => o['autocomplete'] !== true);
  if (!target) return undefined;
  if (target.option['autocomplete'] === true) return undefined;
  if (!Array.isArray(target.option['choices']) || target.option['choices'].length === 0) {
    target.option['choices'] = [{ name: 'One', value: validChoiceValue(target.option['type'] as number, 1) }];
  }
  return target;
}

// ---------------------------------------------------------------------------------------------
// Name and description variants

interface Variant {
  readonly holder: Obj;
  readonly key: string;
  readonly path: MutablePath;
}

/** Every string variant of `field` on the given nodes: the default value and each localization. */
export function variants(nodes: readonly { node: Obj; path: MutablePath }[], field: 'name' | 'description'): Variant[] {
  const out: Variant[] = [];
  for (const { node, path } of nodes) {
    if (typeof node[field] === 'string') out.push({ holder: node, key: field, path: [...path, field] });
    const dictionary: unknown = node[`${field}_localizations`];
    if (isObj(dictionary)) {
      for (const [locale, value] of Object.entries(dictionary)) {
        if (typeof value === 'string') out.push({ holder: dictionary, key: locale, path: [...path, `${field}_localizations`, locale] });
      }
    }
  }
  return out;
}

/** Nodes whose names follow the CHAT_INPUT rules: a CHAT_INPUT command and all its options. */
export const chatInputNamed = (body: Obj): { node: Obj; path: MutablePath }[] => namedNodes(body);

export const LOCALE_OF = (g: G): string => pick(g, LOCALES);

/** Sets a localization (creating the dictionary); returns its path. */
export function setLocalization(node: Obj, nodePath: MutablePath, field: 'name' | 'description', locale: string, value: unknown): MutablePath {
  const key = `${field}_localizations`;
  if (!isObj(node[key])) node[key] = {};
  (node[key] as Obj)[locale] = value;
  return [...nodePath, key, locale];
}

/** A set small enough to leave room for what an operator adds. */
export const smallSet: SetLimits = { chatInput: 5, user: 3, message: 3, entryPoint: 1 };
