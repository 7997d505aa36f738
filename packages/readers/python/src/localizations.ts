// Localization dicts written in the file, as the libraries that send them key for key read them
// (nextcord: `{str(locale): value ...}`, application_command.py 320-333 and 2259-2281; py-cord: the
// dict itself, commands/core.py 972-975 and options.py 441-444). A dict
// literal, or a same-file constant nothing changes, whose every key is a string or a member of the
// library's `Locale` enum is known; a `**spread`, a key of any other kind, a call or a comprehension
// makes the whole dict unknown, since any of them may add or replace a key the rules would judge.
import type { Node } from 'web-tree-sitter';
import { primitive, shared, unknown, type Traced, type TracedEntry } from '@cmdlint/text';
import type { FileContext } from './context.js';
import { dottedName, spanOf } from './syntax.js';

/** nextcord's `Locale` (enums.py 1690-1755): member to the string `str()` gives. `es-419` has no member. */
const NEXTCORD_LOCALE = new Map<string, string>(
  ['da', 'de', 'en-GB', 'en-US', 'es-ES', 'fr', 'hr', 'id', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko'].map((locale) => [locale.replace('-', '_'), locale]),
);

/** Where nextcord's `Locale` may be imported from. */
const NEXTCORD_LOCALE_CLASSES = new Set(['nextcord.Locale', 'nextcord.enums.Locale']);

/** A key written as `Locale.pt_BR` (or `nextcord.Locale.pt_BR`): the locale nextcord sends for it, or undefined. */
function nextcordLocaleKey(context: FileContext, node: Node): string | undefined {
  const name = context.qualify(dottedName(node));
  const dot = name?.lastIndexOf('.') ?? -1;
  if (name === undefined || dot === -1 || !NEXTCORD_LOCALE_CLASSES.has(name.slice(0, dot))) return undefined;
  return NEXTCORD_LOCALE.get(name.slice(dot + 1));
}

/**
 * A `name_localizations=` or `description_localizations=` value as nextcord sends it: an object
 * keyed by locale, `null` for an empty dict (nextcord sends `None` when the dict is falsy), or
 * unknown with why.
 */
export function nextcordLocalizations(context: FileContext, node: Node): Traced {
  const value = localizationDict(context, node, (key) => nextcordLocaleKey(context, key));
  return value.kind === 'object' && value.entries.size === 0 ? primitive(null, value.span) : value;
}

/** The same as py-cord sends it: the dict as written, keyed by strings (py-cord has no `Locale`); an empty one is `{}`. */
export function pycordLocalizations(context: FileContext, node: Node): Traced {
  return localizationDict(context, node, () => undefined);
}

function localizationDict(context: FileContext, node: Node, localeKey: (node: Node) => string | undefined): Traced {
  if (node.type === 'identifier') {
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
