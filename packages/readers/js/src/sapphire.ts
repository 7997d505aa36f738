// What `this.name` and `this.description` are in a Sapphire command's methods, where the file shows
// it: `registry.registerChatInputCommand((builder) => builder.setName(this.name)...)`.
//
// Sapphire (@sapphire/framework, Command's constructor) sets `name` to `(options.name ??
// context.name).toLowerCase()`, where `context.name` is the piece's file name without its extension
// (@sapphire/pieces, LoaderStrategy.filter), and `description` to `options.description ?? ''`.
// @sapphire/decorators' `ApplyOptions(options)` constructs the class with those options spread over
// the loader's. Read only where nothing else can change them: the class extends Sapphire's own
// `Command` directly (a class of another file may set other options or override either field), it
// is exported at the top of the module and extended by no class of this file, its only decorator is
// `ApplyOptions` with an object (or none, where its constructor writes the field), it has no member
// named `name` or `description`, and `this` is used in it only to read a member. Its constructor is
// read where it is `super(context, { ...options, name, description })`. Anything else: unknown.
import { memberName, propertyKey, spanOf, unwrapExpression, type Node, type Span } from './estree.js';
import type { Scope } from '@cmdlint/core';
import type { Scopes } from './scope.js';
import { importedNames } from './imports.js';
import { primitive, unknown, type Traced } from '@cmdlint/text';

const SAPPHIRE_FRAMEWORK = '@sapphire/framework';
const SAPPHIRE_DECORATORS = '@sapphire/decorators';

/** The fields of a command class read through `this`. */
interface SapphireFields {
  readonly name: Traced;
  readonly description: Traced;
}

/** The class whose instance `this` is at `node` (through arrow functions, into a method that is not static), or undefined. */
function classOfThis(node: Node, scopes: Scopes): Node | undefined {
  let at = node;
  for (;;) {
    const parent = scopes.parentOf(at);
    if (!parent) return undefined;
    switch (parent.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression': {
        const method = scopes.parentOf(parent);
        if (method?.type !== 'MethodDefinition' || method.value !== parent || method.static === true || method.kind !== 'method') return undefined;
        const body = scopes.parentOf(method);
        const cls = body && scopes.parentOf(body);
        return cls && (cls.type === 'ClassDeclaration' || cls.type === 'ClassExpression') ? cls : undefined;
      }
      case 'PropertyDefinition':
      case 'AccessorProperty':
      case 'StaticBlock':
      case 'ClassBody':
      case 'Program':
        return undefined;
      default:
        at = parent;
    }
  }
}

/** Whether `local` is the name a top-level value import of `source` gives its export `imported`. */
function importedAs(program: Node, source: string, imported: string, local: string): boolean {
  const found = importedNames(program).get(local);
  return found !== undefined && found.source === source && found.name === imported;
}

/** The decorators' verdict: no decorator, `@ApplyOptions({...})` alone (its object), or anything else (undefined). */
function appliedOptions(cls: Node, program: Node): Node | 'none' | undefined {
  const decorators = (cls.decorators as Node[] | undefined) ?? [];
  if (decorators.length === 0) return 'none';
  if (decorators.length !== 1) return undefined;
  const call = unwrapExpression(decorators[0]!.expression as Node);
  if (call.type !== 'CallExpression' || (call.arguments as Node[]).length !== 1) return undefined;
  const callee = unwrapExpression(call.callee as Node);
  if (callee.type !== 'Identifier' || !importedAs(program, SAPPHIRE_DECORATORS, 'ApplyOptions', callee.name as string)) return undefined;
  const options = unwrapExpression((call.arguments as Node[])[0]!);
  return options.type === 'ObjectExpression' ? options : undefined;
}

/** A field of the options: what it holds, or 'absent' (the key is not there). */
type Field = Traced | 'absent';

interface Options {
  readonly name: Field;
  readonly description: Field;
}

/** The class's constructor, when it is `constructor(context, options) { super(context, { ...options, name: 'x' }); ... }`: its object; 'none' without one; undefined for another shape. */
function constructorOptions(cls: Node): { readonly object: Node; readonly incoming: string | undefined } | 'none' | undefined {
  const ctor = ((cls.body as Node).body as Node[]).find((member) => member.type === 'MethodDefinition' && member.kind === 'constructor');
  if (!ctor) return 'none';
  const fn = ctor.value as Node;
  const params = fn.params as Node[];
  if (params.length === 0 || params.length > 2 || params.some((param) => param.type !== 'Identifier')) return undefined;
  const first = ((fn.body as Node).body as Node[])[0];
  const call = first?.type === 'ExpressionStatement' ? unwrapExpression(first.expression as Node) : undefined;
  if (call?.type !== 'CallExpression' || (call.callee as Node).type !== 'Super') return undefined;
  const args = call.arguments as Node[];
  const context = args[0] && unwrapExpression(args[0]);
  const object = args[1] && unwrapExpression(args[1]);
  if (args.length !== 2 || context?.type !== 'Identifier' || context.name !== params[0]!.name || object?.type !== 'ObjectExpression') return undefined;
  return { object, incoming: params[1]?.name as string | undefined };
}

/** The options the constructor hands to Command's: `incoming` spread where the object spreads it, its own keys over them. */
function passedOn(object: Node, incomingName: string | undefined, incoming: Options, evaluate: (node: Node) => Traced): Options {
  let name: Field = 'absent';
  let description: Field = 'absent';
  for (const property of object.properties as Node[]) {
    if (property.type === 'SpreadElement') {
      const spread = unwrapExpression(property.argument as Node);
      if (spread.type === 'Identifier' && spread.name === incomingName) ({ name, description } = incoming);
      else name = description = unknown(spanOf(property), 'options spread from elsewhere');
      continue;
    }
    const key = propertyKey(property);
    if (key === undefined) name = description = unknown(spanOf(property), 'a computed key');
    else if (key === 'name' || key === 'description') {
      const value = property.kind === 'init' && property.method !== true ? evaluate(property.value as Node) : unknown(spanOf(property), 'an accessor');
      if (key === 'name') name = value;
      else description = value;
    }
  }
  return { name, description };
}

/** Whether the class is exported from the top of the module (Sapphire loads the classes a piece's module exports) and extended by no class of this file. */
function loadedAsIs(cls: Node, scopes: Scopes, program: Node): boolean {
  const parent = scopes.parentOf(cls);
  const declared = parent === program || ((parent?.type === 'ExportNamedDeclaration' || parent?.type === 'ExportDefaultDeclaration') && scopes.parentOf(parent) === program);
  if (!declared || cls.type !== 'ClassDeclaration') return false;
  const id = cls.id as Node | null | undefined;
  const binding = id ? scopes.declaredBy(id) : undefined;
  if (id && !binding) return false;
  const references = binding ? scopes.referencesTo(binding) : [];
  if (references.some((reference) => scopes.parentOf(reference)?.superClass === reference)) return false;
  // `export default PingCommand`, `export { PingCommand }` below the class.
  return parent !== program || references.some((reference) => {
    const above = scopes.parentOf(reference);
    return (above?.type === 'ExportDefaultDeclaration' && above.declaration === reference) || (above?.type === 'ExportSpecifier' && above.local === reference);
  });
}

/** The fields a member of the class, or a use of `this` other than reading a member, may set: all when it cannot be told. */
const TOUCHED = new WeakMap<Node, { name: boolean; description: boolean }>();

function fieldsTouched(cls: Node): { name: boolean; description: boolean } {
  const known = TOUCHED.get(cls);
  if (known) return known;
  const touched = { name: false, description: false };
  const mark = (key: string | undefined): void => {
    if (key === undefined) touched.name = touched.description = true;
    else if (key === 'name' || key === 'description') touched[key] = true;
  };
  for (const member of (cls.body as Node).body as Node[]) {
    if (member.type === 'MethodDefinition' && member.kind === 'constructor') {
      // `constructor(private name: string)` sets a field of that name.
      for (const param of (member.value as Node).params as Node[]) {
        if (param.type !== 'TSParameterProperty') continue;
        const target = param.parameter as Node;
        const id = target.type === 'AssignmentPattern' ? (target.left as Node) : target;
        mark(id.type === 'Identifier' ? (id.name as string) : undefined);
      }
    } else if (member.type !== 'StaticBlock' && member.type !== 'TSIndexSignature' && member.static !== true) mark(member.computed === true ? undefined : propertyKey(member));
  }
  // `this` handed on, or a member written: what it writes may be either field.
  const stack: { node: Node; parent: Node | undefined }[] = [{ node: cls.body as Node, parent: cls }];
  while (stack.length > 0) {
    const { node, parent } = stack.pop()!;
    if (node.type === 'ThisExpression') {
      if (parent?.type !== 'MemberExpression' || parent.object !== node) mark(undefined);
      continue;
    }
    if (node.type === 'AssignmentExpression' || node.type === 'UpdateExpression' || (node.type === 'UnaryExpression' && node.operator === 'delete')) {
      const target = unwrapExpression((node.type === 'AssignmentExpression' ? node.left : node.argument) as Node);
      if (target.type === 'MemberExpression' && unwrapExpression(target.object as Node).type === 'ThisExpression') mark(memberName(target));
    }
    for (const key in node) {
      if (key === 'parent' || key === 'typeAnnotation' || key === 'returnType' || key === 'typeParameters' || key === 'typeArguments') continue;
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof item === 'object' && typeof (item as Node).type === 'string') stack.push({ node: item as Node, parent: node });
      } else if (child && typeof child === 'object' && typeof (child as Node).type === 'string') stack.push({ node: child as Node, parent: node });
    }
  }
  TOUCHED.set(cls, touched);
  return touched;
}

/** A piece's name from its file (`commands/Ping.ts` → "ping"), as the loader gives it; undefined for a file the loader skips. */
function pieceName(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const file = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  if (file.endsWith('.d.ts')) return undefined;
  const dot = file.lastIndexOf('.');
  const name = dot > 0 ? file.slice(0, dot) : file;
  return name === '' || name.startsWith('_') ? undefined : name;
}

/** Whether `node` is inside a class: a registry handed to a piece's method (`registerApplicationCommands(registry)`). */
export function inClass(node: Node, scopes: Scopes): boolean {
  for (let at = scopes.parentOf(node); at; at = scopes.parentOf(at)) if (at.type === 'ClassBody') return true;
  return false;
}

/**
 * Why Sapphire's command store would not load a piece from the file at `path`, or undefined where it
 * may. By default the store loads every file under `<main file's folder>/commands`, recursively
 * (@sapphire/pieces: StoreRegistry.registerPath joins the root with the store's name), but a file
 * whose name starts with `_` (LoaderStrategy.filter). A file under no folder named `commands` is
 * loaded only where the bot registers another path (`container.stores.get('commands').registerPath`)
 * or the piece itself (`loadPiece`), which no file of the command shows. The folder's name is
 * compared without case (a case-insensitive disk loads `Commands/` too), and anywhere in the path
 * (which folder is the main file's is not read): only what is certainly not loaded is told. A path
 * without folders (the editor's untitled text, the playground) says nothing.
 */
export function outsideCommandStore(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  const segments = path.split(/[\\/]/);
  const file = segments.pop()!;
  if (segments.length === 0) return undefined;
  if (file.startsWith('_')) return "Sapphire's loader skips files whose name starts with _";
  if (!segments.some((segment) => segment.toLowerCase() === 'commands')) return 'no folder of its path is named commands, where Sapphire\'s command store loads pieces (<main file\'s folder>/commands, unless the bot registers another path)';
  return undefined;
}

/** A body's scope as a Sapphire registration gives it: known, the set's (undefined), or not known (why, where). */
export type RegistryScope = { readonly scope: Scope } | { readonly unknown: { readonly why: string; readonly span: Span } } | undefined;

/**
 * Where a registration's command goes (@sapphire/framework, ApplicationCommandRegistry): to each guild
 * its options' `guildIds` name, globally where they name none. Without the key, the ids given to
 * `ApplicationCommandRegistries.setDefaultGuildIds` (`defaultGuilds`: why and where, a call of this
 * file or of the project's entry files, package-info.ts), else globally: the set's scope, as before.
 * The options are spread over those defaults, so a `guildIds` written empty (or null) is global
 * whatever the default.
 */
export function registryScope(options: Traced | undefined, defaultGuilds: { readonly why: string; readonly span: Span } | undefined): RegistryScope {
  const fallback: RegistryScope = defaultGuilds === undefined ? undefined : { unknown: defaultGuilds };
  if (options === undefined) return fallback;
  if (options.kind !== 'object') return { unknown: { why: `its register options: ${options.kind === 'unknown' ? options.why : 'not an object'}`, span: options.span } };
  const guildIds = options.entries.get('guildIds')?.value;
  if (guildIds === undefined) return options.open ? { unknown: { why: 'register options that may hold guildIds', span: options.span } } : fallback;
  if (guildIds.kind === 'primitive' && guildIds.value === null) return { scope: 'global' };
  if (guildIds.kind === 'array' && guildIds.items.length > 0) return { scope: 'guild' }; // whatever the ids are, there is one
  if (guildIds.kind === 'array' && !guildIds.open) return { scope: 'global' };
  return { unknown: { why: `its guildIds: ${guildIds.kind === 'unknown' ? guildIds.why : guildIds.kind === 'array' ? 'a list that may hold more' : 'not a list'}`, span: guildIds.span } };
}

/**
 * The fields of the Sapphire command class whose instance `this` is at `node`, or undefined where it
 * is not one cmdlint can show. `evaluate` reads the decorator's object; `path` is the file's.
 */
export function sapphireFields(node: Node, scopes: Scopes, evaluate: (node: Node) => Traced, path: string | undefined): SapphireFields | undefined {
  const cls = classOfThis(node, scopes);
  if (!cls || cls.abstract === true) return undefined;
  const program = scopes.program;
  const superClass = cls.superClass ? unwrapExpression(cls.superClass as Node) : undefined;
  if (superClass?.type !== 'Identifier' || !importedAs(program, SAPPHIRE_FRAMEWORK, 'Command', superClass.name as string)) return undefined;
  if (!loadedAsIs(cls, scopes, program)) return undefined;
  const applied = appliedOptions(cls, program);
  const ctor = constructorOptions(cls);
  if (applied === undefined || ctor === undefined) return undefined;
  // What a subclass of another file may be given instead is never taken: without ApplyOptions, only what the constructor itself writes.
  if (applied === 'none' && ctor === 'none') return undefined;
  const span = spanOf(node);
  const file = pieceName(path);
  const fromFile: Field = file === undefined ? unknown(span, "the piece's name") : primitive(file, span);
  let options: Options;
  if (applied === 'none') options = { name: unknown(span, 'options a subclass may give'), description: unknown(span, 'options a subclass may give') };
  else {
    const object = evaluate(applied);
    if (object.kind !== 'object') return undefined;
    const field = (key: string, otherwise: Field): Field => object.entries.get(key)?.value ?? (object.open ? unknown(span, 'options cmdlint cannot read') : otherwise);
    // The store constructs a piece with `{ name: <file name>, enabled: true }`, ApplyOptions' object spread over it.
    options = { name: field('name', fromFile), description: field('description', 'absent') };
  }
  if (ctor !== 'none') options = passedOn(ctor.object, ctor.incoming, options, evaluate);
  const touched = fieldsTouched(cls);
  return {
    name: touched.name ? unknown(span, 'a name the class may set') : nameOf(options.name === 'absent' ? fromFile : options.name),
    description: touched.description ? unknown(span, 'a description the class may set') : descriptionOf(options.description, span),
  };
}

/** `(options.name ?? context.name).toLowerCase()`. */
function nameOf(value: Traced): Traced {
  // Lowered by Sapphire: shown at the literal, but not the literal's text, so never edited by a fix.
  return value.kind === 'primitive' && typeof value.value === 'string' ? primitive(value.value.toLowerCase(), value.span) : value.kind === 'unknown' ? value : unknown(value.span, 'a name cmdlint cannot read');
}

/** `options.description ?? ''`. */
function descriptionOf(value: Field, span: Span): Traced {
  if (value === 'absent') return primitive('', span);
  return value.kind === 'primitive' ? primitive(value.value, value.span) : value.kind === 'unknown' ? value : unknown(value.span, 'a description cmdlint cannot read');
}
