// Why a source is not given to a parser (too long, or nested past what a native stack holds):
// apart from parser.ts so that a reader of another parser's tree (the `./program` entry, the
// playground's worker) asks it without loading oxc.
import { quote } from '@cmdlint/core';
import { nestingExcess, NESTING_LEVELS, repeatedExport, REPEATED_EXPORTS } from './nesting.js';

/** The language a file's name says: oxc decides TypeScript and JSX from it. */
export function parseName(path: string): string {
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
