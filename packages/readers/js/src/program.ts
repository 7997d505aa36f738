// The document of a tree some other parser made (the ESLint plugin's espree or typescript-eslint,
// the playground's acorn): the `@cmdlint/reader-js/program` entry. No parser and nothing of Node
// on its import graph (test/program-entry.test.ts): who made the tree reads a fixed text again.
import { quote } from '@cmdlint/core';
import { NO_PROBLEMS, type SendVia } from '@cmdlint/text';
import { lower, SourceDocument, TEXT_RULES, type SourceBody, type TextProblem } from '@cmdlint/text';
import type { DiscordJsMajor } from './dialects.js';
import type { VersionRange } from './package-info.js';
import { findInProgram, type SourceComment } from './find.js';
import { sizeRefusal, type SourceRefusal } from './refusal.js';
import { withVisitorKeys, type Node, type VisitorKeys } from './estree.js';

// What a caller with its own parser needs beside the reading: the bounds to check before it parses
// (its parser may recurse as oxc's does), and the tree's and comments' types.
export { sourceRefusal, type SourceRefusal } from './refusal.js';
export type { Node } from './estree.js';
export type { SourceComment } from './find.js';

export interface SourceReadOptions {
  readonly discordJs?: DiscordJsMajor;
  /** A set's "body" pointers: the exports they name are commands (see SourceDocument.withExports). */
  readonly exports?: readonly string[];
  /** How the exports at a pointer are sent, where not as written (a set's "via"). */
  readonly via?: ReadonlyMap<string, SendVia>;
  /** The file's path, where the caller reads the tree itself (ESLint): a Sapphire piece is named after its file. */
  readonly path?: string;
  /** Another file of the project that calls Sapphire's setDefaultGuildIds (entry-files.ts), as shown to the user. */
  readonly sapphireDefaultGuilds?: string;
  /** The project's discordx is 11.4 or later (package-info.ts): its defaults are known. */
  readonly discordxModern?: boolean;
  /** Another file of the project that gives discordx's client botGuilds (entry-files.ts), as shown to the user. */
  readonly discordxBotGuilds?: string;
  /** The slash-create versions the project's package.json allows (package-info.ts): which of its keys it sends. */
  readonly slashCreate?: VersionRange;
}

/** How a tree is read: the reader's options, the parse's comments and problems, and how a fixed text is read again. */
export interface ProgramReadOptions extends SourceReadOptions {
  readonly comments?: readonly SourceComment[];
  readonly bom?: boolean;
  readonly problems?: readonly TextProblem[];
  /** A fixed text, read again by the parser that made the tree (or cmdlint's own: read.ts). */
  readonly reread: (text: string, exports?: readonly string[], via?: ReadonlyMap<string, SendVia>) => SourceDocument;
  readonly visitorKeys?: VisitorKeys;
}

/**
 * The document of a program another parser made (ESLint's espree or typescript-eslint: any ESTree
 * with `range` or `start`/`end` as UTF-16 offsets into `text`, or acorn's in the playground).
 */
export function sourceDocumentFromProgram(
  text: string,
  program: Node,
  options: ProgramReadOptions,
): SourceDocument {
  const given = options.problems ?? NO_PROBLEMS;
  const refused = (refusal: SourceRefusal): SourceDocument => {
    const problem: TextProblem = { ruleId: TEXT_RULES.sourceSyntax, message: refusal.message, offset: refusal.start, length: refusal.end - refusal.start, fatal: true };
    const document = new SourceDocument(text, options.bom === true, [], [...given, problem], false, options.reread);
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
  let unreadSends: ReturnType<typeof findInProgram>['unreadSends'];
  let bodies: SourceBody[];
  try {
    // ESLint's tree is walked by its parser's visitor keys, where given: not every key of every node.
    ({ bodies: found, missingExports, notes, unreadSends } = withVisitorKeys(options.visitorKeys, () => findInProgram(program, { ...options, text })));
    bodies = found.map((body): SourceBody => ({ lowered: lower(body.value), kind: body.kind, ...(body.scope ? { scope: body.scope } : {}), origin: body.origin, ...(body.pointer === undefined ? {} : { pointer: body.pointer }), ...(body.sentElsewhere ? { sentElsewhere: true as const } : {}), ...(body.scopeUnknown ? { scopeUnknown: body.scopeUnknown } : {}) }));
  } catch (error) {
    // The walks recurse: a tree within the bound that still fills the JavaScript stack leaves the
    // file unread (unknown, never judged), not the run ended.
    if (!(error instanceof RangeError)) throw error;
    return refused({ message: `This file is too large or nests too deep for cmdlint to walk (${error.message}), so it was not read and its commands are not checked: split the expression, or leave the file out of the files linted.`, start: 0, end: 0 });
  }
  const problems = missingExports.length > 0 ? [...given, ...missingExports.map(missingExportProblem)] : given.length > 0 ? given : NO_PROBLEMS;
  const document = new SourceDocument(text, options.bom === true, bodies, problems, true, options.reread);
  document.notes = notes;
  if (unreadSends.length > 0) document.unreadSends = unreadSends;
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
