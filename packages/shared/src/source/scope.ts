// Which declaration a name refers to, and where else that declaration is used: enough of scope
// analysis for a partial evaluator. Built once per file on demand; walks with its own stack, so a
// deeply nested file cannot overflow the call stack.
import { childrenOf, type Node } from './estree.js';

export type BindingKind = 'const' | 'let' | 'var' | 'function' | 'class' | 'param' | 'import' | 'catch' | 'pattern' | 'other';

export interface Binding {
  readonly name: string;
  readonly kind: BindingKind;
  /** The identifier that declares it. */
  readonly id: Node;
  /** `const x = init`: the initial value (only for a plain identifier declarator). */
  readonly init: Node | undefined;
  /** The scope node it belongs to. */
  readonly scope: Node;
  /** `import { imported as name } from 'source'`. */
  readonly importSource?: string;
  readonly imported?: string;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const SCOPE_TYPES = new Set(['Program', 'BlockStatement', 'StaticBlock', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'CatchClause', 'SwitchStatement', 'TSModuleBlock', ...FUNCTION_TYPES]);
/** Declarations of types only: nothing in them is a value. */
const TYPE_ONLY = new Set(['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TSDeclareFunction', 'TSEnumDeclaration', 'TSModuleDeclaration', 'TSImportEqualsDeclaration']);

/** The names a pattern declares (`{ a, b: [c] }` → a, c). */
export function patternNames(pattern: Node, out: Node[] = []): Node[] {
  const stack: Node[] = [pattern];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'Identifier':
        out.push(node);
        break;
      case 'ObjectPattern':
        for (const property of node.properties as Node[]) stack.push(property.type === 'RestElement' ? property : (property.value as Node));
        break;
      case 'ArrayPattern':
        for (const element of node.elements as (Node | null)[]) if (element) stack.push(element);
        break;
      case 'RestElement':
        stack.push(node.argument as Node);
        break;
      case 'AssignmentPattern':
        stack.push(node.left as Node);
        break;
      case 'TSParameterProperty':
        stack.push(node.parameter as Node);
        break;
      default:
        break;
    }
  }
  return out;
}

export class Scopes {
  private readonly declarations = new WeakMap<Node, Map<string, Binding>>();
  /** Identifiers in positions that read or write a variable, by name. */
  private readonly referencesByName = new Map<string, Node[]>();
  /** Identifiers that are written (assigned, updated, a for-in/of target), with their write node. */
  private readonly writes = new WeakSet<Node>();

  /** `visit` sees every node once, in no particular order (the finder's walk rides on this one). */
  constructor(readonly program: Node, visit?: (node: Node) => void) {
    const stack: Node[] = [program];
    while (stack.length > 0) {
      const node = stack.pop()!;
      visit?.(node);
      if (TYPE_ONLY.has(node.type)) continue;
      const children = childrenOf(node);
      for (let i = 0; i < children.length; i++) {
        const child = children[i]!;
        // ESLint's nodes have their parent already; the parser's get it here (cheaper than a map).
        if (child.parent !== node) (child as { parent?: Node }).parent = node;
        stack.push(child);
      }
      if (node.type === 'Identifier') this.noteIdentifier(node);
      else if (node.type === 'AssignmentExpression') for (const id of patternNames(node.left as Node)) this.writes.add(id);
      else if (node.type === 'UpdateExpression' && (node.argument as Node).type === 'Identifier') this.writes.add(node.argument as Node);
      else if ((node.type === 'ForInStatement' || node.type === 'ForOfStatement') && (node.left as Node).type !== 'VariableDeclaration') {
        for (const id of patternNames(node.left as Node)) this.writes.add(id);
      }
    }
  }

  parentOf(node: Node): Node | undefined {
    return node.parent as Node | undefined;
  }

  /** Whether an identifier is a reference to a variable (not a property name, a label, a declaration). */
  private isReference(id: Node, parent: Node | undefined): boolean {
    if (!parent) return false;
    switch (parent.type) {
      case 'MemberExpression':
        return parent.object === id || parent.computed === true;
      case 'Property':
        return parent.value === id || (parent.computed === true && parent.key === id);
      case 'MethodDefinition':
      case 'PropertyDefinition':
      case 'AccessorProperty':
      case 'TSAbstractMethodDefinition':
      case 'TSAbstractPropertyDefinition':
        return parent.computed === true && parent.key === id;
      case 'LabeledStatement':
      case 'BreakStatement':
      case 'ContinueStatement':
      case 'ImportSpecifier':
      case 'ImportDefaultSpecifier':
      case 'ImportNamespaceSpecifier':
      case 'ExportAllDeclaration':
      case 'MetaProperty':
        return false;
      case 'ExportSpecifier':
        return parent.local === id;
      case 'VariableDeclarator':
        return parent.init === id;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'ClassDeclaration':
      case 'ClassExpression':
        return parent.body === id || (parent.type === 'ArrowFunctionExpression' && parent.body === id) || parent.superClass === id;
      case 'CatchClause':
        return false;
      default:
        return true;
    }
  }

  private noteIdentifier(id: Node): void {
    // The parent is known: children are indexed before they are popped.
    const parent = this.parentOf(id);
    if (!this.isReference(id, parent)) return;
    // Identifiers inside patterns of declarations and parameters are declarations, not references.
    if (parent && (parent.type === 'ObjectPattern' || parent.type === 'ArrayPattern' || parent.type === 'RestElement' || parent.type === 'AssignmentPattern') && !this.inAssignmentTarget(id)) {
      if (parent.type !== 'AssignmentPattern' || parent.left === id) return;
    }
    const name = id.name as string;
    let list = this.referencesByName.get(name);
    if (!list) this.referencesByName.set(name, (list = []));
    list.push(id);
  }

  /** Whether a pattern identifier is the target of an assignment expression (a write) rather than a declaration. */
  private inAssignmentTarget(id: Node): boolean {
    let at: Node | undefined = id;
    for (;;) {
      const parent: Node | undefined = this.parentOf(at!);
      if (!parent) return false;
      if (parent.type === 'AssignmentExpression') return parent.left === at;
      if (parent.type === 'ForInStatement' || parent.type === 'ForOfStatement') return parent.left === at;
      if (!['ObjectPattern', 'ArrayPattern', 'RestElement', 'AssignmentPattern', 'Property'].includes(parent.type)) return false;
      at = parent;
    }
  }

  /** The declaration a reference resolves to; undefined for a global (or a name declared nowhere). */
  resolve(id: Node): Binding | undefined {
    const name = id.name as string;
    let at: Node | undefined = id;
    while (at) {
      if (SCOPE_TYPES.has(at.type)) {
        const found = this.declaredIn(at).get(name);
        if (found) return found;
      }
      at = this.parentOf(at);
    }
    return undefined;
  }

  /** The references to a binding (reads and writes), in no particular order. */
  referencesTo(binding: Binding): Node[] {
    const candidates = this.referencesByName.get(binding.name) ?? [];
    return candidates.filter((id) => this.resolve(id) === binding);
  }

  isWrite(id: Node): boolean {
    return this.writes.has(id);
  }

  private declaredIn(scope: Node): Map<string, Binding> {
    let found = this.declarations.get(scope);
    if (found) return found;
    found = new Map();
    this.declarations.set(scope, found);
    const add = (id: Node, kind: BindingKind, init?: Node, extra?: { importSource: string; imported: string }): void => {
      const name = id.name as string;
      if (!found!.has(name)) found!.set(name, { name, kind, id, init, scope, ...extra });
      else found!.set(name, { name, kind: 'other', id, init: undefined, scope }); // declared twice: nothing is sure
    };
    const declare = (statement: Node, blockScoped: boolean): void => {
      const declaration = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? (statement.declaration as Node | null) : statement;
      if (!declaration) return;
      if (declaration.type === 'VariableDeclaration') {
        const kind = declaration.kind as string;
        if ((kind === 'var') === blockScoped) return;
        for (const declarator of declaration.declarations as Node[]) {
          const target = declarator.id as Node;
          if (target.type === 'Identifier') add(target, kind === 'const' ? 'const' : kind === 'var' ? 'var' : 'let', (declarator.init as Node | null) ?? undefined);
          else for (const id of patternNames(target)) add(id, 'pattern');
        }
      } else if (blockScoped && (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
        add(declaration.id as Node, declaration.type === 'FunctionDeclaration' ? 'function' : 'class');
      } else if (blockScoped && declaration.type === 'ImportDeclaration') {
        for (const specifier of declaration.specifiers as Node[]) {
          const imported = specifier.type === 'ImportSpecifier' ? ((specifier.imported as Node).name as string) ?? String((specifier.imported as Node).value) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
          add(specifier.local as Node, 'import', undefined, { importSource: String((declaration.source as Node).value), imported });
        }
      }
    };
    const statements = this.statementsOf(scope);
    for (const statement of statements) declare(statement, true);
    if (FUNCTION_TYPES.has(scope.type) || scope.type === 'Program') {
      // var is hoisted to the function: gather it from nested blocks, not from nested functions.
      const stack: Node[] = [...statements];
      while (stack.length > 0) {
        const node = stack.pop()!;
        if (FUNCTION_TYPES.has(node.type) || TYPE_ONLY.has(node.type)) continue;
        if (node.type === 'VariableDeclaration' || node.type === 'ExportNamedDeclaration') declare(node, false);
        for (const child of childrenOf(node)) if (!FUNCTION_TYPES.has(child.type)) stack.push(child);
      }
      if (scope.type !== 'Program') {
        for (const param of (scope.params as Node[]) ?? []) for (const id of patternNames(param)) add(id, 'param');
        if (scope.type === 'FunctionExpression' && scope.id) add(scope.id as Node, 'function');
      }
    }
    if (scope.type === 'CatchClause' && scope.param) for (const id of patternNames(scope.param as Node)) add(id, 'catch');
    if ((scope.type === 'ForStatement' && scope.init && (scope.init as Node).type === 'VariableDeclaration') || ((scope.type === 'ForInStatement' || scope.type === 'ForOfStatement') && (scope.left as Node).type === 'VariableDeclaration')) {
      const declaration = (scope.type === 'ForStatement' ? scope.init : scope.left) as Node;
      for (const declarator of declaration.declarations as Node[]) for (const id of patternNames(declarator.id as Node)) add(id, 'other'); // a loop variable: many values
    }
    return found;
  }

  private statementsOf(scope: Node): readonly Node[] {
    if (scope.type === 'SwitchStatement') return (scope.cases as Node[]).flatMap((c) => c.consequent as Node[]);
    return blockStatements(scope);
  }
}

/**
 * The statements run in order in a scope's own block (a program, a block, a function's body), or
 * none: a switch's cases are not run in order, so nothing there is straight-line.
 */
export function blockStatements(scope: Node): readonly Node[] {
  switch (scope.type) {
    case 'Program':
    case 'BlockStatement':
    case 'StaticBlock':
    case 'TSModuleBlock':
      return scope.body as Node[];
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression': {
      const body = scope.body as Node;
      return body.type === 'BlockStatement' ? (body.body as Node[]) : [];
    }
    default:
      return [];
  }
}
