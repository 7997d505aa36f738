// A Python file as the linter sees it: its commands (find.ts), each lowered to the value the core
// lints, with every place mapped back to the source, and its comments (for cmdlint-disable
// directives). A file that does not parse is not read: its commands cannot be trusted.
import type { Node, Parser } from 'web-tree-sitter';
import type { Diagnostic } from '@cmdlint/core';
import { lower, SourceDocument, TEXT_RULES, type SourceBody, type TextComment, type TextProblem } from '@cmdlint/text';
import { IndentationDepth, MAX_BRACKET_DEPTH, nestingRefusalOf } from './bounds.js';
import { FileContext } from './context.js';
import { CommandFinder } from './find.js';
import { exactDigitsIn } from './exact-digits.js';
import { mayHoldDirectives } from './prefilter.js';
import { scanLogicalLines } from './lines.js';
import { refusalOf } from './refusals.js';
import { SKELETON, SkeletonBuilder } from './skeleton.js';

export interface PythonReadOptions {
  /** The Python packages the bot's dependency files name (see manifests.ts), for the library a file's `import discord` stands for. */
  readonly packages?: ReadonlySet<string>;
  /** Those packages with the versions the files allow (manifests.ts `dependenciesOf`, merged by versions.ts): which checks the library makes. */
  readonly dependencies?: ReadonlyMap<string, string>;
}

export interface PythonReader {
  /** Reads a file's commands (synchronous: the parser is loaded). */
  read(path: string, text: string, options?: PythonReadOptions): SourceDocument;
}

export function readerWith(parser: Parser): PythonReader {
  const read = (path: string, input: string, options: PythonReadOptions = {}): SourceDocument => {
    const bom = input.charCodeAt(0) === 0xfeff;
    const text = bom ? input.slice(1) : input;
    const reread = (next: string): SourceDocument => read(path, bom ? `\uFEFF${next}` : next, options);
    // One scan of the text for the nesting bounds and the skeleton the parser reads.
    const indentation = new IndentationDepth();
    const skeleton = new SkeletonBuilder(text);
    const scan = scanLogicalLines(
      text,
      MAX_BRACKET_DEPTH,
      (line) => {
        indentation.line(line);
        skeleton.line(line);
      },
      (start, end) => skeleton.ignorableLine(start, end),
    );
    const bound = nestingRefusalOf(scan, indentation);
    if (bound) return refused(text, bom, reread, bound.message, bound.offset);
    let tree: ReturnType<Parser['parse']>;
    try {
      const input = SKELETON.enabled && !scan.irregular ? skeleton.input() : undefined;
      tree = input ? parser.parse(input.text, null, { includedRanges: input.ranges }) : parser.parse(text);
      // A skeleton that does not parse is read no further: the whole text is, and says where its error is.
      if (tree && input && firstError(tree.rootNode)) {
        tree.delete();
        tree = parser.parse(text);
      }
    } catch (error) {
      // The wasm parser failed (out of its memory): the file is left unread, the run goes on.
      return refused(text, bom, reread, error instanceof Error ? error.message : String(error));
    }
    if (!tree) return refused(text, bom, reread, 'the parser stopped');
    try {
      const error = firstError(tree.rootNode);
      if (error) {
        const problem: TextProblem = {
          ruleId: TEXT_RULES.sourceSyntax,
          message: `This file does not parse as Python (${error.isMissing ? `a missing ${error.type}` : 'a syntax error'} here), so its commands cannot be read: fix the syntax first.`,
          offset: error.startIndex,
          length: Math.max(0, error.endIndex - error.startIndex),
          fatal: true,
        };
        return new SourceDocument(text, bom, [], [problem], false, reread);
      }
      const context = new FileContext(tree.rootNode, text);
      const packages = options.dependencies ? new Set([...(options.packages ?? []), ...options.dependencies.keys()]) : options.packages;
      const found = new CommandFinder(context, packages, options.dependencies).find();
      const exactDigitsOf = exactDigitsIn(text);
      const bodies = found.map((command): SourceBody => {
        const refusal = refusalOf(command.library, options.dependencies);
        // Built field by field: the conditional spreads cost more than the rest of this loop.
        const body: { -readonly [K in keyof SourceBody]: SourceBody[K] } = { lowered: lower(command.value), kind: 'command', origin: 'decorator' };
        const exact = exactDigitsOf?.(body.lowered);
        const restate = exact && refusal ? (diagnostic: Diagnostic, value: unknown) => refusal(exact(diagnostic), value) : exact ? (diagnostic: Diagnostic) => exact(diagnostic) : refusal;
        if (command.scope) body.scope = command.scope;
        if (restate) body.restate = restate;
        if (command.squashed) body.mergedByName = true;
        if (command.guildIds && command.scope === 'guild') body.guildIds = command.guildIds;
        // A guild command without its ids: every Python reader's way of saying the guilds are named
        // but not literals (guild_ids=GUILDS, guilds=..., scopes=...).
        else if (command.scope === 'guild') body.guildsNotKnown = true;
        return body;
      });
      const document = new SourceDocument(text, bom, bodies, [], true, reread);
      document.comments = mayHoldDirectives(text) ? commentsOf(tree.rootNode) : [];
      return document;
    } catch (error) {
      // The walks recurse over statements and expressions: a file nested past the stack is left unread.
      if (!(error instanceof RangeError)) throw error;
      return refused(text, bom, reread, error.message);
    } finally {
      tree.delete();
    }
  };
  return { read };
}

function refused(text: string, bom: boolean, reread: (next: string) => SourceDocument, why: string, offset = 0): SourceDocument {
  const problem: TextProblem = {
    ruleId: TEXT_RULES.sourceSyntax,
    message: `This file is too large or nests too deep for cmdlint to walk (${why}), so it was not read and its commands are not checked: leave the file out of the files linted.`,
    offset,
    length: 0,
    fatal: true,
  };
  const document = new SourceDocument(text, bom, [], [problem], false, reread);
  document.refused = true;
  return document;
}

/** The first ERROR or MISSING node, in source order, past misread format specs (a walk with a stack, no recursion). */
function firstError(root: Node): Node | undefined {
  if (!root.hasError) return undefined;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.isError || node.isMissing) return node;
    if (misreadFormatSpec(node)) continue;
    const erring = node.children.filter((child): child is Node => child !== null && (child.hasError || child.isMissing || child.isError));
    if (erring.length === 0) return node;
    for (let index = erring.length - 1; index >= 0; index--) stack.push(erring[index]!);
  }
  return undefined;
}

/**
 * An f-string's `{score:=06.2f}`: Python reads the format spec `=06.2f` (a walrus there needs
 * brackets), tree-sitter-python a walrus, and marks the rest an error (python-discord/bot's
 * tags.py). Such an interpolation holds no error of the file.
 */
function misreadFormatSpec(node: Node): boolean {
  return node.type === 'interpolation' && node.childForFieldName('expression')?.type === 'named_expression';
}

/** `# ...` comments, as the directives read them (`value`: the text after `#`, which starts one past the comment). */
function commentsOf(root: Node): TextComment[] {
  return root.descendantsOfType('comment').flatMap((comment) => (comment ? [{ offset: comment.startIndex, end: comment.endIndex, value: comment.text.slice(1), valueOffset: comment.startIndex + 1, block: false }] : []));
}
