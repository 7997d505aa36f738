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
import type { BodyKind, Path } from './types.js';
import { isObject, own, type JsonObject } from './util.js';

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

class Command implements CommandNode {
  readonly node = 'command' as const;
  readonly name: string | undefined;
  constructor(
    readonly value: JsonObject,
    readonly path: Path,
    readonly body: number,
    readonly bodyKind: 'command' | 'commands' | 'edit',
    readonly type: number | undefined,
  ) {
    const name = own(value, 'name');
    this.name = typeof name === 'string' ? name : undefined;
  }
  get invocation(): string {
    if (this.type === 1 || this.type === undefined) return this.name === undefined ? `/${this.where}` : `/${this.name}`;
    return this.name === undefined ? this.where : JSON.stringify(this.name);
  }
  get label(): string {
    if (this.type === 1 || this.type === undefined) return `command ${this.invocation}`;
    return `${commandTypeName(this.type)} command ${this.name === undefined ? this.where : JSON.stringify(this.name)}`;
  }
  private get where(): string {
    return this.path.length === 0 ? '(unnamed)' : `#${String(this.path[0])}`;
  }
}

class Option implements OptionNode {
  readonly node = 'option' as const;
  readonly name: string | undefined;
  constructor(
    readonly value: JsonObject,
    readonly path: Path,
    readonly body: number,
    readonly type: number | undefined,
    readonly parent: CommandNode | OptionNode,
    readonly command: CommandNode,
    readonly depth: number,
    readonly index: number,
  ) {
    const name = own(value, 'name');
    this.name = typeof name === 'string' ? name : undefined;
  }
  get invocation(): string {
    return `${this.parent.invocation} ${this.name ?? `#${this.index}`}`;
  }
  get label(): string {
    const word = this.type === 1 ? 'subcommand' : this.type === 2 ? 'subcommand group' : 'option';
    return `${word} ${quoted(this.name, this.index)} of ${this.parent.invocation}`;
  }
}

class Choice implements ChoiceNode {
  readonly node = 'choice' as const;
  constructor(
    readonly value: JsonObject,
    readonly path: Path,
    readonly body: number,
    readonly option: OptionNode,
    readonly command: CommandNode,
    readonly index: number,
  ) {}
  get label(): string {
    const name = own(this.value, 'name');
    return `choice ${quoted(typeof name === 'string' ? name : undefined, this.index)} of ${this.option.label}`;
  }
}

type Visit<N> = (node: N) => void;

/** The visitors of all enabled rules, grouped by what they visit. */
export class Dispatch {
  readonly root: Visit<RootNode>[] = [];
  readonly command: Visit<CommandNode>[] = [];
  readonly options: Visit<OptionsNode>[] = [];
  readonly option: Visit<OptionNode>[] = [];
  readonly choice: Visit<ChoiceNode>[] = [];
  readonly localizations: Visit<LocalizationsNode>[] = [];
  readonly permissions: Visit<PermissionsNode>[] = [];
  readonly permissionEntry: Visit<PermissionEntryNode>[] = [];
  readonly set: Visit<SetNode>[] = [];

  /** Adds a rule's visitors; `guard` wraps each so that a failing rule reports instead of throwing. */
  add(visitors: RuleVisitors, guard: <N>(visit: Visit<N>) => Visit<N>): void {
    if (visitors.root) this.root.push(guard(visitors.root));
    if (visitors.command) this.command.push(guard(visitors.command));
    if (visitors.options) this.options.push(guard(visitors.options));
    if (visitors.option) this.option.push(guard(visitors.option));
    if (visitors.choice) this.choice.push(guard(visitors.choice));
    if (visitors.localizations) this.localizations.push(guard(visitors.localizations));
    if (visitors.permissions) this.permissions.push(guard(visitors.permissions));
    if (visitors.permissionEntry) this.permissionEntry.push(guard(visitors.permissionEntry));
    if (visitors.set) this.set.push(guard(visitors.set));
  }
}

function call<N>(visits: Visit<N>[], node: N): void {
  for (let i = 0; i < visits.length; i++) visits[i]!(node);
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

  constructor(private readonly dispatch: Dispatch) {}

  body(value: unknown, body: number, kind: BodyKind): void {
    const d = this.dispatch;
    call(d.root, { value, kind, body, path: [] });
    if (kind === 'commands') {
      if (!Array.isArray(value)) return;
      this.itemCount += value.length;
      for (let i = 0; i < value.length; i++) {
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
    call(this.dispatch.set, { commands: this.commands, itemCount: this.itemCount });
  }

  private command(value: JsonObject, path: Path, body: number, bodyKind: 'command' | 'commands' | 'edit'): void {
    const d = this.dispatch;
    const typeValue = own(value, 'type');
    const type =
      typeValue === undefined ? (bodyKind === 'edit' ? undefined : 1) : resolveEnum(typeValue, COMMAND_TYPE_NAMES);
    const node = new Command(value, path, body, bodyKind, type);
    this.commands.push(node);
    call(d.command, node);
    this.localizations(node, value);
    if (type === 1 || type === undefined) {
      const options = own(value, 'options');
      if (Array.isArray(options)) this.optionList(options, [...path, 'options'], node, node, 1);
    }
  }

  private optionList(
    list: readonly unknown[],
    path: Path,
    owner: CommandNode | OptionNode,
    command: CommandNode,
    depth: number,
  ): void {
    const d = this.dispatch;
    const options: OptionNode[] = [];
    for (let i = 0; i < list.length; i++) {
      const item: unknown = list[i];
      if (!isObject(item)) continue;
      const type = resolveEnum(own(item, 'type'), OPTION_TYPE_NAMES);
      options.push(new Option(item, [...path, i], owner.body, type, owner, command, depth, i));
    }
    const listNode: OptionsNode = { node: 'options', value: list, path, body: owner.body, owner, command, depth, options };
    call(d.options, listNode);
    for (const option of options) this.option(option);
  }

  private option(node: OptionNode): void {
    const d = this.dispatch;
    const { value, path } = node;
    call(d.option, node);
    this.localizations(node, value);
    const choices = own(value, 'choices');
    if (Array.isArray(choices)) {
      for (let i = 0; i < choices.length; i++) {
        const item: unknown = choices[i];
        if (!isObject(item)) continue;
        const choice = new Choice(item, [...path, 'choices', i], node.body, node, node.command, i);
        call(d.choice, choice);
        this.localizations(choice, item);
      }
    }
    if (node.depth < MAX_OPTION_DEPTH && (node.type === 1 || node.type === 2 || node.type === undefined)) {
      const nested = own(value, 'options');
      if (Array.isArray(nested)) this.optionList(nested, [...path, 'options'], node, node.command, node.depth + 1);
    }
  }

  private localizations(owner: CommandNode | OptionNode | ChoiceNode, value: JsonObject): void {
    const visits = this.dispatch.localizations;
    if (visits.length === 0) return;
    const names = own(value, 'name_localizations');
    if (isObject(names)) {
      call(visits, {
        node: 'localizations',
        value: names,
        field: 'name',
        owner,
        base: own(value, 'name'),
        body: owner.body,
        path: [...owner.path, 'name_localizations'],
      });
    }
    if (owner.node === 'choice') return;
    const descriptions = own(value, 'description_localizations');
    if (isObject(descriptions)) {
      call(visits, {
        node: 'localizations',
        value: descriptions,
        field: 'description',
        owner,
        base: own(value, 'description'),
        body: owner.body,
        path: [...owner.path, 'description_localizations'],
      });
    }
  }

  private permissionsBody(value: JsonObject, body: number): void {
    const d = this.dispatch;
    call(d.permissions, { node: 'permissions', value, body, path: [] });
    const entries = own(value, 'permissions');
    if (!Array.isArray(entries)) return;
    for (let i = 0; i < entries.length; i++) {
      const item: unknown = entries[i];
      if (isObject(item)) call(d.permissionEntry, { node: 'permissionEntry', value: item, body, index: i, path: ['permissions', i] });
    }
  }
}
