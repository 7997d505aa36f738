// What a module exports at run time (`cmdlint --module`), as discord.js's commands.set sends it:
// the plain value goes through the same conversion as a traced one (dialects.ts), so that a set
// or a flag that says "via discord.js" reads a loader bot's module objects the same way in both.
import type { SendVia } from '@cmdlint/text';
import { transformCommand, type DiscordJsMajor } from './dialects.js';
import { emptyObject, lower, primitive, type Traced } from '@cmdlint/text';

const NOWHERE = { start: 0, end: 0 };

/** A JSON value as a traced one with no places (every part known). */
function traced(value: unknown): Traced | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return primitive(value, NOWHERE);
  if (Array.isArray(value)) {
    const items = value.map(traced);
    if (items.some((item) => item === undefined)) return undefined;
    return { kind: 'array', items: items as Traced[], open: false, span: NOWHERE };
  }
  if (typeof value === 'object') {
    const object = emptyObject(NOWHERE);
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const entry = traced(field);
      if (entry !== undefined) object.entries.set(key, { value: entry, keySpan: NOWHERE });
    }
    return object;
  }
  return undefined; // what JSON leaves out
}

export type SentModuleValue = { readonly value: unknown } | { readonly unknown: string };

/**
 * The body discord.js sends for an exported object, for the major `via` names or the one given
 * (the nearest package.json's); `unknown` when that cannot be told (the major not known, or a value
 * its conversion would throw on).
 */
export function sentThroughDiscordJs(value: unknown, via: Exclude<SendVia, 'api'>, packageMajor: DiscordJsMajor): SentModuleValue {
  const major: DiscordJsMajor = via === 'discord.js@13' ? 13 : via === 'discord.js@14' ? 14 : packageMajor;
  if (major === undefined) return { unknown: 'no package.json above it names discord.js 13 or 14: name the major ("discord.js@13" or "discord.js@14")' };
  const input = traced(value);
  if (input === undefined) return { unknown: 'it is not a JSON value' };
  const sent = transformCommand(input, major);
  if (hasUnknown(sent)) return { unknown: `discord.js ${major} would not send it as written (a value its conversion throws on, such as a number given as defaultMemberPermissions)` };
  return { value: lower(sent).value };
}

function hasUnknown(value: Traced): boolean {
  if (value.kind === 'unknown') return true;
  if (value.kind === 'object') return [...value.entries.values()].some((entry) => hasUnknown(entry.value));
  if (value.kind === 'array') return value.items.some(hasUnknown);
  return false;
}
