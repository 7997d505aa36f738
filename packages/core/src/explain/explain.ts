// explain(error, sent?): the service's rejection, leaf by leaf, turned into the command, the
// option, what the code means and what cmdlint says about that place.
import { CommandType } from '../facts.js';
import { createLinter } from '../lint.js';
import type { Diagnostic, LintOptions, Path } from '../types.js';
import { INVALID_FORM_BODY, requestCodeOf, serviceCodeOf } from './codes.js';
import { parseServiceError, type NamedStep, type ServiceError, type ServiceErrorLeaf } from './parse.js';
import { locate } from './place.js';
import { quote } from '../util.js';

export interface ExplainOptions {
  /** How to lint the sent body (scope, kind, application...). Every rule is on at its default severity unless `rules` says otherwise. */
  readonly lint?: LintOptions;
  /**
   * Which of the sent body's diagnostics stand (a body read from source code keeps only those
   * that hold whatever its unknown parts are); default: all.
   */
  readonly keep?: (diagnostic: Diagnostic) => boolean;
  /**
   * The sent body is the command at this index of a bulk array that is not given (one command
   * file of a deploy): leaves under that index are read in it, others are not its.
   */
  readonly at?: number;
}

/**
 * - `explained`: the place and what is wrong there are known (cmdlint's diagnostics at the place,
 *   or, without a sent body, the meaning of a known code; or a request-level error and its remedy).
 * - `gap`: the place is in the body but no rule of cmdlint catches what the service refused.
 * - `unplaced`: the service's path does not fit the sent body, and nothing at the part that fits explains it.
 * - `unknown`: nothing to go on (an unknown code without a body, a tree missing, no error found).
 */
export type ExplanationStatus = 'explained' | 'gap' | 'unplaced' | 'unknown';

export interface Explanation {
  readonly status: ExplanationStatus;
  /** The service's code: `BASE_TYPE_BAD_LENGTH` for a leaf, `50240` or `429` for a whole request; `""` when unknown. */
  readonly code: string;
  /** The service's message. */
  readonly message: string;
  /** The leaf's path in the sent body (array indexes as numbers); undefined for an error of the whole request. */
  readonly path: Path | undefined;
  /** The path as the JavaScript library prints it (`5.options[0].name`); `""` at the root or for a whole request. */
  readonly servicePath: string;
  /** How many keys of `path` exist in the sent body. */
  readonly fitted: number;
  /** `/mod ban › option "reason" › description` */
  readonly place: string;
  /** The addressed command's name, when the body gives it. */
  readonly command: string | undefined;
  /** The subcommands, groups and options on the way, outermost first; `option` is the last. */
  readonly options: readonly string[];
  readonly option: string | undefined;
  /** What the code means. */
  readonly meaning: string;
  /** What to do, for errors whose remedy is not a diagnostic's (a whole request, a gap, a path that does not fit). */
  readonly remedy: string | undefined;
  /** The rules that catch this code (from the table of codes). */
  readonly rules: readonly string[];
  /** cmdlint's diagnostics at or under the place (or, for the root, the body-level ones), errors first. */
  readonly diagnostics: readonly Diagnostic[];
  /** Set only on the last explanation of an error with more failing fields than are read: how many were not read. */
  readonly unread?: number;
}

/** Where to report what cmdlint misses: the repository the README and the docs URLs use. */
export const ISSUES_URL = 'https://github.com/cmdlint/cmdlint/issues';
export const GAP_REMEDY =
  `cmdlint has no rule that catches this: that is a gap in cmdlint. Please report it at ${ISSUES_URL} with the service's error as you got it and the smallest body that still gets it (the one command at this place, without the options and fields that do not matter).`;

export const NO_BODY_REMEDY = 'Give the body that was sent to find the command, the option and what cmdlint says about them.';

/** At most this many diagnostics are listed per leaf. */
const MAX_DIAGNOSTICS_PER_LEAF = 20;

/** `5.options[0].name`, as the JavaScript library prints a path. */
export function formatServicePath(path: readonly (string | number)[]): string {
  let out = '';
  for (const key of path) {
    const text = String(key);
    if (/^\d+$/.test(text)) out += out === '' ? text : `[${text}]`;
    else out += out === '' ? text : `.${text}`;
  }
  return out;
}

/**
 * Explains the service's error. `error` is its JSON body (a value or text), a log line around it,
 * or a library's flattened text. `sent` is the body that was sent (a command, a bulk array, an
 * edit or a permissions body); without it, what the codes alone say. Never throws on any error
 * or body; an invalid `options.lint` throws a TypeError as `lint` does.
 */
export function explain(error: unknown, sent?: unknown, options: ExplainOptions = {}): Explanation[] {
  const hasBody = sent !== undefined;
  const parsed = parseServiceError(error);
  const request = explainRequest(parsed, sent, hasBody, typeof error === 'string' ? error : undefined);
  if (request) return [request];
  const keep = options.keep;
  const diagnostics = hasBody ? new DiagnosticIndex(keep ? lintOrNothing(sent, options.lint).filter((d) => keep(d)) : lintOrNothing(sent, options.lint)) : undefined;
  const explanations = parsed.leaves.map((leaf) => (options.at !== undefined && hasBody ? explainLeafAt(leaf, options.at, sent, diagnostics!) : explainLeaf(leaf, sent, hasBody, diagnostics)));
  if (parsed.unread > 0) explanations.push(unreadExplanation(parsed.leaves.length, parsed.unread));
  return explanations;
}

/** The failing fields past those read: not explained, and said so with their number. */
function unreadExplanation(read: number, unread: number): Explanation {
  return {
    ...requestExplanation(
      'unknown',
      '',
      '',
      `The error names ${read + unread} failing fields; cmdlint reads the first ${read}, so ${unread} were not read.`,
      `Mend the ${read} read here (cmdlint --fix mends many at once), deploy again, and explain what the service still refuses.`,
    ),
    place: `${unread} more failing field${unread === 1 ? '' : 's'}`,
    unread,
  };
}

/**
 * A leaf of a bulk overwrite, read in the one command given as its item `at`. Nothing but a
 * diagnostic of cmdlint at the leaf's place ties the service's item to this command (the array is
 * not given), so a leaf with none there is not taken for this command's.
 */
function explainLeafAt(leaf: ServiceErrorLeaf, at: number, sent: unknown, index: DiagnosticIndex): Explanation {
  const service = formatServicePath(leaf.path);
  if (leaf.path[0] !== String(at) || isArrayValue(sent)) {
    const other = explainLeaf(leaf, undefined, false, undefined);
    return { ...other, status: 'unplaced', servicePath: service, remedy: `The service's path is not under item ${at} of the bulk array: give the whole array that was sent (or every command file of the deploy).` };
  }
  const inner = explainLeaf({ ...leaf, path: leaf.path.slice(1) }, sent, true, index);
  if (inner.diagnostics.length > 0) return { ...inner, servicePath: service };
  return {
    ...inner,
    status: 'unplaced',
    servicePath: service,
    remedy: `The sent body is one command, and the service's item ${at} of the bulk array may be another: cmdlint finds nothing at ${service} in it. Give the whole array that was sent (or every command file of the deploy).`,
  };
}

/** `lint` answers on any JSON value; a value that is not JSON (a revoked proxy) gets no diagnostics rather than a throw. */
function lintOrNothing(sent: unknown, options: LintOptions | undefined): Diagnostic[] {
  const linter = createLinter(options); // an invalid option throws here, as documented, and not below
  try {
    return linter.lint(sent);
  } catch {
    return [];
  }
}

/** The place of a leaf; a body that throws when read is named by the keys alone. */
function safeLocate(keys: readonly string[], sent: unknown, hasBody: boolean): ReturnType<typeof locate> {
  try {
    return locate(keys, sent, hasBody);
  } catch {
    const place = locate(keys, undefined, false);
    return { ...place, fitted: 0, fits: false, mismatch: 'the sent body cannot be read here' };
  }
}

/** Array.isArray, which throws on a revoked proxy. */
function isArrayValue(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** Ids of the request's URL, which the service checks like fields of the body. */
const URL_IDS = new Set(['application_id', 'guild_id', 'command_id']);

function explainLeaf(leaf: ServiceErrorLeaf, sent: unknown, hasBody: boolean, index: DiagnosticIndex | undefined): Explanation {
  if (leaf.path.length === 1 && URL_IDS.has(leaf.path[0]!)) {
    // `application_id: Value "YOUR_CLIENT_ID_HERE" is not snowflake.`: the id in the URL, not the body.
    const value = /Value "([^"]*)"/.exec(leaf.message)?.[1];
    return {
      ...requestExplanation(
        'explained',
        leaf.code,
        leaf.message,
        `The ${leaf.path[0]} in the request's URL (/applications/{application_id}/${leaf.path[0] === 'application_id' ? '' : 'guilds/{guild_id}/'}commands) is not an id${value !== undefined ? `: "${value}"` : ''}${value !== undefined && !/^\d+$/.test(value) ? ', a placeholder left where the id goes' : ''}. No field of the body is wrong.`,
        `Put the real ${leaf.path[0] === 'application_id' ? "application's id (the Developer Portal's Application ID, also the bot user's id)" : leaf.path[0] === 'guild_id' ? "guild's id (Developer Mode, right-click the server, Copy Server ID)" : "command's id"} in the configuration or environment variable your deploy script reads it from.`,
      ),
      servicePath: formatServicePath(leaf.path),
      place: 'the request\'s URL',
    };
  }
  if (leaf.names !== undefined) {
    const keys = hasBody ? resolveNames(leaf.names, sent) : undefined;
    if (keys === undefined) return namedLeaf(leaf, leaf.names, hasBody);
    const resolved = explainLeaf({ path: [...keys, ...leaf.path], code: leaf.code, message: leaf.message }, sent, hasBody, index);
    return resolved;
  }
  const place = safeLocate(leaf.path, sent, hasBody);
  const known = leaf.code === '' ? codeOfMessage(leaf.message) : serviceCodeOf(leaf.code);
  const codeRules = known?.rules ?? [];
  let found: Diagnostic[] = [];
  if (index) {
    const at = place.path.slice(0, place.fitted);
    found = index.match(at, codeRules, { root: place.path.length === 0, exactOnly: !place.fits });
  }
  let status: ExplanationStatus;
  let remedy: string | undefined;
  if (found.length > 0) {
    // A path that goes on past the body is explained only by a diagnostic at the very place it stops (options sent as an object).
    const at = place.path.slice(0, place.fitted);
    status = place.fits || (found.some((d) => d.path.length === at.length && d.path.every((key, i) => String(key) === String(at[i])))) ? 'explained' : 'unplaced';
    if (!place.fits) remedy = `The service's path goes on past what the sent body has (${place.mismatch}); the diagnostics are of the part that fits.`;
  } else if (!hasBody) {
    status = known ? 'explained' : 'unknown';
    remedy = NO_BODY_REMEDY;
  } else if (!place.fits) {
    status = 'unplaced';
    const bulkPath = /^\d+$/.test(leaf.path[0] ?? '') && !isArrayValue(sent);
    remedy = bulkPath
      ? `The service's path starts with an index, so the body sent was a bulk array of commands, and this is one command (${place.mismatch}). Give the whole array that was sent.`
      : `The service's path does not fit the sent body (${place.mismatch}): is it the body that was sent? Give exactly what your code sent (for a bulk overwrite, the whole array).`;
  } else {
    status = 'gap';
    remedy = GAP_REMEDY;
  }
  const meaning = known?.meaning ?? (leaf.code === '' ? 'the pasted error does not carry the service\'s code' : `a code cmdlint does not know (${leaf.code})`);
  return {
    status,
    code: leaf.code,
    message: leaf.message,
    path: place.path,
    servicePath: formatServicePath(leaf.path),
    fitted: place.fitted,
    place: place.label,
    command: place.command,
    options: place.options,
    option: place.options[place.options.length - 1],
    meaning,
    remedy,
    rules: codeRules,
    diagnostics: found,
  };
}

/**
 * The code a message without one comes with (discord.py and old discord.js print the message
 * alone), from the service's messages of api-facts §9 and §11.
 */
const MESSAGE_CODES: readonly [RegExp, string][] = [
  [/Command name is invalid/i, 'APPLICATION_COMMAND_INVALID_NAME'],
  [/did not match validation regex/i, 'STRING_TYPE_REGEX'],
  [/Must be between \d+ and \d+ in length/i, 'BASE_TYPE_BAD_LENGTH'],
  [/Must be \d+ or fewer in length/i, 'BASE_TYPE_MAX_LENGTH'],
  [/This field is required/i, 'BASE_TYPE_REQUIRED'],
  [/Value must be one of/i, 'BASE_TYPE_CHOICES'],
  [/names must be unique/i, 'APPLICATION_COMMANDS_DUPLICATE_NAME'],
  [/Required options must be placed before non-required options/i, 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID'],
  [/Command exceeds maximum size/i, 'APPLICATION_COMMAND_TOO_LARGE'],
  [/Context menu commands cannot have description/i, 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION_INVALID'],
  [/is not (?:int|snowflake|a valid number)/i, 'NUMBER_TYPE_COERCE'],
];

function codeOfMessage(message: string): ReturnType<typeof serviceCodeOf> {
  const code = MESSAGE_CODES.find(([pattern]) => pattern.test(message))?.[1];
  return code === undefined ? undefined : serviceCodeOf(code);
}

const objOf = (value: unknown): Record<string, unknown> | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined);

/** The index of the item of `list` with this name (of a context menu's types, or of the others), or -1. */
function indexByName(list: unknown, name: string, contextMenu: boolean | undefined): number {
  if (!isArrayValue(list)) return -1;
  const items = list as unknown[];
  for (let i = 0; i < items.length && i < 100_000; i++) {
    const item = objOf(items[i]);
    if (!item || item.name !== name) continue;
    if (contextMenu === undefined || (contextMenu === (item.type === CommandType.USER || item.type === CommandType.MESSAGE))) return i;
  }
  return -1;
}

/** The keys of discord.py's named place in the sent bulk array (or one command), or undefined when a name is not there. */
function resolveNames(names: readonly NamedStep[], sent: unknown): string[] | undefined {
  try {
    const keys: string[] = [];
    let node: unknown;
    for (let k = 0; k < names.length; k++) {
      const step = names[k]!;
      const words = k === 0 && step.kind !== 'context menu' && step.kind !== 'parameter' ? step.name.split(' ') : [k === 0 || step.kind === 'parameter' || step.kind === 'context menu' ? step.name : step.name.split(' ').pop()!];
      for (let w = 0; w < words.length; w++) {
        if (k === 0 && w === 0) {
          const top = objOf(sent);
          if (top) {
            if (top.name !== words[0]) return undefined;
            node = top;
            continue;
          }
          const i = indexByName(sent, words[0]!, step.kind === 'context menu');
          if (i === -1) return undefined;
          keys.push(String(i));
          node = (sent as unknown[])[i];
          continue;
        }
        const options = objOf(node)?.options;
        const j = indexByName(options, words[w]!, undefined);
        if (j === -1) return undefined;
        keys.push('options', String(j));
        node = (options as unknown[])[j];
      }
    }
    return keys;
  } catch {
    return undefined;
  }
}

/** A named leaf that the sent body cannot place (or without a body): named as discord.py names it. */
function namedLeaf(leaf: ServiceErrorLeaf, names: readonly NamedStep[], hasBody: boolean): Explanation {
  const segments: string[] = [];
  const options: string[] = [];
  for (const step of names) {
    if (step.kind === 'parameter') {
      segments.push(`option "${step.name}"`);
      options.push(step.name);
    } else if (step.kind === 'context menu') segments.push(`context menu "${step.name}"`);
    else if (segments.length > 0 && segments[segments.length - 1]!.startsWith('/')) segments[segments.length - 1] = `/${step.name}`;
    else segments.push(`/${step.name}`);
  }
  segments.push(...leaf.path);
  const known = codeOfMessage(leaf.message);
  const first = names[0];
  const command = first === undefined ? undefined : first.kind === 'context menu' ? first.name : first.name.split(' ')[0];
  const missing = hasBody ? `the sent body has no ${first?.kind === 'context menu' ? 'context menu' : 'command'} named "${command}"${names.length > 1 ? ' with these subcommands and options' : ''}` : undefined;
  return {
    status: hasBody ? 'unplaced' : known ? 'explained' : 'unknown',
    code: leaf.code,
    message: leaf.message,
    path: leaf.path,
    servicePath: segments.join(' › '),
    fitted: 0,
    place: segments.join(' › '),
    command,
    options,
    option: options[options.length - 1],
    meaning: known?.meaning ?? "the pasted error does not carry the service's code",
    remedy: hasBody ? `discord.py names the place (${missing}): is it the body that was sent? Give what discord.py sends (the recipe's JSON dump of the tree).` : NO_BODY_REMEDY,
    rules: known?.rules ?? [],
    diagnostics: [],
  };
}

function requestExplanation(status: ExplanationStatus, code: string, message: string, meaning: string, remedy: string | undefined, rules: readonly string[] = []): Explanation {
  return { status, code, message, path: undefined, servicePath: '', fitted: 0, place: 'the request', command: undefined, options: [], option: undefined, meaning, remedy, rules, diagnostics: [] };
}

/** An error of the whole request (no tree), or a reason there is no tree to explain. */
/** Libraries by what their prints carry, for a text whose error could not be read. */
const LIBRARIES: readonly [RegExp, string][] = [
  [/CommandSyncFailure|discord\.app_commands|discord\.errors|discord\.py/, 'discord.py'],
  [/disnake/, 'disnake'],
  [/nextcord/, 'nextcord'],
  [/pycord|discord\.commands/, 'Pycord'],
  [/net\.dv8tion|ErrorResponseException/, 'JDA'],
  [/discord4j/i, 'Discord4J'],
  [/serenity/i, 'serenity'],
  [/discordgo|disgo|\.go:\d+/, 'a Go library (discordgo, disgo)'],
  [/DiscordAPIError|@discordjs|discord\.js/, 'discord.js'],
];

/** " It looks like X's format; this line could not be read: ...", or "" when nothing says. */
function unreadHint(text: string | undefined): string {
  if (text === undefined) return '';
  const head = text.length > 1_000_000 ? text.slice(0, 1_000_000) : text;
  const library = LIBRARIES.find(([pattern]) => pattern.test(head))?.[1];
  const lines = head.split(/\r\n?|\n/);
  const start = lines.findIndex((l) => /Invalid Form Body|\b50035\b/.test(l));
  const line = lines
    .slice(start + 1)
    .map((l) => l.trim())
    .find((l) => l !== '' && l.length <= 300 && !/^(at |File "|Traceback|\^|\}|\{|raise |await |[a-zA-Z]+: ['"\d[{]|method|path|code|status|url)/.test(l));
  const parts: string[] = [];
  if (library) parts.push(`It looks like ${library}'s format.`);
  if (line) parts.push(`This line could not be read: ${quote(line)}.`);
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

function explainRequest(parsed: ServiceError, sent: unknown, hasBody: boolean, text?: string): Explanation | undefined {
  if (parsed.form === 'none') {
    return requestExplanation(
      'unknown',
      '',
      '',
      `No error of the service was found in the input.${unreadHint(text)}`,
      'Give the JSON body of the response (`{"code": 50035, "message": "Invalid Form Body", "errors": {...}}`), or every line your library printed (`5.options[0].name[APPLICATION_COMMAND_INVALID_NAME]: ...`).',
    );
  }
  const code = parsed.code === undefined ? '' : String(parsed.code);
  const known = requestCodeOf(code);
  if (known) {
    let meaning = known.meaning;
    if (code === '429' && parsed.retryAfter !== undefined) meaning += ` Here: ${parsed.retryAfter} seconds.`;
    if (code === '50240' && hasBody) {
      try {
        meaning += ` ${entryPointNote(sent)}`;
      } catch {
        // a body that cannot be read says nothing about the entry point
      }
    }
    return requestExplanation('explained', code, parsed.message, meaning, known.remedy, known.rules);
  }
  if (parsed.leaves.length > 0) return undefined;
  if (parsed.code === INVALID_FORM_BODY) {
    return requestExplanation(
      'unknown',
      code,
      parsed.message,
      `The service refused fields of the body (Invalid Form Body), but the input has no tree of errors saying which.${unreadHint(text)}`,
      'Give the whole error: the JSON body of the response, or every line the library printed after "Invalid Form Body".',
    );
  }
  return requestExplanation('unknown', code, parsed.message, `The service answered code ${code || '(none)'}, which cmdlint does not know.`, 'Look the code up in the service\'s documentation of JSON error codes.');
}

function entryPointNote(sent: unknown): string {
  if (!Array.isArray(sent)) return 'The sent body is not a bulk array, so this error may come from another request of the deploy.';
  let at = -1;
  for (let i = 0; i < sent.length && i < 100_000; i++) {
    const item: unknown = sent[i];
    if (typeof item === 'object' && item !== null && !Array.isArray(item) && Object.prototype.hasOwnProperty.call(item, 'type') && (item as { type: unknown }).type === CommandType.PRIMARY_ENTRY_POINT) {
      at = i;
      break;
    }
  }
  if (at === -1) return 'The sent array has no PRIMARY_ENTRY_POINT command (type 4): that is the one left out.';
  const hasId = Object.prototype.hasOwnProperty.call(sent[at], 'id');
  return hasId
    ? `The sent array has an entry point at index ${at} with an \`id\`: check that the id is the registered entry point's.`
    : `The sent array has an entry point at index ${at} but without an \`id\`: give it the registered entry point's id.`;
}

interface TrieNode {
  readonly here: Diagnostic[];
  readonly children: Map<string, TrieNode>;
}

/** The diagnostics of the sent body by path, so that each leaf finds its own without a scan of all. */
class DiagnosticIndex {
  private readonly root: TrieNode = { here: [], children: new Map() };

  constructor(diagnostics: readonly Diagnostic[]) {
    for (const diagnostic of diagnostics) {
      let node = this.root;
      for (const key of diagnostic.path) {
        const name = String(key);
        let next = node.children.get(name);
        if (!next) {
          next = { here: [], children: new Map() };
          node.children.set(name, next);
        }
        node = next;
      }
      node.here.push(diagnostic);
    }
  }

  /**
   * The diagnostics at or under `path`, and those above it whose rule catches the code. At the
   * root (the whole body) only the body-level ones and those of the code's rules: everything is
   * under the root. When some found ones are of the code's rules, only those (a description too
   * long under an option is not why the service refused the option's place). Errors first.
   */
  match(path: Path, codeRules: readonly string[], how: { readonly root: boolean; readonly exactOnly: boolean }): Diagnostic[] {
    const found: Diagnostic[] = [];
    let node: TrieNode | undefined = this.root;
    for (const key of path) {
      for (const d of node.here) if (codeRules.includes(d.ruleId)) found.push(d);
      node = node.children.get(String(key));
      if (!node) break;
    }
    if (node) {
      found.push(...node.here);
      // Under the place, breadth first, bounded: a hostile body may have a million diagnostics.
      const queue: TrieNode[] = [...node.children.values()];
      for (let i = 0; i < queue.length && found.length < 10_000; i++) {
        const next = queue[i]!;
        for (const d of next.here) if ((!how.root && !how.exactOnly) || codeRules.includes(d.ruleId)) found.push(d);
        for (const child of next.children.values()) queue.push(child);
      }
    }
    const ofCode = found.filter((d) => codeRules.includes(d.ruleId));
    const chosen = ofCode.length > 0 ? ofCode : found;
    const ordered = [...chosen.filter((d) => d.severity === 'error'), ...chosen.filter((d) => d.severity !== 'error')];
    return ordered.slice(0, MAX_DIAGNOSTICS_PER_LEAF);
  }
}
