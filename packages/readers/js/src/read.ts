// Reads a JavaScript or TypeScript file into a SourceDocument (the kit's, @cmdlint/text):
// the commands found in it (find.ts), parsed by oxc (parser.ts) or given as another parser's tree
// (the ESLint plugin).
import { quote } from '@cmdlint/core';
import { decodeText, NO_PROBLEMS, type SendVia, type TextComment } from '@cmdlint/text';
import { lower, SourceDocument, TEXT_RULES, type SourceBody, type TextProblem } from '@cmdlint/text';
import type { DiscordJsMajor } from './dialects.js';
import { findInProgram, type SourceComment } from './find.js';
import { parseSource, sizeRefusal, type ParsedSource, type SourceRefusal } from './parser.js';
import { withVisitorKeys, type Node, type VisitorKeys } from './estree.js';

export interface SourceReadOptions {
  readonly discordJs?: DiscordJsMajor;
  /** A set's "body" pointers: the exports they name are commands (see SourceDocument.withExports). */
  readonly exports?: readonly string[];
  /** How the exports at a pointer are sent, where not as written (a set's "via"). */
  readonly via?: ReadonlyMap<string, SendVia>;
  /** The file's path, where the caller reads the tree itself (ESLint): a Sapphire piece is named after its file. */
  readonly path?: string;
}

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

/**
 * The document of a program another parser made (ESLint's espree or typescript-eslint: any ESTree
 * with `range` or `start`/`end` as UTF-16 offsets into `text`).
 */
export function sourceDocumentFromProgram(
  text: string,
  program: Node,
  options: SourceReadOptions & { readonly comments?: readonly SourceComment[]; readonly bom?: boolean; readonly problems?: readonly TextProblem[]; readonly reread?: (text: string, exports?: readonly string[], via?: ReadonlyMap<string, SendVia>) => SourceDocument; readonly visitorKeys?: VisitorKeys } = {},
): SourceDocument {
  const given = options.problems ?? NO_PROBLEMS;
  const refused = (refusal: SourceRefusal): SourceDocument => {
    const problem: TextProblem = { ruleId: TEXT_RULES.sourceSyntax, message: refusal.message, offset: refusal.start, length: refusal.end - refusal.start, fatal: true };
    const document = new SourceDocument(text, options.bom === true, [], [...given, problem], false, options.reread ?? ((next) => parseSourceDocument(next, 'source.tsx', options)));
    document.refused = true;
    return document;
  };
  // The nesting scan guards cmdlint's own parser (parseSource runs it), whose native stack no `try`
  // protects. A tree already parsed (ESLint's, or parseSource's) is not scanned again: it cost a
  // fifth of a parse, and the walks below recurse in JavaScript, where a stack filled is a
  // RangeError caught. The size bound holds for every tree: the evaluator's memory grows with it.
  const refusal = sizeRefusal(text);
  if (refusal) return refused(refusal);
  let found: ReturnType<typeof findInProgram>['bodies'];
  let missingExports: readonly string[];
  let notes: ReturnType<typeof findInProgram>['notes'];
  let bodies: SourceBody[];
  try {
    // ESLint's tree is walked by its parser's visitor keys, where given: not every key of every node.
    ({ bodies: found, missingExports, notes } = withVisitorKeys(options.visitorKeys, () => findInProgram(program, { ...options, text })));
    bodies = found.map((body): SourceBody => ({ lowered: lower(body.value), kind: body.kind, ...(body.scope ? { scope: body.scope } : {}), origin: body.origin, ...(body.pointer === undefined ? {} : { pointer: body.pointer }), ...(body.sentElsewhere ? { sentElsewhere: true as const } : {}) }));
  } catch (error) {
    // The walks recurse: a tree within the bound that still fills the JavaScript stack leaves the
    // file unread (unknown, never judged), not the run ended.
    if (!(error instanceof RangeError)) throw error;
    return refused({ message: `This file is too large or nests too deep for cmdlint to walk (${error.message}), so it was not read and its commands are not checked: split the expression, or leave the file out of the files linted.`, start: 0, end: 0 });
  }
  const problems = missingExports.length > 0 ? [...given, ...missingExports.map(missingExportProblem)] : given.length > 0 ? given : NO_PROBLEMS;
  // Without a parser of its own (ESLint's program), a fixed text is read by cmdlint's parser.
  const reread = options.reread ?? ((next: string, exports = options.exports, via = options.via): SourceDocument => parseSourceDocument(options.bom ? `\uFEFF${next}` : next, 'source.tsx', { ...options, exports, ...(via ? { via } : {}) }));
  const document = new SourceDocument(text, options.bom === true, bodies, problems, true, reread);
  document.notes = notes;
  return document;
}

/** A set's "body" pointer that names no export of the module. */
function missingExportProblem(pointer: string): TextProblem {
  const name = pointer.split('/')[1] ?? '';
  const example = name === '' || name === 'default' ? '`export default` or `module.exports =`' : `\`export const ${name}\` or \`module.exports = { ${name} }\``;
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `The set's "body" pointer ${quote(pointer)} names nothing this module exports (${example}), so nothing of that set was read here: fix the pointer in cmdlint.config.json, or leave this file out of the set's "files".`,
    offset: 0,
    length: 0,
    fatal: false,
  };
}
