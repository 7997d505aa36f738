// Localization dicts written in the file, as the libraries that send them key for key read them
// (nextcord: `{str(locale): value ...}`, application_command.py 320-333 and 2259-2281; py-cord: the
// dict itself, commands/core.py 972-975 and options.py 441-444; disnake: a `Localized(data=...)`'s,
// `{str(k): v ...}`, i18n.py 177-180). A dict literal, or a same-file constant nothing changes,
// whose every key is a string or a member of the library's `Locale` enum is known; a `**spread`, a
// key of any other kind, a call or a comprehension makes the whole dict unknown, since any of them
// may add or replace a key the rules would judge.
import type { Node } from 'web-tree-sitter';
import { primitive, shared, unknown, type Traced, type TracedEntry } from '@cmdlint/text';
import type { FileContext } from './context.js';
import { callShape, dottedName, spanOf } from './syntax.js';

/** nextcord's `Locale` (enums.py 1690-1755): member to the string `str()` gives. `es-419` has no member. */
const NEXTCORD_LOCALE = new Map<string, string>(
  ['da', 'de', 'en-GB', 'en-US', 'es-ES', 'fr', 'hr', 'id', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko'].map((locale) => [locale.replace('-', '_'), locale]),
);

/** disnake's `Locale` (enums.py 1578-1660): the same members, and `es_LATAM` for es-419 (2.10). */
const DISNAKE_LOCALE = new Map<string, string>([...NEXTCORD_LOCALE, ['es_LATAM', 'es-419']]);

/** Where each library's `Locale` may be imported from. */
const NEXTCORD_LOCALE_CLASSES = new Set(['nextcord.Locale', 'nextcord.enums.Locale']);
const DISNAKE_LOCALE_CLASSES = new Set(['disnake.Locale', 'disnake.enums.Locale']);

/** A key written as `Locale.pt_BR` (or `nextcord.Locale.pt_BR`): the locale the library sends for it, or undefined. */
function localeKey(context: FileContext, node: Node, classes: ReadonlySet<string>, members: ReadonlyMap<string, string>): string | undefined {
  const name = context.qualify(dottedName(node));
  const dot = name?.lastIndexOf('.') ?? -1;
  if (name === undefined || dot === -1 || !classes.has(name.slice(0, dot))) return undefined;
  return members.get(name.slice(dot + 1));
}

/**
 * A `name_localizations=` or `description_localizations=` value as nextcord sends it: an object
 * keyed by locale, `null` for an empty dict (nextcord sends `None` when the dict is falsy), or
 * unknown with why.
 */
export function nextcordLocalizations(context: FileContext, node: Node): Traced {
  const value = localizationDict(context, node, (key) => localeKey(context, key, NEXTCORD_LOCALE_CLASSES, NEXTCORD_LOCALE));
  return value.kind === 'object' && value.entries.size === 0 ? primitive(null, value.span) : value;
}

/** The same as py-cord sends it: the dict as written, keyed by strings (py-cord has no `Locale`); an empty one is `{}`. */
export function pycordLocalizations(context: FileContext, node: Node): Traced {
  return localizationDict(context, node, () => undefined);
}

const LOCALIZED = new Set(['disnake.Localized', 'disnake.Localised', 'disnake.i18n.Localized', 'disnake.i18n.Localised']);

/** What a disnake `Localized(...)` gives a field: its string (undefined for none) and the field's localizations (undefined for none). */
export interface DisnakeLocalized {
  readonly string: Traced | undefined;
  readonly localizations: Traced | undefined;
}

/**
 * A `Localized(string, key=...)` or `Localized(string, data={...})` (i18n.py 60-112), or undefined
 * where the node is no such call. A key's localizations come from the bot's i18n files: unknown.
 * Neither or both of `key` and `data` is a TypeError when it is made: all unknown.
 */
export function disnakeLocalized(context: FileContext, node: Node): DisnakeLocalized | undefined {
  if (node.type !== 'call') return undefined;
  const call = callShape(node);
  if (!call || !LOCALIZED.has(context.qualify(call.callee) ?? '')) return undefined;
  const span = spanOf(node);
  const key = call.keywords.get('key');
  const data = call.keywords.get('data');
  const stringNode = call.keywords.get('string')?.value ?? call.positional[0];
  const readable = !call.spread && call.positional.length <= (call.keywords.has('string') ? 0 : 1) && [...call.keywords.keys()].every((name) => name === 'string' || name === 'key' || name === 'data');
  if (!readable || (key === undefined) === (data === undefined)) return { string: unknown(span, 'a Localized cmdlint does not read'), localizations: unknown(span, 'a Localized cmdlint does not read') };
  const value = stringNode ? context.evaluator.value(stringNode) : undefined;
  const string = value?.kind === 'primitive' && value.value === null ? undefined : value;
  const given = (key ?? data)!.value;
  if (given.type === 'none') return { string, localizations: undefined };
  if (key) return { string, localizations: unknown(spanOf(given), "localizations from the bot's i18n files") };
  return { string, localizations: localizationDict(context, given, (locale) => localeKey(context, locale, DISNAKE_LOCALE_CLASSES, DISNAKE_LOCALE)) };
}

function localizationDict(context: FileContext, node: Node, localeKey: (node: Node) => string | undefined): Traced {
  if (node.type === 'identifier') {
    if (context.evaluator.readsClassAttribute(node)) return unknown(spanOf(node), 'localizations in a class attribute');
    const constant = context.names.unchangedCollection(node.text);
    if ('why' in constant) return unknown(spanOf(node), constant.why === 'an import' ? 'localizations imported from another module' : `localizations in ${constant.why}`);
    // A constant others may read too: its literals are no fix's to edit.
    return shared(dictionary(context, constant.node, localeKey));
  }
  return dictionary(context, node, localeKey);
}

function dictionary(context: FileContext, node: Node, localeKey: (node: Node) => string | undefined): Traced {
  const span = spanOf(node);
  if (node.type !== 'dictionary') return unknown(span, node.type === 'call' ? 'localizations from a call' : 'localizations built in code');
  const entries = new Map<string, TracedEntry>();
  const repeated = new Set<string>();
  for (const pair of node.namedChildren) {
    if (!pair || pair.type === 'comment') continue;
    if (pair.type !== 'pair') return unknown(span, 'a dict with a ** spread');
    const keyNode = pair.childForFieldName('key')!;
    const valueNode = pair.childForFieldName('value')!;
    const keyType = keyNode.type;
    let key: string | undefined;
    let keyLiteral;
    if (keyType === 'string' || keyType === 'concatenated_string') {
      const value = context.evaluator.value(keyNode);
      if (value.kind === 'primitive' && typeof value.value === 'string') {
        key = value.value;
        keyLiteral = value.literal;
      }
    } else if (keyType === 'attribute') key = localeKey(keyNode);
    if (key === undefined) return unknown(span, 'a dict with a key not known');
    // Python keeps the first place of a key written twice and the last value; a rename of one would leave the other.
    if (entries.has(key)) repeated.add(key);
    const entry: TracedEntry = { value: context.evaluator.value(valueNode), keySpan: spanOf(keyNode) };
    entries.set(key, keyLiteral && !repeated.has(key) ? { ...entry, keyLiteral } : entry);
  }
  return { kind: 'object', entries, open: false, span };
}
