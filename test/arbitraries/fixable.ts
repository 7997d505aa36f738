// Bodies with fixable problems, for the fix property (5). Each case starts from a valid body (the
// expected result) and injects problems that the catalog's automatic fixes undo exactly: a number
// written as a string, a locale key spelled pt_BR, a required option moved after an optional one,
// a localization equal to its default, a description on a USER/MESSAGE command, a
// default_member_permissions number, a repeated contexts/integration_types value. So the fixed
// body must equal the valid one, value for value and key for key in order.
//
// Every injection is chosen so that the fix restores the original (the last required option moves
// into the optional ones, a repeat goes after its original, a new localization goes into an
// existing dictionary), and injections that would make each other unfixable are not combined
// (each place is used once; a localization is added only under a locale the original lacks).
import fc from 'fast-check';
import { LOCALES } from '../../packages/core/src/index.js';
import { anyCommand } from './commands.js';
import { envArb, lintOptionsOf, type GenEnv } from './env.js';
import { permissionsCase } from './permissions.js';
import { commandSet } from './sets.js';
import { descriptionText } from './text.js';
import { clone, isObj, type Obj } from './tree.js';
import type { LintOptions, Path } from '../../packages/core/src/index.js';

/** The fixable rules (meta.fixable), each with the injection that breaks it. */
export const FIXABLE_INJECTIONS = [
  'number-as-string',
  'locale-key',
  'required-before-optional',
  'localization-equals-default',
  'context-menu-description',
  'default-member-permissions',
  'duplicate-array-value',
] as const;
export type FixableRule = (typeof FIXABLE_INJECTIONS)[number];

/** One injected problem: where it is in the broken body, and what the fix must do there. */
export interface Injection {
  readonly rule: FixableRule;
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

/** Restated from the API documentation (not imported: the test is the oracle). */
const OPTION_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'SUB_COMMAND',
  2: 'SUB_COMMAND_GROUP',
  3: 'STRING',
  4: 'INTEGER',
  5: 'BOOLEAN',
  6: 'USER',
  7: 'CHANNEL',
  8: 'ROLE',
  9: 'MENTIONABLE',
  10: 'NUMBER',
  11: 'ATTACHMENT',
};
const COMMAND_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'CHAT_INPUT', 2: 'USER', 3: 'MESSAGE', 4: 'PRIMARY_ENTRY_POINT' };
const PERMISSION_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'ROLE', 2: 'USER', 3: 'CHANNEL' };

type G = fc.GeneratorValue;
const pick = <T>(g: G, list: readonly T[]): T => list[g(fc.integer, { min: 0, max: list.length - 1 })]!;
const chance = (g: G, p = 0.5): boolean => g(fc.integer, { min: 0, max: 999 }) < p * 1000;

/** A place in the broken body: a container and a key (or none, for the container itself). */
interface Site {
  readonly rule: FixableRule;
  readonly holder: object;
  key: string | number | undefined;
  readonly what: string;
}

interface Node {
  readonly node: Obj;
  readonly role: 'command' | 'option' | 'choice' | 'entry';
  /** For a choice: the option that holds it. */
  readonly option?: Obj;
}

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

/** Renames a key in place (its position in the key order kept). */
function renameKey(object: Obj, from: string, to: string): void {
  const entries = Object.keys(object).map((k) => [k === from ? to : k, object[k]] as const);
  for (const k of Object.keys(object)) delete object[k];
  for (const [k, v] of entries) object[k] = v;
}

/** Inserts a key at a position of the key order. */
function insertKey(object: Obj, key: string, value: unknown, at: number): void {
  const entries = Object.keys(object).map((k) => [k, object[k]] as const);
  const position = Math.min(at, entries.length);
  entries.splice(position, 0, [key, value]);
  for (const k of Object.keys(object)) delete object[k];
  for (const [k, v] of entries) object[k] = v;
}

/** Spellings of a locale that mean it but are not it (pt_BR, PT-br, " pt-BR"). */
function misspellings(locale: string): string[] {
  const out = new Set<string>([locale.replace('-', '_'), locale.toLowerCase(), locale.toUpperCase(), ` ${locale}`, `${locale} `, locale.replace('-', '_').toLowerCase()]);
  out.delete(locale);
  return [...out];
}

const LOCALIZABLE: readonly ('name' | 'description')[] = ['name', 'description'];

/** The injections, by rule: each returns the sites it made, or [] when the body offers no place. */
const INJECT: Record<FixableRule, (g: G, nodes: readonly Node[], original: Map<object, object>, used: Set<string>, env: GenEnv, sites: Site[]) => boolean> = {
  'number-as-string': (g, nodes, original, used, _env, sites) => {
    const candidates: { holder: Obj | unknown[]; key: string | number; names?: Readonly<Record<number, string>> }[] = [];
    const numeric = (holder: Obj | unknown[], key: string | number, names?: Readonly<Record<number, string>>): void => {
      const value = (holder as Record<string | number, unknown>)[key];
      if (typeof value === 'number' && !used.has(`${idOf(holder)}:${String(key)}`)) candidates.push({ holder, key, ...(names ? { names } : {}) });
    };
    for (const { node, role, option } of nodes) {
      if (role === 'command') {
        numeric(node, 'type', COMMAND_TYPE_NAMES);
        numeric(node, 'handler');
        for (const field of ['contexts', 'integration_types']) if (Array.isArray(node[field])) (node[field] as unknown[]).forEach((_, i) => numeric(node[field] as unknown[], i));
      } else if (role === 'option') {
        numeric(node, 'type', OPTION_TYPE_NAMES);
        for (const field of ['min_value', 'max_value', 'min_length', 'max_length']) numeric(node, field);
        if (Array.isArray(node['channel_types'])) (node['channel_types'] as unknown[]).forEach((_, i) => numeric(node['channel_types'] as unknown[], i));
      } else if (role === 'choice') {
        // The option's type as the original has it (an injection may have made the broken one a string).
        const type = (original.get(option!) as Obj | undefined)?.['type'];
        if (type === 4 || type === 10) numeric(node, 'value');
      } else {
        numeric(node, 'type', PERMISSION_TYPE_NAMES);
      }
    }
    if (candidates.length === 0) return false;
    const { holder, key, names } = pick(g, candidates);
    const value = (holder as Record<string | number, unknown>)[key] as number;
    const text = names && names[value] !== undefined && chance(g, 0.3) ? names[value]! : String(value);
    (holder as Record<string | number, unknown>)[key] = text;
    used.add(`${idOf(holder)}:${String(key)}`);
    sites.push({ rule: 'number-as-string', holder, key, what: `${String(key)}: ${value} written ${JSON.stringify(text)}` });
    return true;
  },

  'locale-key': (g, nodes, original, used, env, sites) => {
    const candidates: { dictionary: Obj; key: string }[] = [];
    for (const { node } of nodes) {
      for (const field of LOCALIZABLE) {
        const dictionary = node[`${field}_localizations`];
        const before = original.get(dictionary as object) as Obj | undefined;
        if (!isObj(dictionary) || !before) continue;
        for (const key of Object.keys(dictionary)) {
          if (!LOCALES.includes(key) || !(key in before) || used.has(`${idOf(dictionary)}:${key}`)) continue;
          candidates.push({ dictionary, key });
        }
      }
    }
    if (candidates.length === 0) return false;
    const { dictionary, key } = pick(g, candidates);
    const spelled = pick(g, misspellings(key));
    renameKey(dictionary, key, spelled);
    used.add(`${idOf(dictionary)}:${key}`);
    used.add(`${idOf(dictionary)}:${spelled}`);
    sites.push({ rule: 'locale-key', holder: dictionary, key: spelled, what: `locale ${key} spelled ${JSON.stringify(spelled)}` });
    return true;
  },

  'required-before-optional': (g, nodes, _original, used, _env, sites) => {
    const candidates: unknown[][] = [];
    for (const { node, role } of nodes) {
      if (role !== 'command' && role !== 'option') continue;
      const options = node['options'];
      if (!Array.isArray(options) || used.has(`${idOf(options)}:order`)) continue;
      const required = options.filter((o: unknown) => isObj(o) && o['required'] === true).length;
      if (required > 0 && required < options.length) candidates.push(options);
    }
    if (candidates.length === 0) return false;
    const options = pick(g, candidates);
    const required = options.filter((o: unknown) => isObj(o) && (o as Obj)['required'] === true).length;
    let what: string;
    if (chance(g)) {
      // The last required option goes among the optional ones.
      const [moved] = options.splice(required - 1, 1);
      const to = g(fc.integer, { min: required, max: options.length });
      options.splice(to, 0, moved);
      what = `required option ${required - 1} moved to ${to}`;
    } else {
      // The first optional option goes among the required ones.
      const [moved] = options.splice(required, 1);
      const to = g(fc.integer, { min: 0, max: required - 1 });
      options.splice(to, 0, moved);
      what = `optional option ${required} moved to ${to}`;
    }
    used.add(`${idOf(options)}:order`);
    sites.push({ rule: 'required-before-optional', holder: options, key: undefined, what });
    return true;
  },

  'localization-equals-default': (g, nodes, original, used, env, sites) => {
    const candidates: { node: Obj; field: 'name' | 'description'; dictionary: Obj; locales: string[] }[] = [];
    for (const { node, role } of nodes) {
      if (role === 'entry') continue;
      const before = original.get(node) as Obj | undefined;
      for (const field of role === 'choice' ? (['name'] as const) : LOCALIZABLE) {
        const dictionary = node[`${field}_localizations`];
        const dictionaryBefore = original.get(dictionary as object) as Obj | undefined;
        if (!isObj(dictionary) || !dictionaryBefore || typeof node[field] !== 'string' || node[field] !== before?.[field]) continue;
        const locales = LOCALES.filter((l) => l !== env.defaultLocale && !(l in dictionaryBefore) && !(l in dictionary));
        if (locales.length > 0) candidates.push({ node, field, dictionary, locales });
      }
    }
    if (candidates.length === 0) return false;
    const { node, field, dictionary, locales } = pick(g, candidates);
    const locale = pick(g, locales);
    insertKey(dictionary, locale, node[field], g(fc.integer, { min: 0, max: Object.keys(dictionary).length }));
    used.add(`${idOf(dictionary)}:${locale}`);
    sites.push({ rule: 'localization-equals-default', holder: dictionary, key: locale, what: `${field} localization ${locale} equal to the default` });
    return true;
  },

  'context-menu-description': (g, nodes, original, used, _env, sites) => {
    const candidates: (() => void)[] = [];
    for (const { node, role } of nodes) {
      const before = original.get(node) as Obj | undefined;
      if (role !== 'command' || !before || (before['type'] !== 2 && before['type'] !== 3)) continue;
      if (!('description' in before) && !('description' in node)) {
        candidates.push(() => {
          const text = g(fc.string, { minLength: 1, maxLength: 20 });
          insertKey(node, 'description', text === '' ? 'x' : text, g(fc.integer, { min: 0, max: Object.keys(node).length }));
          sites.push({ rule: 'context-menu-description', holder: node, key: 'description', what: 'a description on a context menu command' });
        });
      }
      const dictionary = node['description_localizations'];
      const dictionaryBefore = original.get(dictionary as object) as Obj | undefined;
      if (isObj(dictionary) && dictionaryBefore) {
        const locales = LOCALES.filter((l) => !(l in dictionaryBefore) && !(l in dictionary) && !used.has(`${idOf(dictionary)}:${l}`));
        if (locales.length > 0) {
          candidates.push(() => {
            const locale = pick(g, locales);
            insertKey(dictionary, locale, g(() => descriptionText), g(fc.integer, { min: 0, max: Object.keys(dictionary).length }));
            used.add(`${idOf(dictionary)}:${locale}`);
            sites.push({ rule: 'context-menu-description', holder: dictionary, key: locale, what: `a ${locale} description localization on a context menu command` });
          });
        }
      }
    }
    if (candidates.length === 0) return false;
    pick(g, candidates)();
    return true;
  },

  'default-member-permissions': (g, nodes, _original, used, _env, sites) => {
    const candidates = nodes.filter(({ node, role }) => {
      const value = node['default_member_permissions'];
      return role === 'command' && typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) && String(Number(value)) === value && !used.has(`${idOf(node)}:default_member_permissions`);
    });
    if (candidates.length === 0) return false;
    const { node } = pick(g, candidates);
    node['default_member_permissions'] = Number(node['default_member_permissions']);
    used.add(`${idOf(node)}:default_member_permissions`);
    sites.push({ rule: 'default-member-permissions', holder: node, key: 'default_member_permissions', what: `default_member_permissions ${String(node['default_member_permissions'])} as a number` });
    return true;
  },

  'duplicate-array-value': (g, nodes, _original, _used, _env, sites) => {
    const candidates: unknown[][] = [];
    for (const { node, role } of nodes) {
      if (role !== 'command') continue;
      for (const field of ['contexts', 'integration_types']) {
        const list = node[field];
        if (Array.isArray(list) && list.some((v) => typeof v === 'number')) candidates.push(list);
      }
    }
    if (candidates.length === 0) return false;
    const list = pick(g, candidates);
    const numbers = list.map((v, i) => [v, i] as const).filter(([v]) => typeof v === 'number');
    const [value, from] = pick(g, numbers);
    const at = g(fc.integer, { min: from + 1, max: list.length });
    list.splice(at, 0, value);
    // Places after the insertion in this array move by one.
    for (const site of sites) if (site.holder === list && typeof site.key === 'number' && site.key >= at) site.key++;
    sites.push({ rule: 'duplicate-array-value', holder: list, key: at, what: `${String(value)} repeated at ${at}` });
    return true;
  },
};

const ids = new WeakMap<object, number>();
let nextId = 0;
function idOf(object: object): number {
  let id = ids.get(object);
  if (id === undefined) ids.set(object, (id = nextId++));
  return id;
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
        if (INJECT[next](g, nodesOf(broken), original, used, env, sites)) break;
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
