// A small partial evaluator: what a file alone says a value is. Literals, same-file constants,
// the libraries' enumerations, builder chains, spreads of known arrays and objects, templates and
// `+` of known parts, TypeScript's wrappers. Everything else is an explicit unknown: imports from
// other files, calls, parameters, conditionals, a variable written after its declaration, a value
// handed to code that may change it. Never a guess: a wrong known value would be a false error.
import { addedClass, builderClasses, FIELD_SETTERS, LIST_SETTERS, LOCALIZATION_SETTERS, type BuilderClass } from './builders.js';
import { cookedOf, memberName, own, propertyKey, spanOf, unwrapExpression, type Node, type Span } from './estree.js';
import { DJS13_ENUMS, LIBRARY_ENUMS, LIBRARY_PACKAGES, SLASH_CREATE, SLASH_CREATE_ENUMS, type EnumTable } from './library-enums.js';
import { blockStatements, type Binding, type Scopes } from './scope.js';
import { COMMAND_ROUTES, REGISTRY_METHODS } from './vocabulary.js';
import { sapphireFields } from './sapphire.js';
import { superKeeps } from './super-call.js';
import { quote } from '@cmdlint/core';
import { emptyObject, heldBack, primitive, shared, unknown, type OwnedLiteral, type Traced, type TracedArray, type TracedEntry, type TracedObject } from '@cmdlint/text';

export interface BuilderValue {
  readonly kind: 'builder';
  readonly cls: BuilderClass;
  readonly object: TracedObject;
  readonly span: Span;
  /** The `new` expression that made it. */
  readonly root: Node;
}

/** What only the evaluator handles: never part of a command value. */
export type Value =
  | Traced
  | BuilderValue
  | { readonly kind: 'function'; readonly node: Node }
  | { readonly kind: 'namespace'; readonly members: (name: string, span: Span) => Value }
  | { readonly kind: 'class'; readonly cls: BuilderClass }
  | { readonly kind: 'bigint'; readonly value: bigint; readonly span: Span }
  | { readonly kind: 'undefined'; readonly span: Span }
  | { readonly kind: 'route'; readonly scope: 'global' | 'guild'; readonly single: boolean; readonly span: Span };

/** How deep an expression may nest before its value is given up (a generated file of 10 000 `+`). */
const MAX_DEPTH = 400;

/**
 * How large a known value may be, in nodes plus characters of its strings, counted as the JSON it
 * stands for (a constant read twice counts twice): past it, the value is unknown. A command the
 * service takes is far below (25 options of 25 choices, localized: about 100 000); a file that
 * doubles a value at each line is stopped here, before its JSON fills the memory.
 */
export const MAX_VALUE_SIZE = 1_000_000;

/** How many notes a file's reading keeps for --debug: the first ones say what happened. */
const MAX_NOTES = 20;

/** What the reader gave up on, and where: shown by --debug. */
export interface EvaluationNote {
  readonly span: Span;
  readonly text: string;
}

/**
 * The size of a value as MAX_VALUE_SIZE counts it, or more than the budget (the count stops
 * there). Parts measured before are counted by their size, not walked again.
 */
function measure(root: Traced, sizes: ReadonlyMap<object, number>): number {
  let total = 0;
  const stack: Traced[] = [root];
  while (stack.length > 0) {
    const value = stack.pop()!;
    const known = value === root ? undefined : sizes.get(value);
    if (known !== undefined) total += known;
    else if (value.kind === 'primitive') total += 1 + (typeof value.value === 'string' ? value.value.length : 0);
    else if (value.kind === 'array') {
      total += 1;
      for (const item of value.items) stack.push(item);
    } else if (value.kind === 'object') {
      total += 1;
      for (const [key, entry] of value.entries) {
        total += key.length;
        stack.push(entry.value);
      }
    } else total += 1;
    if (total > MAX_VALUE_SIZE) return total;
  }
  return total;
}

const MUTATING_ARRAY_METHODS = new Set(['push', 'unshift', 'splice', 'pop', 'shift', 'sort', 'reverse', 'fill', 'copyWithin']);
const READING_ARRAY_METHODS = new Set(['map', 'filter', 'find', 'some', 'every', 'includes', 'indexOf', 'slice', 'concat', 'join', 'flatMap', 'at', 'findIndex', 'keys', 'values', 'entries']);
/** Calls that take a value without changing it (a request, a log, a copy; Sapphire's registries build new objects of theirs). */
const READING_CALLEES = new Set(['put', 'post', 'patch', 'set', 'create', 'edit', 'stringify', 'log', 'info', 'debug', 'warn', 'error', 'freeze', 'toJSON', ...Object.keys(REGISTRY_METHODS)]);

export class Evaluator {
  private readonly bindings = new Map<Binding, Value>();
  private readonly evaluating = new Set<Binding>();
  /** Parameters bound while a builder callback runs. */
  private readonly env = new Map<Binding, Value>();
  private depth = 0;
  /** The `new` expressions of command builders and the literals that evaluation has reached (see find.ts). */
  readonly reached = new Set<Node>();
  /** Where the reader gave up for a bound (depth, size), for --debug. */
  readonly notes: EvaluationNote[] = [];
  /** The value of a binding as its readers get it when there are several (no owned literals): made once, shared by all. */
  private readonly sharedValues = new Map<Binding, Value>();
  /** Whether what a binding holds may be changed out of sight through it (an alias, a holder): see escapes. */
  private readonly escaping = new Map<Binding, boolean>();
  /** How many references of a binding are straight-line changes applied to its value (see readsOf). */
  private readonly changes = new Map<Binding, number>();
  /**
   * The sizes of values measured whole (see measure); a value in it is not changed any more. A
   * file's values are its evaluator's own: a table per evaluator, not a weak one for all of them.
   */
  private readonly sizes = new Map<object, number>();
  /** Dictionaries a builder made itself, which its setters may change in place. */
  private readonly ownDictionaries = new Set<TracedObject>();

  /** The names read in a type query (`typeof X`), found in the text on first need. */
  private typeQueried: Set<string> | undefined;

  /** `text`: the source, searched for type queries; without it no literal read through a name is the command's own. `path`: the file's, which names a Sapphire piece. */
  constructor(
    private readonly scopes: Scopes,
    private readonly text?: string,
    private readonly path?: string,
  ) {}

  /**
   * Whether the literals of a binding are the command's own, so that a fix may edit them: read
   * here and nowhere else, not exported (another module may read it), and not named in a type
   * query (`typeof X`, which TypeScript reads as the literal's type). The scope walk skips types,
   * so the text is searched for `typeof X`, comments and JSDoc included: a false match only
   * keeps a fix from being automatic.
   */
  private owned(binding: Binding): boolean {
    if (this.readsOf(binding) !== 1 || binding.exported) return false;
    if (this.text === undefined) return false;
    this.typeQueried ??= typeQueryNames(this.text);
    return !this.typeQueried.has(binding.name);
  }

  /**
   * Why a binding's literal is not the command's own (see owned), for the suggestion that edits it
   * instead of a fix; undefined when it is owned, '' when nothing can be said (no text to search).
   */
  private heldBack(binding: Binding): string | undefined {
    if (this.text === undefined) return '';
    const name = quote(binding.name);
    if (binding.exported) return `exported: other modules read ${name}`;
    const reads = this.readsOf(binding);
    if (reads !== 1) return `${name} is read in ${reads} places of this file, and every one would change`;
    this.typeQueried ??= typeQueryNames(this.text);
    if (this.typeQueried.has(binding.name)) return `read in a type: typeof ${name} is the literal's type, and it would change`;
    return undefined;
  }

  /**
   * How many references read a binding's value: all but the straight-line changes applyUses made
   * part of it (`options.push({...})`, `data.setName(...)`), which hand it to nothing. A list built
   * by 20 000 pushes and sent once is read once: its literals are its own, and it is not copied.
   */
  private readsOf(binding: Binding): number {
    return this.scopes.referencesTo(binding).length - (this.changes.get(binding) ?? 0);
  }

  /** Tells --debug that a value was given up for a bound (the first MAX_NOTES of a file). */
  note(span: Span, text: string): void {
    if (this.notes.length < MAX_NOTES) this.notes.push({ span, text });
  }

  evaluate(node: Node): Value {
    if (this.depth >= MAX_DEPTH) {
      this.note(spanOf(node), `an expression nested deeper than ${MAX_DEPTH} levels: its value is unknown`);
      return unknown(spanOf(node), 'nested too deep');
    }
    this.depth++;
    try {
      return this.evaluateNode(node);
    } finally {
      this.depth--;
    }
  }

  private evaluateNode(input: Node): Value {
    const node = unwrapExpression(input);
    // The span is made only where the value holds it: a chain's calls and members are most of what is evaluated.
    switch (node.type) {
      case 'Literal':
        return this.literal(node, spanOf(node));
      case 'TemplateLiteral':
        return this.template(node, spanOf(node));
      case 'Identifier':
        return this.identifier(node, spanOf(node));
      case 'ArrayExpression':
        this.reached.add(node);
        return this.array(node, spanOf(node));
      case 'ObjectExpression':
        this.reached.add(node);
        return this.object(node, spanOf(node));
      case 'MemberExpression':
      case 'CallExpression':
        return this.chain(node);
      case 'NewExpression':
        return this.construct(node, spanOf(node));
      case 'BinaryExpression':
        return this.binary(node, spanOf(node));
      case 'UnaryExpression':
        return this.unary(node, spanOf(node));
      case 'LogicalExpression':
        return this.logical(node, spanOf(node));
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return { kind: 'function', node };
      case 'ThisExpression':
        return this.thisValue(node, spanOf(node));
      default:
        return unknown(spanOf(node), node.type === 'ConditionalExpression' ? 'a conditional' : node.type === 'AwaitExpression' ? 'an awaited value' : 'an expression');
    }
  }

  /** `this` in a Sapphire command's method: its name and description where the file shows them (sapphire.ts). */
  private thisValue(node: Node, span: Span): Value {
    const fields = sapphireFields(node, this.scopes, (options) => this.toTraced(this.evaluate(options)), this.path);
    if (!fields) return unknown(span, 'this');
    return { kind: 'namespace', members: (name, at) => (name === 'name' ? fields.name : name === 'description' ? fields.description : unknown(at, 'a member')) };
  }

  /**
   * The key of an object literal's property as the file writes it, for a fix that renames it: an
   * identifier (`pt_BR:`) or a string (`'pt_BR':`); not a computed key, nor a shorthand (`{ pt_BR }`,
   * whose key is also the name of the variable it reads).
   */
  private keyLiteralOf(property: Node, keySpan: Span): OwnedLiteral | undefined {
    if (property.computed || property.shorthand) return undefined;
    const key = property.key as Node;
    if (key.type === 'Identifier') return { span: keySpan };
    if (key.type === 'Literal' && typeof key.value === 'string') return { span: keySpan, quote: String(key.raw ?? '"')[0] };
    return undefined;
  }

  private literal(node: Node, span: Span): Value {
    const value = node.value;
    if (typeof node.bigint === 'string') return { kind: 'bigint', value: BigInt(node.bigint), span };
    if (typeof value === 'string') return primitive(value, span, { span, quote: String(node.raw ?? '"')[0] });
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      // A regular expression's Literal has a null value too.
      if (value === null && node.regex) return unknown(span, 'a regular expression');
      return primitive(value, span, { span });
    }
    return unknown(span, 'a literal');
  }

  private template(node: Node, span: Span): Value {
    const quasis = node.quasis as Node[];
    const expressions = node.expressions as Node[];
    if (expressions.length === 0) {
      const cooked = cookedOf(node);
      return cooked === undefined ? unknown(span, 'a template') : primitive(cooked, span, { span, quote: '`' });
    }
    let text = '';
    for (let i = 0; i < quasis.length; i++) {
      const cooked = (quasis[i]!.value as { cooked?: string | null }).cooked;
      if (cooked == null) return unknown(span, 'a template');
      text += cooked;
      if (i < expressions.length) {
        const part = this.evaluate(expressions[i]!);
        if (part.kind === 'bigint') text += part.value.toString();
        else if (part.kind === 'primitive') text += String(part.value);
        else return unknown(span, 'a template with an unknown part');
        if (text.length > MAX_VALUE_SIZE) return this.tooLarge(span);
      }
    }
    return primitive(text, span);
  }

  private identifier(node: Node, span: Span): Value {
    const binding = this.scopes.resolve(node);
    if (!binding) return (node.name as string) === 'undefined' ? { kind: 'undefined', span } : unknown(span, 'a global');
    const bound = this.env.get(binding);
    if (bound) return bound;
    const value = this.valueOf(binding, span);
    if (value.kind === 'primitive') {
      // A constant's literal is the command's own only where nothing else reads it; where other
      // code reads it too, an edit of it is offered with the reason, never applied by --fix.
      if (value.literal === undefined) return primitive(value.value, span);
      if (this.owned(binding)) return value;
      const held = this.heldBack(binding);
      return held === undefined || held === '' ? primitive(value.value, span) : primitive(value.value, span, { ...value.literal, held });
    }
    if (value.kind !== 'object' && value.kind !== 'array' && value.kind !== 'builder') return value;
    if (this.owned(binding)) return value;
    // Read in several places: one value without owned literals, made once and shared by every
    // read (the readers do not change it: a change through a second name makes it unknown); its
    // literals kept, each edit a suggestion that says why, as a constant's (an exported builder,
    // `export const data = new SlashCommandBuilder()...`, is the common case: its loader sends it).
    let readable = this.sharedValues.get(binding);
    if (readable === undefined) {
      const held = this.heldBack(binding);
      const strip = (inner: Traced): Traced => (held ? heldBack(inner, held) : shared(inner));
      readable = value.kind === 'builder' ? { ...value, object: strip(value.object) as TracedObject } : strip(value);
      if (readable.kind !== 'builder') this.sizes.set(readable, this.sizes.get(value) ?? measure(readable, this.sizes));
      this.sharedValues.set(binding, readable);
    }
    return readable;
  }

  /** A value past MAX_VALUE_SIZE: unknown, with a note for --debug. */
  private tooLarge(span: Span): Value {
    this.note(span, `a value larger than ${MAX_VALUE_SIZE} nodes and characters: it is unknown`);
    return unknown(span, 'a value too large to read');
  }

  /** The value, or unknown past MAX_VALUE_SIZE; a value measured here is not changed any more. */
  private bounded(value: Value): Value {
    if (value.kind !== 'object' && value.kind !== 'array' && value.kind !== 'builder') return value;
    const traced = value.kind === 'builder' ? value.object : value;
    this.sizes.delete(traced);
    const size = measure(traced, this.sizes);
    if (size > MAX_VALUE_SIZE) return this.tooLarge(value.span);
    if (value.kind !== 'builder') this.sizes.set(traced, size);
    return value;
  }

  private valueOf(binding: Binding, span: Span): Value {
    const known = this.bindings.get(binding);
    if (known) return known;
    if (this.evaluating.has(binding)) return unknown(span, 'a value that refers to itself');
    this.evaluating.add(binding);
    try {
      const value = this.bounded(this.bindingValue(binding, span));
      this.bindings.set(binding, value);
      return value;
    } finally {
      this.evaluating.delete(binding);
    }
  }

  private bindingValue(binding: Binding, span: Span): Value {
    switch (binding.kind) {
      case 'import':
        if (SLASH_CREATE.has(binding.importSource!)) return slashCreateMember(binding.imported!, span);
        return LIBRARY_PACKAGES.has(binding.importSource!) ? this.libraryMember(binding.imported!, span) : unknown(span, 'an import');
      case 'pattern':
        return this.destructured(binding, span);
      case 'const':
      case 'let':
      case 'var': {
        // Written anywhere (`let x; x = 'ping'` too): not what its declaration says, whether it has a value or not.
        if (!this.scopes.neverWritten(binding)) return unknown(span, 'a variable written after its declaration');
        if (!binding.init) return binding.kind === 'const' ? unknown(span, 'a declaration') : { kind: 'undefined', span };
        const references = this.scopes.referencesTo(binding);
        const value = this.evaluate(binding.init);
        if (value.kind === 'object' || value.kind === 'array' || value.kind === 'builder') {
          // A second name for a value the file holds elsewhere: a change through it is out of sight.
          if (!this.isFresh(binding.init) && references.some((id) => this.classifyUse(id, value.kind, binding.scope).kind !== 'read')) return unknown(span, 'a value changed through a second name');
          // Stored first: the changes below read the binding.
          this.bindings.set(binding, value);
          return this.applyUses(binding, value, references);
        }
        return value;
      }
      default:
        return unknown(span, binding.kind === 'param' ? 'a parameter' : 'a value');
    }
  }

  /** `const { SlashCommandBuilder } = require('discord.js')`, `const { String } = ApplicationCommandOptionType`. */
  private destructured(binding: Binding, span: Span): Value {
    const property = this.scopes.parentOf(binding.id);
    const pattern = property && this.scopes.parentOf(property);
    const declarator = pattern && this.scopes.parentOf(pattern);
    if (!property || property.type !== 'Property' || property.value !== binding.id || pattern!.type !== 'ObjectPattern' || declarator!.type !== 'VariableDeclarator' || !declarator!.init) {
      return unknown(span, 'a destructured value');
    }
    const key = propertyKey(property);
    if (key === undefined) return unknown(span, 'a destructured value');
    const source = this.evaluate(declarator!.init as Node);
    if (source.kind === 'namespace') return source.members(key, span);
    return unknown(span, 'a destructured value');
  }

  /** An export of discord.js, @discordjs/builders or discord-api-types, by name. */
  private libraryMember(name: string, span: Span): Value {
    if (name === '*' || name === 'default') return this.libraryNamespace();
    const table = own(LIBRARY_ENUMS, name);
    if (table) return enumNamespace(table);
    const cls = builderClasses().get(name);
    if (cls) return { kind: 'class', cls };
    if (name === 'Routes') return routes();
    if (name === 'Constants') return { kind: 'namespace', members: (member, at) => { const table = own(DJS13_ENUMS, member); return table ? enumNamespace(table) : unknown(at, 'a constant'); } };
    if (name === 'Permissions') return { kind: 'namespace', members: (member, at) => (member === 'FLAGS' ? enumNamespace(DJS13_ENUMS.FLAGS!) : unknown(at, 'a constant')) };
    if (name === 'PermissionsBitField') return { kind: 'namespace', members: (member, at) => (member === 'Flags' ? enumNamespace(LIBRARY_ENUMS.PermissionFlagsBits!) : unknown(at, 'a constant')) };
    return unknown(span, 'an import');
  }

  private libraryNamespace(): Value {
    return { kind: 'namespace', members: (member, at) => this.libraryMember(member, at) };
  }

  private array(node: Node, span: Span): Value {
    const items: Traced[] = [];
    const result: TracedArray = { kind: 'array', items, open: false, span };
    let size = 1;
    for (const element of node.elements as (Node | null)[]) {
      if (element === null) {
        items.push(primitive(null, span));
        continue;
      }
      if (element.type === 'SpreadElement') {
        const spread = this.evaluate(element.argument as Node);
        if (spread.kind === 'array') {
          // The items are shared, not copied: nothing changes an item in place (see escapes).
          for (const item of spread.items) items.push(item);
          if (spread.open) result.open = true;
          size += this.sizes.get(spread) ?? measure(spread, this.sizes);
        } else result.open = true;
      } else {
        const item = this.toTraced(this.evaluate(element));
        items.push(item);
        size += this.sizes.get(item) ?? measure(item, this.sizes);
      }
      if (size > MAX_VALUE_SIZE) return this.tooLarge(span);
    }
    this.sizes.set(result, size);
    return result;
  }

  private object(node: Node, span: Span): Value {
    const result = emptyObject(span);
    let size = 1;
    for (const property of node.properties as Node[]) {
      if (size > MAX_VALUE_SIZE) return this.tooLarge(span);
      if (property.type === 'SpreadElement') {
        const spread = this.evaluate(property.argument as Node);
        if (spread.kind === 'object') {
          for (const [key, entry] of spread.entries) result.entries.set(key, entry);
          size += this.sizes.get(spread) ?? measure(spread, this.sizes);
          if (spread.open) openObject(result, spanOf(property));
        } else if (spread.kind !== 'undefined' && !(spread.kind === 'primitive' && spread.value === null)) openObject(result, spanOf(property));
        continue;
      }
      const key = propertyKey(property);
      const keySpan = spanOf(property.key as Node);
      if (key === '__proto__' && !property.computed && !property.shorthand && property.method !== true && property.kind === 'init') {
        // Sets the prototype: no own key, never sent by JSON.stringify; what a prototype other than null lends, discord.js reads.
        const proto = unwrapExpression(property.value as Node);
        if (!(proto.type === 'Literal' && proto.value === null && !proto.regex)) result.open = true;
        continue;
      }
      if (key === undefined || property.kind === 'get' || property.kind === 'set') {
        openObject(result, keySpan);
        continue;
      }
      const value = this.evaluate(property.value as Node);
      if (value.kind === 'undefined' || value.kind === 'function' || property.method === true) {
        result.entries.delete(key); // JSON leaves out undefined and functions
        continue;
      }
      const traced = this.toTraced(value);
      // A key written before (twice, or by a spread) would come back were this one renamed.
      const keyLiteral = result.entries.has(key) ? undefined : this.keyLiteralOf(property, keySpan);
      result.entries.set(key, keyLiteral ? { value: traced, keySpan, keyLiteral } : { value: traced, keySpan });
      size += key.length + (this.sizes.get(traced) ?? measure(traced, this.sizes));
    }
    if (size > MAX_VALUE_SIZE) return this.tooLarge(span);
    // Counted again where a key was written twice or overwritten by a spread: an upper bound.
    this.sizes.set(result, size);
    return result;
  }

  /**
   * A chain of members and calls (`new X().setName(...).addStringOption(...)...`), evaluated from
   * its start in a loop: a chain of any length takes no depth of the evaluation.
   */
  private chain(node: Node): Value {
    const steps: Node[] = [];
    let at = node;
    for (;;) {
      if (at.type === 'MemberExpression') {
        steps.push(at);
        at = unwrapExpression(at.object as Node);
      } else if (at.type === 'CallExpression' && unwrapExpression(at.callee as Node).type === 'MemberExpression') {
        steps.push(at);
        at = unwrapExpression((unwrapExpression(at.callee as Node)).object as Node);
      } else break;
    }
    let value = at.type === 'CallExpression' ? this.plainCall(at, spanOf(at)) : this.evaluate(at);
    for (let i = steps.length - 1; i >= 0; i--) {
      const step = steps[i]!;
      value = step.type === 'MemberExpression' ? this.member(step, value, spanOf(step)) : this.call(step, value, spanOf(step));
    }
    return value;
  }

  private member(node: Node, object: Value, span: Span): Value {
    let name = memberName(node);
    if (name === undefined && node.computed) {
      const key = this.evaluate(node.property as Node);
      if (key.kind === 'primitive' && (typeof key.value === 'string' || typeof key.value === 'number')) name = String(key.value);
    }
    if (name === undefined) return unknown(span, 'a computed member');
    switch (object.kind) {
      case 'namespace':
        return object.members(name, span);
      case 'object':
      case 'builder': {
        const target = object.kind === 'object' ? object : object.object;
        const entry = target.entries.get(name);
        if (entry) return entry.value;
        return target.open || object.kind === 'builder' ? unknown(span, 'a member') : { kind: 'undefined', span };
      }
      case 'array': {
        if (!/^(?:0|[1-9]\d*)$/.test(name)) return unknown(span, 'a member');
        const item = object.items[Number(name)];
        return item && !object.open ? item : unknown(span, 'an element');
      }
      default:
        return unknown(span, 'a member');
    }
  }

  /** A call of something other than a member: `require('discord.js')`, or unknown. */
  private plainCall(node: Node, span: Span): Value {
    const callee = unwrapExpression(node.callee as Node);
    const args = node.arguments as Node[];
    if (callee.type === 'Identifier' && callee.name === 'require' && !this.scopes.resolve(callee) && args.length === 1) {
      const source = unwrapExpression(args[0]!);
      if (source.type === 'Literal' && typeof source.value === 'string' && LIBRARY_PACKAGES.has(source.value)) return this.libraryNamespace();
      if (source.type === 'Literal' && typeof source.value === 'string' && SLASH_CREATE.has(source.value)) return slashCreateMember('*', span);
      return unknown(span, 'a required module');
    }
    // `String(PermissionFlagsBits.Administrator)`: the global String of a known value.
    if (callee.type === 'Identifier' && callee.name === 'String' && args.length === 1 && args[0]!.type !== 'SpreadElement' && !this.scopes.resolve(callee)) {
      const text = decimalText(this.evaluate(args[0]!));
      return text === undefined ? unknown(span, 'a call') : primitive(text, span);
    }
    return unknown(span, 'a call');
  }

  /** A call of a member of `target` (the value of the callee's object). */
  private call(node: Node, target: Value, span: Span): Value {
    const callee = unwrapExpression(node.callee as Node);
    const args = node.arguments as Node[];
    const method = memberName(callee);
    if (method === undefined) return unknown(span, 'a call');
    if (target.kind === 'builder') return this.builderCall(target, method, args, span, spanOf(callee.property as Node));
    if (target.kind === 'namespace') {
      const fn = target.members(method, span);
      if (fn.kind === 'route') return fn;
      return unknown(span, 'a call');
    }
    if (target.kind === 'array' && method === 'map' && args.length === 1) return this.mapToJson(target, args[0]!, span);
    if (method === 'toString' && (target.kind === 'primitive' || target.kind === 'bigint')) return this.toText(target, args, span);
    return unknown(span, 'a call');
  }

  /** `x.toString()` or `x.toString(10)` of a known number, bigint, string or boolean: its text; another radix is not followed. */
  private toText(target: Value, args: Node[], span: Span): Value {
    const text = decimalText(target);
    if (text === undefined || args.length > 1) return unknown(span, 'a call');
    if (args.length === 1) {
      if (args[0]!.type === 'SpreadElement') return unknown(span, 'a call');
      const radix = this.evaluate(args[0]!);
      if (radix.kind !== 'primitive' || radix.value !== 10) return unknown(span, 'a call');
    }
    return primitive(text, span);
  }

  /** `commands.map((command) => command.toJSON())`: the usual last step before a request. */
  private mapToJson(array: TracedArray, callback: Node, span: Span): Value {
    const fn = unwrapExpression(callback);
    if (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression') {
      const params = fn.params as Node[];
      let body = fn.body as Node;
      if (body.type === 'BlockStatement') {
        const statements = body.body as Node[];
        if (statements.length !== 1 || statements[0]!.type !== 'ReturnStatement' || !statements[0]!.argument) return unknown(span, 'a call');
        body = statements[0]!.argument as Node;
      }
      body = unwrapExpression(body);
      const param = params[0];
      if (param?.type === 'Identifier' && body.type === 'CallExpression' && (body.arguments as Node[]).length === 0) {
        const callee = unwrapExpression(body.callee as Node);
        const object = callee.type === 'MemberExpression' ? unwrapExpression(callee.object as Node) : undefined;
        if (memberName(callee) === 'toJSON' && object?.type === 'Identifier' && object.name === param.name) return array;
      }
    }
    return unknown(span, 'a call');
  }

  private construct(node: Node, span: Span): Value {
    const callee = this.evaluate(node.callee as Node);
    if (callee.kind !== 'class') return unknown(span, 'an instance');
    this.reached.add(node);
    return newBuilder(callee.cls, span, node);
  }

  private binary(node: Node, span: Span): Value {
    const left = this.evaluate(node.left as Node);
    const right = this.evaluate(node.right as Node);
    const operator = node.operator as string;
    if (left.kind === 'bigint' && right.kind === 'bigint') {
      const a = left.value;
      const b = right.value;
      const result = operator === '|' ? a | b : operator === '&' ? a & b : operator === '+' ? a + b : operator === '<<' && b < 64n ? a << b : undefined;
      return result === undefined ? unknown(span, 'an expression') : { kind: 'bigint', value: result, span };
    }
    if (operator === '+' && ((left.kind === 'bigint' && right.kind === 'primitive' && typeof right.value === 'string') || (right.kind === 'bigint' && left.kind === 'primitive' && typeof left.value === 'string'))) {
      // `'' + PermissionFlagsBits.Administrator`: a bigint joined to text is its decimal digits.
      const text = decimalText(left)! + decimalText(right)!;
      return text.length > MAX_VALUE_SIZE ? this.tooLarge(span) : primitive(text, span);
    }
    if (left.kind !== 'primitive' || right.kind !== 'primitive') return unknown(span, 'an expression with an unknown part');
    const a = left.value;
    const b = right.value;
    if (operator === '+' && (typeof a === 'string' || typeof b === 'string')) {
      const left = String(a);
      const right = String(b);
      return left.length + right.length > MAX_VALUE_SIZE ? this.tooLarge(span) : primitive(left + right, span);
    }
    if (typeof a !== 'number' || typeof b !== 'number') return unknown(span, 'an expression');
    switch (operator) {
      case '+':
        return primitive(a + b, span);
      case '-':
        return primitive(a - b, span);
      case '*':
        return primitive(a * b, span);
      case '|':
        return primitive(a | b, span);
      case '<<':
        return primitive(a << b, span);
      default:
        return unknown(span, 'an expression');
    }
  }

  private unary(node: Node, span: Span): Value {
    const operator = node.operator as string;
    if (operator === 'void') return { kind: 'undefined', span };
    const argument = this.evaluate(node.argument as Node);
    if (operator === '-' && argument.kind === 'primitive' && typeof argument.value === 'number') {
      // `-5` written as a literal stays editable as one.
      const literal = (unwrapExpression(node.argument as Node).type === 'Literal' && argument.literal) ? { span } : undefined;
      return primitive(-argument.value, span, literal);
    }
    if (operator === '-' && argument.kind === 'bigint') return { kind: 'bigint', value: -argument.value, span };
    if (operator === '!' && argument.kind === 'primitive') return primitive(!argument.value, span);
    return unknown(span, 'an expression');
  }

  private logical(node: Node, span: Span): Value {
    const left = this.evaluate(node.left as Node);
    if (left.kind !== 'primitive' && left.kind !== 'undefined') return unknown(span, 'a conditional');
    const value = left.kind === 'primitive' ? left.value : undefined;
    switch (node.operator) {
      case '??':
        return value === null || value === undefined ? this.evaluate(node.right as Node) : left;
      case '||':
        return value ? left : this.evaluate(node.right as Node);
      case '&&':
        return value ? this.evaluate(node.right as Node) : left;
      default:
        return unknown(span, 'a conditional');
    }
  }

  /** A value as part of a command: builders become what their toJSON gives; the rest is unknown. */
  toTraced(value: Value): Traced {
    switch (value.kind) {
      case 'primitive':
      case 'object':
      case 'array':
      case 'unknown':
        return value;
      case 'builder':
        return builderJson(value);
      case 'undefined':
        return unknown(value.span, 'undefined');
      case 'bigint':
        return { ...unknown(value.span, 'a bigint, not a JSON value'), bigint: value.value.toString() };
      default:
        return unknown('span' in value ? value.span : { start: 0, end: 0 }, 'not a JSON value');
    }
  }

  private builderCall(builder: BuilderValue, method: string, args: Node[], span: Span, methodSpan: Span): Value {
    const { object } = builder;
    const calleeSpan = span;
    if (method === 'toJSON') return builderJson(builder);
    const setField = (field: string, value: Traced, at: Span): void => {
      object.entries.set(field, { value, keySpan: at });
    };
    const field = own(FIELD_SETTERS, method);
    if (field !== undefined) {
      if (args.length === 0) {
        // setRequired() and setAutocomplete() default to true; others need their argument.
        if (method === 'setRequired' || method === 'setAutocomplete') setField(field, primitive(true, calleeSpan), calleeSpan);
        else setField(field, unknown(calleeSpan, 'no argument'), calleeSpan);
        return builder;
      }
      const value = this.evaluate(args[0]!);
      if (value.kind === 'undefined') object.entries.delete(field);
      else setField(field, this.toTraced(value), spanOf(args[0]!));
      return builder;
    }
    if (method === 'setNSFW') {
      setField('nsfw', args.length === 0 ? primitive(true, calleeSpan) : this.toTraced(this.evaluate(args[0]!)), args[0] ? spanOf(args[0]) : calleeSpan);
      return builder;
    }
    if (method === 'setDefaultMemberPermissions') {
      if (args.length === 0) return builder;
      setField('default_member_permissions', permissionsValue(this.evaluate(args[0]!), spanOf(args[0]!)), spanOf(args[0]!));
      return builder;
    }
    const localized = own(LOCALIZATION_SETTERS, method);
    if (localized !== undefined) {
      if (args.length < 2) return openBuilder(builder);
      const locale = this.evaluate(args[0]!);
      const text = this.evaluate(args[1]!);
      let dictionary = object.entries.get(localized)?.value;
      if (!dictionary || dictionary.kind !== 'object') {
        if (dictionary && dictionary.kind !== 'primitive') dictionary = undefined;
        const made = emptyObject(calleeSpan);
        if (dictionary) made.open = true; // an unknown dictionary before: other entries may exist
        object.entries.set(localized, { value: made, keySpan: calleeSpan });
        this.ownDictionaries.add(made);
        dictionary = made;
      } else if (!this.ownDictionaries.has(dictionary)) {
        // A dictionary handed to setNameLocalizations may be read elsewhere too: changed as a copy.
        const copy: TracedObject = { ...dictionary, entries: new Map(dictionary.entries) };
        object.entries.set(localized, { ...object.entries.get(localized)!, value: copy });
        this.ownDictionaries.add(copy);
        dictionary = copy;
      }
      if (locale.kind !== 'primitive' || typeof locale.value !== 'string') (dictionary as TracedObject).open = true;
      // The locale's literal (held where other code reads it too) is the key a rename edits.
      else {
        // A locale set before by another call would come back were this one renamed.
        const keyLiteral = (dictionary as TracedObject).entries.has(locale.value) ? undefined : locale.literal;
        (dictionary as TracedObject).entries.set(locale.value, { value: this.toTraced(text), keySpan: spanOf(args[0]!), ...(keyLiteral ? { keyLiteral } : {}) });
      }
      return builder;
    }
    const list = own(LIST_SETTERS, method);
    if (list !== undefined) {
      const items = this.restItems(args, calleeSpan, method === 'addChoices' || method === 'setChoices');
      const existing = object.entries.get(list.field)?.value;
      if (list.append && existing && existing.kind === 'array') {
        existing.items.push(...items.items);
        if (items.open) existing.open = true;
      } else if (list.append && existing && existing.kind === 'unknown') {
        items.open = true;
        setField(list.field, items, calleeSpan);
      } else setField(list.field, items, args[0] ? spanOf(args[0]) : calleeSpan);
      return builder;
    }
    if (method === 'addChoice') {
      // @discordjs/builders 0.x: addChoice(name, value).
      const choices = this.ensureArray(object, 'choices', calleeSpan);
      if (args.length === 2) choices.items.push(choiceTuple(this.toTraced(this.evaluate(args[0]!)), this.toTraced(this.evaluate(args[1]!)), calleeSpan));
      else choices.open = true;
      return builder;
    }
    const added = addedClass(method, builder.cls.major);
    if (added !== undefined) {
      const options = this.ensureArray(object, 'options', calleeSpan);
      for (const arg of args) {
        const input = this.evaluate(arg);
        if (input.kind === 'array') {
          for (const item of input.items) options.items.push(item);
          if (input.open) options.open = true;
          continue;
        }
        // An option judged whole is shown at its adder (`addIntegerOption`).
        options.items.push(this.addedOption(added, input, methodSpan, arg));
      }
      return builder;
    }
    // A setter cmdlint does not know (a newer version's) returns the builder, as every setter does;
    // any other method (toString, a property of the prototype) gives something else.
    if (/^(?:set|add|clear|remove)[A-Z]/.test(method)) return openBuilder(builder);
    return unknown(calleeSpan, 'a method cmdlint does not know');
  }

  /** What `addStringOption(x)` adds: `x` called with a new builder, or `x` itself when it is one. */
  private addedOption(cls: BuilderClass, input: Value, span: Span, node: Node): Traced {
    if (input.kind === 'builder') return builderJson(input);
    if (input.kind !== 'function') return unknown(span, 'an option made elsewhere');
    const fresh = newBuilder(cls, span, node);
    const result = this.callWithBuilder(input.node, fresh);
    return result.kind === 'builder' ? builderJson(result) : unknown(span, 'an option made by code');
  }

  /** What a registry's callback (`registerChatInputCommand((builder) => ...)`) makes of a new builder. */
  commandFromCallback(cls: BuilderClass, input: Value, span: Span, node: Node): Traced {
    if (input.kind === 'builder') return builderJson(input);
    if (input.kind !== 'function') return this.toTraced(input);
    const result = this.callWithBuilder(input.node, newBuilder(cls, span, node));
    return result.kind === 'builder' ? builderJson(result) : unknown(span, 'a command made by code');
  }

  /** Runs a builder callback (`(option) => option.setName(...)`) on a builder. */
  private callWithBuilder(fn: Node, builder: BuilderValue): Value {
    const params = fn.params as Node[];
    const span = spanOf(fn);
    if (params.length === 0 || params[0]!.type !== 'Identifier') return unknown(span, 'a callback');
    const binding = this.scopes.resolve(params[0]!);
    if (!binding) return unknown(span, 'a callback');
    this.env.set(binding, builder);
    try {
      const body = fn.body as Node;
      if (body.type !== 'BlockStatement') return this.evaluate(body);
      let result: Value = unknown(span, 'a callback without a return');
      for (const statement of body.body as Node[]) {
        if (statement.type === 'ExpressionStatement' && this.rootIdentifier(statement.expression as Node)?.name === params[0]!.name) this.evaluate(statement.expression as Node);
        else if (statement.type === 'ReturnStatement' && statement.argument) {
          result = this.evaluate(statement.argument as Node);
          break;
        } else return unknown(span, 'a callback that does more');
      }
      return result;
    } finally {
      this.env.delete(binding);
    }
  }

  /** The identifier a member or call chain starts from (`a.b().c` → a). */
  private rootIdentifier(node: Node): Node | undefined {
    let at = unwrapExpression(node);
    for (;;) {
      if (at.type === 'CallExpression') at = unwrapExpression(at.callee as Node);
      else if (at.type === 'MemberExpression') at = unwrapExpression(at.object as Node);
      else return at.type === 'Identifier' ? at : undefined;
    }
  }

  private ensureArray(object: TracedObject, field: string, span: Span): TracedArray {
    const existing = object.entries.get(field);
    if (existing && existing.value.kind === 'array' && !existing.implied) return existing.value;
    const made: TracedArray = { kind: 'array', items: existing?.value.kind === 'array' ? existing.value.items : [], open: existing !== undefined && existing.value.kind !== 'array', span };
    object.entries.set(field, { value: made, keySpan: span });
    return made;
  }

  /** Rest arguments as one array: `f(a, b)` and `f([a, b])` alike; 0.x choice tuples become choices. */
  private restItems(args: Node[], span: Span, choices: boolean): TracedArray {
    const result: TracedArray = { kind: 'array', items: [], open: false, span: args[0] ? spanOf(args[0]) : span };
    const add = (item: Traced): void => {
      if (choices && item.kind === 'array' && item.items.length === 2 && !item.open) result.items.push(choiceTuple(item.items[0]!, item.items[1]!, item.span));
      else result.items.push(choices && item.kind === 'object' ? choiceAsSent(item) : item);
    };
    for (const arg of args) {
      if (arg.type === 'SpreadElement') {
        const spread = this.evaluate(arg.argument as Node);
        if (spread.kind === 'array') spread.items.forEach(add);
        if (spread.kind !== 'array' || spread.open) result.open = true;
        continue;
      }
      const value = this.evaluate(arg);
      if (value.kind === 'array' && (args.length === 1 || !choices)) {
        // setContexts([0, 1]) as setContexts(0, 1); addChoices([[name, value]]) of 0.x.
        if (choices && value.items.length === 2 && value.items.every((item) => item.kind === 'primitive') && args.length === 1 && !isTupleList(value)) add(value);
        else value.items.forEach(add);
        if (value.open) result.open = true;
      } else add(this.toTraced(value));
    }
    return result;
  }

  /**
   * The uses of a binding holding an object, an array or a builder: straight-line changes in its
   * own block (`data.setName(...)`, `commands.push(...)`, `body.name = ...`) are applied in order;
   * a use that may change it in ways not followed makes it open or unknown.
   */
  private applyUses(binding: Binding, value: Value & { kind: 'object' | 'array' | 'builder' }, references: readonly Node[]): Value {
    const straight: Node[] = [];
    for (const reference of references) {
      const use = this.classifyUse(reference, value.kind, binding.scope);
      if (use.kind === 'read') continue;
      if (use.kind === 'change') straight.push(use.statement);
      else if (use.kind === 'grow' && value.kind === 'array') value.open = true;
      else return unknown(value.span, 'a value changed by code');
    }
    straight.sort((a, b) => spanOf(a).start - spanOf(b).start);
    this.changes.set(binding, straight.length);
    this.env.set(binding, value);
    try {
      for (const statement of straight) {
        const expression = unwrapExpression(statement.expression as Node);
        if (expression.type === 'AssignmentExpression') {
          if (!this.assignMember(value, expression)) return unknown(value.span, 'a value changed by code');
        } else {
          const result = this.evaluate(expression);
          if (value.kind === 'array' && !this.push(value, expression)) return this.tooLarge(value.span);
          if (result.kind === 'unknown' && value.kind === 'builder') openBuilder(value);
        }
      }
    } finally {
      this.env.delete(binding);
    }
    return value;
  }

  /** `list.push(...)` applied to the array; false when the array grew past MAX_VALUE_SIZE items. */
  private push(array: TracedArray, call: Node): boolean {
    const method = memberName(unwrapExpression(call.callee as Node));
    if (method !== 'push') {
      array.open = true;
      return true;
    }
    for (const arg of call.arguments as Node[]) {
      if (arg.type === 'SpreadElement') {
        const spread = this.evaluate(arg.argument as Node);
        // One item at a time: push(...items) takes a stack slot per item. Shared, as spreads are.
        if (spread.kind === 'array') for (const item of spread.items) array.items.push(item);
        if (spread.kind !== 'array' || spread.open) array.open = true;
      } else array.items.push(this.toTraced(this.evaluate(arg)));
      if (array.items.length > MAX_VALUE_SIZE) return false;
    }
    return true;
  }

  /** `body.name = 'x'` on an object binding; false when the target is not a plain key of it. */
  private assignMember(value: Value, assignment: Node): boolean {
    const left = unwrapExpression(assignment.left as Node);
    if (assignment.operator !== '=' || left.type !== 'MemberExpression' || unwrapExpression(left.object as Node).type !== 'Identifier' || value.kind !== 'object') return false;
    const key = memberName(left);
    if (key === undefined) return false;
    const assigned = this.evaluate(assignment.right as Node);
    if (assigned.kind === 'undefined') value.entries.delete(key);
    else value.entries.set(key, { value: this.toTraced(assigned), keySpan: spanOf(left.property as Node) });
    return true;
  }

  private classifyUse(reference: Node, kind: 'object' | 'array' | 'builder', scope: Node): { kind: 'read' } | { kind: 'change'; statement: Node } | { kind: 'grow' } | { kind: 'unknown' } {
    let at = reference;
    let parent = this.scopes.parentOf(at);
    while (parent && (parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression' || parent.type === 'TSNonNullExpression' || parent.type === 'ParenthesizedExpression' || parent.type === 'ChainExpression')) {
      at = parent;
      parent = this.scopes.parentOf(at);
    }
    if (!parent) return { kind: 'read' };
    if (parent.type === 'MemberExpression' && parent.object === at) {
      const grand = this.scopes.parentOf(parent);
      const method = memberName(parent);
      if (grand && grand.type === 'CallExpression' && grand.callee === parent && method !== undefined) {
        if (method === 'toJSON') return { kind: 'read' };
        if (kind === 'array' && READING_ARRAY_METHODS.has(method)) return this.callbacksChange(grand) ? { kind: 'unknown' } : { kind: 'read' };
        const top = this.chainTop(grand);
        const statement = this.scopes.parentOf(top);
        const straight = statement?.type === 'ExpressionStatement' && this.inBlockOf(statement, scope);
        if (kind === 'array' && MUTATING_ARRAY_METHODS.has(method)) {
          if (method === 'push' && straight && top === grand) return { kind: 'change', statement: statement! };
          return method === 'push' || method === 'unshift' ? { kind: 'grow' } : { kind: 'unknown' };
        }
        if (kind === 'builder') return straight ? { kind: 'change', statement: statement! } : this.isBuilderReadChain(grand) ? { kind: 'read' } : { kind: 'unknown' };
        return { kind: 'unknown' };
      }
      // A read of a member (`data.name`), unless the chain it starts is written or changed.
      const top = this.chainTop(parent);
      const above = this.scopes.parentOf(top);
      if (above?.type === 'AssignmentExpression' && above.left === top) {
        const statement = this.scopes.parentOf(above);
        if (kind === 'object' && top === parent && statement?.type === 'ExpressionStatement' && this.inBlockOf(statement, scope)) return { kind: 'change', statement };
        return { kind: 'unknown' };
      }
      if (above?.type === 'UpdateExpression' || (above?.type === 'UnaryExpression' && above.operator === 'delete')) return { kind: 'unknown' };
      if (top !== parent) {
        const last = top.type === 'CallExpression' ? memberName(unwrapExpression(top.callee as Node)) : undefined;
        if (last !== undefined && (MUTATING_ARRAY_METHODS.has(last) || /^(?:set|add)[A-Z]/.test(last))) return { kind: 'unknown' };
      }
      return { kind: 'read' };
    }
    if (parent.type === 'CallExpression' && parent.callee !== at) return this.placed(at, kind) ? { kind: 'read' } : { kind: 'unknown' };
    switch (parent.type) {
      case 'ArrayExpression':
      case 'Property':
      case 'SpreadElement':
      case 'VariableDeclarator':
      case 'AssignmentExpression':
        return this.placed(at, kind) ? { kind: 'read' } : { kind: 'unknown' };
      case 'ExportSpecifier':
      case 'ExportDefaultDeclaration':
      case 'ReturnStatement':
      case 'TemplateLiteral':
      case 'BinaryExpression':
        return { kind: 'read' };
      default:
        return { kind: 'unknown' };
    }
  }

  /** Whether a statement is one of those run in order in the block of `scope` (see blockStatements). */
  private inBlockOf(statement: Node, scope: Node): boolean {
    const block = scope.type === 'FunctionDeclaration' || scope.type === 'FunctionExpression' || scope.type === 'ArrowFunctionExpression' ? (scope.body as Node) : scope;
    if (blockStatements(scope).length === 0) return false;
    return this.scopes.parentOf(statement) === block;
  }

  /**
   * Whether what is handed to `call` as an argument stays as it is: a call that only reads it, or
   * `commands.push({ data })` into an array whose changes are followed. Anything else may change it
   * (`localizeCommand(new SlashCommandBuilder()...)` fills in descriptions from translations).
   */
  onlyReadBy(call: Node, argument?: Node): boolean {
    if (this.handedTo(call)) return true;
    // `super({ data })` in a constructor: to the base class, as `new Command({ data })` (super-call.ts).
    if ((call.callee as Node).type === 'Super') return argument !== undefined && superKeeps(call, argument, this.scopes, (reader) => this.handedTo(reader));
    const callee = unwrapExpression(call.callee as Node);
    const list = callee.type === 'MemberExpression' && (memberName(callee) === 'push' || memberName(callee) === 'unshift') ? unwrapExpression(callee.object as Node) : undefined;
    const holder = list?.type === 'Identifier' ? this.scopes.resolve(list) : undefined;
    return holder !== undefined && holder.init !== undefined && !this.escapes(holder, 'array', false);
  }

  /** Whether a call only reads what it is handed (a request, a log, a copy), the argument left as it is. */
  readsOnly(call: Node): boolean {
    return this.handedTo(call);
  }

  private handedTo(call: Node): boolean {
    const callee = unwrapExpression(call.callee as Node);
    const name = callee.type === 'MemberExpression' ? memberName(callee) : undefined;
    if (name === undefined) return false;
    // A builder's setters keep what they are given as it is: `addChoices(choice)` reads `choice`.
    return READING_CALLEES.has(name) || own(FIELD_SETTERS, name) !== undefined || own(LIST_SETTERS, name) !== undefined || own(LOCALIZATION_SETTERS, name) !== undefined || addedClass(name, 1) !== undefined || addedClass(name, 2) !== undefined || name === 'addChoice';
  }

  /**
   * A value put somewhere else (an element, a property, a second name, a member): a read, unless
   * what holds it is changed or handed to code, where the value may be changed out of sight
   * (`const view = command; view.name = 'x'`, `holder.command.name = 'x'`, `list[0].push(x)`).
   */
  private placed(reference: Node, kind: 'object' | 'array' | 'builder'): boolean {
    let at = reference;
    let alias = true; // the value itself, not a holder of it
    for (;;) {
      const parent = this.scopes.parentOf(at);
      if (!parent) return true;
      if (parent.type === 'ArrayExpression' || parent.type === 'SpreadElement' || parent.type === 'ObjectExpression' || parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression' || parent.type === 'TSNonNullExpression' || parent.type === 'ParenthesizedExpression') {
        if (parent.type === 'ArrayExpression' || parent.type === 'SpreadElement' || parent.type === 'ObjectExpression') alias = false;
        at = parent;
        continue;
      }
      if (parent.type === 'Property' && parent.value === at) {
        const literal = this.scopes.parentOf(parent);
        if (!literal || literal.type !== 'ObjectExpression') return false;
        alias = false;
        at = literal;
        continue;
      }
      switch (parent.type) {
        case 'VariableDeclarator': {
          if (parent.init !== at || (parent.id as Node).type !== 'Identifier') return false;
          const holder = this.scopes.declaredBy(parent.id as Node);
          return holder !== undefined && !this.escapes(holder, alias ? kind : at.type === 'ArrayExpression' ? 'array' : 'object', alias);
        }
        case 'AssignmentExpression':
          // `module.exports = { data }`, `exports.data = data`: handed to whoever imports it, as an export.
          return parent.right === at && parent.operator === '=' && isExportsTarget(unwrapExpression(parent.left as Node));
        case 'CallExpression':
          return parent.callee !== at && this.onlyReadBy(parent, at);
        case 'ExportDefaultDeclaration':
        case 'ReturnStatement':
        case 'ExpressionStatement':
          return true;
        default:
          // Elsewhere (a conditional, an argument of `new`): the old rule, a read where it is held by a literal.
          return !alias;
      }
    }
  }

  /**
   * Whether what `holder` holds may be changed out of sight through it: a second name (`alias`)
   * is changed in any way, or a holder is changed below its own level or handed to code. Found
   * once per binding; a chain of holders too long to follow counts as changed.
   */
  private escapes(holder: Binding, kind: 'object' | 'array' | 'builder', alias: boolean): boolean {
    const known = this.escaping.get(holder);
    if (known !== undefined) return known;
    if (holder.kind !== 'const' && holder.kind !== 'let' && holder.kind !== 'var') return true;
    this.escaping.set(holder, true); // while it is found: a holder that holds itself escapes
    if (this.depth >= MAX_DEPTH) return true;
    this.depth++;
    let found = false;
    try {
      for (const id of this.scopes.referencesTo(holder)) {
        if (this.scopes.isWrite(id)) found = true;
        else {
          const use = this.classifyUse(id, kind, holder.scope).kind;
          if (use === 'unknown' || (alias && use !== 'read')) found = true;
        }
        if (found) break;
      }
    } finally {
      this.depth--;
    }
    this.escaping.set(holder, found);
    return found;
  }

  /** Whether an initial value is made where it is written (a literal, a builder chain, a new array of toJSON), not a value held elsewhere too. */
  private isFresh(init: Node): boolean {
    let at = unwrapExpression(init);
    if (at.type === 'ObjectExpression' || at.type === 'ArrayExpression' || at.type === 'NewExpression' || at.type === 'Literal' || at.type === 'TemplateLiteral') return true;
    if (at.type === 'CallExpression') {
      const method = memberName(unwrapExpression(at.callee as Node));
      if (method === 'map' || method === 'toJSON') return true;
      while (at.type === 'CallExpression' || at.type === 'MemberExpression') at = unwrapExpression((at.type === 'CallExpression' ? at.callee : at.object) as Node);
      return at.type === 'NewExpression';
    }
    return false;
  }

  /** A builder method chain used as a value (`export default data.toJSON()`): reads only when every call is toJSON. */
  private isBuilderReadChain(call: Node): boolean {
    return memberName(unwrapExpression(call.callee as Node)) === 'toJSON';
  }

  /** Whether a callback handed to an array method assigns to members or deletes (a loader that rewrites names). */
  private callbacksChange(call: Node): boolean {
    for (const arg of call.arguments as Node[]) {
      const fn = unwrapExpression(arg);
      if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') {
        if (fn.type === 'Identifier') return true; // a named function: not read here
        continue;
      }
      const stack: Node[] = [fn.body as Node];
      while (stack.length > 0) {
        const node = stack.pop()!;
        if ((node.type === 'AssignmentExpression' && unwrapExpression(node.left as Node).type === 'MemberExpression') || node.type === 'UpdateExpression' || (node.type === 'UnaryExpression' && node.operator === 'delete')) return true;
        if (node.type === 'CallExpression') {
          const name = memberName(unwrapExpression(node.callee as Node));
          if (name !== undefined && (MUTATING_ARRAY_METHODS.has(name) || /^(?:set|add)[A-Z]/.test(name))) return true;
        }
        for (const key in node) {
          if (key === 'parent') continue;
          const child = node[key];
          if (Array.isArray(child)) for (const item of child) if (item && typeof item === 'object' && typeof item.type === 'string') stack.push(item);
          if (child && typeof child === 'object' && typeof (child as Node).type === 'string') stack.push(child as Node);
        }
      }
    }
    return false;
  }

  /** The outermost call or member of a chain that starts at `node`. */
  private chainTop(node: Node): Node {
    let at = node;
    for (;;) {
      const parent = this.scopes.parentOf(at);
      if (!parent) return at;
      if (parent.type === 'MemberExpression' && parent.object === at) at = parent;
      else if (parent.type === 'CallExpression' && parent.callee === at) at = parent;
      else if (parent.type === 'TSNonNullExpression' || parent.type === 'ChainExpression' || parent.type === 'ParenthesizedExpression') at = parent;
      else return at;
    }
  }
}

/** `module.exports`, `module.exports.x`, `exports.x`. */
function isExportsTarget(node: Node): boolean {
  if (node.type !== 'MemberExpression') return false;
  const object = unwrapExpression(node.object as Node);
  if (object.type === 'Identifier') return (object.name === 'module' && memberName(node) === 'exports') || object.name === 'exports';
  return object.type === 'MemberExpression' && isExportsTarget(object) && unwrapExpression(object.object as Node).type === 'Identifier';
}

function isTupleList(array: TracedArray): boolean {
  return array.items.every((item) => item.kind === 'array');
}

function choiceTuple(name: Traced, value: Traced, span: Span): Traced {
  const object = emptyObject(span);
  object.entries.set('name', { value: name, keySpan: name.span });
  object.entries.set('value', { value, keySpan: value.span });
  return object;
}

/**
 * A choice as a builder keeps it: `addChoices` pushes `{ name, name_localizations, value }` of each
 * choice it is given (@discordjs/builders 1.x), so the keys a bot keeps beside them for its own use
 * (`filename`, `emoji`) are never sent. A camelCase `nameLocalizations` is kept, to be told: the
 * builder drops it too, and with it the localizations the author meant.
 */
function choiceAsSent(choice: TracedObject): TracedObject {
  const sent: TracedObject = { ...choice, entries: new Map() };
  for (const [key, entry] of choice.entries) if (CHOICE_KEYS.has(key)) sent.entries.set(key, entry);
  return sent;
}
const CHOICE_KEYS: ReadonlySet<string> = new Set(['name', 'name_localizations', 'nameLocalizations', 'value']);

/** An export of slash-create by name: its enumerations (its command classes are read by slash-create.ts). */
function slashCreateMember(name: string, span: Span): Value {
  if (name === '*' || name === 'default') return { kind: 'namespace', members: (member, at) => slashCreateMember(member, at) };
  const table = own(SLASH_CREATE_ENUMS, name);
  return table ? enumNamespace(table) : unknown(span, 'an import');
}

/** An object whose keys, from here on, are not all known; the keys before may have been overwritten. */
function openObject(object: TracedObject, at: Span): void {
  object.open = true;
  for (const [key, entry] of object.entries) object.entries.set(key, { ...entry, value: unknown(at, 'possibly overwritten by a spread') });
}

function openBuilder(builder: BuilderValue): BuilderValue {
  builder.object.open = true;
  return builder;
}

function enumNamespace(table: EnumTable): Value {
  return {
    kind: 'namespace',
    members: (name, span) => {
      if (!Object.prototype.hasOwnProperty.call(table, name)) return unknown(span, 'an enum member cmdlint does not know');
      const value = table[name]!;
      return typeof value === 'bigint' ? { kind: 'bigint', value, span } : primitive(value, span);
    },
  };
}

function routes(): Value {
  return {
    kind: 'namespace',
    members: (name, span) => {
      const route = own(COMMAND_ROUTES, name);
      return route ? { kind: 'route', ...route, span } : unknown(span, 'a route');
    },
  };
}

function newBuilder(cls: BuilderClass, span: Span, root: Node): BuilderValue {
  return { kind: 'builder', cls, object: emptyObject(span), span, root };
}

/** What a builder's toJSON() sends: its fields, and what the class adds by itself. */
export function builderJson(builder: BuilderValue): TracedObject {
  // What toJSON makes is new at its top and its arrays (`options: this.options.map(...)`); what is
  // inside was made by toJSON calls of its own, so a copy of the first level keeps them apart.
  const entries = new Map<string, TracedEntry>();
  for (const [key, entry] of builder.object.entries) entries.set(key, entry.value.kind === 'array' ? { ...entry, value: { ...entry.value, items: [...entry.value.items] } } : entry);
  const json: TracedObject = { kind: 'object', entries, open: builder.object.open, span: builder.object.span };
  json.builder = true;
  const { cls } = builder;
  const implied = (key: string, value: Traced): void => {
    if (!json.entries.has(key)) json.entries.set(key, { value, keySpan: builder.span, implied: true });
  };
  if (cls.type !== undefined) json.entries.set('type', { value: primitive(cls.type, builder.span), keySpan: builder.span, implied: true });
  if (cls.role === 'command' || cls.role === 'subcommand' || cls.role === 'group') implied('options', { kind: 'array', items: [], open: false, span: builder.span });
  if (cls.role === 'option' && cls.major === 1) implied('required', primitive(false, builder.span));
  // Builders check their fields as they are set and throw on what they refuse; a chain that ran
  // sends exactly these.
  return json;
}

/** setDefaultMemberPermissions(x): a bigint, a number or a string of digits, sent as a string; null stays null. */
function permissionsValue(value: Value, span: Span): Traced {
  if (value.kind === 'bigint') return primitive(value.value.toString(), span);
  if (value.kind === 'primitive') {
    if (value.value === null) return value;
    if (typeof value.value === 'number' || typeof value.value === 'string') return primitive(String(value.value), span);
  }
  return unknown(span, 'permissions cmdlint cannot compute');
}

/** The text `String(x)` gives of a known number, bigint, string or boolean (in base 10); undefined for anything else. */
function decimalText(value: Value): string | undefined {
  if (value.kind === 'bigint') return value.value.toString();
  if (value.kind === 'primitive' && value.value !== null) return String(value.value);
  return undefined;
}

/** Every name after a `typeof` in the text: what a type query may read (a value `typeof x` is a reference anyway). */
function typeQueryNames(text: string): Set<string> {
  const names = new Set<string>();
  const pattern = /\btypeof\s+([$\p{ID_Start}_][$\p{ID_Continue}\u200c\u200d]*)/gu;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) names.add(match[1]!);
  return names;
}
