// Mutation operators: each takes a valid body (from the generators) and breaks exactly one rule
// of severity error, at a known path. Property 2 maps every error rule of the catalog to one of
// these; the fix property can reuse them to make bodies with fixable problems.
//
// An operator sometimes needs what its base lacks (an options array with room, a choice): it
// first adds a valid part (the body stays valid), then breaks it. When even that is impossible
// the case is marked `skip` and the property discards it (fc.pre).
import fc from 'fast-check';
import { commandBudget, LOCALES, type LintOptions, type Path } from '../../packages/core/src/index.js';
import {
  BUDGET,
  chatInputCommand,
  contextMenuCommand,
  entryPointCommand,
  fullBudgetCommand,
  MAX_SAFE,
  NUMBER_BOUND,
} from './commands.js';
import { envArb, lintOptionsOf, type GenEnv } from './env.js';
import { guildId as guildIdArb, MAX_SNOWFLAKE, permissionsCase } from './permissions.js';
import { commandSet, type SetLimits } from './sets.js';
import { ANY_UPPERCASE, codePointCount, EMOJI, NAME_SCRIPTS, REJECTED_NAME_CHARS, SPEC_NAME_REGEX, textFrom, UPPERCASE_LETTERS, WHITESPACE } from './text.js';
import {
  allChoices,
  allOptions,
  appendOption,
  basicOptionPlaces,
  clone,
  freshName,
  isBasic,
  isObj,
  namedNodes,
  optionArrays,
  type MutablePath,
  type Obj,
} from './tree.js';

export interface Expected {
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

type G = fc.GeneratorValue;
const index = (g: G, length: number): number => g(fc.integer, { min: 0, max: length - 1 });
const pick = <T>(g: G, list: readonly T[]): T => list[index(g, list.length)]!;
const chance = (g: G): boolean => g(fc.boolean);

const SKIP: MutationCase = { bodies: [], options: {}, expected: [], what: 'skipped', skip: true };

interface Outcome {
  readonly path: MutablePath;
  readonly what: string;
  /** Lint options beyond the env's (application settings, scope). */
  readonly options?: LintOptions;
  /** More paths the rule reports (a rule that reports every copy). */
  readonly alsoAt?: readonly MutablePath[];
}

/** A case from a base body and a mutation of it; a mutated body past the budget is skipped. */
function onBody(
  envs: fc.Arbitrary<GenEnv>,
  base: (env: GenEnv) => fc.Arbitrary<Obj>,
  mutate: (body: Obj, g: G, env: GenEnv) => Outcome | undefined,
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

const globalEnv = envArb.map((env): GenEnv => ({ ...env, scope: 'global' }));
const chat = (env: GenEnv): fc.Arbitrary<Obj> => chatInputCommand(env);
const nested = (env: GenEnv): fc.Arbitrary<Obj> => fc.oneof(chatInputCommand(env, { shape: 'subcommands' }), chatInputCommand(env, { shape: 'groups' }));
const menu = (env: GenEnv): fc.Arbitrary<Obj> => contextMenuCommand(env);
const anyType = (env: GenEnv): fc.Arbitrary<Obj> =>
  env.scope === 'global' ? fc.oneof(chatInputCommand(env), contextMenuCommand(env), entryPointCommand(env)) : fc.oneof(chatInputCommand(env), contextMenuCommand(env));

// ---------------------------------------------------------------------------------------------
// Parts added when the base lacks them (all valid)

/** Appends a valid optional basic option (from `make`, given a fresh name) where there is room; returns its path. */
function addBasic(body: Obj, g: G, make: (name: string) => Obj): MutablePath | undefined {
  const places = basicOptionPlaces(body);
  if (places.length === 0) return undefined;
  const place = pick(g, places);
  const array: unknown[] = Array.isArray(place.owner['options']) ? (place.owner['options'] as unknown[]) : [];
  return appendOption(place.owner, place.path, { ...make(freshName(array)) });
}

const SIMPLE: Readonly<Record<number, (name: string) => Obj>> = {
  3: (name) => ({ type: 3, name, description: 'Text' }),
  4: (name) => ({ type: 4, name, description: 'Count' }),
  5: (name) => ({ type: 5, name, description: 'Flag' }),
  7: (name) => ({ type: 7, name, description: 'Where' }),
  10: (name) => ({ type: 10, name, description: 'Amount' }),
  11: (name) => ({ type: 11, name, description: 'File' }),
};

/** An existing option of one of `types` (when `accept` agrees), or a fresh simple one. */
function optionOf(body: Obj, g: G, types: readonly number[], accept: (option: Obj) => boolean = () => true): { option: Obj; path: MutablePath } | undefined {
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

function getPath(root: unknown, path: MutablePath): unknown {
  let current: unknown = root;
  for (const key of path) current = (current as Record<string | number, unknown>)[key];
  return current;
}

const validChoiceValue = (type: number, i: number): string | number => (type === 3 ? `v${i}` : type === 4 ? i : i + 0.5);

/** An option that may hold choices (3, 4, 10, autocomplete not true), with at least one choice. */
function choiceOption(body: Obj, g: G): { option: Obj; path: MutablePath } | undefined {
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
function variants(nodes: readonly { node: Obj; path: MutablePath }[], field: 'name' | 'description'): Variant[] {
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
const chatInputNamed = (body: Obj): { node: Obj; path: MutablePath }[] => namedNodes(body);

const LOCALE_OF = (g: G): string => pick(g, LOCALES);

/** Sets a localization (creating the dictionary); returns its path. */
function setLocalization(node: Obj, nodePath: MutablePath, field: 'name' | 'description', locale: string, value: unknown): MutablePath {
  const key = `${field}_localizations`;
  if (!isObj(node[key])) node[key] = {};
  (node[key] as Obj)[locale] = value;
  return [...nodePath, key, locale];
}

const nameText = (g: G, length: number): string => g(textFrom, pick(g, Object.values(NAME_SCRIPTS)), length, length);

// ---------------------------------------------------------------------------------------------
// The operators, by rule id

const BAD_LOCALES: readonly string[] = ['pt_BR', 'en', 'EN-us', 'xx', 'zh', 'es-MX', 'fr-FR', '', ' fr', 'jp', 'nb', 'English'];
const INVALID_NAME_CHARS: readonly string[] = [' ', '!', '.', '$', '/', '\u0301', '\u200d', '😀', '\u3000', '*', '\u0964', '\ud800'];
/** Rejected characters without a lowercase form (Ⓐ is rejected and also uppercase: two rules). */
const REJECTED_LOWER: readonly string[] = REJECTED_NAME_CHARS.filter((c) => c.toLowerCase() === c);

/** The fields an option type may carry (api-facts §4), restated. */
const ALLOWED_ON: Readonly<Record<string, readonly number[]>> = {
  required: [3, 4, 5, 6, 7, 8, 9, 10, 11],
  choices: [3, 4, 10],
  autocomplete: [3, 4, 10],
  options: [1, 2],
  channel_types: [7],
  min_value: [4, 10],
  max_value: [4, 10],
  min_length: [3],
  max_length: [3],
  file_types: [11],
};
/** A value of the right shape for each field, that no other rule objects to. */
const HARMLESS: Readonly<Record<string, unknown>> = {
  required: false,
  choices: [],
  autocomplete: false,
  options: [],
  channel_types: [0],
  min_value: 1,
  max_value: 1,
  min_length: 1,
  max_length: 1,
  file_types: ['image'],
};

const smallSet: SetLimits = { chatInput: 5, user: 3, message: 3, entryPoint: 1 };

export const MUTATIONS: Readonly<Record<string, MutationOperator>> = {
  'body-shape': {
    operator: 'replace the body by a non-object, or put a non-object item into a bulk array',
    arbitrary: envArb.chain((env) =>
      fc.tuple(commandSet(env, smallSet), fc.constantFrom<unknown>(null, 42, 'ping', [], true, [{ name: 'x' }], 1n), fc.nat(), fc.boolean()).map(([set, junk, at, whole]): MutationCase => {
        if (whole && !Array.isArray(junk)) return { bodies: [junk], options: lintOptionsOf(env), expected: [{ body: 0, path: [] }], what: `body replaced by ${typeof junk === "bigint" ? `${junk}n` : JSON.stringify(junk)}` };
        const items: unknown[] = [...set];
        const position = at % (items.length + 1);
        items.splice(position, 0, junk);
        return { bodies: [items], options: lintOptionsOf(env), expected: [{ body: 0, path: [position] }], what: `item ${position} of the bulk array is ${typeof junk === "bigint" ? `${junk}n` : JSON.stringify(junk)}` };
      }),
    ),
  },

  'required-field': {
    operator: 'delete a required field: command name or description, option type/name/description, choice name/value, permission entry field',
    arbitrary: fc.oneof(
      onBody(envArb, anyType, (body, g) => {
        const sites: MutablePath[] = [['name']];
        const isChatInput = body['type'] === undefined || body['type'] === 1;
        if (isChatInput) {
          sites.push(['description']);
          for (const ref of allOptions(body)) for (const field of ['type', 'name', 'description']) sites.push([...ref.path, field]);
          for (const ref of allChoices(body)) for (const field of ['name', 'value']) sites.push([...ref.path, field]);
        }
        const path = pick(g, sites);
        delete (getPath(body, path.slice(0, -1)) as Obj)[path[path.length - 1] as string];
        return { path, what: `deleted ${JSON.stringify(path)}` };
      }),
      fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
        const body = clone(c.body);
        const entries = body['permissions'] as Obj[];
        const options: LintOptions = c.guildId === undefined ? {} : { guildId: c.guildId };
        if (entries.length === 0 || chance(g)) {
          return { bodies: [{}], options: { ...options, kind: 'permissions' }, expected: [{ body: 0, path: ['permissions'] }], what: 'permissions body without "permissions"' };
        }
        const i = index(g, entries.length);
        const field = pick(g, ['id', 'type', 'permission']);
        delete entries[i]![field];
        return { bodies: [body], options, expected: [{ body: 0, path: ['permissions', i, field] }], what: `deleted permissions[${i}].${field}` };
      }),
    ),
  },

  'field-type': {
    operator: 'give a field a value of the wrong JSON type (nsfw "yes", required "yes", a localization 5, a choice name 42, permission "true")',
    arbitrary: fc.oneof(
      onBody(envArb, chat, (body, g) => {
        const choice = g(fc.integer, { min: 0, max: 4 });
        if (choice === 1) {
          const optional = allOptions(body).filter((r) => isBasic(r.option) && r.option['required'] !== true);
          if (optional.length > 0) {
            const ref = pick(g, optional);
            ref.option['required'] = 'yes';
            return { path: [...ref.path, 'required'], what: 'required "yes"' };
          }
        } else if (choice === 2) {
          const nodes = namedNodes(body);
          const { node, path } = pick(g, nodes);
          const field = pick(g, ['name', 'description'] as const);
          return { path: setLocalization(node, path, field, LOCALE_OF(g), 5), what: `a ${field} localization 5` };
        } else if (choice === 3) {
          const choices = allChoices(body);
          if (choices.length > 0) {
            const ref = pick(g, choices);
            ref.choice['name'] = 42;
            return { path: [...ref.path, 'name'], what: 'choice name 42' };
          }
        } else if (choice === 4) {
          const { node, path } = pick(g, namedNodes(body));
          node['name_localizations'] = [];
          return { path: [...path, 'name_localizations'], what: 'name_localizations []' };
        }
        body['nsfw'] = 'yes';
        return { path: ['nsfw'], what: 'nsfw "yes"' };
      }),
      fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
        const body = clone(c.body);
        const entries = body['permissions'] as Obj[];
        if (entries.length === 0) entries.push({ id: '1234567890123456', type: 2, permission: true });
        const i = index(g, entries.length);
        entries[i]!['permission'] = 'true';
        return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: ['permissions', i, 'permission'] }], what: 'permission "true"' };
      }),
    ),
  },

  'number-as-string': {
    operator: 'write a number as a string: an option or command type, an INTEGER choice value or bound, a permission type',
    arbitrary: fc.oneof(
      onBody(envArb, chat, (body, g) => {
        const choice = g(fc.integer, { min: 0, max: 3 });
        if (choice === 1) {
          const refs = allChoices(body).filter((r) => r.option['type'] === 4);
          if (refs.length > 0) {
            const ref = pick(g, refs);
            ref.choice['value'] = String(ref.choice['value']);
            return { path: [...ref.path, 'value'], what: 'INTEGER choice value as a string' };
          }
        } else if (choice === 2) {
          const target = optionOf(body, g, [4]);
          if (target) {
            const field = pick(g, ['min_value', 'max_value']);
            const other = target.option[field === 'min_value' ? 'max_value' : 'min_value'] as number | undefined;
            target.option[field] = String(other ?? 7);
            return { path: [...target.path, field], what: `${field} as a string` };
          }
        } else if (choice === 3) {
          body['type'] = pick(g, ['1', 'CHAT_INPUT']);
          return { path: ['type'], what: `type ${JSON.stringify(body['type'])}` };
        }
        const refs = allOptions(body);
        if (refs.length === 0) return undefined;
        const ref = pick(g, refs);
        ref.option['type'] = String(ref.option['type']);
        return { path: [...ref.path, 'type'], what: 'option type as a string' };
      }),
      fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
        const body = clone(c.body);
        const entries = body['permissions'] as Obj[];
        if (entries.length === 0) return SKIP;
        const i = index(g, entries.length);
        entries[i]!['type'] = String(entries[i]!['type']);
        return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: ['permissions', i, 'type'] }], what: 'permission type as a string' };
      }),
    ),
  },

  'enum-value': {
    operator: 'put an integer outside its enum: contexts 3, a channel type 6, an option type 12, handler 3, permission type 4',
    arbitrary: fc.oneof(
      onBody(envArb, chat, (body, g) => {
        const choice = g(fc.integer, { min: 0, max: 2 });
        if (choice === 1) {
          const target = optionOf(body, g, [7]);
          if (target) {
            const types = Array.isArray(target.option['channel_types']) ? (target.option['channel_types'] as number[]) : (target.option['channel_types'] = []);
            types.push(pick(g, [6, 7, 9, 17, -1, 255]));
            return { path: [...target.path, 'channel_types', types.length - 1], what: 'unknown channel type' };
          }
        } else if (choice === 2) {
          const refs = allOptions(body).filter((r) => isBasic(r.option));
          if (refs.length > 0) {
            const ref = pick(g, refs);
            ref.option['type'] = pick(g, [0, 12, 13, 99]);
            return { path: [...ref.path, 'type'], what: `option type ${String(ref.option['type'])}` };
          }
        }
        const contexts = Array.isArray(body['contexts']) ? (body['contexts'] as number[]) : (body['contexts'] = []);
        contexts.splice(index(g, contexts.length + 1), 0, pick(g, [3, 4, -1, 10]));
        return { path: ['contexts', contexts.findIndex((c) => c < 0 || c > 2)], what: 'contexts holds an unknown value' };
      }),
      onBody(
        globalEnv.map((env) => ({ ...env, application: { ...env.application, embedded: true } })),
        entryPointCommand,
        (body, g) => {
          body['handler'] = pick(g, [0, 3, 4]);
          return { path: ['handler'], what: `handler ${String(body['handler'])}` };
        },
      ),
      fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
        const body = clone(c.body);
        const entries = (body['permissions'] as Obj[]).filter((e) => c.guildId === undefined || (e['id'] !== c.guildId && e['id'] !== String(BigInt(c.guildId) - 1n)));
        if (entries.length === 0) return SKIP;
        const entry = pick(g, entries);
        entry['type'] = pick(g, [0, 4, 5]);
        const i = (body['permissions'] as Obj[]).indexOf(entry);
        return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: ['permissions', i, 'type'] }], what: 'permission type outside 1-3' };
      }),
    ),
  },

  'name-length': {
    operator: 'make a name (default or localized, command or option) 33 code points long, or empty',
    arbitrary: onBody(envArb, anyType, (body, g) => {
      const chatInput = body['type'] === undefined || body['type'] === 1;
      const all = variants(chatInput ? chatInputNamed(body) : [{ node: body, path: [] }], 'name');
      const variant = pick(g, all);
      const empty = g(fc.integer, { min: 0, max: 4 }) === 0;
      const text = empty ? '' : chatInput ? nameText(g, 33) : g(textFrom, ['a', 'B', ' ', '😀', 'ж'], 33, 33);
      variant.holder[variant.key] = text;
      return { path: variant.path, what: empty ? 'empty name' : 'name of 33 code points' };
    }),
  },

  'name-format': {
    operator: 'replace one character of a CHAT_INPUT name (default or localized) by one the pattern rejects (space, "!", a non-Deva/Thai mark, emoji, ...)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const variant = pick(g, variants(chatInputNamed(body), 'name'));
      const characters = [...(variant.holder[variant.key] as string)];
      characters[index(g, characters.length)] = chance(g) ? pick(g, INVALID_NAME_CHARS) : pick(g, REJECTED_LOWER);
      variant.holder[variant.key] = characters.join('');
      return { path: variant.path, what: `name ${JSON.stringify(variant.holder[variant.key])}` };
    }),
  },

  'name-lowercase': {
    operator: 'uppercase one letter of a CHAT_INPUT name that has a lowercase form (or put such a capital in place of one character)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const variant = pick(g, variants(chatInputNamed(body), 'name'));
      const characters = [...(variant.holder[variant.key] as string)];
      const at = index(g, characters.length);
      const upper = characters[at]!.toUpperCase();
      const usable = [...upper].length === 1 && upper.toLowerCase() !== upper && SPEC_NAME_REGEX.test(upper);
      characters[at] = usable && chance(g) ? upper : pick(g, chance(g) ? UPPERCASE_LETTERS : ANY_UPPERCASE);
      variant.holder[variant.key] = characters.join('');
      return { path: variant.path, what: `name ${JSON.stringify(variant.holder[variant.key])}` };
    }),
  },

  'context-menu-name': {
    operator: 'make a USER, MESSAGE or PRIMARY_ENTRY_POINT name (or a localization of it) only whitespace',
    arbitrary: onBody(globalEnv, (env) => fc.oneof(menu(env), entryPointCommand(env)), (body, g) => {
      const variant = pick(g, variants([{ node: body, path: [] }], 'name'));
      variant.holder[variant.key] = g(textFrom, WHITESPACE, 1, 32);
      return { path: variant.path, what: 'whitespace-only name' };
    }),
  },

  'description-length': {
    operator: 'make a CHAT_INPUT or entry point description (default or localized) empty or 101 code points',
    arbitrary: onBody(globalEnv, (env) => fc.oneof(chat(env), chat(env), entryPointCommand(env)), (body, g) => {
      const nodes = body['type'] === 4 ? [{ node: body, path: [] as MutablePath }] : namedNodes(body);
      const { node, path } = pick(g, nodes);
      const text = chance(g) ? '' : g(textFrom, EMOJI, 101, 101);
      if (chance(g)) {
        node['description'] = text;
        return { path: [...path, 'description'], what: `description of ${codePointCount(text)}` };
      }
      return { path: setLocalization(node, path, 'description', LOCALE_OF(g), text), what: `localized description of ${codePointCount(text)}` };
    }),
  },

  'context-menu-description': {
    operator: 'give a USER or MESSAGE command a non-empty description or description localization',
    arbitrary: onBody(envArb, menu, (body, g) => {
      if (chance(g)) {
        body['description'] = pick(g, ['Reports a user', 'x', '😀']);
        return { path: ['description'], what: 'description on a context menu command' };
      }
      return { path: setLocalization(body, [], 'description', LOCALE_OF(g), 'Beschreibung'), what: 'description localization on a context menu command' };
    }),
  },

  'command-field-by-type': {
    operator: 'put "options" on a USER/MESSAGE/entry point command, or "handler" on a CHAT_INPUT/USER/MESSAGE command',
    arbitrary: onBody(envArb, anyType, (body, g) => {
      const type = (body['type'] as number | undefined) ?? 1;
      if (type !== 1 && (type === 4 || chance(g))) {
        body['options'] = pick(g, [[], [{ type: 3, name: 'x', description: 'y' }]]);
        return { path: ['options'], what: '"options" on a non-CHAT_INPUT command' };
      }
      body['handler'] = pick(g, [1, 2]);
      return { path: ['handler'], what: '"handler" on a non-entry-point command' };
    }),
  },

  'option-field-by-type': {
    operator: 'add a field its option type does not allow (required: false on a subcommand, choices on a BOOLEAN, min_length on an INTEGER, ...)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const refs = allOptions(body);
      if (refs.length === 0) {
        const path = addBasic(body, g, SIMPLE[pick(g, [3, 4, 5, 7, 10, 11])]!);
        if (!path) return undefined;
        refs.push(...allOptions(body).filter((r) => JSON.stringify(r.path) === JSON.stringify(path)));
      }
      const ref = pick(g, refs);
      const type = ref.option['type'] as number;
      const fields = Object.keys(ALLOWED_ON).filter((field) => !ALLOWED_ON[field]!.includes(type));
      const field = pick(g, fields);
      ref.option[field] = structuredClone(HARMLESS[field]);
      return { path: [...ref.path, field], what: `${field} on an option of type ${type}` };
    }),
  },

  'required-before-optional': {
    operator: 'move a required option after an optional one (or append a required option after optional ones)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const arrays = optionArrays(body).filter((ref) => ref.array.length > 0 && ref.array.every(isBasic) && ref.array.some((o) => o['required'] !== true));
      if (arrays.length > 0 && chance(g)) {
        const ref = pick(g, arrays);
        const required = ref.array.filter((o) => o['required'] === true);
        if (required.length > 0) {
          const moved = pick(g, required);
          ref.array.splice(ref.array.indexOf(moved), 1);
          ref.array.push(moved);
        } else {
          if (ref.array.length >= 25) return undefined;
          ref.array.push({ type: 5, name: freshName(ref.array), description: 'Must', required: true });
        }
        return { path: [...ref.path, ref.array.length - 1], what: 'a required option last, after an optional one' };
      }
      const first = addBasic(body, g, (name) => ({ type: 6, name, description: 'Optional' }));
      if (!first) return undefined;
      const arrayPath = first.slice(0, -1);
      const array = getPath(body, arrayPath) as Obj[];
      if (array.length >= 25) return undefined;
      array.push({ type: 5, name: freshName(array), description: 'Must', required: true });
      return { path: [...arrayPath, array.length - 1], what: 'optional then required appended' };
    }),
  },

  'unique-option-name': {
    operator: 'give an option the name of an earlier option in the same array',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const arrays = optionArrays(body).filter((ref) => ref.array.length >= 2);
      if (arrays.length === 0) {
        const path = addBasic(body, g, SIMPLE[3]!);
        if (!path) return undefined;
        const arrayPath = path.slice(0, -1);
        const array = getPath(body, arrayPath) as Obj[];
        if (array.length < 2) {
          if (array.length >= 25) return undefined;
          array.push({ type: 5, name: freshName(array), description: 'Second' });
        }
        arrays.push({ array, path: arrayPath, owner: body, ownerKind: 'command' });
      }
      const ref = pick(g, arrays);
      const j = g(fc.integer, { min: 1, max: ref.array.length - 1 });
      const i = g(fc.integer, { min: 0, max: j - 1 });
      ref.array[j]!['name'] = ref.array[i]!['name'];
      return { path: [...ref.path, j, 'name'], what: `option ${j} named like option ${i}` };
    }),
  },

  'option-nesting': {
    operator: 'put a basic option inside a subcommand group, or a subcommand or group inside a subcommand',
    arbitrary: onBody(envArb, nested, (body, g) => {
      const holders = allOptions(body).filter((r) => r.option['type'] === 1 || r.option['type'] === 2);
      const ref = pick(g, holders);
      const array: Obj[] = Array.isArray(ref.option['options']) ? (ref.option['options'] as Obj[]) : (ref.option['options'] = []);
      if (array.length >= 25) return undefined;
      const name = freshName(array);
      const inner: Obj =
        ref.option['type'] === 2
          ? { type: pick(g, [3, 4, 5, 6]), name, description: 'Misplaced' }
          : chance(g)
            ? { type: 1, name, description: 'Misplaced' }
            : { type: 2, name, description: 'Misplaced', options: [{ type: 1, name: 'inner', description: 'Inner' }] };
      array.push(inner);
      return { path: [...ref.path, 'options', array.length - 1], what: `type ${String(inner['type'])} inside type ${String(ref.option['type'])}` };
    }),
  },

  'subcommand-mix': {
    operator: 'add a subcommand beside the basic options of a command, or a basic option beside its subcommands',
    arbitrary: onBody(envArb, chat, (body) => {
      const options: Obj[] = Array.isArray(body['options']) ? (body['options'] as Obj[]) : (body['options'] = []);
      if (options.length >= 24) return undefined;
      const hasNested = options.some((o) => o['type'] === 1 || o['type'] === 2);
      const hasBasic = options.some(isBasic);
      if (!hasBasic) options.push({ type: 3, name: freshName(options), description: 'Basic' });
      if (!hasNested) options.push({ type: 1, name: freshName(options), description: 'Sub' });
      return { path: ['options'], what: 'subcommands and basic options side by side' };
    }),
  },

  'max-options': {
    operator: 'fill an options array to exactly 25 (valid), then push a 26th',
    arbitrary: onBody(envArb, (env) => chatInputCommand(env, { small: true }), (body, g) => {
      const arrays: { owner: Obj; path: MutablePath; make: (name: string) => Obj }[] = basicOptionPlaces(body).map((p) => ({ ...p, make: SIMPLE[5]! }));
      const top = body['options'];
      if (Array.isArray(top) && top.some((o: Obj) => o['type'] === 1 || o['type'] === 2)) arrays.push({ owner: body, path: ['options'], make: (name) => ({ type: 1, name, description: 'Sub' }) });
      for (const ref of allOptions(body)) if (ref.option['type'] === 2) arrays.push({ owner: ref.option, path: [...ref.path, 'options'], make: (name) => ({ type: 1, name, description: 'Sub' }) });
      if (arrays.length === 0) return undefined;
      const place = pick(g, arrays);
      const array: Obj[] = Array.isArray(place.owner['options']) ? (place.owner['options'] as Obj[]) : (place.owner['options'] = []);
      while (array.length < 26) array.push(place.make(freshName(array)));
      return { path: place.path, what: `26 options at ${JSON.stringify(place.path)}` };
    }),
  },

  'max-choices': {
    operator: 'fill the choices of a STRING/INTEGER/NUMBER option to 25 (valid), then push a 26th',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const target = choiceOption(body, g);
      if (!target) return undefined;
      const choices = target.option['choices'] as Obj[];
      const type = target.option['type'] as number;
      while (choices.length < 26) choices.push({ name: `c${choices.length}`, value: validChoiceValue(type, choices.length) });
      return { path: [...target.path, 'choices'], what: '26 choices' };
    }),
  },

  'choice-name': {
    operator: 'make a choice name (default or localized) empty or 101 code points',
    arbitrary: onBody(envArb, chat, (body, g) => {
      if (!choiceOption(body, g)) return undefined;
      const ref = pick(g, allChoices(body));
      const text = chance(g) ? '' : g(textFrom, EMOJI, 101, 101);
      if (chance(g)) {
        ref.choice['name'] = text;
        return { path: [...ref.path, 'name'], what: `choice name of ${codePointCount(text)}` };
      }
      return { path: setLocalization(ref.choice, ref.path, 'name', LOCALE_OF(g), text), what: `localized choice name of ${codePointCount(text)}` };
    }),
  },

  'choice-value': {
    operator: 'give a choice a value its option type rejects (empty or 101-long string, a number on STRING, 1.5 or 2^53 on INTEGER, 2^54 on NUMBER, true)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      if (!choiceOption(body, g)) return undefined;
      const ref = pick(g, allChoices(body));
      const type = ref.option['type'] as number;
      const bad: unknown[] =
        type === 3
          ? ['', g(textFrom, EMOJI, 101, 101), 42, true, null]
          : type === 4
            ? [1.5, 2 ** 53, -(2 ** 53), true, 'abc', null, { n: 1 }]
            : [2 ** 54, -(2 ** 54), true, 'abc', null, [1]];
      ref.choice['value'] = pick(g, bad);
      return { path: [...ref.path, 'value'], what: `choice value ${JSON.stringify(ref.choice['value'])} on type ${type}` };
    }),
  },

  'autocomplete-with-choices': {
    operator: 'set autocomplete: true on an option with choices, or add a choice to an autocomplete option (reported on the option)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const autocomplete = allOptions(body).filter((r) => r.option['autocomplete'] === true);
      if (autocomplete.length > 0 && chance(g)) {
        const ref = pick(g, autocomplete);
        ref.option['choices'] = [{ name: 'One', value: validChoiceValue(ref.option['type'] as number, 1) }];
        // The conflict is between two fields: the rule reports the option itself.
        return { path: ref.path, what: 'a choice added to an autocomplete option' };
      }
      const target = choiceOption(body, g);
      if (!target) return undefined;
      target.option['autocomplete'] = true;
      return { path: target.path, what: 'autocomplete: true beside choices' };
    }),
  },

  'numeric-bounds': {
    operator: 'set min_value/max_value of an INTEGER option to a fraction or past ±(2^53-1), of a NUMBER option past ±2^53 (order kept)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const target = optionOf(body, g, [4, 10]);
      if (!target) return undefined;
      const { option } = target;
      const low = Math.min((option['min_value'] as number | undefined) ?? 0, (option['max_value'] as number | undefined) ?? 0);
      const high = Math.max((option['min_value'] as number | undefined) ?? 0, (option['max_value'] as number | undefined) ?? 0);
      const field = pick(g, ['min_value', 'max_value']);
      const integer = option['type'] === 4;
      const candidates =
        field === 'min_value'
          ? integer
            ? [-(MAX_SAFE + 3), Math.abs(low) < 2 ** 50 ? Math.floor(low) - 0.5 : -(MAX_SAFE + 3), -(2 ** 60)]
            : [-(NUMBER_BOUND * 2), -1e300]
          : integer
            ? [MAX_SAFE + 3, Math.abs(high) < 2 ** 50 ? Math.ceil(high) + 0.5 : MAX_SAFE + 3, 2 ** 60]
            : [NUMBER_BOUND * 2, 1e300];
      option[field] = pick(g, candidates);
      return { path: [...target.path, field], what: `${field} ${String(option[field])} on type ${String(option['type'])}` };
    }),
  },

  'length-bounds': {
    operator: 'set min_length below 0 or max_length above 6000 on a STRING option (order kept)',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const target = optionOf(body, g, [3]);
      if (!target) return undefined;
      const field = pick(g, ['min_length', 'max_length']);
      target.option[field] = field === 'min_length' ? -g(fc.integer, { min: 1, max: 10_000 }) : g(fc.integer, { min: 6001, max: 100_000 });
      return { path: [...target.path, field], what: `${field} ${String(target.option[field])}` };
    }),
  },

  'bounds-order': {
    operator: 'set min_value above max_value (INTEGER, NUMBER) or min_length above max_length (STRING), each within range',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const target = optionOf(body, g, [3, 4, 10]);
      if (!target) return undefined;
      const type = target.option['type'] as number;
      if (type === 3) {
        const max = g(fc.integer, { min: 1, max: 5999 });
        target.option['max_length'] = max;
        target.option['min_length'] = g(fc.integer, { min: max + 1, max: 6000 });
        return { path: [...target.path, 'min_length'], what: 'min_length > max_length' };
      }
      const a = type === 4 ? g(fc.integer, { min: -1000, max: 999 }) : g(fc.double, { min: -1000, max: 999, noNaN: true });
      target.option['max_value'] = a;
      target.option['min_value'] = type === 4 ? a + g(fc.integer, { min: 1, max: 1000 }) : a + g(fc.double, { min: 0.001, max: 1000, noNaN: true });
      return { path: [...target.path, 'min_value'], what: 'min_value > max_value' };
    }),
  },

  'file-types': {
    operator: 'give an ATTACHMENT option 11 file types, or one that is neither image/video/audio nor ".ext"',
    arbitrary: onBody(envArb, chat, (body, g) => {
      const target = optionOf(body, g, [11]);
      if (!target) return undefined;
      if (chance(g)) {
        target.option['file_types'] = ['image', 'video', 'audio', '.a', '.b', '.c', '.d', '.e', '.f', '.g', '.h'].slice(0, 11);
        return { path: [...target.path, 'file_types'], what: '11 file types' };
      }
      const types: string[] = Array.isArray(target.option['file_types']) ? (target.option['file_types'] as string[]) : (target.option['file_types'] = []);
      const bad = pick(g, ['pdf', '', '.', 'images', 'image/png', '*.pdf', 'PDF']);
      const at = types.length < 10 && chance(g) ? types.length : index(g, Math.max(types.length, 1));
      types[at] = bad;
      return { path: [...target.path, 'file_types', at], what: `file type ${JSON.stringify(bad)}` };
    }),
  },

  'locale-key': {
    operator: 'add a key that is not one of the 32 locales (pt_BR, en, fr-FR, ...) to a localization dictionary',
    arbitrary: onBody(envArb, anyType, (body, g) => {
      const chatInput = body['type'] === undefined || body['type'] === 1;
      const nodes: { node: Obj; path: MutablePath }[] = chatInput ? namedNodes(body) : [{ node: body, path: [] }];
      if (chatInput) for (const ref of allChoices(body)) nodes.push({ node: ref.choice, path: ref.path });
      const { node, path } = pick(g, nodes);
      const field = 'value' in node && !('description' in node) ? 'name' : pick(g, ['name', 'description'] as const);
      return { path: setLocalization(node, path, field, pick(g, BAD_LOCALES), null), what: `bad locale key on ${field}` };
    }),
  },

  'localized-option-name-collision': {
    operator: "give an option a localized name equal to a sibling's default name, or to a sibling's name in the same locale",
    arbitrary: onBody(envArb, chat, (body, g) => {
      let arrays = optionArrays(body).filter((ref) => ref.array.length >= 2);
      if (arrays.length === 0) {
        const first = addBasic(body, g, SIMPLE[3]!);
        if (!first) return undefined;
        const array = getPath(body, first.slice(0, -1)) as Obj[];
        if (array.length < 2) array.push({ type: 5, name: freshName(array), description: 'Second' });
        arrays = optionArrays(body).filter((ref) => ref.array.length >= 2);
      }
      const ref = pick(g, arrays);
      const j = index(g, ref.array.length);
      let i = index(g, ref.array.length - 1);
      if (i >= j) i++;
      const locale = LOCALE_OF(g);
      if (chance(g)) {
        const path = setLocalization(ref.array[j]!, [...ref.path, j], 'name', locale, ref.array[i]!['name']);
        return { path, what: `option ${j} named in ${locale} like option ${i}` };
      }
      const shared = freshName(ref.array, 'zl');
      setLocalization(ref.array[i]!, [...ref.path, i], 'name', locale, shared);
      setLocalization(ref.array[j]!, [...ref.path, j], 'name', locale, shared);
      const later = Math.max(i, j);
      return { path: [...ref.path, later, 'name_localizations', locale], what: `options ${i} and ${j} share the ${locale} name` };
    }),
  },

  'command-budget': {
    operator: 'take a command at exactly 8000, lengthen (or add) one description or choice-name localization past the longest variant',
    arbitrary: onBody(
      envArb,
      (env) => fullBudgetCommand(env),
      (body, g) => {
        const grow: { node: Obj; path: MutablePath; field: 'name' | 'description'; longest: number }[] = [];
        const longest = (node: Obj, field: 'name' | 'description'): number => {
          let max = typeof node[field] === 'string' ? codePointCount(node[field] as string) : 0;
          const dictionary: unknown = node[`${field}_localizations`];
          if (isObj(dictionary)) for (const v of Object.values(dictionary)) if (typeof v === 'string') max = Math.max(max, codePointCount(v));
          return max;
        };
        for (const { node, path } of namedNodes(body)) grow.push({ node, path, field: 'description', longest: longest(node, 'description') });
        for (const ref of allChoices(body)) grow.push({ node: ref.choice, path: ref.path, field: 'name', longest: longest(ref.choice, 'name') });
        const room = grow.filter((x) => x.longest < 100);
        if (room.length === 0) return undefined;
        const target = pick(g, room);
        const by = g(fc.integer, { min: 1, max: 100 - target.longest });
        setLocalization(target.node, target.path, target.field, LOCALE_OF(g), g(textFrom, EMOJI, target.longest + by, target.longest + by));
        return { path: [], what: `a ${target.field} localization ${by} past the longest` };
      },
      false,
    ),
  },

  'duplicate-array-value': {
    operator: 'repeat a value in contexts or integration_types',
    arbitrary: onBody(envArb, anyType, (body, g, env) => {
      const field = pick(g, ['contexts', 'integration_types']);
      const supported = env.application.integrationTypes ?? [0, 1];
      const list: number[] = Array.isArray(body[field]) && (body[field] as number[]).length > 0 ? (body[field] as number[]) : (body[field] = [pick(g, field === 'contexts' ? [0, 1, 2] : supported)]);
      list.push(pick(g, list));
      return { path: [field, list.length - 1], what: `${field} ${JSON.stringify(list)}` };
    }),
  },

  'integration-types-subset': {
    operator: 'configure the application to support one installation context, and list the other in integration_types',
    arbitrary: onBody(envArb, anyType, (body, g) => {
      const supported = pick(g, [0, 1]);
      const other = 1 - supported;
      const list = chance(g) ? [other] : [supported, other];
      if (chance(g)) list.reverse();
      body['integration_types'] = list;
      return {
        path: ['integration_types', list.indexOf(other)],
        what: `integration_types ${JSON.stringify(list)} with the application supporting [${supported}]`,
        options: { application: { integrationTypes: [supported] } },
      };
    }),
  },

  'nsfw-discoverable': {
    operator: 'set nsfw: true with an application that has discovery enabled',
    arbitrary: onBody(envArb, anyType, (body) => {
      body['nsfw'] = true;
      return { path: ['nsfw'], what: 'nsfw with discovery', options: { application: { discoverable: true } } };
    }),
  },

  'handler-embedded': {
    operator: 'set handler on an entry point of an application without the EMBEDDED flag',
    arbitrary: onBody(globalEnv, entryPointCommand, (body, g) => {
      body['handler'] = pick(g, [1, 2]);
      return { path: ['handler'], what: 'handler without EMBEDDED', options: { application: { embedded: false } } };
    }),
  },

  'default-member-permissions': {
    operator: 'give default_member_permissions a value that is not a decimal string or null (8, -1, "abc", "0x10", true, 2^60)',
    arbitrary: onBody(envArb, anyType, (body, g) => {
      body['default_member_permissions'] = pick(g, [8, 0, -1, 'abc', '0x10', '-8', '', ' 8', true, 1.5, 2 ** 60, [], {}]);
      return { path: ['default_member_permissions'], what: `default_member_permissions ${JSON.stringify(body['default_member_permissions'])}` };
    }),
  },

  'entry-point-in-guild': {
    operator: 'lint a valid entry point command in the guild scope',
    arbitrary: onBody(globalEnv, entryPointCommand, () => ({ path: [], what: 'entry point in a guild', options: { scope: 'guild' } })),
  },

  'unique-command-name': {
    operator: 'add to a valid set a second command of the same type and name (as files of a set, or in one bulk array)',
    arbitrary: envArb.chain((env) =>
      fc.tuple(commandSet(env, smallSet), fc.gen()).map(([set, g]): MutationCase => {
        const candidates = set.filter((c) => c['type'] !== 4);
        if (candidates.length === 0) return SKIP;
        const original = pick(g, candidates);
        const copy = clone(original);
        if (chance(g)) {
          // Another body of the same type that only shares the name.
          delete copy['name_localizations'];
          delete copy['description_localizations'];
          delete copy['options'];
        }
        const items = [...set];
        items.splice(index(g, items.length + 1), 0, copy);
        const a = items.indexOf(original);
        const b = items.indexOf(copy);
        if (chance(g)) {
          return { bodies: items, options: lintOptionsOf(env), expected: [{ body: a, path: ['name'] }, { body: b, path: ['name'] }], what: 'duplicate name across files' };
        }
        return { bodies: [items], options: lintOptionsOf(env), expected: [{ body: 0, path: [a, 'name'] }, { body: 0, path: [b, 'name'] }], what: 'duplicate name in a bulk array' };
      }),
    ),
  },

  'command-type-limit': {
    operator: 'fill a set to the limit of one type (100 CHAT_INPUT, 15 USER, 15 MESSAGE, 1 entry point), then add one more of that type',
    arbitrary: envArb.chain((env) => {
      const types = env.scope === 'global' ? [1, 2, 3, 4] : [1, 2, 3];
      return fc.constantFrom(...types).chain((type) => {
        const limits: SetLimits = {
          chatInput: type === 1 ? 100 : 2,
          user: type === 2 ? 15 : 2,
          message: type === 3 ? 15 : 2,
          entryPoint: type === 4 ? 1 : 0,
        };
        const extra = type === 1 ? chatInputCommand(env, { small: true }) : type === 4 ? entryPointCommand(env) : contextMenuCommand(env, type as 2 | 3);
        return fc.tuple(commandSet(env, limits), extra, fc.gen()).map(([set, more, g]): MutationCase => {
          const ofType = (c: Obj): boolean => ((c['type'] as number | undefined) ?? 1) === type;
          const limit = type === 1 ? 100 : type === 4 ? 1 : 15;
          const items = [...set];
          // Fill to the limit (the set may hold fewer), with fresh names, then one more.
          const names = new Set(items.filter(ofType).map((c) => c['name'] as string));
          let k = 0;
          const named = (command: Obj): Obj => {
            let name: string;
            do name = type === 1 ? `zz${k++}` : `Extra ${k++}`;
            while (names.has(name));
            names.add(name);
            const out = clone(command);
            out['name'] = name;
            delete out['name_localizations'];
            return out;
          };
          while (items.filter(ofType).length <= limit) items.splice(index(g, items.length + 1), 0, named(more));
          const last = items.map(ofType).lastIndexOf(true);
          if (chance(g)) return { bodies: items, options: lintOptionsOf(env), expected: [{ body: last, path: [] }], what: `${limit + 1} commands of type ${type} as files` };
          return { bodies: [items], options: lintOptionsOf(env), expected: [{ body: 0, path: [last] }], what: `${limit + 1} commands of type ${type} in a bulk array` };
        });
      });
    }),
  },

  'permissions-count': {
    operator: 'fill a permissions body to 100 entries with fresh ids (valid), then push a 101st',
    arbitrary: fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
      const body = clone(c.body);
      const entries = body['permissions'] as Obj[];
      const used = new Set(entries.map((e) => e['id'] as string));
      if (c.guildId !== undefined) {
        used.add(c.guildId);
        used.add(String(BigInt(c.guildId) - 1n));
      }
      let next = 10n ** 17n;
      while (entries.length < 101) {
        while (used.has(String(next))) next++;
        used.add(String(next));
        entries.splice(index(g, entries.length + 1), 0, { id: String(next), type: pick(g, [1, 2, 3]), permission: chance(g) });
      }
      return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: ['permissions'] }], what: '101 entries' };
    }),
  },

  snowflake: {
    operator: 'make a permission id not a snowflake (leading zero, not digits, past 2^64-1)',
    arbitrary: fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
      const body = clone(c.body);
      const entries = body['permissions'] as Obj[];
      if (entries.length === 0) entries.push({ id: '81384788765712384', type: 2, permission: true });
      const i = index(g, entries.length);
      const id = entries[i]!['id'] as string;
      entries[i]!['id'] = pick(g, [`0${id}`, 'abc', '', '-5', String(MAX_SNOWFLAKE + 1n), '1.5', ` ${id}`, `${id}n`, '9'.repeat(25)]);
      return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: ['permissions', i, 'id'] }], what: `id ${JSON.stringify(entries[i]!['id'])}` };
    }),
  },

  'duplicate-permission-id': {
    operator: 'give a permission entry the id (and type) of an earlier entry',
    arbitrary: fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
      const body = clone(c.body);
      const entries = body['permissions'] as Obj[];
      while (entries.length < 2) entries.push({ id: String(10n ** 17n + BigInt(entries.length)), type: 2, permission: true });
      if (new Set(entries.map((e) => e['id'])).size !== entries.length) return SKIP;
      const j = g(fc.integer, { min: 1, max: entries.length - 1 });
      const i = g(fc.integer, { min: 0, max: j - 1 });
      entries[j]!['id'] = entries[i]!['id'];
      entries[j]!['type'] = entries[i]!['type'];
      return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: ['permissions', j, 'id'] }], what: `entry ${j} repeats the id of entry ${i}` };
    }),
  },

  'permission-constant': {
    operator: 'with the guild id known, give the @everyone id a type other than ROLE, or the all-channels id a type other than CHANNEL',
    arbitrary: fc.tuple(permissionsCase, guildIdArb, fc.gen()).map(([c, fallbackGuild, g]): MutationCase => {
      const body = clone(c.body);
      const entries = body['permissions'] as Obj[];
      const guild = c.guildId ?? fallbackGuild;
      const everyone = guild;
      const channels = String(BigInt(guild) - 1n);
      // Valid for this guild first.
      for (const entry of entries) {
        if (entry['id'] === everyone) entry['type'] = 1;
        if (entry['id'] === channels) entry['type'] = 3;
      }
      const which = chance(g) ? 'everyone' : 'channels';
      const id = which === 'everyone' ? everyone : channels;
      const wrong = which === 'everyone' ? pick(g, [2, 3]) : pick(g, [1, 2]);
      let i = entries.findIndex((e) => e['id'] === id);
      if (i === -1) {
        if (entries.length < 100 && (entries.length === 0 || chance(g))) {
          i = index(g, entries.length + 1);
          entries.splice(i, 0, { id, type: wrong, permission: chance(g) });
        } else {
          const others = entries.map((e, k) => [e, k] as const).filter(([e]) => e['id'] !== everyone && e['id'] !== channels);
          if (others.length === 0) return SKIP;
          i = pick(g, others)[1];
          entries[i]!['id'] = id;
        }
      }
      entries[i]!['type'] = wrong;
      return { bodies: [body], options: { guildId: guild }, expected: [{ body: 0, path: ['permissions', i, 'type'] }], what: `${which} constant with type ${wrong}` };
    }),
  },
};
