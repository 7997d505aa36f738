// interactions.py 5 sends one command per base name: every registered SlashCommand of that name
// (a base function, its `.subcommand`s, `@slash_command(name=..., group_name=..., sub_cmd_name=...)`)
// is squashed into one body when any of them is a subcommand (`application_commands_to_dict`,
// interactions/models/internal/application_commands.py of 5.x). What that code does, and what
// this file models:
// - the members are the SlashCommands the client collects: `inspect.getmembers` of the Extension
//   (or of `__main__`), so in the order of their attribute names, not their source order; a
//   SlashCommand object made without a callback (`SlashCommand(name=...)`) is never one;
// - the body's description is the first member's that is not "No Description Set";
// - the options are the groups, in the order each first appears, then the plain subcommands; a
//   group's description is the one its first member gives;
// - `nsfw` is true when any member says so; the scopes are the union of the members'.
// Anything not known (a base or group name, members of several classes, a member made by code)
// leaves the whole command unjudged, as the brief of issue 36 asks: one unknown member may change
// every field of the body.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import type { Scope } from '@cmdlint/core';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import { derivedString, type FileContext } from './context.js';
import type { Autocompleted } from './discordpy.js';
import { accessDefaults, argument, interactionsBase, interactionsCommand, interactionsSubcommand, stringArgument } from './interactions.js';
import { spanOf, type CallShape, type Span } from './syntax.js';

const NO_DESCRIPTION = 'No Description Set';

/** Command-level keywords interactions.py converts: sent, but not known here. */
const CONVERTED = ['default_member_permissions', 'dm_permission', 'integration_types', 'contexts'] as const;

/** What a SlashCommand object carries to the subcommands made from it (`self.name`, `self.description`, ...). */
export interface InteractionsBase {
  readonly name: Traced;
  readonly nameSpan: Span;
  readonly description: Traced;
  readonly descriptionSpan: Span;
  readonly scoped: boolean;
  /** `default_member_permissions` from `@slash_default_member_permission` on the base's function, which its subcommands inherit. */
  readonly permissions?: Traced;
  /** The converted keywords the base was given, which its subcommands inherit. */
  readonly converted: readonly { readonly key: string; readonly span: Span }[];
  /** Set by `base.group(...)` or `SlashCommand(group_name=...)`: the group its subcommands go to. */
  readonly group?: GroupLabel;
  /** Fields the base may carry that are not read (a `**kwargs`, an unknown keyword). */
  readonly open: boolean;
}

interface GroupLabel {
  readonly name: Traced;
  readonly nameSpan: Span;
  readonly description: Traced;
  readonly descriptionSpan: Span;
}

/** One SlashCommand the client registers. */
interface Member {
  /** The class body or module that holds it, and the attribute name `getmembers` sorts it by. */
  readonly container: object;
  readonly attribute: string;
  /** Source order, for the order bodies are listed in. */
  readonly order: number;
  readonly base: InteractionsBase;
  readonly nsfw: Traced | undefined;
  /** A plain command's own body (`@slash_command` without `sub_cmd_name`). */
  readonly plain?: TracedObject;
  /** A subcommand: its body, and its group if it has one. */
  readonly subcommand?: { readonly value: TracedObject; readonly group: GroupLabel | undefined };
  /** A member whose shape is not known (a `SlashCommand(callback=...)`, `group_name` without `sub_cmd_name`). */
  readonly opaque?: boolean;
}

export interface InteractionsFound {
  readonly value: TracedObject;
  readonly scope?: Scope;
  /** Squashed from the members of one base name, which other files may add to (SourceBody.mergedByName). */
  readonly squashed?: true;
}

export class InteractionsCommands {
  private readonly members: Member[] = [];

  constructor(private readonly context: FileContext) {}

  /** `@slash_command(...)` on a function: a command, a base, or a subcommand of the base it names. Returns what `.subcommand` on it inherits. */
  slashCommand(definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean, container: object, autocompleted?: Autocompleted): InteractionsBase {
    const { fields, options } = interactionsCommand(this.context, definition, decorators, maker, inClass, autocompleted);
    const base = this.baseOf(fields, maker, this.groupOf(maker, 'group_name', -1, 'group_description', -1));
    const attribute = definition.childForFieldName('name')!.text;
    const nsfw = this.context.keyword(maker, 'nsfw');
    // A `*args` or `**kwargs` may hold `sub_cmd_name` or `group_name`: what the member is is not known.
    if (maker.spread) {
      this.push({ container, attribute, base, nsfw, opaque: true });
      return base;
    }
    if (!maker.keywords.has('sub_cmd_name')) {
      // `group_name` alone makes a member interactions.py files under a group with the base's own name: not modelled.
      if (maker.keywords.has('group_name')) this.push({ container, attribute, base, nsfw, opaque: true });
      else {
        fields.set('options', options, spanOf(definition.childForFieldName('parameters') ?? definition));
        this.push({ container, attribute, base, nsfw, plain: fields.object() });
      }
      return base;
    }
    const functionName = definition.childForFieldName('name')!;
    const sub = new Fields(spanOf(definition));
    const named = maker.keywords.get('sub_cmd_name')!;
    sub.set('name', stringArgument(this.context, maker, 'sub_cmd_name', -1) ?? unknown(spanOf(named.value), 'not a name'), spanOf(named.value));
    sub.implied('type', OPTION_TYPE.subcommand, spanOf(functionName));
    // `slash_command` gives the docstring to the base: the subcommand's description is `sub_cmd_description` or the default.
    const described = maker.keywords.get('sub_cmd_description');
    sub.set('description', stringArgument(this.context, maker, 'sub_cmd_description', -1) ?? derivedString(NO_DESCRIPTION, functionName), described ? spanOf(described.value) : spanOf(functionName));
    sub.set('options', options, spanOf(definition.childForFieldName('parameters') ?? definition));
    sub.open = fields.open;
    this.push({ container, attribute, base, nsfw, subcommand: { value: sub.object(), group: base.group } });
    return base;
  }

  /** `base = SlashCommand(name=..., description=...)`: a base that is no member itself, unless made with a callback. */
  baseObject(call: CallShape, container: object, attribute: string): InteractionsBase {
    const fields = interactionsBase(this.context, call);
    const base = this.baseOf(fields, call, this.groupOf(call, 'group_name', -1, 'group_description', -1));
    // A SlashCommand made with a callback (or from a `**kwargs`) is registered in a shape this reader does not build.
    if (call.keywords.has('callback') || call.keywords.has('sub_cmd_name') || call.spread) this.push({ container, attribute, base, nsfw: undefined, opaque: true });
    return base;
  }

  /** `grouped = base.group(name=..., description=...)`: the same base, its subcommands in that group. */
  group(base: InteractionsBase, call: CallShape): InteractionsBase {
    const label = this.groupOf(call, 'name', 0, 'description', 1);
    const open = base.open || call.spread || call.positional.length > 3 || [...call.keywords.keys()].some((key) => !['name', 'description', 'inherit_checks'].includes(key));
    return label ? { ...base, group: label, open } : { ...base, open };
  }

  /** `@base.subcommand(...)`: a subcommand of the base's name, in the group it gives or the base's. */
  subcommand(base: InteractionsBase, definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean, container: object, autocompleted?: Autocompleted): InteractionsBase {
    const { fields, options } = interactionsSubcommand(this.context, definition, decorators, maker, inClass, autocompleted);
    // `subcommand(sub_cmd_name, group_name, sub_cmd_description, group_description, options, ...)`: a positional `options` is not read.
    const open = maker.keywords.has('options') || maker.positional.length > 4;
    fields.set('options', open && options.kind === 'array' ? { ...options, open: true } : options, spanOf(definition.childForFieldName('parameters') ?? definition));
    // `group_name or self.group_name`, `group_description or self.group_description`.
    const own = this.groupOf(maker, 'group_name', 1, 'group_description', 3);
    const described = argument(maker, 'group_description', 3);
    const inherited = base.group && described ? { ...base.group, description: this.stringOr(maker, 'group_description', 3, base.group.description), descriptionSpan: spanOf(described.node) } : base.group;
    const group = own ? (described || !base.group ? own : { ...own, description: base.group.description, descriptionSpan: base.group.descriptionSpan }) : inherited;
    const attribute = definition.childForFieldName('name')!.text;
    // A `**kwargs` may hold `group_name`: which group the subcommand joins is not known.
    if (maker.spread) this.push({ container, attribute, base, nsfw: undefined, opaque: true });
    else this.push({ container, attribute, base, nsfw: this.context.keyword(maker, 'nsfw'), subcommand: { value: fields.object(), group } });
    return { ...base, ...(group ? { group } : {}) };
  }

  /** The bodies the client sends: squashed bases, and plain commands no subcommand shares a name with. */
  commands(membersElsewhere: boolean): InteractionsFound[] {
    const members = this.registered();
    const named = members.filter((member) => knownName(member.base.name) !== undefined);
    const unnamed = members.filter((member) => knownName(member.base.name) === undefined);
    // A subcommand of a base whose name is not known may join any command of the file, and turn it into a group.
    if (unnamed.some((member) => !member.plain)) return [];
    const squashing = members.some((member) => member.subcommand);
    const byName = new Map<string, Member[]>();
    for (const member of named) {
      const key = knownName(member.base.name)!;
      const same = byName.get(key);
      if (same) same.push(member);
      else byName.set(key, [member]);
    }
    const found: { order: number; command: InteractionsFound }[] = [];
    const plain = (member: Member): void => void found.push({ order: member.order, command: { value: member.plain!, ...(member.base.scoped ? { scope: 'guild' } : {}) } });
    // A plain command of a name not known is sent as it is, unless it shares its name with a base of subcommands.
    if (!squashing) unnamed.forEach(plain);
    for (const same of byName.values()) {
      if (same.some((member) => member.opaque)) continue;
      if (!same.some((member) => member.subcommand)) {
        same.forEach(plain);
        continue;
      }
      // A plain command of a name not known may be a member of this one: its description, scope and nsfw may count.
      if (unnamed.length > 0) continue;
      const squashed = this.squash(same, membersElsewhere);
      if (squashed) found.push({ order: Math.min(...same.map((member) => member.order)), command: squashed });
    }
    return found.sort((a, b) => a.order - b.order).map((entry) => entry.command);
  }

  private squash(members: Member[], membersElsewhere: boolean): InteractionsFound | undefined {
    // `getmembers` per class: members of one name in two classes (or a class and the module) come in an order the file does not show.
    if (new Set(members.map((member) => member.container)).size > 1) return undefined;
    const scoped = members[0]!.base.scoped;
    if (members.some((member) => member.base.scoped !== scoped)) return undefined;
    const sorted = [...members].sort((a, b) => byCodePoint(a.attribute, b.attribute));
    const first = sorted[0]!;
    const fields = new Fields(first.base.nameSpan);
    fields.set('name', first.base.name, first.base.nameSpan);
    fields.implied('type', COMMAND_TYPE.chatInput, first.base.nameSpan);
    const description = this.description(sorted);
    fields.set('description', description.value, description.span);
    const nsfw = this.nsfw(sorted);
    if (nsfw) fields.set('nsfw', nsfw.value, nsfw.span);
    for (const member of sorted) for (const converted of member.base.converted) fields.unknown(converted.key, converted.span, 'a value interactions.py converts');
    const permissions = this.permissions(sorted);
    if (permissions && !fields.has('default_member_permissions')) fields.set('default_member_permissions', permissions);
    accessDefaults(this.context, fields, first.base.nameSpan);
    fields.open = sorted.some((member) => member.base.open);
    const groups = new Map<string, { fields: Fields; items: Traced[] }>();
    const subcommands: Traced[] = [];
    for (const member of sorted) {
      if (!member.subcommand) continue; // a plain member lends the base its description and nothing else
      const label = member.subcommand.group;
      if (!label) {
        subcommands.push(member.subcommand.value);
        continue;
      }
      if (label.name.kind !== 'primitive' || typeof label.name.value !== 'string') return undefined;
      let group = groups.get(label.name.value);
      if (!group) {
        const groupFields = new Fields(label.nameSpan);
        groupFields.set('name', label.name, label.nameSpan);
        groupFields.implied('type', OPTION_TYPE.group, label.nameSpan);
        groupFields.set('description', label.description, label.descriptionSpan);
        groups.set(label.name.value, (group = { fields: groupFields, items: [] }));
      }
      group.items.push(member.subcommand.value);
    }
    const span = first.base.nameSpan;
    const items = [...[...groups.values()].map(({ fields: groupFields, items: groupItems }) => groupFields.set('options', { kind: 'array', items: groupItems, open: membersElsewhere, span }, span).object()), ...subcommands];
    fields.set('options', { kind: 'array', items, open: membersElsewhere, span }, span);
    return { value: fields.object(), ...(scoped ? { scope: 'guild' } : {}), squashed: true };
  }

  /** The first member's description that is not the default: one not known before it leaves it unknown. */
  private description(members: readonly Member[]): { value: Traced; span: Span } {
    for (const member of members) {
      const value = member.base.description;
      if (value.kind === 'primitive' && value.value === NO_DESCRIPTION) continue;
      return { value, span: member.base.descriptionSpan };
    }
    return { value: members[0]!.base.description, span: members[0]!.base.descriptionSpan };
  }

  /** Every member's own, which interactions.py requires to be one value (else `ValueError`): unknown where they differ or one is not known. */
  private permissions(members: readonly Member[]): Traced | undefined {
    const given = members.map((member) => member.base.permissions);
    const first = given[0];
    if (given.every((value) => value === undefined)) return undefined;
    const same = first?.kind === 'primitive' && given.every((value) => value?.kind === 'primitive' && value.value === first.value);
    return same ? first : unknown(given.find((value) => value !== undefined)!.span, 'permissions that differ between members or are not known');
  }

  /** True when any member says so; unknown when one is not known and none is true. */
  private nsfw(members: readonly Member[]): { value: Traced; span: Span } | undefined {
    const given = members.flatMap((member) => (member.nsfw ? [member.nsfw] : []));
    if (given.length === 0) return undefined;
    const yes = given.find((value) => value.kind === 'primitive' && value.value === true);
    if (yes) return { value: yes, span: yes.span };
    const notKnown = given.find((value) => !(value.kind === 'primitive' && value.value === false));
    return notKnown ? { value: unknown(notKnown.span, 'a value not known'), span: notKnown.span } : { value: given[0]!, span: given[0]!.span };
  }

  /** The members `getmembers` sees: the last binding of each attribute name in a class or module. */
  private registered(): Member[] {
    const last = new Map<object, Map<string, Member>>();
    for (const member of this.members) {
      let names = last.get(member.container);
      if (!names) last.set(member.container, (names = new Map()));
      names.set(member.attribute, member);
    }
    return this.members.filter((member) => last.get(member.container)!.get(member.attribute) === member);
  }

  private push(member: Omit<Member, 'order'>): void {
    this.members.push({ ...member, order: this.members.length });
  }

  private baseOf(fields: Fields, call: CallShape, group: GroupLabel | undefined): InteractionsBase {
    const name = fields.get('name')!;
    const description = fields.get('description')!;
    const named = argument(call, 'name', 0);
    const described = call.keywords.get('description');
    const converted = CONVERTED.flatMap((key) => (call.keywords.has(key) ? [{ key, span: spanOf(call.keywords.get(key)!.value) }] : []));
    const permissions = fields.get('default_member_permissions');
    return {
      ...(permissions ? { permissions } : {}),
      name,
      nameSpan: named ? spanOf(named.node) : name.span,
      description,
      descriptionSpan: described ? spanOf(described.value) : description.span,
      scoped: call.keywords.has('scopes'),
      converted,
      open: fields.open,
      ...(group ? { group } : {}),
    };
  }

  /** A group's name and description from a call, the description "No Description Set" unless given. */
  private groupOf(call: CallShape, nameKey: string, nameIndex: number, descriptionKey: string, descriptionIndex: number): GroupLabel | undefined {
    const named = argument(call, nameKey, nameIndex);
    if (!named) return undefined;
    const name = stringArgument(this.context, call, nameKey, nameIndex);
    // `group_name=None` or `""`: falsy, so no group (`group_name or self.group_name`).
    if (!name || (name.kind === 'primitive' && name.value === '')) return undefined;
    const described = argument(call, descriptionKey, descriptionIndex);
    return {
      name,
      nameSpan: spanOf(named.node),
      description: this.stringOr(call, descriptionKey, descriptionIndex, primitive(NO_DESCRIPTION, spanOf(named.node))),
      descriptionSpan: described ? spanOf(described.node) : spanOf(named.node),
    };
  }

  private stringOr(call: CallShape, key: string, index: number, fallback: Traced): Traced {
    return stringArgument(this.context, call, key, index) ?? fallback;
  }
}

/** A base's name when it is a known string. */
function knownName(name: Traced): string | undefined {
  return name.kind === 'primitive' && typeof name.value === 'string' ? name.value : undefined;
}

/** Python's string order (code points), as `inspect.getmembers` sorts names. */
function byCodePoint(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}
