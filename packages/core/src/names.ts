// What the naming rules share: which names follow the CHAT_INPUT rules, which characters break
// them, and how to propose a rename. Used only to report; the scan that decides (on every name of
// a body) is name-scan.ts.
import { CommandType, LIMITS, OptionType } from './facts.js';
// The scan's tables answer as the name regexes do (its tests compare them on every code point), and
// from the data where a program gave it (useNameCharUnits): a name to report builds no regex either.
import { isValidChatInputName } from './name-scan.js';
import type { CommandNode, OptionNode } from './nodes.js';
import type { Suggestion } from './types.js';
import type { Variant } from './variants.js';
import { codePointLength, quote } from './util.js';

/** Messages show a handful of characters; a 10 MB name must not cost a scan per character. */
const SCAN_LIMIT = 256;

/** Options exist only in CHAT_INPUT commands; a command name follows them when its type is CHAT_INPUT. */
export function followsChatInputRules(node: CommandNode | OptionNode): boolean {
  return node.node === 'option' || node.type === CommandType.CHAT_INPUT;
}

/** How messages name an option of this type: `subcommand`, `subcommand group`, else `option`. */
export function optionWord(type: number | undefined): string {
  return type === OptionType.SUB_COMMAND ? 'subcommand' : type === OptionType.SUB_COMMAND_GROUP ? 'subcommand group' : 'option';
}

/** Each code point lowercased on its own: the spec's rule is per letter, not per string. */
export function lowercaseEachCodePoint(text: string): string {
  if (text.length > SCAN_LIMIT) return text.toLowerCase();
  let result = '';
  for (const character of text) result += character.toLowerCase();
  return result;
}

/** The code points that have a different lowercase form. */
export function uppercaseCodePoints(text: string): string[] {
  const found: string[] = [];
  for (const character of text.slice(0, SCAN_LIMIT)) if (character.toLowerCase() !== character) found.push(character);
  return found;
}

export function invalidNameCharacters(text: string): string[] {
  const found: string[] = [];
  for (const character of text.slice(0, SCAN_LIMIT)) if (!isValidChatInputName(character)) found.push(character);
  return found;
}

/** A valid CHAT_INPUT name close to `text`, when one can be made by lowercasing and dashing. */
export function proposeName(text: string): string | undefined {
  if (text.length > SCAN_LIMIT) return undefined;
  let proposal = '';
  for (const character of lowercaseEachCodePoint(text)) proposal += isValidChatInputName(character) ? character : '-';
  proposal = proposal.replace(/-{2,}/g, '-').replace(/^-+|-+$/g, '');
  if (codePointLength(proposal) > LIMITS.nameLength) proposal = [...proposal].slice(0, LIMITS.nameLength).join('');
  return proposal !== text && isValidChatInputName(proposal) && uppercaseCodePoints(proposal).length === 0 ? proposal : undefined;
}

/** A rename is never automatic: say what it costs. */
export function renameSuggestion(node: CommandNode | OptionNode, variant: Variant, to: string): Suggestion {
  const cost =
    variant.locale !== undefined
      ? ''
      : node.node === 'command'
        ? ' (renaming a command deletes its permission overwrites)'
        : ' (update the code that reads this option)';
  return { message: `Rename to ${quote(to)}${cost}`, fix: [{ op: 'set', path: variant.path, value: to }] };
}

/** Characters shown in a message: `" " (U+0020)`. */
export function describeCharacters(characters: readonly string[]): string {
  const unique = [...new Set(characters)];
  return unique
    .slice(0, 5)
    .map((c) => `${JSON.stringify(c)} (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
    .join(', ') + (unique.length > 5 ? ', ...' : '');
}
