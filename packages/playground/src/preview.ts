// What the client shows of a body, for a user of one locale: pure values in, the picture out,
// every text with where it came from. The facts: spec §1 "Slash command structure" 5 and 6
// (subcommands and groups appear as separate top-level entries; an empty group hides the
// command), spec §1 "Localization" 2 and 5 and api-facts §5 (a value equal to the default is
// ignored as a localization; a missing locale falls back once, en-US ↔ en-GB and es-419 → es-ES,
// then the default).
import { CHANNEL_TYPE_NAMES, COMMAND_TYPE_NAMES, commandBudget, LOCALE_FALLBACKS, OPTION_TYPE_NAMES, type Path } from '@cmdlint/core';

/** Where a shown text came from. */
type TextSource = 'locale' | 'fallback' | 'default';

export interface ShownText {
  readonly text: string;
  readonly source: TextSource;
  /** The dictionary key the text came from ('locale' and 'fallback'). */
  readonly locale?: string;
  /** The locale whose value the service drops because it equals the default (then the default shows). */
  readonly dropped: readonly string[];
}

interface ShownChoice {
  readonly name: ShownText;
  readonly value: unknown;
}

export interface ShownOption {
  readonly path: Path;
  readonly name: ShownText;
  readonly description: ShownText;
  /** SUB_COMMAND … ATTACHMENT, or `type N` for a number the service does not know. */
  readonly type: string;
  readonly required: boolean;
  readonly choices: readonly ShownChoice[];
  readonly autocomplete: boolean;
  /** The channel types a CHANNEL option offers (`channel_types`), by name; empty: every type. */
  readonly channelTypes: readonly string[];
  readonly minValue?: number;
  readonly maxValue?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
}

/** Where an entry appears in the client. */
type EntryPlace = 'slash' | 'user-menu' | 'message-menu' | 'app-launcher';

/** One entry as the client lists it: a slash command (or one of its subcommands), a menu item. */
export interface ShownEntry {
  readonly place: EntryPlace;
  /** Path of the command, subcommand or group's subcommand that the entry runs. */
  readonly path: Path;
  /** The words of a slash entry (`/mod ban`: command, then group, then subcommand); the item of a menu. */
  readonly name: readonly ShownText[];
  /** USER and MESSAGE commands show none. */
  readonly description?: ShownText;
  /** Its options in the order of the body (the client shows them so: a required one after an optional one is a body the service rejects). */
  readonly options: readonly ShownOption[];
}

export interface ShownCommand {
  /** Path of the command in the body ([] for a single command, [i] in a bulk array). */
  readonly path: Path;
  readonly type: string;
  readonly entries: readonly ShownEntry[];
  /** Why the client shows none of its entries, when it does not. */
  readonly hidden?: string;
  /** Why the service rejects the command, when it does (then no entry reaches the client). */
  readonly rejected: readonly string[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(object: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/**
 * A localizable text for a user of `locale`: their locale's value, else the fallback locale's,
 * else the default (`null`, and a dictionary that is not one, count as absent). A value equal to
 * the default is dropped as a localization: the user sees the default, and no fallback, since the
 * spec's remedy for a surprising fallback is the default under its own key (§1 Localization 5;
 * the core decides the same: localization-fallback is satisfied by that entry).
 */
export function shownText(base: unknown, localizations: unknown, locale: string): ShownText {
  const text = typeof base === 'string' ? base : '';
  if (isObject(localizations)) {
    for (const candidate of [locale, ...(LOCALE_FALLBACKS.get(locale) ?? [])]) {
      const value = own(localizations, candidate);
      if (typeof value !== 'string') continue;
      if (value === text) return { text, source: 'default', dropped: [candidate] };
      return { text: value, source: candidate === locale ? 'locale' : 'fallback', locale: candidate, dropped: [] };
    }
  }
  return { text, source: 'default', dropped: [] };
}

function nameOf(node: Json, locale: string): ShownText {
  return shownText(own(node, 'name'), own(node, 'name_localizations'), locale);
}

function descriptionOf(node: Json, locale: string): ShownText {
  return shownText(own(node, 'description'), own(node, 'description_localizations'), locale);
}

function numberField(node: Json, key: string): number | undefined {
  const value = own(node, key);
  return typeof value === 'number' ? value : undefined;
}

function typeName(type: unknown, names: ReadonlyMap<number, string>): string {
  return (typeof type === 'number' && names.get(type)) || `type ${JSON.stringify(type)}`;
}

function shownOption(option: Json, path: Path, locale: string): ShownOption {
  const choices = own(option, 'choices');
  const shown: { -readonly [K in keyof ShownOption]: ShownOption[K] } = {
    path,
    name: nameOf(option, locale),
    description: descriptionOf(option, locale),
    type: typeName(own(option, 'type'), OPTION_TYPE_NAMES),
    required: own(option, 'required') === true,
    choices: Array.isArray(choices) ? choices.filter(isObject).map((choice) => ({ name: nameOf(choice, locale), value: own(choice, 'value') })) : [],
    autocomplete: own(option, 'autocomplete') === true,
    channelTypes: channelTypesOf(own(option, 'channel_types')),
  };
  for (const [key, field] of [['min_value', 'minValue'], ['max_value', 'maxValue'], ['min_length', 'minLength'], ['max_length', 'maxLength']] as const) {
    const value = numberField(option, key);
    if (value !== undefined) shown[field] = value;
  }
  return shown;
}

function channelTypesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map((type) => (typeof type === 'number' && CHANNEL_TYPE_NAMES.get(type)) || `type ${JSON.stringify(type)}`) : [];
}

/** The options of an entry in the order of the body. */
function shownOptions(node: Json, path: Path, locale: string): ShownOption[] {
  const options = own(node, 'options');
  if (!Array.isArray(options)) return [];
  return options.flatMap((option, i) => (isObject(option) ? [shownOption(option, [...path, 'options', i], locale)] : []));
}

/**
 * Why the service rejects a command, in the words a user needs: a required option after an
 * optional one, an option with both autocomplete and choices, more than 8000 characters (spec §1:
 * option order, autocomplete, the command's budget).
 */
function rejectionsOf(command: Json, entries: readonly ShownEntry[]): string[] {
  const reasons: string[] = [];
  for (const entry of entries) {
    const firstOptional = entry.options.findIndex((o) => !o.required);
    const late = firstOptional < 0 ? undefined : entry.options.slice(firstOptional).find((o) => o.required);
    if (late) reasons.push(`The required option "${late.name.text}" comes after the optional "${entry.options[firstOptional]!.name.text}": required options must come first.`);
    for (const option of entry.options) {
      if (option.autocomplete && option.choices.length > 0) reasons.push(`The option "${option.name.text}" has autocomplete and choices: it may have one or the other.`);
    }
  }
  const { count, limit } = commandBudget(command);
  if (count > limit) reasons.push(`${count} of ${limit} characters: ${count - limit} over the budget of a command.`);
  return reasons;
}

function optionType(option: unknown): unknown {
  return isObject(option) ? own(option, 'type') : undefined;
}

function slashEntries(command: Json, path: Path, locale: string): { entries: ShownEntry[]; hidden?: string } {
  const name = nameOf(command, locale);
  const options = own(command, 'options');
  const list = Array.isArray(options) ? options : [];
  const nested = list.some((option) => optionType(option) === 1 || optionType(option) === 2);
  if (!nested) return { entries: [{ place: 'slash', path, name: [name], description: descriptionOf(command, locale), options: shownOptions(command, path, locale) }] };
  // A command with subcommands or groups is not an entry itself (spec §1 structure 4); each
  // subcommand is, under its group's name when it has one (structure 6).
  const entries: ShownEntry[] = [];
  let hidden: string | undefined;
  list.forEach((option, i) => {
    if (!isObject(option)) return;
    const optionPath = [...path, 'options', i];
    if (own(option, 'type') === 1) {
      entries.push({ place: 'slash', path: optionPath, name: [name, nameOf(option, locale)], description: descriptionOf(option, locale), options: shownOptions(option, optionPath, locale) });
    } else if (own(option, 'type') === 2) {
      const group = nameOf(option, locale);
      const subs = own(option, 'options');
      const subcommands = Array.isArray(subs) ? subs.map((sub, k) => [sub, k] as const).filter(([sub]) => isObject(sub) && own(sub, 'type') === 1) : [];
      if (subcommands.length === 0) {
        hidden ??= `The group "${group.text}" has no subcommands: the client shows none of this command's entries (spec §1, structure 5).`;
      }
      for (const [sub, k] of subcommands) {
        const subPath = [...optionPath, 'options', k];
        entries.push({ place: 'slash', path: subPath, name: [name, group, nameOf(sub as Json, locale)], description: descriptionOf(sub as Json, locale), options: shownOptions(sub as Json, subPath, locale) });
      }
    }
  });
  return hidden === undefined ? { entries } : { entries, hidden };
}

/** What the client shows of one command for a user of `locale`. */
export function previewCommand(command: unknown, locale: string, path: Path = []): ShownCommand | undefined {
  if (!isObject(command)) return undefined;
  const type = own(command, 'type') ?? 1;
  switch (type) {
    case 1: {
      const { entries, hidden } = slashEntries(command, path, locale);
      const rejected = rejectionsOf(command, entries);
      return hidden === undefined ? { path, type: 'CHAT_INPUT', entries, rejected } : { path, type: 'CHAT_INPUT', entries, hidden, rejected };
    }
    case 2:
    case 3: {
      const entries: ShownEntry[] = [{ place: type === 2 ? 'user-menu' : 'message-menu', path, name: [nameOf(command, locale)], options: [] }];
      return { path, type: typeName(type, COMMAND_TYPE_NAMES), entries, rejected: rejectionsOf(command, entries) };
    }
    case 4: {
      const entries: ShownEntry[] = [{ place: 'app-launcher', path, name: [nameOf(command, locale)], description: descriptionOf(command, locale), options: [] }];
      return { path, type: 'PRIMARY_ENTRY_POINT', entries, rejected: rejectionsOf(command, entries) };
    }
    default:
      return { path, type: typeName(type, COMMAND_TYPE_NAMES), entries: [], hidden: `${JSON.stringify(type)} is not a command type: the service rejects the command.`, rejected: [] };
  }
}

/** What the client shows of a body: one command, or each of a bulk array. A permissions body shows nothing. */
export function previewBody(body: unknown, locale: string): ShownCommand[] {
  if (Array.isArray(body)) return body.flatMap((command, i) => previewCommand(command, locale, [i]) ?? []);
  if (isObject(body) && own(body, 'permissions') !== undefined && own(body, 'name') === undefined) return [];
  const shown = previewCommand(body, locale);
  return shown ? [shown] : [];
}
