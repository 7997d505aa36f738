// An option's type, bounds and choices from a parameter's annotation (python-facts.md 3.1, 3.3):
// `str int float bool`, the library's user, role, channel and attachment classes, unions,
// `Optional`, `Range`, `Literal`. An annotation cmdlint does not know (a Transformer, an Enum from
// elsewhere, a class of the bot's) leaves the type unknown, and the rules that need it silent.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced } from '@cmdlint/text';
import { OPTION_TYPE } from './body.js';
import type { Evaluator } from './evaluate.js';
import type { ModuleNames } from './module.js';
import { plainName, spanOf, typeForm, unionMembers, unwrapType, type Span, type TypeForm } from './syntax.js';
import { WALK } from './walk.js';

export interface OptionKind {
  /** The option type, or unknown. */
  readonly type: Traced;
  /** `Optional[...]` or `X | None`: None is accepted. */
  readonly optional: boolean;
  /** Fields the annotation sets (`min_value`, `choices`...), each with its value. */
  readonly fields: ReadonlyMap<string, Traced>;
  /** Fields the annotation sets whose values cmdlint does not compute (`channel_types`). */
  readonly unknownFields: readonly string[];
}

const BUILTIN: Readonly<Record<string, number>> = { str: OPTION_TYPE.string, int: OPTION_TYPE.integer, bool: OPTION_TYPE.boolean, float: OPTION_TYPE.number };

/** Classes of the `discord` package (discord.py, py-cord), of `nextcord` and `disnake`, by their last name. */
const LIBRARY_CLASSES: Readonly<Record<string, number>> = {
  Member: OPTION_TYPE.user,
  User: OPTION_TYPE.user,
  Role: OPTION_TYPE.role,
  Attachment: OPTION_TYPE.attachment,
  Mentionable: OPTION_TYPE.mentionable,
  TextChannel: OPTION_TYPE.channel,
  VoiceChannel: OPTION_TYPE.channel,
  CategoryChannel: OPTION_TYPE.channel,
  StageChannel: OPTION_TYPE.channel,
  ForumChannel: OPTION_TYPE.channel,
  MediaChannel: OPTION_TYPE.channel,
  Thread: OPTION_TYPE.channel,
  GuildChannel: OPTION_TYPE.channel,
  AppCommandChannel: OPTION_TYPE.channel,
  AppCommandThread: OPTION_TYPE.channel,
};

export class Annotations {
  constructor(
    private readonly names: ModuleNames,
    private readonly evaluator: Evaluator,
  ) {}

  /** The qualified name of an annotation's head, when it names something known. */
  private qualified(head: string | undefined): string | undefined {
    return this.names.qualify(head);
  }

  /** A class's option type: a builtin, or a class of the `discord` package. */
  classType(node: Node, form: TypeForm = typeForm(node)): number | undefined {
    const name = this.qualified(form.head);
    if (name === undefined) return undefined;
    if (Object.prototype.hasOwnProperty.call(BUILTIN, name) && !this.names.isConstant(name)) return BUILTIN[name];
    if (!name.startsWith('discord.') && !name.startsWith('nextcord.') && !name.startsWith('disnake.')) return undefined;
    const last = name.slice(name.lastIndexOf('.') + 1);
    return Object.prototype.hasOwnProperty.call(LIBRARY_CLASSES, last) ? LIBRARY_CLASSES[last] : undefined;
  }

  private isTyping(name: string | undefined, member: string): boolean {
    const qualified = this.qualified(name);
    return qualified === `typing.${member}` || qualified === `typing_extensions.${member}`;
  }

  /** The option an annotation makes. */
  kind(annotation: Node): OptionKind {
    const span = spanOf(annotation);
    // `int`, `discord.Member`: one read of the text, not a walk of the wrapper, the union and the form.
    const plain = WALK.enabled ? plainName(annotation) : undefined;
    if (plain !== undefined) return withOptional(this.single(annotation, span, { head: plain, args: [], node: annotation }), false);
    const members = unionMembers(annotation);
    // Each type read is a crossing into wasm: once per member.
    const types = members.map((member) => member.type);
    const optional = types.includes('none');
    let rest = members.filter((_, index) => types[index] !== 'none');
    let form: TypeForm | undefined;
    // Optional[X], Union[X, Y]
    if (rest.length === 1) {
      form = typeForm(rest[0]!);
      if (this.isTyping(form.head, 'Optional') && form.args.length === 1) return withOptional(this.kind(form.args[0]!), true);
      if (this.isTyping(form.head, 'Union')) {
        const inner = form.args.flatMap((arg) => unionMembers(arg));
        const withNone = inner.some((member) => member.type === 'none' || member.text === 'None');
        rest = inner.filter((member) => !(member.type === 'none' || member.text === 'None'));
        if (rest.length === 1) return withOptional(this.kind(rest[0]!), optional || withNone);
        return withOptional(this.union(rest, span), optional || withNone);
      }
    }
    if (rest.length > 1) return withOptional(this.union(rest, span), optional);
    const single = rest[0];
    if (!single) return unknownKind(span, optional);
    return withOptional(this.single(single, span, form), optional);
  }

  /** `Member | Role` is MENTIONABLE, channels together a CHANNEL; anything else unknown. */
  private union(members: readonly Node[], span: Span): Omit<OptionKind, 'optional'> {
    const types = members.map((member) => this.classType(member));
    if (types.some((type) => type === undefined)) return unknownKind(span, false);
    const set = new Set(types);
    if (set.size === 1 && set.has(OPTION_TYPE.channel)) return { type: primitive(OPTION_TYPE.channel, span), fields: new Map(), unknownFields: ['channel_types'] };
    if ([...set].every((type) => type === OPTION_TYPE.user || type === OPTION_TYPE.role) && set.has(OPTION_TYPE.role)) return { type: primitive(OPTION_TYPE.mentionable, span), fields: new Map(), unknownFields: [] };
    return unknownKind(span, false);
  }

  /** One member's option; its form when the caller has read it (a type wrapper's form is its expression's). */
  private single(node: Node, span: Span, known?: TypeForm): Omit<OptionKind, 'optional'> {
    const form = known ?? typeForm(unwrapType(node));
    const qualified = this.qualified(form.head);
    if (form.args.length === 0) {
      const type = this.classType(node, form);
      if (type === undefined) return unknownKind(span, false);
      return { type: primitive(type, span), fields: new Map(), unknownFields: type === OPTION_TYPE.channel ? ['channel_types'] : [] };
    }
    if (this.isTyping(form.head, 'Literal')) return this.literal(form.args, span);
    if (qualified === 'discord.app_commands.Range' || qualified === 'discord.app_commands.transformers.Range' || qualified === 'disnake.ext.commands.Range' || qualified === 'disnake.ext.commands.String') return this.range(form.args, span);
    if (qualified === 'discord.app_commands.Choice' && form.args.length === 1) {
      const type = this.classType(form.args[0]!);
      return type === OPTION_TYPE.string || type === OPTION_TYPE.integer || type === OPTION_TYPE.number ? { type: primitive(type, span), fields: new Map(), unknownFields: [] } : unknownKind(span, false);
    }
    return unknownKind(span, false);
  }

  /** `Literal["a", "b"]`: choices named `str(value)`, of the values' type. */
  private literal(args: readonly Node[], span: Span): Omit<OptionKind, 'optional'> {
    const items: Traced[] = [];
    let type: number | undefined;
    for (const arg of args) {
      const value = this.evaluator.value(unwrapType(arg));
      if (value.kind !== 'primitive' || (typeof value.value !== 'string' && typeof value.value !== 'number')) return unknownKind(span, false);
      const kind = typeof value.value === 'string' ? OPTION_TYPE.string : Number.isInteger(value.value) && /^-?[0-9]/u.test(arg.text) && !arg.text.includes('.') ? OPTION_TYPE.integer : OPTION_TYPE.number;
      if (type !== undefined && type !== kind) return unknownKind(span, false);
      type = kind;
      // Name and value come from one literal: neither owns it alone, so no fix edits it.
      const name = primitive(String(value.value), value.span);
      const plain = primitive(value.value, value.span);
      items.push({ kind: 'object', entries: new Map([['name', { value: name, keySpan: value.span }], ['value', { value: plain, keySpan: value.span }]]), open: false, span: value.span });
    }
    if (type === undefined) return unknownKind(span, false);
    return { type: primitive(type, span), fields: new Map([['choices', { kind: 'array', items, open: false, span }]]), unknownFields: [] };
  }

  /** `Range[int, 1, 10]`, `Range[str, 2, 50]`: bounds where given (None or absent: none). */
  private range(args: readonly Node[], span: Span): Omit<OptionKind, 'optional'> {
    const [kindNode, minNode, maxNode] = args;
    if (!kindNode) return unknownKind(span, false);
    const type = this.classType(kindNode);
    if (type !== OPTION_TYPE.integer && type !== OPTION_TYPE.number && type !== OPTION_TYPE.string) return unknownKind(span, false);
    const fields = new Map<string, Traced>();
    const [minKey, maxKey] = type === OPTION_TYPE.string ? ['min_length', 'max_length'] : ['min_value', 'max_value'];
    for (const [key, node] of [[minKey!, minNode], [maxKey!, maxNode]] as const) {
      if (!node) continue;
      const value = this.evaluator.value(unwrapType(node));
      if (value.kind === 'primitive' && value.value === null) continue;
      fields.set(key, value.kind === 'primitive' && typeof value.value === 'number' ? value : unknown(value.span, 'a bound not known'));
    }
    return { type: primitive(type, span), fields, unknownFields: [] };
  }
}

/** A kind with its optionality (built field by field: an object spread of each kind cost more than the rest of `kind`). */
function withOptional(kind: Omit<OptionKind, 'optional'>, optional: boolean): OptionKind {
  return { type: kind.type, optional, fields: kind.fields, unknownFields: kind.unknownFields };
}

function unknownKind(span: Span, optional: boolean): OptionKind {
  return { type: unknown(span, 'an annotation cmdlint does not read'), optional, fields: new Map(), unknownFields: [] };
}
