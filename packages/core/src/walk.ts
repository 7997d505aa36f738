// The one pass over the bodies: every command, options array, option, choice and localization
// dictionary is visited once, and each rule's visitors are called on it. The walk only descends
// into fields whose shape it knows, to a fixed depth, so cycles and deep junk cannot trap it.
import { COMMAND_TYPE_NAMES, OPTION_TYPE_NAMES, commandTypeName } from './facts.js';
import type {
  ChoiceNode,
  CommandNode,
  LocalizationsNode,
  OptionNode,
  OptionsNode,
  PermissionEntryNode,
  PermissionsNode,
  RootNode,
  RuleVisitors,
  SetNode,
} from './nodes.js';
import { CHOICE_FIELD_SPECS, COMMAND_FIELD_SPECS, OPTION_FIELD_SPECS } from './fields.js';
import { closeNameSet, openNameSet } from './name-set.js';
import { ShapeTable, scanShape } from './shape.js';
import { summarize, type FieldSummary } from './summary.js';
import type { BodyKind, Path } from './types.js';
import { heldIndices, isObject, own, type JsonObject } from './util.js';

/** The highest option type (11, ATTACHMENT): option visitors are kept per type up to it. */
const OPTION_TYPE_COUNT = Math.max(...OPTION_TYPE_NAMES.keys());

const COMMAND_SHAPE = new ShapeTable(COMMAND_FIELD_SPECS);
const OPTION_SHAPE = new ShapeTable(OPTION_FIELD_SPECS);
const CHOICE_SHAPE = new ShapeTable(CHOICE_FIELD_SPECS);

/** Options deeper than this are never valid (command > group > subcommand > option) and are not walked. */
const MAX_OPTION_DEPTH = 3;

/** Reads an enum value given as a number, a numeric string or a member name (`"USER"`). */
export function resolveEnum(value: unknown, names: ReadonlyMap<number, string>): number | undefined {
  if (typeof value === 'number') return names.has(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^\d{1,3}$/.test(value)) {
    const number = Number(value);
    return names.has(number) ? number : undefined;
  }
  for (const [number, name] of names) if (name === value) return number;
  return undefined;
}

function quoted(name: string | undefined, index: number | string): string {
  return name === undefined ? `#${index}` : JSON.stringify(name);
}

/** Memoizes the field summaries of a node: computed on the first rule's request, shared by all. */
abstract class SummarizedNode {
  private nameSummary: FieldSummary | undefined;
  private descriptionSummary: FieldSummary | undefined;
  abstract readonly value: JsonObject;
  constructor(
    protected readonly defaultLocale: string,
    private readonly nameRules = true,
  ) {}
  summary(field: 'name' | 'description'): FieldSummary {
    if (field === 'name') return (this.nameSummary ??= summarize(this.value, 'name', this.defaultLocale, this.nameRules));
    return (this.descriptionSummary ??= summarize(this.value, 'description', this.defaultLocale));
  }
  /** Makes the name summary while adding the names to the open name set (see name-set.ts). */
  gatherNames(): void {
    const summary = summarize(this.value, 'name', this.defaultLocale, this.nameRules, true);
    this.nameSummary ??= summary;
  }
}

class Command extends SummarizedNode implements CommandNode {
  readonly node = 'command' as const;
  readonly name: string | undefined;
  constructor(
    defaultLocale: string,
    readonly value: JsonObject,
    readonly path: Path,
    readonly body: number,
    readonly bodyKind: 'command' | 'commands' | 'edit',
    readonly type: number | undefined,
    readonly ordinal: number,
  ) {
    super(defaultLocale);
    const name = own(value, 'name');
    this.name = typeof name === 'string' ? name : undefined;
    this.shape = scanShape(value, COMMAND_SHAPE);
  }
  readonly shape: number;
  private cachedInvocation: string | undefined;
  get invocation(): string {
    if (this.cachedInvocation !== undefined) return this.cachedInvocation;
    if (this.name === undefined) this.cachedInvocation = this.path.length === 0 ? 'the command' : `command #${String(this.path[0])}`;
    else this.cachedInvocation = this.type === 1 || this.type === undefined ? `/${this.name}` : JSON.stringify(this.name);
    return this.cachedInvocation;
  }
  private cachedLabel: string | undefined;
  get label(): string {
    if (this.cachedLabel !== undefined) return this.cachedLabel;
    // Without a name there is nothing to quote: "the edited command", "command #3".
    if (this.name === undefined) {
      const what = this.bodyKind === 'edit' ? 'the edited command' : this.invocation;
      this.cachedLabel = this.type === undefined || this.type === 1 ? what : `${what} (${commandTypeName(this.type)})`;
    } else {
      this.cachedLabel = this.type === 1 || this.type === undefined ? `command ${this.invocation}` : `${commandTypeName(this.type)} command ${this.invocation}`;
    }
    return this.cachedLabel;
  }
}

// Paths of options, choices, option lists and dictionaries are made when first read (by a rule
// that reports, mostly): most nodes of a valid body never need theirs.

class Option extends SummarizedNode implements OptionNode {
  readonly node = 'option' as const;
  readonly name: string | undefined;
  private cachedPath: Path | undefined;
  constructor(
    defaultLocale: string,
    readonly value: JsonObject,
    private readonly list: { readonly path: Path },
    readonly body: number,
    readonly type: number | undefined,
    readonly parent: CommandNode | OptionNode,
    readonly command: CommandNode,
    readonly depth: number,
    readonly index: number,
  ) {
    super(defaultLocale);
    const name = own(value, 'name');
    this.name = typeof name === 'string' ? name : undefined;
    this.shape = scanShape(value, OPTION_SHAPE);
  }
  readonly shape: number;
  get path(): Path {
    return (this.cachedPath ??= [...this.list.path, this.index]);
  }
  private cachedInvocation: string | undefined;
  get invocation(): string {
    this.cachedInvocation ??= `${this.parent.invocation} ${this.name ?? `#${this.index}`}`;
    return this.cachedInvocation;
  }
  private cachedLabel: string | undefined;
  get label(): string {
    const word = this.type === 1 ? 'subcommand' : this.type === 2 ? 'subcommand group' : 'option';
    this.cachedLabel ??= `${word} ${quoted(this.name, this.index)} of ${this.parent.invocation}`;
    return this.cachedLabel;
  }
}

class Choice extends SummarizedNode implements ChoiceNode {
  readonly node = 'choice' as const;
  private cachedPath: Path | undefined;
  constructor(
    defaultLocale: string,
    readonly value: JsonObject,
    readonly body: number,
    readonly option: OptionNode,
    readonly command: CommandNode,
    readonly index: number,
  ) {
    super(defaultLocale, false);
    this.shape = scanShape(value, CHOICE_SHAPE);
  }
  readonly shape: number;
  get path(): Path {
    return (this.cachedPath ??= [...this.option.path, 'choices', this.index]);
  }
  private cachedLabel: string | undefined;
  get label(): string {
    const name = own(this.value, 'name');
    this.cachedLabel ??= `choice ${quoted(typeof name === 'string' ? name : undefined, this.index)} of ${this.option.label}`;
    return this.cachedLabel;
  }
}

class Options implements OptionsNode {
  readonly node = 'options' as const;
  readonly options: Option[] = [];
  readonly body: number;
  namesRepeated = true;
  private cachedPath: Path | undefined;
  constructor(
    readonly value: readonly unknown[],
    readonly owner: CommandNode | OptionNode,
    readonly command: CommandNode,
    readonly depth: number,
  ) {
    this.body = owner.body;
  }
  get path(): Path {
    return (this.cachedPath ??= [...this.owner.path, 'options']);
  }
}

class Localizations implements LocalizationsNode {
  readonly node = 'localizations' as const;
  readonly body: number;
  private cachedPath: Path | undefined;
  constructor(
    readonly value: JsonObject,
    readonly field: 'name' | 'description',
    readonly owner: CommandNode | OptionNode | ChoiceNode,
    readonly base: unknown,
    readonly summary: FieldSummary,
  ) {
    this.body = owner.body;
  }
  get path(): Path {
    return (this.cachedPath ??= [...this.owner.path, this.field === 'name' ? 'name_localizations' : 'description_localizations']);
  }
}

type Visit<N> = (node: N) => void;
/** Called when a rule's visitor throws: a rule with a bug must not take the whole lint down. */
export type OnRuleError = (rule: number, error: unknown, node: unknown) => void;

/** The visitors of one kind of node, with the index of the rule each belongs to. */
class Visitors<N> {
  readonly visits: Visit<N>[] = [];
  readonly rules: number[] = [];
  /**
   * The flags a node needs for each visitor to be called: its shape's (SHAPE_) for an object,
   * its summary's (SUMMARY_) for a dictionary. 0: always called.
   */
  readonly masks: number[] = [];
  /** The flags any visitor wants (all bits when one wants no particular flag): no node without one of them is worth making. */
  wanted = 0;
  add(visit: Visit<N> | undefined, rule: number, mask = 0): void {
    if (!visit) return;
    this.visits.push(visit);
    this.rules.push(rule);
    this.masks.push(mask);
    this.wanted |= mask === 0 ? ~0 : mask;
  }
}

/** The visitors of all enabled rules, grouped by what they visit. */
export class Dispatch {
  readonly begin = new Visitors<undefined>();
  readonly root = new Visitors<RootNode>();
  readonly command = new Visitors<CommandNode>();
  readonly options = new Visitors<OptionsNode>();
  /** Option visitors by option type (index 1-11); index 0 for options of no known type. */
  readonly optionByType: readonly Visitors<OptionNode>[] = Array.from({ length: OPTION_TYPE_COUNT + 1 }, () => new Visitors<OptionNode>());
  readonly choice = new Visitors<ChoiceNode>();
  readonly localizations = new Visitors<LocalizationsNode>();
  readonly permissions = new Visitors<PermissionsNode>();
  readonly permissionEntry = new Visitors<PermissionEntryNode>();
  readonly set = new Visitors<SetNode>();

  constructor(readonly onError: OnRuleError) {}

  add(visitors: RuleVisitors, rule: number): void {
    this.begin.add(visitors.begin, rule);
    this.root.add(visitors.root, rule);
    const { optionTypes, shapes = 0 } = visitors;
    this.command.add(visitors.command, rule, shapes);
    this.options.add(visitors.options, rule);
    for (let type = 0; type < this.optionByType.length; type++) {
      if (optionTypes === undefined || optionTypes.includes(type)) this.optionByType[type]!.add(visitors.option, rule, shapes);
    }
    this.choice.add(visitors.choice, rule, shapes);
    this.localizations.add(visitors.localizations, rule, visitors.summaries);
    this.permissions.add(visitors.permissions, rule);
    this.permissionEntry.add(visitors.permissionEntry, rule);
    this.set.add(visitors.set, rule);
  }

  /** The option visitors that apply to an option of this type. */
  optionVisitors(type: number | undefined): Visitors<OptionNode> {
    return this.optionByType[type !== undefined && type > 0 && type <= OPTION_TYPE_COUNT ? type : 0]!;
  }

  /** As `call`, skipping the visitors whose mask `flags` (the node's shape or summary flags) has none of. */
  callMasked<N>(visitors: Visitors<N>, node: N, flags: number): void {
    const { visits, masks } = visitors;
    for (let i = 0; i < visits.length; i++) {
      const mask = masks[i]!;
      if (mask !== 0 && (flags & mask) === 0) continue;
      try {
        visits[i]!(node);
      } catch (error) {
        this.onError(visitors.rules[i]!, error, node);
      }
    }
  }

  call<N>(visitors: Visitors<N>, node: N): void {
    const { visits } = visitors;
    for (let i = 0; i < visits.length; i++) {
      try {
        visits[i]!(node);
      } catch (error) {
        this.onError(visitors.rules[i]!, error, node);
      }
    }
  }
}

/** Decides what a body is when the caller did not say. */
export function detectKind(value: unknown): BodyKind {
  if (Array.isArray(value)) return 'commands';
  if (isObject(value) && Object.prototype.hasOwnProperty.call(value, 'permissions')) return 'permissions';
  return 'command';
}

export class Walker {
  readonly commands: CommandNode[] = [];
  itemCount = 0;

  constructor(
    private readonly dispatch: Dispatch,
    private readonly defaultLocale: string,
  ) {}

  body(value: unknown, body: number, kind: BodyKind): void {
    const d = this.dispatch;
    d.call(d.root, { value, kind, body, path: [] });
    if (kind === 'commands') {
      if (!Array.isArray(value)) return;
      this.itemCount += value.length;
      const held = heldIndices(value);
      const count = held === undefined ? value.length : held.length;
      for (let k = 0; k < count; k++) {
        const i = held === undefined ? k : held[k]!;
        const item: unknown = value[i];
        if (isObject(item)) this.command(item, [i], body, 'commands');
      }
    } else if (kind === 'permissions') {
      if (isObject(value)) this.permissionsBody(value, body);
    } else if (isObject(value)) {
      this.itemCount += 1;
      this.command(value, [], body, kind);
    }
  }

  finish(): void {
    this.dispatch.call(this.dispatch.set, { commands: this.commands, itemCount: this.itemCount });
  }

  private command(value: JsonObject, path: Path, body: number, bodyKind: 'command' | 'commands' | 'edit'): void {
    const d = this.dispatch;
    const typeValue = own(value, 'type');
    const type =
      typeValue === undefined ? (bodyKind === 'edit' ? undefined : 1) : resolveEnum(typeValue, COMMAND_TYPE_NAMES);
    const node = new Command(this.defaultLocale, value, path, body, bodyKind, type, this.commands.length);
    this.commands.push(node);
    d.callMasked(d.command, node, node.shape);
    this.localizations(node, value);
    if (type === 1 || type === undefined) {
      const options = own(value, 'options');
      if (Array.isArray(options)) this.optionList(options, node, node, 1);
    }
  }

  private optionList(list: readonly unknown[], owner: CommandNode | OptionNode, command: CommandNode, depth: number): void {
    const d = this.dispatch;
    const listNode = new Options(list, owner, command, depth);
    const { options } = listNode;
    const held = heldIndices(list);
    const count = held === undefined ? list.length : held.length;
    for (let k = 0; k < count; k++) {
      const i = held === undefined ? k : held[k]!;
      const item: unknown = list[i];
      if (!isObject(item)) continue;
      const type = resolveEnum(own(item, 'type'), OPTION_TYPE_NAMES);
      options.push(new Option(this.defaultLocale, item, listNode, owner.body, type, owner, command, depth, i));
    }
    // The name summaries every name rule asks for are made here, in one pass that also tells
    // whether any name of the array repeats (what the uniqueness and collision rules ask first).
    if (openNameSet()) {
      try {
        for (let i = 0; i < options.length; i++) options[i]!.gatherNames();
      } finally {
        listNode.namesRepeated = closeNameSet();
      }
    }
    d.call(d.options, listNode);
    for (let i = 0; i < options.length; i++) this.option(options[i]!);
  }

  private option(node: OptionNode): void {
    const d = this.dispatch;
    const { value } = node;
    d.callMasked(d.optionVisitors(node.type), node, node.shape);
    this.localizations(node, value);
    const choices = own(value, 'choices');
    if (Array.isArray(choices)) {
      const held = heldIndices(choices);
      const count = held === undefined ? choices.length : held.length;
      for (let k = 0; k < count; k++) {
        const i = held === undefined ? k : held[k]!;
        const item: unknown = choices[i];
        if (!isObject(item)) continue;
        const choice = new Choice(this.defaultLocale, item, node.body, node, node.command, i);
        d.callMasked(d.choice, choice, choice.shape);
        this.localizations(choice, item);
      }
    }
    if (node.depth < MAX_OPTION_DEPTH && (node.type === 1 || node.type === 2 || node.type === undefined)) {
      const nested = own(value, 'options');
      if (Array.isArray(nested)) this.optionList(nested, node, node.command, node.depth + 1);
    }
  }

  private localizations(owner: CommandNode | OptionNode | ChoiceNode, value: JsonObject): void {
    const d = this.dispatch;
    const visits = d.localizations;
    if (visits.visits.length === 0) return;
    // A dictionary is visited only when its summary has a flag some visitor wants: most have
    // nothing to report, and are then neither made into nodes nor shown to the rules.
    const names = own(value, 'name_localizations');
    if (isObject(names)) {
      const summary = owner.summary('name');
      if ((summary.flags & visits.wanted) !== 0) d.callMasked(visits, new Localizations(names, 'name', owner, own(value, 'name'), summary), summary.flags);
    }
    if (owner.node === 'choice') return;
    const descriptions = own(value, 'description_localizations');
    if (isObject(descriptions)) {
      const summary = owner.summary('description');
      if ((summary.flags & visits.wanted) !== 0) d.callMasked(visits, new Localizations(descriptions, 'description', owner, own(value, 'description'), summary), summary.flags);
    }
  }

  private permissionsBody(value: JsonObject, body: number): void {
    const d = this.dispatch;
    d.call(d.permissions, { node: 'permissions', value, body, path: [] });
    const entries = own(value, 'permissions');
    if (!Array.isArray(entries)) return;
    const held = heldIndices(entries);
    const count = held === undefined ? entries.length : held.length;
    for (let k = 0; k < count; k++) {
      const i = held === undefined ? k : held[k]!;
      const item: unknown = entries[i];
      if (isObject(item)) d.call(d.permissionEntry, { node: 'permissionEntry', value: item, body, index: i, path: ['permissions', i] });
    }
  }
}
