// The editor's text and the linter's text of one document at one version. They differ only when
// the editor keeps a byte order mark in the text (the linter sets it aside): then positions on
// the first line move by one.
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Position as LspPosition, Range as LspRange, TextEdit as LspTextEdit } from 'vscode-languageserver-types';
import { LineIndex, type JsonDocument, type Range, type TextEdit } from '@cmdlint/text';

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

export class DocumentText {
  private parsed: JsonDocument | undefined;
  /** Line starts of the editor's text: found with a native search, on first use. */
  private lines: LineIndex | undefined;
  private readonly parse: (() => JsonDocument) | undefined;
  /** 1 when the editor's text starts with a BOM that the parsed text does not have. */
  readonly shift: number;
  /** The version parsed (the TextDocument itself moves on to later versions). */
  readonly version: number;
  /** The editor's text at that version. */
  readonly text: string;

  /** The editor's document at that version (a snapshot: the manager's own is updated in place). */
  readonly textDocument: TextDocument;

  /**
   * @param document the parse, or how to make it: a big document is parsed only when something on
   * this thread needs it (its lint may run elsewhere, see ../server/lint-worker-client.ts).
   */
  constructor(live: TextDocument, document: JsonDocument | (() => JsonDocument), text = live.getText()) {
    if (typeof document === 'function') this.parse = document;
    else this.parsed = document;
    this.version = live.version;
    this.text = text;
    this.textDocument = TextDocument.create(live.uri, live.languageId, live.version, text);
    this.shift = this.text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** The linter's parse of the text (made on first use when it was given as a function). */
  get document(): JsonDocument {
    this.parsed ??= this.parse!();
    return this.parsed;
  }

  /** Whether the parse exists already (asking for `document` would not parse). */
  get isParsed(): boolean {
    return this.parsed !== undefined;
  }

  get uri(): string {
    return this.textDocument.uri;
  }

  /** A range of the parsed text as the editor counts it. */
  range(range: Range): LspRange {
    if (this.shift === 0) return { start: { ...range.start }, end: { ...range.end } };
    const move = (p: LspPosition): LspPosition => (p.line === 0 ? { line: 0, character: p.character + this.shift } : { ...p });
    return { start: move(range.start), end: move(range.end) };
  }

  /**
   * An edit of the parsed text as an edit of the editor's text. The parsed text is the editor's
   * without its BOM, so offsets move by `shift`: no parse needed.
   */
  edit(edit: TextEdit): LspTextEdit {
    return { range: this.rangeAt(edit.offset + this.shift, edit.offset + edit.length + this.shift), newText: edit.newText };
  }

  private lineIndex(): LineIndex {
    this.lines ??= new LineIndex(this.text);
    return this.lines;
  }

  /** An offset moved back out of a line break (as the LSP's TextDocument does: never between \r and \n). */
  private beforeLineBreak(offset: number, lineStart: number): number {
    while (offset > lineStart && isLineBreak(this.text.charCodeAt(offset - 1))) offset--;
    return offset;
  }

  /** The editor's offset of a position (a character past the end of its line: the line's end). */
  offsetAt(position: LspPosition): number {
    const lines = this.lineIndex();
    if (position.line >= lines.lineCount) return this.text.length;
    const start = lines.offsetAt({ line: position.line, character: 0 });
    if (position.character <= 0) return start;
    return this.beforeLineBreak(lines.offsetAt(position), start);
  }

  private positionAt(offset: number): LspPosition {
    const lines = this.lineIndex();
    const at = lines.positionAt(offset);
    const start = lines.offsetAt({ line: at.line, character: 0 });
    return { line: at.line, character: this.beforeLineBreak(Math.max(0, Math.min(offset, this.text.length)), start) - start };
  }

  /** An editor's range from its offsets. */
  rangeAt(offset: number, end: number): LspRange {
    return { start: this.positionAt(offset), end: this.positionAt(end) };
  }
}
