// "Does this file look like command bodies?" One answer for the command line (which files a
// directory or a glob stands for) and the language server (which documents to lint).
// A file met in a directory is only a guess: a bot's folder also holds its presence, its channels,
// its editor's launch.json, a Heroku app.json, records of its game, a dictionary of typos, all with
// a "name" and a "description" or a "type". Linting those as commands put thousands of false
// errors on real bots. So a walked file is taken when its objects read as commands: a name, one
// sign of a command (a description, a list of options, a command's type), and more of a command's
// own keys than keys of anything else. A file named on the command line or in a set is linted
// whatever it holds.
import { COMMAND_FIELDS, PERMISSION_ENTRY_FIELDS, RESPONSE_ONLY_COMMAND_FIELDS, RESPONSE_ONLY_PERMISSIONS_FIELDS } from '@cmdlint/core';
import { CONFIG_FILE_NAMES } from './config/config.js';
import { baseName } from './paths.js';
import { findWrappedBodies, listingOf } from './wrapped.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const has = (object: Record<string, unknown>, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** A key of a command whose value is any, and one whose value is a string (a snowflake, a version: a record's `"id": 1` is not a command's). */
const ANY = 0;
const STRING = 1;
/** A command's keys, as the API names them and as discord.js does (`nameLocalizations`), with what their value must be to count. */
const COMMAND_KEYS = new Map<string, typeof ANY | typeof STRING>();
for (const key of [...COMMAND_FIELDS, ...RESPONSE_ONLY_COMMAND_FIELDS]) {
  const kind = key === 'id' || key === 'application_id' || key === 'guild_id' || key === 'version' ? STRING : ANY;
  COMMAND_KEYS.set(key, kind);
  COMMAND_KEYS.set(key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), kind);
}

/** A name a slash command could have, in ASCII: most are, and are answered by this alone. */
const ASCII_COMMAND_NAME = /^[-_a-z0-9]{1,32}$/;
/** What no slash command's name has, uppercase ASCII among it (ASCII only: a Unicode class would be built at every start). */
const NOT_IN_A_NAME = /[A-Z\s!"#$%&'()*+,./:;<=>?@[\\\]^`{|}~]/;

/** A name a slash command could have: 1-32 characters, lowercase, no spaces or punctuation but - and _. */
function readsAsCommandName(name: string): boolean {
  if (ASCII_COMMAND_NAME.test(name)) return true;
  // Beyond ASCII (Cyrillic, Greek): lowercase is asked of the name itself.
  return name.length > 0 && name.length <= 32 && !NOT_IN_A_NAME.test(name) && /[^\x00-\x7f]/.test(name) && name === name.toLowerCase();
}

/**
 * An object that reads as a command: a string `name`; a sign of a command (a string description,
 * an array of option objects, a command type 1-3, or 4 with a `handler`: 4 is also a channel
 * category's type); and more keys of a command (a snowflake's or a version's a string; a name a
 * slash command could have counting as one more) than other keys. A presence
 * (`{"name": "with you", "type": 0}`), a channel (`"type": "GuildText"`), a launch configuration
 * (`"type": "node"`), an app.json, a game's records (`"id": 1`, `"category"`) read otherwise.
 * Asked of every JSON file a walk meets: one lookup a key (2000 small files: 1 % of a run,
 * docs/performance.md).
 */
export function readsAsCommand(value: unknown): boolean {
  if (!isObject(value) || typeof value.name !== 'string') return false;
  const { description, options, type } = value;
  const sign = typeof description === 'string' || (Array.isArray(options) && options.every(isObject)) || type === 1 || type === 2 || type === 3 || (type === 4 && has(value, 'handler'));
  if (!sign) return false;
  let own = 0;
  let other = 0;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const kind = COMMAND_KEYS.get(key);
    if (kind === ANY || (kind === STRING && typeof value[key] === 'string')) own++;
    else if (key !== '$schema') other++; // `$schema`: an editor's, on any file
  }
  // The name weighs only where the keys do not decide (most commands have no other key).
  return other < own || (other === own && readsAsCommandName(value.name));
}

/** A permissions body: a `permissions` array of entries (`id` with `type` or `permission`), and no key but a listing's (and `$schema`). */
function readsAsPermissionsBody(value: Record<string, unknown>): boolean {
  const { permissions } = value;
  if (!Array.isArray(permissions)) return false;
  if (!permissions.every((entry) => isObject(entry) && has(entry, 'id') && PERMISSION_ENTRY_FIELDS.some((key) => key !== 'id' && has(entry, key)))) return false;
  return Object.keys(value).every((key) => key === 'permissions' || key === '$schema' || RESPONSE_ONLY_PERMISSIONS_FIELDS.includes(key));
}

/** Objects of which at least half read as commands (one at least): a bulk overwrite with a broken command in it still counts. */
function mostlyCommands(items: readonly unknown[]): boolean {
  let commands = 0;
  for (const item of items) if (readsAsCommand(item)) commands++;
  return commands > 0 && commands * 2 >= items.length;
}

/** A wrapper (see wrapped.ts) with commands inside. */
function looksLikeWrappedCommands(value: unknown): boolean {
  const parts = findWrappedBodies(value);
  if (parts === undefined) return false;
  for (const part of parts) if (Array.isArray(part.value) ? mostlyCommands(part.value) : readsAsCommand(part.value)) return true;
  return false;
}

/**
 * For a file met in a directory: a command, an array of objects at least half of which are
 * commands (a bulk overwrite), a saved listing of registered commands, a permissions body, or
 * commands under a wrapper's keys (see readsAsCommand).
 */
export function looksLikeCommands(value: unknown): boolean {
  try {
    if (Array.isArray(value)) return value.length > 0 && value.every(isObject) && (mostlyCommands(value) || listingOf(value) !== undefined);
    if (!isObject(value)) return false;
    if (readsAsCommand(value) || listingOf(value) !== undefined || readsAsPermissionsBody(value)) return true;
    return looksLikeWrappedCommands(value);
  } catch {
    return false; // a value that throws as it is read (a getter of a value from code) is no file of commands
  }
}

/**
 * For a text that does not parse: whether it still reads like commands, so that a broken
 * command file in a directory is reported rather than skipped: a string name, and a string
 * description, an array of options or a command type (1-3); or a permissions array of entries.
 */
export function textLooksLikeCommands(text: string): boolean {
  const head = text.slice(0, 65536);
  if (/"permissions"\s*:\s*\[\s*(?:\]|\{\s*"(?:id|type|permission)")/.test(head)) return true;
  return /"name"\s*:\s*"/.test(head) && /"description"\s*:\s*(?:"|$)|"options"\s*:\s*(?:\[|$)|"type"\s*:\s*[1-3]\s*(?:[,}\r\n]|$)/.test(head);
}

// Package-manager lock files go by their exact names: `commands.lock.json` is a real convention
// for the commands a bot has registered, and must be linted.
const LOCK_FILES = [
  'package-lock.json',
  '.package-lock.json',
  'npm-shrinkwrap.json',
  'composer.lock',
  'deno.lock',
  'bun.lock',
  'flake.lock',
  'pipfile.lock',
  'packages.lock.json',
];

const NEVER = new Set<string>([
  'package.json',
  ...LOCK_FILES,
  'composer.json',
  'deno.json',
  'deno.jsonc',
  'jsconfig.json',
  'tsconfig.json',
  'lerna.json',
  'nx.json',
  'turbo.json',
  'vercel.json',
  'renovate.json',
  '.eslintrc.json',
  '.prettierrc.json',
  '.babelrc.json',
  ...CONFIG_FILE_NAMES,
]);

const TSCONFIG_VARIANT = /^tsconfig\..*\.json$/;

/** Files that are never commands when a directory or glob is expanded (a named file is still linted). */
export function isNeverCommandsFile(path: string): boolean {
  return isNeverCommandsName(baseName(path));
}

/** The same, by the file's name. */
export function isNeverCommandsName(fileName: string): boolean {
  const name = fileName.toLowerCase();
  if (NEVER.has(name)) return true;
  // The pattern needs its word: most names are decided without running a regex.
  return name.startsWith('tsconfig.') && TSCONFIG_VARIANT.test(name);
}

/** Why a file is never commands, in words, for what --init prints (undefined: it may be). */
export function neverCommandsReason(fileName: string): string | undefined {
  if (!isNeverCommandsName(fileName)) return undefined;
  const name = fileName.toLowerCase();
  if ((CONFIG_FILE_NAMES as readonly string[]).includes(name)) return "never commands: cmdlint's configuration";
  if (LOCK_FILES.includes(name)) return 'never commands: a package-manager lock file';
  if (name === 'package.json') return 'never commands: the package manifest';
  if (name.startsWith('tsconfig') || name === 'jsconfig.json') return 'never commands: a TypeScript configuration';
  return "never commands: a tool's configuration";
}

/** Whether a path names a file the command line can expand to: .json or .jsonc. */
export function isJsonPath(path: string): boolean {
  return /\.jsonc?$/i.test(path);
}

/** The test for a file met in a directory: it parses and looks like commands, or, broken, reads like them. */
export function looksLikeCommandDocument(document: { readonly ok: boolean; readonly value: unknown; readonly text: string }): boolean {
  return document.ok ? looksLikeCommands(document.value) : textLooksLikeCommands(document.text);
}
