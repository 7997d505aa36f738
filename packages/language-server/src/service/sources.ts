// JavaScript and TypeScript documents (with the `sources` setting on): which documents are read as
// sources, and under what name (the name decides TypeScript and JSX for the parser). The parser is
// loaded by the first source document read, never by a JSON document.
import { isSourcePath, looksLikeCommandDocument, type JsonDocument } from '@cmdlint/shared';
import { parseSource, parseSourceDocument, SourceDocument } from '@cmdlint/shared/source';
import { isSourceDocument } from './source-document.js';

/** The editor languages of sources, and the name a document of that language is read under. */
const SOURCE_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  javascript: 'document.js',
  javascriptreact: 'document.jsx',
  typescript: 'document.ts',
  typescriptreact: 'document.tsx',
};

/**
 * The name an editor's document is read as a source under, or undefined when it is read as JSON:
 * a file by its extension (`.js .mjs .cjs .jsx .ts .mts .cts .tsx`, not `.d.ts`), else by its
 * language (an untitled document, a file named without one of those extensions).
 */
export function sourceNameOf(path: string, isFile: boolean, languageId: string | undefined): string | undefined {
  if (isSourcePath(path)) return path;
  if (/\.d\.[mc]?ts$/i.test(path)) return undefined;
  if (isFile && /\.jsonc?$/i.test(path)) return undefined;
  return languageId === undefined ? undefined : SOURCE_LANGUAGE_NAMES[languageId];
}

/** Why sources cannot be read here (the parser could not be loaded), once known. */
let parserMissing: string | undefined;
let reportParserMissing: ((reason: string) => void) | undefined;

/** Who is told, once, that the parser cannot be loaded (the server: its log and a message). */
export function onParserMissing(report: (reason: string) => void): void {
  reportParserMissing = report;
}

/** The lint process could not load the parser: told here (once, as if this thread had tried). */
export function parserMissingElsewhere(reason: string): void {
  if (parserMissing !== undefined) return;
  parserMissing = reason;
  reportParserMissing?.(reason);
}

/** Whether an error is the parser failing to load (its package or its native binding missing). */
function isParserLoadFailure(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'MODULE_NOT_FOUND' || (typeof message === 'string' && /oxc-parser|native binding|dynamic require/i.test(message));
}

/**
 * Reads a source text: its commands, where they are, and their fixes as source edits. Where the
 * parser cannot be loaded (a server bundled without it), a source reads as defining nothing, and
 * the reason is reported once: never a diagnostic that is not about the file.
 */
export function readSourceText(text: string | Uint8Array, name: string): SourceDocument {
  if (parserMissing === undefined) {
    try {
      return parseSourceDocument(text, name);
    } catch (error) {
      if (!isParserLoadFailure(error)) throw error;
      parserMissing = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      reportParserMissing?.(parserMissing);
    }
  }
  return new SourceDocument(typeof text === 'string' ? text : '', false, [], [], false, (next) => readSourceText(next, name));
}

/**
 * Whether a document holds commands: a source that defines some (a source that does not parse is
 * left to the language's own server, but one cmdlint refused to read, for its nesting or size,
 * says so), a JSON text that looks like command bodies.
 */
export function definesCommands(document: JsonDocument): boolean {
  if (isSourceDocument(document)) return document.refused || (document.ok && document.bodies.length > 0);
  return looksLikeCommandDocument(document);
}

/** Paths where a source is never a bot's own (dependencies, build output). */
export function isOutsideSources(path: string): boolean {
  return /(^|[\\/])(node_modules|dist|build|out|\.next)[\\/]/.test(path);
}

/**
 * Whether a source text parses with a line comment starting at `offset`: a comment inserted inside
 * a template literal, a block comment or JSX text is not one, and is never offered.
 */
export function sourceLineCommentAt(name: string, text: string, offset: number): boolean {
  try {
    const parsed = parseSource(name, text);
    return parsed.errors.length === 0 && parsed.comments.some((comment) => comment.start === offset && comment.type === 'Line');
  } catch {
    return false;
  }
}
