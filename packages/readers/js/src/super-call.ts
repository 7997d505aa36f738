// A value handed to a base class's constructor by `super(...)`, as bots write their commands
// (`class Staff extends Command { constructor() { super({ data: new SlashCommandBuilder()... }) } }`):
// read as the same value given to `new Command({ data })` is, unless the class itself may change
// it afterwards. The class's own code is in the file, so it is looked at: a member `this.data`
// (a key of the object handed on) changed, written again or handed to code, a field, accessor or
// method of that name, `this` handed on or a computed member of it, or a base class of the same
// file (whose constructor may change what it keeps, and is not followed), make it unknown.
import { childKeysOf, isNode, memberName, propertyKey, unwrapExpression, type Node } from './estree.js';
import type { Scopes } from './scope.js';

/** The keys of `this` the class may change, or 'all' where that cannot be told. */
export type Touched = ReadonlySet<string> | 'all';

const TOUCHED = new WeakMap<Node, Touched>();

const WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'ParenthesizedExpression', 'ChainExpression']);

/**
 * Whether `argument` of `call` (a `super(...)` call) reaches the base class as it is written:
 * `onlyReads` tells a call that only reads what it is handed (a log, JSON.stringify).
 */
export function superKeeps(call: Node, argument: Node, scopes: Scopes, onlyReads: (call: Node) => boolean): boolean {
  if ((call.callee as Node).type !== 'Super') return false;
  const cls = classOfSuper(call, scopes);
  if (cls === undefined) return false;
  // A base class of this file: its constructor may change what it is given, and is not followed.
  if (!cls.superClass || !fromAnotherFile(cls.superClass as Node, scopes)) return false;
  const touched = classTouches(cls, onlyReads);
  if (touched === 'all') return false;
  const keys = argumentKeys(argument);
  // Given alone (or with keys not all known), it may be kept under any name: then the class may change none.
  if (keys === undefined) return touched.size === 0;
  for (const key of keys) if (touched.has(key)) return false;
  return true;
}

/**
 * What a class's own code may change of `this` (its fields, accessors and methods, and the members
 * it writes, changes or hands to code), or 'all' where that cannot be told; walked once a class.
 */
export function classTouches(cls: Node, onlyReads: (call: Node) => boolean): Touched {
  let touched = TOUCHED.get(cls);
  if (touched === undefined) TOUCHED.set(cls, (touched = touchedKeys(cls, onlyReads)));
  return touched;
}

/**
 * Whether a base class comes from another file: an import, a global, a `require(...)`, a member of
 * one, or a name that holds one. A class or function of this file, a parameter (a mixin's) or a
 * call of the bot's (`withLocale(Command)`) is not followed.
 */
function fromAnotherFile(input: Node, scopes: Scopes): boolean {
  let node = unwrapExpression(input);
  for (let depth = 0; depth < 8; depth++) {
    if (node.type === 'MemberExpression') node = unwrapExpression(node.object as Node);
    else if (node.type === 'CallExpression') {
      const callee = unwrapExpression(node.callee as Node);
      return callee.type === 'Identifier' && callee.name === 'require' && scopes.resolve(callee) === undefined;
    } else if (node.type === 'Identifier') {
      const binding = scopes.resolve(node);
      if (binding === undefined || binding.kind === 'import' || binding.kind === 'pattern') return true;
      if ((binding.kind !== 'const' && binding.kind !== 'let' && binding.kind !== 'var') || binding.init === undefined || !scopes.neverWritten(binding)) return false;
      node = unwrapExpression(binding.init);
    } else return false;
  }
  return false;
}

/** The class whose constructor makes the call, if the call is in one. */
function classOfSuper(call: Node, scopes: Scopes): Node | undefined {
  let at: Node | undefined = scopes.parentOf(call);
  while (at !== undefined && at.type !== 'MethodDefinition') {
    // `super()` may be only in a constructor or an arrow function in one.
    if (at.type === 'FunctionDeclaration' || at.type === 'ClassBody' || at.type === 'Program') return undefined;
    at = scopes.parentOf(at);
  }
  if (at === undefined || at.kind !== 'constructor') return undefined;
  const body = scopes.parentOf(at);
  const cls = body && scopes.parentOf(body);
  return cls && (cls.type === 'ClassDeclaration' || cls.type === 'ClassExpression') ? cls : undefined;
}

/** The top-level keys of an object literal handed on; undefined for anything else, or a literal with a spread or a computed key. */
function argumentKeys(argument: Node): string[] | undefined {
  const node = unwrapExpression(argument);
  if (node.type !== 'ObjectExpression') return undefined;
  const keys: string[] = [];
  for (const property of node.properties as Node[]) {
    const key = property.type === 'Property' ? propertyKey(property) : undefined;
    if (key === undefined) return undefined;
    keys.push(key);
  }
  return keys;
}

/** What the class's own code may change of `this`: one walk of its body, with its own stack. */
function touchedKeys(cls: Node, onlyReads: (call: Node) => boolean): Touched {
  const touched = new Set<string>();
  for (const member of (cls.body as Node).body as Node[]) {
    if (member.type === 'StaticBlock' || member.type === 'TSIndexSignature' || member.static === true) continue;
    if (member.type === 'MethodDefinition' && member.kind === 'constructor') {
      // `constructor(private data: Builder)` sets a field of that name.
      for (const param of (member.value as Node).params as Node[]) {
        if (param.type !== 'TSParameterProperty') continue;
        const target = param.parameter as Node;
        const id = target.type === 'AssignmentPattern' ? (target.left as Node) : target;
        if (id.type !== 'Identifier') return 'all';
        touched.add(id.name as string);
      }
      continue;
    }
    // A field, an accessor or a method of the same name sets or hides the key.
    const key = member.computed === true ? undefined : propertyKey(member);
    if (key === undefined) return 'all';
    touched.add(key);
  }
  const parents = new Map<Node, Node>();
  const stack: Node[] = [cls.body as Node];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'ThisExpression') {
      const parent = parents.get(node);
      // `this` handed on, aliased or assigned into (`Object.assign(this, ...)`): any key.
      if (parent?.type !== 'MemberExpression' || parent.object !== node) return 'all';
      const key = memberName(parent);
      if (key === undefined) return 'all';
      if (!touched.has(key) && changesMember(parent, parents, onlyReads)) touched.add(key);
      continue;
    }
    const keys = childKeysOf(node);
    for (let k = 0; k < keys.length; k++) {
      const value = node[keys[k]!];
      if (value === null || typeof value !== 'object') continue;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!isNode(value[i])) continue;
          parents.set(value[i] as Node, node);
          stack.push(value[i] as Node);
        }
      } else if (isNode(value)) {
        parents.set(value, node);
        stack.push(value);
      }
    }
  }
  return touched;
}

/**
 * Whether a use of `this.key` may change what it holds: a method called on it or below it
 * (`this.data.setDescription(...)`, `this.data.options.push(...)`), but toJSON, which makes a new
 * value; a write of it or below it; it or a part of it handed to code other than a reader, given
 * a second name, returned or put in another value. Reading a part where it is only looked at (a
 * template, a comparison, a condition, a reader's argument) changes nothing.
 */
function changesMember(member: Node, parents: ReadonlyMap<Node, Node>, onlyReads: (call: Node) => boolean): boolean {
  let at = member;
  for (;;) {
    let parent = parents.get(at);
    while (parent !== undefined && WRAPPERS.has(parent.type)) {
      at = parent;
      parent = parents.get(at);
    }
    if (parent === undefined) return true;
    if (parent.type === 'MemberExpression' && parent.object === at) {
      at = parent;
      continue;
    }
    if (parent.type === 'CallExpression' && parent.callee === at) {
      // toJSON makes a new value: what is done with it changes nothing kept.
      return !(at !== member && memberName(at) === 'toJSON');
    }
    switch (parent.type) {
      case 'CallExpression':
        return !onlyReads(parent);
      case 'MemberExpression':
        return parent.property !== at; // a computed key: `names[this.data.name]`
      case 'UnaryExpression':
        return parent.operator === 'delete';
      case 'ConditionalExpression':
        return parent.test !== at;
      case 'TemplateLiteral':
      case 'BinaryExpression':
      case 'ExpressionStatement':
      case 'IfStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'SwitchStatement':
      case 'SwitchCase':
        return false;
      default:
        return true;
    }
  }
}

const CARRIERS = new Set(['ObjectExpression', 'ArrayExpression', 'Property', ...WRAPPERS]);

/**
 * Whether a builder is written inside the arguments of `super(...)` (`super(client, { name: 'ping',
 * data: new SlashCommandBuilder().addStringOption(...) })`): the base class, of another file, may set
 * what the chain leaves out (`this.data.setName(options.name)`), so a name or description it does
 * not set is not known rather than missing.
 */
export function handedToSuper(builder: Node, scopes: Scopes, viaConstant = true): boolean {
  let at = builder;
  for (let depth = 0; depth < 64; depth++) {
    const parent = scopes.parentOf(at);
    if (parent === undefined) return false;
    // Held by a constant (`const data = new SlashCommandBuilder()...; super(client, { data })`): where it is handed on.
    if (viaConstant && parent.type === 'VariableDeclarator' && parent.init === at && (parent.id as Node).type === 'Identifier') {
      const binding = scopes.declaredBy(parent.id as Node);
      return binding !== undefined && scopes.referencesTo(binding).some((reference) => reference !== parent.id && handedToSuper(reference, scopes, false));
    }
    if (parent.type === 'CallExpression' && (parent.callee as Node).type === 'Super') return (parent.arguments as Node[]).includes(at);
    // The chain on the builder: `new X().setA()` is a member of it, then a call of that member.
    const chained = (parent.type === 'MemberExpression' && parent.object === at) || (parent.type === 'CallExpression' && parent.callee === at);
    if (!chained && !CARRIERS.has(parent.type)) return false;
    if (parent.type === 'Property' && parent.value !== at) return false;
    at = parent;
  }
  return false;
}
