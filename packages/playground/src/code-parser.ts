// The page's parser of JavaScript and TypeScript: acorn with @sveltejs/acorn-typescript, chosen by
// measure (docs/playground.md): 63 KB gzipped, and on the third-party corpus the same commands
// and diagnostics as the CLI's oxc-parser. Trees carry `range`, so the reader reads each node
// whole (source/estree.ts). Loaded with code-reader.ts, on the first text that is code.
import { Parser, type Comment, type Node, type Options } from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';

const JAVASCRIPT = Parser;
const TYPESCRIPT = Parser.extend(tsPlugin());
const TSX = Parser.extend(tsPlugin({ jsx: true }));

export interface ParsedCode {
  readonly program: Node;
  readonly comments: readonly Comment[];
}

/** A text the parser could not read, and where. */
export class CodeSyntaxError extends Error {
  constructor(
    message: string,
    readonly start: number,
  ) {
    super(message);
  }
}

function parserOf(path: string): typeof Parser {
  if (/\.[mc]?tsx$/i.test(path)) return TSX;
  if (/\.[mc]?ts$/i.test(path)) return TYPESCRIPT;
  return JAVASCRIPT;
}

function parseAs(parser: typeof Parser, text: string, sourceType: 'module' | 'script'): ParsedCode {
  const comments: Comment[] = [];
  const options: Options = { ecmaVersion: 'latest', sourceType, ranges: true, locations: true, allowHashBang: true, allowReturnOutsideFunction: sourceType === 'script', onComment: comments };
  return { program: parser.parse(text, options), comments };
}

/**
 * The tree of a source, read as a module, else as a script (oxc's "unambiguous" as the CLI reads
 * it: a CommonJS file may use what a module forbids). Throws CodeSyntaxError, or a RangeError
 * where the text nests past the stack.
 */
export function parseCode(path: string, text: string): ParsedCode {
  const parser = parserOf(path);
  try {
    return parseAs(parser, text, 'module');
  } catch (moduleError) {
    if (!(moduleError instanceof SyntaxError)) throw moduleError;
    try {
      return parseAs(parser, text, 'script');
    } catch {
      // The module's error: the text most likely is one.
      const { pos } = moduleError as SyntaxError & { pos?: number };
      throw new CodeSyntaxError(moduleError.message.replace(/ \(\d+:\d+\)$/, ''), typeof pos === 'number' ? pos : 0);
    }
  }
}
