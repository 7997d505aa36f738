// What a module binds at its top level: the names its imports stand for, and its constants (a
// name assigned once, at the top level, and nowhere else). A name bound any other way (twice, in
// a loop, by `global` in a function) is no constant: its value is unknown.
import type { Node } from 'web-tree-sitter';
import { mayAssign, mayDeclareGlobals } from './prefilter.js';
import { dottedName } from './syntax.js';
import { WALK } from './walk.js';

export class ModuleNames {
  /** Local name to the qualified name it imports (`app_commands` to `discord.app_commands`). */
  readonly imports = new Map<string, string>();
  /** Every module a statement imports (`discord`, `discord.ext.commands`). */
  readonly modules = new Set<string>();

  /** The types of the root's named children, in order: the command finder walks the same statements. */
  readonly statementTypes: string[] = [];

  /** The top-level statements and the names the imports bind, for the constants, read when first asked for. */
  private readonly statements: [Node, string][] = [];
  private readonly importedNames: string[] = [];
  private found: Map<string, Node> | undefined;

  constructor(
    private readonly root: Node,
    private readonly text: string,
  ) {
    const imported = (name: string): void => {
      this.importedNames.push(name);
    };
    for (const statement of root.namedChildren) {
      const type = statement?.type;
      this.statementTypes.push(type ?? '');
      if (!statement) continue;
      if (type === 'import_statement' || type === 'import_from_statement') this.addImport(statement, imported);
      // A comment binds nothing (and a walk of one costs a cursor).
      else if (type !== 'comment') this.statements.push([statement, type ?? '']);
    }
  }

  /**
   * Top-level names assigned once: their value expression. Collected when a name is first looked
   * up, since a file with no command to read never asks.
   */
  get constants(): ReadonlyMap<string, Node> {
    this.found ??= this.collectConstants();
    return this.found;
  }

  /** Whether a name is one of the constants; the text says no at once for a name never assigned (a builtin type's, mostly). */
  isConstant(name: string): boolean {
    let may = this.mayBeAssigned.get(name);
    if (may === undefined) this.mayBeAssigned.set(name, (may = mayAssign(this.text, name)));
    return may && this.constants.has(name);
  }

  private readonly mayBeAssigned = new Map<string, boolean>();

  /**
   * A constant written as a collection that nothing in the file may change: its value (a list,
   * tuple or dict literal, or what it is written as), else why it is not known. A tuple never
   * changes once bound; a list or a dict may (`.append`, `[i] =`, `del`, a call that shuffles
   * it), so it is known only where every other mention of its name in the text is a keyword
   * argument's value (`choices=CITIES`).
   */
  unchangedCollection(name: string): { readonly node: Node } | { readonly why: string } {
    // Asked once a name: each command that reads `choices=CITIES` would search the whole text again.
    let known = this.collections.get(name);
    if (known === undefined) this.collections.set(name, (known = this.readCollection(name)));
    return known;
  }

  private readonly collections = new Map<string, { readonly node: Node } | { readonly why: string }>();

  private readCollection(name: string): { readonly node: Node } | { readonly why: string } {
    if (this.imports.has(name)) return { why: 'an import' };
    const node = this.isConstant(name) ? this.constants.get(name) : undefined;
    if (!node) return { why: 'a name not assigned once in this file' };
    if (node.type === 'tuple' || (node.type === 'parenthesized_expression' && node.namedChildren.length === 1 && node.namedChildren[0]?.type === 'tuple')) return { node };
    if (node.type !== 'list' && node.type !== 'dictionary') return { node };
    const defined = node.parent?.childForFieldName('left')?.startIndex;
    const mention = new RegExp(String.raw`(?<![\p{L}\p{N}_.])${name}(?![\p{L}\p{N}_])`, 'gu');
    for (const found of this.text.matchAll(mention)) {
      const at = found.index;
      if (at === defined) continue;
      const end = at + name.length;
      if (!KEYWORD_VALUE_BEFORE.test(this.text.slice(Math.max(0, at - 80), at)) || !KEYWORD_VALUE_AFTER.test(this.text.slice(end, end + 80))) return { why: 'a list the file may change' };
    }
    return { node };
  }

  private collectConstants(): Map<string, Node> {
    const constants = new Map<string, Node>();
    const assigned = new Map<string, number>();
    const count = (name: string): void => {
      assigned.set(name, (assigned.get(name) ?? 0) + 1);
    };
    for (const name of this.importedNames) count(name);
    for (const [statement, type] of this.statements) {
      if (type === 'expression_statement') {
        const assignment = statement.namedChildren[0];
        if (assignment?.type === 'assignment') {
          const left = assignment.childForFieldName('left');
          const right = assignment.childForFieldName('right');
          if (left?.type === 'identifier') {
            count(left.text);
            // `A = B = "x"`: only the last target holds the plain value here; a chain is left unknown.
            if (right && right.type !== 'assignment') constants.set(left.text, right);
          } else if (left) for (const name of boundNames(left)) count(name);
        } else if (assignment?.type === 'augmented_assignment') {
          const left = assignment.childForFieldName('left');
          if (left) for (const name of boundNames(left)) count(name);
        }
        continue;
      }
      if (type === 'function_definition' || type === 'class_definition') {
        const name = statement.childForFieldName('name');
        if (name) count(name.text);
        continue;
      }
      if (type === 'decorated_definition') {
        const name = statement.childForFieldName('definition')?.childForFieldName('name');
        if (name) count(name.text);
        continue;
      }
      // Loops, with, try, if at the top level: whatever they bind is not one value.
      for (const name of boundNamesWithin(statement)) {
        count(name);
        count(name);
      }
    }
    // `global X` in a function rebinds X from elsewhere.
    for (const name of mayDeclareGlobals(this.text) ? globalNames(this.root) : []) {
      count(name);
      count(name);
    }
    for (const [name, times] of assigned) if (times !== 1) constants.delete(name);
    for (const name of this.imports.keys()) constants.delete(name);
    return constants;
  }

  private addImport(statement: Node, count: (name: string) => void): void {
    // A plain `import a.b as c, d` or `from m import x as y, z`: read from its text, without a Node for each part.
    if (WALK.enabled && this.addPlainImport(this.text.slice(statement.startIndex, statement.endIndex), count)) return;
    if (statement.type === 'import_statement') {
      for (const item of statement.namedChildren) {
        if (!item) continue;
        // Each type and text read is a crossing into wasm: once per item.
        const type = item.type;
        if (type === 'dotted_name') {
          const text = item.text;
          this.modules.add(text);
          const first = text.split('.')[0]!;
          this.imports.set(first, first);
          count(first);
        } else if (type === 'aliased_import') {
          const module = item.childForFieldName('name')!.text;
          const alias = item.childForFieldName('alias')!.text;
          this.modules.add(module);
          this.imports.set(alias, module);
          count(alias);
        }
      }
      return;
    }
    const module = statement.childForFieldName('module_name')?.text;
    if (module === undefined || module.startsWith('.')) return;
    this.modules.add(module);
    for (const item of statement.childrenForFieldName('name')) {
      if (!item) continue;
      const type = item.type;
      if (type === 'dotted_name') {
        const text = item.text;
        this.imports.set(text, `${module}.${text}`);
        this.modules.add(`${module}.${text}`);
        count(text);
      } else if (type === 'aliased_import') {
        const name = item.childForFieldName('name')!.text;
        const alias = item.childForFieldName('alias')!.text;
        this.imports.set(alias, `${module}.${name}`);
        this.modules.add(`${module}.${name}`);
        count(alias);
      }
    }
  }

  /** addImport's reading of a statement written plainly (one line, no brackets or comments): whether it was one. */
  private addPlainImport(text: string, count: (name: string) => void): boolean {
    const plain = PLAIN_IMPORT.exec(text);
    if (plain) {
      for (const item of plain[1]!.split(',')) {
        const [module, alias] = item.trim().split(AS) as [string, string | undefined];
        this.modules.add(module);
        const bound = alias ?? module.split('.')[0]!;
        this.imports.set(bound, alias === undefined ? bound : module);
        count(bound);
      }
      return true;
    }
    const from = PLAIN_FROM_IMPORT.exec(text);
    if (!from) return false;
    const module = from[1]!;
    this.modules.add(module);
    for (const item of from[2]!.split(',')) {
      const [name, alias] = item.trim().split(AS) as [string, string | undefined];
      this.imports.set(alias ?? name, `${module}.${name}`);
      this.modules.add(`${module}.${name}`);
      count(alias ?? name);
    }
    return true;
  }

  /** A dotted name with its first part read through the imports: `app_commands.command` to `discord.app_commands.command`. */
  qualify(name: string | undefined): string | undefined {
    if (name === undefined) return undefined;
    const dot = name.indexOf('.');
    const first = dot === -1 ? name : name.slice(0, dot);
    const imported = this.imports.get(first);
    if (imported === undefined) return name;
    return dot === -1 ? imported : imported + name.slice(dot);
  }

  /** Whether the module imports from a package (`discord`, `nextcord`). */
  importsFrom(root: string): boolean {
    for (const module of this.modules) if (module === root || module.startsWith(`${root}.`)) return true;
    return false;
  }
}

/** A keyword argument's `name=` right before a mention (not `==`, `<=`, `+=`...), and `,` or `)` after it. */
const KEYWORD_VALUE_BEFORE = /[\p{L}\p{N}_][ \t]*=[ \t\r\n]*$/u;
const KEYWORD_VALUE_AFTER = /^[ \t\r\n]*[,)]/u;

/** ASCII names only (see syntax.ts ASCII_NAME): an import of a non-ASCII name is read by the walk. */
const IDENTIFIER = String.raw`[A-Za-z_][A-Za-z0-9_]*`;
const DOTTED = String.raw`${IDENTIFIER}(?:\.${IDENTIFIER})*`;
const ITEM = String.raw`${DOTTED}(?:[ \t]+as[ \t]+${IDENTIFIER})?`;
const ITEMS = String.raw`(${ITEM}(?:[ \t]*,[ \t]*${ITEM})*)`;
/** `import a.b as c, d` on one line; anything else (brackets, comments, continuations) is read by the walk. */
const PLAIN_IMPORT = new RegExp(String.raw`^import[ \t]+${ITEMS}$`);
/** `from m.n import x as y, z` on one line; a relative module, `*` and brackets are read by the walk. */
const PLAIN_FROM_IMPORT = new RegExp(String.raw`^from[ \t]+(${DOTTED})[ \t]+import[ \t]+${ITEMS}$`);
const AS = /[ \t]+as[ \t]+/;

/** Names an assignment target binds (`a, b = ...`, `x[0] = ...` binds none). */
export function boundNames(target: Node): string[] {
  if (target.type === 'identifier') return [target.text];
  if (target.type === 'pattern_list' || target.type === 'tuple_pattern' || target.type === 'list_pattern' || target.type === 'tuple' || target.type === 'list') {
    return target.namedChildren.flatMap((child) => (child ? boundNames(child) : []));
  }
  if (target.type === 'list_splat_pattern') return target.namedChildren.flatMap((child) => (child ? boundNames(child) : []));
  return [];
}

/**
 * Names bound anywhere inside a compound top-level statement (its branches, loop targets, `with ...
 * as`, walrus): a walk with a cursor, without recursion, so that no nesting fills the stack.
 */
export function boundNamesWithin(statement: Node): string[] {
  const names: string[] = [];
  const cursor = statement.walk();
  let descend = true;
  for (;;) {
    const node = cursor.currentNode;
    if (descend) {
      const enter = note(node, names);
      if (enter && cursor.gotoFirstChild()) continue;
    }
    if (cursor.gotoNextSibling()) {
      descend = true;
      continue;
    }
    if (!cursor.gotoParent() || cursor.currentNode.id === statement.id) break;
    descend = false;
  }
  cursor.delete();
  return names;
}

/** The node types `note` reads; any other is entered. */
const BINDERS = new Set(['function_definition', 'class_definition', 'lambda', 'assignment', 'augmented_assignment', 'for_statement', 'for_in_clause', 'as_pattern_target', 'named_expression', 'import_statement', 'import_from_statement']);

/** Notes the names a node binds; whether its children are to be read too (a definition's body binds its own names). */
function note(node: Node, names: string[]): boolean {
  switch (node.type) {
    case 'function_definition':
    case 'class_definition': {
      const name = node.childForFieldName('name');
      if (name) names.push(name.text);
      return false;
    }
    case 'lambda':
      return false;
    case 'assignment':
    case 'augmented_assignment':
    case 'for_statement':
    case 'for_in_clause': {
      const left = node.childForFieldName('left');
      if (left) names.push(...boundNames(left));
      return true;
    }
    case 'as_pattern_target':
      names.push(...node.namedChildren.flatMap((child) => (child ? boundNames(child) : [])));
      return true;
    case 'named_expression': {
      const name = node.childForFieldName('name');
      if (name) names.push(name.text);
      return true;
    }
    case 'import_statement':
    case 'import_from_statement':
      for (const item of node.namedChildren) {
        if (!item || item.type === 'comment') continue;
        const alias = item.childForFieldName('alias');
        names.push((alias ? alias.text : (dottedName(item) ?? item.text)).split('.')[0]!);
      }
      return false;
    default:
      return true;
  }
}

/** Names a `global` statement anywhere in the module names. */
function globalNames(root: Node): string[] {
  return root.descendantsOfType('global_statement').flatMap((statement) => (statement ? statement.namedChildren.filter((child): child is Node => child?.type === 'identifier').map((child) => child.text) : []));
}
