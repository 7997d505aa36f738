// Reads a JavaScript or TypeScript file into a SourceDocument (the kit's, @cmdlint/text):
// the commands found in it (find.ts), parsed by oxc (parser.ts) or given as another parser's tree
// (the ESLint plugin; program.ts reads the tree, without the parser).
import { decodeText, type TextComment } from '@cmdlint/text';
import { SourceDocument, TEXT_RULES, type TextProblem } from '@cmdlint/text';
import { parseSource, type ParsedSource } from './parser.js';
import type { Node } from './estree.js';
import { sourceDocumentFromProgram as fromProgram, type ProgramReadOptions, type SourceReadOptions } from './program.js';

export type { SourceReadOptions } from './program.js';

/** Reads a source file's commands. */
export function parseSourceDocument(input: string | Uint8Array, path: string, options: SourceReadOptions = {}): SourceDocument {
  const decoded = decodeText(input);
  const reread = (text: string, exports = options.exports, via = options.via): SourceDocument => parseSourceDocument(decoded.bom ? `\uFEFF${text}` : text, path, { ...options, exports, ...(via ? { via } : {}) });
  if (decoded.problems.some((problem) => problem.fatal)) return new SourceDocument(decoded.text, decoded.bom, [], decoded.problems, false, reread);
  const parsed = parseSource(path, decoded.text);
  if (parsed.errors.length > 0 || !parsed.program) {
    const first = parsed.errors[0];
    const problem: TextProblem = {
      ruleId: TEXT_RULES.sourceSyntax,
      message: parsed.refused ? first!.message : `This file does not parse (${first?.message ?? 'a syntax error'}), so its commands cannot be read: fix the syntax first.`,
      offset: first?.start ?? 0,
      length: Math.max(0, (first?.end ?? 0) - (first?.start ?? 0)),
      fatal: true,
    };
    const document = new SourceDocument(decoded.text, decoded.bom, [], [...decoded.problems, problem], false, reread);
    document.refused = parsed.refused === true;
    return document;
  }
  const document = sourceDocumentFromProgram(decoded.text, parsed.program, { ...options, path, comments: parsed.comments, bom: decoded.bom, problems: decoded.problems, reread });
  document.comments = parsed.comments.map(textComment);
  return document;
}

/** An oxc comment as the directives read it: its value starts after `//` or `/*`. */
function textComment(comment: ParsedSource['comments'][number]): TextComment {
  return { offset: comment.start, end: comment.end, value: comment.value, valueOffset: comment.start + 2, block: comment.type === 'Block' };
}

/** The document of another parser's tree (program.ts), whose fixed text cmdlint's parser reads again unless `reread` says otherwise. */
export function sourceDocumentFromProgram(text: string, program: Node, options: Omit<ProgramReadOptions, 'reread'> & Partial<Pick<ProgramReadOptions, 'reread'>> = {}): SourceDocument {
  const reread = options.reread ?? ((next: string, exports = options.exports, via = options.via): SourceDocument => parseSourceDocument(options.bom ? `\uFEFF${next}` : next, 'source.tsx', { ...options, exports, ...(via ? { via } : {}) }));
  return fromProgram(text, program, { ...options, reread });
}
