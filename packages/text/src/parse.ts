// Text -> value, with the problems of the text located. Two ways to the same answer:
// - strict JSON that JSON.parse accepts and that has no duplicate key takes the fast native
//   path (a 50 MB body costs one JSON.parse and a cheap audit);
// - everything else (JSONC, broken text, duplicate keys, deep nesting) is read token by token
//   with jsonc-parser's scanner by a parser without recursion, which locates every problem.
// Both build the same value: own data properties only, the last of duplicate keys wins.
import { createScanner } from 'jsonc-parser';
import { LineIndex } from './lines.js';
import { NO_PROBLEMS, TEXT_RULES, type TextProblem } from './problems.js';

/** Deeper than this is no command body; the value is not read further. */
export const MAX_DEPTH = 1000;

export interface ParseOptions {
  /** JSONC: comments and trailing commas are allowed (a `.jsonc` file). */
  readonly jsonc: boolean;
}

export interface ParsedValue {
  /** The value, or undefined when a fatal problem stopped the reading. */
  readonly value: unknown;
  /** Whether the value could be read (no fatal problem). */
  readonly ok: boolean;
  /** The text is strict JSON (JSON.parse took it): no comments, no trailing commas. */
  readonly strict: boolean;
  readonly problems: readonly TextProblem[];
}

// jsonc-parser's SyntaxKind and ScanError are const enums, which isolated modules cannot import.
const enum Token {
  OpenBrace = 1,
  CloseBrace = 2,
  OpenBracket = 3,
  CloseBracket = 4,
  Comma = 5,
  Colon = 6,
  Null = 7,
  True = 8,
  False = 9,
  String = 10,
  Number = 11,
  LineComment = 12,
  BlockComment = 13,
  LineBreak = 14,
  Trivia = 15,
  Unknown = 16,
  EOF = 17,
}
const enum ScanError {
  None = 0,
  UnexpectedEndOfComment = 1,
  UnexpectedEndOfString = 2,
  UnexpectedEndOfNumber = 3,
  InvalidUnicode = 4,
  InvalidEscapeCharacter = 5,
  InvalidCharacter = 6,
}

export function parseJson(text: string, options: ParseOptions): ParsedValue {
  return parseStrict(text) ?? parseTokens(text, options);
}

/**
 * JSON.parse, then an audit of the value: its depth, and whether it lost a duplicate key. Every
 * property of the text has exactly one structural colon; a colon inside a string stays a colon in
 * the value (`\u003a` aside, which sends the text to the slow path). So the colons of the text,
 * minus those in the value's strings, equal the value's key count exactly when no key was lost.
 * When the text's colons already equal the keys, no key was lost (the text's colons are its keys
 * and the colons of its strings, the value's keys its keys less those lost): the strings are
 * searched, and the text for `\u003a`, only otherwise (a search per string was most of the
 * audit's cost; the search for the escape in every text, 1.6 M instructions over 2000 small files).
 */
function parseStrict(text: string): ParsedValue | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const keys = countKeys(value);
  if (keys === undefined) return undefined;
  const colons = colonsIn(text);
  if (colons !== keys) {
    if (text.indexOf('\\u003') !== -1 && /\\u003[aA]/.test(text)) return undefined;
    if (colons - colonsInStrings(value) !== keys) return undefined;
  }
  return { value, ok: true, strict: true, problems: NO_PROBLEMS };
}

function colonsIn(text: string): number {
  let count = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) count++;
  return count;
}

// The work list of countKeys, kept between calls: a file's audit would otherwise grow two new
// arrays. Emptied before each call returns (nothing parsed is held), and dropped when a huge
// file made it big.
const pendingValues: (object | undefined)[] = [];
const pendingDepths: number[] = [];
const KEPT_CAPACITY = 4096;

/** Counts the keys of a value without recursion; undefined when deeper than MAX_DEPTH. */
function countKeys(root: unknown): number | undefined {
  if (typeof root !== 'object' || root === null) return 0;
  const values = pendingValues;
  const depths = pendingDepths;
  let keys = 0;
  let top = 0;
  values[top] = root;
  depths[top++] = 1;
  try {
    while (top > 0) {
      const value = values[--top]!;
      values[top] = undefined;
      const depth = depths[top]!;
      if (depth > MAX_DEPTH) return undefined;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (typeof item === 'object' && item !== null) {
            values[top] = item;
            depths[top++] = depth + 1;
          }
        }
        continue;
      }
      const object = value as Record<string, unknown>;
      for (const key in object) {
        keys++;
        const item = object[key];
        if (typeof item === 'object' && item !== null) {
          values[top] = item;
          depths[top++] = depth + 1;
        }
      }
    }
    return keys;
  } finally {
    if (values.length > KEPT_CAPACITY) {
      values.length = 0;
      depths.length = 0;
    } else {
      for (let i = 0; i < top; i++) values[i] = undefined;
    }
  }
}

/** Colons in the keys and strings of a value no deeper than MAX_DEPTH. */
function colonsInStrings(root: unknown): number {
  let colons = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.indexOf(':') !== -1) colons += colonsIn(value);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push(value[i]);
    } else if (typeof value === 'object' && value !== null) {
      const object = value as Record<string, unknown>;
      for (const key in object) {
        if (key.indexOf(':') !== -1) colons += colonsIn(key);
        stack.push(object[key]);
      }
    }
  }
  return colons;
}

interface Frame {
  readonly container: Record<string, unknown> | unknown[];
  readonly open: number;
  /** Keys seen in this object (objects only). */
  readonly keys: Set<string> | undefined;
  /** The key whose value is read next (objects only). */
  key: string;
}

class Stop extends Error {}

/**
 * A key as JavaScript allows it unquoted (letters, digits, _, $; a dash too, as people write them),
 * or in single quotes. Built on first use, by a text that is not JSON: V8 builds a regex's Unicode
 * classes when it is created, a cost every run paid at load (core's name-regexes.ts says more).
 */
let keyWord: RegExp | undefined;
const KEY_WORD_PATTERN = "[\\p{L}_$][\\p{L}\\p{N}_$-]*|'[^'\\n\\\\]*'";

/** What the tokens with a fixed text are called in a message. */
const TOKEN_NAMES: { readonly [token: number]: string | undefined } = {
  [Token.EOF]: 'the end of the file',
  [Token.OpenBrace]: '"{"',
  [Token.CloseBrace]: '"}"',
  [Token.OpenBracket]: '"["',
  [Token.CloseBracket]: '"]"',
  [Token.Comma]: '","',
  [Token.Colon]: '":"',
  [Token.String]: 'a string',
  [Token.Number]: 'a number',
};

function describe(token: Token, scanned: string): string {
  return TOKEN_NAMES[token] ?? unexpectedText(scanned);
}

const NOT_JSON_WORDS = new Set(['NaN', 'Infinity', 'undefined', 'True', 'False', 'None', 'TRUE', 'FALSE', 'NULL', 'nil']);

/**
 * What an unexpected token is, without its text: a file that is not JSON may be anything (a
 * secret a configuration pointed at), and its content is not for a CI log. The location says where.
 */
function unexpectedText(scanned: string): string {
  if (scanned.startsWith("'")) return 'a single-quoted text';
  if (NOT_JSON_WORDS.has(scanned)) return `"${scanned}"`; // other languages' words, which are no secret
  if (/^[A-Za-z_$]/.test(scanned)) return 'a bare word';
  const code = scanned.codePointAt(0) ?? 0;
  // One character that is neither a letter nor a digit says nothing of a secret, and names the culprit.
  if (/^[\p{P}\p{S}]$/u.test(String.fromCodePoint(code)) && code < 0x80) return `the character "${String.fromCodePoint(code)}"`;
  return `the character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The slow path alone (exported for tests): token by token with an explicit stack, so no input can overflow the call stack. */
export function parseTokens(text: string, options: ParseOptions): ParsedValue {
  const scanner = createScanner(text, false);
  const problems: TextProblem[] = [];
  const report = (ruleId: TextProblem['ruleId'], message: string, offset: number, length: number, fatal: boolean): void => {
    const start = Math.min(offset, text.length);
    problems.push({ ruleId, message, offset: start, length: Math.max(0, Math.min(length, text.length - start)), fatal });
  };
  const fail = (message: string, offset: number, length: number): never => {
    report(TEXT_RULES.syntax, message, offset, length, true);
    throw new Stop();
  };

  /** The next token that is not whitespace or a comment. */
  const next = (): Token => {
    for (;;) {
      const token = scanner.scan() as number as Token;
      if (token === Token.Trivia || token === Token.LineBreak) continue;
      if (token === Token.LineComment || token === Token.BlockComment) {
        const offset = scanner.getTokenOffset();
        const length = scanner.getTokenLength();
        if ((scanner.getTokenError() as number as ScanError) === ScanError.UnexpectedEndOfComment) {
          fail('Unterminated comment: close it with "*/".', offset, length);
        }
        if (!options.jsonc) {
          report(TEXT_RULES.syntax, 'Comments are not allowed in a .json file: remove the comment, or name the file .jsonc.', offset, length, false);
        }
        continue;
      }
      return token;
    }
  };

  const unexpected = (token: Token, expected: string): never => {
    const offset = scanner.getTokenOffset();
    const scanned = text.slice(offset, offset + Math.max(1, scanner.getTokenLength()));
    let hint = '';
    if (token === Token.Unknown && scanned.startsWith("'")) hint = ': JSON strings use double quotes';
    else if (token === Token.Unknown && /^[A-Za-z_$]/.test(scanned)) hint = ': JSON keys and strings are in double quotes, and the only words are true, false and null';
    return fail(`Expected ${expected} but found ${describe(token, scanned)}${hint}.`, offset, token === Token.EOF ? 0 : scanned.length);
  };

  /** A key written as in JavaScript (`name:` or `'name':`): says the key as written and how to write it. */
  const unquotedKey = (offset: number): void => {
    const keyWordRegex = (keyWord ??= new RegExp(KEY_WORD_PATTERN, 'uy'));
    keyWordRegex.lastIndex = offset;
    const word = keyWordRegex.exec(text);
    if (word === null) return;
    const written = word[0];
    const key = written.startsWith("'") ? written.slice(1, -1) : written;
    if (key.length === 0 || key.length > 64) return;
    const as = written.startsWith("'") ? `the key ${written} in single quotes` : `the unquoted key ${written}`;
    fail(`Expected a property name in double quotes but found ${as}: JSON keys are in double quotes, write it as ${JSON.stringify(key)}.`, offset, written.length);
  };

  /** Reads a scalar token's value, reporting what the scanner found wrong with it. */
  const scalar = (token: Token): unknown => {
    const offset = scanner.getTokenOffset();
    const length = scanner.getTokenLength();
    const error = scanner.getTokenError() as number as ScanError;
    switch (token) {
      case Token.String:
        if (error === ScanError.UnexpectedEndOfString) fail('Unterminated string: close it with a double quote on the same line.', offset, length);
        if (error === ScanError.InvalidUnicode) report(TEXT_RULES.syntax, 'Invalid \\u escape in this string: it takes four hexadecimal digits.', offset, length, false);
        else if (error === ScanError.InvalidEscapeCharacter) report(TEXT_RULES.syntax, 'Invalid escape in this string: JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.', offset, length, false);
        else if (error === ScanError.InvalidCharacter) report(TEXT_RULES.syntax, 'A control character in this string must be escaped (such as \\t or \\u0001).', offset, length, false);
        return scanner.getTokenValue();
      case Token.Number:
        if (error === ScanError.UnexpectedEndOfNumber) report(TEXT_RULES.syntax, 'Incomplete number: digits must follow "." and "e".', offset, length, false);
        return Number(scanner.getTokenValue());
      case Token.True:
        return true;
      case Token.False:
        return false;
      default:
        return null;
    }
  };

  const stack: Frame[] = [];
  let root: unknown;
  let done = false;

  /** Puts a finished value into its container (or makes it the root). */
  const attach = (value: unknown): void => {
    const frame = stack[stack.length - 1];
    if (frame === undefined) {
      root = value;
      done = true;
    } else if (Array.isArray(frame.container)) {
      frame.container.push(value);
    } else if (frame.key === '__proto__') {
      Object.defineProperty(frame.container, frame.key, { value, enumerable: true, writable: true, configurable: true });
    } else {
      frame.container[frame.key] = value;
    }
  };

  /** Reads a key and its colon; the token is the one after "{" or ",". False at a closing "}". */
  const readKey = (token: Token, comma: number): boolean => {
    const frame = stack[stack.length - 1]!;
    const afterComma = comma !== -1;
    if (token === Token.CloseBrace) {
      if (afterComma && !options.jsonc) {
        report(TEXT_RULES.syntax, 'Trailing comma before "}": remove it (a .json file does not allow it).', comma, 1, false);
      }
      return false;
    }
    if (token !== Token.String) {
      if (token === Token.Unknown) unquotedKey(scanner.getTokenOffset());
      unexpected(token, afterComma ? 'a property name in double quotes' : 'a property name in double quotes or "}"');
    }
    const keyOffset = scanner.getTokenOffset();
    const keyLength = scanner.getTokenLength();
    const key = scalar(token) as string;
    if (frame.keys!.has(key)) {
      report(TEXT_RULES.duplicateKey, `Duplicate key ${JSON.stringify(key)}: this object already has it, and only the last value counts. Remove or rename one of them.`, keyOffset, keyLength, false);
    } else {
      frame.keys!.add(key);
    }
    frame.key = key;
    const colon = next();
    if (colon !== Token.Colon) unexpected(colon, `":" after the key ${JSON.stringify(key)}`);
    return true;
  };

  /** Reads a value starting at `token`; containers push a frame and return. */
  const readValue = (token: Token): void => {
    if (token === Token.OpenBrace || token === Token.OpenBracket) {
      const open = scanner.getTokenOffset();
      if (stack.length >= MAX_DEPTH) {
        fail(`The JSON nests deeper than ${MAX_DEPTH} levels here: no command body does, so cmdlint reads no further.`, open, 1);
      }
      const isObject = token === Token.OpenBrace;
      stack.push({ container: isObject ? {} : [], open, keys: isObject ? new Set() : undefined, key: '' });
      return;
    }
    if (token === Token.String || token === Token.Number || token === Token.True || token === Token.False || token === Token.Null) {
      attach(scalar(token));
      return;
    }
    unexpected(token, 'a value');
  };

  const closeName = (frame: Frame): string => (Array.isArray(frame.container) ? '"]"' : '"}"');

  try {
    readValue(next());
    // Each turn handles what follows the start of a container or a finished value.
    let afterOpen = stack.length > 0;
    while (!done) {
      const frame = stack[stack.length - 1]!;
      const isArray = Array.isArray(frame.container);
      let token = next();
      // Where the comma before this member is (-1: the first member, right after the opening bracket).
      let comma = -1;
      if (afterOpen) {
        afterOpen = false;
      } else {
        // After a value inside `frame`: a comma or the closing bracket.
        if (token === (isArray ? Token.CloseBracket : Token.CloseBrace)) {
          stack.pop();
          attach(frame.container);
          continue;
        }
        if (token !== Token.Comma) {
          if (token === Token.EOF) {
            fail(`Unexpected end of the file: expected "," or ${closeName(frame)} to close the ${isArray ? 'array' : 'object'} opened on line ${new LineIndex(text).positionAt(frame.open).line + 1}.`, text.length, 0);
          }
          unexpected(token, `"," or ${closeName(frame)}`);
        }
        comma = scanner.getTokenOffset();
        token = next();
      }
      if (isArray ? token === Token.CloseBracket : !readKey(token, comma)) {
        if (isArray && comma !== -1 && !options.jsonc) report(TEXT_RULES.syntax, 'Trailing comma before "]": remove it (a .json file does not allow it).', comma, 1, false);
        stack.pop();
        attach(frame.container);
        continue;
      }
      readValue(isArray ? token : next());
      afterOpen = stack[stack.length - 1] !== frame;
    }
    const rest = next();
    if (rest !== Token.EOF) unexpected(rest, 'the end of the file after the value');
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return { value: undefined, ok: false, strict: false, problems: sortProblems(problems) };
  }
  return { value: root, ok: true, strict: false, problems: sortProblems(problems) };
}

function sortProblems(problems: TextProblem[]): TextProblem[] {
  return problems.sort((a, b) => a.offset - b.offset);
}
