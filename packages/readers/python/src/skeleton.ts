// The text the parser reads: the file with the bodies of functions the reader never walks blanked
// out. The parse is most of the cost of reading a file (python-facts.md 8), and most of a
// command file is the commands' own code, which no rule reads: a command's body gives its
// docstring and nothing else, and another function's body is walked only where its text may build
// a command (prefilter.ts mayBuildCommands). Such a body keeps its first statement if it is a
// docstring (nothing else of the body is read) and its last line becomes the body's indentation, then `()` placed
// where its code ended; the lexer jumps over the rest (web-tree-sitter's included ranges, which
// keep the text's offsets), rather than reading it as spaces (an all-spaces text costs the lexer
// 0.3 of the source's parse). Every offset is unchanged, and every node the reader reads is as it
// was: the function still ends where it ended.
//
// Bodies kept whole: those whose text holds what a walk or another reading looks for (`@`,
// `roup`, `SlashCommand`, `global`, `cmdlint`), a body of one logical line, a last line
// too short for its placeholder, and every body of a file whose lines the scan may read otherwise
// than the parser (LineScan.irregular). A syntax error inside a blanked body is not seen: the
// commands around it are read (Python reports its own syntax; cmdlint reads commands).
// test/skeleton.test.ts reads the corpus and tricky shapes both ways and requires the same
// documents.
import type { Point, Range } from 'web-tree-sitter';
import type { LogicalLine } from './lines.js';
import { bodyReadings, mayHoldDirectives } from './prefilter.js';

/** Whether the parser reads skeletons (a test turns it off to read the plain way). */
export const SKELETON = { enabled: true };

interface OpenFunction {
  /** The indentation of its `def` line: the body is the lines indented deeper. */
  readonly width: number;
  /** The end of its header line (a comment before the first statement is in the body's text). */
  readonly headerEnd: number;
  /** The body's first logical line, once seen. */
  first: { readonly lineStart: number; readonly contentStart: number; readonly end: number; readonly opensBlock: boolean } | undefined;
}

/** A blanked body: what of its text the parser skips, and the placeholder that ends it. */
interface Blank {
  /** Where the skipped lines start: the line after its first statement's. */
  readonly skipFrom: number;
  /** Where its last line starts: the first statement's indentation is written there, then skipped to the placeholder. */
  readonly tailStart: number;
  readonly indentation: string;
  /** `()`, or `0` where the last line has room for one character only: it ends at `end`. */
  readonly placeholder: string;
  readonly end: number;
}

/** What the parser reads: a text of the source's length, and the ranges of it the lexer reads (web-tree-sitter's included ranges). */
export interface ParseInput {
  readonly text: string;
  readonly ranges: Range[];
}

/** Fed the logical lines of a text (lines.ts) in order; `input()` is then what the parser reads. */
export class SkeletonBuilder {
  private readonly open: OpenFunction[] = [];
  private readonly blanks: Blank[] = [];
  /** Runs of ignorable lines, as start, end pairs. */
  private readonly ignorable: number[] = [];
  /** The file may hold directives: its comments are read, so none is left out. */
  private readonly commentsRead: boolean;
  /** The run of ignorable lines since the last logical line, left out if the next one continues its block. */
  private pending: { readonly start: number; end: number; firstComment: number } | undefined;
  /** The indentation of the last logical line, or -1 where it opened a block (or there was none). */
  private blockWidth = -1;
  /** The end of the last logical line seen: where an open body ends when a line at its indentation comes. */
  private previousEnd = 0;

  /** Whether anything may read a body's range (prefilter.ts), made when a body first closes. */
  private mayBeRead: ((start: number, end: number) => boolean) | undefined;

  constructor(private readonly source: string) {
    this.commentsRead = mayHoldDirectives(source);
  }

  line(line: LogicalLine): void {
    const pending = this.pending;
    if (pending !== undefined) {
      const block = this.blockWidth;
      if (line.width === block || (block !== -1 && line.width < block && pending.firstComment <= line.width)) this.ignorable.push(pending.start, pending.end);
      this.pending = undefined;
    }
    this.blockWidth = line.opensBlock ? -1 : line.width;
    const open = this.open;
    while (open.length > 0 && line.width <= open[open.length - 1]!.width) this.close(open.pop()!);
    const innermost = open[open.length - 1];
    if (innermost && innermost.first === undefined) innermost.first = { lineStart: line.lineStart, contentStart: line.contentStart, end: line.end, opensBlock: line.opensBlock };
    if (line.opensBlock && this.isDefinition(line.contentStart)) open.push({ width: line.width, headerEnd: line.end, first: undefined });
    this.previousEnd = line.end;
  }

  /**
   * The source with each blanked body's last line begun with the body's indentation and ended with
   * its placeholder, and the ranges that leave out the rest of the body: the lexer jumps over it
   * rather than reading it (web-tree-sitter's included ranges, in the text's own offsets, so every
   * node keeps its place); lines of nothing but a comment are left out too where no comment is
   * read. Undefined when nothing is left out: the source is read whole.
   */
  input(): ParseInput | undefined {
    const open = this.open;
    while (open.length > 0) this.close(open.pop()!);
    const { blanks, runs } = chosenGaps(this.blanks, this.ignorable);
    if (blanks.length === 0 && runs.length === 0) return undefined;
    const source = this.source;
    // What the lexer leaves out, in order: each blanked body's two gaps, merged with the runs of ignorable lines.
    const gaps: number[] = [];
    const parts: string[] = [];
    let copied = 0;
    for (const blank of blanks) {
      const indentationEnd = blank.tailStart + blank.indentation.length;
      const placeholderStart = blank.end - blank.placeholder.length;
      parts.push(source.slice(copied, blank.tailStart), blank.indentation, source.slice(indentationEnd, placeholderStart), blank.placeholder);
      copied = blank.end;
      gaps.push(blank.skipFrom, blank.tailStart, indentationEnd, placeholderStart);
    }
    parts.push(source.slice(copied));
    const ranges: Range[] = [];
    const points = new Points(source);
    let rangeStart = 0;
    const skip = (from: number, to: number): void => {
      if (to <= rangeStart) return; // within a gap already left out
      if (from > rangeStart) ranges.push({ startIndex: rangeStart, endIndex: from, startPosition: points.at(rangeStart), endPosition: points.at(from) });
      rangeStart = to;
    };
    let g = 0;
    let i = 0;
    while (g < gaps.length || i < runs.length) {
      if (i >= runs.length || (g < gaps.length && gaps[g]! <= runs[i]!)) {
        skip(gaps[g]!, gaps[g + 1]!);
        g += 2;
      } else {
        skip(runs[i]!, runs[i + 1]!);
        i += 2;
      }
    }
    ranges.push({ startIndex: rangeStart, endIndex: UNBOUNDED, startPosition: points.at(rangeStart), endPosition: { row: UNBOUNDED, column: UNBOUNDED } });
    return { text: parts.join(''), ranges };
  }

  /**
   * A physical line of blanks and a comment (lines.ts), which the lexer may leave out unless a
   * comment may be a directive (read from the tree's comments). A run of them is left out where
   * no node can end or start on it: between two statements of one block (the same indentation,
   * the first opening none), or before a dedent when its first comment is indented no deeper than
   * the line after it (tree-sitter-python's scanner then closes every block before the comments;
   * a comment indented as deep as a block it closes stays in that block, which then ends after it).
   */
  ignorableLine(start: number, end: number): void {
    if (this.commentsRead) return;
    const pending = this.pending;
    if (pending !== undefined && pending.end === start) pending.end = end;
    else this.pending = { start, end, firstComment: -1 };
    const run = this.pending!;
    if (run.firstComment === -1) {
      let at = start;
      while (this.source.charCodeAt(at) === 32) at++;
      if (this.source.charCodeAt(at) === 35) run.firstComment = at - start;
    }
  }

  private close(fn: OpenFunction): void {
    const first = fn.first;
    const end = this.previousEnd;
    // An empty body, or a body of one line.
    if (first === undefined || first.end >= end) return;
    const source = this.source;
    // A docstring is kept; any other first statement goes with the rest (only a docstring is read of the body).
    const docstring = startsWithString(source, first.contentStart);
    if (docstring && first.opensBlock) return;
    this.mayBeRead ??= bodyReadings(source);
    if (this.mayBeRead(fn.headerEnd, end)) return;
    const tailStart = source.lastIndexOf('\n', end - 1) + 1;
    const indentation = source.slice(first.lineStart, first.contentStart);
    const room = end - tailStart - indentation.length;
    if (tailStart <= first.end || room < 1) return;
    // Blanks of functions nested in this body were recorded first, and this one covers them.
    const blanks = this.blanks;
    while (blanks.length > 0 && blanks[blanks.length - 1]!.skipFrom > fn.headerEnd) blanks.pop();
    blanks.push({ skipFrom: source.indexOf('\n', docstring ? first.end : fn.headerEnd) + 1, tailStart, indentation, placeholder: room === 1 ? '0' : '()', end });
  }

  /** `def` or `async def` at the start of a logical line. */
  private isDefinition(at: number): boolean {
    const source = this.source;
    if (source.startsWith('def', at)) return isBlank(source.charCodeAt(at + 3));
    if (!source.startsWith('async', at) || !isBlank(source.charCodeAt(at + 5))) return false;
    let i = at + 6;
    while (isBlank(source.charCodeAt(i))) i++;
    return source.startsWith('def', i) && isBlank(source.charCodeAt(i + 3));
  }
}

/** A string literal starts at `at`: a quote, after at most two prefix letters (`r`, `b`, `u`, `f`, `t`, either case). */
function startsWithString(source: string, at: number): boolean {
  for (let i = at; i < at + 3; i++) {
    const code = source.charCodeAt(i);
    if (code === 34 || code === 39) return true;
    if (!STRING_PREFIX.has(code | 0x20)) return false;
  }
  return false;
}

/** r b u f t, lowercased by `| 0x20`. */
const STRING_PREFIX = new Set([0x72, 0x62, 0x75, 0x66, 0x74]);

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/**
 * How many gaps the lexer is given at most. tree-sitter finds the range of a position by a walk
 * from the first range, each time the lexer goes back to a token's start (at most tokens, after the
 * external scanner tried one): with a range per gap, a file of 80,000 comment runs took 20 s to read
 * against 1.9 s for the whole text. The widest gaps are left out; the others are read as they are.
 */
export const GAP_BUDGET = { max: 48 };

/** The blanks and runs of ignorable lines the lexer jumps over: the widest, within the budget, each list in the text's order. */
function chosenGaps(blanks: readonly Blank[], ignorable: readonly number[]): { blanks: Blank[]; runs: number[] } {
  const budget = GAP_BUDGET.max;
  if (blanks.length * 2 + ignorable.length / 2 <= budget) return { blanks: [...blanks], runs: [...ignorable] };
  // A blank costs its two gaps (both or neither: its placeholder needs the rest left out), a run one.
  const candidates: { width: number; cost: number; blank?: Blank; run?: number }[] = [];
  for (const blank of blanks) candidates.push({ width: blank.end - blank.skipFrom, cost: 2, blank });
  for (let i = 0; i < ignorable.length; i += 2) candidates.push({ width: ignorable[i + 1]! - ignorable[i]!, cost: 1, run: i });
  candidates.sort((a, b) => b.width - a.width);
  let spent = 0;
  const chosenBlanks = new Set<Blank>();
  const chosenRuns = new Set<number>();
  for (const candidate of candidates) {
    if (spent + candidate.cost > budget) continue;
    spent += candidate.cost;
    if (candidate.blank) chosenBlanks.add(candidate.blank);
    else chosenRuns.add(candidate.run!);
    if (spent >= budget) break;
  }
  const runs: number[] = [];
  for (let i = 0; i < ignorable.length; i += 2) if (chosenRuns.has(i)) runs.push(ignorable[i]!, ignorable[i + 1]!);
  return { blanks: blanks.filter((blank) => chosenBlanks.has(blank)), runs };
}

/** tree-sitter's "to the end of the input", for the last range. */
const UNBOUNDED = 0xffffffff;

/** Rows and columns of offsets asked in increasing order (one pass over the text for all of them). */
class Points {
  private row = 0;
  private lineStart = 0;
  private counted = 0;

  constructor(private readonly source: string) {}

  at(offset: number): Point {
    const source = this.source;
    for (let newline = source.indexOf('\n', this.counted); newline !== -1 && newline < offset; newline = source.indexOf('\n', newline + 1)) {
      this.row++;
      this.lineStart = newline + 1;
    }
    this.counted = Math.max(this.counted, offset);
    return { row: this.row, column: offset - this.lineStart };
  }
}
