// The bodies of a file: how its text is read (JSON, or a source's commands), and what is said
// about a file whose bodies are not the whole file (a wrapper, a saved listing, a set's "body"
// pointer) and where their diagnostics go in it.
import { quote, type Diagnostic, type Fix, type Path } from '@cmdlint/core';
import { toPointer } from '@cmdlint/text';
import type { WrappedPart } from '../wrapped.js';
import { isJsoncPath, parseDocument, type JsonDocument } from '@cmdlint/text';
import type { SourceDocument } from '@cmdlint/text';
import { readerInfoOf } from '@cmdlint/text';
import { TEXT_RULES, type TextProblem } from '@cmdlint/text';
import type { LintSettings } from './settings.js';

export interface SourceFile {
  /** Absolute path (or a name such as "<stdin>"); decides .jsonc and the configuration's set. */
  readonly path: string;
  /** The file's bytes (invalid UTF-8 is then reported) or text. */
  readonly text?: string | Uint8Array;
  /** An already parsed document; wins over `text`. */
  readonly document?: JsonDocument;
}

export function documentOf(file: SourceFile, settings: LintSettings): JsonDocument {
  if (file.document) return file.document;
  if (settings.readSource && readerInfoOf(file.path, settings.readSource.readers)) return settings.readSource(file.path, file.text ?? '');
  return parseDocument(file.text ?? '', { jsonc: isJsoncPath(file.path) });
}

/** A document read by the source reader: its bodies are the commands found in it. */
export function isSourceDocument(document: JsonDocument): document is SourceDocument {
  return 'bodies' in document;
}

/** A diagnostic of a wrapped body, with its path and its fixes at the body's place in the file. */
export function prefixed(diagnostic: Diagnostic, prefix: Path): Diagnostic {
  const fix = (operations: Fix): Fix => operations.map((operation) => ({ ...operation, path: [...prefix, ...operation.path] }));
  return {
    ...diagnostic,
    path: [...prefix, ...diagnostic.path],
    ...(diagnostic.fix ? { fix: fix(diagnostic.fix) } : {}),
    ...(diagnostic.suggestions ? { suggestions: diagnostic.suggestions.map((suggestion) => ({ ...suggestion, fix: fix(suggestion.fix) })) } : {}),
  };
}

/** How a part's key reads in the warning: `"/guild" (guild scope)`. */
function partText(part: WrappedPart): string {
  const scope = part.guildId !== undefined ? `guild ${part.guildId}` : part.scope;
  return `"${toPointer(part.path)}"${scope ? ` (${scope})` : ''}`;
}

/**
 * What a saved listing's one notice stands for: the fields only the service returns, and those it
 * fills in on every command it answers with (dm_permission, default_permission, contexts and
 * integration_types, also on guild commands), which nobody wrote.
 */
export const SERVICE_FILLED = new Set(['response-only-field', 'deprecated-field', 'guild-ignored-field', 'guild-bot-dm']);

/** A saved listing's one notice, on the file's first value. */
export function listingProblem(document: JsonDocument, guild: boolean): TextProblem {
  const root = document.nodeAt([]);
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `This file is a saved listing: every command has "id", "application_id" and "version", as the list endpoint answers${guild ? ' for a guild (every one has "guild_id")' : ''}. cmdlint lints the commands in it and leaves out the fields the service returns or fills in (response-only-field, deprecated-field, guild-ignored-field); to send it, remove them. A listing is what \`cmdlint plan --registered\` takes${guild ? ' (with --scope guild)' : ''}.`,
    offset: root?.offset ?? 0,
    length: root ? 1 : 0,
    fatal: false,
  };
}

/** A set's "body" pointer that names nothing in the file. */
export function missingProblem(document: JsonDocument, pointer: string): TextProblem {
  const root = document.nodeAt([]);
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `The set's "body" pointer ${quote(pointer)} names nothing in this file, so nothing of that set was linted here: fix the pointer in cmdlint.config.json, or move this file out of the set.`,
    offset: root?.offset ?? 0,
    length: root ? 1 : 0,
    fatal: false,
  };
}

/** "a", "a and b", "a, b and c". */
function listText(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Arrays of commands in a file whose sets name other bodies: not linted, said by their keys. */
export function skippedProblem(document: JsonDocument, skipped: readonly WrappedPart[]): TextProblem {
  const first = document.nodeAt(skipped[0]!.path);
  const at = first?.key ?? first ?? { offset: 0, end: 0 };
  const pointers = skipped.map((part) => `"${toPointer(part.path)}"`);
  const one = skipped.length === 1;
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `${listText(pointers)} ${one ? 'holds' : 'hold'} what look like commands, but no set of cmdlint.config.json names ${one ? 'it' : 'them'} as its "body", so ${one ? 'it was' : 'they were'} not linted: add a set for this file with ${pointers.map((pointer) => `"body": ${pointer}`).join(', ')}${one ? '' : ' (one set each)'}.`,
    offset: at.offset,
    length: at.end - at.offset,
    fatal: false,
  };
}

/** The wrapper's one warning, on the key of its first body. */
export function wrapperProblem(document: JsonDocument, parts: readonly WrappedPart[]): TextProblem {
  const first = document.nodeAt(parts[0]!.path);
  const at = first?.key ?? first ?? { offset: 0, end: 0 };
  const places = parts.slice(0, 4).map(partText);
  if (parts.length > 4) places.push(`${parts.length - 4} more`);
  const arrays = parts.every((part) => Array.isArray(part.value));
  const one = parts.length === 1;
  const what = arrays ? (one ? 'that array there' : 'each array there') : one ? 'the command there' : 'each of them';
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `The commands of this file are under ${listText(places)}; cmdlint lints ${what}. The object around ${one ? 'it' : 'them'} is not a request body: send ${one ? `the ${arrays ? 'array' : 'command'} at ${toPointer(parts[0]!.path)}` : arrays ? 'each array' : 'each command'} to the API, not the whole file.`,
    offset: at.offset,
    length: at.end - at.offset,
    fatal: false,
  };
}
