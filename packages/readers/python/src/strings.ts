// Python string literals as the values they are (python-facts.md 7.1): prefixes, quotes, escapes,
// a backslash-newline joining lines. Lengths are then counted on the value, not the source text.

export interface StringOpening {
  /** The prefix letters, lowercased (`r`, `b`, `f`, `u`, `rb`, `fr`...). */
  readonly prefix: string;
  /** `'`, `"`, `'''` or `"""`. */
  readonly quote: string;
}

/** The prefix and quote of a literal's opening (`f"`, `rb'''`, `"`). */
export function openingOf(start: string): StringOpening {
  const match = /^([a-zA-Z]*)('''|"""|'|")$/u.exec(start);
  if (!match) return { prefix: '?', quote: '' };
  return { prefix: match[1]!.toLowerCase(), quote: match[2]! };
}

const OPENING_AT = /([a-zA-Z]*)('''|"""|'|")/uy;

/** The opening of the literal that starts at an offset of the source, as openingOf reads it, with its length; undefined where none starts there. */
export function openingAt(source: string, offset: number): (StringOpening & { readonly length: number }) | undefined {
  OPENING_AT.lastIndex = offset;
  const match = OPENING_AT.exec(source);
  return match ? { prefix: match[1]!.toLowerCase(), quote: match[2]!, length: match[0].length } : undefined;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/**
 * The value of a literal's content (between its quotes), or undefined where it cannot be known
 * here (a `\N{...}` name). Raw content is taken as written; an unknown escape keeps its backslash,
 * as Python does.
 */
export function decodeContent(content: string, raw: boolean): string | undefined {
  if (raw || !content.includes('\\')) return content.replace(/\r\n?/gu, '\n');
  let out = '';
  for (let i = 0; i < content.length; i++) {
    const char = content[i]!;
    if (char !== '\\') {
      out += char === '\r' ? (content[i + 1] === '\n' ? '' : '\n') : char;
      continue;
    }
    const next = content[i + 1];
    if (next === undefined) return undefined;
    if (next === '\n' || next === '\r') {
      // A backslash-newline joins the lines.
      i += next === '\r' && content[i + 2] === '\n' ? 2 : 1;
      continue;
    }
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      i++;
      continue;
    }
    if (/[0-7]/u.test(next)) {
      const octal = /^[0-7]{1,3}/u.exec(content.slice(i + 1))![0];
      out += String.fromCodePoint(parseInt(octal, 8));
      i += octal.length;
      continue;
    }
    const width = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (width > 0) {
      const hex = content.slice(i + 2, i + 2 + width);
      if (!new RegExp(`^[0-9a-fA-F]{${width}}$`, 'u').test(hex)) return undefined;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined;
      out += String.fromCodePoint(code);
      i += 1 + width;
      continue;
    }
    // \N{NAME} needs the Unicode name table: unknown.
    if (next === 'N') return undefined;
    out += '\\';
  }
  return out;
}

/**
 * An f-string's literal part: as decodeContent, with `{{` and `}}` standing for one brace (tree-sitter
 * keeps them in the content).
 */
export function decodeFormatContent(content: string, raw: boolean): string | undefined {
  const decoded = decodeContent(content, raw);
  return decoded?.replace(/\{\{/gu, '{').replace(/\}\}/gu, '}');
}

/** Python's `str.title()`: each run of cased letters starts upper case, the rest lower. */
export function pythonTitle(text: string): string {
  let out = '';
  let previousCased = false;
  for (const char of text) {
    const cased = char.toLowerCase() !== char.toUpperCase();
    out += cased ? (previousCased ? char.toLowerCase() : char.toUpperCase()) : char;
    previousCased = cased;
  }
  return out;
}

/** discord.py's `_to_kebab_case` for a Group subclass's name: a dash before each capital but the first, lowercased. */
export function kebabCase(text: string): string {
  return text.replace(/(?<!^)(?=[A-Z])/gu, '-').toLowerCase();
}
