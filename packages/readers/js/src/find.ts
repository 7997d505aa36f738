// Where a file's commands are, found by where they go, never by shape alone: builder chains of the
// libraries' command builders, bodies of requests to the command endpoints (`rest.put(Routes.
// applicationCommands(...), { body })`, `application.commands.set(...)`), and values typed as the
// API's or discord.js's command types. An object that only looks like a command (a test fixture,
// a bot's own format that its loader converts) is not a command here.
import type { Scope } from '@cmdlint/core';
import { transformCommand, type DiscordJsMajor } from './dialects.js';
import { memberName, own, spanOf, unwrapExpression, type Node, type Span } from './estree.js';
import { classTouches, handedToSuper } from './super-call.js';
import { slashCreateCommands } from './slash-create.js';
import type { VersionRange } from './package-info.js';
import { builderClasses } from './builders.js';
import { builderJson, Evaluator, type EvaluationNote, type Value } from './evaluate.js';
import { exportedValues } from './module-exports.js';
import { plainRequest } from './plain-requests.js';
import { inClass, outsideCommandStore, registryScope } from './sapphire.js';
import { discordxCommands, importsDiscordx } from './discordx.js';
import { importedNames } from './imports.js';
import { DISCORDX_BOT_GUILDS, firstOutsideComments } from './entry-files.js';
import { Scopes } from './scope.js';
import { parsePointer, unknown } from '@cmdlint/text';
import type { BodyOrigin, FoundKind, Traced } from '@cmdlint/text';
import { LIBRARY_PACKAGES } from './library-enums.js';
import { DJS_COMMAND_TYPES, MANAGER_METHODS, MANAGER_PROPERTY, RAW_BULK_TYPES, RAW_COMMAND_TYPES, RAW_EDIT_TYPES, REGISTRY_METHODS } from './vocabulary.js';
import type { SendVia } from '@cmdlint/text';

interface FoundBody {
  readonly value: Traced;
  /** A command, a bulk overwrite (PUT of an array) or an edit (PATCH). */
  readonly kind: FoundKind;
  /** The scope its destination says; undefined: the set's. */
  readonly scope?: Scope;
  /** What made cmdlint take it: for messages and --debug. */
  readonly origin: BodyOrigin;
  readonly span: Span;
  /** For an export a set's "body" names: that pointer. */
  readonly pointer?: string;
  /** Not sent by this file: handed to code cmdlint does not see (a loader), which may add fields the file does not set. */
  readonly sentElsewhere?: true;
  /** Its scope is not known from the file (a Sapphire registration's guildIds from elsewhere): why, where. */
  readonly scopeUnknown?: { readonly why: string; readonly span: Span };
}

export interface FindOptions {
  /** The discord.js version the nearest package.json names (decides how commands.set converts objects). */
  readonly discordJs?: DiscordJsMajor;
  /** The text and its comments, for JSDoc types (`@type {import('discord.js').ApplicationCommandData}`). */
  readonly text?: string;
  readonly comments?: readonly SourceComment[];
  /** Pointers a set's "body" gives (`/data`): the exports they name are commands too (module-exports.ts). */
  readonly exports?: readonly string[];
  /** How the exports at a pointer are sent, where not as written (a set's "via"). */
  readonly via?: ReadonlyMap<string, SendVia>;
  /** The file's path: a Sapphire piece is named after its file (sapphire.ts). */
  readonly path?: string;
  /** Another file of the project that calls Sapphire's setDefaultGuildIds (entry-files.ts), as shown to the user. */
  readonly sapphireDefaultGuilds?: string;
  /** The project's discordx is 11.4 or later (package-info.ts): its defaults are known. */
  readonly discordxModern?: boolean;
  /** Another file of the project that gives discordx's client botGuilds (entry-files.ts), as shown to the user. */
  readonly discordxBotGuilds?: string;
  /** The slash-create versions the project's package.json allows (package-info.ts): which of its keys it sends. */
  readonly slashCreate?: VersionRange;
}

export interface FoundInProgram {
  readonly bodies: FoundBody[];
  /** The pointers of `exports` that name nothing in the module. */
  readonly missingExports: string[];
  /** What the reader gave up on for a bound (depth, size), for --debug. */
  readonly notes: readonly EvaluationNote[];
  /** Requests that create or overwrite commands with a body cmdlint cannot read (a loader's list): a plan is incomplete beside them. */
  readonly unreadSends: readonly UnreadSend[];
}

/** A request to the command routes whose body is not known: where, why, and the scope its route says. */
interface UnreadSend {
  readonly span: Span;
  readonly why: string;
  readonly scope?: Scope;
}

interface TypeVerdict {
  readonly dialect: 'raw' | 'djs';
  readonly kind: FoundKind;
  readonly array: boolean;
}

/** Local names of the libraries' types imported under another name (`import type { X as Body }`): the name they stand for. */
type TypeAliases = ReadonlyMap<string, string>;

function typeAliasesOf(program: Node): TypeAliases {
  const aliases = new Map<string, string>();
  for (const statement of (program.body as Node[] | undefined) ?? []) {
    if (statement.type !== 'ImportDeclaration' || !LIBRARY_PACKAGES.has(String((statement.source as Node).value))) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported as Node;
      const name = imported.type === 'Identifier' ? (imported.name as string) : String(imported.value);
      const local = (specifier.local as Node).name as string;
      if (name !== local) aliases.set(local, name);
    }
  }
  return aliases;
}

function typeName(type: Node | undefined, aliases?: TypeAliases): string | undefined {
  if (!type || type.type !== 'TSTypeReference') return undefined;
  const name = type.typeName as Node;
  if (name.type === 'Identifier') return aliases?.get(name.name as string) ?? (name.name as string);
  if (name.type === 'TSQualifiedName') return ((name.right as Node).name as string) ?? undefined;
  return undefined;
}

/** What an annotation says: `T`, `T[]`, `Array<T>`, `readonly T[]`. */
function typeVerdict(annotation: Node | undefined, aliases?: TypeAliases): TypeVerdict | undefined {
  let type = annotation && annotation.type === 'TSTypeAnnotation' ? (annotation.typeAnnotation as Node) : annotation;
  let array = false;
  if (type?.type === 'TSTypeOperator') type = type.typeAnnotation as Node;
  if (type?.type === 'TSArrayType') {
    array = true;
    type = type.elementType as Node;
  } else if (type && typeName(type) === 'Array') {
    const params = ((type.typeArguments ?? type.typeParameters) as Node | undefined)?.params as Node[] | undefined;
    if (params?.length === 1) {
      array = true;
      type = params[0];
    }
  }
  const name = typeName(type, aliases);
  if (name === undefined) return undefined;
  if (RAW_BULK_TYPES.has(name)) return { dialect: 'raw', kind: 'command', array: true };
  if (RAW_COMMAND_TYPES.has(name)) return { dialect: 'raw', kind: 'command', array };
  if (RAW_EDIT_TYPES.has(name)) return { dialect: 'raw', kind: 'edit', array };
  if (DJS_COMMAND_TYPES.has(name)) return { dialect: 'djs', kind: 'command', array };
  return undefined;
}

/** A comment as parsers give them: `value` without its delimiters, offsets of the whole comment. */
export interface SourceComment {
  readonly type: string;
  readonly value: string;
  readonly start?: number;
  readonly end?: number;
  readonly range?: readonly [number, number];
}

/** `/** @type {import("discord.js").ApplicationCommandData} *\/` or `{RESTPost...JSONBody[]}`: a JSDoc type. */
const JSDOC_TYPE = /@type\s*\{\s*(?:import\(\s*['"][^'"]+['"]\s*\)\.)?([A-Za-z_$][\w$]*)(\[\])?\s*\}/;

function jsdocVerdict(comment: SourceComment): TypeVerdict | undefined {
  const match = JSDOC_TYPE.exec(comment.value);
  if (!match) return undefined;
  const name: Node = { type: 'TSTypeReference', typeName: { type: 'Identifier', name: match[1] } };
  return typeVerdict(match[2] ? { type: 'TSArrayType', elementType: name } : name);
}

/** The JSDoc type written right before each declaration (only blanks between). */
function jsdocTypes(text: string | undefined, comments: readonly SourceComment[] | undefined): Map<number, TypeVerdict> {
  const verdicts = new Map<number, TypeVerdict>();
  if (!text || !comments) return verdicts;
  for (const comment of comments) {
    if (comment.type !== 'Block' || !comment.value.startsWith('*')) continue;
    const verdict = jsdocVerdict(comment);
    if (!verdict) continue;
    let end = comment.range ? comment.range[1] : (comment.end ?? 0);
    while (end < text.length && /\s/.test(text[end]!)) end++;
    verdicts.set(end, verdict);
  }
  return verdicts;
}

/** The methods of requests to the command endpoints (see requestBody and plain-requests.ts). */
const REQUEST_METHODS = new Set(['put', 'post', 'patch', 'request', 'fetch', ...MANAGER_METHODS]);

const startOf = (node: Node): number => node.range?.[0] ?? node.start ?? 0;

/** The node types findInProgram's visit looks at: the cases of its switch (walk-shortcuts.ts). */
const FOUND_TYPES: ReadonlySet<string> = new Set(['CallExpression', 'NewExpression', 'VariableDeclarator', 'TSSatisfiesExpression', 'TSAsExpression', 'VariableDeclaration', 'ExportNamedDeclaration', 'ClassDeclaration', 'ClassExpression']);

export function findInProgram(program: Node, options: FindOptions = {}): FoundInProgram {
  const requests: Node[] = [];
  const typed: { node: Node; value: Node; verdict: TypeVerdict }[] = [];
  const builders: Node[] = [];
  const registries: Node[] = [];
  const classes: Node[] = [];
  /** Classes that extend another: slash-create's commands extend its SlashCommand (slash-create.ts). */
  const extended: Node[] = [];
  /** Sapphire's ApplicationCommandRegistries.setDefaultGuildIds(...) in this file: registrations without guildIds may go to guilds. */
  let defaultGuilds: Span | undefined;
  const jsdoc = jsdocTypes(options.text, options.comments);
  const aliases = typeAliasesOf(program);
  const visit = (node: Node): void => {
    switch (node.type) {
      case 'CallExpression': {
        const callee = unwrapExpression(node.callee as Node);
        // fetch(...), axios(...), got(...), undici's request(...): requests without a library (plain-requests.ts).
        if (callee.type === 'Identifier') requests.push(node);
        if (callee.type !== 'MemberExpression') return;
        const method = memberName(callee);
        if (method === undefined) return;
        if (REQUEST_METHODS.has(method)) requests.push(node);
        else if (own(REGISTRY_METHODS, method) !== undefined) registries.push(node);
        else if (method === 'setDefaultGuildIds') defaultGuilds ??= spanOf(node);
        return;
      }
      case 'NewExpression':
        builders.push(node);
        return;
      case 'ClassDeclaration':
      case 'ClassExpression':
        if (node.decorators !== undefined && (node.decorators as Node[]).length > 0) classes.push(node);
        if (node.superClass) extended.push(node);
        return;
      case 'VariableDeclarator': {
        if (!node.init || (node.id as Node).type !== 'Identifier') return;
        const verdict = typeVerdict((node.id as Node).typeAnnotation as Node | undefined, aliases);
        if (verdict) typed.push({ node, value: node.id as Node, verdict });
        return;
      }
      case 'TSSatisfiesExpression':
      case 'TSAsExpression': {
        const verdict = typeVerdict(node.typeAnnotation as Node, aliases);
        if (verdict) typed.push({ node, value: node.expression as Node, verdict });
        return;
      }
      case 'VariableDeclaration':
      case 'ExportNamedDeclaration': {
        if (jsdoc.size === 0) return;
        const verdict = jsdoc.get(spanOf(node).start);
        const declaration = node.type === 'ExportNamedDeclaration' ? (node.declaration as Node | null) : node;
        if (verdict && declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations as Node[]) {
            if (declarator.init && (declarator.id as Node).type === 'Identifier') typed.push({ node: declarator, value: declarator.id as Node, verdict });
          }
        }
        return;
      }
      default:
    }
  };
  const scopes = new Scopes(program, visit, FOUND_TYPES);
  const evaluator = new Evaluator(scopes, options.text, options.path);
  // The walk met them in no order: requests in source order, so that the first to reach a builder owns it.
  const bySource = (a: Node, b: Node): number => startOf(a) - startOf(b);
  requests.sort(bySource);
  registries.sort(bySource);
  builders.sort(bySource);
  typed.sort((a, b) => bySource(a.node, b.node));
  const found: FoundBody[] = [];
  const unreadSends: UnreadSend[] = [];
  const djs = (value: Traced): Traced => transformCommand(value, options.discordJs);
  for (const call of requests) {
    const body = requestBody(call, scopes, evaluator) ?? plainRequestBody(call, scopes, evaluator);
    if (body === undefined) continue;
    const { value, kind, scope, dialect } = body;
    let traced = evaluator.toTraced(value);
    if (traced.kind === 'unknown') {
      // `rest.put(Routes.applicationCommands(id), { body: commands })` of a loader's list: nothing to lint, but a plan cannot hold it.
      if (kind !== 'edit') unreadSends.push({ span: spanOf(call), why: traced.why, ...(scope ? { scope } : {}) });
      continue;
    }
    if (dialect === 'djs') traced = traced.kind === 'array' ? { ...traced, items: traced.items.map(djs) } : djs(traced);
    found.push({ value: traced, kind, ...(scope ? { scope } : {}), origin: 'request', span: spanOf(call) });
  }
  for (const { node, value, verdict } of typed) {
    const target = unwrapExpression(node.type === 'VariableDeclarator' ? (node.init as Node) : value);
    if (evaluator.reached.has(target)) continue;
    const evaluated = evaluator.evaluate(value);
    let traced = evaluator.toTraced(evaluated);
    if (traced.kind === 'unknown') continue;
    if (verdict.dialect === 'djs') traced = traced.kind === 'array' ? { ...traced, items: traced.items.map(djs) } : djs(traced);
    if (verdict.array && traced.kind === 'array') {
      for (const item of traced.items) if (item.kind !== 'unknown') found.push({ value: item, kind: verdict.kind, origin: 'typed', span: item.span });
    } else if (!verdict.array) found.push({ value: traced, kind: verdict.kind, origin: 'typed', span: spanOf(node) });
  }
  for (const call of registries) {
    const method = memberName(unwrapExpression(call.callee as Node))!;
    const args = call.arguments as Node[];
    if (args.length === 0) continue;
    // A piece's registry is used only for the pieces the command store loads (a scaffolding template beside them is never registered).
    const skipped = inClass(call, scopes) ? outsideCommandStore(options.path) : undefined;
    if (skipped !== undefined) {
      evaluator.note(spanOf(call), `a Sapphire command registration in a file the command store does not load (${skipped}): not judged`);
      continue;
    }
    const cls = builderClasses().get(REGISTRY_METHODS[method]!)!;
    const input = evaluator.evaluate(args[0]!);
    let value = evaluator.commandFromCallback(cls, input, spanOf(args[0]!), call);
    if (value.kind === 'unknown') continue;
    if (input.kind !== 'function' && input.kind !== 'builder') value = djs(value);
    // The defaults of this file, else those another file of the project gives (at the call: that file is not shown).
    const defaults = defaultGuilds !== undefined ? { why: 'no guildIds, and setDefaultGuildIds of this file may name guilds', span: defaultGuilds } : options.sapphireDefaultGuilds !== undefined ? { why: `no guildIds, and setDefaultGuildIds of ${options.sapphireDefaultGuilds} may name guilds`, span: spanOf(call) } : undefined;
    const where = registryScope(args[1] === undefined ? undefined : evaluator.toTraced(evaluator.evaluate(args[1])), defaults);
    const placed = where === undefined ? {} : 'scope' in where ? { scope: where.scope } : { scopeUnknown: where.unknown };
    found.push({ value, kind: 'command', ...placed, origin: 'builder', span: spanOf(call) });
  }
  for (const node of builders) {
    if (evaluator.reached.has(node)) continue;
    const cls = evaluator.evaluate(node.callee as Node);
    if (cls.kind !== 'class' || (cls.cls.role !== 'command' && cls.cls.role !== 'context')) continue;
    const value = builderValue(node, scopes, evaluator);
    if (value === undefined) continue;
    if (value.kind === 'unknown') evaluator.note(spanOf(node), `a command builder whose value is unknown (${value.why}): not judged`);
    if (value.kind === 'builder') {
      const json = builderJson(value);
      // Handed to a base class of another file without a name or description: the base may set them (super-call.ts).
      const type = json.entries.get('type')?.value;
      const chatInput = type === undefined || (type.kind === 'primitive' && type.value === 1);
      const unset = !json.entries.has('name') || (chatInput && !json.entries.has('description'));
      if (unset && handedToSuper(node, scopes)) {
        evaluator.note(spanOf(node), 'a command builder handed to a base class by super(...) without its name or description, which the base class may set: not judged');
        continue;
      }
      found.push({ value: json, kind: 'command', origin: 'builder', span: spanOf(node), sentElsewhere: true });
    }
    else if (value.kind === 'object') found.push({ value, kind: 'command', origin: 'builder', span: spanOf(node), sentElsewhere: true });
  }
  if (classes.length > 0) found.push(...discordxBodies(classes, program, evaluator, options));
  if (extended.length > 0) found.push(...slashCreateBodies(extended, scopes, evaluator, options.slashCreate));
  const missingExports = options.exports && options.exports.length > 0 ? addExported(found, program, scopes, evaluator, options.exports, (pointer) => sentAs(options.via?.get(pointer), options.discordJs)) : [];
  found.sort((a, b) => a.span.start - b.span.start);
  return { bodies: found, missingExports, notes: evaluator.notes, unreadSends };
}

/** The commands of slash-create's command classes (slash-create.ts), in the API's shape. */
function slashCreateBodies(classes: Node[], scopes: Scopes, evaluator: Evaluator, version: VersionRange | undefined): FoundBody[] {
  classes.sort(bySourceStart);
  const { commands, unread } = slashCreateCommands(classes, scopes, {
    evaluate: (node) => evaluator.toTraced(evaluator.evaluate(node)),
    note: (span, text) => evaluator.note(span, text),
    touched: (cls) => classTouches(cls, (call) => evaluator.readsOnly(call)),
    version,
  });
  const found: FoundBody[] = commands.map(({ value, span, scope, scopeUnknown }) => ({ value, kind: 'command', ...(scope ? { scope } : {}), ...(scopeUnknown ? { scopeUnknown } : {}), origin: 'class', span }));
  // What cannot be read is a command all the same: one nothing is known of (as discordx's).
  for (const { span, why } of unread) found.push({ value: { kind: 'object', entries: new Map([['name', { value: unknown(span, why), keySpan: span }]]), open: true, span }, kind: 'command', origin: 'class', span });
  return found;
}

/** The commands of discordx's decorated classes (discordx.ts), as discord.js's commands.set sends them. */
function discordxBodies(classes: Node[], program: Node, evaluator: Evaluator, options: FindOptions): FoundBody[] {
  const names = importedNames(program);
  if (!importsDiscordx(names)) return [];
  const here = options.text === undefined ? -1 : firstOutsideComments(options.text, DISCORDX_BOT_GUILDS);
  const botGuilds = (span: Span) => (here >= 0 ? { why: "the client's botGuilds of this file may name guilds", span: { start: here, end: here + 'botGuilds'.length } } : options.discordxBotGuilds !== undefined ? { why: `the client's botGuilds of ${options.discordxBotGuilds} may name guilds`, span } : undefined);
  const found: FoundBody[] = [];
  classes.sort(bySourceStart);
  const { commands, unread } = discordxCommands(classes, names, {
    evaluate: (node) => evaluator.toTraced(evaluator.evaluate(node)),
    note: (span, text) => evaluator.note(span, text),
    modern: options.discordxModern === true,
    botGuilds,
  });
  for (const { value, span, scope, scopeUnknown } of commands) {
    found.push({ value: transformCommand(value, options.discordJs ?? 14), kind: 'command', ...(scope ? { scope } : {}), ...(scopeUnknown ? { scopeUnknown } : {}), origin: 'decorator', span });
  }
  // A command is there, but nothing of it is known: linted for nothing, never planned, still counted.
  for (const { span, why } of unread) found.push({ value: { kind: 'object', entries: new Map([['name', { value: unknown(span, why), keySpan: span }]]), open: true, span }, kind: 'command', origin: 'decorator', span });
  return found;
}

const bySourceStart = (a: Node, b: Node): number => startOf(a) - startOf(b);

/** How a set's objects become the request: as written, or as discord.js (of the major given, else the package's) converts them. */
function sentAs(via: SendVia | undefined, discordJs: DiscordJsMajor): ((value: Traced) => Traced) | undefined {
  if (via === undefined || via === 'api') return undefined;
  const major: DiscordJsMajor = via === 'discord.js@13' ? 13 : via === 'discord.js@14' ? 14 : discordJs;
  return (value) => transformCommand(value, major);
}

/** The commands at a set's "body" pointers, but those found already (an exported builder); returns the pointers that name nothing. */
function addExported(found: FoundBody[], program: Node, scopes: Scopes, evaluator: Evaluator, pointers: readonly string[], convertOf: (pointer: string) => ((value: Traced) => Traced) | undefined): string[] {
  const spanKey = (span: Span): string => `${span.start}:${span.end}`;
  const taken = new Set<string>();
  for (const body of found) {
    taken.add(spanKey(body.value.span));
    if (body.value.kind === 'array') for (const item of body.value.items) taken.add(spanKey(item.span));
  }
  const valid = pointers.map((pointer) => ({ pointer, steps: parsePointer(pointer) })).filter((parsed): parsed is { pointer: string; steps: string[] } => parsed.steps !== undefined);
  const missing: string[] = [];
  for (const { pointer, value: exported } of exportedValues(program, scopes, evaluator, valid.map(({ steps }) => steps), valid.map(({ pointer }) => pointer))) {
    const convert = convertOf(pointer);
    // Converted spans stay those of the objects written, so what was found already is still told apart.
    const value = exported === undefined || convert === undefined ? exported : exported.kind === 'array' ? { ...exported, items: exported.items.map(convert) } : convert(exported);
    if (value === undefined) missing.push(pointer);
    else if (value.kind === 'object' && !taken.has(spanKey(value.span))) found.push({ value, kind: 'command', origin: 'export', span: value.span, pointer, sentElsewhere: true });
    else if (value.kind === 'array' && !taken.has(spanKey(value.span))) {
      const items = value.items.filter((item) => !taken.has(spanKey(item.span)));
      if (items.length === value.items.length) found.push({ value, kind: 'commands', origin: 'export', span: value.span, pointer, sentElsewhere: true });
      else for (const item of items) if (item.kind === 'object') found.push({ value: item, kind: 'command', origin: 'export', span: item.span, pointer, sentElsewhere: true });
    }
  }
  return missing;
}

/**
 * The builder a `new` starts, with the calls of its chain and the straight-line calls on the
 * constant that holds it; undefined for a chain whose value is thrown away (a statement of its own).
 * Held anywhere else (a member, a variable written later), more calls may come: it is open.
 */
function builderValue(node: Node, scopes: Scopes, evaluator: Evaluator): Value | undefined {
  let top = node;
  for (;;) {
    const parent = scopes.parentOf(top);
    if (!parent) break;
    if ((parent.type === 'MemberExpression' && parent.object === top) || (parent.type === 'CallExpression' && parent.callee === top) || parent.type === 'TSAsExpression' || parent.type === 'TSSatisfiesExpression' || parent.type === 'TSNonNullExpression' || parent.type === 'ParenthesizedExpression') top = parent;
    else break;
  }
  const parent = scopes.parentOf(top);
  if (parent?.type === 'ExpressionStatement') return undefined;
  // Handed to a function that may change it (`localizeCommand(builder)` fills in descriptions): what
  // is sent is the function's doing, as for a builder held by a constant handed to one.
  if (parent?.type === 'CallExpression' && parent.callee !== top && !evaluator.onlyReadBy(parent, top)) return unknown(spanOf(top), 'a command builder handed to a function that may change it');
  // The same held by a literal handed to one (`Command({ builder: new SlashCommandBuilder()..., description })`),
  // as a constant held so is: an argument of `new` stays a read, as there, and of `super(...)` where the class keeps it.
  const handed = literalArgumentOf(top, scopes);
  if (handed !== undefined && !evaluator.onlyReadBy(handed.call, handed.argument)) return unknown(spanOf(top), 'a command builder in a value handed to a function that may change it');
  if (parent?.type === 'VariableDeclarator' && parent.init === top && (parent.id as Node).type === 'Identifier') return evaluator.evaluate(parent.id as Node);
  const value = evaluator.evaluate(top);
  if (parent?.type === 'AssignmentExpression' && value.kind === 'builder') value.object.open = true;
  return value;
}

/** The call whose argument is an object or array literal that holds `node` (at any depth of literals), and that argument, if any. */
function literalArgumentOf(node: Node, scopes: Scopes): { call: Node; argument: Node } | undefined {
  let at = node;
  for (;;) {
    const parent = scopes.parentOf(at);
    if (!parent) return undefined;
    if ((parent.type === 'Property' && parent.value === at) || parent.type === 'ObjectExpression' || parent.type === 'ArrayExpression' || parent.type === 'SpreadElement') {
      at = parent;
      continue;
    }
    return parent.type === 'CallExpression' && parent.callee !== at && at !== node ? { call: parent, argument: at } : undefined;
  }
}

interface RequestBody {
  readonly value: Value;
  readonly kind: FoundKind;
  readonly scope: Scope | undefined;
  readonly dialect: 'raw' | 'djs';
}

function plainRequestBody(call: Node, scopes: Scopes, evaluator: Evaluator): RequestBody | undefined {
  const request = plainRequest(call, scopes, evaluator);
  return request && { ...request, dialect: 'raw' };
}

/** The Collection methods of the client's guild cache that give one guild. */
const GUILD_CACHE_METHODS: ReadonlySet<string> = new Set(['get', 'find', 'first', 'at']);

/**
 * Whether an expression is a Guild discord.js gives, whose `commands` is the guild's command
 * manager: `<client>.guilds.cache.get(id)` (or find, first, at), `<client>.guilds.resolve(id)`,
 * `await <client>.guilds.fetch(id)`, or a `const` (a `let` never written) that holds one. A
 * promise (`guilds.fetch(id)` not awaited) or a collection (`guilds.fetch()`) has no `commands`.
 */
function isClientGuild(input: Node, scopes: Scopes): boolean {
  let node = unwrapExpression(input);
  for (let depth = 0; depth < 8 && node.type === 'Identifier'; depth++) {
    const binding = scopes.resolve(node);
    if (binding?.init === undefined || !scopes.neverWritten(binding)) return false;
    node = unwrapExpression(binding.init);
  }
  const awaited = node.type === 'AwaitExpression';
  if (awaited) node = unwrapExpression(node.argument as Node);
  if (node.type !== 'CallExpression') return false;
  const callee = unwrapExpression(node.callee as Node);
  const method = memberName(callee);
  if (method === undefined) return false;
  const args = node.arguments as Node[];
  const manager = unwrapExpression(callee.object as Node);
  if (method === 'fetch' || method === 'resolve') {
    // One guild by its id: fetch() of every guild, or with options, gives a collection.
    const one = args.length >= 1 && args[0]!.type !== 'SpreadElement' && unwrapExpression(args[0]!).type !== 'ObjectExpression';
    return one && (awaited || method === 'resolve') && memberName(manager) === 'guilds';
  }
  if (!GUILD_CACHE_METHODS.has(method) || memberName(manager) !== 'cache' || (method !== 'first' && args.length === 0)) return false;
  return memberName(unwrapExpression(manager.object as Node)) === 'guilds';
}

/** The body of a request to the command endpoints, if `call` is one. */
function requestBody(call: Node, scopes: Scopes, evaluator: Evaluator): RequestBody | undefined {
  const callee = unwrapExpression(call.callee as Node);
  const method = memberName(callee);
  const args = call.arguments as Node[];
  if (method === undefined || args.length === 0) return undefined;
  if ((method === 'put' || method === 'post' || method === 'patch') && args.length >= 2) {
    const route = evaluator.evaluate(args[0]!);
    if (route.kind !== 'route') return undefined;
    if ((method === 'patch') !== route.single) return undefined;
    const options = evaluator.evaluate(args[1]!);
    if (options.kind !== 'object') return undefined;
    const body = options.entries.get('body');
    if (!body) return undefined;
    const kind: FoundKind = method === 'put' ? 'commands' : method === 'post' ? 'command' : 'edit';
    return { value: body.value, kind, scope: route.scope, dialect: 'raw' };
  }
  if (!MANAGER_METHODS.has(method)) return undefined;
  const manager = unwrapExpression(callee.object as Node);
  if (manager.type !== 'MemberExpression' || memberName(manager) !== MANAGER_PROPERTY) return undefined;
  const owner = unwrapExpression(manager.object as Node);
  const ownerName = owner.type === 'Identifier' ? (owner.name as string) : memberName(owner);
  const bodyIndex = method === 'edit' ? 1 : 0;
  if (args.length <= bodyIndex) return undefined;
  const guildArgument = args.length > bodyIndex + 1;
  const clientGuild = isClientGuild(owner, scopes);
  const scope: Scope | undefined = guildArgument || clientGuild || (ownerName !== undefined && /guild/i.test(ownerName)) ? 'guild' : ownerName !== undefined && /application/i.test(ownerName) ? 'global' : undefined;
  // A Collection's set(key, value) (client.commands.set(name, command)) is no request: its first argument is a key.
  if (method === 'set' && !clientGuild && !/application|guild/i.test(ownerName ?? '')) return undefined;
  const value = evaluator.evaluate(args[bodyIndex]!);
  if (method === 'set' && value.kind !== 'array') return undefined;
  return { value, kind: method === 'set' ? 'commands' : method === 'create' ? 'command' : 'edit', scope, dialect: 'djs' };
}
