// Offsets <-> line/character, counted as editors count: UTF-16 code units, 0-based, and only
// \r\n, \n and \r end a line (as in VS Code and the LSP; U+2028 does not).

export interface Position {
  /** 0-based line. */
  readonly line: number;
  /** 0-based column in UTF-16 code units. */
  readonly character: number;
}

export interface Range {
  readonly start: Position;
  readonly end: Position;
}

const LINE_BREAK = /\r\n?|\n/g;

export class LineIndex {
  private starts: number[] | undefined;

  constructor(readonly text: string) {}

  /** Offsets where each line starts; computed on first use (a minified file has one). */
  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const starts = [0];
    const text = this.text;
    if (text.indexOf('\r') === -1) {
      // The common case, with the native search: only \n ends lines.
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    } else {
      const pattern = new RegExp(LINE_BREAK.source, 'g');
      for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) starts.push(match.index + match[0].length);
    }
    this.starts = starts;
    return starts;
  }

  get lineCount(): number {
    return this.lineStarts().length;
  }

  positionAt(offset: number): Position {
    const starts = this.lineStarts();
    const at = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return { line: low, character: at - starts[low]! };
  }

  offsetAt(position: Position): number {
    const starts = this.lineStarts();
    if (position.line < 0) return 0;
    if (position.line >= starts.length) return this.text.length;
    const start = starts[position.line]!;
    const next = position.line + 1 < starts.length ? starts[position.line + 1]! : this.text.length;
    return Math.max(start, Math.min(start + position.character, next));
  }

  rangeAt(start: number, end: number): Range {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}
