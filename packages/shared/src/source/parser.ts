// The parser of JavaScript and TypeScript sources, loaded on the first source file: a run over
// JSON files never loads it (test/cli/startup-modules.test.ts). oxc-parser was chosen by measure
// (docs/sources.md): it reads JS, TS, JSX and TSX into ESTree with UTF-16 offsets, starts in tens of
// milliseconds and parses several times faster than @babel/parser or typescript-estree.
import { createRequire } from 'node:module';
import type { Node } from './estree.js';

export interface ParsedSource {
  readonly program: Node | undefined;
  readonly comments: readonly { readonly type: string; readonly value: string; readonly start: number; readonly end: number }[];
  /** Syntax errors: the first one's message and offsets. */
  readonly errors: readonly { readonly message: string; readonly start: number; readonly end: number }[];
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
  loaded ??= load('oxc-parser') as OxcParser;
  return loaded;
}

/** The language a file's name says: oxc decides TypeScript and JSX from it. */
function parseName(path: string): string {
  const match = /\.(m|c)?(j|t)sx?$/i.exec(path);
  return match ? `source${match[0].toLowerCase()}` : 'source.js';
}

export function parseSource(path: string, text: string): ParsedSource {
  const result = oxc().parseSync(parseName(path), text, { sourceType: 'unambiguous', preserveParens: false });
  const errors = result.errors.map((error) => {
    const label = error.labels?.[0];
    return { message: error.message, start: label?.start ?? 0, end: label?.end ?? label?.start ?? 0 };
  });
  return { program: result.program, comments: result.comments, errors };
}
