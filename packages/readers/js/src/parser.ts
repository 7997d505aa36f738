// The parser of JavaScript and TypeScript sources, loaded on the first source file: a run over
// JSON files never loads it (test/cli/startup-modules.test.ts). oxc-parser was chosen by measure
// (docs/sources.md): it reads JS, TS, JSX and TSX into ESTree with UTF-16 offsets, starts in tens of
// milliseconds and parses several times faster than @babel/parser or typescript-estree.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PARSER_UNAVAILABLE } from '@cmdlint/text';
import type { Node } from './estree.js';
import { parseName, sourceRefusal } from './refusal.js';

// The bound parseSource holds to (its tests ask it here); the other bounds are refusal.ts's.
export { SOURCE_MAX_LENGTH } from './refusal.js';

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
    // By its real path: Node 20 can load an ES module package reached through a link (pnpm's
    // node_modules) at the link's path, and oxc-parser then looks for its native binding beside
    // the link, where it is not. It did so after any stat of a FIFO (the values of the last stat
    // stay in an array the loader reads): the language server lost its parser on a project with a
    // FIFO named package.json (test/hostile/surfaces.test.ts).
    loaded ??= load(realpathSync(load.resolve('oxc-parser'))) as OxcParser;
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

export function parseSource(path: string, text: string): ParsedSource {
  // Checked before the parser sees the text: past these it would end the process (SIGSEGV) or fail
  // after gigabytes, where no `try` helps.
  const refusal = sourceRefusal(path, text);
  if (refusal) return { program: undefined, comments: [], errors: [refusal], refused: true };
  const name = parseName(path);
  let result = oxc().parseSync(name, text, { sourceType: 'unambiguous', preserveParens: false });
  // 'unambiguous' reads a file without import or export as a script, where a top-level `return` is
  // an error; Node runs a CommonJS file inside a function, where it is not (`if (!token) return;`
  // before module.exports). A file that fails so is read again as CommonJS, and taken so when that
  // has no error; an .mjs or .mts file is a module whatever it holds.
  if (result.errors.length > 0 && !/^source\.m[jt]s$/.test(name)) {
    const commonjs = oxc().parseSync(name, text, { sourceType: 'commonjs', preserveParens: false });
    if (commonjs.errors.length === 0) result = commonjs;
  }
  const errors = result.errors.map((error) => {
    const label = error.labels?.[0];
    return { message: error.message, start: label?.start ?? 0, end: label?.end ?? label?.start ?? 0 };
  });
  return { program: result.program, comments: result.comments, errors };
}
