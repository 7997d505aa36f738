// The one pass over the bodies: every command, options array, option, choice and localization
// dictionary is visited once, and each rule's visitors are called on it (dispatch.ts). The walk
// only descends into fields whose shape it knows, to a fixed depth, so cycles and deep junk cannot
// trap it.
import { COMMAND_TYPE_NAMES, CommandType, MAX_OPTION_DEPTH, OPTION_TYPE_NAMES, OptionType, resolveEnum } from './facts.js';
import type { Dispatch } from './dispatch.js';
import type { ChoiceNode, CommandNode, OptionNode } from './nodes.js';
import { NameSet } from './name-set.js';
import { Summarizer } from './summary.js';
import { Choice, Command, Localizations, Option, Options } from './node-classes.js';
import type { BodyKind, Path } from './types.js';
import { heldIndices, isObject, own, type JsonObject } from './util.js';

const hasOwn = (object: JsonObject, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** A command's own keys: `name` and one of `type`, `description`, `options` (api-facts §3). */
function hasCommandKeys(value: JsonObject): boolean {
  return hasOwn(value, 'name') && (hasOwn(value, 'type') || hasOwn(value, 'description') || hasOwn(value, 'options'));
}

/** A `permissions` array of objects each with `id`, `type` and `permission`: an overwrite list (api-facts §4). */
function hasOverwriteList(value: JsonObject): boolean {
  const list = value.permissions;
  if (!Array.isArray(list) || list.length === 0) return false;
  for (const entry of list) if (!isObject(entry) || !hasOwn(entry, 'id') || !hasOwn(entry, 'permission')) return false;
  return true;
}

/**
 * Decides what a body is when the caller did not say, weighing all its keys: an object with a
 * command's keys is a command even when it keeps a `permissions` field of its own (many bots do,
 * as `["ADMINISTRATOR"]` or an object: an unknown field there); an object with `permissions` and
 * no command keys is a permissions body.
 */
export function detectKind(value: unknown): BodyKind {
  if (Array.isArray(value)) return 'commands';
  if (isObject(value) && !hasCommandKeys(value) && hasOwn(value, 'permissions')) return 'permissions';
  return 'command';
}

/**
 * Why a body's kind is a guess (undefined: it is not): an object with both a command's keys and an
 * overwrite list, or with a `name` beside a `permissions` array but no other command key.
 */
export function kindAmbiguity(value: unknown): string | undefined {
  if (!isObject(value) || !hasOwn(value, 'permissions')) return undefined;
  try {
    if (hasCommandKeys(value)) {
      if (!hasOverwriteList(value)) return undefined;
      return 'This object has both a command\'s fields ("name" and "description", "type" or "options") and a permissions body\'s "permissions" list, so its kind is a guess: it is read as a command, where "permissions" is no field. A command\'s permissions are set apart (PUT .../commands/{id}/permissions): move the list to its own file, or, if this is a permissions body, lint it with --kind permissions.';
    }
    if (!hasOwn(value, 'name')) return undefined;
    return 'This object has a "permissions" list and a "name" but no "description", "type" or "options", so its kind is a guess: it is read as a permissions body. If it is a command, give it its description (or its type); if it is a permissions body, remove "name".';
  } catch {
    return undefined; // an unreadable value: the lint says so
  }
}

export class Walker {
  readonly commands: CommandNode[] = [];
  itemCount = 0;

  /** The field summaries of this walk's nodes are made by one summarizer. */
  private readonly summarizer: Summarizer;

  constructor(
    private readonly dispatch: Dispatch,
    defaultLocale: string,
    /** Where the names of each options array are gathered, one array at a time. */
    private readonly names = new NameSet(),
  ) {
    this.summarizer = new Summarizer(defaultLocale);
  }

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
    const node = new Command(this.summarizer, value, path, body, bodyKind, type, this.commands.length);
    this.commands.push(node);
    d.callMasked(d.command, node, node.shape);
    this.localizations(node, value);
    if (type === CommandType.CHAT_INPUT || type === undefined) {
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
      options.push(new Option(this.summarizer, item, listNode, owner.body, type, owner, command, depth, i));
    }
    // The name summaries every name rule asks for are made here, in one pass that also tells
    // whether any name of the array repeats (what the uniqueness and collision rules ask first).
    const { names } = this;
    names.reset();
    for (let i = 0; i < options.length; i++) options[i]!.gatherNames(names);
    if (d.filters === 'honoured') listNode.namesMayRepeat = names.mayRepeat();
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
        const choice = new Choice(this.summarizer, item, node.body, node, node.command, i);
        d.callMasked(d.choice, choice, choice.shape);
        this.localizations(choice, item);
      }
    }
    if (node.depth < MAX_OPTION_DEPTH && (node.type === OptionType.SUB_COMMAND || node.type === OptionType.SUB_COMMAND_GROUP || node.type === undefined)) {
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
