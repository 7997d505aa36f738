// Hover: on a command, its 8000-character budget and what spends it; on a numeric `type`,
// `handler`, `channel_types`, `contexts` or `integration_types` value, its name (`4 = INTEGER`);
// on a locale key, its language.
import {
  CHANNEL_TYPE_NAMES,
  COMMAND_TYPE_NAMES,
  CONTEXT_NAMES,
  HANDLER_NAMES,
  INTEGRATION_TYPE_NAMES,
  LOCALE_LANGUAGES,
  OPTION_TYPE_NAMES,
  PERMISSION_TYPE_NAMES,
  UNPICKABLE_CHANNEL_TYPES,
  type Path,
} from '@cmdlint/core';
import { parseDocument } from '@cmdlint/text';
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver-types';
import { budgetMarkdown, markdownLiteral } from './budget-markdown.js';
import { bodyContext, containerOffset, roleAt, type BodyContext } from './context.js';
export { groupDigits } from './budget-markdown.js';
import { Tokenizer, type Token } from './locate.js';
import type { ObjectRole } from './structure.js';
import type { DocumentText } from './text.js';

function enumHover(value: number, names: ReadonlyMap<number, string>, what: string, note?: string): string {
  const name = names.get(value);
  if (name === undefined) return `${value} is not a known ${what}; the known ones are ${[...names].map(([n, label]) => `${n} = ${label}`).join(', ')}.`;
  return `**${value} = ${name}** (${what})${note ? `\n\n${note}` : ''}`;
}

/** The name of a numeric value at `path`, when it is an enumerated field. */
function valueNameHover(context: BodyContext, path: Path, value: number): string | undefined {
  const last = path[path.length - 1];
  if (typeof last === 'string') {
    const role = roleAt(context, path.slice(0, -1));
    if (last === 'type') {
      if (role.kind === 'command') return enumHover(value, COMMAND_TYPE_NAMES, 'command type');
      if (role.kind === 'option') return enumHover(value, OPTION_TYPE_NAMES, 'option type');
      if (role.kind === 'permission') return enumHover(value, PERMISSION_TYPE_NAMES, 'permission type');
    }
    if (last === 'handler' && role.kind === 'command') return enumHover(value, HANDLER_NAMES, 'entry point handler');
    return undefined;
  }
  const field = path[path.length - 2];
  if (typeof last !== 'number' || typeof field !== 'string') return undefined;
  const role = roleAt(context, path.slice(0, -2));
  if (field === 'channel_types' && role.kind === 'option') {
    const note = UNPICKABLE_CHANNEL_TYPES.has(value) ? 'Users can never pick a channel of this type in an option.' : undefined;
    return enumHover(value, CHANNEL_TYPE_NAMES, 'channel type', note);
  }
  if (field === 'contexts' && role.kind === 'command') return enumHover(value, CONTEXT_NAMES, 'interaction context');
  if (field === 'integration_types' && role.kind === 'command') return enumHover(value, INTEGRATION_TYPE_NAMES, 'integration type');
  return undefined;
}

function localeHover(key: string): string {
  const language = LOCALE_LANGUAGES.get(key);
  return language === undefined ? `"${markdownLiteral(key)}" is not a locale of the API.` : `**${markdownLiteral(key)}**: ${language}`;
}

/**
 * A document this big that is not parsed yet is not parsed whole for a hover: its lint runs on
 * another thread, and parsing tens of megabytes here would hold every other request.
 */
const PARSED_WHOLE_BELOW = 2_000_000;

/** End (exclusive) of the object or array whose bracket is at `offset`, read leniently. */
function containerEnd(text: string, offset: number): number {
  const tokens = new Tokenizer(text, offset);
  let depth = 0;
  for (let token = tokens.next(); token !== undefined; token = tokens.next()) {
    if (token.kind === 'open-object' || token.kind === 'open-array') depth++;
    else if ((token.kind === 'close-object' || token.kind === 'close-array') && --depth === 0) return token.end;
  }
  return text.length;
}

function budgetOf(text: DocumentText, context: BodyContext, command: Path, focus: Path | undefined): string | undefined {
  if (text.isParsed || text.text.length < PARSED_WHOLE_BELOW) return text.document.ok ? budgetMarkdown(text.document.value, command, focus) : undefined;
  // Only the command's own text, parsed as it stands.
  const { token } = context.location;
  // On the command's own opening brace, the brace is the token, not yet a container.
  const start = containerOffset(context, command.length) >= 0 ? containerOffset(context, command.length) : token?.kind === 'open-object' ? token.offset : -1;
  if (start < 0) return undefined;
  const own = parseDocument(text.text.slice(start, containerEnd(text.text, start)), { jsonc: true });
  return own.ok ? budgetMarkdown(own.value, [], focus?.slice(command.length)) : undefined;
}

function budgetFor(text: DocumentText, context: BodyContext, role: ObjectRole, focus?: Path): string | undefined {
  if (role.kind === 'command') return budgetOf(text, context, role.command, focus);
  if (role.kind === 'option') return budgetOf(text, context, role.command, focus ?? role.path);
  return undefined;
}

function contentsAt(text: DocumentText, context: BodyContext, token: Token): string | undefined {
  const { location } = context;
  const path = location.path;
  if (location.atKey && token.kind === 'string') {
    const owner = roleAt(context, path.slice(0, -1));
    if (owner.kind === 'localizations') return localeHover(String(token.value));
    if (owner.kind === 'command') return budgetFor(text, context, owner);
    if (owner.kind === 'option' && token.value === 'name') return budgetFor(text, context, owner);
    return undefined;
  }
  if (token.kind === 'open-object' || token.kind === 'close-object') {
    // The braces of a command (or an option) stand for the whole of it; the path is the object's.
    const role = roleAt(context, path);
    if (role.kind === 'command' || role.kind === 'option') return budgetFor(text, context, role);
    return undefined;
  }
  if (!location.atValue) return undefined;
  if (token.kind === 'number' && typeof token.value === 'number') {
    const named = valueNameHover(context, path, token.value);
    if (named !== undefined) return named;
  }
  const last = path[path.length - 1];
  const owner = roleAt(context, path.slice(0, -1));
  if (token.kind !== 'open-array' && typeof last === 'string') {
    if (owner.kind === 'command') return budgetFor(text, context, owner);
    if (owner.kind === 'option' && last === 'name') return budgetFor(text, context, owner);
    if (owner.kind === 'localizations') return localeHover(last);
  }
  return undefined;
}

/** The hover at a position, or null. */
export function doHover(text: DocumentText, position: Position): Hover | null {
  const offset = text.offsetAt(position);
  const context = bodyContext(text.text, offset);
  const token = context.location.token;
  if (!token || offset >= token.end) return null;
  const value = contentsAt(text, context, token);
  if (value === undefined) return null;
  return { contents: { kind: MarkupKind.Markdown, value }, range: text.rangeAt(token.offset, token.end) };
}
