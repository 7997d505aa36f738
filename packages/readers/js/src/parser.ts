// The parser of JavaScript and TypeScript sources, loaded on the first source file: a run over
// JSON files never loads it (test/cli/startup-modules.test.ts). oxc-parser was chosen by measure
// (docs/sources.md): it reads JS, TS, JSX and TSX into ESTree with UTF-16 offsets, starts in tens of
// milliseconds and parses several times faster than @babel/parser or typescript-estree.
import { createRequire } from 'node:module';
import { quote } from '@cmdlint/core';
import { PARSER_UNAVAILABLE } from '@cmdlint/text';
import type { Node } from './estree.js';
import { nestingExcess, NESTING_LEVELS, repeatedExport, REPEATED_EXPORTS } from './nesting.js';

export interface ParsedSource {
  readonly program: Node | undefined;
  readonly comments: readonly { readonly type: string; readonly value: string; readonly start: number; readonly end: number }[];
  /** Syntax errors: the first one's message and offsets. */
  readonly errors: readonly { readonly message: string; readonly start: number; readonly end: number }[];
  /** The text was not given to the parser (too long, or nested too deep): errors[0] says why. */
  readonly refused?: true;
}

interface OxcParser {
  parseSync(fileName: string, text: string, options?: Record<string, unknown>): { program: Node; comments: { type: string; value: string; start: number; end: number }[]; errors: { message: string; labels?: { start: number; end: number }[] }[] };
}

let loaded: OxcParser | undefined;

function oxc(): OxcParser {
  // As an ES module (this file, or a bundle of it such as the language server's dist/index.js),
  // resolved from the module's own place: there a bundler's `require` is a stub that throws. In a
  // CommonJS bundle without a shim of import.meta (the VS Code extension's), `require` is Node's.
  const url = (import.meta as { url?: unknown }).url;
  const load = typeof url === 'string' ? createRequire(url) : require;
  try {
    loaded ??= load('oxc-parser') as OxcParser;
  } catch (error) {
    throw unavailable(error);
  }
  return loaded;
}

/** A failure to load the parser (its package or its native binding missing) as the contract names it, other errors as they are. */
function unavailable(error: unknown): unknown {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code !== 'MODULE_NOT_FOUND' && !(typeof message === 'string' && /oxc-parser|native binding|dynamic require/i.test(message))) return error;
  return Object.assign(new Error(typeof message === 'string' ? message : String(error), { cause: error }), { code: PARSER_UNAVAILABLE });
}

/** The language a file's name says: oxc decides TypeScript and JSX from it. */
function parseName(path: string): string {
  const match = /\.(m|c)?(j|t)sx?$/i.exec(path);
  return match ? `source${match[0].toLowerCase()}` : 'source.js';
}

/**
 * The longest source the parser is given, in UTF-16 code units. oxc-parser hands its tree to
 * JavaScript as one JSON string of about 60 times the source, which V8 caps near 512 MB: a 25 MB
 * source fails with "Failed to convert rust `String` into napi `string`" after 1.55 GB. Measured
 * here: 1 MB of builder code parses in ~2 s at 117 MB peak, 4 MB in ~10 s at 231 MB (a loaded
 * machine). Raw transfer (`experimentalRawTransfer`, no JSON string) needs Node 22 and cmdlint
 * runs on Node 20, so the limit is the smaller one: 4 MiB, far above any bot's file.
 */
export const SOURCE_MAX_LENGTH = 4 * 1024 * 1024;

/** Why a source is not read, and where. */
export interface SourceRefusal {
  readonly message: string;
  readonly start: number;
  readonly end: number;
}

/** Why a text is too long to read as a source, or undefined. */
export function sizeRefusal(text: string): SourceRefusal | undefined {
  if (text.length <= SOURCE_MAX_LENGTH) return undefined;
  const size = `${(text.length / (1024 * 1024)).toFixed(1)} MiB`;
  return { message: `This file is ${size} long, over the ${SOURCE_MAX_LENGTH / (1024 * 1024)} MiB cmdlint reads as a source, so it was not read and its commands are not checked: split it, or leave it out of the files linted.`, start: 0, end: 0 };
}

/** Why a text is not given to the parser (too long, or nested past what its native stack holds), or undefined. */
export function sourceRefusal(path: string, text: string): SourceRefusal | undefined {
  const tooLong = sizeRefusal(text);
  if (tooLong) return tooLong;
  const name = parseName(path);
  const excess = nestingExcess(text, /x$/i.test(name));
  if (excess === undefined) {
    const repeated = /^source\.[mc]?jsx?$/.test(name) ? repeatedExport(text) : undefined;
    if (repeated === undefined) return undefined;
    return {
      message: `This file exports names again more than ${REPEATED_EXPORTS} times (${quote(repeated.name)} among them; a name exported twice is a syntax error, and the parser's time grows with the square of the repeats), so it was not read and its commands are not checked: export each name once.`,
      start: repeated.offset,
      end: repeated.offset + 'export'.length,
    };
  }
  return {
    message: `This file nests deeper than cmdlint reads (past ${NESTING_LEVELS} levels of brackets, templates, calls and operators here), so it was not read and its commands are not checked: split the expression, or leave the file out of the files linted.`,
    start: excess.offset,
    end: excess.offset + 1,
  };
}

export function parseSource(path: string, text: string): ParsedSource {
  // Checked before the parser sees the text: past these it would end the process (SIGSEGV) or fail
  // after gigabytes, where no `try` helps.
  const refusal = sourceRefusal(path, text);
  if (refusal) return { program: undefined, comments: [], errors: [refusal], refused: true };
  const result = oxc().parseSync(parseName(path), text, { sourceType: 'unambiguous', preserveParens: false });
  const errors = result.errors.map((error) => {
    const label = error.labels?.[0];
    return { message: error.message, start: label?.start ?? 0, end: label?.end ?? label?.start ?? 0 };
  });
  return { program: result.program, comments: result.comments, errors };
}
