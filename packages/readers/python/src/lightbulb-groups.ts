// hikari-lightbulb 3 groups (lightbulb/commands/groups.py): `lightbulb.Group(name, description,
// localize, nsfw, integration_types, contexts, default_member_permissions)`, its
// `group.subgroup(name, description, localize=)`, and command classes registered to either
// (`@group.register`, `@group.register()`, `group.register(Cls)`). A group keeps its subcommands and
// subgroups in a dict keyed by name, in the order they are added (a second of one name takes the
// first one's place), and sends each as an option of type 1 (name, description, options) or 2.
// A group is a module object that other modules import and register to: its options stay open,
// and a group with no member here (its subcommands are in other modules: `from . import close`) or
// with a member not known is still a command the bot sends: its options are unknown, never dropped
// (a plan would delete it). A class registered to something the file does not show as a group or a
// client is not judged.
import type { Node } from 'web-tree-sitter';
import { unknown, type Traced, type TracedEntry, type TracedObject } from '@cmdlint/text';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import type { FileContext } from './context.js';
import { lightbulbName } from './lightbulb.js';
import { spanOf, type CallShape } from './syntax.js';

interface V3Group {
  readonly fields: Fields;
  /** Subcommands and subgroups by name, in the order lightbulb's dict keeps them. */
  readonly members: Map<string, TracedObject | V3Group>;
  readonly parent: V3Group | undefined;
  /** Why something added to it is not known (its subcommands are then not judged). */
  unknown: string | undefined;
  /** Handed to a loader or client here (`loader.command(group)`). */
  sent: boolean;
}

interface V3Class {
  readonly value: TracedObject;
  readonly kind: number;
  /** Sent as a command of its own (not registered to a group, nor to something not known). */
  topLevel: boolean;
}

export class LightbulbGroups {
  private readonly groups = new Map<string, V3Group>();
  private readonly made: V3Group[] = [];
  private readonly classes = new Map<string, V3Class>();
  private readonly ordered: V3Class[] = [];
  /** Names bound to lightbulb objects that are no group (a client, a loader): `.register` on them registers a command. */
  private readonly registrars = new Set<string>();

  constructor(private readonly context: FileContext) {}

  /** `name = lightbulb.Group(...)`, `name = group.subgroup(...)`, `name = lightbulb.client_from_app(...)`; false for any other call. */
  assign(name: string, call: CallShape): boolean {
    const last = lightbulbName(this.context, call.callee);
    const receiver = call.callee?.endsWith('.subgroup') ? this.groups.get(call.callee.slice(0, -'.subgroup'.length)) : undefined;
    if (last === 'Group') this.bind(name, this.group(call, undefined));
    else if (last === 'SubGroup' || (receiver && receiver.parent !== undefined)) {
      // Made by hand, or a subgroup's subgroup (lightbulb has none): what registers to it is not judged.
      this.groups.delete(name);
      this.registrars.delete(name);
    }
    else if (receiver) this.bind(name, this.group(call, receiver));
    else if (last !== undefined) {
      this.groups.delete(name);
      this.registrars.add(name);
    } else return false;
    return true;
  }

  /** `group.register(Cls)` as a statement; `loader.command(group)`, `client.register(group)`, which send a group. */
  registerCall(call: CallShape): void {
    const callee = call.callee;
    const receiver = callee?.endsWith('.register') ? callee.slice(0, -'.register'.length) : callee?.endsWith('.command') ? callee.slice(0, -'.command'.length) : undefined;
    if (receiver === undefined) return;
    const registered = call.positional[0];
    if (this.registrars.has(receiver)) {
      const sent = registered?.type === 'identifier' ? this.groups.get(registered.text) : undefined;
      if (sent) sent.sent = true;
      return;
    }
    const group = callee!.endsWith('.register') ? this.groups.get(receiver) : undefined;
    if (!group) return;
    const known = registered?.type === 'identifier' ? this.classes.get(registered.text) : undefined;
    if (!known || call.positional.length !== 1 || call.spread) {
      group.unknown ??= known ? 'a spread' : 'a class the file does not define';
      return;
    }
    known.topLevel = false;
    this.add(group, known);
  }

  /** A command class and the decorators that register it (`@loader.command`, `@group.register`). */
  classDefined(name: string, value: TracedObject, kind: number, decorators: readonly (string | undefined)[]): void {
    const defined: V3Class = { value, kind, topLevel: true };
    this.classes.set(name, defined);
    this.ordered.push(defined);
    for (const decorator of decorators) {
      if (!decorator?.endsWith('.register')) continue;
      const receiver = decorator.slice(0, -'.register'.length);
      const group = this.groups.get(receiver);
      if (group) {
        defined.topLevel = false;
        this.add(group, defined);
      } else if (!this.registrars.has(receiver)) defined.topLevel = false; // a group from another module, or a client not seen: not judged
    }
  }

  /**
   * The command classes sent alone, then the groups, each with its members. A group with none here
   * is sent too, when it is handed to a loader here or is still bound to its name at the end (what
   * another module imports): a group rebound before use is never sent, and is not a second command.
   */
  commands(): { value: TracedObject; library: 'lightbulb 3' | 'lightbulb 3 group' }[] {
    const alone = this.ordered.filter((defined) => defined.topLevel).map((defined) => ({ value: defined.value, library: 'lightbulb 3' as const }));
    const bound = new Set(this.groups.values());
    const groups = this.made.filter((group) => group.parent === undefined && (group.members.size > 0 || group.sent || bound.has(group))).map((group) => ({ value: groupValue(group), library: 'lightbulb 3 group' as const }));
    return [...alone, ...groups];
  }

  private bind(name: string, group: V3Group): void {
    this.registrars.delete(name);
    this.groups.set(name, group);
  }

  private group(call: CallShape, parent: V3Group | undefined): V3Group {
    const fields = new Fields(spanOf(call.node));
    const at = spanOf(call.calleeNode);
    const localized = call.keywords.get('localize')?.value ?? (parent ? undefined : call.positional[2]);
    for (const [key, index] of [['name', 0], ['description', 1]] as const) {
      const node = call.keywords.get(key)?.value ?? call.positional[index];
      const value = node ? stringOnly(this.context, node) : unknown(at, `a group without a ${key}`);
      // `localize=True`: the name and description are keys a provider translates.
      fields.set(key, localized && localized.type !== 'false' ? unknown(spanOf(localized), 'a localization key') : value, node ? spanOf(node) : at);
    }
    fields.implied('type', parent ? OPTION_TYPE.group : COMMAND_TYPE.chatInput, at);
    if (!parent) {
      const nsfw = call.keywords.get('nsfw')?.value ?? call.positional[3];
      if (nsfw) fields.set('nsfw', this.context.evaluator.value(nsfw), spanOf(nsfw));
      for (const [key, index] of [['integration_types', 4], ['contexts', 5], ['default_member_permissions', 6]] as const) {
        const node = call.keywords.get(key)?.value ?? call.positional[index];
        if (node) fields.unknown(key, spanOf(node), 'a value lightbulb converts');
      }
    }
    const known = parent ? ['name', 'description', 'localize'] : ['name', 'description', 'localize', 'nsfw', 'integration_types', 'contexts', 'default_member_permissions'];
    if (call.spread || call.positional.length > (parent ? 2 : 7) || [...call.keywords.keys()].some((key) => !known.includes(key))) fields.open = true;
    const group: V3Group = { fields, members: new Map(), parent, unknown: call.spread ? 'a spread' : undefined, sent: false };
    // `subgroup` puts the subgroup in its parent's dict when it is called.
    if (parent) this.addMember(parent, fields.get('name')!, group);
    this.made.push(group);
    return group;
  }

  private add(group: V3Group, defined: V3Class): void {
    if (defined.kind !== COMMAND_TYPE.chatInput) {
      group.unknown ??= 'a class that is no slash command'; // only a slash command class makes a subcommand
      return;
    }
    const entries = defined.value.entries;
    const subcommand = new Map<string, TracedEntry>();
    for (const key of ['name', 'description', 'options']) {
      const entry = entries.get(key);
      if (entry) subcommand.set(key, entry);
    }
    subcommand.set('type', { ...entries.get('type')!, value: { ...(entries.get('type')!.value as Traced & { kind: 'primitive' }), value: OPTION_TYPE.subcommand } });
    // `to_command_option` sends name, description and options, whatever else the class says.
    this.addMember(group, entries.get('name')!.value, { kind: 'object', entries: subcommand, open: defined.value.open, span: defined.value.span });
  }

  private addMember(group: V3Group, name: Traced, member: TracedObject | V3Group): void {
    if (name.kind !== 'primitive' || typeof name.value !== 'string') {
      group.unknown ??= 'a member whose name is not known';
      return;
    }
    group.members.set(name.value, member);
  }
}

/** Why a member of the group, or of a subgroup of it, is not known. */
function unknownWithin(group: V3Group): string | undefined {
  if (group.unknown !== undefined) return group.unknown;
  for (const member of group.members.values()) {
    const why = 'members' in member ? unknownWithin(member) : undefined;
    if (why !== undefined) return why;
  }
  return undefined;
}

/**
 * A group as sent: its members, open to what other modules register. With a member not known, or
 * none here (its subcommands registered in other modules), its options are unknown: the group is
 * still a command of the bot, with its own name and description judged, and a plan leaves it out.
 */
function groupValue(group: V3Group): TracedObject {
  const own = group.fields.object();
  const entries = new Map(own.entries);
  const why = unknownWithin(group) ?? (group.members.size === 0 ? 'subcommands registered to the group in other modules' : undefined);
  const items = [...group.members.values()].map((member) => ('members' in member ? groupValue(member) : member));
  entries.set('options', { value: why !== undefined ? unknown(own.span, why) : { kind: 'array', items, open: true, span: own.span }, keySpan: own.span });
  return { ...own, entries };
}

function stringOnly(context: FileContext, node: Node): Traced {
  const value = context.evaluator.value(node);
  return value.kind === 'primitive' && typeof value.value !== 'string' ? unknown(value.span, 'not a string') : value;
}
