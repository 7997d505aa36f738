// A bound on how deep a source could make the parser recurse, read from the text before the parser
// sees it. oxc-parser recurses on the native stack, in parsing (brackets, templates, type arguments,
// prefixes, arrows) and in turning its tree into JSON (long chains and operator runs): past a few
// thousand levels the process ends with SIGSEGV, which no `try` catches (measures: docs/sources.md).
// This scan is linear and errs high: every bracket, template, `${`, type argument list and JSX
// element opens a frame one LEVEL deeper, and every chain, operator and prefix token since the last
// `,` `;` or statement end adds to the frame's run; a file whose frame depth plus run passes the
// limit is not parsed. Strings, comments, regular expressions, template text and JSX text are
// skipped by the context a tokenizer uses (the token before). Brackets are also counted a second
// way, blind to strings and comments, so a text that fools that context still meets a bound.

/** Units of one nesting level: a bracket's contents sit this much deeper than the bracket. */
const LEVEL = 8;
/** The limit in levels: a level costs at most ~2 KB of native stack (a template), crash at ~2,000 levels in a worker's 4 MB stack, ~4,000 on the main thread's 8 MB. */
export const NESTING_LEVELS = 500;
const LIMIT = NESTING_LEVELS * LEVEL;

/** Weights of run tokens: a member access or a binary operator costs ~100 bytes of stack, a prefix, arrow or keyword up to ~1 KB. */
const CHAIN = 1;
const HEAVY = 4;
const KEYWORD = 4;

/** Words after which an expression starts (a `/` is a regular expression, a `<` may open JSX). */
const EXPRESSION_KEYWORDS = new Set([
  'await', 'case', 'delete', 'do', 'else', 'extends', 'in', 'instanceof', 'new', 'of', 'return', 'throw', 'typeof', 'void', 'yield',
  'keyof', 'infer', 'readonly', 'unique', 'asserts', 'is', 'as', 'satisfies', 'export', 'default', 'import',
]);
/**
 * Words that may continue what came before (an operator word, a statement's second part, a type's
 * operator), so one on a new line after a finished expression or a block is no new statement. Not
 * the words that can only start one (`export`, `import`, `return`, `new`, `typeof`, ...): a file of
 * 400 exported functions was once one run, and refused as nested too deep.
 */
const CONTINUING_KEYWORDS = new Set(['in', 'instanceof', 'of', 'as', 'satisfies', 'is', 'extends', 'keyof', 'infer', 'readonly', 'unique', 'asserts', 'else', 'catch', 'finally', 'while', 'implements', 'from']);
/** Words that nest what follows them (prefixes, statement heads, type operators): a run token each. */
const NESTING_KEYWORDS = new Set([
  ...EXPRESSION_KEYWORDS, 'if', 'for', 'while', 'with', 'switch', 'try', 'catch', 'finally', 'function', 'class', 'async', 'const', 'let', 'var',
  'implements', 'enum', 'namespace', 'module', 'declare', 'abstract', 'type', 'interface', 'accessor', 'get', 'set', 'static',
]);
/** Statement heads whose `(...)` is followed by a statement, not an operator. */
const HEAD_KEYWORDS = new Set(['if', 'while', 'for', 'with', 'switch', 'catch']);
/** Words after which a `{` opens a block (a `}` that closes it ends a statement). */
const BLOCK_KEYWORDS = new Set(['else', 'do', 'try', 'finally']);
/** Punctuators after which a `{` opens a block. */
const STATEMENT_BEFORE = new Set([';', '{', '}', '=>']);

/** Operators, longest first: each is one run token. */
const OPERATORS = ['>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '&&=', '||=', '??=', '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '**', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<', '>>'];
/** The operators by their first character, for operatorAt. */
const OPERATORS_BY_FIRST = new Map<number, string[]>();
for (const op of OPERATORS) {
  const list = OPERATORS_BY_FIRST.get(op.charCodeAt(0)) ?? [];
  list.push(op);
  OPERATORS_BY_FIRST.set(op.charCodeAt(0), list);
}
/** The operator that starts at `at` (longest first), or its one character. */
function operatorAt(text: string, at: number, code: number): string {
  const candidates = OPERATORS_BY_FIRST.get(code);
  if (candidates) for (const op of candidates) if (text.startsWith(op, at)) return op;
  return text[at]!;
}
/** The length of the longest word of the keyword sets: a longer word is a name. */
const LONGEST_KEYWORD = Math.max(...[...NESTING_KEYWORDS, ...CONTINUING_KEYWORDS].map((word) => word.length));
/** Where the line that holds `from` ends (a line terminator), or the text's end. */
function lineEnd(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13 || code === 0x2028 || code === 0x2029) break;
  }
  return i;
}
const BINARY = new Set(['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '??', '<<', '>>', '+', '-', '*', '/', '%', '&', '|', '^', '.', '?.']);

type FrameKind = 'code' | 'angle' | 'template' | 'jsxTag' | 'jsxChildren';

interface Frame {
  kind: FrameKind;
  /** The character that closes it (code frames): `)` `]` `}`. */
  readonly closer: string;
  readonly depth: number;
  run: number;
  /** `(...)` of a statement head, `{...}` of a block: what follows starts a statement. */
  readonly startsAfter: boolean;
}

/** Where a text passes the nesting limit: the offset and the depth there, in levels. */
export interface NestingExcess {
  readonly offset: number;
  readonly levels: number;
}

const isIdentifierStart = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 36 || code === 95 || code === 35 || code === 92 || code > 127;
const isIdentifierPart = (code: number): boolean => isIdentifierStart(code) || (code >= 48 && code <= 57);
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * The first place a source passes the nesting limit, or undefined: linear in the text's length.
 * `jsx`: whether the parser reads JSX in it (`.jsx`, `.tsx`).
 */
export function nestingExcess(text: string, jsx: boolean, limit: number = LIMIT): NestingExcess | undefined {
  return bracketExcess(text, limit) ?? tokenExcess(text, jsx, limit);
}

/** Brackets counted in all the text, strings and comments too (a closer with none open is dropped). */
function bracketExcess(text: string, limit: number): NestingExcess | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 40 || code === 91 || code === 123) {
      if (++depth * LEVEL > limit) return { offset: i, levels: depth };
    } else if ((code === 41 || code === 93 || code === 125) && depth > 0) depth--;
  }
  return undefined;
}

function tokenExcess(text: string, jsx: boolean, limit: number): NestingExcess | undefined {
  const length = text.length;
  const stack: Frame[] = [{ kind: 'code', closer: '', depth: 0, run: 0, startsAfter: true }];
  let top = stack[0]!;
  // Whether an expression starts here (a `/` opens a regular expression); the last word read.
  let expressionStart = true;
  let lastWord = '';
  // The last punctuator (empty after a word or a literal), a new line since, a block just closed.
  let previous = ';';
  let newline = false;
  let afterBlock = false;
  let excess: NestingExcess | undefined;
  const add = (weight: number, at: number): boolean => {
    top.run += weight;
    if (top.depth + top.run > limit) excess = { offset: at, levels: Math.ceil((top.depth + top.run) / LEVEL) };
    return excess !== undefined;
  };
  const push = (kind: FrameKind, closer: string, startsAfter: boolean, at: number): boolean => {
    const frame: Frame = { kind, closer, depth: top.depth + top.run + LEVEL, run: 0, startsAfter };
    stack.push(frame);
    top = frame;
    if (frame.depth > limit) excess = { offset: at, levels: Math.ceil(frame.depth / LEVEL) };
    return excess !== undefined;
  };
  const pop = (): Frame => {
    const frame = stack.pop()!;
    top = stack[stack.length - 1]!;
    return frame;
  };
  /** Skips a quoted string from its opening quote; ends at the quote, or at a line end where `multiline` is false. */
  const skipString = (from: number, quote: number, multiline: boolean): number => {
    let i = from + 1;
    while (i < length) {
      const code = text.charCodeAt(i);
      if (code === quote) return i + 1;
      if (code === 92 && !multiline) i += 2;
      else if (!multiline && (code === 10 || code === 13)) return i;
      else i++;
    }
    return i;
  };

  let i = 0;
  while (i < length && excess === undefined) {
    const code = text.charCodeAt(i);
    if (top.kind === 'template') {
      // Template text: to the closing backtick or a `${`.
      if (code === 92) i += 2;
      else if (code === 96) {
        pop();
        i++;
        expressionStart = false;
      } else if (code === 36 && text.charCodeAt(i + 1) === 123) {
        add(HEAVY, i);
        push('code', '}', false, i);
        i += 2;
        expressionStart = true;
        previous = '${';
      } else i++;
      continue;
    }
    if (top.kind === 'jsxChildren') {
      // JSX text: to a `{` or the next tag.
      if (code === 123) {
        add(CHAIN, i);
        push('code', '}', false, i);
        i++;
        expressionStart = true;
      } else if (code === 60) {
        let next = i + 1;
        while (next < length && /\s/.test(text[next]!)) next++;
        if (text.charCodeAt(next) === 47) {
          // A closing tag: the element ends at its `>`.
          pop();
          const end = text.indexOf('>', next);
          i = end < 0 ? length : end + 1;
          expressionStart = false;
        } else {
          add(HEAVY, i);
          push('jsxTag', '', false, i);
          i++;
        }
      } else i++;
      continue;
    }
    if (top.kind === 'jsxTag') {
      // Inside a tag: names, attributes, their strings and `{...}`; anything else means it was not a tag.
      if (code === 123) {
        add(CHAIN, i);
        push('code', '}', false, i);
        i++;
        expressionStart = true;
      } else if (code === 34 || code === 39) i = skipString(i, code, true);
      else if (code === 47 && text.charCodeAt(i + 1) === 62) {
        pop();
        i += 2;
        expressionStart = false;
      } else if (code === 62) {
        // The element's children sit in its frame; it ends at the closing tag.
        top.kind = 'jsxChildren';
        i++;
      } else if (isIdentifierPart(code) || code === 45 || code === 58 || code === 46 || code === 61 || /\s/.test(text[i]!)) {
        // A type parameter list of a generic arrow (`<T extends U>`, `<T,>`) is code.
        if (isIdentifierStart(code) && text.startsWith('extends', i) && !isIdentifierPart(text.charCodeAt(i + 7))) top.kind = 'angle';
        i++;
      } else top.kind = 'angle';
      continue;
    }

    // Code.
    if (code === 10 || code === 13 || code === 0x2028 || code === 0x2029) {
      newline = true;
      i++;
      continue;
    }
    if (code === 32 || code === 9 || code === 11 || code === 12 || code === 0xfeff || code === 0xa0 || (code > 127 && /\s/.test(text[i]!))) {
      i++;
      continue;
    }
    if (code === 47 && text.charCodeAt(i + 1) === 47) {
      i = lineEnd(text, i + 2);
      continue;
    }
    if (code === 47 && text.charCodeAt(i + 1) === 42) {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? length : end + 2;
      if (/[\n\r\u2028\u2029]/.test(text.slice(i, stop))) newline = true;
      i = stop;
      continue;
    }
    // A new line after a finished expression, before a word or a literal that cannot continue it:
    // a new statement (ASI), so the run so far nests nothing after it.
    // After a block that is not followed by `else`, `catch`, ...: the same.
    const endsStatement = (newline && !expressionStart) || afterBlock;
    newline = false;
    afterBlock = false;
    const before = previous;
    previous = isIdentifierStart(code) || isDigit(code) || code === 34 || code === 39 || code === 96 ? '' : text[i]!;
    if (isIdentifierStart(code)) {
      let end = i + 1;
      while (end < length && isIdentifierPart(text.charCodeAt(end))) end++;
      // Only a word that could be a keyword is cut out of the text: most are names, and a string each costs.
      const word = end - i <= LONGEST_KEYWORD && code >= 97 && code <= 122 ? text.slice(i, end) : '';
      if (endsStatement && !CONTINUING_KEYWORDS.has(word)) top.run = 0;
      if (NESTING_KEYWORDS.has(word) && add(KEYWORD, i)) break;
      expressionStart = EXPRESSION_KEYWORDS.has(word);
      lastWord = word;
      i = end;
      continue;
    }
    const word = lastWord;
    lastWord = '';
    if (isDigit(code) || (code === 46 && isDigit(text.charCodeAt(i + 1)))) {
      if (endsStatement) top.run = 0;
      i++;
      while (i < length && (isIdentifierPart(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
      expressionStart = false;
      continue;
    }
    if (code === 34 || code === 39) {
      if (endsStatement) top.run = 0;
      i = skipString(i, code, false);
      expressionStart = false;
      continue;
    }
    if (code === 96) {
      if (add(HEAVY, i) || push('template', '', false, i)) break;
      i++;
      continue;
    }
    if (code === 40 || code === 91 || code === 123) {
      const closer = code === 40 ? ')' : code === 91 ? ']' : '}';
      // A `{` after a finished expression (`) {`, `class A {`), `=>`, `;`, `{`, `}` or a block
      // keyword opens a block, after which a statement starts; else an object.
      const startsAfter = code === 40 ? HEAD_KEYWORDS.has(word) : code === 123 && (!expressionStart || BLOCK_KEYWORDS.has(word) || STATEMENT_BEFORE.has(before));
      if (add(CHAIN, i) || push('code', closer, startsAfter, i)) break;
      i++;
      expressionStart = true;
      continue;
    }
    if (code === 41 || code === 93 || code === 125) {
      const closer = text[i]!;
      // Its frame, not past a template's or an element's: a closer that matches none is dropped
      // (the parser will say so), which keeps every frame still open counted.
      let match = stack.length - 1;
      while (match > 0 && stack[match]!.kind === 'angle') match--;
      if (stack[match]!.closer !== closer) match = 0;
      i++;
      if (match === 0) {
        // A closer with nothing open (the parser will say so): nothing to pop.
        expressionStart = false;
        continue;
      }
      let frame = pop();
      while (stack.length > match) frame = pop();
      expressionStart = frame.startsAfter;
      afterBlock = frame.startsAfter && closer === '}';
      continue;
    }
    if (code === 44 || code === 59) {
      // Siblings: what came before nests nothing after. Comparisons left open end here too.
      while (top.kind === 'angle' && code === 59) pop();
      top.run = 0;
      i++;
      expressionStart = true;
      continue;
    }
    if (code === 47 && expressionStart) {
      // A regular expression: to its closing `/` outside a class, on one line.
      let inClass = false;
      i++;
      while (i < length) {
        const c = text.charCodeAt(i);
        if (c === 92) i += 2;
        else if (c === 10 || c === 13) break;
        else if (c === 91) (inClass = true), i++;
        else if (c === 93) (inClass = false), i++;
        else if (c === 47 && !inClass) {
          i++;
          break;
        } else i++;
      }
      while (i < length && isIdentifierPart(text.charCodeAt(i))) i++;
      expressionStart = false;
      continue;
    }
    if (code === 60 && text.charCodeAt(i + 1) !== 61) {
      // `<`: a JSX element where an expression starts, else type arguments or a comparison; both
      // open a frame (closed by `>`, or by the end of the statement or bracket it is in).
      const next = text.charCodeAt(i + 1);
      if (jsx && expressionStart && (isIdentifierStart(next) || next === 62)) {
        if (add(HEAVY, i) || push('jsxTag', '', false, i)) break;
      } else if (add(HEAVY, i) || push('angle', '', false, i)) break;
      i++;
      expressionStart = true;
      continue;
    }
    if (code === 62 && top.kind === 'angle' && text.charCodeAt(i + 1) !== 61) {
      pop();
      if (add(HEAVY, i)) break;
      i++;
      expressionStart = true;
      continue;
    }
    const operator = operatorAt(text, i, code);
    if (operator === '?.' && isDigit(text.charCodeAt(i + 2))) {
      if (add(HEAVY, i)) break;
      i++;
      expressionStart = true;
      continue;
    }
    previous = operator;
    if (add(BINARY.has(operator) && !expressionStart ? CHAIN : HEAVY, i)) break;
    i += operator.length;
    expressionStart = operator !== '++' && operator !== '--';
  }
  return excess;
}

/**
 * How many times a JavaScript module may export a name it already exports. oxc-parser reports each
 * repeat with every earlier one, so that k exports of one name cost k² (measured: `export { a, a,
 * ... }` with 5,000 names 10 s and 420 MB, 10,000 names 36 s and 1.4 GB; 2 MB of them past 5 GB).
 * A repeat is a syntax error, so no file that parses has one; past this many the text is refused
 * (at most 256² pairs, a few tens of milliseconds). TypeScript files are not checked for them by
 * the parser, and are not counted (overloads export a name again).
 */
export const REPEATED_EXPORTS = 256;

/** A name as the parser compares it: unicode escapes decoded, a string name's quotes removed. */
function exportedName(raw: string): string {
  return raw
    .replace(/^["']|["']$/g, '')
    .replace(/\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})/g, (_, long: string | undefined, short: string | undefined) => {
      const code = parseInt(long ?? short!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
}

const isLineEnd = (code: number): boolean => code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
const DECLARATION_WORDS = new Set(['const', 'let', 'var', 'function', 'class', 'async']);

/**
 * The first export of a name past REPEATED_EXPORTS repeats in a JavaScript module, or undefined.
 * Linear: every `export` is found with indexOf, and what follows it (comments, a `{ ... }` clause,
 * a declaration's first name) is read from there on, never read again. Strings and comments around
 * the statements are not skipped, so it errs high (`export` statements shown in strings may be
 * counted), never low for a real statement.
 */
export function repeatedExport(text: string, limit: number = REPEATED_EXPORTS): { readonly offset: number; readonly name: string } | undefined {
  const seen = new Set<string>();
  let repeats = 0;
  let i = 0;
  /** Past spaces and comments from `i`; -1 in a comment that never ends (nothing after it is code). */
  const skipGap = (): number => {
    for (;;) {
      const code = text.charCodeAt(i);
      if (code === 47 && text.charCodeAt(i + 1) === 42) {
        const end = text.indexOf('*/', i + 2);
        if (end < 0) return -1;
        i = end + 2;
      } else if (code === 47 && text.charCodeAt(i + 1) === 47) {
        while (i < text.length && !isLineEnd(text.charCodeAt(i))) i++;
      } else if (code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(text[i]!))) i++;
      else return i;
    }
  };
  /** A name or a quoted string at `i`, read past. */
  const readName = (): string => {
    const from = i;
    const quote = text.charCodeAt(i);
    if (quote === 34 || quote === 39) {
      const end = text.indexOf(text[i]!, i + 1);
      i = end < 0 ? text.length : end + 1;
    } else
      while (i < text.length) {
        const code = text.charCodeAt(i);
        if (code === 92 && text.charCodeAt(i + 2) === 123) {
          // `\u{...}`: the escape's braces are part of the name.
          const end = text.indexOf('}', i);
          i = end < 0 ? text.length : end + 1;
        } else if (isIdentifierPart(code) || code === 92) i++;
        else break;
      }
    return text.slice(from, i);
  };
  for (let at = text.indexOf('export'); at >= 0; at = text.indexOf('export', Math.max(i, at + 6))) {
    if (at > 0 && (isIdentifierPart(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 92)) continue;
    i = at + 6;
    if (isIdentifierPart(text.charCodeAt(i))) continue;
    if (skipGap() < 0) return undefined;
    const names: string[] = [];
    if (text.charCodeAt(i) === 123) {
      // A clause: each specifier exports its last name (`a`, `a as b`, `a as "b"`).
      i++;
      let last = '';
      for (;;) {
        if (skipGap() < 0 || i >= text.length) return undefined;
        const code = text.charCodeAt(i);
        if (code === 125 || code === 44) {
          if (last !== '') names.push(last);
          last = '';
          i++;
          if (code === 125) break;
        } else {
          const name = readName();
          if (name === '') i++;
          else last = name;
        }
      }
    } else if (text.charCodeAt(i) === 42) {
      // `export * as name`.
      i++;
      if (skipGap() < 0) return undefined;
      if (readName() === 'as' && skipGap() >= 0) names.push(readName());
    } else {
      let word = readName();
      if (word === 'default') names.push('default');
      while (DECLARATION_WORDS.has(word)) {
        if (skipGap() < 0) return undefined;
        if (text.charCodeAt(i) === 42) i++; // function*
        if (skipGap() < 0) return undefined;
        word = readName();
        if (!DECLARATION_WORDS.has(word) && word !== '') names.push(word);
      }
    }
    for (const raw of names) {
      const name = exportedName(raw);
      if (!seen.has(name)) seen.add(name);
      else if (++repeats > limit) return { offset: at, name };
    }
  }
  return undefined;
}
