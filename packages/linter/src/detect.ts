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

/** What a command's key must hold to count: anything; a command type (a number 1-4 or its name); a string where the object is a saved listing (a snowflake, a version). */
const ANY = 0;
const TYPE = 1;
const LISTED = 2;
/** A command's keys, as the API names them and as discord.js does (`nameLocalizations`), with what their value must be to count. */
const COMMAND_KEYS = new Map<string, typeof ANY | typeof TYPE | typeof LISTED>();
for (const key of [...COMMAND_FIELDS, ...RESPONSE_ONLY_COMMAND_FIELDS]) {
  const kind = key === 'type' ? TYPE : key === 'id' || key === 'application_id' || key === 'guild_id' || key === 'version' ? LISTED : ANY;
  COMMAND_KEYS.set(key, kind);
  COMMAND_KEYS.set(key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()), kind);
}
/** A command's type by name, as discord.js 13 takes it. */
const TYPE_NAMES = new Set(['CHAT_INPUT', 'USER', 'MESSAGE', 'PRIMARY_ENTRY_POINT']);

/** A command type: 1-4, or its name. A shop item's `"type": "consumable"`, a channel's `"GuildText"` are not. */
function isCommandType(type: unknown): boolean {
  return type === 1 || type === 2 || type === 3 || type === 4 || (typeof type === 'string' && TYPE_NAMES.has(type));
}

/** A command as the list endpoint answers it: a string name and version, an id and the application's. Elsewhere an `id` is any object's (a webhook, a sticker, a message). */
function isListed(value: Record<string, unknown>): boolean {
  return typeof value.id === 'string' && typeof value.version === 'string' && (typeof value.application_id === 'string' || typeof value.applicationId === 'string');
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
 * category's type); and more keys of a command (a snowflake's or a version's a string) than other
 * keys, or as many with options or a type and a name a slash command could have. A presence
 * (`{"name": "with you", "type": 0}`), a channel (`"type": "GuildText"`), a launch configuration
 * (`"type": "node"`), an app.json, a game's records (`"id": 1`, `"category"`) read otherwise.
 * Asked of every JSON file a walk meets: one lookup a key (2000 small files: 1 % of a run,
 * docs/performance.md).
 */
export function readsAsCommand(value: unknown): boolean {
  if (!isObject(value) || typeof value.name !== 'string') return false;
  // A function an AI model may call (OpenAI's tools, Anthropic's, MCP's): a name, a description and a JSON Schema of its arguments.
  if (isObject(value.parameters) || isObject(value.input_schema) || isObject(value.inputSchema)) return false;
  const { description, options, type } = value;
  const sign = typeof description === 'string' || (Array.isArray(options) && options.every(isObject)) || type === 1 || type === 2 || type === 3 || (type === 4 && has(value, 'handler')) || type === 'USER' || type === 'MESSAGE';
  if (!sign) return false;
  let listed: boolean | undefined;
  let own = 0;
  let other = 0;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const kind = COMMAND_KEYS.get(key);
    if (kind === ANY || (kind === TYPE && isCommandType(value[key])) || (kind === LISTED && (listed ??= isListed(value)))) own++;
    else if (key !== '$schema') other++; // `$schema`: an editor's, on any file
  }
  // A tie is broken by a command's name and a command's structure (options, a type): a locale file's
  // `{"name", "description", "optionsCountryName", "optionsCountryDescription"}` has neither.
  return other < own || (other === own && (Array.isArray(options) || isCommandType(type)) && readsAsCommandName(value.name));
}

/** A permissions body: a `permissions` array of entries (`id` with `type` or `permission`), and no key but a listing's (and `$schema`). */
function readsAsPermissionsBody(value: Record<string, unknown>): boolean {
  const { permissions } = value;
  if (!Array.isArray(permissions)) return false;
  if (!permissions.every((entry) => isObject(entry) && has(entry, 'id') && PERMISSION_ENTRY_FIELDS.some((key) => key !== 'id' && has(entry, key)))) return false;
  return Object.keys(value).every((key) => key === 'permissions' || key === '$schema' || RESPONSE_ONLY_PERMISSIONS_FIELDS.includes(key));
}

/**
 * Objects of which at least half read as commands (one at least): a bulk overwrite with a broken
 * command in it still counts. In a list, a name with a space or a leading slash is a help page's
 * line (`"/advanceseason <x>"`, `"about channel"`), unless the item is a context menu's.
 */
function mostlyCommands(items: readonly unknown[]): boolean {
  let commands = 0;
  for (const item of items) {
    if (!readsAsCommand(item)) continue;
    const { name, type } = item as { name: string; type?: unknown };
    if (type === 2 || type === 3 || type === 'USER' || type === 'MESSAGE' || !/^\/|\s/.test(name)) commands++;
  }
  return commands > 0 && commands * 2 >= items.length;
}

/** A saved listing whose every command has a string name and version (an interaction's payload has a number `version` and no name). */
function readsAsListing(value: unknown): boolean {
  if (listingOf(value) === undefined) return false;
  const items = Array.isArray(value) ? value : [value];
  return items.every((item) => typeof (item as Record<string, unknown>).name === 'string' && typeof (item as Record<string, unknown>).version === 'string');
}

/** Words of a wrapper's key that say it holds commands or a scope's: `slashCommands`, `dev_guild`, `global`. A message's `mention_channels`, a help page's `optional_arguments` say neither. */
const WRAPPER_WORDS = new Set(['command', 'commands', 'cmd', 'cmds', 'slash', 'interaction', 'interactions', 'menu', 'menus', 'context', 'app', 'application', 'global', 'guild', 'guilds', 'dev', 'devs', 'developer', 'developers', 'test', 'testing', 'staging', 'debug', 'beta', 'private', 'public', 'prod', 'production', 'live', 'release', 'owner']);
const SNOWFLAKE_KEY = /^[1-9]\d{16,19}$/;

/** Whether a wrapper's key may hold an array of commands: a word that says so, or a guild's id. */
function wrapperKeySaysCommands(key: string | number | undefined): boolean {
  if (typeof key !== 'string') return false;
  if (SNOWFLAKE_KEY.test(key)) return true;
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .some((word) => WRAPPER_WORDS.has(word));
}

/** A wrapper (see wrapped.ts) with commands inside. */
function looksLikeWrappedCommands(value: unknown): boolean {
  const parts = findWrappedBodies(value);
  if (parts === undefined) return false;
  for (const part of parts) {
    // An array under a key: taken when the key says commands or a scope (lint reads more keys, in a file named or in a set).
    if (Array.isArray(part.value) ? wrapperKeySaysCommands(part.path[0]) && mostlyCommands(part.value) : readsAsCommand(part.value)) return true;
  }
  return false;
}

/**
 * For a file met in a directory: a command, an array of objects at least half of which are
 * commands (a bulk overwrite), a saved listing of registered commands, a permissions body, or
 * commands under a wrapper's keys (see readsAsCommand).
 */
export function looksLikeCommands(value: unknown): boolean {
  try {
    if (Array.isArray(value)) return value.length > 0 && value.every(isObject) && (mostlyCommands(value) || readsAsListing(value));
    if (!isObject(value)) return false;
    if (readsAsCommand(value) || readsAsListing(value) || readsAsPermissionsBody(value)) return true;
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
  const head = withoutSingleQuotedStrings(text.slice(0, 65536));
  if (/"permissions"\s*:\s*\[\s*(?:\]|\{\s*"(?:id|type|permission)")/.test(head)) return true;
  return /"name"\s*:\s*"/.test(head) && /"description"\s*:\s*(?:"|$)|"options"\s*:\s*(?:\[|$)|"type"\s*:\s*[1-3]\s*(?:[,}\r\n]|$)/.test(head);
}

/**
 * The text with what single-quoted strings hold blanked out: a JavaScript object saved as `.json`
 * (an AWS test event) holds a request's JSON as a string, `body: '{"name":"ping","type":1}'`,
 * which is not a command of the file's. Double-quoted strings are kept as they are (a description
 * may hold an apostrophe); both end at a line break, so that one stray quote of a broken file
 * blanks no more than its line.
 */
function withoutSingleQuotedStrings(text: string): string {
  if (!text.includes("'")) return text;
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x22 && c !== 0x27) {
      i++;
      continue;
    }
    // A string from i: to its unescaped closing quote, or to the end of the line.
    let end = i + 1;
    while (end < text.length) {
      const d = text.charCodeAt(end);
      if (d === 0x5c) end += 2;
      else if (d === c || d === 0x0a || d === 0x0d) break;
      else end++;
    }
    end = Math.min(end, text.length);
    if (c === 0x27) {
      out += text.slice(from, i + 1) + ' '.repeat(Math.max(0, end - i - 1));
      from = end;
    }
    i = end + 1;
  }
  return out + text.slice(from);
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
  // Heroku's manifest and a dev container's: a name, a description and an image or a stack.
  'app.json',
  'devcontainer.json',
  '.devcontainer.json',
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

/**
 * Folders of translations: a bot's string tables (`localization/en-US.json`, `locales/fr.json`)
 * key each command's strings by its name, `{"gacha": {"name", "description", "responses"}}`, and
 * read as commands under keys; they are read by code that localizes, never sent as they are.
 */
const TRANSLATION_FOLDERS = new Set(['locale', 'locales', 'localization', 'localizations', 'localisation', 'localisations', 'i18n', 'l10n', 'lang', 'langs', 'language', 'languages', 'translation', 'translations']);

/** The folder of translations among `folders` (a walked file's, below the directory walked), if one is. */
export function translationFolderOf(folders: readonly string[]): string | undefined {
  return folders.find((folder) => TRANSLATION_FOLDERS.has(folder.toLowerCase()));
}

/** Whether a path names a file the command line can expand to: .json or .jsonc. */
export function isJsonPath(path: string): boolean {
  return /\.jsonc?$/i.test(path);
}

/** The test for a file met in a directory: it parses and looks like commands, or, broken, reads like them. */
export function looksLikeCommandDocument(document: { readonly ok: boolean; readonly value: unknown; readonly text: string }): boolean {
  return document.ok ? looksLikeCommands(document.value) : textLooksLikeCommands(document.text);
}
