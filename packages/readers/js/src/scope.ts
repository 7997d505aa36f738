// Which declaration a name refers to, and where else that declaration is used: enough of scope
// analysis for a partial evaluator. Built once per file on demand; walks with its own stack, so a
// deeply nested file cannot overflow the call stack.
import { childKeysOf, childrenOf, isNode, visitorKeysInForce, type Node } from './estree.js';
import { WALK_SHORTCUTS } from './walk-shortcuts.js';

type BindingKind = 'const' | 'let' | 'var' | 'function' | 'class' | 'param' | 'import' | 'catch' | 'pattern' | 'other';

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
  /** `export const x`: other modules may read it. */
  readonly exported?: boolean;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const SCOPE_TYPES = new Set(['Program', 'BlockStatement', 'StaticBlock', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'CatchClause', 'SwitchStatement', 'TSModuleBlock', ...FUNCTION_TYPES]);
/** Declarations of types only: nothing in them is a value. */
const TYPE_ONLY = new Set(['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TSDeclareFunction', 'TSEnumDeclaration', 'TSModuleDeclaration', 'TSImportEqualsDeclaration']);

/** What the walk needs of a node's type, found in one lookup. */
interface WalkInfo {
  readonly keys: readonly string[];
  readonly scope: boolean;
  readonly typeOnly: boolean;
  /** What the walk notes of a node of this type, decided once per type. */
  readonly role: WalkRole;
  /** How an identifier under a node of this type is told a reference. */
  readonly rule: ReferenceRule;
  /** Whether `visit` is called for this type, as decided for the set `visitedBy` (walk-shortcuts.ts). */
  visited: boolean;
  visitedBy: ReadonlySet<string> | undefined;
}

/** The node types whose nodes the walk notes something of, beside their children. */
const enum WalkRole {
  None,
  Identifier,
  VariableDeclaration,
  Assignment,
  Update,
  ForInOf,
}

/** How an identifier under a node of a type is told a reference (see noteIdentifier), decided once per type. */
const enum ReferenceRule {
  Always,
  Never,
  Member,
  Property,
  ComputedKey,
  ExportSpecifier,
  Declarator,
  FunctionOrClass,
  Pattern,
  AssignmentPattern,
}

function referenceRuleOf(type: string): ReferenceRule {
  switch (type) {
    case 'MemberExpression':
      return ReferenceRule.Member;
    case 'Property':
      return ReferenceRule.Property;
    case 'MethodDefinition':
    case 'PropertyDefinition':
    case 'AccessorProperty':
    case 'TSAbstractMethodDefinition':
    case 'TSAbstractPropertyDefinition':
      return ReferenceRule.ComputedKey;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
    case 'ExportAllDeclaration':
    case 'MetaProperty':
    case 'CatchClause':
      return ReferenceRule.Never;
    case 'ExportSpecifier':
      return ReferenceRule.ExportSpecifier;
    case 'VariableDeclarator':
      return ReferenceRule.Declarator;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
    case 'ClassDeclaration':
    case 'ClassExpression':
      return ReferenceRule.FunctionOrClass;
    case 'ObjectPattern':
    case 'ArrayPattern':
    case 'RestElement':
      return ReferenceRule.Pattern;
    case 'AssignmentPattern':
      return ReferenceRule.AssignmentPattern;
    default:
      return ReferenceRule.Always;
  }
}

function roleOf(type: string): WalkRole {
  switch (type) {
    case 'Identifier':
      return WalkRole.Identifier;
    case 'VariableDeclaration':
      return WalkRole.VariableDeclaration;
    case 'AssignmentExpression':
      return WalkRole.Assignment;
    case 'UpdateExpression':
      return WalkRole.Update;
    case 'ForInStatement':
    case 'ForOfStatement':
      return WalkRole.ForInOf;
    default:
      return WalkRole.None;
  }
}

const WALK_INFO = new Map<string, WalkInfo>();
/** The same for ESLint's trees, per table of visitor keys (estree.ts). */
const VISITOR_WALK_INFO = new WeakMap<object, Map<string, WalkInfo>>();

/** `perType`: the cache of the tree's types, when its nodes of a type all have the same child keys (the parser's, or ESLint's visitor keys). */
/**
 * An identifier's one child key, whatever the first one met had: oxc gives a JavaScript identifier
 * no `decorators` field and a TypeScript one always one (empty but for a parameter's: `@SlashOption(...)
 * name: string`), so keys learnt from either would hide them or walk every identifier the long way.
 */
const IDENTIFIER_KEYS: readonly string[] = ['decorators'];

function walkInfo(node: Node, perType: Map<string, WalkInfo> | undefined): WalkInfo {
  // Kept per type for those trees only: childKeysOf reads each of ESLint's nodes whole without visitor keys.
  let info = perType?.get(node.type);
  if (info === undefined) {
    info = { keys: node.type === 'Identifier' && node.range === undefined ? IDENTIFIER_KEYS : childKeysOf(node), scope: SCOPE_TYPES.has(node.type), typeOnly: TYPE_ONLY.has(node.type), role: roleOf(node.type), rule: referenceRuleOf(node.type), visited: true, visitedBy: undefined };
    perType?.set(node.type, info);
  }
  return info;
}

function perTypeCacheOf(program: Node): Map<string, WalkInfo> | undefined {
  if (program.range === undefined) return WALK_INFO;
  const keys = visitorKeysInForce();
  if (keys === undefined) return undefined;
  let cache = VISITOR_WALK_INFO.get(keys);
  if (cache === undefined) VISITOR_WALK_INFO.set(keys, (cache = new Map()));
  return cache;
}

function startOf(node: Node): number {
  return node.range !== undefined ? node.range[0] : (node.start ?? 0);
}

function endOf(node: Node): number {
  return node.range !== undefined ? node.range[1] : (node.end ?? 0);
}

/**
 * The names a pattern declares or an assignment writes (`{ a, b: [c] }` → a, c), through the
 * wrappers an assignment target may have (`(a as T) = x`, `a! = x`, `(a) = x` in a tree that keeps
 * parentheses): a write missed would be a `let` read as the value it no longer holds.
 */
function patternNames(pattern: Node, out: Node[] = []): Node[] {
  const stack: Node[] = [pattern];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
      case 'TSTypeAssertion':
        stack.push(node.expression as Node);
        break;
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
  private readonly declarations = new Map<Node, ReadonlyMap<string, Binding>>();
  /** Identifiers in positions that read or write a variable, by name. */
  private readonly referencesByName = new Map<string, Node[]>();
  /** Identifiers that are written (assigned, updated, a for-in/of target), with their write node. */
  private readonly writes = new Set<Node>();
  /** The innermost scope node around each reference, noted by the walk. */
  private readonly scopeOfReference = new Map<Node, Node>();
  /** The scope node around each scope node (none for the program). */
  private readonly outerScope = new Map<Node, Node>();
  /** Parents found so far by parentOf (ESLint's nodes carry their own). */
  private readonly parents = new Map<Node, Node>();
  /** The references of each binding, grouped when a name is first asked for (see referencesTo). */
  private readonly referencesOfBinding = new Map<Binding, Node[]>();
  private readonly groupedNames = new Set<string>();
  /** Whether any `var` is declared (else no scope needs the walk that hoists them). */
  private hasVar = false;

  /**
   * `visit` sees every node once, in no particular order (the finder's walk rides on this one);
   * given `visitTypes`, only the nodes of those types (walk-shortcuts.ts).
   */
  constructor(readonly program: Node, visit?: (node: Node) => void, visitTypes?: ReadonlySet<string>) {
    // Three stacks side by side: the node, its parent and the innermost scope around it. No node
    // is written to: adding a `parent` field to each of the parser's objects cost more than the
    // rest of the walk (a new property store per node). Nor are all parents put in a map here: on
    // the bench's bot tree that map cost a sixth of the reading; parentOf finds a parent by spans
    // (locate) and keeps each it passes, so 40 000 statements classified still cost n log n.
    const perType = perTypeCacheOf(program);
    const nodes: Node[] = [program];
    const parentsOf: (Node | undefined)[] = [undefined];
    const scopesOf: (Node | undefined)[] = [undefined];
    const shortcuts = WALK_SHORTCUTS.enabled;
    const filter = shortcuts ? visitTypes : undefined;
    const visits = (info: WalkInfo, type: string): boolean => {
      if (info.visitedBy !== filter) {
        info.visited = filter === undefined || filter.has(type);
        info.visitedBy = filter;
      }
      return info.visited;
    };
    const push = (child: unknown, parent: Node, parentInfo: WalkInfo, scope: Node | undefined): void => {
      if (!isNode(child)) return;
      if (shortcuts && child.type === 'Identifier') {
        // An identifier has nothing under it to walk but a parameter's decorators: noted as it is
        // met, never pushed (walk-shortcuts.ts); its decorators, if any, walked as its children.
        const info = walkInfo(child, perType);
        if (info.keys.length === 0 || info.keys === IDENTIFIER_KEYS) {
          if (visit !== undefined && visits(info, child.type)) visit(child);
          this.noteIdentifier(child, parent, scope, parentInfo.rule);
          const decorators = child.decorators as unknown[] | undefined;
          if (decorators !== undefined && decorators !== null && decorators.length > 0) {
            for (let i = 0; i < decorators.length; i++) {
              if (!isNode(decorators[i])) continue;
              nodes.push(decorators[i] as Node);
              parentsOf.push(child);
              scopesOf.push(scope);
            }
          }
          return;
        }
      }
      nodes.push(child);
      parentsOf.push(parent);
      scopesOf.push(scope);
    };
    while (nodes.length > 0) {
      const node = nodes.pop()!;
      const parent = parentsOf.pop();
      const scope = scopesOf.pop();
      const info = walkInfo(node, perType);
      if (visit !== undefined && visits(info, node.type)) visit(node);
      if (info.typeOnly) continue;
      let inner = scope;
      if (info.scope) {
        if (scope !== undefined) this.outerScope.set(node, scope);
        inner = node;
      }
      // The children are pushed straight from the node's fields (childrenOf would allocate an
      // array per node); the order of the walk does not matter.
      const keys = info.keys;
      for (let k = 0; k < keys.length; k++) {
        const value = node[keys[k]!];
        if (value === null || typeof value !== 'object') continue;
        if (Array.isArray(value)) {
          for (let i = 0; i < value.length; i++) push(value[i], node, info, inner);
        } else push(value, node, info, inner);
      }
      switch (info.role) {
        case WalkRole.None:
          break;
        case WalkRole.Identifier:
          this.noteIdentifier(node, parent, scope, parent === undefined ? ReferenceRule.Never : referenceRuleOf(parent.type));
          break;
        case WalkRole.VariableDeclaration:
          if (node.kind === 'var') this.hasVar = true;
          break;
        case WalkRole.Assignment:
          for (const id of patternNames(node.left as Node)) this.writes.add(id);
          break;
        case WalkRole.Update:
          for (const id of patternNames(node.argument as Node)) this.writes.add(id);
          break;
        case WalkRole.ForInOf:
          if ((node.left as Node).type !== 'VariableDeclaration') for (const id of patternNames(node.left as Node)) this.writes.add(id);
          break;
      }
    }
  }

  /** The node's parent: ESLint's nodes carry it; the parser's were noted by the walk, or (in a type the walk skips) found by their spans, once. */
  parentOf(node: Node): Node | undefined {
    const own = node.parent as Node | null | undefined;
    if (own !== undefined) return own ?? undefined;
    if (node === this.program) return undefined;
    let found = this.parents.get(node);
    if (found === undefined) {
      this.locate(node);
      found = this.parents.get(node);
    }
    return found;
  }

  /**
   * Notes the parents on the way from the program down to `target`, descending only into nodes
   * whose span holds the target's (all of them where spans are equal: a shorthand property's key
   * and value). Spans of a parser's tree nest; should one not, every parent is noted the plain way.
   */
  private locate(target: Node): void {
    const start = startOf(target);
    const end = endOf(target);
    const stack: Node[] = [this.program];
    while (stack.length > 0) {
      const at = stack.pop()!;
      const keys = childKeysOf(at);
      for (let k = 0; k < keys.length; k++) {
        const value = at[keys[k]!];
        if (value === null || typeof value !== 'object') continue;
        const children = Array.isArray(value) ? (value as unknown[]) : [value];
        // A list's nodes are in source order and apart: the first that may hold the target is found
        // by halving, so a program of 40 000 statements is not scanned once per lookup.
        for (let i = firstEndingAtOrAfter(children, end); i < children.length; i++) {
          const child = children[i] as Node;
          if (!isNode(child)) continue;
          if (startOf(child) > start) break;
          if (endOf(child) < end) continue;
          this.parents.set(child, at);
          if (child === target) return;
          stack.push(child);
        }
      }
    }
    this.noteEveryParent();
  }

  private noteEveryParent(): void {
    const stack: Node[] = [this.program];
    while (stack.length > 0) {
      const at = stack.pop()!;
      for (const child of childrenOf(at)) {
        this.parents.set(child, at);
        stack.push(child);
      }
    }
  }

  /** Notes an identifier that is a reference to a variable (not a property name, a label, a declaration); `rule`: its parent's type's (referenceRuleOf). */
  private noteIdentifier(id: Node, parent: Node | undefined, scope: Node | undefined, rule: ReferenceRule): void {
    switch (rule) {
      case ReferenceRule.Always:
        break;
      case ReferenceRule.Never:
        return;
      case ReferenceRule.Member:
        if (parent!.object !== id && parent!.computed !== true) return;
        break;
      case ReferenceRule.Property:
        if (parent!.value !== id && !(parent!.computed === true && parent!.key === id)) return;
        break;
      case ReferenceRule.ComputedKey:
        if (!(parent!.computed === true && parent!.key === id)) return;
        break;
      case ReferenceRule.ExportSpecifier:
        if (parent!.local !== id) return;
        break;
      case ReferenceRule.Declarator:
        if (parent!.init !== id) return;
        break;
      case ReferenceRule.FunctionOrClass:
        if (parent!.body !== id && parent!.superClass !== id) return;
        break;
      // Identifiers inside patterns of declarations and parameters are declarations, not references.
      case ReferenceRule.Pattern:
        if (!this.inAssignmentTarget(id)) return;
        break;
      case ReferenceRule.AssignmentPattern:
        if (parent!.left === id && !this.inAssignmentTarget(id)) return;
        break;
    }
    const name = id.name as string;
    let list = this.referencesByName.get(name);
    if (!list) this.referencesByName.set(name, (list = []));
    list.push(id);
    if (scope !== undefined) this.scopeOfReference.set(id, scope);
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
    let scope = this.scopeOfReference.get(id) ?? this.innermostScope(id);
    while (scope !== undefined) {
      const found = this.declaredIn(scope).get(name);
      if (found) return found;
      scope = scope === this.program ? undefined : (this.outerScope.get(scope) ?? this.innermostScope(scope));
    }
    return undefined;
  }

  /** The nearest scope node above a node, by its parents. */
  private innermostScope(node: Node): Node | undefined {
    let at = this.parentOf(node);
    while (at !== undefined && !SCOPE_TYPES.has(at.type)) at = this.parentOf(at);
    return at;
  }

  /**
   * The references to a binding (reads and writes), in no particular order. The references of a
   * name are resolved once, all together, the first time any binding of that name is asked for.
   */
  referencesTo(binding: Binding): readonly Node[] {
    const name = binding.name;
    if (!this.groupedNames.has(name)) {
      this.groupedNames.add(name);
      for (const id of this.referencesByName.get(name) ?? []) {
        const found = this.resolve(id);
        if (found === undefined) continue;
        let list = this.referencesOfBinding.get(found);
        if (!list) this.referencesOfBinding.set(found, (list = []));
        list.push(id);
      }
    }
    return this.referencesOfBinding.get(binding) ?? NO_REFERENCES;
  }

  /** The binding an identifier declares (`x` of `const x = ...`), if it is declared once there. */
  declaredBy(id: Node): Binding | undefined {
    const scope = this.innermostScope(id);
    const found = scope === undefined ? undefined : this.declaredIn(scope).get(id.name as string);
    return found?.id === id ? found : undefined;
  }

  isWrite(id: Node): boolean {
    return this.writes.has(id);
  }

  /**
   * Whether a binding keeps the value it is declared with: a `const`, or a `let` or `var` (or a
   * name destructured by one) that no code writes after its declaration: no assignment, update,
   * destructuring assignment or loop target, in its own function or a nested one.
   */
  neverWritten(binding: Binding): boolean {
    if (binding.kind === 'const') return true;
    if (binding.kind !== 'let' && binding.kind !== 'var' && binding.kind !== 'pattern') return false;
    const references = this.referencesTo(binding);
    for (let i = 0; i < references.length; i++) if (this.writes.has(references[i]!)) return false;
    return true;
  }

  private declaredIn(scope: Node): ReadonlyMap<string, Binding> {
    const known = this.declarations.get(scope);
    if (known) return known;
    // Called for every scope a name is looked up through: no closures or spreads made per call, and
    // no table for a scope that declares nothing (most blocks and callbacks).
    let found: Map<string, Binding> | undefined;
    const statements = this.statementsOf(scope);
    for (const statement of statements) found = declare(found, scope, statement, true);
    if (this.hasVar && (FUNCTION_TYPES.has(scope.type) || scope.type === 'Program')) {
      // var is hoisted to the function: gather it from nested blocks, not from nested functions.
      const stack: Node[] = statements.slice();
      while (stack.length > 0) {
        const node = stack.pop()!;
        if (FUNCTION_TYPES.has(node.type) || TYPE_ONLY.has(node.type)) continue;
        if (node.type === 'VariableDeclaration' || node.type === 'ExportNamedDeclaration') found = declare(found, scope, node, false);
        pushChildrenButFunctions(stack, node);
      }
    }
    if (FUNCTION_TYPES.has(scope.type)) {
      for (const param of (scope.params as Node[]) ?? []) for (const id of patternNames(param)) found = addBinding(found, scope, id, 'param', undefined, false);
      if (scope.type === 'FunctionExpression' && scope.id) found = addBinding(found, scope, scope.id as Node, 'function', undefined, false);
    }
    if (scope.type === 'CatchClause' && scope.param) for (const id of patternNames(scope.param as Node)) found = addBinding(found, scope, id, 'catch', undefined, false);
    if ((scope.type === 'ForStatement' && scope.init && (scope.init as Node).type === 'VariableDeclaration') || ((scope.type === 'ForInStatement' || scope.type === 'ForOfStatement') && (scope.left as Node).type === 'VariableDeclaration')) {
      const declaration = (scope.type === 'ForStatement' ? scope.init : scope.left) as Node;
      for (const declarator of declaration.declarations as Node[]) for (const id of patternNames(declarator.id as Node)) found = addBinding(found, scope, id, 'other', undefined, false); // a loop variable: many values
    }
    const declared = found ?? NO_DECLARATIONS;
    this.declarations.set(scope, declared);
    return declared;
  }

  private statementsOf(scope: Node): readonly Node[] {
    if (scope.type === 'SwitchStatement') return (scope.cases as Node[]).flatMap((c) => c.consequent as Node[]);
    return blockStatements(scope);
  }
}

/** What a scope that declares nothing declares: never written to. */
const NO_DECLARATIONS: ReadonlyMap<string, Binding> = new Map();

/** Adds a name a scope declares (to a new table if there is none yet); declared twice, it is of kind 'other': nothing is sure. */
function addBinding(table: Map<string, Binding> | undefined, scope: Node, id: Node, kind: BindingKind, init: Node | undefined, exported: boolean, importSource?: string, imported?: string): Map<string, Binding> {
  const found = table ?? new Map<string, Binding>();
  const name = id.name as string;
  if (found.has(name)) found.set(name, { name, kind: 'other', id, init: undefined, scope });
  else if (importSource !== undefined) found.set(name, { name, kind, id, init, scope, importSource, imported });
  else if (exported) found.set(name, { name, kind, id, init, scope, exported });
  else found.set(name, { name, kind, id, init, scope });
  return found;
}

/** The names a statement declares in a scope, added to `table` (or a new one): `blockScoped`, all but `var`; else only `var`. */
function declare(table: Map<string, Binding> | undefined, scope: Node, statement: Node, blockScoped: boolean): Map<string, Binding> | undefined {
  let found = table;
  const exported = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration';
  const declaration = exported ? (statement.declaration as Node | null) : statement;
  if (!declaration) return found;
  if (declaration.type === 'VariableDeclaration') {
    const kind = declaration.kind as string;
    if ((kind === 'var') === blockScoped) return found;
    for (const declarator of declaration.declarations as Node[]) {
      const target = declarator.id as Node;
      if (target.type === 'Identifier') found = addBinding(found, scope, target, kind === 'const' ? 'const' : kind === 'var' ? 'var' : 'let', (declarator.init as Node | null) ?? undefined, exported);
      else for (const id of patternNames(target)) found = addBinding(found, scope, id, 'pattern', undefined, exported);
    }
  } else if (blockScoped && (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
    found = addBinding(found, scope, declaration.id as Node, declaration.type === 'FunctionDeclaration' ? 'function' : 'class', undefined, exported);
  } else if (blockScoped && declaration.type === 'ImportDeclaration') {
    for (const specifier of declaration.specifiers as Node[]) {
      const imported = specifier.type === 'ImportSpecifier' ? ((specifier.imported as Node).name as string) ?? String((specifier.imported as Node).value) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
      found = addBinding(found, scope, specifier.local as Node, 'import', undefined, exported, String((declaration.source as Node).value), imported);
    }
  }
  return found;
}

/** Pushes a node's children but functions, in the order childrenOf gives them, without the array it makes. */
function pushChildrenButFunctions(stack: Node[], node: Node): void {
  const keys = childKeysOf(node);
  for (let k = 0; k < keys.length; k++) {
    const value = node[keys[k]!];
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child = value[i] as Node;
        if (isNode(child) && !FUNCTION_TYPES.has(child.type)) stack.push(child);
      }
    } else if (isNode(value) && !FUNCTION_TYPES.has(value.type)) stack.push(value);
  }
}

const NO_REFERENCES: readonly Node[] = [];

/** The index of the first node of a list in source order whose span ends at or after `end`. */
function firstEndingAtOrAfter(children: readonly unknown[], end: number): number {
  let low = 0;
  let high = children.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const child = children[middle] as Node;
    if (isNode(child) && endOf(child) < end) low = middle + 1;
    else high = middle;
  }
  return low;
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
