// Generators of JSON values and of texts that spell them in many ways (indentation, CRLF,
// minified, comments and trailing commas for JSONC), for the property tests of the text layer.
import fc from 'fast-check';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const key = fc.oneof(
  fc.constantFrom('name', 'type', 'description', 'options', 'a', 'b', '__proto__', 'constructor', 'a:b', 'ключ', '😀', 'x"y', 'back\\slash'),
  fc.string({ maxLength: 6 }),
);

const scalar: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('a:b', 'tab\there', 'line\nbreak', '😀 emoji', 'é', '\u2028', ''),
);

function object(entries: [string, Json][]): { [key: string]: Json } {
  const result: { [key: string]: Json } = {};
  for (const [k, v] of entries) Object.defineProperty(result, k, { value: v, enumerable: true, writable: true, configurable: true });
  return result;
}

export const jsonValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.uniqueArray(fc.tuple(key, tie('value')), { maxLength: 4, selector: ([k]) => k }).map(object),
  ),
})).value;

/** A container at the root, as command files have. */
export const jsonContainer: fc.Arbitrary<Json> = fc.oneof(
  fc.array(jsonValue, { minLength: 1, maxLength: 4 }),
  fc.uniqueArray(fc.tuple(key, jsonValue), { minLength: 1, maxLength: 5, selector: ([k]) => k }).map(object),
);

export interface Spelling {
  readonly indent: string;
  readonly eol: '\n' | '\r\n';
  readonly pretty: boolean;
  /** JSONC only: a comment before some values and trailing commas. */
  readonly comments: boolean;
  readonly trailingCommas: boolean;
  readonly colon: ':' | ': ' | ' : ';
}

export const spelling = (jsonc: boolean): fc.Arbitrary<Spelling> =>
  fc.record({
    indent: fc.constantFrom('  ', '    ', '\t'),
    eol: fc.constantFrom('\n' as const, '\r\n' as const),
    pretty: fc.boolean(),
    comments: jsonc ? fc.boolean() : fc.constant(false),
    trailingCommas: jsonc ? fc.boolean() : fc.constant(false),
    colon: fc.constantFrom(':' as const, ': ' as const, ' : ' as const),
  });

/** Writes a value as text in the given spelling. */
export function spell(value: Json, s: Spelling, depth = 0): string {
  const nl = (d: number): string => (s.pretty ? s.eol + s.indent.repeat(d) : '');
  const comment = (d: number): string => (s.comments ? `/* c${d} */ ` : '');
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => `${nl(depth + 1)}${comment(depth)}${spell(item, s, depth + 1)}`);
    return `[${items.join(',')}${s.trailingCommas ? ',' : ''}${s.comments ? ' // end' + s.eol : ''}${nl(depth)}]`;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    const items = keys.map((k) => `${nl(depth + 1)}${comment(depth)}${JSON.stringify(k)}${s.colon}${spell(value[k]!, s, depth + 1)}`);
    return `{${items.join(',')}${s.trailingCommas ? ',' : ''}${nl(depth)}}`;
  }
  return JSON.stringify(value);
}
