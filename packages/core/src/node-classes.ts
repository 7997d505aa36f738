// The classes behind the node interfaces of nodes.ts, as the walk makes them: each reads what
// every rule asks (type, name, shape) once, and makes what only a reporting rule asks (paths,
// labels, field summaries) when first read.
import { CommandType, OPTION_FIELD_TYPES, commandTypeName } from './facts.js';
import type { ChoiceNode, CommandNode, LocalizationsNode, OptionNode, OptionsNode } from './nodes.js';
import { CHOICE_FIELD_SPECS, COMMAND_FIELD_SPECS, OPTION_FIELD_SPECS } from './fields.js';
import { ShapeTable, scanShape } from './shape.js';
import type { NameSet } from './name-set.js';
import type { FieldSummary, Summarizer } from './summary.js';
import { optionWord } from './names.js';
import type { Path } from './types.js';
import { clip, own, quoteCut, type JsonObject } from './util.js';

const COMMAND_SHAPE = /* @__PURE__ */ new ShapeTable(COMMAND_FIELD_SPECS);
const OPTION_SHAPE = /* @__PURE__ */ new ShapeTable(OPTION_FIELD_SPECS, OPTION_FIELD_TYPES);
const CHOICE_SHAPE = /* @__PURE__ */ new ShapeTable(CHOICE_FIELD_SPECS);

/** The object's name when it is a string. */
function nameOf(value: JsonObject): string | undefined {
  const name = own(value, 'name');
  return typeof name === 'string' ? name : undefined;
}

function quoted(name: string | undefined, index: number | string): string {
  return name === undefined ? `#${index}` : quoteCut(name);
}

/** Memoizes the field summaries of a node: computed on the first rule's request, shared by all. */
abstract class SummarizedNode {
  private nameSummary: FieldSummary | undefined;
  private descriptionSummary: FieldSummary | undefined;
  abstract readonly value: JsonObject;
  constructor(
    private readonly summarizer: Summarizer,
    private readonly nameRules = true,
  ) {}
  summary(field: 'name' | 'description'): FieldSummary {
    if (field === 'name') return (this.nameSummary ??= this.summarizer.summarize(this.value, 'name', this.nameRules));
    return (this.descriptionSummary ??= this.summarizer.summarize(this.value, 'description'));
  }
  /** Makes the name summary while adding the names to `names` (see name-set.ts). */
  gatherNames(names: NameSet): void {
    const summary = this.summarizer.summarize(this.value, 'name', this.nameRules, names);
    this.nameSummary ??= summary;
  }
}

export class Command extends SummarizedNode implements CommandNode {
  readonly node = 'command' as const;
  readonly name: string | undefined;
  constructor(
    summarizer: Summarizer,
    readonly value: JsonObject,
    readonly path: Path,
    readonly body: number,
    readonly bodyKind: 'command' | 'commands' | 'edit',
    readonly type: number | undefined,
    readonly ordinal: number,
  ) {
    super(summarizer);
    this.name = nameOf(value);
    this.shape = scanShape(value, COMMAND_SHAPE);
  }
  readonly shape: number;
  private cachedInvocation: string | undefined;
  get invocation(): string {
    if (this.cachedInvocation !== undefined) return this.cachedInvocation;
    if (this.name === undefined) this.cachedInvocation = this.path.length === 0 ? 'the command' : `command #${String(this.path[0])}`;
    else this.cachedInvocation = this.type === CommandType.CHAT_INPUT || this.type === undefined ? `/${clip(this.name)}` : quoteCut(this.name);
    return this.cachedInvocation;
  }
  private cachedLabel: string | undefined;
  get label(): string {
    if (this.cachedLabel !== undefined) return this.cachedLabel;
    // Without a name there is nothing to quote: "the edited command", "command #3".
    if (this.name === undefined) {
      const what = this.bodyKind === 'edit' ? 'the edited command' : this.invocation;
      this.cachedLabel = this.type === undefined || this.type === CommandType.CHAT_INPUT ? what : `${what} (${commandTypeName(this.type)})`;
    } else {
      this.cachedLabel = this.type === CommandType.CHAT_INPUT || this.type === undefined ? `command ${this.invocation}` : `${commandTypeName(this.type)} command ${this.invocation}`;
    }
    return this.cachedLabel;
  }
}

// Paths of options, choices, option lists and dictionaries are made when first read (by a rule
// that reports, mostly): most nodes of a valid body never need theirs.

export class Option extends SummarizedNode implements OptionNode {
  readonly node = 'option' as const;
  readonly name: string | undefined;
  private cachedPath: Path | undefined;
  constructor(
    summarizer: Summarizer,
    readonly value: JsonObject,
    private readonly list: { readonly path: Path },
    readonly body: number,
    readonly type: number | undefined,
    readonly parent: CommandNode | OptionNode,
    readonly command: CommandNode,
    readonly depth: number,
    readonly index: number,
  ) {
    super(summarizer);
    this.name = nameOf(value);
    this.shape = scanShape(value, OPTION_SHAPE, type);
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
    this.cachedLabel ??= `${optionWord(this.type)} ${quoted(this.name, this.index)} of ${this.parent.invocation}`;
    return this.cachedLabel;
  }
}

export class Choice extends SummarizedNode implements ChoiceNode {
  readonly node = 'choice' as const;
  private cachedPath: Path | undefined;
  constructor(
    summarizer: Summarizer,
    readonly value: JsonObject,
    readonly body: number,
    readonly option: OptionNode,
    readonly command: CommandNode,
    readonly index: number,
  ) {
    super(summarizer, false);
    this.shape = scanShape(value, CHOICE_SHAPE);
  }
  readonly shape: number;
  get path(): Path {
    return (this.cachedPath ??= [...this.option.path, 'choices', this.index]);
  }
  private cachedLabel: string | undefined;
  get label(): string {
    this.cachedLabel ??= `choice ${quoted(nameOf(this.value), this.index)} of ${this.option.label}`;
    return this.cachedLabel;
  }
}

export class Options implements OptionsNode {
  readonly node = 'options' as const;
  readonly options: Option[] = [];
  readonly body: number;
  namesMayRepeat = true;
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

export class Localizations implements LocalizationsNode {
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
