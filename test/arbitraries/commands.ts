// Valid command bodies of every type (spec §1-§2, api-facts §3-§6). A generated body must get no
// error from the linter, and the generators aim at no warning either: they repair what random
// choices break (localized-name collisions, values equal to the default, the fallback surprise,
// the 8000 budget) instead of filtering, so shrinking keeps working.
import fc from 'fast-check';
import { commandBudget, LOCALES } from '../../packages/core/src/index.js';
import type { GenEnv } from './env.js';
import {
  chatInputName,
  choiceNameText,
  codePointCount,
  descriptionText,
  localizationsOf,
  menuName,
  NAME_SCRIPTS,
  stringChoiceValue,
  TEXT_CHARS,
  textFrom,
  type Localizations,
} from './text.js';
import { allChoices, allOptions, clone, freshSingleName as freshSingle, getAt, isObj, namedNodes, namesUsed, optionArrays, type Obj } from './tree.js';

// ---------------------------------------------------------------------------------------------
// Facts restated from api-facts.md (not imported from the library: the generators are the oracle)

export const MAX_SAFE = Number.MAX_SAFE_INTEGER; // 2^53 - 1, the INTEGER range
export const NUMBER_BOUND = 2 ** 53; // the NUMBER range
/** Permission bits 0-46 and 48-52 (api-facts §3). */
const KNOWN_BITS = ((1n << 47n) - 1n) | (((1n << 53n) - 1n) ^ ((1n << 48n) - 1n));
/** Channel types a user can pick (all but DM 1, GROUP_DM 3, GUILD_DIRECTORY 14, which warn). */
const PICKABLE_CHANNEL_TYPES: readonly number[] = [0, 2, 4, 5, 10, 11, 12, 13, 15, 16];
/** Built-in fallbacks (api-facts §5): a user of the key's locale sees these when theirs is missing. */
const FALLBACKS: Readonly<Record<string, readonly string[]>> = { 'en-US': ['en-GB'], 'en-GB': ['en-US'], 'es-419': ['es-ES'] };
export const BUDGET = 8000;

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Assigns only the defined values, in order: absent fields stay absent (not `undefined`). */
function assemble(...parts: Record<string, unknown>[]): Obj {
  const out: Obj = {};
  for (const part of parts) for (const [key, value] of Object.entries(part)) if (value !== undefined) out[key] = value;
  return out;
}

const optional = <T>(arb: fc.Arbitrary<T>, freq = 2): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq });

// ---------------------------------------------------------------------------------------------
// Options (api-facts §4: each type with exactly its allowed fields)

const nameLocalizations = localizationsOf(chatInputName);
const NAME_SCRIPTS_ALL: readonly string[] = [...NAME_SCRIPTS['latin']!, ...NAME_SCRIPTS['cyrillic']!, ...NAME_SCRIPTS['thai']!, ...NAME_SCRIPTS['astral']!.slice(0, 50)];
const descriptionLocalizations = localizationsOf(descriptionText);

const commonFields = fc.record({
  name: chatInputName,
  description: descriptionText,
  name_localizations: nameLocalizations,
  description_localizations: descriptionLocalizations,
});

const requiredField = fc.constantFrom<boolean | undefined>(undefined, true, false, true);

const integerValue: fc.Arbitrary<number> = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.maxSafeInteger(), fc.constantFrom(MAX_SAFE, -MAX_SAFE, 0));
const numberValue: fc.Arbitrary<number> = fc.oneof(
  fc.double({ min: -NUMBER_BOUND, max: NUMBER_BOUND, noNaN: true }),
  fc.double({ min: -1000, max: 1000, noNaN: true }),
  integerValue,
  fc.constantFrom(NUMBER_BOUND, -NUMBER_BOUND, 0.5, -0, 1e-7),
);

function choice(value: fc.Arbitrary<unknown>): fc.Arbitrary<Obj> {
  return fc
    .record({ name: choiceNameText, value, name_localizations: localizationsOf(choiceNameText) })
    .map((c) => assemble(c));
}

/** choices, or autocomplete, or neither; never autocomplete: true with a non-empty choices array. */
function choicesOrAutocomplete(value: fc.Arbitrary<unknown>): fc.Arbitrary<Obj> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.array(choice(value), { minLength: 1, maxLength: 25 }), fc.constantFrom(undefined, false))
        .map(([choices, autocomplete]) => assemble({ choices, autocomplete })),
    },
    { weight: 2, arbitrary: fc.constantFrom<Obj>({ autocomplete: true }, { autocomplete: false }, { choices: [], autocomplete: true }, { choices: [] }) },
  );
}

/** Two optional bounds in order (min <= max when both are there). */
function orderedBounds(value: fc.Arbitrary<number>, low: string, high: string): fc.Arbitrary<Obj> {
  return fc.tuple(optional(value), optional(value)).map(([a, b]) => {
    if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a];
    return assemble({ [low]: a, [high]: b });
  });
}

const fileType: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('image', 'video', 'audio', 'IMAGE', 'Video', 'aUdIo'),
  fc.constantFrom('.pdf', '.png', '.tar.gz', '.PDF', '.😀', '..', '. ', '.\n', '.\ud800'),
  textFrom(TEXT_CHARS, 1, 10).map((text) => `.${text}`),
);

/** Per option type, the fields beyond type/name/description/localizations/required. */
const EXTRA_FIELDS: Readonly<Record<number, fc.Arbitrary<Obj>>> = {
  3: fc
    .tuple(choicesOrAutocomplete(stringChoiceValue), orderedBounds(fc.integer({ min: 0, max: 6000 }), 'min_length', 'max_length'))
    .map(([a, b]) => {
      // max_length starts at 1; an ordered pair (0, 0) would break it.
      if (b['max_length'] === 0) b['max_length'] = 1;
      return { ...a, ...b };
    }),
  4: fc.tuple(choicesOrAutocomplete(integerValue), orderedBounds(integerValue, 'min_value', 'max_value')).map(([a, b]) => ({ ...a, ...b })),
  5: fc.constant({}),
  6: fc.constant({}),
  7: optional(fc.shuffledSubarray([...PICKABLE_CHANNEL_TYPES], { minLength: 0 })).map((channel_types) => assemble({ channel_types })),
  8: fc.constant({}),
  9: fc.constant({}),
  10: fc.tuple(choicesOrAutocomplete(numberValue), orderedBounds(numberValue, 'min_value', 'max_value')).map(([a, b]) => ({ ...a, ...b })),
  11: optional(fc.array(fileType, { maxLength: 10 })).map((file_types) => assemble({ file_types })),
};

/** A basic option (types 3-11) of the given type, with exactly the fields its type allows. */
function basicOptionOf(type: number): fc.Arbitrary<Obj> {
  return fc
    .tuple(commonFields, requiredField, EXTRA_FIELDS[type]!)
    .map(([common, required, extra]) => assemble({ type }, common, { required }, extra));
}

const basicOption: fc.Arbitrary<Obj> = fc.oneof(...[3, 4, 5, 6, 7, 8, 9, 10, 11].map(basicOptionOf));

/** Required options first (a stable partition), as the spec demands. */
function requiredFirst(options: Obj[]): Obj[] {
  return [...options.filter((o) => o['required'] === true), ...options.filter((o) => o['required'] !== true)];
}

/** A basic options array: unique names, required first. */
function basicOptionList(maxLength: number, option: fc.Arbitrary<Obj> = basicOption): fc.Arbitrary<Obj[]> {
  return fc.uniqueArray(option, { selector: (o) => o['name'], maxLength }).map(requiredFirst);
}

function subcommand(maxOptions = 6): fc.Arbitrary<Obj> {
  return fc
    .tuple(commonFields, fc.oneof(fc.constant(undefined), basicOptionList(maxOptions)))
    .map(([common, options]) => assemble({ type: 1 }, common, { options }));
}

function group(maxSubcommands = 4, maxOptions = 4): fc.Arbitrary<Obj> {
  return fc
    .tuple(commonFields, fc.uniqueArray(subcommand(maxOptions), { selector: (o) => o['name'], minLength: 1, maxLength: maxSubcommands }))
    .map(([common, options]) => assemble({ type: 2 }, common, { options }));
}

type ChatInputShape = 'plain' | 'subcommands' | 'groups';

function topLevelOptions(shape: ChatInputShape, small: boolean): fc.Arbitrary<Obj[] | undefined> {
  if (small) {
    if (shape === 'plain') return fc.oneof(fc.constant(undefined), basicOptionList(3));
    if (shape === 'subcommands') return fc.uniqueArray(subcommand(2), { selector: (o) => o['name'], minLength: 1, maxLength: 3 });
    return fc.uniqueArray(fc.oneof(group(2, 2), subcommand(2)), { selector: (o) => o['name'], minLength: 1, maxLength: 2 });
  }
  if (shape === 'plain') return fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant<Obj[]>([]) }, { weight: 6, arbitrary: basicOptionList(25) });
  if (shape === 'subcommands') return fc.uniqueArray(subcommand(), { selector: (o) => o['name'], minLength: 1, maxLength: 8 });
  return fc.uniqueArray(fc.oneof(group(), subcommand(3)), { selector: (o) => o['name'], minLength: 1, maxLength: 4 });
}

// ---------------------------------------------------------------------------------------------
// Command-level fields

const permissionBits: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('0', '8', '8192', '2048', String(KNOWN_BITS), String(1n << 52n), '00', '0008'),
  fc.bigInt({ min: 0n, max: (1n << 53n) - 1n }).map((bits) => String(bits & KNOWN_BITS)),
);

/** default_member_permissions, contexts, integration_types, nsfw: valid and warning-free for the env. */
function commandMeta(env: GenEnv): fc.Arbitrary<Obj> {
  const supported = env.application.integrationTypes ?? [0, 1];
  return fc
    .record({
      default_member_permissions: optional(fc.oneof(fc.constant(null), permissionBits)),
      contexts: optional(fc.oneof(fc.constant(null), fc.shuffledSubarray([0, 1, 2]))),
      integration_types: optional(fc.shuffledSubarray([...supported])),
      nsfw: optional(env.application.discoverable === true ? fc.constant(false) : fc.boolean()),
    })
    .map((meta) => {
      if (env.scope === 'guild') {
        // Ignored on guild commands (a warning); null is left alone by the rules.
        meta.integration_types = undefined;
        if (meta.contexts !== null) meta.contexts = undefined;
      } else if (Array.isArray(meta.contexts) && meta.contexts.includes(2)) {
        // PRIVATE_CHANNEL is meaningful only with USER_INSTALL (a warning otherwise).
        const installs = meta.integration_types ?? env.application.integrationTypes;
        if (installs && !installs.includes(1)) meta.contexts = meta.contexts.filter((c) => c !== 2);
      }
      return assemble(meta);
    });
}

// ---------------------------------------------------------------------------------------------
// Repairs: what random choices break, mended without leaving the valid space

/** Drops localized values equal to the default (except under the default locale) and fallbacks that would show. */
export function cleanLocalizations(node: Obj, field: 'name' | 'description', env: Pick<GenEnv, 'defaultLocale'>): void {
  const dictionary: unknown = node[`${field}_localizations`];
  if (!isObj(dictionary)) return;
  const base: unknown = node[field];
  for (const locale of Object.keys(dictionary)) {
    if (locale !== env.defaultLocale && typeof base === 'string' && dictionary[locale] === base) delete dictionary[locale];
  }
  if (typeof dictionary[env.defaultLocale] !== 'string') {
    for (const fallback of FALLBACKS[env.defaultLocale] ?? []) {
      if (typeof dictionary[fallback] === 'string' && dictionary[fallback] !== base) delete dictionary[fallback];
    }
  }
}

/** Drops localized option names that collide with a sibling's default name or a sibling's name in that locale. */
function repairLocalizedNames(array: readonly unknown[]): void {
  const defaults = new Set<string>();
  for (const option of array) if (isObj(option) && typeof option['name'] === 'string') defaults.add(option['name']);
  const used = new Map<string, Set<string>>();
  for (const option of array) {
    if (!isObj(option)) continue;
    const dictionary: unknown = option['name_localizations'];
    if (!isObj(dictionary)) continue;
    for (const locale of Object.keys(dictionary)) {
      const text: unknown = dictionary[locale];
      if (typeof text !== 'string' || text === option['name']) continue;
      let names = used.get(locale);
      if (!names) used.set(locale, (names = new Set()));
      if (defaults.has(text) || names.has(text)) delete dictionary[locale];
      else names.add(text);
    }
  }
}

function cleanAll(command: Obj, env: Pick<GenEnv, 'defaultLocale'>): void {
  for (const ref of optionArrays(command)) repairLocalizedNames(ref.array);
  for (const { node } of namedNodes(command)) {
    cleanLocalizations(node, 'name', env);
    cleanLocalizations(node, 'description', env);
  }
  for (const { choice: c } of allChoices(command)) cleanLocalizations(c, 'name', env);
}

/** Trims the largest contributors until the command fits the 8000 budget. */
function fitBudget(command: Obj): void {
  for (let step = 0; step < 10_000; step++) {
    const budget = commandBudget(command);
    if (budget.count <= BUDGET) return;
    const node = getAt(command, budget.contributors[0]!.path) as Obj;
    if (Array.isArray(node['choices']) && node['choices'].length > 0) node['choices'].pop();
    else if (node['description_localizations'] !== undefined) delete node['description_localizations'];
    else if (node['name_localizations'] !== undefined) delete node['name_localizations'];
    else node['description'] = [...String(node['description'])].slice(0, 10).join('');
  }
  throw new Error('fitBudget: the generated command cannot be brought within the budget');
}

/**
 * Gives some options a localized name that is a default or localized name in another options array
 * of the command: allowed, since options of different arrays never appear together (api-facts §5).
 */
function shareAcrossArrays(command: Obj, picks: readonly (readonly [number, number, number, number, string])[]): void {
  const arrays = optionArrays(command);
  if (arrays.length < 2) return;
  for (const [a, b, source, target, locale] of picks) {
    const from = arrays[a % arrays.length]!.array;
    const to = arrays[b % arrays.length]!.array;
    if (from === to || from.length === 0 || to.length === 0) continue;
    const name: unknown = from[source % from.length]!['name'];
    if (typeof name !== 'string' || namesUsed(to).has(name)) continue;
    const option = to[target % to.length]!;
    if (!isObj(option['name_localizations'])) option['name_localizations'] = {};
    (option['name_localizations'] as Obj)[locale] = name;
  }
}

/**
 * Gives an option, in one locale, the localized name another option of the same array has in
 * another locale: allowed, collisions count per locale (api-facts §5).
 */
function shareAcrossLocales(command: Obj, picks: readonly (readonly [number, number, number, number, string])[]): void {
  const arrays = optionArrays(command);
  if (arrays.length === 0) return;
  for (const [a, source, target, from, to] of picks) {
    const array = arrays[a % arrays.length]!.array;
    if (array.length === 0) continue;
    const giver = array[source % array.length]!['name_localizations'];
    if (!isObj(giver)) continue;
    const locales = Object.keys(giver).filter((l) => typeof giver[l] === 'string' && l !== to);
    if (locales.length === 0) continue;
    const name = giver[locales[from % locales.length]!] as string;
    const option = array[target % array.length]!;
    if (!isObj(option['name_localizations'])) option['name_localizations'] = {};
    (option['name_localizations'] as Obj)[to] = name;
  }
}

/** Makes a generated CHAT_INPUT command valid and warning-free: localizations, then the budget. */
function repairChatInput(command: Obj, env: Pick<GenEnv, 'defaultLocale'>): Obj {
  cleanAll(command, env);
  fitBudget(command);
  return command;
}

// ---------------------------------------------------------------------------------------------
// Commands

export interface ChatInputConfig {
  readonly shape?: ChatInputShape | 'any';
  /** Few options, few localizations: for big sets. */
  readonly small?: boolean;
}

/** A valid CHAT_INPUT command: plain options, subcommands, or groups (with subcommands beside them). */
export function chatInputCommand(env: GenEnv, config: ChatInputConfig = {}): fc.Arbitrary<Obj> {
  const shape = config.shape ?? 'any';
  const small = config.small ?? false;
  const options =
    shape === 'any'
      ? fc.oneof({ weight: 3, arbitrary: topLevelOptions('plain', small) }, { weight: 1, arbitrary: topLevelOptions('subcommands', small) }, { weight: 1, arbitrary: topLevelOptions('groups', small) })
      : topLevelOptions(shape, small);
  const locs = small
    ? fc.record({ name_localizations: fc.constant(undefined), description_localizations: fc.constant(undefined) })
    : fc.record({ name_localizations: nameLocalizations, description_localizations: descriptionLocalizations });
  const share = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.constantFrom(...LOCALES)), { maxLength: small ? 0 : 3 });
  return fc
    .tuple(chatInputName, descriptionText, fc.constantFrom<number | undefined>(undefined, 1), locs, options, commandMeta(env), share)
    .map(([name, description, type, localizations, opts, meta, picks]) => {
      const command = clone(assemble({ type, name, description }, localizations, { options: opts }, meta));
      shareAcrossArrays(command, picks);
      shareAcrossLocales(command, picks);
      return repairChatInput(command, env);
    });
}

const nullLocalizations: fc.Arbitrary<Localizations> = fc
  .tuple(fc.uniqueArray(fc.constantFrom(...LOCALES), { maxLength: 5 }), fc.boolean())
  .map(([keys, empty]) => Object.fromEntries(keys.map((k) => [k, empty ? '' : null])));

/** A valid USER (2) or MESSAGE (3) command: any-case names with spaces, no description. */
export function contextMenuCommand(env: GenEnv, type?: 2 | 3): fc.Arbitrary<Obj> {
  return fc
    .record({
      type: type === undefined ? fc.constantFrom(2, 3) : fc.constant(type),
      name: menuName,
      name_localizations: localizationsOf(menuName),
      description: fc.constantFrom(undefined, undefined, null, ''),
      description_localizations: fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant({}), nullLocalizations),
      meta: commandMeta(env),
    })
    .map(({ meta, ...fields }) => {
      const command = clone(assemble(fields, meta));
      cleanLocalizations(command, 'name', env);
      // "" localizations equal to a "" description are ignored (a warning): keep them only beside none or null.
      if (command['description'] === '' && isObj(command['description_localizations'])) {
        for (const [locale, value] of Object.entries(command['description_localizations'] as Obj)) if (value === '') delete command['description_localizations'][locale];
      }
      cleanLocalizations(command, 'description', env);
      return command;
    });
}

/** A valid PRIMARY_ENTRY_POINT command (global only), with handler only for an embedded application. */
export function entryPointCommand(env: GenEnv): fc.Arbitrary<Obj> {
  return fc
    .record({
      name: fc.oneof(fc.constant('Launch'), menuName),
      name_localizations: localizationsOf(menuName),
      description: optional(descriptionText),
      description_localizations: descriptionLocalizations,
      handler: env.application.embedded === true ? optional(fc.constantFrom(1, 2), 3) : fc.constant(undefined),
      meta: commandMeta(env),
    })
    .map(({ meta, ...fields }) => {
      const command = clone(assemble({ type: 4 }, fields, meta));
      cleanLocalizations(command, 'name', env);
      cleanLocalizations(command, 'description', env);
      return command;
    });
}

/**
 * CHAT_INPUT commands at the structural limits, with tiny texts so that the budget holds: 25 basic
 * options; 25 subcommands of up to 25 options; 25 groups of 25 subcommands; an option with 25 choices.
 */
export function limitsCommand(env: GenEnv): fc.Arbitrary<Obj> {
  const names = (n: number): fc.Arbitrary<string[]> => fc.uniqueArray(textFrom(NAME_SCRIPTS_ALL, 1, 2), { minLength: n, maxLength: n });
  const tiny = (name: string, extra: Obj = {}): Obj => ({ name, description: 'd', ...extra });
  const shape = fc.oneof(
    fc.tuple(names(25), fc.array(fc.constantFrom(3, 4, 5, 6, 7, 8, 9, 10, 11), { minLength: 25, maxLength: 25 }), fc.nat({ max: 25 })).map(([n, types, required]) =>
      n.map((name, i) => tiny(name, { type: types[i], ...(i < required ? { required: true } : {}) })),
    ),
    fc.tuple(names(25), names(25), fc.nat({ max: 25 })).map(([subs, options, count]) =>
      subs.map((name, i) => tiny(name, { type: 1, options: options.slice(0, i === 0 ? 25 : count).map((o) => tiny(o, { type: 5 })) })),
    ),
    fc.tuple(names(25), names(25)).map(([groups, subs]) => groups.map((name) => tiny(name, { type: 2, options: subs.map((s) => tiny(s, { type: 1 })) }))),
    fc.tuple(names(1), fc.constantFrom(3, 4, 10), fc.uniqueArray(fc.integer({ min: -99, max: 999 }), { minLength: 25, maxLength: 25 })).map(([[name], type, values]) => [
      tiny(name!, { type, choices: values.map((v) => ({ name: `c${v}`, value: type === 3 ? `v${v}` : type === 4 ? v : v / 4 })) }),
    ]),
  );
  return fc.tuple(chatInputName, shape, commandMeta(env)).map(([name, options, meta]) => repairChatInput(clone(assemble({ name, description: 'Limits' }, { options }, meta)), env));
}

/** Any valid command for the env: CHAT_INPUT most often; entry points only in the global scope. */
export function anyCommand(env: GenEnv, config: ChatInputConfig = {}): fc.Arbitrary<Obj> {
  const kinds: fc.WeightedArbitrary<Obj>[] = [
    { weight: 6, arbitrary: chatInputCommand(env, config) },
    { weight: 2, arbitrary: contextMenuCommand(env) },
  ];
  if (env.scope === 'global') kinds.push({ weight: 1, arbitrary: entryPointCommand(env) });
  return fc.oneof(...kinds);
}

/** An edit (PATCH) body: a valid command without `type` and without any subset of its other fields. */
export function editBody(env: GenEnv): fc.Arbitrary<Obj> {
  return fc.tuple(anyCommand(env), fc.infiniteStream(fc.boolean())).map(([command, keep]) => {
    const out: Obj = {};
    const flags = keep[Symbol.iterator]();
    for (const [key, value] of Object.entries(command)) {
      if (key === 'type') continue;
      if (flags.next().value !== false) out[key] = value;
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Budgets: from tiny to exactly 8000

/** Pad text of `length` code points, cycling through `pool` from `offset`. */
function pad(pool: readonly string[], length: number, offset: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += pool[(offset + i) % pool.length]!;
  return out;
}

const longestOf = (base: unknown, dictionary: unknown): number => {
  let longest = typeof base === 'string' ? codePointCount(base) : 0;
  if (isObj(dictionary)) for (const value of Object.values(dictionary)) if (typeof value === 'string') longest = Math.max(longest, codePointCount(value));
  return longest;
};

interface Slot {
  readonly room: number;
  grow(by: number): void;
}

/** Fields that can grow without breaking anything: descriptions, choice names, STRING choice values. */
function slots(command: Obj, pool: readonly string[]): Slot[] {
  const out: Slot[] = [];
  const grow = (node: Obj, field: string, dictionary: string | undefined, limit: number): void => {
    const longest = dictionary === undefined ? codePointCount(String(node[field])) : longestOf(node[field], node[dictionary]);
    if (longest >= limit) return;
    out.push({
      room: limit - longest,
      grow(by) {
        // The default becomes the longest variant: longest + by code points.
        const current = String(node[field]);
        node[field] = current + pad(pool, longest + by - codePointCount(current), out.length);
      },
    });
  };
  for (const { node } of namedNodes(command)) grow(node, 'description', 'description_localizations', 100);
  for (const ref of allChoices(command)) {
    grow(ref.choice, 'name', 'name_localizations', 100);
    if (ref.option['type'] === 3 && typeof ref.choice['value'] === 'string') grow(ref.choice, 'value', undefined, 100);
  }
  return out;
}

/** Where a padding option can go: a basic array with room, or a new subcommand. */
function paddingPlace(command: Obj): Obj[] {
  const top: unknown = command['options'];
  if (top === undefined) command['options'] = [];
  const options = command['options'] as Obj[];
  if (options.every((o) => o['type'] !== 1 && o['type'] !== 2)) {
    if (options.length < 25) return options;
  } else {
    for (const ref of allOptions(command)) {
      if (ref.option['type'] !== 1) continue;
      ref.option['options'] ??= [];
      if ((ref.option['options'] as Obj[]).length < 25) return ref.option['options'] as Obj[];
    }
    // A new subcommand (name 1 + description 1) where there is room for one.
    const holders: Obj[][] = [options, ...allOptions(command).filter((r) => r.option['type'] === 2).map((r) => r.option['options'] as Obj[])];
    for (const holder of holders) {
      if (holder.length >= 25) continue;
      const sub: Obj = { type: 1, name: freshSingle(holder), description: 'p', options: [] };
      holder.push(sub);
      return sub['options'] as Obj[];
    }
  }
  throw new Error('padToBudget: no room for a padding option');
}

/** An optional STRING option of exactly `cost` budget (2..5100), with description room left. */
function paddingOption(array: Obj[], cost: number, pool: readonly string[]): Obj {
  const name = freshSingle(array);
  let rest = cost - 1;
  let description = Math.min(99, rest);
  if (rest - description === 1) description -= 1;
  rest -= description;
  const choices: Obj[] = [];
  while (rest > 0) {
    let k = Math.min(200, rest);
    if (rest - k === 1) k -= 1;
    choices.push({ name: pad(pool, Math.ceil(k / 2), choices.length), value: pad(pool, Math.floor(k / 2), choices.length + 7) });
    rest -= k;
  }
  return assemble({ type: 3, name, description: pad(pool, description, 3), choices: choices.length > 0 ? choices : undefined });
}

/**
 * The command, padded so that commandBudget(command).count === target exactly: descriptions and
 * choices grow first, then optional STRING options with choices are added.
 */
function padToBudget(command: Obj, target: number, pool: readonly string[]): Obj {
  const padded = clone(command);
  const count = (): number => commandBudget(padded).count;
  if (count() > target) throw new Error(`padToBudget: already at ${count()}, above ${target}`);
  for (let step = 0; step < 100; step++) {
    const deficit = target - count();
    if (deficit === 0) break;
    const available = slots(padded, pool);
    const room = available.reduce((sum, slot) => sum + slot.room, 0);
    if (deficit <= room) {
      let left = deficit;
      for (const slot of available) {
        const by = Math.min(slot.room, left);
        if (by > 0) slot.grow(by);
        left -= by;
      }
      continue;
    }
    if (room === 0 && deficit === 1) {
      // Nothing can grow by one: shorten the command's description by one and add 2 below.
      padded['description'] = [...String(padded['description'])].slice(0, -1).join('');
      continue;
    }
    const array = paddingPlace(padded);
    const cost = Math.max(2, Math.min(5100, deficit - room));
    array.push(paddingOption(array, cost, pool));
  }
  const final = count();
  if (final !== target) throw new Error(`padToBudget: reached ${final}, not ${target}`);
  return padded;
}

const padPools: fc.Arbitrary<readonly string[]> = fc.constantFrom<readonly string[]>(
  ['x'],
  ['😀', '🎉', '🚀'],
  ['a', '𝒶', 'é', 'ж'],
  ['\u{20000}', '\u{20001}', 'ก', 'क'],
);

/** A CHAT_INPUT command whose budget is anywhere from what it already spends up to exactly 8000. */
export function budgetCommand(env: GenEnv, target: fc.Arbitrary<number> = fc.oneof(fc.integer({ min: 0, max: BUDGET }), fc.constant(BUDGET))): fc.Arbitrary<Obj> {
  return fc.tuple(chatInputCommand(env), target, padPools).map(([command, wanted, pool]) => padToBudget(command, Math.max(wanted, commandBudget(command).count), pool));
}

/** A CHAT_INPUT command that spends exactly 8000. */
export function fullBudgetCommand(env: GenEnv, config: ChatInputConfig = {}): fc.Arbitrary<Obj> {
  return fc.tuple(chatInputCommand(env, config), padPools).map(([command, pool]) => padToBudget(command, BUDGET, pool));
}

