// Bodies with fixable problems, for the fix property (test/properties/fixes.test.ts). Each case
// starts from a valid body (the expected result) and injects problems that the catalog's automatic
// fixes undo exactly, so the fixed body must equal the valid one, value for value and key for key
// in order. Every fixable rule (meta.fixable) keeps its injection beside its table test, as the
// `injection` export of packages/core/test/rules/<id>.mutations.ts (helpers in inject.ts); this
// file loads them and combines them.
import fc from 'fast-check';
import { anyCommand } from './commands.js';
import { envArb, lintOptionsOf, type GenEnv } from './env.js';
import type { FixCase, FixInjection, Injection, Node, Site } from './inject.js';
import { permissionsCase } from './permissions.js';
import { loadRuleFiles } from './rule-files.js';
import { commandSet } from './sets.js';
import { clone, isObj } from './tree.js';
import type { LintOptions, Path } from '../../packages/core/src/index.js';

export type { FixCase } from './inject.js';

const injections: [string, FixInjection][] = [];
for (const [id, module] of await loadRuleFiles()) {
  if (module['injection'] !== undefined) injections.push([id, module['injection'] as FixInjection]);
}
injections.sort((a, b) => a[1].order - b[1].order);
const clash = injections.find(([, a], i) => i > 0 && injections[i - 1]![1].order === a.order);
if (clash) throw new Error(`${clash[0]}.mutations.ts: injection order ${clash[1].order} is taken; take the next free number`);
const INJECT: ReadonlyMap<string, FixInjection> = new Map(injections);

/** The rules with an injection, in the order a case draws from (each injection's `order`). */
export const FIXABLE_INJECTIONS: readonly string[] = injections.map(([id]) => id);

/** Commands, options, choices and permission entries of a body, each once. */
function nodesOf(body: unknown): Node[] {
  const out: Node[] = [];
  const option = (o: unknown): void => {
    if (!isObj(o)) return;
    out.push({ node: o, role: 'option' });
    if (Array.isArray(o['options'])) for (const child of o['options'] as unknown[]) option(child);
    if (Array.isArray(o['choices'])) for (const c of o['choices'] as unknown[]) if (isObj(c)) out.push({ node: c, role: 'choice', option: o });
  };
  const command = (c: unknown): void => {
    if (!isObj(c)) return;
    if (Array.isArray(c['permissions'])) {
      for (const e of c['permissions'] as unknown[]) if (isObj(e)) out.push({ node: e, role: 'entry' });
      return;
    }
    out.push({ node: c, role: 'command' });
    if (Array.isArray(c['options'])) for (const o of c['options'] as unknown[]) option(o);
  };
  if (Array.isArray(body)) body.forEach(command);
  else command(body);
  return out;
}

/** Pairs every container of `broken` (a fresh clone) with the same container of `original`. */
function pairContainers(broken: unknown, original: unknown, map: Map<object, object>): void {
  if (typeof broken !== 'object' || broken === null) return;
  map.set(broken, original as object);
  for (const key of Object.keys(broken)) pairContainers((broken as Record<string, unknown>)[key], (original as Record<string, unknown>)[key], map);
}

/** The path of every container of a body. */
function containerPaths(root: unknown): Map<object, Path> {
  const out = new Map<object, Path>();
  const visit = (value: unknown, path: Path): void => {
    if (typeof value !== 'object' || value === null) return;
    out.set(value, path);
    for (const key of Object.keys(value)) visit((value as Record<string, unknown>)[key], [...path, Array.isArray(value) ? Number(key) : key]);
  };
  visit(root, []);
  return out;
}

/** Valid bodies of every kind: a command, a bulk array of commands, a permissions body. */
function validBody(env: GenEnv): fc.Arbitrary<{ body: unknown; options: LintOptions }> {
  return fc.oneof(
    { weight: 6, arbitrary: anyCommand(env).map((body) => ({ body, options: lintOptionsOf(env) })) },
    { weight: 2, arbitrary: commandSet(env, { chatInput: 4, user: 2, message: 2, entryPoint: 1 }).map((body) => ({ body, options: lintOptionsOf(env) })) },
    { weight: 1, arbitrary: permissionsCase.map((c) => ({ body: c.body, options: c.guildId === undefined ? {} : { guildId: c.guildId } })) },
  );
}

/** A valid body with 0-8 injected fixable problems. */
export const fixCase: fc.Arbitrary<FixCase> = envArb.chain((env) =>
  fc.tuple(validBody(env), fc.array(fc.constantFrom(...FIXABLE_INJECTIONS), { maxLength: 8 }), fc.gen()).map(([{ body, options }, wanted, g]): FixCase => {
    const broken = clone(body);
    const original = new Map<object, object>();
    pairContainers(broken, body, original);
    const used = new Set<string>();
    const sites: Site[] = [];
    for (const rule of wanted) {
      // The wanted rule, or the next one that finds a place.
      const start = FIXABLE_INJECTIONS.indexOf(rule);
      for (let k = 0; k < FIXABLE_INJECTIONS.length; k++) {
        const next = FIXABLE_INJECTIONS[(start + k) % FIXABLE_INJECTIONS.length]!;
        if (INJECT.get(next)!.inject(g, nodesOf(broken), original, used, env, sites)) break;
      }
    }
    const paths = containerPaths(broken);
    const injections = sites.map((site): Injection => {
      const base = paths.get(site.holder)!;
      return { rule: site.rule, path: site.key === undefined ? base : [...base, site.key], what: site.what };
    });
    return { options, expected: body, broken, injections };
  }),
);
