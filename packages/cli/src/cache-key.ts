// The key that binds --cache's file to the machine that wrote it: the file is sealed with an HMAC
// under it (cache.ts), so a cache file committed in a pull request (or restored from a cache a
// pull request could write) is not read: its files are linted anew, never passed. The key lives
// in the user's cache directory, which no commit reaches, made once, 0600.
import { closeSync, constants, linkSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { fileErrorText, readRegularFile } from './rare-shared.js';

const KEY_BYTES = 32;

function requireHere(): NodeRequire {
  const here = (import.meta as { url?: unknown }).url;
  return createRequire(typeof here === 'string' ? here : __filename);
}

/** The user's home from the password database (HOME unset, as under some CI runners and sudo -i): '' when there is none. */
function homeOfUser(): string {
  try {
    // Required, not imported: a lint run never loads node:os (see run.ts).
    return (requireHere()('node:os') as typeof import('node:os')).homedir();
  } catch {
    return '';
  }
}

/** The user's cache directory: $XDG_CACHE_HOME, else the platform's (undefined: no home to keep a key in). */
function userCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return env.XDG_CACHE_HOME;
  if (process.platform === 'win32') return env.LOCALAPPDATA && isAbsolute(env.LOCALAPPDATA) ? env.LOCALAPPDATA : undefined;
  const home = env.HOME || homeOfUser();
  if (!home || !isAbsolute(home)) return undefined;
  return process.platform === 'darwin' ? join(home, 'Library', 'Caches') : join(home, '.cache');
}

/** The key file: <user cache>/cmdlint/cache-key. */
export function keyFileOf(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = userCacheDir(env);
  return dir === undefined ? undefined : join(dir, 'cmdlint', 'cache-key');
}

function randomKey(): Buffer {
  // Required, not imported: see cache.ts (a lint without --cache loads no node:crypto).
  const { randomBytes } = requireHere()('node:crypto') as typeof import('node:crypto');
  return randomBytes(KEY_BYTES);
}

/** The key in `path` when it is a regular file holding one (read guarded: never a FIFO or a device). */
function readKey(path: string): Buffer | undefined {
  const text = readRegularFile(path, 4 * KEY_BYTES).bytes.toString('latin1').trim();
  return /^[0-9a-f]{64}$/.test(text) ? Buffer.from(text, 'hex') : undefined;
}

/**
 * Makes the key file whole or not at all: written to a private temporary file, then linked to its
 * name (which fails if another run made it first; that run's key is then read).
 */
function makeKey(path: string): void {
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600);
  try {
    writeSync(fd, `${randomKey().toString('hex')}\n`);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
}

export interface CacheKey {
  readonly key: Buffer;
  /** Why the key is this run's own (nothing cached before is matched, nor will be): said as a warning. */
  readonly problem?: string;
}

/** This machine's cache key, made on first use; a key of this run alone when none can be kept. */
export function cacheKey(env: NodeJS.ProcessEnv = process.env): CacheKey {
  const path = keyFileOf(env);
  if (path === undefined) return { key: randomKey(), problem: 'no home directory (HOME, XDG_CACHE_HOME) to keep the cache\'s key in: the cache is not reused by later runs.' };
  try {
    let key: Buffer | undefined;
    try {
      key = readKey(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      makeKey(path);
      key = readKey(path);
    }
    if (key !== undefined) return { key };
    return { key: randomKey(), problem: `the cache's key file ${path} does not hold a key: the cache is not reused (delete the file to make a new key).` };
  } catch (error) {
    return { key: randomKey(), problem: `cannot keep the cache's key in ${path} (${fileErrorText(error)}): the cache is not reused by later runs.` };
  }
}
