// Prints a command body as a JavaScript/TypeScript source that sends it, in the styles bot authors
// write (string constants, enum members, spreads of known objects, templates, `as const`), and
// records where each value of the body was printed, for the source reader's property tests.
import fc from 'fast-check';
import type { Path } from '../../packages/core/src/index.js';

const OPTION_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'Subcommand', 2: 'SubcommandGroup', 3: 'String', 4: 'Integer', 5: 'Boolean', 6: 'User', 7: 'Channel', 8: 'Role', 9: 'Mentionable', 10: 'Number', 11: 'Attachment' };

export interface PrintStyle {
  /** Per printed string: 0 a '…' literal, 1 a "…" literal, 2 a `…` template, 3 a constant declared above. */
  readonly strings: readonly number[];
  /** Per object: whether it is written as a spread of a known object (`{ ...{ a: 1 } }`). */
  readonly spreads: readonly boolean[];
  /** Option types as ApplicationCommandOptionType members. */
  readonly enums: boolean;
  readonly asConst: boolean;
}

export const printStyle: fc.Arbitrary<PrintStyle> = fc.record({
  strings: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 64 }),
  spreads: fc.array(fc.boolean(), { minLength: 1, maxLength: 64 }),
  enums: fc.boolean(),
  asConst: fc.boolean(),
});

export interface PrintedSource {
  readonly text: string;
  /** Offset of each printed primitive by its path (JSON of the path). */
  readonly at: ReadonlyMap<string, number>;
  /** The text that replaced a value by an unknown, when asked. */
}

const quote = (value: string, q: string): string => {
  const json = JSON.stringify(value).slice(1, -1);
  if (q === '"') return `"${json}"`;
  if (q === "'") return `'${json.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
  return `\`${json.replace(/\\"/g, '"').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
};
/** The quotes of the string styles 0-2. */
const QUOTES = ["'", '"', '`'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A source's text, written piece by piece, with where each printed value starts (`at`, by the
 * JSON of its path): what both printers below write with. The value at `unknownAt` is printed as
 * a call the file cannot know.
 */
class Printer {
  private readonly parts: string[] = [];
  private offset = 0;
  private strings = 0;
  readonly at = new Map<string, number>();

  constructor(
    private readonly style: PrintStyle,
    private readonly unknownAt: Path | undefined,
  ) {}

  emit(text: string): void {
    this.parts.push(text);
    this.offset += text.length;
  }

  isUnknown(path: Path): boolean {
    const unknownAt = this.unknownAt;
    return unknownAt !== undefined && path.length === unknownAt.length && path.every((step, i) => step === unknownAt[i]);
  }

  /** At the unknown's path: prints the call in place of the value, and says so. */
  printedUnknown(path: Path): boolean {
    if (!this.isUnknown(path)) return false;
    this.emit(`t(${JSON.stringify(path.join('.'))})`);
    return true;
  }

  /** The style of the next string printed (see PrintStyle.strings). */
  nextStringStyle(): number {
    return this.style.strings[this.strings++ % this.style.strings.length]!;
  }

  /** The text of the value at `path`, where it starts noted. */
  value(path: Path, text: string): void {
    this.at.set(JSON.stringify(path), this.offset);
    this.emit(text);
  }

  /** A number, boolean or null as its literal; false for anything else. */
  scalar(value: unknown, path: Path): boolean {
    if (typeof value !== 'number' && typeof value !== 'boolean' && value !== null) return false;
    this.value(path, typeof value === 'number' && Object.is(value, -0) ? '-0' : JSON.stringify(value));
    return true;
  }

  /** An array or an object between `braces`, each item printed by `item`; false for anything else. */
  compound(value: unknown, path: Path, item: (value: unknown, path: Path) => void, braces: readonly [string, string] = ['{ ', ' }']): boolean {
    if (Array.isArray(value)) {
      this.emit('[');
      value.forEach((element, i) => {
        if (i > 0) this.emit(', ');
        item(element, [...path, i]);
      });
      this.emit(']');
      return true;
    }
    if (!isPlainObject(value)) return false;
    this.emit(braces[0]);
    Object.keys(value).forEach((k, i) => {
      if (i > 0) this.emit(', ');
      this.emit(`${JSON.stringify(k)}: `);
      item(value[k], [...path, k]);
    });
    this.emit(braces[1]);
    return true;
  }

  /** The text, and where each value starts in it once `head` is put before it. */
  after(head: string): { text: string; at: Map<string, number> } {
    const at = new Map<string, number>();
    for (const [key, offset] of this.at) at.set(key, head.length + offset);
    return { text: head + this.parts.join(''), at };
  }
}

/**
 * The source: `rest.post(Routes.applicationCommands(id), { body: <body> })`. `unknownAt` replaces the
 * value at that path by a call the file cannot know (`t(...)`, imported).
 */
export function printSource(body: unknown, style: PrintStyle, unknownAt?: Path): PrintedSource {
  const constants: string[] = [];
  let objectCount = 0;
  const prelude = "import { Routes, ApplicationCommandOptionType } from 'discord.js';\nimport { t } from './i18n';\n";
  // Constants are declared above the request: their offsets are known once the prelude is laid out.
  const constantOffsets: [string, number][] = [];
  const out = new Printer(style, unknownAt);
  const print = (value: unknown, path: Path): void => {
    if (out.printedUnknown(path)) return;
    if (typeof value === 'string') {
      const style_ = out.nextStringStyle();
      if (style_ === 3) {
        const name = `C${constants.length}`;
        const literal = quote(value, "'");
        const line = `const ${name} = ${literal};\n`;
        constantOffsets.push([JSON.stringify(path), constants.join('').length + `const ${name} = `.length]);
        constants.push(line);
        out.emit(name);
      } else {
        out.value(path, quote(value, QUOTES[style_]!));
      }
      return;
    }
    if (typeof value === 'number' && style.enums && path[path.length - 1] === 'type' && path.length >= 3 && path[path.length - 3] === 'options' && OPTION_TYPE_NAMES[value]) {
      out.value(path, `ApplicationCommandOptionType.${OPTION_TYPE_NAMES[value]}`);
      return;
    }
    if (out.scalar(value, path)) return;
    const spread = isPlainObject(value) && style.spreads[objectCount++ % style.spreads.length]!;
    if (!out.compound(value, path, print, spread ? ['{ ...{ ', ' } }'] : undefined)) throw new Error(`cannot print ${typeof value}`);
  };
  out.emit('await rest.post(Routes.applicationCommands(id), { body: ');
  print(body, []);
  out.emit(style.asConst ? ' as const });\n' : ' });\n');
  const { text, at } = out.after(prelude + constants.join(''));
  for (const [key, value] of constantOffsets) at.set(key, prelude.length + value);
  return { text, at };
}

// ---- builder chains ----

const ADDERS: Readonly<Record<number, string>> = { 1: 'addSubcommand', 2: 'addSubcommandGroup', 3: 'addStringOption', 4: 'addIntegerOption', 5: 'addBooleanOption', 6: 'addUserOption', 7: 'addChannelOption', 8: 'addRoleOption', 9: 'addMentionableOption', 10: 'addNumberOption', 11: 'addAttachmentOption' };
/** Fields written by a setter of one argument, by key. */
const SETTERS: Readonly<Record<string, string>> = {
  name: 'setName',
  description: 'setDescription',
  name_localizations: 'setNameLocalizations',
  description_localizations: 'setDescriptionLocalizations',
  default_permission: 'setDefaultPermission',
  dm_permission: 'setDMPermission',
  nsfw: 'setNSFW',
  required: 'setRequired',
  autocomplete: 'setAutocomplete',
  min_value: 'setMinValue',
  max_value: 'setMaxValue',
  min_length: 'setMinLength',
  max_length: 'setMaxLength',
};
/** Fields written from one array argument (`setContexts([0, 1])`). */
const LISTS: Readonly<Record<string, string>> = { contexts: 'setContexts', integration_types: 'setIntegrationTypes', channel_types: 'addChannelTypes', choices: 'setChoices' };

export interface PrintedBuilder extends PrintedSource {
  /** The body as the builder's toJSON sends it: with the type, `options: []` and `required: false` it adds. */
  readonly expected: unknown;
  /** Paths (JSON) of what the builder added: diagnostics under them are never reported. */
  readonly implied: ReadonlySet<string>;
}

/** Whether a body can be written as a chain of the builders 1.x (every key has a setter). */
function expressible(value: Record<string, unknown>, top: boolean): boolean {
  for (const [key, field] of Object.entries(value)) {
    if (key === 'type') {
      if (!top && !(typeof field === 'number' && ADDERS[field] !== undefined)) return false;
      continue;
    }
    if (key === 'options') {
      if (!Array.isArray(field) || !field.every((option) => isPlainObject(option) && typeof option.type === 'number' && ADDERS[option.type] !== undefined && expressible(option, false))) return false;
      continue;
    }
    if (key === 'default_member_permissions') {
      // setDefaultMemberPermissions sends a number as a string: only a string (or null) reads back as written.
      if (!top || !(field === null || typeof field === 'string')) return false;
      continue;
    }
    if (key === 'choices') {
      // Two primitives would read as a 0.x [name, value] tuple.
      if (!Array.isArray(field) || !field.every(isPlainObject)) return false;
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(LISTS, key)) {
      if (!Array.isArray(field)) return false;
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(SETTERS, key)) return false;
  }
  return !top || value.type === undefined || value.type === 1 || typeof value.type === 'number';
}

/**
 * The body as a discord.js builder chain (`new SlashCommandBuilder().setName(...).addStringOption(
 * (option) => option...)`), or undefined when a builder cannot write it (a field without a setter,
 * an option of no known type, permissions as a number). `unknownAt` replaces that value by a call
 * the file cannot know, where a setter's argument or an element holds it.
 */
export function printBuilderSource(body: unknown, style: PrintStyle, unknownAt?: Path): PrintedBuilder | undefined {
  if (!isPlainObject(body) || !expressible(body, true)) return undefined;
  const implied = new Set<string>();
  let depth = 0;
  const out = new Printer(style, unknownAt);
  const emit = (text: string): void => out.emit(text);
  // Values inside a setter's argument: literals, arrays and objects (no constants: their offsets sit above).
  const literal = (value: unknown, path: Path): void => {
    if (out.printedUnknown(path)) return;
    if (typeof value === 'string') out.value(path, quote(value, QUOTES[out.nextStringStyle() % 3]!));
    else if (!out.scalar(value, path) && !out.compound(value, path, literal)) throw new Error(`cannot print ${typeof value}`);
  };
  const expected: Record<string, unknown> = structuredClone(body);
  const expectedAt = (path: Path): Record<string, unknown> => path.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], expected) as Record<string, unknown>;
  const chain = (value: Record<string, unknown>, path: Path, role: 'command' | 'context' | 'subcommand' | 'group' | 'option'): void => {
    for (const [key, field] of Object.entries(value)) {
      const fieldPath = [...path, key];
      if (key === 'type' || key === 'options') continue;
      if (key === 'default_member_permissions') emit('.setDefaultMemberPermissions(');
      else emit(`.${SETTERS[key] ?? LISTS[key]}(`);
      literal(field, fieldPath);
      emit(')');
    }
    if (Array.isArray(value.options)) {
      value.options.forEach((option, i) => {
        const optionPath = [...path, 'options', i];
        const o = option as Record<string, unknown>;
        const type = o.type as number;
        implied.add(JSON.stringify([...optionPath, 'type']));
        if (out.isUnknown(optionPath)) {
          emit(`.${ADDERS[type]}(t(${JSON.stringify(optionPath.join('.'))}))`);
          return;
        }
        const name = `o${depth++}`;
        emit(`\n    .${ADDERS[type]}((${name}) => ${name}`);
        const optionRole = type === 1 ? 'subcommand' : type === 2 ? 'group' : 'option';
        chain(o, optionPath, optionRole);
        emit(')');
      });
    }
    // What toJSON adds by itself.
    if ((role === 'command' || role === 'subcommand' || role === 'group') && value.options === undefined) {
      expectedAt(path).options = [];
      implied.add(JSON.stringify([...path, 'options']));
    }
    if (role === 'option' && value.required === undefined) {
      expectedAt(path).required = false;
      implied.add(JSON.stringify([...path, 'required']));
    }
  };
  const slash = body.type === undefined || body.type === 1;
  emit(slash ? 'export const data = new SlashCommandBuilder()' : 'export const data = new ContextMenuCommandBuilder()');
  if (slash) {
    expected.type = 1;
    implied.add(JSON.stringify(['type']));
  } else {
    emit('.setType(');
    literal(body.type, ['type']);
    emit(')');
  }
  chain(body, [], slash ? 'command' : 'context');
  emit(';\n');
  const prelude = "import { SlashCommandBuilder, ContextMenuCommandBuilder } from 'discord.js';\nimport { t } from './i18n';\n";
  return { ...out.after(prelude), expected, implied };
}
