// "Does this file look like command bodies?" One answer for the command line (which files a
// directory or a glob stands for) and the language server (which documents to lint).
import { CONFIG_FILE_NAMES } from './config/config.js';
import { baseName } from './paths.js';
import { findWrappedBodies, isCommandObject } from './wrapped.js';

/** A wrapper (see wrapped.ts) with at least one command inside. */
function looksLikeWrappedCommands(value: unknown): boolean {
  const parts = findWrappedBodies(value);
  if (parts === undefined) return false;
  for (const part of parts) if (Array.isArray(part.value) ? part.value.some(isCommandObject) : isCommandObject(part.value)) return true;
  return false;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A command (its keys weigh more than a `permissions` field of its own), an array of objects at
 * least one of which is a command (a bulk overwrite), an object with a `permissions` array (a
 * permissions body), or commands under a wrapper's keys.
 */
export function looksLikeCommands(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every(isObject) && value.some(isCommandObject);
  if (!isObject(value)) return false;
  if (isCommandObject(value)) return true;
  if (Object.prototype.hasOwnProperty.call(value, 'permissions') && Array.isArray(value.permissions)) return true;
  return looksLikeWrappedCommands(value);
}

/**
 * For a text that does not parse: whether it still reads like commands, so that a broken
 * command file in a directory is reported rather than skipped.
 */
export function textLooksLikeCommands(text: string): boolean {
  const head = text.slice(0, 65536);
  if (/"permissions"\s*:\s*\[/.test(head)) return true;
  return /"name"\s*:/.test(head) && /"(?:type|description|options)"\s*:/.test(head);
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
