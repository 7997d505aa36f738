// Small helpers shared by the engine and the rules. Input values are untrusted: every read of a
// field goes through `own`, so `__proto__`, `constructor` and friends are only ever data.

export type JsonObject = Record<string, unknown>;

// `Object.prototype.hasOwnProperty` is read where it is called, never kept in a module variable:
// the bundle turns top-level constants into `var`s, which V8 cannot treat as constant, and then
// keeps a generic call instead of its fast checks (for-in loops over dictionaries ran much slower:
// bench/README.md has the figures). Hot loops read it into a local constant first, which V8 folds
// the same way.

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function has(object: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * Arrays longer than this are walked through the indices they hold, not index by index. JSON has
 * no holes, but a JavaScript caller's array can: `[]` with `length = 2 ** 32 - 1` holds nothing and
 * would take hours to count through. Every real array is far shorter (25 options, 100 commands),
 * so the common path pays one comparison.
 */
export const LONG_ARRAY = 65_536;

/**
 * The indices a long array holds, in order (holes skipped); undefined for an array of at most
 * LONG_ARRAY items, which is walked index by index (a hole read as undefined, as before).
 */
export function heldIndices(array: readonly unknown[]): number[] | undefined {
  if (array.length <= LONG_ARRAY) return undefined;
  const indices: number[] = [];
  // Own keys list the indices first, ascending; a key that is no index (a property set on the array) ends them.
  for (const key of Object.keys(array)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= array.length || String(index) !== key) continue;
    indices.push(index);
  }
  return indices;
}

/** Calls `visit` for each item an array holds (holes skipped, as Array.prototype.forEach does), long or not. */
export function forEachItem(array: readonly unknown[], visit: (item: unknown, index: number) => void): void {
  const held = heldIndices(array);
  if (held === undefined) {
    for (let i = 0; i < array.length; i++) if (i in array) visit(array[i], i);
  } else {
    for (let k = 0; k < held.length; k++) visit(array[held[k]!], held[k]!);
  }
}

/** The first index of an item that `test` accepts (holes skipped), or -1. */
export function findItem(array: readonly unknown[], test: (item: unknown) => boolean): number {
  const held = heldIndices(array);
  if (held === undefined) {
    for (let i = 0; i < array.length; i++) if (i in array && test(array[i])) return i;
    return -1;
  }
  for (let k = 0; k < held.length; k++) if (test(array[held[k]!])) return held[k]!;
  return -1;
}

/** The own property `key` of `object`, or undefined. Never reads the prototype chain. */
export function own(object: JsonObject, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** Own enumerable keys, or none when the object cannot be enumerated (a revoked proxy, say). */
export function keysOf(object: JsonObject): string[] {
  try {
    return Object.keys(object);
  } catch {
    return [];
  }
}

const SURROGATE = /[\ud800-\udfff]/;

/**
 * codePointLength for callers of the library: says what it expected when given no string. The
 * engine's own calls, which only ever pass strings, skip the check (it is on the hottest path).
 */
export function checkedCodePointLength(text: string): number {
  if (typeof text !== 'string') throw new TypeError(`cmdlint: codePointLength expects a string, not ${jsonTypeOf(text)}`);
  return codePointLength(text);
}

/** Length in Unicode code points. A lone surrogate counts as one. */
export function codePointLength(text: string): number {
  // Most text has no surrogates, and the regex engine finds that in fewer instructions than a
  // charCodeAt loop (bench/README.md); short strings are not worth the call.
  if (text.length >= 16 && !SURROGATE.test(text)) return text.length;
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/**
 * `String(value).length` of a finite number. Integers below 10^15 (choice values, mostly) are
 * measured without making the string: a budget tally would otherwise make one per choice.
 */
export function numberTextLength(value: number): number {
  if (!Number.isInteger(value) || value <= -1e15 || value >= 1e15) return String(value).length;
  let length = value < 0 ? 2 : 1;
  const magnitude = Math.abs(value);
  for (let power = 10; magnitude >= power; power *= 10) length++;
  return length;
}

/**
 * Whether `text` is longer than `max` code points. A string of at most `max` UTF-16 units is
 * within the limit whatever its code points, so the count is only made when it could matter.
 */
export function exceeds(text: string, max: number): boolean {
  return text.length > max && codePointLength(text) > max;
}

const MAX_SHOWN = 60;

/** The first `count` code points of `text`: shortening never splits a surrogate pair. */
function sliceCodePoints(text: string, count: number): string {
  let end = 0;
  for (let points = 0; points < count && end < text.length; points++) {
    const unit = text.charCodeAt(end);
    end += unit >= 0xd800 && unit <= 0xdbff && end + 1 < text.length ? 2 : 1;
  }
  return text.slice(0, end);
}

/** `text` cut to its first 60 code points and `…` when longer, unquoted (`/averylongname…`). */
export function clip(text: string): string {
  return exceeds(text, MAX_SHOWN) ? `${sliceCodePoints(text, MAX_SHOWN)}…` : text;
}

/**
 * `text` quoted as JSON for a message, cut to 60 code points when longer, and then followed by
 * its length (`"aaaa…" (5000 characters)`): whatever a file holds, a report stays bounded (a name
 * quoted whole in each of its reports once made a 134 MB report).
 */
export function quote(text: string): string {
  if (!exceeds(text, MAX_SHOWN)) return JSON.stringify(text);
  return `${JSON.stringify(clip(text))} (${codePointLength(text)} characters)`;
}

/** `text` quoted and cut as `quote` does, without the length: for a message that says it already. */
export function quoteCut(text: string): string {
  return JSON.stringify(clip(text));
}

/** A value as it should appear in a message: JSON, shortened when long. */
export function show(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = quote(value);
  else if (typeof value === 'bigint') text = `${value}n`;
  else if (value === undefined) text = 'undefined';
  else if (value === null) text = 'null';
  else if (typeof value === 'number' && !Number.isFinite(value)) text = String(value);
  else if (typeof value === 'function' || typeof value === 'symbol') text = typeof value;
  else if (Array.isArray(value)) text = value.length === 0 ? '[]' : `an array of ${value.length}`;
  else if (typeof value === 'object') text = 'an object';
  else text = JSON.stringify(value) ?? String(value);
  return text;
}

/** `a string`, `a number`, ... for "must be X, not Y" messages. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isFinite(value) ? (Number.isInteger(value) ? 'an integer' : 'a number') : String(value);
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    case 'bigint':
      return 'a BigInt (not JSON)';
    case 'undefined':
      return 'undefined';
    default:
      return `a ${typeof value} (not JSON)`;
  }
}

/**
 * Edit distance where a swap of two neighbouring characters is one edit (`vaule` for `value`),
 * bounded: returns `limit + 1` as soon as the distance exceeds `limit`.
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

/** The candidate closest to `word` (case-insensitive), when it is close enough to be a typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  if (word.length > 64) return undefined;
  const lower = word.toLowerCase();
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** `a, b or c` */
export function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** `a, b and c` */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

/** JSON's own number grammar: what a number written in quotes by mistake looks like. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A number written as a string (`"2.5"`, `"1e-7"`), as a number; otherwise undefined. */
export function numberFromString(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length > 64 || !JSON_NUMBER.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * How many items of one array a rule reports one by one. Past it, one more report sums up the
 * rest: a 3-million-item array must not make 3 million diagnostics.
 */
export const MAX_ITEM_REPORTS = 100;

/**
 * Calls `report` for each item of `array` that `fits` rejects, the first MAX_ITEM_REPORTS of
 * them, and returns how many more there are (the holes of a long array count among them: they are
 * items of no kind at all), for one report that sums them up.
 */
export function reportMisfits(array: readonly unknown[], fits: (item: unknown) => boolean, report: (item: unknown, index: number) => void): number {
  let reported = 0;
  const held = heldIndices(array);
  let more = held === undefined ? 0 : array.length - held.length;
  const count = held === undefined ? array.length : held.length;
  for (let k = 0; k < count; k++) {
    const i = held === undefined ? k : held[k]!;
    const item: unknown = array[i];
    if (fits(item)) continue;
    if (reported === MAX_ITEM_REPORTS) more++;
    else {
      reported++;
      report(item, i);
    }
  }
  return more;
}

/** `application_id` → `applicationId`: how JavaScript libraries name the API's fields (`_` and a letter a-z: the letter in uppercase). */
export function camelCase(snake: string): string {
  // A loop, not a regex: the rules' tables call it as the core loads, and compiling the regex there took a tenth of the core's set-up.
  let camel = '';
  for (let i = 0; i < snake.length; i++) {
    const next = snake.charCodeAt(i + 1);
    if (snake.charCodeAt(i) === 0x5f && next >= 0x61 && next <= 0x7a) {
      camel += String.fromCharCode(next - 0x20);
      i++;
    } else camel += snake[i];
  }
  return camel;
}

/** `defaultMemberPermissions` → `default_member_permissions`; undefined for a word that is not camelCase. */
export function snakeCase(camel: string): string | undefined {
  if (camel.length > 64 || !/^[a-z]+(?:[A-Z][a-z]*)+$/.test(camel)) return undefined;
  return camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * The data of a "too many" report (`{{count}}`, `{{max}}`, `{{excess}}`, and `{{first}}`, the
 * 1-based position of the first item past the limit, where the report is made) when `list` is an
 * array of more than `max` items; undefined within the limit, or when it is no array (field-type's).
 */
export function overLimit(list: unknown, max: number): { readonly count: number; readonly max: number; readonly excess: number; readonly first: number } | undefined {
  return Array.isArray(list) && list.length > max ? { count: list.length, max, excess: list.length - max, first: max + 1 } : undefined;
}

/** The text with its first letter upper-case: a label (`command /ban`) at the start of a message. */
export function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** What a report is on: a node with a label, or a node of a dictionary or array with an owner that has one. */
export interface ReportedNode {
  readonly body: number;
  readonly label?: string;
  readonly owner?: { readonly label: string };
}

/** A report made text: the message, and the data its template was filled with. */
export interface RenderedMessage {
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** The longest text a placeholder is filled with: values are quoted cut (`quote`), this is the net. */
const MAX_DATA_TEXT = 1000;

/** `data` with every string longer than MAX_DATA_TEXT cut: no input makes a report grow without bound. */
function boundedData(data: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  let bounded: Record<string, unknown> | undefined;
  for (const key in data) {
    const value = data[key];
    if (typeof value === 'string' && value.length > MAX_DATA_TEXT) (bounded ??= { ...data })[key] = `${sliceCodePoints(value, MAX_DATA_TEXT)}…`;
  }
  return bounded ?? data;
}

/**
 * The text of a report: the template `messages[messageId]` with each `{{name}}` replaced by
 * `String(data.name)` (a name the data lacks stays as written, as in ESLint). `{{subject}}`, when
 * the data lacks it, is the label of the node reported on (or of its owner), capitalized
 * ("Option "user" of /ban"), and joins the data given back, so that the data alone fills the
 * template again (ESLint's plugin does). An id the rule does not declare throws: the rule has a bug.
 */
export function renderMessage(messages: Readonly<Record<string, string>> | undefined, report: { readonly messageId: string; readonly data?: Readonly<Record<string, unknown>> }, at?: ReportedNode): RenderedMessage {
  const { messageId } = report;
  const template = messages && has(messages, messageId) ? messages[messageId]! : undefined;
  if (template === undefined) throw new Error(`no message "${messageId}" in the rule's meta.messages`);
  let data = report.data;
  const label = at?.label ?? at?.owner?.label;
  const parts = templateParts(template);
  if (label !== undefined && !(data && has(data, 'subject')) && parts.subject) data = { ...data, subject: capitalize(label) };
  if (data !== undefined) data = boundedData(data);
  let message = '';
  for (const part of parts.parts) message += typeof part === 'string' ? part : data && has(data, part.name) ? String(data[part.name]) : part.whole;
  return data === undefined ? { message } : { message, data };
}

/** A template cut at its `{{name}}` placeholders: texts, and the placeholders between them. */
interface TemplateParts {
  readonly parts: readonly (string | { readonly name: string; readonly whole: string })[];
  /** It says `{{subject}}`. */
  readonly subject: boolean;
}

/**
 * Templates cut once each (a rule's messages are a fixed few) and filled by joining the parts, as
 * a replace with a callback per report did: that replace was 9 % of the core's time on the bodies
 * of a bot's source tree (CPU profile), where most reports are dropped again for an unknown part.
 * test/render-message.test.ts reads every rule's messages both ways.
 */
const TEMPLATES = new Map<string, TemplateParts>();
const MAX_TEMPLATES = 10_000;

function templateParts(template: string): TemplateParts {
  let known = TEMPLATES.get(template);
  if (known === undefined) {
    const parts: (string | { name: string; whole: string })[] = [];
    const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g;
    let last = 0;
    for (let match = placeholder.exec(template); match !== null; match = placeholder.exec(template)) {
      parts.push(template.slice(last, match.index), { name: match[1]!, whole: match[0] });
      last = match.index + match[0].length;
    }
    parts.push(template.slice(last));
    known = { parts, subject: template.includes('{{subject}}') };
    // A caller's own templates made per report (not the rules') are cut each time, not kept without bound.
    if (TEMPLATES.size < MAX_TEMPLATES) TEMPLATES.set(template, known);
  }
  return known;
}
