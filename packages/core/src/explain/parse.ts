// Reading the service's error from whatever the user has: the JSON body of the response (as a
// value or as text, alone or inside a log line or a structured log record), or the flattened
// text a library printed. Every loop here is bounded: the input may be huge, deep, cyclic or
// hostile, and reading it must neither throw nor hang.
import { REQUEST_CODES, serviceCodeOf } from './codes.js';

/** One failing leaf of an `errors` tree: the keys from the root, as the service gave them. */
export interface ServiceErrorLeaf {
  readonly path: readonly string[];
  /** `BASE_TYPE_BAD_LENGTH`, ...; `""` when the form the user pasted does not carry it. */
  readonly code: string;
  readonly message: string;
  /**
   * discord.py's CommandSyncFailure names the place instead of indexing it: the commands, groups,
   * context menus and parameters on the way, outermost first; `path` is then the field under them.
   */
  readonly names?: readonly NamedStep[];
}

export interface NamedStep {
  readonly kind: 'command' | 'group' | 'context menu' | 'parameter';
  /** A command's or group's qualified name (`trade add`); a parameter's or context menu's name. */
  readonly name: string;
}

export interface ServiceError {
  /** The top-level code (`50035`, `50240`, ...; `429` for a rate limit), when known. */
  readonly code: number | undefined;
  readonly message: string;
  /** Seconds, for a rate limit. */
  readonly retryAfter: number | undefined;
  readonly leaves: readonly ServiceErrorLeaf[];
  /** Failing leaves past the first MAX_LEAVES, counted but not read (0: every leaf was read). */
  readonly unread: number;
  /** What was read: the JSON body, a library's flattened text, or nothing recognisable. */
  readonly form: 'json' | 'text' | 'none';
}

/** At most this many leaves are read (a real tree has a few; a bulk of 130 may have hundreds). */
const MAX_LEAVES = 5000;
/** Nodes of a tree visited at most, reading and then counting its leaves. */
const MAX_COUNTED_NODES = 1_000_000;
/** Deeper trees are cut: a real one is at most ~10 levels (bulk › command › group › subcommand › option › choice › localizations). */
const MAX_TREE_DEPTH = 64;
/** Work budget (characters scanned, nodes visited) for finding JSON inside text. */
const MAX_SCAN_STEPS = 20_000_000;
/** At most this many candidate `{...}` are parsed as JSON. */
const MAX_PARSE_ATTEMPTS = 1000;
const JSON_OBJECT_START = /^\{\s*["}]/;
/** Lines longer than this are not read as flattened leaves (they are not one). */
const MAX_LINE = 100_000;

const NONE: ServiceError = /* @__PURE__ */ Object.freeze({ code: undefined, message: '', retryAfter: undefined, leaves: Object.freeze([]) as readonly ServiceErrorLeaf[], unread: 0, form: 'none' as const });

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOwn = (object: Obj, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
const own = (object: Obj, key: string): unknown => (hasOwn(object, key) ? safeGet(object, key) : undefined);

function safeGet(object: Obj, key: string): unknown {
  try {
    return object[key];
  } catch {
    return undefined; // a getter or a proxy that throws: not JSON, so nothing to read
  }
}

function safeKeys(object: object): string[] {
  try {
    return Object.keys(object);
  } catch {
    return [];
  }
}

/** Reads the error: a parsed JSON value, or text (JSON, a log line around JSON, a library's flattened lines). Never throws. */
export function parseServiceError(input: unknown): ServiceError {
  try {
    if (typeof input === 'string') return parseText(input);
    if (isObj(input)) return fromJson(input) ?? NONE;
  } catch {
    // Only a value that is not JSON can throw here (a revoked proxy, a throwing getter on the way).
  }
  return NONE;
}

/** Whether a JSON value is the service's error body: a numeric code, an `errors` tree, or a rate limit. */
function isErrorBody(value: Obj): boolean {
  const code = own(value, 'code');
  const errors = own(value, 'errors');
  if (typeof own(value, 'retry_after') === 'number') return true;
  if (typeof code === 'number' && (typeof own(value, 'message') === 'string' || isObj(errors))) return true;
  return isObj(errors) && typeof own(value, 'message') === 'string';
}

function fromJson(value: Obj): ServiceError | undefined {
  const body = findErrorBody(value);
  if (body === undefined) return undefined;
  const code = own(body, 'code');
  const message = own(body, 'message');
  const retryAfter = own(body, 'retry_after');
  const errors = own(body, 'errors');
  const isRateLimit = typeof retryAfter === 'number';
  const counted = { unread: 0 };
  return {
    // A rate limit's body may carry `code: 0`; its status is what identifies it.
    code: isRateLimit && (code === undefined || code === 0) ? 429 : typeof code === 'number' ? code : undefined,
    message: typeof message === 'string' ? message : '',
    retryAfter: isRateLimit ? retryAfter : undefined,
    leaves: isObj(errors) ? flattenTree(errors, counted) : [],
    unread: counted.unread,
    form: 'json',
  };
}

/**
 * The error body itself, or one nested in a structured log record (`{"err": {"rawError": {...}}}`):
 * a breadth-first search, bounded in nodes, that never follows a value twice (cycles).
 */
function findErrorBody(root: Obj): Obj | undefined {
  const seen = new Set<object>();
  const queue: unknown[] = [root];
  let visited = 0;
  for (let i = 0; i < queue.length && visited < 100_000; i++) {
    const value = queue[i];
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    visited++;
    if (isObj(value) && isErrorBody(value)) return value;
    for (const key of safeKeys(value)) {
      const child = safeGet(value as Obj, key);
      if (typeof child === 'object' && child !== null) queue.push(child);
    }
  }
  return undefined;
}

/** The leaves of an `errors` tree, depth first in key order. Each node's `_errors` holds the leaves at that place. */
function flattenTree(errors: Obj, counted: { unread: number } = { unread: 0 }): ServiceErrorLeaf[] {
  const leaves: ServiceErrorLeaf[] = [];
  const seen = new Set<object>();
  // An explicit stack (no recursion), children pushed in reverse so that leaves come in key order.
  // Past MAX_LEAVES the leaves are only counted, within a bound of nodes visited.
  const stack: { node: Obj; path: string[] }[] = [{ node: errors, path: [] }];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_COUNTED_NODES) {
    const { node, path } = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    const list = own(node, '_errors');
    if (Array.isArray(list)) {
      for (let i = 0; i < list.length; i++) {
        const entry: unknown = list[i];
        if (!isObj(entry)) continue;
        if (leaves.length >= MAX_LEAVES) {
          counted.unread++;
          continue;
        }
        const code = own(entry, 'code');
        const message = own(entry, 'message');
        leaves.push({ path, code: typeof code === 'string' ? code : typeof code === 'number' ? String(code) : '', message: typeof message === 'string' ? message : '' });
      }
    }
    if (path.length >= MAX_TREE_DEPTH) continue;
    const keys = safeKeys(node).filter((key) => key !== '_errors');
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = own(node, keys[i]!);
      if (isObj(child)) stack.push({ node: child, path: [...path, keys[i]!] });
    }
  }
  return leaves;
}

// ---------------------------------------------------------------------------------------------
// Text

function parseText(text: string): ServiceError {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    const whole = tryJson(trimmed);
    if (isObj(whole)) {
      const read = fromJson(whole);
      if (read) return read;
    }
  }
  // JSON inside other text (a log line); a structured log's strings may hold the flattened form.
  const strings: string[] = [];
  const embedded = findEmbeddedJson(text, strings);
  if (embedded) return embedded;
  return parseFlattened(strings.length > 0 ? `${text}\n${strings.join('\n')}` : text);
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Tries each balanced `{...}` of the text as JSON, within a budget of characters scanned: a text
 * of unclosed braces must not cost a scan per brace. Strings of JSON that is not an error body
 * are collected into `strings` (a log record's `message` may hold the flattened form).
 */
function findEmbeddedJson(text: string, strings: string[]): ServiceError | undefined {
  let budget = MAX_SCAN_STEPS;
  let attempts = MAX_PARSE_ATTEMPTS;
  let from = text.indexOf('{');
  while (from !== -1 && budget > 0 && attempts > 0) {
    const end = matchingBrace(text, from, budget);
    budget -= (end === -1 ? text.length : end) - from + 1;
    // Only what can be a JSON object is parsed: `{` then a key or `}` (a failed parse throws, which is slow).
    if (end !== -1 && JSON_OBJECT_START.test(text.slice(from, from + 64))) {
      attempts--;
      const value = tryJson(text.slice(from, end + 1));
      if (isObj(value)) {
        const read = fromJson(value);
        if (read) return read;
        collectStrings(value, strings);
        from = text.indexOf('{', end + 1);
        continue;
      }
    } else {
      // Unclosed from here: no later brace can close either unless the text has a `}` after it.
      if (text.indexOf('}', from) === -1) break;
    }
    from = text.indexOf('{', from + 1);
  }
  return undefined;
}

/** The index of the `}` that closes the `{` at `start` (strings skipped), or -1. */
function matchingBrace(text: string, start: number, budget: number): number {
  let depth = 0;
  let inString = false;
  const limit = Math.min(text.length, start + budget);
  for (let i = start; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      else if (c === 0x0a) return -1; // a JSON string never holds a raw newline
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b) depth++;
    else if (c === 0x7d && --depth === 0) return i;
  }
  return -1;
}

function collectStrings(root: unknown, out: string[]): void {
  const stack: unknown[] = [root];
  let visited = 0;
  while (stack.length > 0 && visited++ < 10_000) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\n') || /\[[A-Z][A-Z0-9_]*\]:/.test(value)) out.push(value);
    } else if (typeof value === 'object' && value !== null) {
      for (const key of safeKeys(value)) stack.push(safeGet(value as Obj, key));
    }
  }
}

// The JavaScript library's lines: `5.options[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid`
// (first key bare, numeric keys in brackets, other keys after a dot, the code in brackets).
const KEY = '[A-Za-z0-9_-]+';
const FLAT_LEAF = /* @__PURE__ */ new RegExp(`(?:^|\\s)(${KEY}(?:\\[\\d+\\]|\\.${KEY})*)\\[([A-Z][A-Z0-9_]*)\\]: ?(.*)$`);
// A leaf at the root: that library prints the code alone, `APPLICATION_COMMAND_TOO_LARGE: Command exceeds ...`.
const FLAT_ROOT = /^\s*([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+): ?(.*)$/;
// The Python library's lines: `In 5.options.0.name: Command name is invalid` (no code).
const IN_LEAF = /^\s*In ([A-Za-z0-9_.-]+): ?(.*)$/;
const TOP_CODE = [/DiscordAPIError\[(\d{1,6})\]/, /error code:? ?(\d{4,6})/i, /"code"\s*:\s*(\d{1,6})/, /\bcode[ =:]+(\d{5})\b/i];

// discord.js v12/v13 printed leaves without a code: `options[0].name: String value did not match
// validation regex.` Taken only in an Invalid Form Body text, and only when the path starts with an
// index or a field of a command: `method: 'post'` and `path: '/applications/...'` are the log's.
const BARE_LEAF = /^\s*((?:\d+|[a-z][a-z_]*)(?:\[\d+\]|\.[A-Za-z0-9_]+)*): (.+)$/;
const BODY_FIELDS = new Set([
  'name', 'description', 'options', 'type', 'choices', 'name_localizations', 'description_localizations', 'default_member_permissions', 'dm_permission',
  'default_permission', 'contexts', 'integration_types', 'nsfw', 'value', 'required', 'min_value', 'max_value', 'min_length', 'max_length', 'channel_types',
  'autocomplete', 'handler', 'permissions', 'id',
]);
// JDA prints the path on a line of its own and each code below it: `18.options[0].type` then
// `    - BASE_TYPE_CHOICES: Value must be one of (1, 2, ...).`
const PATH_ONLY = /^\s*((?:\d+|[a-z][a-z_]*)(?:\[\d+\]|\.[A-Za-z0-9_]+)+)\s*$/;
const DASH_CODE = /^\s*- ([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+): ?(.*)$/;
// Go libraries log paths with arrows: `options -> 0 -> name -> APPLICATION_COMMAND_INVALID_NAME: Command name is invalid`.
const ARROW_LEAF = /^(?:.*?\s)??((?:[A-Za-z0-9_]+ -> )+[A-Za-z0-9_]+)(?:\[([A-Z][A-Z0-9_]*)\])?: ?(.*)$/;

// discord.py's CommandSyncFailure (app_commands/errors.py) prints a block of names, each level two
// spaces deeper: `In group 'trade' defined in module 'x'`, `  In command 'trade add' defined in
// function 'Trade.add'`, `    In parameter 'thing'`, then the fields: `      name: Command name is invalid`.
// A log may put a prefix before each line (docker compose's `bot-1  | `).
const LOG_PREFIX = /^[\w.-]+\s*\| /;
const SYNC_HEADER = /^( *)In (command|group|context menu) '(.+)' defined in (?:function|module) '[^']*'\s*$/;
const SYNC_PARAMETER = /^( *)In parameter '(.+)'\s*$/;
const SYNC_FIELD = /^( *)([A-Za-z_][A-Za-z0-9_.]*): (.+)$/;

function splitFlatPath(path: string): string[] {
  const keys: string[] = [];
  const pattern = /\[(\d+)\]|\.?([A-Za-z0-9_-]+)/g;
  for (let match = pattern.exec(path); match !== null; match = pattern.exec(path)) keys.push(match[1] ?? match[2]!);
  return keys;
}

function parseFlattened(text: string): ServiceError {
  const leaves: ServiceErrorLeaf[] = [];
  const lines = text.split(/\r\n?|\n/);
  const formBody = /Invalid Form Body|\b50035\b/.test(text);
  let messageLine = '';
  /** A path JDA printed on its own line: the codes below it are its. */
  let pending: string[] | undefined;
  let unread = 0;
  /** The open levels of a CommandSyncFailure block, with their indentation. */
  const named: { indent: number; step: NamedStep }[] = [];
  for (const raw of lines) {
    const line = raw.length > MAX_LINE ? '' : raw;
    if (leaves.length >= MAX_LEAVES) {
      // Past the bound, the leaves of the forms that carry a path on their line are only counted.
      if (FLAT_LEAF.test(line) || IN_LEAF.test(line) || DASH_CODE.test(line)) unread++;
      continue;
    }
    const unprefixed = line.replace(LOG_PREFIX, '');
    const header = SYNC_HEADER.exec(unprefixed);
    const parameter = header ? null : SYNC_PARAMETER.exec(unprefixed);
    if (header || parameter) {
      const indent = (header ?? parameter)![1]!.length;
      while (named.length > 0 && named[named.length - 1]!.indent >= indent) named.pop();
      named.push({ indent, step: header ? { kind: header[2] as NamedStep['kind'], name: header[3]! } : { kind: 'parameter', name: parameter![2]! } });
      continue;
    }
    if (named.length > 0) {
      const indent = /^ */.exec(unprefixed)![0].length;
      const top = named[named.length - 1]!;
      if (indent > top.indent && unprefixed.trim() !== '') {
        while (named.length > 0 && named[named.length - 1]!.indent >= indent) named.pop();
        const names = named.map((level) => level.step);
        const field = SYNC_FIELD.exec(unprefixed);
        // `name: Command name is invalid` is a field's; a line of its own is the object's (a command too large).
        leaves.push(field ? { path: field[2]!.split('.'), code: '', message: field[3]!.trim(), names } : { path: [], code: '', message: unprefixed.trim(), names });
        continue;
      }
      named.length = 0;
    }
    const leaf = FLAT_LEAF.exec(line);
    if (leaf) {
      leaves.push({ path: splitFlatPath(leaf[1]!), code: leaf[2]!, message: leaf[3]!.trim() });
      continue;
    }
    const root = FLAT_ROOT.exec(line);
    if (root && (formBody || leaves.length > 0 || serviceCodeOf(root[1]!) !== undefined)) {
      leaves.push({ path: [], code: root[1]!, message: root[2]!.trim() });
      continue;
    }
    const python = IN_LEAF.exec(line);
    if (python) {
      leaves.push({ path: python[1]!.split('.').filter((key) => key !== ''), code: '', message: python[2]!.trim() });
      continue;
    }
    const dash = pending === undefined ? null : DASH_CODE.exec(line);
    if (dash) {
      leaves.push({ path: pending!, code: dash[1]!, message: dash[2]!.trim() });
      continue;
    }
    pending = undefined;
    const only = formBody ? PATH_ONLY.exec(line) : null;
    if (only) {
      pending = splitFlatPath(only[1]!);
      continue;
    }
    // Only short lines with an arrow: the pattern's free prefix would be quadratic on a long one.
    const arrow = line.length <= 2000 && line.includes(' -> ') ? ARROW_LEAF.exec(line) : null;
    if (arrow) {
      const keys = arrow[1]!.split(' -> ');
      let code = arrow[2] ?? '';
      if (code === '' && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(keys[keys.length - 1]!)) code = keys.pop()!;
      leaves.push({ path: keys, code, message: arrow[3]!.trim() });
      continue;
    }
    const bare = formBody ? BARE_LEAF.exec(line) : null;
    if (bare) {
      const keys = splitFlatPath(bare[1]!);
      if (/^\d+$/.test(keys[0]!) || BODY_FIELDS.has(keys[0]!)) {
        leaves.push({ path: keys, code: '', message: bare[2]!.trim() });
        continue;
      }
    }
    if (messageLine === '' && /Invalid Form Body/.test(line)) messageLine = 'Invalid Form Body';
  }
  let code: number | undefined;
  const head = text.length > 1_000_000 ? text.slice(0, 1_000_000) : text;
  for (const pattern of TOP_CODE) {
    const match = pattern.exec(head);
    if (match) {
      code = Number(match[1]);
      break;
    }
  }
  let message = messageLine;
  if (code === undefined || !(String(code) in REQUEST_CODES)) {
    // A log that dropped the code still has the service's message.
    for (const [known, { recognise }] of Object.entries(REQUEST_CODES)) {
      if (recognise.test(head)) {
        code = Number(known);
        break;
      }
    }
  }
  if (code !== undefined && String(code) in REQUEST_CODES) {
    const { recognise } = REQUEST_CODES[String(code)]!;
    const line = lines.find((l) => l.length <= MAX_LINE && recognise.test(l));
    if (line) message = (recognise.exec(line) ? line.slice(line.search(recognise)) : line).trim();
  }
  let retryAfter: number | undefined;
  if (code === 429 || /\b429\b/.test(head)) {
    const retry = /retry[_ -]?after"?\s*[:=]?\s*"?(\d+(?:\.\d+)?)/i.exec(head);
    if (retry) {
      retryAfter = Number(retry[1]);
      code = 429;
    } else if (/rate.?limit|Too Many Requests/i.test(head)) code = 429;
  }
  if (code === undefined && leaves.length > 0) code = 50035;
  if (code === undefined && leaves.length === 0) return NONE;
  if (message === '' && leaves.length > 0) message = 'Invalid Form Body';
  return { code, message, retryAfter, leaves, unread, form: 'text' };
}
