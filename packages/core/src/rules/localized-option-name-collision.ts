import type { OptionNode } from '../nodes.js';
import { defineRule } from '../rule.js';
import { isObject, keysOf, own } from '../util.js';
import { capitalize } from '../variants.js';

// A small open-addressing table reused by every call (lint is synchronous): a key made of a few
// units of each name, and the name itself to tell apart names that share a key. A slot belongs
// to the current call when its stamp is the call's generation, so nothing is cleared but the
// texts, which must not outlive the call.
const SIZE = 4096;
const MASK = SIZE - 1;
/** More names than this in one array: skip the table and let the exact check decide. */
const MAX_NAMES = SIZE >> 1;
const MAX_PROBES = 16;
const keys = new Int32Array(SIZE);
const stamps = new Uint32Array(SIZE);
const texts: string[] = new Array<string>(SIZE).fill('');
const used = new Uint16Array(MAX_NAMES);
let usedCount = 0;
let generation = 0;

const ADDED = 0;
const PRESENT = 1;
/** Too crowded to tell: answer as if present. */
const UNSURE = 2;

function keyOf(text: string): number {
  const length = text.length;
  if (length === 0) return 0;
  return (
    Math.imul(length, 0x9e3779b1) ^
    Math.imul(text.charCodeAt(0), 0x85ebca6b) ^
    Math.imul(text.charCodeAt(length - 1), 0xc2b2ae35) ^
    Math.imul(text.charCodeAt(length >> 1), 0x27d4eb2f)
  );
}

function add(text: string): number {
  if (usedCount === MAX_NAMES) return UNSURE;
  const key = keyOf(text);
  let slot = (key ^ (key >>> 15)) & MASK;
  for (let probes = 0; stamps[slot] === generation; probes++) {
    if (keys[slot] === key && texts[slot] === text) return PRESENT;
    if (probes === MAX_PROBES) return UNSURE;
    slot = (slot + 1) & MASK;
  }
  stamps[slot] = generation;
  keys[slot] = key;
  texts[slot] = text;
  used[usedCount++] = slot;
  return ADDED;
}

function repeated(options: readonly OptionNode[]): boolean {
  for (const option of options) if (option.name !== undefined && add(option.name) === UNSURE) return true;
  for (const option of options) {
    if (!option.summary('name').hasLocalizations) continue;
    const localizations = own(option.value, 'name_localizations') as Record<string, unknown>;
    for (const locale in localizations) {
      if (!Object.prototype.hasOwnProperty.call(localizations, locale)) continue;
      const text = localizations[locale];
      if (typeof text !== 'string' || text === option.name) continue;
      if (add(text) !== ADDED) return true;
    }
  }
  return false;
}

/**
 * Whether any localized name of the array equals another name of the array (default or
 * localized, any locale). Without one, no collision is possible; this one pass spares the
 * per-locale bookkeeping on the common, clean array. It may answer true without a repeat (a
 * crowded table): the exact check then finds nothing.
 */
function anyRepeatedName(options: readonly OptionNode[]): boolean {
  generation = (generation + 1) >>> 0;
  if (generation === 0) {
    stamps.fill(0);
    generation = 1;
  }
  try {
    return repeated(options);
  } finally {
    for (let i = 0; i < usedCount; i++) texts[used[i]!] = '';
    usedCount = 0;
  }
}

export default defineRule(
  {
    id: 'localized-option-name-collision',
    description: 'A localized option name must differ from the default names of the options beside it and from their names in the same locale.',
    severity: 'error',
    source: 'spec §1 Localization 3; api-facts §5',
  },
  (context) => ({
    options(node) {
      if (!anyRepeatedName(node.options)) return;
      const defaults = new Map<string, number>();
      for (const option of node.options) if (option.name !== undefined && !defaults.has(option.name)) defaults.set(option.name, option.index);
      // locale -> localized name -> index of the first option that uses it
      const byLocale = new Map<string, Map<string, number>>();
      for (const option of node.options) {
        const localizations = own(option.value, 'name_localizations');
        if (!isObject(localizations)) continue;
        for (const locale of keysOf(localizations)) {
          const text = localizations[locale];
          if (typeof text !== 'string' || text === option.name) continue; // equal to its own default: ignored by the service
          const path = [...option.path, 'name_localizations', locale];
          const owner = defaults.get(text);
          if (owner !== undefined && owner !== option.index) {
            context.report(option, {
              path,
              message: `${capitalize(option.label)}: its ${locale} name ${JSON.stringify(text)} is the default name of option #${owner} beside it; localized names must not collide with other options' names: choose another.`,
            });
            continue;
          }
          let names = byLocale.get(locale);
          if (!names) byLocale.set(locale, (names = new Map()));
          const first = names.get(text);
          if (first === undefined) {
            names.set(text, option.index);
          } else {
            context.report(option, {
              path,
              message: `${capitalize(option.label)}: its ${locale} name ${JSON.stringify(text)} is also the ${locale} name of option #${first} beside it; choose a different ${locale} name.`,
            });
          }
        }
      }
    },
  }),
);
