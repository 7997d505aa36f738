// The node shape the reader walks: what it reads of tree-sitter's nodes. web-tree-sitter's own
// nodes have this shape, and so does the reader's plain copy of the tree (lowered.ts), which the
// reader walks instead: a test reads every file both ways.

export interface SyntaxNode {
  /** Unique within its tree. */
  readonly id: number;
  readonly type: string;
  /** UTF-16 units into the text parsed, as cmdlint's offsets. */
  readonly startIndex: number;
  /** Exclusive. */
  readonly endIndex: number;
  readonly text: string;
  readonly parent: SyntaxNode | null;
  readonly children: SyntaxNode[];
  readonly namedChildren: SyntaxNode[];
  childForFieldName(fieldName: string): SyntaxNode | null;
  childrenForFieldName(fieldName: string): SyntaxNode[];
  descendantsOfType(type: string): SyntaxNode[];
}
