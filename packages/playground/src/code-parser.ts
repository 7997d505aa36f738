// The page's parser of JavaScript and TypeScript: acorn with @sveltejs/acorn-typescript, chosen by
// measure (docs/playground.md): 63 KB gzipped, and on the third-party corpus the same commands
// and diagnostics as the CLI's oxc-parser. Trees carry `range`, so the reader reads each node
// whole (source/estree.ts). Loaded with code-reader.ts, on the first text that is code.
import { Parser, type Comment, type Node, type Options } from 'acorn';
import { tsPlugin } from '@sveltejs/acorn-typescript';

/**
 * Tokens a parse may read per character of the text (and 1000 more). A parse of real code reads
 * each token about once, 0.2 a character on the corpus (code.test.ts holds it under half the
 * budget); the TypeScript plugin's speculative reads after `<` read the rest of the text again at
 * each one, so `a < a < a < ...` takes time with the square of its length (800 characters, 2 s):
 * past this budget the parse stops and the text is left unread, as the CLI leaves a text past its bounds.
 */
export const TOKENS_PER_CHARACTER = 1;

/** A parse that read more tokens than its budget. */
export class CodeParseBudgetError extends Error {}

/** The parser with a budget of tokens per parse. */
function bounded(base: typeof Parser): typeof Parser {
  // acorn's Parser declares neither its constructor's arguments nor nextToken: they are its own API.
  const Base = base as unknown as new (options: Options, input: string, start?: number) => { nextToken(): void };
  class Bounded extends Base {
    tokensRead = 0;
    private readonly tokenBudget: number;
    constructor(options: Options, input: string, start?: number) {
      super(options, input, start);
      this.tokenBudget = TOKENS_PER_CHARACTER * input.length + 1000;
    }
    override nextToken(): void {
      if (++this.tokensRead > this.tokenBudget) throw new CodeParseBudgetError(`read ${this.tokensRead} tokens in ${this.tokenBudget / TOKENS_PER_CHARACTER} characters`);
      super.nextToken();
    }
  }
  return Bounded as unknown as typeof Parser;
}

const JAVASCRIPT = bounded(Parser);
const TYPESCRIPT = bounded(Parser.extend(tsPlugin()));
const TSX = bounded(Parser.extend(tsPlugin({ jsx: true })));

export interface ParsedCode {
  readonly program: Node;
  readonly comments: readonly Comment[];
  /** Tokens the parse read (against its budget). */
  readonly tokensRead: number;
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
  // acorn's static parse, spelt out to keep the parser's count of tokens.
  const instance = new (parser as unknown as new (options: Options, input: string) => { parse(): Node; tokensRead: number })(options, text);
  return { program: instance.parse(), comments, tokensRead: instance.tokensRead };
}

/**
 * The tree of a source, read as a module, else as a script (oxc's "unambiguous" as the CLI reads
 * it: a CommonJS file may use what a module forbids). Throws CodeSyntaxError, CodeParseBudgetError,
 * or a RangeError where the text nests past the stack.
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
