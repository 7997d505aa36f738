// Where a file's commands are, found by the decorators, classes and group objects that register
// them (python-facts.md 2, 7.5, 7.6): discord.py's `app_commands.command`, `tree.command`,
// `context_menu`, `Group` instances and subclasses, `GroupCog`, `hybrid_command`/`hybrid_group`;
// py-cord's `slash_command`, `user_command`, `message_command`, `SlashCommandGroup`. A prefix
// command (`commands.command`, `bot.command`, a prefix group's `.command`) is never one.
import type { Node } from 'web-tree-sitter';
import type { Scope } from '@cmdlint/core';
import { unknown, type Traced, type TracedObject } from '@cmdlint/text';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import { derivedString, type FileContext } from './context.js';
import { discordPyCommand, discordPyContextMenu, discordPyGroupExtras, discordPyGroupFields, hybridGroupFields, type Autocompleted } from './discordpy.js';
import { disnakeCommand, disnakeContextMenu } from './disnake.js';
import { nextcordCommand, nextcordContextMenu } from './nextcord.js';
import { pycordContextMenu, pycordGroupFields, pycordSlashCommand } from './pycord.js';
import { interactionsContextMenu, interactionsMember } from './interactions.js';
import { InteractionsCommands, type InteractionsBase } from './interactions-groups.js';
import type { CommandLibrary } from './refusals.js';
import { implementedKinds, lightbulbName, lightbulbV2Command, lightbulbV3Command, v3Kind } from './lightbulb.js';
import { LightbulbGroups } from './lightbulb-groups.js';
import { discordPyGuilds, guildIdsOf } from './guilds.js';
import { mayBuildCommands, mayRebind, mayUsePytest } from './prefilter.js';
import { WALK } from './walk.js';
import { argumentsShape, callShape, decoratorCall, decoratorExpression, dottedName, spanOf, type CallShape } from './syntax.js';
import { kebabCase } from './strings.js';

export interface FoundCommand {
  readonly value: TracedObject;
  readonly scope?: Scope;
  /** The library that sends it, for what that library refuses itself (refusals.ts). */
  readonly library: CommandLibrary;
  /** One of the bodies the library merges by name across the bot's files (SourceBody.mergedByName). */
  readonly squashed?: true;
  /** The guilds it is registered in, where `guild_ids=` lists them as literals (SourceBody.guildIds). */
  readonly guildIds?: readonly string[];
}

/** The library of a group's commands. */
const GROUP_LIBRARY: Readonly<Record<GroupLibrary, CommandLibrary>> = { 'discord.py': 'discord.py', hybrid: 'discord.py', 'py-cord': 'py-cord', nextcord: 'nextcord', disnake: 'disnake', 'interactions.py': 'interactions.py', lightbulb: 'lightbulb 2' };

type GroupLibrary = 'discord.py' | 'hybrid' | 'py-cord' | 'nextcord' | 'disnake' | 'interactions.py' | 'lightbulb';

/** A group: its own fields, and its subcommands and subgroups in the order they are added. */
interface Group {
  readonly library: GroupLibrary;
  readonly fields: Fields;
  readonly members: (Traced | Group)[];
  readonly parent: Group | undefined;
  readonly scope: Scope | undefined;
  /** Subcommands may be added where the file does not show (`add_command`). */
  open: boolean;
  /** A nextcord command's options from its own parameters, sent while it has no subcommands. */
  readonly ownOptions?: Traced;
  /** An interactions.py SlashCommand, which its `.subcommand`s and `.group`s copy (interactions-groups.ts). */
  readonly interactions?: InteractionsBase;
  /**
   * A hybrid group of a cog: the app commands added to its app group alone
   * (`@group.app_command.command`), which come before its hybrid members. A cog re-adds each hybrid
   * subcommand to its group (ext/commands/cog.py Cog.__new__, remove_command then add_command, 2.0
   * to 2.7.1), which puts them after the others, in the order they are defined.
   */
  readonly appCommandsFirst?: Traced[];
  /** A top-level group's guilds, where `guild_ids=` lists them as literals (guilds.ts). */
  guildIds?: readonly string[];
  /** Made by a method its class body binds again further down: not in the class's namespace, so never sent (CommandFinder.shadowedInClass). */
  shadowed?: boolean;
  /** The name a call's group is bound to (`admin = app_commands.Group(...)`), in its scope: what another module imports and adds to. */
  binding?: { readonly frame: Frame; readonly name: string };
}

/** Names bound to groups in a scope (a module, a class body, a function), the enclosing scope next. */
class Frame {
  readonly groups = new Map<string, Group>();
  /** discord.py's `@command.autocomplete("param")` decorators of this scope, by the command's name (collectAutocompletes). */
  readonly autocompletes = new Map<string, Autocompleted>();
  constructor(readonly outer: Frame | undefined) {}

  lookup(name: string): Group | undefined {
    return this.groups.get(name) ?? this.outer?.lookup(name);
  }
}

interface ClassInfo {
  /** The group the class is (a Group subclass, a GroupCog), whose app commands are its subcommands. */
  readonly group: Group | undefined;
}

const DISCORD_PY_GROUP = new Set(['discord.app_commands.Group', 'discord.app_commands.commands.Group']);
const PYCORD_GROUP = new Set(['discord.SlashCommandGroup', 'discord.commands.SlashCommandGroup', 'discord.commands.core.SlashCommandGroup']);
const GROUP_COG = new Set(['discord.ext.commands.GroupCog', 'discord.ext.commands.cog.GroupCog']);
/** Statements whose branches are of the scope around them (CommandFinder.block). */
const BRANCHING = new Set(['if_statement', 'try_statement', 'with_statement', 'else_clause', 'elif_clause', 'except_clause', 'finally_clause', 'block']);

export class CommandFinder {
  private readonly commands: FoundCommand[] = [];
  /** The bodies of the classes being read, innermost last: where a `ContextMenu(callback=self.x)` finds `x`. */
  private readonly classBodies: Node[] = [];
  /** lightbulb 3's command classes and the groups they are registered to (lightbulb-groups.ts). */
  private readonly lightbulbGroups: LightbulbGroups;
  private readonly groups: Group[] = [];
  /** interactions.py's members, squashed by base name when the file is read (interactions-groups.ts). */
  private readonly interactions: InteractionsCommands;
  /** Other libraries share decorator names (`slash_command`): a file is read as the one library family it imports. */
  private readonly family: 'discord' | 'nextcord' | 'disnake' | 'interactions' | 'lightbulb' | undefined;

  /** Whether the file may use pytest (prefilter.ts), asked once per file, not per decorated definition. */
  private readonly pytest: boolean;

  /** The one of discord.py and py-cord the bot's dependencies name, if they name one. */
  private readonly library: 'discord.py' | 'py-cord' | undefined;

  constructor(
    private readonly context: FileContext,
    packages?: ReadonlySet<string>,
    dependencies?: ReadonlyMap<string, string>,
  ) {
    const names = context.names;
    context.dependencies = dependencies;
    this.interactions = new InteractionsCommands(context);
    this.lightbulbGroups = new LightbulbGroups(context);
    const pycord = packages?.has('py-cord') === true;
    const discordPy = packages?.has('discord-py') === true;
    this.library = pycord === discordPy ? undefined : pycord ? 'py-cord' : 'discord.py';
    // lightbulb is built on hikari: a lightbulb file imports both.
    const families = ['discord', 'nextcord', 'disnake', 'interactions', 'lightbulb'].filter((family) => names.importsFrom(family));
    const one = families.length === 1 ? families[0] : undefined;
    this.pytest = mayUsePytest(context.text);
    this.family = one === 'discord' || one === 'nextcord' || one === 'disnake' || one === 'interactions' || one === 'lightbulb' ? one : undefined;
  }

  find(): FoundCommand[] {
    if (this.family === undefined) return [];
    const module = new Frame(undefined);
    this.collectAutocompletes(this.context.root, module);
    this.block(this.context.root, module, undefined, this.context.names.statementTypes);
    // Subcommands may be added elsewhere: a file that calls `add_command` leaves its groups open.
    const adds = this.context.text.includes('add_command(');
    for (const group of this.groups) {
      if (adds) group.open = true;
      // A group this file adds nothing to is filled elsewhere (another file, a loop): still a
      // command, its subcommands unknown (a plan leaves it out rather than delete it), unless it was
      // rebound before use (`math = bot.create_group(...)` then `math = SlashCommandGroup(...)`).
      const filled = group.members.length > 0 || (group.appCommandsFirst?.length ?? 0) > 0 || group.ownOptions !== undefined;
      const bound = group.binding !== undefined && group.binding.frame.groups.get(group.binding.name) === group;
      if (group.parent === undefined && !group.shadowed && (filled || bound)) this.commands.push({ value: this.groupValue(group, false), library: GROUP_LIBRARY[group.library], ...(group.scope ? { scope: group.scope } : {}), ...(group.guildIds ? { guildIds: group.guildIds } : {}) });
    }
    if (this.family === 'lightbulb') this.commands.push(...this.lightbulbGroups.commands());
    if (this.family === 'interactions') for (const command of this.interactions.commands(adds || this.context.text.includes('add_interaction('))) this.commands.push(withLibrary(command, 'interactions.py'));
    return this.commands;
  }

  private groupValue(group: Group, nested: boolean): TracedObject {
    const own = group.fields.object();
    const entries = new Map(own.entries);
    // A nextcord command without subcommands sends its own options (a subcommand: type 1).
    const ownOptions = group.members.length === 0 ? group.ownOptions : undefined;
    const type = !nested ? COMMAND_TYPE.chatInput : ownOptions ? OPTION_TYPE.subcommand : OPTION_TYPE.group;
    entries.set('type', { value: { kind: 'primitive', value: type, span: own.span }, keySpan: own.span, implied: true });
    const members = group.appCommandsFirst ? [...group.appCommandsFirst, ...group.members] : group.members;
    const items = members.map((member) => ('fields' in member ? this.groupValue(member, true) : member));
    // A group nothing is added to here is filled elsewhere: its subcommands are not known.
    const elsewhere = !nested && ownOptions === undefined && items.length === 0 ? unknown(own.span, 'subcommands added to the group in other modules') : undefined;
    entries.set('options', { value: ownOptions ?? elsewhere ?? { kind: 'array', items, open: group.open || items.length === 0, span: own.span }, keySpan: own.span });
    return { kind: 'object', entries, open: own.open, span: own.span };
  }

  /** The statements of a block (the module, a class body, a function body, a branch). */
  private block(block: Node, frame: Frame, inClass: ClassInfo | undefined, types?: readonly string[], classBody = false): void {
    const statements = block.namedChildren;
    const rebound = classBody && mayRebind(this.context.text, block.startIndex, block.endIndex) ? reboundLater(statements) : undefined;
    for (let index = 0; index < statements.length; index++) {
      const statement = statements[index];
      if (!statement) continue;
      // The module's statements' types were read by ModuleNames: each type read is a wasm crossing.
      switch (types?.[index] ?? statement.type) {
        case 'decorated_definition': {
          // Its named children are its decorators, its definition (the one class or function) and comments: each type read once.
          const decorators: Node[] = [];
          let definition: Node | undefined;
          let definitionType: string | undefined;
          for (const child of statement.namedChildren) {
            const type = child?.type;
            if (type === 'decorator') decorators.push(child!);
            else if (type === 'class_definition' || type === 'function_definition') [definition, definitionType] = [child!, type];
          }
          // pytest collects `test_*` functions of a module, never a method of a class it does not collect (a cog's `test_cmd`),
          // and a test is decorated by pytest alone.
          const pytest = this.pytest;
          const pytestOnly = decorators.length === 0 || (pytest && decorators.every((decorator) => this.isPytest(decorator)));
          if (definition && ((isTestCode(definition, definitionType, this.context.text) && (definitionType === 'class_definition' || (inClass === undefined && pytestOnly))) || (pytest && decorators.some((decorator) => this.isFixture(decorator))))) break;
          if (definitionType === 'class_definition') this.classDefinition(definition!, frame, inClass, decorators);
          else if (definitionType === 'function_definition' && rebound?.has(index)) this.shadowedInClass(() => this.functionDefinition(definition!, decorators, frame, inClass), inClass!);
          else if (definitionType === 'function_definition') this.functionDefinition(definition!, decorators, frame, inClass);
          break;
        }
        case 'class_definition':
          if (!isTestCode(statement, 'class_definition', this.context.text)) this.classDefinition(statement, frame, inClass);
          break;
        case 'function_definition':
          if (inClass !== undefined || !isTestCode(statement, 'function_definition', this.context.text)) this.functionBody(statement, frame);
          break;
        case 'expression_statement':
          // Only a call makes a group or registers a command: a statement with no `(` in its text has none.
          if (!WALK.enabled || this.context.text.slice(statement.startIndex, statement.endIndex).includes('(')) this.assignment(statement.namedChildren[0] ?? undefined, frame, inClass);
          break;
        case 'if_statement':
        case 'try_statement':
        case 'with_statement':
        case 'else_clause':
        case 'elif_clause':
        case 'except_clause':
        case 'finally_clause':
        case 'block':
          this.block(statement.childForFieldName('body') ?? statement.childForFieldName('consequence') ?? statement, frame, inClass);
          for (const child of statement.namedChildren) if (child && /clause$/u.test(child.type)) this.block(child, frame, inClass);
          break;
        default:
          break;
      }
    }
  }

  /**
   * A method its class body binds again further down (two `async def roll`): a cog, a Group or a
   * GroupCog collects its commands from the class's namespace, where only the last binding is, so
   * the commands this one makes as the class's own are never sent. What it adds to a group object
   * (`@group.command`, `@main.subcommand`) is added as the decorator runs and stays.
   */
  private shadowedInClass(read: () => void, inClass: ClassInfo): void {
    const commands = this.commands.length;
    const groups = this.groups.length;
    const members = inClass.group?.members.length;
    read();
    this.commands.length = commands;
    for (const group of this.groups.slice(groups)) if (group.parent === undefined) group.shadowed = true;
    if (inClass.group && members !== undefined) inClass.group.members.length = members;
  }

  /** A decorator of pytest's (`@pytest.mark.asyncio`, `@pytest.fixture`). */
  private isPytest(decorator: Node): boolean {
    const expression = decoratorExpression(decorator);
    const callee = expression?.type === 'call' ? dottedName(expression.childForFieldName('function')) : dottedName(expression ?? null);
    const name = this.context.qualify(callee);
    return name !== undefined && (name === 'pytest' || name.startsWith('pytest.') || name.startsWith('pytest_asyncio.'));
  }

  /** A pytest fixture (`@pytest.fixture`): what it builds is test data. */
  private isFixture(decorator: Node): boolean {
    const expression = decoratorExpression(decorator);
    const callee = expression?.type === 'call' ? dottedName(expression.childForFieldName('function')) : dottedName(expression ?? null);
    const name = this.context.qualify(callee);
    return name === 'pytest.fixture' || name === 'pytest_asyncio.fixture';
  }

  /** `x = app_commands.Group(...)`, `x = SlashCommandGroup(...)`, `x = bot.create_group(...)`, `x = y.create_subgroup(...)`. */
  private assignment(node: Node | undefined, frame: Frame, inClass: ClassInfo | undefined): void {
    const type = node?.type;
    if (this.library !== 'py-cord' && this.family === 'discord' && this.contextMenuObject(node)) return;
    if (type === 'call' && this.family === 'lightbulb') {
      const call = callShape(node!, type);
      if (call) this.lightbulbGroups.registerCall(call);
      return;
    }
    if (type !== 'assignment') return;
    const left = node!.childForFieldName('left');
    const right = node!.childForFieldName('right');
    if (left?.type !== 'identifier' || right?.type !== 'call') return;
    const call = callShape(right, 'call');
    if (!call?.callee) {
      if (inClass?.group) inClass.group.open = true;
      return;
    }
    const name = this.context.qualify(call.callee);
    let group: Group | undefined;
    if (this.family === 'lightbulb') {
      this.lightbulbGroups.assign(left.text, call);
      return;
    }
    if (this.family === 'interactions') {
      const base = call.callee.endsWith('.group') ? frame.lookup(call.callee.slice(0, -'.group'.length))?.interactions : undefined;
      if (base) this.bindInteractions(frame, left.text, this.interactions.group(base, call));
      else if (interactionsMember(this.context, call.callee, 'SlashCommand')) this.bindInteractions(frame, left.text, this.interactions.baseObject(call, frame, left.text));
      return;
    }
    if (DISCORD_PY_GROUP.has(name!)) {
      const parentNode = call.keywords.get('parent')?.value;
      const parent = parentNode ? frame.lookup(parentNode.text) : inClass?.group;
      if (parentNode && !parent) return; // a parent cmdlint cannot see: not known where it goes
      const fields = discordPyGroupFields(this.context, call, left, undefined);
      if (!parent) discordPyGroupExtras(this.context, fields, call, [], false);
      group = this.newGroup('discord.py', fields, parent, this.guildScope(call));
      if (!parent) group.guildIds = this.guildIds(call);
    } else if (PYCORD_GROUP.has(name!) || call.callee.endsWith('.create_group')) {
      if (call.callee.endsWith('.create_group') && call.callee.split('.').length > 2) return;
      group = this.newGroup('py-cord', pycordGroupFields(this.context, call, true), undefined, this.guildScope(call));
      group.guildIds = this.guildIds(call);
    } else if (call.callee.endsWith('.create_subgroup')) {
      const parent = frame.lookup(call.callee.slice(0, -'.create_subgroup'.length));
      if (parent?.library !== 'py-cord') return;
      group = this.newGroup('py-cord', pycordGroupFields(this.context, call, false), parent, undefined);
    }
    if (group) {
      frame.groups.set(left.text, group);
      group.binding = { frame, name: left.text };
    }
    // In a group's class, an attribute made by another call may be a subgroup cmdlint cannot see.
    else if (inClass?.group) inClass.group.open = true;
  }

  /**
   * discord.py's context menu made as an object and added to the tree, as its docs do in a cog
   * (`self.ctx_menu = app_commands.ContextMenu(name='Report', callback=self.report)`, then
   * `self.bot.tree.add_command(self.ctx_menu)`; or the call inside `add_command(...)`): a command
   * as `@app_commands.context_menu` makes it, from the callback's function in this file. Only in a
   * file that adds commands to a tree (a ContextMenu never added is never sent); a callback not
   * found here leaves it unread. Whether the statement was one.
   */
  private contextMenuObject(node: Node | undefined): boolean {
    if (!node || !this.context.text.includes('add_command(')) return false;
    let made = node.type === 'assignment' ? node.childForFieldName('right') : node;
    if (made?.type !== 'call') return false;
    let call = callShape(made, 'call');
    // The add_command that sends it, whose guild=/guilds= say where (tree.py _retrieve_guild_ids).
    let adder: CallShape | undefined;
    if (call?.callee?.endsWith('.add_command') && call.positional[0]?.type === 'call') {
      adder = call;
      made = call.positional[0];
      call = callShape(made, 'call');
    } else if (node.type === 'assignment') adder = this.adderOf(node.childForFieldName('left')?.text);
    if (!call?.callee) return false;
    const name = this.context.qualify(call.callee);
    if (name !== 'discord.app_commands.ContextMenu' && name !== 'discord.app_commands.commands.ContextMenu') return false;
    const callback = call.keywords.get('callback')?.value;
    const target = callback?.type === 'attribute' && callback.childForFieldName('object')?.text === 'self' ? callback.childForFieldName('attribute')?.text : callback?.type === 'identifier' ? callback.text : undefined;
    const owner = callback?.type === 'attribute' ? this.classBodies.at(-1) : this.context.root;
    const found = target && owner ? functionIn(owner, target) : undefined;
    if (!found) return true;
    const decorators: CallShape[] = [];
    for (const decorator of found.decorators) {
      const shape = decoratorCall(decorator);
      if (shape) decorators.push(shape);
    }
    const menu = discordPyContextMenu(this.context, found.definition, decorators, call, callback!.type === 'attribute');
    const guilds = adder === undefined ? undefined : discordPyGuilds(this.context, decorators, adder);
    const scope = adder === undefined ? menu : guilds === undefined ? { value: menu.value } : { value: menu.value, scope: 'guild' as const, ...(guilds.ids === 'unknown' ? {} : { guildIds: guilds.ids }) };
    this.add(scope, undefined, 'discord.py ContextMenu');
    return true;
  }

  /**
   * The one `add_command(name, ...)` of this file that adds what `name` is bound to; undefined
   * where there is none or several (the command's decorators then say where, as before).
   */
  private adderOf(name: string | undefined): CallShape | undefined {
    if (name === undefined) return undefined;
    let found: CallShape | undefined;
    for (const candidate of this.context.root.descendantsOfType('call')) {
      if (!candidate || !candidate.text.includes('add_command')) continue;
      const shape = callShape(candidate, 'call');
      if (!shape?.callee?.endsWith('.add_command') || shape.positional[0]?.text !== name) continue;
      if (found) return undefined;
      found = shape;
    }
    return found;
  }

  private guildScope(call: CallShape): Scope | undefined {
    return call.keywords.has('guild_ids') || call.keywords.has('guild') || call.keywords.has('guilds') ? 'guild' : undefined;
  }

  /** The guilds `guild_ids=[...]` lists as literals, when no other keyword names guilds too. */
  private guildIds(call: CallShape): readonly string[] | undefined {
    return call.keywords.has('guild') || call.keywords.has('guilds') ? undefined : guildIdsOf(this.context, call);
  }

  private newGroup(library: GroupLibrary, fields: Fields, parent: Group | undefined, scope: Scope | undefined, ownOptions?: Traced, inCog = false): Group {
    const group: Group = { library, fields, members: [], parent, scope: scope ?? parent?.scope, open: false, ...(ownOptions ? { ownOptions } : {}), ...(inCog ? { appCommandsFirst: [] } : {}) };
    // nextcord's and disnake's subcommands are a dict by name (`self.children[name] = ...`): a
    // second of one name takes the first's place, and the first is never sent.
    const replaced = parent && (library === 'nextcord' || library === 'disnake') ? parent.members.findIndex((member) => 'fields' in member && sameKnownName(member.fields.get('name'), fields.get('name'))) : -1;
    if (parent && replaced !== -1) parent.members[replaced] = group;
    else if (parent) parent.members.push(group);
    this.groups.push(group);
    return group;
  }

  private classDefinition(definition: Node, frame: Frame, outer: ClassInfo | undefined, decoratorNodes: readonly Node[] = []): void {
    const name = definition.childForFieldName('name')!;
    if (this.family === 'lightbulb') {
      const kind = v3Kind(this.context, definition);
      if (kind !== undefined) {
        // A class registered to a group (`@group.register`) is that group's subcommand.
        const registrars = decoratorNodes.map((node) => decoratorExpression(node)).map((node) => (node?.type === 'call' ? dottedName(node.childForFieldName('function')) : dottedName(node ?? null)));
        this.lightbulbGroups.classDefined(name.text, lightbulbV3Command(this.context, definition, kind), kind, registrars);
        return;
      }
    }
    const bases = definition.childForFieldName('superclasses');
    const call = bases ? argumentsShape(definition, name, bases) : undefined;
    const baseNames = (call?.positional ?? []).map((base) => this.context.qualify(dottedName(base)));
    let group: Group | undefined;
    if (baseNames.some((base) => base !== undefined && DISCORD_PY_GROUP.has(base))) {
      const fields = discordPyGroupFields(this.context, call, name, definition, undefined, true);
      // A subgroup sends no more than its name, description and subcommands.
      const scope = outer?.group ? undefined : this.groupClassScope(fields, call, decoratorNodes, false);
      group = this.newGroup('discord.py', fields, outer?.group, scope);
    } else if (baseNames.some((base) => base !== undefined && GROUP_COG.has(base))) {
      const fields = discordPyGroupFields(this.context, call, name, definition, { name: 'group_name', description: 'group_description', cog: true });
      if (call && !call.keywords.has('group_name')) groupCogName(this.context, fields, call, name);
      group = this.newGroup('discord.py', fields, undefined, this.groupClassScope(fields, call, decoratorNodes, true));
    }
    const body = definition.childForFieldName('body');
    if (!body) return;
    const inner = new Frame(frame);
    this.collectAutocompletes(body, inner);
    this.classBodies.push(body);
    try {
      this.block(body, inner, { group }, undefined, true);
    } finally {
      this.classBodies.pop();
    }
  }

  /** A top-level discord.py group class's keywords and decorators (discordPyGroupExtras): its scope, guild where `@app_commands.guilds` says so. */
  private groupClassScope(fields: Fields, call: CallShape | undefined, decoratorNodes: readonly Node[], cog: boolean): Scope | undefined {
    const decorators: CallShape[] = [];
    for (const node of decoratorNodes) {
      const decorator = decoratorCall(node);
      if (decorator) decorators.push(decorator);
    }
    return discordPyGroupExtras(this.context, fields, call, decorators, cog).guild ? 'guild' : undefined;
  }

  /**
   * discord.py's `@faq.autocomplete("query")` decorators among a scope's statements and its
   * branches (not in its functions and classes, which are scopes of their own): each names a
   * command of the scope by its function's name, and the parameter it autocompletes.
   */
  private collectAutocompletes(body: Node, frame: Frame): void {
    const at = this.context.text.indexOf('.autocomplete(', body.startIndex);
    if (at === -1 || at >= body.endIndex) return;
    for (const statement of body.namedChildren) {
      if (!statement) continue;
      const type = statement.type;
      if (type === 'decorated_definition') {
        for (const child of statement.namedChildren) if (child?.type === 'decorator') this.noteAutocomplete(child, frame);
      } else if (BRANCHING.has(type)) {
        this.collectAutocompletes(statement.childForFieldName('body') ?? statement.childForFieldName('consequence') ?? statement, frame);
        for (const child of statement.namedChildren) if (child && /clause$/u.test(child.type)) this.collectAutocompletes(child, frame);
      }
    }
  }

  /** `@name.autocomplete("param")` (or `name="param"`): the parameter, or unknown where the name is not a known string. */
  private noteAutocomplete(node: Node, frame: Frame): void {
    const call = decoratorCall(node);
    const callee = call?.callee;
    if (!call || callee === undefined || !callee.endsWith('.autocomplete')) return;
    const command = callee.slice(0, -'.autocomplete'.length);
    // `app_commands.autocomplete(...)` is the decorator of another form (discordpy.ts modifiersOf).
    if (command.includes('.') || this.context.names.imports.has(command)) return;
    let found = frame.autocompletes.get(command);
    if (!found) frame.autocompletes.set(command, (found = { parameters: new Map(), unknown: undefined }));
    const argument = call.keywords.get('name')?.value ?? call.positional[0];
    const parameter = argument && !call.spread ? this.context.evaluator.text(argument) : undefined;
    if (parameter === undefined) found.unknown ??= node;
    else found.parameters.set(parameter, node);
  }

  private functionDefinition(definition: Node, decoratorNodes: readonly Node[], frame: Frame, inClass: ClassInfo | undefined): void {
    // A loop, not flatMap, which cost as much as the rest of this function.
    const decorators: CallShape[] = [];
    for (const node of decoratorNodes) {
      const call = decoratorCall(node);
      if (call) decorators.push(call);
    }
    const classed = inClass !== undefined;
    if (this.family === 'interactions' || this.family === 'lightbulb') {
      if (!(this.family === 'interactions' ? this.interactionsMember(definition, decorators, frame, classed) : this.lightbulbMember(definition, decorators, frame))) this.functionBody(definition, frame);
      return;
    }
    if (this.family === 'nextcord' || this.family === 'disnake') {
      if (this.treeMember(this.family, definition, decorators, frame, classed)) return;
      this.functionBody(definition, frame);
      return;
    }
    // The function's name is read only where its scope has `@name.autocomplete(...)` decorators.
    const autocompleted = frame.autocompletes.size > 0 ? frame.autocompletes.get(definition.childForFieldName('name')!.text) : undefined;
    for (const maker of decorators) {
      if (maker.callee === undefined) continue;
      const name = this.context.qualify(maker.callee)!;
      const last = maker.callee.slice(maker.callee.lastIndexOf('.') + 1);
      const receiver = maker.callee.includes('.') ? maker.callee.slice(0, maker.callee.lastIndexOf('.')) : undefined;
      const receiverGroup = receiver === undefined ? undefined : frame.lookup(receiver);
      const discordPy = this.library !== 'py-cord';
      const pycord = this.library !== 'discord.py';
      // discord.py: an app command, at the top or in the class's group.
      if (discordPy && (name === 'discord.app_commands.command' || (last === 'command' && receiver !== undefined && (receiver === 'tree' || receiver.endsWith('.tree'))))) {
        const group = name === 'discord.app_commands.command' ? inClass?.group : undefined;
        this.add(discordPyCommand(this.context, { definition, decorators, maker, inClass: classed, hybrid: false, subcommand: group !== undefined, ...(autocompleted ? { autocompleted } : {}) }), group, 'discord.py');
        return;
      }
      if (discordPy && (name === 'discord.app_commands.context_menu' || (last === 'context_menu' && receiver !== undefined && (receiver === 'tree' || receiver.endsWith('.tree'))))) {
        this.add(discordPyContextMenu(this.context, definition, decorators, maker, classed), undefined, 'discord.py');
        return;
      }
      if (discordPy && (name === 'discord.ext.commands.hybrid_command' || (last === 'hybrid_command' && receiver !== undefined && !name.startsWith('discord.')))) {
        if (withoutAppCommand(maker)) return;
        // In a GroupCog, a hybrid command's app command is a subcommand of the cog's group.
        const group = inClass?.group;
        this.add(discordPyCommand(this.context, { definition, decorators, maker, inClass: classed, hybrid: true, subcommand: group !== undefined, ...(autocompleted ? { autocompleted } : {}) }), group, 'discord.py');
        return;
      }
      if (discordPy && (name === 'discord.ext.commands.hybrid_group' || (last === 'hybrid_group' && receiver !== undefined && !name.startsWith('discord.')))) {
        if (withoutAppCommand(maker)) return;
        frame.groups.set(definition.childForFieldName('name')!.text, this.newGroup('hybrid', hybridGroupFields(this.context, definition, decorators, maker, true), undefined, this.guildScope(maker), undefined, classed));
        return;
      }
      // A hybrid group's app group (`@group.app_command.command(...)`, hybrid.py `app_command`): an app subcommand of it alone, as `Group.command` makes it.
      const appGroup = discordPy && last === 'command' && receiver?.endsWith('.app_command') ? frame.lookup(receiver.slice(0, -'.app_command'.length)) : undefined;
      if (appGroup?.library === 'hybrid') {
        const command = discordPyCommand(this.context, { definition, decorators, maker, inClass: classed, hybrid: false, subcommand: true, ...(autocompleted ? { autocompleted } : {}) });
        (appGroup.appCommandsFirst ?? appGroup.members).push(command.value);
        return;
      }
      // A group's own `.command(...)` (and a hybrid group's `.group(...)`).
      if (receiverGroup && (last === 'command' || (last === 'group' && receiverGroup.library === 'hybrid'))) {
        this.groupMember(definition, decorators, maker, frame, receiverGroup, last === 'group', classed, autocompleted);
        return;
      }
      // py-cord
      if (pycord && last === 'slash_command' && this.pycordName(name)) {
        this.add(pycordSlashCommand(this.context, definition, decorators, maker, classed, false), undefined, 'py-cord');
        return;
      }
      if (pycord && (last === 'user_command' || last === 'message_command') && this.pycordName(name)) {
        this.add(pycordContextMenu(this.context, definition, decorators, maker, last === 'user_command' ? COMMAND_TYPE.user : COMMAND_TYPE.message), undefined, 'py-cord context menu');
        return;
      }
    }
    // Not a command itself: its body may build groups or commands (a setup function).
    this.functionBody(definition, frame);
  }

  /** The body of a function that is no command, where a setup function builds groups and commands: walked only where its text may. */
  private functionBody(definition: Node, frame: Frame): void {
    const body = definition.childForFieldName('body') ?? definition;
    if (!mayBuildCommands(this.context.text, body.startIndex, body.endIndex)) return;
    const inner = new Frame(frame);
    this.collectAutocompletes(body, inner);
    this.block(body, inner, undefined);
  }

  /**
   * nextcord's and disnake's commands, whose subcommands hang from the command function itself
   * (`@main.subcommand`, `@main.sub_command`, `@main.sub_command_group`): whether the function is one.
   */
  private treeMember(library: 'nextcord' | 'disnake', definition: Node, decorators: readonly CallShape[], frame: Frame, classed: boolean): boolean {
    const name = definition.childForFieldName('name')!.text;
    const build = (maker: CallShape, top: boolean): { fields: Fields; options: Traced } =>
      library === 'nextcord' ? nextcordCommand(this.context, definition, maker, classed, top ? COMMAND_TYPE.chatInput : OPTION_TYPE.subcommand) : disnakeCommand(this.context, definition, decorators, maker, classed, top);
    for (const maker of decorators) {
      if (maker.callee === undefined) continue;
      const qualified = this.context.qualify(maker.callee)!;
      const last = maker.callee.slice(maker.callee.lastIndexOf('.') + 1);
      const local = qualified.startsWith(`${library}.`) || !this.context.names.imports.has(qualified.split('.')[0]!);
      const scope = this.guildScope(maker);
      if (last === 'slash_command' && local) {
        const { fields, options } = build(maker, true);
        const group = this.newGroup(library, fields, undefined, scope, options);
        group.guildIds = this.guildIds(maker);
        frame.groups.set(name, group);
        return true;
      }
      if ((last === 'user_command' || last === 'message_command') && local) {
        const type = last === 'user_command' ? COMMAND_TYPE.user : COMMAND_TYPE.message;
        const value = library === 'nextcord' ? nextcordContextMenu(this.context, definition, maker, type) : disnakeContextMenu(this.context, definition, decorators, maker, type);
        const guildIds = this.guildIds(maker);
        this.add({ value, ...(scope ? { scope } : {}), ...(guildIds ? { guildIds } : {}) }, undefined, library === 'disnake' ? 'disnake context menu' : library);
        return true;
      }
      const receiver = maker.callee.includes('.') ? frame.lookup(maker.callee.slice(0, maker.callee.lastIndexOf('.'))) : undefined;
      if (receiver?.library !== library) continue;
      if (last === (library === 'nextcord' ? 'subcommand' : 'sub_command')) {
        const { fields, options } = build(maker, false);
        frame.groups.set(name, this.newGroup(library, fields, receiver, undefined, options));
        return true;
      }
      if (library === 'disnake' && last === 'sub_command_group') {
        // A SubCommandGroup sends "-" whatever its docstring or a `description=` says (slash_core.py SubCommandGroup.__init__).
        const { fields } = build(maker, false);
        fields.implied('description', '-', spanOf(definition.childForFieldName('name')!));
        fields.delete('description_localizations');
        frame.groups.set(name, this.newGroup(library, fields, receiver, undefined));
        return true;
      }
    }
    return false;
  }

  /** interactions.py: `@slash_command(...)` (a command, a base, or a subcommand by `sub_cmd_name`), `@base.subcommand(...)`, context menus. */
  private interactionsMember(definition: Node, decorators: readonly CallShape[], frame: Frame, classed: boolean): boolean {
    const name = definition.childForFieldName('name')!.text;
    // `@name.autocomplete("option")` decorators of this scope name the command by its function's name, as discord.py's do.
    const autocompleted = frame.autocompletes.get(name);
    for (const maker of decorators) {
      if (maker.callee === undefined) continue;
      if (interactionsMember(this.context, maker.callee, 'slash_command')) {
        this.bindInteractions(frame, name, this.interactions.slashCommand(definition, decorators, maker, classed, frame, autocompleted));
        return true;
      }
      for (const kind of ['context_menu', 'user_context_menu', 'message_context_menu'] as const) {
        if (!interactionsMember(this.context, maker.callee, kind)) continue;
        const guildIds = guildIdsOf(this.context, maker, 'scopes');
        this.add({ value: interactionsContextMenu(this.context, definition, decorators, maker, kind), ...(maker.keywords.has('scopes') ? { scope: 'guild' as const } : {}), ...(guildIds ? { guildIds } : {}) }, undefined, 'interactions.py');
        return true;
      }
      const dot = maker.callee.lastIndexOf('.');
      if (dot === -1 || maker.callee.slice(dot + 1) !== 'subcommand') continue;
      const base = frame.lookup(maker.callee.slice(0, dot))?.interactions;
      if (!base) continue;
      this.bindInteractions(frame, name, this.interactions.subcommand(base, definition, decorators, maker, classed, frame, autocompleted));
      return true;
    }
    return false;
  }

  /** A name bound to an interactions.py SlashCommand, for the `.subcommand`s and `.group`s made from it. */
  private bindInteractions(frame: Frame, name: string, base: InteractionsBase): void {
    frame.groups.set(name, { library: 'interactions.py', fields: new Fields(base.nameSpan), members: [], parent: undefined, scope: undefined, open: false, interactions: base });
  }

  /** lightbulb 2: `@lightbulb.command(...)` with `@lightbulb.implements(...)`; a group's `@group.child`. */
  private lightbulbMember(definition: Node, decorators: readonly CallShape[], frame: Frame): boolean {
    const maker = decorators.find((decorator) => lightbulbName(this.context, decorator.callee) === 'command');
    if (!maker) return false;
    const kinds = implementedKinds(this.context, decorators);
    const name = definition.childForFieldName('name')!.text;
    // `implements` written in a way not read: which kinds it is, and so whether it is sent, is not known.
    if (kinds === undefined) return true;
    const childOf = decorators.map((decorator) => decorator.callee).find((callee) => callee !== undefined && callee.endsWith('.child'));
    const parent = childOf === undefined ? undefined : frame.lookup(childOf.slice(0, -'.child'.length));
    if (childOf !== undefined) {
      if (parent?.library !== 'lightbulb') return true;
      if (kinds.has('SlashSubGroup')) frame.groups.set(name, this.newGroup('lightbulb', lightbulbV2Command(this.context, definition, decorators, maker, OPTION_TYPE.group, true, true), parent, undefined));
      else if (kinds.has('SlashSubCommand')) parent.members.push(lightbulbV2Command(this.context, definition, decorators, maker, OPTION_TYPE.subcommand, true, true).object());
      // A child implementing SlashCommand is dropped by lightbulb (create_subcommands): nothing is sent.
      return true;
    }
    const scope = maker.keywords.has('guilds') ? ('guild' as const) : undefined;
    // `guilds=(111, 222)` of literals: the guilds it is registered in (guilds.ts).
    const guildIds = guildIdsOf(this.context, maker, 'guilds');
    if (kinds.has('SlashCommandGroup')) {
      const group = this.newGroup('lightbulb', lightbulbV2Command(this.context, definition, decorators, maker, COMMAND_TYPE.chatInput, true), undefined, scope);
      if (guildIds) group.guildIds = guildIds;
      frame.groups.set(name, group);
    }
    if (kinds.has('SlashCommand')) this.add({ value: lightbulbV2Command(this.context, definition, decorators, maker, COMMAND_TYPE.chatInput, true).object(), ...(scope ? { scope } : {}), ...(guildIds ? { guildIds } : {}) }, undefined, 'lightbulb 2');
    if (kinds.has('UserCommand')) this.add({ value: lightbulbV2Command(this.context, definition, decorators, maker, COMMAND_TYPE.user, true).object(), ...(scope ? { scope } : {}), ...(guildIds ? { guildIds } : {}) }, undefined, 'lightbulb 2');
    if (kinds.has('MessageCommand')) this.add({ value: lightbulbV2Command(this.context, definition, decorators, maker, COMMAND_TYPE.message, true).object(), ...(scope ? { scope } : {}), ...(guildIds ? { guildIds } : {}) }, undefined, 'lightbulb 2');
    return true;
  }

  /** `discord.slash_command`, `commands.slash_command`, `bot.slash_command` (a local receiver) in a file of `discord` alone. */
  private pycordName(name: string): boolean {
    return name.startsWith('discord.') || !this.context.names.imports.has(name.split('.')[0]!);
  }

  private groupMember(definition: Node, decorators: readonly CallShape[], maker: CallShape, frame: Frame, group: Group, subgroup: boolean, classed: boolean, autocompleted: Autocompleted | undefined): void {
    if (group.library === 'py-cord') {
      group.members.push(pycordSlashCommand(this.context, definition, decorators, maker, classed, true).value);
      return;
    }
    if (subgroup) {
      const fields = hybridGroupFields(this.context, definition, decorators, maker, false);
      frame.groups.set(definition.childForFieldName('name')!.text, this.newGroup('hybrid', fields, group, undefined, undefined, classed));
      return;
    }
    const command = discordPyCommand(this.context, { definition, decorators, maker, inClass: classed, hybrid: group.library === 'hybrid', subcommand: true, ...(autocompleted ? { autocompleted } : {}) });
    group.members.push(command.value);
  }

  private add(command: Omit<FoundCommand, 'library'>, group: Group | undefined, library: CommandLibrary): void {
    if (group) group.members.push(command.value);
    else this.commands.push(withLibrary(command, library));
  }
}

/** The indices of a class body's statements whose name a later statement binds again (a method, a class, `name = ...`). */
function reboundLater(statements: readonly (Node | null)[]): ReadonlySet<number> | undefined {
  const names = statements.map(boundName);
  let found: Set<number> | undefined;
  const later = new Set<string>();
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index];
    if (name === undefined) continue;
    if (later.has(name)) (found ??= new Set()).add(index);
    later.add(name);
  }
  return found;
}

function boundName(statement: Node | null): string | undefined {
  if (!statement) return undefined;
  let node: Node | null = statement;
  if (node.type === 'decorated_definition') node = node.childForFieldName('definition');
  if (node?.type === 'function_definition' || node?.type === 'class_definition') return node.childForFieldName('name')?.text;
  if (node?.type === 'expression_statement') {
    const assignment = node.namedChildren[0];
    const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : undefined;
    return left?.type === 'identifier' ? left.text : undefined;
  }
  return undefined;
}

/**
 * A GroupCog's group name without `group_name=` (ext/commands/cog.py CogMeta.__new__): the cog's
 * `name=`, else the class name in kebab case (`_to_kebab_case`: a `-` before each ASCII capital
 * but the first, then lowercased), derived here for an ASCII name only; a `**kwargs` may hold either.
 */
function groupCogName(context: FileContext, fields: Fields, call: CallShape, className: Node): void {
  const named = call.keywords.get('name');
  if (named) {
    fields.set('name', context.stringKeyword(call, 'name') ?? unknown(spanOf(named.value), 'a cog name that is not a string'), spanOf(named.name));
    return;
  }
  const text = className.text;
  if (call.spread) fields.set('name', unknown(spanOf(className), 'a group name a spread may hold'), spanOf(className));
  else if (/^[\x00-\x7f]+$/u.test(text)) fields.set('name', derivedString(kebabCase(text), className), spanOf(className));
}

/** The function named `name` among a block's statements (a class's methods, a module's functions), with its decorators. */
function functionIn(block: Node, name: string): { definition: Node; decorators: Node[] } | undefined {
  for (const statement of block.namedChildren) {
    if (!statement) continue;
    if (statement.type === 'function_definition' && statement.childForFieldName('name')?.text === name) return { definition: statement, decorators: [] };
    if (statement.type !== 'decorated_definition') continue;
    const definition = statement.childForFieldName('definition');
    if (definition?.type === 'function_definition' && definition.childForFieldName('name')?.text === name) return { definition, decorators: statement.namedChildren.filter((child): child is Node => child?.type === 'decorator') };
  }
  return undefined;
}

/**
 * A test (pytest's `test_*` functions, `Test*` classes): the commands it builds are fixtures that
 * no bot registers, as a JavaScript test's objects are not commands (find.ts of the JS reader).
 */
function isTestCode(definition: Node, type: string | undefined, text: string): boolean {
  const name = (WALK.enabled ? definitionName(definition, type, text) : undefined) ?? definition.childForFieldName('name')?.text ?? '';
  return type === 'class_definition' ? /^Test[A-Z_]/u.test(name) : /^test_|_test$/u.test(name);
}

/** A found command with its library, built field by field (an object spread cost more than the command's other bookkeeping). */
function withLibrary(command: Omit<FoundCommand, 'library'>, library: CommandLibrary): FoundCommand {
  const found: { value: TracedObject; library: CommandLibrary; scope?: Scope; squashed?: true; guildIds?: readonly string[] } = { value: command.value, library };
  if ('scope' in command) found.scope = command.scope;
  if (command.guildIds !== undefined) found.guildIds = command.guildIds;
  if ('squashed' in command) found.squashed = command.squashed;
  return found;
}

/**
 * `def name(`, `async def name[`, `class Name:` at a definition's start: the name is the ASCII
 * identifier the keyword is followed by, up to its bracket or colon (ASCII: see syntax.ts ASCII_NAME).
 */
const FUNCTION_NAME = /(?:async[ \t]+)?def[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*[([]/y;
const CLASS_NAME = /class[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*[(:[]/y;

/** A definition's name read from the source (no Node for it); undefined where it is not written plainly (a continuation, a comment, a non-ASCII name), which the walk reads. */
function definitionName(definition: Node, type: string | undefined, text: string): string | undefined {
  const pattern = type === 'class_definition' ? CLASS_NAME : type === 'function_definition' ? FUNCTION_NAME : undefined;
  if (!pattern) return undefined;
  pattern.lastIndex = definition.startIndex;
  return pattern.exec(text)?.[1];
}

/** `hybrid_command(with_app_command=False)`: a prefix command only. */
function withoutAppCommand(maker: CallShape): boolean {
  return maker.keywords.get('with_app_command')?.value.type === 'false';
}

/** Two names known to be the same string. */
function sameKnownName(a: Traced | undefined, b: Traced | undefined): boolean {
  return a?.kind === 'primitive' && b?.kind === 'primitive' && typeof a.value === 'string' && a.value === b.value;
}
