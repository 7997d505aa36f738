// The reader's plain copy of tree-sitter's tree, made as the reader walks it. Every property of a
// web-tree-sitter node (`type`, `text`, `children`, `childForFieldName`) crosses into the wasm,
// and every node it returns is a new object, so the reader, which reads the same few nodes many
// times, paid more in crossings than the parse costs (python-facts.md 8). Here each node the
// reader opens is asked once: its children in one call, its type, end and fields when first
// read, kept on a plain object; `text` is sliced from the source string. Only the nodes the reader
// opens are copied (most of a file is function bodies it never enters). test/lowered.test.ts
// reads every corpus file and test input this way and the plain way.
import type { Language, Node, Tree } from 'web-tree-sitter';
import type { SyntaxNode } from './tree.js';

/** Whether the reader walks the plain copy (a test turns it off to walk tree-sitter's nodes). */
export const LOWERING = { enabled: true };

/** A tree's plain copy; `delete` it before the tree, after which no node may be opened. */
export class LoweredTree {
  readonly root: LoweredNode;
  private live = true;
  private readonly named: (boolean | undefined)[] = [];

  constructor(
    tree: Tree,
    /** The text parsed, which every index points into. */
    readonly source: string,
  ) {
    this.language = tree.language;
    this.root = new LoweredNode(this, tree.rootNode, null);
  }

  private readonly language: Language;

  delete(): void {
    this.live = false;
  }

  /** The raw node, while its tree lives. */
  open(raw: Node): Node {
    if (!this.live) throw new Error('a node of a deleted tree was opened');
    return raw;
  }

  typeOf(typeId: number): string {
    return this.language.types[typeId] || 'ERROR';
  }

  /** Whether a type is named: the same for every node of a type (its visible symbol's metadata), asked once per type. */
  isNamed(typeId: number): boolean {
    return (this.named[typeId] ??= this.language.nodeTypeIsNamed(typeId));
  }
}

export class LoweredNode implements SyntaxNode {
  readonly id: number;
  readonly startIndex: number;
  private typeId: number | undefined;
  private end: number | undefined;
  private loweredChildren: LoweredNode[] | undefined;
  private loweredNamedChildren: LoweredNode[] | undefined;
  private fields: Map<string, LoweredNode | null> | undefined;

  constructor(
    private readonly tree: LoweredTree,
    private readonly raw: Node,
    readonly parent: LoweredNode | null,
  ) {
    // Kept on the raw node when it was read: no crossing.
    this.id = raw.id;
    this.startIndex = raw.startIndex;
  }

  get type(): string {
    return this.tree.typeOf((this.typeId ??= this.tree.open(this.raw).typeId));
  }

  get isNamed(): boolean {
    return this.tree.isNamed((this.typeId ??= this.tree.open(this.raw).typeId));
  }

  get endIndex(): number {
    return (this.end ??= this.tree.open(this.raw).endIndex);
  }

  get text(): string {
    return this.tree.source.slice(this.startIndex, this.endIndex);
  }

  get children(): LoweredNode[] {
    return (this.loweredChildren ??= this.tree.open(this.raw).children.map((child) => new LoweredNode(this.tree, child, this)));
  }

  get namedChildren(): LoweredNode[] {
    return (this.loweredNamedChildren ??= this.children.filter((child) => child.isNamed));
  }

  /** tree-sitter's answer (fields pass through hidden nodes), as the copy of that child. */
  childForFieldName(fieldName: string): LoweredNode | null {
    this.fields ??= new Map();
    let child = this.fields.get(fieldName);
    if (child === undefined) {
      const raw = this.tree.open(this.raw).childForFieldName(fieldName);
      child = raw ? this.childById(raw.id) : null;
      this.fields.set(fieldName, child);
    }
    return child;
  }

  childrenForFieldName(fieldName: string): LoweredNode[] {
    return this.tree
      .open(this.raw)
      .childrenForFieldName(fieldName)
      .map((raw) => this.childById(raw.id));
  }

  /** tree-sitter's search of the subtree, each found node as its copy, reached from here by its ancestors. */
  descendantsOfType(type: string): LoweredNode[] {
    return this.tree
      .open(this.raw)
      .descendantsOfType(type)
      .map((raw) => {
        const path: number[] = [];
        for (let node: Node | null = raw; node && node.id !== this.id; node = node.parent) path.push(node.id);
        let found: LoweredNode = this;
        for (let i = path.length - 1; i >= 0; i--) found = found.childById(path[i]!);
        return found;
      });
  }

  private childById(id: number): LoweredNode {
    const child = this.children.find((candidate) => candidate.id === id);
    if (!child) throw new Error('tree-sitter named a child the node does not hold');
    return child;
  }
}
