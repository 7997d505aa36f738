// discordx's decorators: the commands a `@Discord()` class defines with `@Slash`, `@SlashOption`,
// `@SlashChoice` and `@ContextMenu` (discordx 11.4 and later, read from its source at 11.13.3).
//
// discordx records each decorator and sends, through discord.js's `application.commands.set`, one
// command per method: `@Slash({ name, description, ... })` with camelCase keys (`nameLocalizations`,
// `defaultMemberPermissions`, ...; a snake_case key is ignored), the name the method's own where the
// object gives none; its options are the parameters' `@SlashOption({ name, description, type, ... })`
// in parameter order (never sorted), each with the choices of the `@SlashChoice(...)` above it, in
// source order (`"a"` is `{ name: "a", value: "a" }`, `1` is `{ name: "1", value: 1 }`, an object
// without `value` takes its name); `@ContextMenu({ type, name })` the same without a description.
// What discordx itself adds (`dmPermission: true`, `integrationTypes: [0]`, `required: false`) is not
// the author's: left out, as a builder's defaults are. Before 11.4 (`required` true by default, a
// description and a type made up when missing) those three are unknown where the file leaves them out.
//
// Groups: `@SlashGroup({ name, description, root? })` declares a command of subcommands (with a root,
// a subgroup of it), `@SlashGroup("name"[, "root"])` puts a class's or a method's @Slash there; read
// where this file declares the group, whose list other files may add to (so it is open).
//
// Read only where nothing else can change a command: every decorator of the class and the method is
// discordx's own (or one known to change nothing: `@Guard`, `@Bot`, `@Category`, an injection
// container's), imported from the package by name; a bot's own wrappers of the decorators are never
// discordx's. What cannot be read is a command of its own that nothing is known of. The scope: a
// guild command where `@Guild(...)` or `guilds` names one, else global, unless the client's
// `botGuilds` (in this file or the bot's entry file) may send every command to guilds: then not known.
import { propertyKey, spanOf, unwrapExpression, type Node, type Span } from './estree.js';
import type { ImportedNames } from './imports.js';
import type { Scope } from '@cmdlint/core';
import { primitive, unknown, type Traced, type TracedEntry, type TracedObject } from '@cmdlint/text';

const DISCORDX = 'discordx';

/** Decorators that record metadata only, never a field of a command, by package: the class's and the method's may carry them. */
const INERT: Readonly<Record<string, ReadonlySet<string>>> = {
  // Guilds, bots and guards choose where and for whom; the rest are handlers of other interactions.
  discordx: new Set(['Discord', 'Guild', 'Bot', 'Guard', 'On', 'Once', 'ButtonComponent', 'SelectMenuComponent', 'ModalComponent', 'Reaction', 'SimpleCommand']),
  '@discordx/utilities': new Set(['Category']),
  tsyringe: new Set(['injectable', 'singleton', 'scoped', 'autoInjectable']),
  typedi: new Set(['Service']),
};

/** The keys of each decorator's object that discordx reads (discord.js's camelCase names). */
const SLASH_KEYS: ReadonlySet<string> = new Set(['name', 'description', 'nameLocalizations', 'descriptionLocalizations', 'defaultMemberPermissions', 'dmPermission', 'contexts', 'integrationTypes', 'nsfw']);
const CONTEXT_MENU_KEYS: ReadonlySet<string> = new Set(['type', 'name', 'nameLocalizations', 'defaultMemberPermissions', 'dmPermission', 'contexts', 'integrationTypes']);
const OPTION_KEYS: ReadonlySet<string> = new Set(['name', 'description', 'type', 'required', 'nameLocalizations', 'descriptionLocalizations', 'autocomplete', 'channelTypes', 'minValue', 'maxValue', 'minLength', 'maxLength']);
const CHOICE_KEYS: ReadonlySet<string> = new Set(['name', 'value', 'nameLocalizations']);

/** A command a discordx class defines, in discord.js's shape (find.ts converts it as `commands.set` does). */
interface DiscordxCommand {
  readonly value: Traced;
  readonly span: Span;
  readonly scope?: Scope;
  readonly scopeUnknown?: { readonly why: string; readonly span: Span };
}

export interface DiscordxContext {
  /** The value of an expression, as the reader knows it. */
  readonly evaluate: (node: Node) => Traced;
  /** Why a class or a method is not read, for --debug. */
  readonly note: (span: Span, text: string) => void;
  /** discordx 11.4 or later, as the project's package.json says: its defaults are known. */
  readonly modern: boolean;
  /** Where the client's `botGuilds` may send every command to guilds (this file or an entry file): why, and where (else at the command). */
  readonly botGuilds: (command: Span) => { readonly why: string; readonly span: Span } | undefined;
}

/** Whether the file imports anything from discordx: only then are its classes looked at. */
export function importsDiscordx(names: ImportedNames): boolean {
  for (const { source } of names.values()) if (source === DISCORDX) return true;
  return false;
}

interface Decorator {
  /** The export it stands for: `discordx:Slash`; undefined for one not imported by name. */
  readonly id: string | undefined;
  readonly args: readonly Node[];
  readonly node: Node;
}

function decoratorsOf(node: Node, names: ImportedNames): Decorator[] {
  return ((node.decorators as Node[] | undefined) ?? []).map((decorator) => {
    const expression = unwrapExpression(decorator.expression as Node);
    const call = expression.type === 'CallExpression' ? expression : undefined;
    const callee = unwrapExpression((call ? call.callee : expression) as Node);
    const imported = callee.type === 'Identifier' ? names.get(callee.name as string) : undefined;
    return { id: imported && call ? `${imported.source}:${imported.name}` : undefined, args: call ? (call.arguments as Node[]) : [], node: decorator };
  });
}

function isInert(decorator: Decorator): boolean {
  if (decorator.id === undefined) return false;
  const at = decorator.id.lastIndexOf(':');
  return INERT[decorator.id.slice(0, at)]?.has(decorator.id.slice(at + 1)) === true;
}

const isDiscordx = (decorator: Decorator, name: string): boolean => decorator.id === `${DISCORDX}:${name}`;

/** A `@SlashGroup("name")` or `@SlashGroup("name", "root")`: the group a command joins (`root ?? name`), and its subgroup (`root ? name : undefined`). */
interface Assignment {
  readonly group: string;
  readonly subgroup?: string;
}

/** A `@SlashGroup({ name, description, root? })`: a group (a command of subcommands) or, with a root, a subgroup of that group. */
interface Declaration {
  readonly name: string;
  readonly root?: string;
  readonly value: TracedObject;
  readonly span: Span;
  /** The `@Guild`s of the class that declares it: where a group goes. */
  readonly guilds: readonly Decorator[];
}

/** A subcommand waiting for its group: `toSubCommand()` of its method's command. */
interface Subcommand {
  readonly assignment: Assignment;
  readonly value: TracedObject;
  readonly span: Span;
}

/** The keys of a group's declaration that discordx sends: all for a group, the names and descriptions for a subgroup. */
const GROUP_KEYS: ReadonlySet<string> = new Set(['name', 'description', 'nameLocalizations', 'descriptionLocalizations', 'defaultMemberPermissions', 'dmPermission', 'contexts', 'integrationTypes']);
const SUBGROUP_KEYS: ReadonlySet<string> = new Set(['name', 'description', 'nameLocalizations', 'descriptionLocalizations']);
/** What `toSubCommand()` keeps of a command: the rest is the group's to say. */
const SUBCOMMAND_KEYS: ReadonlySet<string> = new Set(['name', 'description', 'nameLocalizations', 'descriptionLocalizations', 'options']);

/** What a file's discordx classes define: commands read, and commands there that cannot be (why, where). */
export interface DiscordxFile {
  readonly commands: DiscordxCommand[];
  readonly unread: { readonly why: string; readonly span: Span }[];
}

/**
 * The commands of a file's classes as discordx builds them: each method's command, or its group's,
 * where the group is declared in this file. A group may be given subcommands by other files too,
 * so its list may hold more than this file shows. What cannot be read is said, class or method.
 */
export function discordxCommands(classes: readonly Node[], names: ImportedNames, context: DiscordxContext): DiscordxFile {
  const commands: DiscordxCommand[] = [];
  const unread: { why: string; span: Span }[] = [];
  const declarations: Declaration[] = [];
  const subcommands: Subcommand[] = [];
  const skip = (span: Span, why: string): void => {
    unread.push({ why, span });
    context.note(span, `${why}: not judged`);
  };
  for (const cls of classes) {
    const classDecorators = decoratorsOf(cls, names);
    if (!classDecorators.some((decorator) => isDiscordx(decorator, 'Discord'))) continue;
    const members = ((cls.body as Node).body as Node[]).filter((member) => member.type === 'MethodDefinition' && ((member.decorators as Node[] | undefined) ?? []).length > 0);
    const defines = members.some((member) => decoratorsOf(member, names).some(isDefining)) || classDecorators.some((decorator) => isDiscordx(decorator, 'SlashGroup'));
    if (!defines) continue;
    const foreign = classDecorators.find((decorator) => !isInert(decorator) && !isDiscordx(decorator, 'SlashGroup'));
    const groups = groupDecoratorsOf(classDecorators, context);
    if (foreign || groups === undefined || groups.assignments.length > 1) {
      skip(spanOf((foreign ?? classDecorators.find((decorator) => isDiscordx(decorator, 'SlashGroup')))!.node), foreign ? 'a discordx class with a decorator that may change its commands' : 'a discordx class whose @SlashGroup cmdlint cannot read');
      continue;
    }
    const classGuilds = classDecorators.filter((decorator) => isDiscordx(decorator, 'Guild'));
    for (const declaration of groups.declarations) declarations.push({ ...declaration, guilds: classGuilds });
    const classAssignment = groups.assignments[0];
    for (const method of members) {
      const decorators = decoratorsOf(method, names);
      const defining = decorators.filter(isDefining);
      if (defining.length === 0) continue;
      const span = spanOf(defining[0]!.node);
      const other = decorators.find((decorator) => !isDefining(decorator) && !isInert(decorator) && !isDiscordx(decorator, 'SlashGroup'));
      const own = groupDecoratorsOf(decorators.filter((decorator) => isDiscordx(decorator, 'SlashGroup')), context);
      const slash = isDiscordx(defining[0]!, 'Slash');
      // Only @Slash commands are grouped (MetadataStorage.groupSlashes): a context menu stays a command of its own.
      const assignment = slash ? (own?.assignments[0] ?? classAssignment) : undefined;
      if (defining.length > 1 || other || own === undefined || own.declarations.length > 0 || own.assignments.length > 1) {
        skip(spanOf((other ?? defining[1] ?? defining[0]!).node), 'a discordx command with a decorator that may change it');
        continue;
      }
      const command = commandOf(method, defining[0]!, names, context);
      if (command === undefined) {
        skip(span, `a discordx @${slash ? 'Slash' : 'ContextMenu'} whose argument is not an object cmdlint can read`);
        continue;
      }
      if (assignment) {
        const sub = picked(command.value, SUBCOMMAND_KEYS);
        subcommands.push({ assignment, value: { ...sub, entries: withType(sub, 1, span) }, span });
        continue;
      }
      const guilds = [...classGuilds, ...decorators.filter((decorator) => isDiscordx(decorator, 'Guild'))];
      commands.push({ value: command.value, span, ...placement(guilds, command.guilds, context.botGuilds(span)) });
    }
  }
  // Indexed by group and subgroup: a file of many groups costs what it holds, not groups times subcommands.
  const key = (group: string, subgroup?: string): string => JSON.stringify([group, subgroup ?? null]);
  const byAssignment = new Map<string, Subcommand[]>();
  for (const sub of subcommands) {
    const at = key(sub.assignment.group, sub.assignment.subgroup);
    const list = byAssignment.get(at);
    if (list) list.push(sub);
    else byAssignment.set(at, [sub]);
  }
  const subgroupsOf = new Map<string, Declaration[]>();
  const roots = new Map<string, Declaration>();
  for (const declaration of declarations) {
    if (declaration.root === undefined) {
      if (!roots.has(declaration.name)) roots.set(declaration.name, declaration); // declared twice: the first
      continue;
    }
    const list = subgroupsOf.get(declaration.root);
    if (list) list.push(declaration);
    else subgroupsOf.set(declaration.root, [declaration]);
  }
  const taken = new Set<Subcommand>();
  for (const group of roots.values()) {
    const options: Traced[] = [];
    for (const sub of byAssignment.get(key(group.name)) ?? []) {
      options.push(sub.value);
      taken.add(sub);
    }
    for (const subgroup of subgroupsOf.get(group.name) ?? []) {
      // Subcommands of a subgroup come out last declared first (discordx's toJSON reverses them).
      const members = byAssignment.get(key(group.name, subgroup.name)) ?? [];
      for (const sub of members) taken.add(sub);
      const value = picked(subgroup.value, SUBGROUP_KEYS);
      value.entries.set('options', { value: { kind: 'array', items: members.map((sub) => sub.value).reverse(), open: true, span: subgroup.span }, keySpan: subgroup.span });
      options.push({ ...value, entries: withType(value, 2, subgroup.span) });
    }
    // The group's subcommands and subgroups are sent sorted by name; other files may add more.
    if (options.every((option) => typeof nameOf(option) === 'string')) options.sort((a, b) => (nameOf(a)! < nameOf(b)! ? -1 : nameOf(a)! > nameOf(b)! ? 1 : 0));
    const value = picked(group.value, GROUP_KEYS);
    value.entries.set('options', { value: { kind: 'array', items: options, open: true, span: group.span }, keySpan: group.span });
    commands.push({ value, span: group.span, ...placement(group.guilds, undefined, context.botGuilds(group.span)) });
  }
  for (const sub of subcommands) if (!taken.has(sub)) skip(sub.span, `a discordx subcommand of the group "${sub.assignment.group}"${sub.assignment.subgroup === undefined ? '' : ` (subgroup "${sub.assignment.subgroup}")`}, which this file does not declare (another file may)`);
  for (const subgroup of declarations) if (subgroup.root !== undefined && !roots.has(subgroup.root)) skip(subgroup.span, `a discordx subgroup of the group "${subgroup.root}", which this file does not declare (another file may)`);
  return { commands, unread };
}

const isDefining = (decorator: Decorator): boolean => isDiscordx(decorator, 'Slash') || isDiscordx(decorator, 'ContextMenu');

/** The entries of an object with its `type` (a subcommand's 1, a subgroup's 2), as discordx writes it. */
function withType(value: TracedObject, type: number, span: Span): Map<string, TracedEntry> {
  const entries = new Map(value.entries);
  entries.set('type', { value: primitive(type, span), keySpan: span, implied: true });
  return entries;
}

function nameOf(value: Traced): string | undefined {
  const name = value.kind === 'object' ? value.entries.get('name')?.value : undefined;
  return name?.kind === 'primitive' && typeof name.value === 'string' ? name.value : undefined;
}

/** The @SlashGroup decorators among `decorators`: declarations (an object) and assignments (names); undefined where one cannot be read. */
function groupDecoratorsOf(decorators: readonly Decorator[], context: DiscordxContext): { declarations: Omit<Declaration, 'guilds'>[]; assignments: Assignment[] } | undefined {
  const declarations: Omit<Declaration, 'guilds'>[] = [];
  const assignments: Assignment[] = [];
  for (const decorator of decorators) {
    if (!isDiscordx(decorator, 'SlashGroup')) continue;
    const [first, second] = decorator.args.map((arg) => (arg.type === 'SpreadElement' ? undefined : context.evaluate(arg)));
    if (decorator.args.length === 1 && first?.kind === 'object' && !first.open) {
      const name = stringOf(first.entries.get('name')?.value);
      const root = first.entries.get('root')?.value;
      if (name === undefined || (root !== undefined && stringOf(root) === undefined)) return undefined;
      const rootName = root === undefined ? undefined : stringOf(root);
      declarations.push({ name, ...(rootName === undefined ? {} : { root: rootName }), value: first, span: spanOf(decorator.node) });
      continue;
    }
    const name = stringOf(first);
    const root = decorator.args.length === 2 ? stringOf(second) : undefined;
    if (name === undefined || decorator.args.length > 2 || (decorator.args.length === 2 && root === undefined)) return undefined;
    assignments.push(root === undefined ? { group: name } : { group: root, subgroup: name });
  }
  return { declarations, assignments };
}

function stringOf(value: Traced | undefined): string | undefined {
  return value?.kind === 'primitive' && typeof value.value === 'string' ? value.value : undefined;
}

/** discord.js's data of one method's command, and its `guilds` where written; undefined where it cannot be read. */
function commandOf(method: Node, decorator: Decorator, names: ImportedNames, context: DiscordxContext): { value: TracedObject; guilds: Traced | undefined } | undefined {
  const slash = isDiscordx(decorator, 'Slash');
  const given = decorator.args.length === 1 ? context.evaluate(decorator.args[0]!) : undefined;
  // A builder (`@Slash(new SlashCommandBuilder()...)`), the positional forms of discordx 10, or a value out of sight.
  if (given?.kind !== 'object' || given.builder) return undefined;
  const command = picked(given, slash ? SLASH_KEYS : CONTEXT_MENU_KEYS);
  if (!command.entries.has('name') && !given.open) {
    const key = method.key as Node;
    const name = method.computed ? undefined : key.type === 'Identifier' ? (key.name as string) : typeof key.value === 'string' ? key.value : undefined;
    // The method's name stands for the command's: shown there, never edited by a fix (code calls the method).
    command.entries.set('name', { value: name === undefined ? unknown(spanOf(key), 'a computed method name') : primitive(name, spanOf(key)), keySpan: spanOf(key) });
  }
  if (slash) {
    if (!command.entries.has('description') && !context.modern) command.entries.set('description', { value: unknown(given.span, 'a description discordx before 11.4 made up'), keySpan: given.span });
    // The list is discordx's; the options in it the author's (a rule may speak of one only where it is not implied).
    const options = optionsOf(method, names, context);
    command.entries.set('options', { value: options, keySpan: spanOf(decorator.node), ...(options.kind === 'array' && options.items.length === 0 && !options.open ? { implied: true } : {}) });
  }
  return { value: command, guilds: given.entries.get('guilds')?.value ?? (given.open ? unknown(given.span, 'options that may hold guilds') : undefined) };
}

/** The entries of `object` whose keys discordx reads, in a new object (open where the object is). */
function picked(object: TracedObject, keys: ReadonlySet<string>): TracedObject {
  const entries = new Map<string, TracedEntry>();
  for (const [key, entry] of object.entries) if (keys.has(key)) entries.set(key, entry);
  return { kind: 'object', entries, open: object.open, span: object.span };
}

/** The options of a method's parameters, in order; an element unknown for a parameter whose decorators cmdlint cannot read. */
function optionsOf(method: Node, names: ImportedNames, context: DiscordxContext): Traced {
  const fn = method.value as Node;
  const items: Traced[] = [];
  let open = false;
  for (const param of (fn.params as Node[] | undefined) ?? []) {
    const decorators = decoratorsOf(param, names);
    if (decorators.length === 0) continue;
    const option = decorators.filter((decorator) => isDiscordx(decorator, 'SlashOption'));
    const choices = decorators.filter((decorator) => isDiscordx(decorator, 'SlashChoice'));
    if (option.length === 0 && choices.length === decorators.length) continue; // choices of no option: discordx drops them
    if (option.length !== 1 || option.length + choices.length !== decorators.length) {
      open = true;
      continue;
    }
    const read = optionOf(option[0]!, choices, context);
    if (read === undefined) open = true;
    else items.push(read);
  }
  return { kind: 'array', items, open, span: spanOf(fn) };
}

function optionOf(decorator: Decorator, choiceDecorators: readonly Decorator[], context: DiscordxContext): Traced | undefined {
  const arg = decorator.args[0];
  const given = decorator.args.length >= 1 && arg ? context.evaluate(arg) : undefined;
  if (given?.kind !== 'object' || given.builder) return undefined; // an option builder, or a value out of sight
  const option = picked(given, OPTION_KEYS);
  if (!given.open) {
    // discordx sends `autocomplete: true` for a function it calls.
    const autocomplete = arg && functionProperty(unwrapExpression(arg), 'autocomplete');
    if (autocomplete) option.entries.set('autocomplete', { value: primitive(true, spanOf(autocomplete)), keySpan: spanOf(autocomplete) });
    if (!context.modern) {
      for (const key of ['required', 'description', 'type']) {
        if (!option.entries.has(key)) option.entries.set(key, { value: unknown(given.span, `a ${key} discordx before 11.4 made up`), keySpan: given.span });
      }
    }
  }
  if (choiceDecorators.length > 0) {
    const choices = choicesOf(choiceDecorators, context);
    option.entries.set('choices', { value: choices, keySpan: spanOf(choiceDecorators[0]!.node) });
  }
  return option;
}

/** The function written as `key` of an object literal, if any. */
function functionProperty(object: Node, key: string): Node | undefined {
  if (object.type !== 'ObjectExpression') return undefined;
  for (const property of object.properties as Node[]) {
    if (property.type !== 'Property' || propertyKey(property) !== key) continue;
    const value = unwrapExpression(property.value as Node);
    if (value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression' || property.method === true) return value;
  }
  return undefined;
}

/** The choices of `@SlashChoice(...)` decorators, top to bottom, each argument in order. */
function choicesOf(decorators: readonly Decorator[], context: DiscordxContext): Traced {
  const items: Traced[] = [];
  let open = false;
  for (const decorator of decorators) {
    for (const arg of decorator.args) {
      if (arg.type === 'SpreadElement') {
        open = true;
        continue;
      }
      const value = context.evaluate(arg);
      if (value.kind === 'primitive' && typeof value.value === 'string') items.push(choice(sharedPrimitive(value), sharedPrimitive(value), value.span));
      else if (value.kind === 'primitive' && typeof value.value === 'number') items.push(choice(primitive(String(value.value), value.span), sharedPrimitive(value), value.span));
      else if (value.kind === 'object') {
        const object = picked(value, CHOICE_KEYS);
        const name = object.entries.get('name');
        if (!object.entries.has('value') && name && !value.open) object.entries.set('value', { value: sharedPrimitive(name.value), keySpan: name.keySpan });
        items.push(object);
      } else open = true;
    }
  }
  const first = decorators[0]!.node;
  return { kind: 'array', items, open, span: { start: spanOf(first).start, end: spanOf(decorators[decorators.length - 1]!.node).end } };
}

/** `{ name, value }` of one written value: both shown at it, neither edited by a fix (one literal is both). */
function choice(name: Traced, value: Traced, span: Span): TracedObject {
  return { kind: 'object', entries: new Map([['name', { value: name, keySpan: span }], ['value', { value, keySpan: span }]]), open: false, span };
}

/** The same primitive without its literal: one literal read as two fields is edited by neither. */
function sharedPrimitive(value: Traced): Traced {
  return value.kind === 'primitive' ? primitive(value.value, value.span) : value;
}

/**
 * Where discordx sends a command: to guilds where `@Guild(...)` (of the class or the method) or its
 * `guilds` name any, else globally, unless the client's `botGuilds` may name guilds for all.
 */
function placement(guildDecorators: readonly Decorator[], guilds: Traced | undefined, botGuilds: { readonly why: string; readonly span: Span } | undefined): Pick<DiscordxCommand, 'scope' | 'scopeUnknown'> {
  if (guildDecorators.some((decorator) => decorator.args.length > 0)) return { scope: 'guild' };
  if (guilds !== undefined) {
    if (guilds.kind === 'array' && guilds.items.length > 0) return { scope: 'guild' };
    if (guilds.kind !== 'array' || guilds.open) return { scopeUnknown: { why: `its guilds: ${guilds.kind === 'unknown' ? guilds.why : 'a list that may hold more'}`, span: guilds.span } };
  }
  return botGuilds === undefined ? {} : { scopeUnknown: botGuilds };
}
