// slash-create's command classes: `class Hello extends SlashCommand { constructor(creator) {
// super(creator, { name, description, options, ... }) } }` (read from its source at 6.8.1).
//
// The options object is kept by SlashCommand's constructor and sent by `toCommandJSON`, through a
// bulk overwrite per scope (`syncCommands`): `name`, `type`, `description`, `options` (the API's
// own shape, sent as written, and only for a slash command), `nameLocalizations` and
// `descriptionLocalizations` as `name_localizations` and `description_localizations`, `nsfw`,
// `handler` (an entry point's), `requiredPermissions` (permission names, `['MANAGE_GUILD']`) as
// `default_member_permissions`, and for a global command only `dmPermission`, `contexts` (when
// not empty) and `integrationTypes` as `dm_permission`, `contexts` and `integration_types`. What
// slash-create adds (`dm_permission: true`, `integration_types: [0]`, nulls for what is left out) is
// not the author's: left out, as a builder's defaults are. `guildIDs` (a string or a list) makes
// it a guild command; an `unknown: true` command answers unknown interactions and is never sent.
//
// Read only where the file shows everything that makes the command: the class extends
// slash-create's own `SlashCommand` (or its alias `Command`), imported or required from the package
// (`slash-create`, or `slash-create/web` for workers) by name; its constructor calls `super(creator, options)`; and its own code changes none of the
// fields sent (super-call.ts: a member written, changed or handed to code, or a field, accessor or
// method of that name; `this` handed on makes every field unknown). A class that cannot be read is
// a command of its own that nothing is known of.
import { propertyKey, spanOf, unwrapExpression, type Node, type Span } from './estree.js';
import type { Scope } from '@cmdlint/core';
import type { Scopes } from './scope.js';
import type { Touched } from './super-call.js';
import type { VersionRange } from './package-info.js';
import { DJS13_ENUMS, SLASH_CREATE } from './library-enums.js';
import { primitive, unknown, type Traced, type TracedEntry, type TracedObject } from '@cmdlint/text';

/** The exports a command class extends: `Command` is slash-create's alias of `SlashCommand`. */
const BASES: ReadonlySet<string> = new Set(['SlashCommand', 'Command']);

/** Keys of the options sent under the API's name, for every command. */
const SENT: Readonly<Record<string, string>> = { name: 'name', type: 'type', description: 'description', nameLocalizations: 'name_localizations', descriptionLocalizations: 'description_localizations', nsfw: 'nsfw' };
/** Keys sent for a global command only (toCommandJSON(false) leaves them out of a guild's). */
const GLOBAL_ONLY: Readonly<Record<string, string>> = { dmPermission: 'dm_permission', contexts: 'contexts', integrationTypes: 'integration_types' };
/** The instance field SlashCommand's constructor keeps each option in, where its name differs. */
const FIELD_OF: Readonly<Record<string, string>> = { name: 'commandName' };
/** Every option toCommandJSON reads, through the field it is kept in. */
const READ_OPTIONS: readonly string[] = [...Object.keys(SENT), ...Object.keys(GLOBAL_ONLY), 'options', 'requiredPermissions', 'handler', 'guildIDs'];

/** A command a slash-create class defines, in the API's shape. */
interface SlashCreateCommand {
  readonly value: Traced;
  readonly span: Span;
  readonly scope?: Scope;
  readonly scopeUnknown?: { readonly why: string; readonly span: Span };
}

export interface SlashCreateContext {
  /** The value of an expression, as the reader knows it. */
  readonly evaluate: (node: Node) => Traced;
  /** Why a class is not read, for --debug. */
  readonly note: (span: Span, text: string) => void;
  /** What the class's own code may change of `this` (super-call.ts). */
  readonly touched: (cls: Node) => Touched;
  /** The slash-create versions the project's package.json allows; undefined where it does not say. */
  readonly version: VersionRange | undefined;
}

/** The version each key is sent from (its CHANGELOG): localizations 5.4, permissions 5.5, nsfw 5.11, contexts and installs 6.1, entry points 6.3. */
const SINCE: Readonly<Record<string, readonly [number, number]>> = {
  nameLocalizations: [5, 4],
  descriptionLocalizations: [5, 4],
  requiredPermissions: [5, 5],
  dmPermission: [5, 5],
  nsfw: [5, 11],
  contexts: [6, 1],
  integrationTypes: [6, 1],
  handler: [6, 3],
};

const before = (a: readonly [number, number], b: readonly [number, number]): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** Whether the project's slash-create sends `key`: every version its range allows does, none does, or not known. */
function sendsKey(key: string, version: VersionRange | undefined): 'yes' | 'no' | 'unknown' {
  const since = SINCE[key];
  if (since === undefined) return 'yes';
  if (version === undefined) return 'unknown';
  if (!before(version.lowest, since)) return 'yes';
  return version.above !== undefined && !before(since, version.above) ? 'no' : 'unknown';
}

/** Whether `node` names slash-create's command class: an import or a `require` of it, or a member of the package. */
function isSlashCommandBase(input: Node, scopes: Scopes): boolean {
  const node = unwrapExpression(input);
  if (node.type === 'MemberExpression') {
    const name = node.computed ? undefined : ((node.property as Node).name as string | undefined);
    return name !== undefined && BASES.has(name) && isPackage(unwrapExpression(node.object as Node), scopes);
  }
  if (node.type !== 'Identifier') return false;
  const binding = scopes.resolve(node);
  if (binding === undefined) return false;
  if (binding.kind === 'import') return SLASH_CREATE.has(binding.importSource!) && BASES.has(binding.imported!);
  if (binding.kind !== 'pattern') return false;
  // `const { SlashCommand } = require('slash-create')`
  const property = scopes.parentOf(binding.id);
  const pattern = property && scopes.parentOf(property);
  const declarator = pattern && scopes.parentOf(pattern);
  if (property?.type !== 'Property' || property.value !== binding.id || pattern?.type !== 'ObjectPattern' || declarator?.type !== 'VariableDeclarator' || !declarator.init) return false;
  const key = propertyKey(property);
  return key !== undefined && BASES.has(key) && isRequireOfPackage(unwrapExpression(declarator.init as Node), scopes);
}

/** The package itself: `require('slash-create')`, or a name that holds it or its namespace import. */
function isPackage(node: Node, scopes: Scopes): boolean {
  if (isRequireOfPackage(node, scopes)) return true;
  if (node.type !== 'Identifier') return false;
  const binding = scopes.resolve(node);
  if (binding === undefined) return false;
  if (binding.kind === 'import') return SLASH_CREATE.has(binding.importSource!) && (binding.imported === '*' || binding.imported === 'default');
  return binding.kind === 'const' && binding.init !== undefined && isRequireOfPackage(unwrapExpression(binding.init), scopes);
}

function isRequireOfPackage(node: Node, scopes: Scopes): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = unwrapExpression(node.callee as Node);
  const args = node.arguments as Node[];
  if (callee.type !== 'Identifier' || callee.name !== 'require' || scopes.resolve(callee) !== undefined || args.length !== 1) return false;
  const source = unwrapExpression(args[0]!);
  return source.type === 'Literal' && typeof source.value === 'string' && SLASH_CREATE.has(source.value);
}

/** What a file's slash-create classes define: commands read, and commands there that cannot be (why, where). */
export interface SlashCreateFile {
  readonly commands: SlashCreateCommand[];
  readonly unread: { readonly why: string; readonly span: Span }[];
}

/** The commands of the classes of a file that extend slash-create's SlashCommand. */
export function slashCreateCommands(classes: readonly Node[], scopes: Scopes, context: SlashCreateContext): SlashCreateFile {
  const commands: SlashCreateCommand[] = [];
  const unread: { why: string; span: Span }[] = [];
  for (const cls of classes) {
    if (!cls.superClass || !isSlashCommandBase(cls.superClass as Node, scopes)) continue;
    const span = spanOf(cls.id ? (cls.id as Node) : (cls.superClass as Node));
    const skip = (why: string, at: Span = span): void => {
      unread.push({ why, span: at });
      context.note(at, `${why}: not judged`);
    };
    const call = superCallOf(cls);
    // No constructor of its own: a base for other classes (of other files), which say the command.
    if (call === 'none') continue;
    if (call === undefined) {
      skip('a slash-create command class whose options cmdlint cannot find (no super(creator, options) in its constructor)');
      continue;
    }
    // `super(creator, { ...defaults, ...info })` of the constructor's own parameter: a base for the
    // bot's commands, which say the rest in other files (classes of the bot's, not read).
    if (handsOnParameter((call.arguments as Node[])[1]!, scopes)) {
      context.note(span, "a base class of slash-create commands (it hands on the options it is given): its subclasses are the bot's own, not read");
      continue;
    }
    const touched = context.touched(cls);
    if (touched === 'all') {
      skip('a slash-create command class that hands `this` to code, which may change any field');
      continue;
    }
    const given = context.evaluate((call.arguments as Node[])[1]!);
    if (given.kind !== 'object') {
      skip(`a slash-create command whose options are not an object cmdlint can read (${given.kind === 'unknown' ? given.why : `a ${given.kind}`})`, spanOf(call));
      continue;
    }
    const answersUnknown = given.entries.get('unknown')?.value;
    if (answersUnknown !== undefined) {
      // The handler of unknown commands is never registered; a flag cmdlint cannot read may make it so.
      if (answersUnknown.kind === 'primitive' && answersUnknown.value) continue;
      if (answersUnknown.kind !== 'primitive') {
        skip('a slash-create command whose `unknown` flag cmdlint cannot read', answersUnknown.span);
        continue;
      }
    }
    const placed = placement(given);
    commands.push({ value: commandOf(given, placed, touched, context.version), span, ...placed });
  }
  return { commands, unread };
}

/** The `super(creator, options)` call of the class's constructor; 'none' for a class with no constructor. */
function superCallOf(cls: Node): Node | 'none' | undefined {
  const constructor = ((cls.body as Node).body as Node[]).find((member) => member.type === 'MethodDefinition' && member.kind === 'constructor');
  if (constructor === undefined) return 'none';
  const body = (constructor.value as Node).body as Node | null;
  for (const statement of (body?.body as Node[] | undefined) ?? []) {
    if (statement.type !== 'ExpressionStatement') continue;
    const call = unwrapExpression(statement.expression as Node);
    if (call.type !== 'CallExpression' || (call.callee as Node).type !== 'Super') continue;
    const args = call.arguments as Node[];
    return args.length >= 2 && args[1]!.type !== 'SpreadElement' ? call : undefined;
  }
  return undefined;
}

/** Whether the options are, or spread, a parameter: what the class is given, not a command of its own. */
function handsOnParameter(input: Node, scopes: Scopes): boolean {
  const node = unwrapExpression(input);
  const isParameter = (value: Node): boolean => {
    const inner = unwrapExpression(value);
    return inner.type === 'Identifier' && scopes.resolve(inner)?.kind === 'param';
  };
  if (node.type !== 'ObjectExpression') return isParameter(node);
  return (node.properties as Node[]).some((property) => property.type === 'SpreadElement' && isParameter(property.argument as Node));
}

/** Where slash-create sends the command: to the guilds `guildIDs` names (a string or a list), else globally. */
function placement(given: TracedObject): Pick<SlashCreateCommand, 'scope' | 'scopeUnknown'> {
  const guilds = given.entries.get('guildIDs')?.value;
  if (guilds === undefined) return given.open ? { scopeUnknown: { why: 'options that may hold guildIDs', span: given.span } } : {};
  if (guilds.kind === 'primitive') return guilds.value ? { scope: 'guild' } : {};
  if (guilds.kind === 'array' && guilds.items.length > 0) return { scope: 'guild' };
  // An empty list is truthy: the command is kept for no guild, and not global either.
  if (guilds.kind === 'array' && !guilds.open) return { scopeUnknown: { why: 'an empty guildIDs, which slash-create syncs to no guild and not globally', span: guilds.span } };
  return { scopeUnknown: { why: `its guildIDs: ${guilds.kind === 'unknown' ? guilds.why : 'a list that may hold more'}`, span: guilds.span } };
}

/** The body toCommandJSON makes of the options, the author's fields only; a field the class may change is unknown. */
function commandOf(given: TracedObject, placed: Pick<SlashCreateCommand, 'scope' | 'scopeUnknown'>, touched: ReadonlySet<string>, version: VersionRange | undefined): TracedObject {
  const entries = new Map<string, TracedEntry>();
  const changed = (key: string): boolean => touched.has(FIELD_OF[key] ?? key);
  const put = (key: string, sent: string, entry: TracedEntry): void => {
    // A key older versions ignore: left out where the project's never send it, unknown where it may.
    const sends = sendsKey(key, version);
    if (sends === 'no') return;
    if (sends === 'unknown') entries.set(sent, { ...entry, value: unknown(entry.value.span, `a field slash-create sends from ${SINCE[key]!.join('.')} on, and the project's package.json allows ${version === undefined ? 'any version (it names none cmdlint reads)' : 'older'}`) });
    else entries.set(sent, changed(key) ? { ...entry, value: unknown(entry.value.span, `a field the class itself may change (this.${FIELD_OF[key] ?? key})`) } : entry);
  };
  for (const [key, sent] of Object.entries(SENT)) {
    const entry = given.entries.get(key);
    if (entry) put(key, sent, entry);
  }
  const type = given.entries.get('type')?.value;
  const typeKnown = type === undefined ? (given.open ? undefined : 1) : type.kind === 'primitive' && typeof type.value === 'number' ? type.value || 1 : undefined;
  const options = given.entries.get('options');
  // Options are sent for a slash command only.
  if (options && (typeKnown === 1 || typeKnown === undefined)) put('options', 'options', typeKnown === 1 ? options : { ...options, value: unknown(options.value.span, 'options sent only if the command is a slash command, whose type cmdlint cannot read') });
  const handler = given.entries.get('handler');
  if (handler && (typeKnown === 4 || typeKnown === undefined)) put('handler', 'handler', typeKnown === 4 ? handler : { ...handler, value: unknown(handler.value.span, 'a handler sent only for an entry point') });
  const permissions = given.entries.get('requiredPermissions');
  if (permissions) put('requiredPermissions', 'default_member_permissions', { ...permissions, value: permissionBits(permissions.value) });
  // Sent for a global command only: unknown where the scope is.
  if (placed.scope === undefined) {
    for (const [key, sent] of Object.entries(GLOBAL_ONLY)) {
      const entry = given.entries.get(key);
      if (entry === undefined) continue;
      if (placed.scopeUnknown) put(key, sent, { ...entry, value: unknown(entry.value.span, 'a field slash-create sends for a global command only, and the scope is not known') });
      // An empty contexts list is sent as null: the API's default.
      else if (!(key === 'contexts' && entry.value.kind === 'array' && entry.value.items.length === 0 && !entry.value.open)) put(key, sent, entry);
    }
  }
  // A field the class changes that the options left out: what it holds is not known either.
  for (const key of READ_OPTIONS) {
    const sent = SENT[key] ?? GLOBAL_ONLY[key] ?? (key === 'requiredPermissions' ? 'default_member_permissions' : key === 'guildIDs' ? undefined : key);
    if (sent === undefined || entries.has(sent) || !changed(key) || sendsKey(key, version) === 'no') continue;
    if (key in GLOBAL_ONLY && placed.scope !== undefined) continue;
    entries.set(sent, { value: unknown(given.span, `a field the class itself may set (this.${FIELD_OF[key] ?? key})`), keySpan: given.span });
  }
  return { kind: 'object', entries, open: given.open, span: given.span };
}

/** `requiredPermissions: ['MANAGE_GUILD', ...]` as the bits slash-create sends, in decimal; unknown for a name or list it cannot tell. */
function permissionBits(value: Traced): Traced {
  if (value.kind !== 'array' || value.open) return value.kind === 'unknown' ? value : unknown(value.span, 'permission names cmdlint cannot read');
  const flags = DJS13_ENUMS.FLAGS!;
  let bits = 0n;
  for (const item of value.items) {
    if (item.kind !== 'primitive' || typeof item.value !== 'string' || !Object.prototype.hasOwnProperty.call(flags, item.value)) {
      return unknown(item.span, 'a permission name cmdlint does not know (slash-create throws on one it does not know)');
    }
    bits |= flags[item.value] as bigint;
  }
  return primitive(bits.toString(), value.span);
}
