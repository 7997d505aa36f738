// The text the parser reads: the file with the bodies of functions the reader never walks blanked
// out. The parse is most of the cost of reading a file (python-facts.md 8), and most of a
// command file is the commands' own code, which no rule reads: a command's body gives its
// docstring and nothing else, and another function's body is walked only where its text may build
// a command (prefilter.ts mayBuildCommands). Such a body keeps its first statement (the docstring,
// or whatever stands first) and its last line becomes `()` placed where its code ended; every
// other character becomes a space, newlines kept. Every offset is unchanged, and every node the
// reader reads is as it was: the function still ends where it ended. The parse of the corpus
// costs about 0.7 of the whole text's.
//
// Bodies kept whole: those whose text holds what a walk or another reading looks for (`@`,
// `roup`, `SlashCommand`, `global`, `cmdlint`), a first statement that opens a block, a last line
// too short for its placeholder, and every body of a file whose lines the scan may read otherwise
// than the parser (LineScan.irregular). A syntax error inside a blanked body is not seen: the
// commands around it are read (Python reports its own syntax; cmdlint reads commands).
// test/skeleton.test.ts reads the corpus and tricky shapes both ways and requires the same
// documents.
import type { LogicalLine } from './lines.js';
import { bodyReadings } from './prefilter.js';

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

/** A replacement of text[start, end): spaces but for newlines, then `tail` ending at `end`. */
interface Blank {
  readonly start: number;
  readonly end: number;
  /** Where the placeholder line starts (its indentation, then `()`). */
  readonly tailStart: number;
  readonly tail: string;
}

/** Fed the logical lines of a text (lines.ts) in order; `text()` is then the skeleton. */
export class SkeletonBuilder {
  private readonly open: OpenFunction[] = [];
  private readonly blanks: Blank[] = [];
  /** The end of the last logical line seen: where an open body ends when a line at its indentation comes. */
  private previousEnd = 0;

  /** Whether anything may read a body's range (prefilter.ts), made when a body first closes. */
  private mayBeRead: ((start: number, end: number) => boolean) | undefined;

  constructor(private readonly source: string) {}

  line(line: LogicalLine): void {
    const open = this.open;
    while (open.length > 0 && line.width <= open[open.length - 1]!.width) this.close(open.pop()!);
    const innermost = open[open.length - 1];
    if (innermost && innermost.first === undefined) innermost.first = { lineStart: line.lineStart, contentStart: line.contentStart, end: line.end, opensBlock: line.opensBlock };
    if (line.opensBlock && this.isDefinition(line.contentStart)) open.push({ width: line.width, headerEnd: line.end, first: undefined });
    this.previousEnd = line.end;
  }

  /** The skeleton: the text itself when nothing is blanked. */
  text(): string {
    const open = this.open;
    while (open.length > 0) this.close(open.pop()!);
    if (this.blanks.length === 0) return this.source;
    const source = this.source;
    const parts: string[] = [];
    let at = 0;
    for (const blank of this.blanks) {
      parts.push(source.slice(at, blank.start), spaces(source.slice(blank.start, blank.tailStart)), blank.tail);
      at = blank.end;
    }
    parts.push(source.slice(at));
    return parts.join('');
  }

  private close(fn: OpenFunction): void {
    const first = fn.first;
    const end = this.previousEnd;
    // An empty body, a body of one line, or a first statement that opens a block (its block would be left empty).
    if (first === undefined || first.end >= end || first.opensBlock) return;
    this.mayBeRead ??= bodyReadings(this.source);
    if (this.mayBeRead(fn.headerEnd, end)) return;
    const source = this.source;
    const tailStart = source.lastIndexOf('\n', end - 1) + 1;
    const indentation = source.slice(first.lineStart, first.contentStart);
    const room = end - tailStart - indentation.length;
    if (tailStart <= first.end || room < 1) return;
    // Blanks of functions nested in this body were recorded first, and this one covers them.
    const blanks = this.blanks;
    while (blanks.length > 0 && blanks[blanks.length - 1]!.start >= first.end) blanks.pop();
    blanks.push({ start: first.end, end, tailStart, tail: indentation + (room === 1 ? '0' : `(${' '.repeat(room - 2)})`) });
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

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** Every character but line breaks as a space (an astral character is two units, and two spaces). */
function spaces(text: string): string {
  return text.replace(/[^\r\n]+/gu, (run) => ' '.repeat(run.length));
}
