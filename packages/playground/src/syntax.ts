// Every syntax error of a text, not only the first, and a fix where one is sure. shared's reader
// stops at the first error it cannot read past (its message says what it expected and found):
// that error is repaired in a copy of the text, the copy read again, and so on. An error is
// repaired only when the repair is sure (a missing comma between two members or elements, a
// missing colon between a key and its value, a key or a string in single quotes, a key without
// quotes: then the repair is also the fix the page offers) or neutral (a word in the place of a
// value, read as null: no fix, since what was meant is unknown). Any other error ends the search:
// what follows it cannot be read without guessing, and a guess would report errors that are not.
// A trailing comma (which the reader reads past) gets its fix too: removing it.
import { applyEdits, type TextEdit } from '@cmdlint/text';
import { parseJson } from '@cmdlint/text';
import type { TextProblem } from '@cmdlint/text';

export interface SyntaxFinding {
  readonly problem: TextProblem;
  /** The sure fix, as edits of the original text. */
  readonly fix?: readonly TextEdit[];
}

/** At most this many errors are looked for, */
const MAX_SYNTAX_ERRORS = 100;
/** and the text is read again for at most this many characters in all (a 5 MB text: 4 times). */
const READ_BUDGET = 20_000_000;

/** The start of a value in JSON. */
const VALUE_START = /["{[\-0-9tfn]/;
/** A key as shared's reader quotes it in its message, with the colon after it. */
const STRING_THEN_COLON = /"(?:[^"\\\n]|\\.)*"\s*:/y;
const SINGLE_QUOTED = /'([^'\\"\n]*)'/y;

/** The end of the last token before `offset` (whitespace skipped); undefined after a comment, where it is not sure. */
function endOfPrevious(text: string, offset: number): number | undefined {
  let at = offset;
  while (at > 0 && /\s/.test(text[at - 1]!)) at--;
  if (at === 0 || text[at - 1] === '/') return undefined;
  return at;
}

interface Repair {
  readonly edit: TextEdit;
  /** Sure: offered as the fix. Otherwise it only lets the search go on. */
  readonly sure: boolean;
}

/** How to read past a fatal problem of shared's reader, from its message and the text at it. */
function repairOf(text: string, problem: TextProblem): Repair | undefined {
  const { message, offset, length } = problem;
  const found = text[offset] ?? '';
  const separator = /^Expected "," or "([}\]])" but found/.exec(message);
  if (separator) {
    const end = endOfPrevious(text, offset);
    if (end === undefined) return undefined;
    STRING_THEN_COLON.lastIndex = offset;
    // Between members: the next is a key (a string, then its colon); between elements: a value.
    const sure = separator[1] === '}' ? STRING_THEN_COLON.test(text) : VALUE_START.test(found) && !/^[tfn]/.test(found);
    return sure ? { edit: { offset: end, length: 0, newText: ',' }, sure } : undefined;
  }
  if (message.startsWith('Expected ":" after the key') && VALUE_START.test(found)) {
    const end = endOfPrevious(text, offset);
    return end === undefined ? undefined : { edit: { offset: end, length: 0, newText: ':' }, sure: true };
  }
  const key = /^Expected a property name in double quotes but found (?:the unquoted key|the key '.*' in single quotes)/.exec(message);
  if (key && length > 0) {
    const written = text.slice(offset, offset + length);
    const name = written.startsWith("'") ? written.slice(1, -1) : written;
    return { edit: { offset, length, newText: JSON.stringify(name) }, sure: true };
  }
  if (message.startsWith('Expected a value but found')) {
    SINGLE_QUOTED.lastIndex = offset;
    const quoted = SINGLE_QUOTED.exec(text);
    if (quoted) return { edit: { offset, length: quoted[0].length, newText: JSON.stringify(quoted[1]) }, sure: true };
    // A word where a value goes (tru, None, undefined): read as null to go on, not offered.
    if (/^[A-Za-z_$]/.test(found) && length > 0) return { edit: { offset, length, newText: 'null' }, sure: false };
  }
  return undefined;
}

/** Where an offset of the repaired text was in the original, given the repairs made in order. */
function original(offset: number, edits: readonly TextEdit[]): number {
  let at = offset;
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit = edits[i]!;
    if (at >= edit.offset + edit.newText.length) at -= edit.newText.length - edit.length;
    else if (at > edit.offset) at = edit.offset;
  }
  return at;
}

const trailingCommaFix = (text: string, problem: TextProblem): readonly TextEdit[] | undefined =>
  problem.message.startsWith('Trailing comma before') && text[problem.offset] === ',' && problem.length === 1 ? [{ offset: problem.offset, length: 1, newText: '' }] : undefined;

/**
 * The syntax problems of a text (those of shared's reader and those past its first fatal one),
 * in text order, with their sure fixes. Offsets are of `text`.
 */
export function syntaxFindings(text: string, jsonc: boolean): SyntaxFinding[] {
  const findings: SyntaxFinding[] = [];
  const repairs: TextEdit[] = [];
  let current = text;
  let budget = READ_BUDGET;
  let last: readonly TextProblem[] = [];
  for (let errors = 0; errors < MAX_SYNTAX_ERRORS && budget >= current.length; errors++) {
    budget -= current.length;
    const parsed = parseJson(current, { jsonc });
    last = parsed.problems;
    const fatal = parsed.problems.find((p) => p.fatal);
    if (!fatal) break;
    const at = original(fatal.offset, repairs);
    // A repair that did not get the reader further ends the search (never the same error twice).
    const previous = findings[findings.length - 1]?.problem;
    if (previous && (at < previous.offset || (at === previous.offset && fatal.message === previous.message))) break;
    const problem = { ...fatal, offset: at, length: Math.max(0, original(fatal.offset + fatal.length, repairs) - at) };
    const repair = repairOf(current, fatal);
    if (!repair) {
      findings.push({ problem });
      last = parsed.problems.filter((p) => p.offset < fatal.offset);
      break;
    }
    const fix = repair.sure ? [{ ...repair.edit, offset: original(repair.edit.offset, repairs) }] : undefined;
    findings.push(fix ? { problem, fix } : { problem });
    current = applyEdits(current, [repair.edit]);
    repairs.push(repair.edit);
  }
  // The problems the reader read past, in the last reading (the fatal ones are above).
  for (const problem of last) {
    if (problem.fatal) continue;
    const offset = original(problem.offset, repairs);
    const mapped = { ...problem, offset, length: Math.max(0, original(problem.offset + problem.length, repairs) - offset) };
    const fix = trailingCommaFix(text, mapped);
    findings.push(fix ? { problem: mapped, fix } : { problem: mapped });
  }
  return findings.sort((a, b) => a.problem.offset - b.problem.offset);
}
