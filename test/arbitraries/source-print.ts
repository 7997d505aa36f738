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

/**
 * The source: `rest.post(Routes.applicationCommands(id), { body: <body> })`. `unknownAt` replaces the
 * value at that path by a call the file cannot know (`t(...)`, imported).
 */
export function printSource(body: unknown, style: PrintStyle, unknownAt?: Path): PrintedSource {
  const constants: string[] = [];
  const at = new Map<string, number>();
  let stringCount = 0;
  let objectCount = 0;
  const prelude = "import { Routes, ApplicationCommandOptionType } from 'discord.js';\nimport { t } from './i18n';\n";
  // Constants are declared above the request: their offsets are known once the prelude is laid out.
  const constantOffsets: [string, number][] = [];
  const parts: string[] = [];
  let offset = 0; // offset within the request text
  const emit = (text: string): void => {
    parts.push(text);
    offset += text.length;
  };
  const same = (a: Path, b: Path | undefined): boolean => b !== undefined && a.length === b.length && a.every((step, i) => step === b[i]);
  const print = (value: unknown, path: Path): void => {
    if (same(path, unknownAt)) {
      emit(`t(${JSON.stringify(path.join('.'))})`);
      return;
    }
    const key = JSON.stringify(path);
    if (typeof value === 'string') {
      const style_ = style.strings[stringCount++ % style.strings.length]!;
      if (style_ === 3) {
        const name = `C${constants.length}`;
        const literal = quote(value, "'");
        const line = `const ${name} = ${literal};\n`;
        constantOffsets.push([key, constants.join('').length + `const ${name} = `.length]);
        constants.push(line);
        emit(name);
      } else {
        at.set(key, offset);
        emit(quote(value, ["'", '"', '`'][style_]!));
      }
      return;
    }
    if (typeof value === 'number' && style.enums && path[path.length - 1] === 'type' && path.length >= 3 && path[path.length - 3] === 'options' && OPTION_TYPE_NAMES[value]) {
      at.set(key, offset);
      emit(`ApplicationCommandOptionType.${OPTION_TYPE_NAMES[value]}`);
      return;
    }
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      at.set(key, offset);
      emit(typeof value === 'number' && Object.is(value, -0) ? '-0' : JSON.stringify(value));
      return;
    }
    if (Array.isArray(value)) {
      emit('[');
      value.forEach((item, i) => {
        if (i > 0) emit(', ');
        print(item, [...path, i]);
      });
      emit(']');
      return;
    }
    if (typeof value === 'object') {
      const spread = style.spreads[objectCount++ % style.spreads.length]!;
      emit(spread ? '{ ...{ ' : '{ ');
      Object.keys(value).forEach((k, i) => {
        if (i > 0) emit(', ');
        emit(`${JSON.stringify(k)}: `);
        print((value as Record<string, unknown>)[k], [...path, k]);
      });
      emit(spread ? ' } }' : ' }');
      return;
    }
    throw new Error(`cannot print ${typeof value}`);
  };
  emit('await rest.post(Routes.applicationCommands(id), { body: ');
  print(body, []);
  emit(style.asConst ? ' as const });\n' : ' });\n');
  const head = prelude + constants.join('');
  const located = new Map<string, number>();
  for (const [key, value] of at) located.set(key, head.length + value);
  for (const [key, value] of constantOffsets) located.set(key, prelude.length + value);
  return { text: head + parts.join(''), at: located };
}
