// A choice value beyond exact numbers (a snowflake, `915701572003049482`) is linted as its nearest
// double (Evaluator.choiceValue), which prints otherwise (`915701572003049500`): what a diagnostic
// says of it shows the source's digits instead, and a suggestion built on the rounded number (a
// string of its digits) is dropped, never offered.
import type { Diagnostic } from '@cmdlint/core';
import { pathKey, type LoweredBody } from '@cmdlint/text';

/** A run of digits long enough to pass 2^53 (16 digits): a file without one needs no restating. */
const LONG_DIGITS = /[0-9][0-9_]{15,}/u;
const INTEGER_LITERAL = /^(-?)[ \t]*([0-9][0-9_]*)$/u;

/**
 * For a file's text, the restatement of each of its bodies' diagnostics on such values; undefined
 * where the text has none. The text is searched once, not once a body (8000 commands in one file
 * spent 6.5 of their 9 seconds searching it again and again).
 */
export function exactDigitsIn(text: string): ((lowered: LoweredBody) => (diagnostic: Diagnostic) => Diagnostic) | undefined {
  if (!LONG_DIGITS.test(text)) return undefined;
  return (lowered) => (diagnostic) => {
    const place = lowered.placeOf?.(diagnostic.path) ?? lowered.places.get(pathKey(diagnostic.path));
    const literal = place ? INTEGER_LITERAL.exec(text.slice(place.span.start, place.span.end)) : null;
    if (!literal) return diagnostic;
    const digits = literal[2]!.replace(/_/gu, '');
    const value = Number(digits);
    if (Number.isSafeInteger(value)) return diagnostic;
    const rounded = String(value);
    if (!diagnostic.message.includes(rounded)) return diagnostic;
    const exact = `${literal[1]}${digits.replace(/^0+(?=[0-9])/u, '')}`;
    const { messageId: _id, data: _data, fix, suggestions, ...rest } = diagnostic;
    const built = (made: unknown): boolean => JSON.stringify(made).includes(rounded);
    const kept = suggestions?.filter((suggestion) => !built(suggestion));
    return { ...rest, message: diagnostic.message.split(`${literal[1]}${rounded}`).join(exact), ...(fix && !built(fix) ? { fix } : {}), ...(kept && kept.length > 0 ? { suggestions: kept } : {}) };
  };
}
