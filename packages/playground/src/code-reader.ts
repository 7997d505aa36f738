// The page's reader of code: the CLI's own reader (@cmdlint/reader-js/program, the entry that
// takes another parser's tree without loading oxc, as the ESLint plugin's does) given acorn's tree. The worker
// imports this module on the first text that is code, so a page of JSON never loads the parser.
import type { SendVia } from '@cmdlint/text';
import { readSourceOf, type ReadSource } from '@cmdlint/text';
import { SourceDocument } from '@cmdlint/text';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { sourceDocumentFromProgram, sourceRefusal, type Node } from '@cmdlint/reader-js/program';
import { decodeText } from '@cmdlint/text';
import { TEXT_RULES, type TextProblem } from '@cmdlint/text';
import { CodeParseBudgetError, CodeSyntaxError, parseCode, type ParsedCode } from './code-parser.js';

interface ReadOptions {
  readonly exports?: readonly string[];
  readonly via?: ReadonlyMap<string, SendVia>;
}

function read(path: string, input: string | Uint8Array, options: ReadOptions): SourceDocument {
  const decoded = decodeText(input);
  const reread = (text: string, exports = options.exports, via = options.via): SourceDocument => read(path, decoded.bom ? `\uFEFF${text}` : text, { ...(exports ? { exports } : {}), ...(via ? { via } : {}) });
  const unread = (problem: TextProblem, refused: boolean): SourceDocument => {
    const document = new SourceDocument(decoded.text, decoded.bom, [], [...decoded.problems, problem], false, reread);
    document.refused = refused;
    return document;
  };
  if (decoded.problems.some((problem) => problem.fatal)) return new SourceDocument(decoded.text, decoded.bom, [], decoded.problems, false, reread);
  // The CLI's bounds (size, nesting, repeated exports), with its words: past them it reads nothing.
  const refusal = sourceRefusal(path, decoded.text);
  if (refusal) return unread({ ruleId: TEXT_RULES.sourceSyntax, message: refusal.message, offset: refusal.start, length: refusal.end - refusal.start, fatal: true }, true);
  let parsed: ParsedCode;
  try {
    parsed = parseCode(path, decoded.text);
  } catch (error) {
    if (error instanceof CodeSyntaxError) {
      const message = `This file does not parse (${error.message}), so its commands cannot be read: fix the syntax first.`;
      return unread({ ruleId: TEXT_RULES.sourceSyntax, message, offset: error.start, length: 0, fatal: true }, false);
    }
    if (error instanceof CodeParseBudgetError) {
      const message = `This code makes the page's parser read it over and over (${error.message}; chains of \`<\` do), so it was not read and its commands are not checked here: the CLI reads it (\`cmdlint ${path}\`).`;
      return unread({ ruleId: TEXT_RULES.sourceSyntax, message, offset: 0, length: 0, fatal: true }, true);
    }
    if (!(error instanceof RangeError)) throw error;
    const message = `This file nests too deep for the page's parser (${error.message}), so it was not read and its commands are not checked: split the expression.`;
    return unread({ ruleId: TEXT_RULES.sourceSyntax, message, offset: 0, length: 0, fatal: true }, true);
  }
  const comments = parsed.comments.map((comment) => ({ type: comment.type, value: comment.value, start: comment.start, end: comment.end }));
  const document = sourceDocumentFromProgram(decoded.text, parsed.program as unknown as Node, { ...options, comments, bom: decoded.bom, problems: decoded.problems, reread });
  // The directives of the text (cmdlint-disable), read from its comments as the CLI reads them.
  document.comments = comments.map((comment) => ({ offset: comment.start, end: comment.end, value: comment.value, valueOffset: comment.start + 2, block: comment.type === 'Block' }));
  return document;
}

/** Reads a JavaScript or TypeScript text's commands, as the CLI's reader does from oxc's tree. */
export const readCode: ReadSource = readSourceOf([JAVASCRIPT_INFO], (path, input) => read(path, input, {}));
