// The body of a --cache file (cache.ts): one line per file, `key TAB bytes TAB looks TAB result TAB
// path`. A warm run only splits the lines and finds each file's by its path; a line's fields are read,
// and its result parsed, when its file asks for them. (A JSON document of every entry cost a warm
// run over 2000 files about 5 ms to parse and check, in a fresh process; the lines, under 1 ms.)
// No field holds a tab or a line break: keys and digests are base64 and colons, `looks` is 1 or 0,
// a result is JSON.stringify's text (which escapes every control character) or the word clean, and a
// path is written as it is unless it holds a tab, a line break or a lone surrogate, or starts with
// a quote: then as a JSON string.
import type { CachedFile } from './cache.js';

/** An entry's `file` when its result is exactly a clean file's (cache.ts's cleanResult). */
export const CLEAN = 'clean';

export interface Entry {
  /** What the result was judged under (cache.ts: a lone file's digests side by side, a set member's hash). */
  readonly key: string;
  /** The hash of the file's bytes. */
  readonly bytes: string;
  /** Whether a directory or glob took the file by its look (knownCommands may then answer for the same bytes). */
  readonly looks: boolean;
  /** CLEAN: the result of a file with nothing to say; most are, and kept so the file is a third the size. */
  readonly file: CachedFile | typeof CLEAN;
}

/** String.prototype.isWellFormed (Node 20's V8 has it; the project's TypeScript library is older). */
export type WellFormedQuery = string & { isWellFormed(): boolean };

/** A path as its line holds it. */
function pathField(path: string): string {
  const plain = !/[\t\n\r]/.test(path) && !path.startsWith('"') && (path as WellFormedQuery).isWellFormed();
  return plain ? path : JSON.stringify(path);
}

/** The line of `path`'s entry, without its line break. */
export function entryLine(path: string, entry: Entry): string {
  const file = entry.file === CLEAN ? CLEAN : JSON.stringify(entry.file);
  return `${entry.key}\t${entry.bytes}\t${entry.looks ? 1 : 0}\t${file}\t${pathField(path)}`;
}

/**
 * The lines of a body by their paths, each kept as its text; `dropped`: whether any line was not
 * one this version writes (the file is then written anew).
 */
export function linesByPath(body: string): { lines: Map<string, string>; dropped: boolean } {
  const lines = new Map<string, string>();
  let dropped = false;
  for (let start = 0; start < body.length; ) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    const line = body.slice(start, end);
    start = end + 1;
    let tab = -1;
    for (let field = 0; field < 4 && (tab = line.indexOf('\t', tab + 1)) !== -1; field++);
    const path = tab === -1 ? undefined : pathOf(line.slice(tab + 1));
    if (path === undefined) dropped = true;
    else lines.set(path, line);
  }
  return { lines, dropped };
}

/** The path a path field holds, or undefined when it holds none. */
function pathOf(field: string): string | undefined {
  if (!field.startsWith('"')) return field === '' ? undefined : field;
  try {
    const path: unknown = JSON.parse(field);
    return typeof path === 'string' && path !== '' ? path : undefined;
  } catch {
    return undefined;
  }
}

/** A line's fields, with its result as text (read with resultOf when it is needed). */
export interface LineFields {
  readonly key: string;
  readonly bytes: string;
  readonly looks: boolean;
  readonly file: string;
  /** The line itself, written again as it is when its file is still there. */
  readonly line: string;
}

/** A line's fields; undefined when the line is not what this version writes. */
export function fieldsOf(line: string): LineFields | undefined {
  const afterKey = line.indexOf('\t');
  const afterBytes = line.indexOf('\t', afterKey + 1);
  const afterLooks = line.indexOf('\t', afterBytes + 1);
  const afterFile = line.indexOf('\t', afterLooks + 1);
  if (afterKey < 1 || afterBytes < afterKey + 2 || afterLooks !== afterBytes + 2 || afterFile === -1) return undefined;
  const looks = line.charCodeAt(afterBytes + 1);
  if (looks !== 0x30 && looks !== 0x31) return undefined; // 0 or 1
  return { key: line.slice(0, afterKey), bytes: line.slice(afterKey + 1, afterBytes), looks: looks === 0x31, file: line.slice(afterLooks + 1, afterFile), line };
}

/** The result a result field holds, or undefined when it is not what this version writes. */
export function resultOf(field: string): CachedFile | typeof CLEAN | undefined {
  if (field === CLEAN) return CLEAN;
  let result: unknown;
  try {
    result = JSON.parse(field);
  } catch {
    return undefined;
  }
  return isCachedFile(result) ? result : undefined;
}

/** The entry a line holds, or undefined when it is not what this version writes. */
export function entryOf(line: string): Entry | undefined {
  const fields = fieldsOf(line);
  const file = fields && resultOf(fields.file);
  return file && { key: fields.key, bytes: fields.bytes, looks: fields.looks, file };
}

function isCachedFile(value: unknown): value is CachedFile {
  if (typeof value !== 'object' || value === null) return false;
  const { result, errorCount, warningCount } = value as { result?: unknown; errorCount?: unknown; warningCount?: unknown };
  return typeof result === 'object' && result !== null && !Array.isArray(result) && Number.isInteger(errorCount) && Number.isInteger(warningCount);
}
