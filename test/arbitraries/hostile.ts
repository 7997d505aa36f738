// Hostile values for totality: anything JavaScript can hold, prototype-named keys, lone
// surrogates, huge strings, BigInt, NaN, deep nesting, cycles, and valid bodies with one part
// replaced by such junk (so the junk reaches every rule, not just the shape check).
import fc from 'fast-check';
import { LOCALES, rules, type LintOptions, type RuleSetting } from '../../packages/core/src/index.js';
import { anyCommand } from './commands.js';
import { clone } from './tree.js';
import { envArb } from './env.js';
import { permissionsCase } from './permissions.js';
import { commandSet } from './sets.js';
import { guildId } from './permissions.js';

const PROTOTYPE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'toJSON', 'length'];
const FIELD_KEYS: readonly string[] = [
  'name', 'description', 'type', 'options', 'choices', 'value', 'required', 'autocomplete', 'name_localizations',
  'description_localizations', 'permissions', 'id', 'permission', 'contexts', 'integration_types', 'handler',
  'min_value', 'max_value', 'min_length', 'max_length', 'channel_types', 'file_types', 'default_member_permissions',
  'nsfw', 'dm_permission', 'default_permission', 'en-US', 'pt_BR',
];

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...FIELD_KEYS, ...LOCALES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

const loneSurrogate: fc.Arbitrary<string> = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

const HUGE: readonly (() => string)[] = (() => {
  const cache = new Map<number, string>();
  const lazy = (i: number, make: () => string) => () => {
    let text = cache.get(i);
    if (text === undefined) cache.set(i, (text = make()));
    return text;
  };
  return [
    lazy(0, () => 'a'.repeat(1_000_000)),
    lazy(1, () => '😀'.repeat(300_000)),
    lazy(2, () => '\ud800'.repeat(200_000)),
    lazy(3, () => 'Ab '.repeat(300_000)),
    lazy(4, () => '9'.repeat(500_000)),
  ];
})();
/** Strings of 0.5-1 MB; built once, on first use. */
const hugeString: fc.Arbitrary<string> = fc.integer({ min: 0, max: HUGE.length - 1 }).map((i) => HUGE[i]!());

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  loneSurrogate,
  fc.tuple(fc.string({ maxLength: 5 }), loneSurrogate, fc.string({ maxLength: 5 })).map((parts) => parts.join('')),
  fc.constantFrom('', ' ', '\u0000', '\ufeff', 'İ', 'ẞ', 'Ⅷ', '\u{1D4B6}', '1e400', '-0', '0x10', '9007199254740993', '18446744073709551616'),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 53, 2 ** 53 + 2, 2 ** 64, -(2 ** 64), 1e308, Number.MIN_VALUE, 0.1, 1.5, -1),
  fc.double(),
  fc.integer(),
);

/** Leaves: every primitive kind, including non-JSON ones. */
const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.bigInt(),
  fc.constantFrom(undefined, null, true, false),
  fc.constantFrom(Symbol('s'), Symbol.iterator),
  fc.constant(() => 1),
);

/** fc.anything with prototype keys, non-JSON leaves and exotic containers. */
export const hostileAnything: fc.Arbitrary<unknown> = fc.anything({
  key: hostileKey,
  values: [hostileLeaf],
  maxDepth: 4,
  maxKeys: 6,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withTypedArray: true,
  withSparseArray: true,
});

/** An object whose own `__proto__` key is data (as JSON.parse makes it), holding other junk. */
export const protoKeyObject: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileAnything, fc.constantFrom('command', 'option', 'permissions'))
  .map(([key, value, where]) => {
    const text =
      where === 'command'
        ? `{"${key}": {"polluted": true, "type": 1}, "name": "x", "description": "y", "name_localizations": {"${key}": "z"}}`
        : where === 'option'
          ? `{"name": "x", "description": "y", "options": [{"${key}": {"type": 3}, "type": 3, "name": "o", "description": "d", "choices": [{"${key}": 1, "name": "c", "value": "v"}]}]}`
          : `{"permissions": [{"${key}": {"id": "1"}, "id": "1", "type": 1, "permission": true}], "${key}": []}`;
    const parsed = JSON.parse(text) as Record<string, unknown>;
    Object.defineProperty(parsed, 'extra', { value, enumerable: true, configurable: true, writable: true });
    return parsed;
  });

/** Nesting `depth` levels deep: arrays, objects, or options inside options. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('array', 'object', 'options', 'localizations', 'choices'))
  .map(([depth, kind]) => {
    if (kind === 'array') {
      const root: unknown[] = [];
      let current = root;
      for (let i = 0; i < depth; i++) current.push((current = []));
      return root;
    }
    if (kind === 'object') {
      const root: Record<string, unknown> = {};
      let current = root;
      for (let i = 0; i < depth; i++) current = current['name'] = {} as Record<string, unknown>;
      return root;
    }
    const root: Record<string, unknown> = { name: 'deep', description: 'Deep' };
    let current = root;
    for (let i = 0; i < depth; i++) {
      const next: Record<string, unknown> = { type: kind === 'options' ? 1 : 3, name: `s${i}`, description: 'Sub' };
      if (kind === 'localizations') next['name_localizations'] = { fr: current };
      if (kind === 'choices') next['choices'] = [{ name: 'c', value: current, name_localizations: current }];
      current['options'] = [next];
      current = next;
    }
    return root;
  });

/** Every container in `value` (objects and arrays), each once, in visiting order. */
function containers(value: unknown): (Record<string, unknown> | unknown[])[] {
  const out: (Record<string, unknown> | unknown[])[] = [];
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number): void => {
    if (typeof v !== 'object' || v === null || seen.has(v) || depth > 50 || out.length > 500) return;
    if (!Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null) return;
    seen.add(v);
    out.push(v as Record<string, unknown>);
    for (const key of Object.keys(v)) visit((v as Record<string, unknown>)[key], depth + 1);
  };
  visit(value, 0);
  return out;
}

/** One change that makes a value hostile. */
type Damage = { kind: 'replace'; value: unknown } | { kind: 'add'; key: string; value: unknown } | { kind: 'cycle'; target: number } | { kind: 'protoKey'; value: unknown };

const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(hostileLeaf, hostileAnything).map((value): Damage => ({ kind: 'replace', value })) },
  { weight: 2, arbitrary: fc.tuple(hostileKey, fc.oneof(hostileLeaf, hostileAnything)).map(([key, value]): Damage => ({ kind: 'add', key, value })) },
  { weight: 2, arbitrary: fc.nat().map((target): Damage => ({ kind: 'cycle', target })) },
  { weight: 1, arbitrary: hostileAnything.map((value): Damage => ({ kind: 'protoKey', value })) },
);

/** Applies damages at positions chosen by `at` (indexes into the containers, modulo). */
function damaged(value: unknown, damages: readonly (readonly [number, number, Damage])[]): unknown {
  const root = clone(value);
  for (const [where, which, change] of damages) {
    const all = containers(root);
    if (all.length === 0) return root;
    const target = all[where % all.length]!;
    const keys = Object.keys(target);
    const key = Array.isArray(target) ? (keys.length === 0 ? 0 : which % keys.length) : keys.length === 0 ? 'name' : keys[which % keys.length]!;
    const set = (k: string | number, v: unknown): void => {
      try {
        Object.defineProperty(target, k, { value: v, enumerable: true, configurable: true, writable: true });
      } catch {
        // An array's "length" takes only a valid length: leave it.
      }
    };
    switch (change.kind) {
      case 'replace':
        set(key, change.value);
        break;
      case 'add':
        set(change.key, change.value);
        break;
      case 'cycle':
        set(key, all[change.target % all.length]);
        break;
      case 'protoKey':
        set('__proto__', change.value);
        break;
    }
  }
  return root;
}

/** Valid bodies (commands, sets as bulk arrays, permissions) with one to three hostile changes. */
export const damagedBody: fc.Arbitrary<unknown> = fc
  .tuple(
    envArb.chain((env) =>
      fc.oneof(
        { weight: 4, arbitrary: anyCommand(env) },
        { weight: 1, arbitrary: commandSet(env, { chatInput: 8, user: 3, message: 3, entryPoint: 1 }) },
        { weight: 1, arbitrary: permissionsCase.map((c) => c.body) },
      ),
    ),
    fc.array(fc.tuple(fc.nat(), fc.nat(), damage), { minLength: 1, maxLength: 3 }),
  )
  .map(([body, damages]) => damaged(body, damages));

/** A valid body with a huge string (0.5-1 MB) put in one of its fields. */
const hugeBody: fc.Arbitrary<unknown> = fc
  .tuple(envArb.chain((env) => anyCommand(env, { small: true })), fc.nat(), fc.nat(), hugeString)
  .map(([body, where, which, huge]) => damaged(body, [[where, which, { kind: 'replace', value: huge }]]));

/** Everything hostile, mixed. */
export const hostileInput: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileAnything },
  { weight: 1, arbitrary: fc.jsonValue() },
  { weight: 1, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: protoKeyObject },
  { weight: 1, arbitrary: deepValue },
  { weight: 4, arbitrary: damagedBody },
  { weight: 1, arbitrary: hugeBody },
);

const RULE_IDS = rules.map((rule) => rule.meta.id);

/** Valid lint options of every kind (invalid options throw a TypeError by design). */
export const lintOptions: fc.Arbitrary<LintOptions> = fc
  .record(
    {
      scope: fc.constantFrom('global' as const, 'guild' as const),
      kind: fc.constantFrom('auto' as const, 'command' as const, 'commands' as const, 'edit' as const, 'permissions' as const),
      application: fc.record(
        { integrationTypes: fc.constantFrom([], [0], [1], [0, 1]), embedded: fc.boolean(), discoverable: fc.boolean() },
        { requiredKeys: [] },
      ),
      defaultLocale: fc.constantFrom(...LOCALES),
      guildId,
      rules: fc.dictionary(fc.constantFrom(...RULE_IDS), fc.constantFrom<RuleSetting>('off', 'warn', 'error'), { maxKeys: 5 }),
    },
    { requiredKeys: [] },
  );

/** Kinds of objects JSON.parse never makes (built by makeExotic; the arbitrary yields the kind, so fast-check can print it). */
const EXOTIC_KINDS = ['getter', 'proxy', 'revoked', 'nested-proxy', 'nested-getter'] as const;
export type ExoticKind = (typeof EXOTIC_KINDS)[number];
export const exoticKind: fc.Arbitrary<ExoticKind> = fc.constantFrom(...EXOTIC_KINDS);

/**
 * A getter that throws, proxies whose traps throw, a revoked proxy: lint does not survive them
 * yet (see totality.test.ts).
 */
export function makeExotic(kind: ExoticKind): unknown {
  const throwing = new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('ownKeys trap');
      },
      getOwnPropertyDescriptor() {
        throw new Error('getOwnPropertyDescriptor trap');
      },
      get() {
        throw new Error('get trap');
      },
    },
  );
  const { proxy: revoked, revoke } = Proxy.revocable({}, {});
  revoke();
  const getter = Object.defineProperty({ name: 'x', description: 'y' }, 'options', {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
  switch (kind) {
    case 'getter':
      return getter;
    case 'proxy':
      return throwing;
    case 'revoked':
      return revoked;
    case 'nested-proxy':
      return { name: 'x', description: 'y', options: [throwing, revoked] };
    case 'nested-getter':
      return { name: 'x', description: 'y', options: [{ type: 3, name: 'o', description: 'd', get choices() { throw new Error('getter'); } }] };
  }
}
