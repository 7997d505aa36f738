// --staged: judge the commit, not the working tree. The files to report on are the ones named (a
// hook's staged files) or, with none named, the ones `git diff --cached` lists; the files read are
// the ones git's index holds, with the index's bytes, so that an untracked file plays no part and an
// unstaged change does not decide. A set is still linted whole (its other files as committed), so
// that a staged file that collides with a committed one is caught; only the reported files' results
// are shown. Discovery walks the working tree as usual and this module filters what it found: one
// `git ls-files --stage` answers for every file, and a file whose bytes hash to its staged blob
// (every file, under pre-commit and lint-staged, which put unstaged changes aside) is read once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { basename, dirname, posix, relative, resolve, sep } from 'node:path';
import type { ReadSource } from '@cmdlint/text';
import type { DiscoveredFile } from '@cmdlint/files';
import type { LoadedConfig } from '@cmdlint/linter';
import { CONFIG_FILE_NAMES, configFileIn, ignoringGlob, isJsoncPath, isNeverCommandsFile, looksLikeCommandDocument, parseDocument, readerInfoOf, readRegularFile, setIndexOf, takenBackBySet, translationFolderOf } from './rare-shared.js';

/** Git could not answer: said as the run's failure (exit 2). */
export class StagedError extends Error {}

interface IndexEntry {
  readonly mode: string;
  readonly oid: string;
}

export interface StagedFiles {
  /** The discovered file as the index holds it: undefined when git does not track it (or, with `onlyReported`, when it is not reported). */
  take(file: DiscoveredFile): DiscoveredFile | undefined;
  /** Whether a result is shown: its file is staged, or a staged configuration file governs it. */
  reports(path: string): boolean;
  /** How many files are reported on (0: nothing staged that cmdlint reads). */
  readonly count: number;
  /**
   * The staged files in no set of `config` (nor in its ignores) that a walk would take: JSON that
   * looks like commands, and sources. Each is linted alone, as a file in no set is: a command file
   * the sets do not cover yet (a category folder added after --init) is never passed unseen.
   */
  outsideSets(config: LoadedConfig): DiscoveredFile[];
}

function git(cwd: string, args: readonly string[]): Buffer {
  const result = spawnSync('git', args, { cwd, maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw new StagedError(`--staged reads git's index, but git could not be run: ${result.error.message}.`);
  if (result.status !== 0) throw new StagedError(`--staged reads git's index: git ${args.join(' ')} failed: ${result.stderr.toString('utf8').trim() || `exit ${result.status}`}.`);
  return result.stdout;
}

/** Whether a folder between `dir` (below it) and `top` (not included) holds a configuration file. */
function ownProjectBelow(top: string, dir: string): boolean {
  for (let at = dir; at !== top && at.startsWith(top + sep); at = dirname(at)) if (configFileIn(at).file !== undefined) return true;
  return false;
}

/** Git's id of a blob of these bytes, by the repository's hash (an id of 64 digits: SHA-256). */
function blobId(bytes: Uint8Array, length: number): string {
  return createHash(length === 64 ? 'sha256' : 'sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/**
 * The index of the repository around `cwd`, and the files to report on: `named` (relative to
 * `cwd`, as a hook passes them), else what is staged. `onlyReported`: without sets nothing but the
 * reported files needs reading.
 */
export function readStaged(cwd: string, named: readonly string[], readSource: ReadSource, onlyReported: boolean): StagedFiles {
  // The prefix of cwd in the repository: paths are matched relative to it, not through realpath.
  const prefix = git(cwd, ['rev-parse', '--show-prefix']).toString('utf8').trim();
  const index = new Map<string, IndexEntry>();
  for (const line of git(cwd, ['ls-files', '--stage', '-z', '--full-name', '--', ':/']).toString('utf8').split('\0')) {
    const match = /^(\d{6}) ([0-9a-f]+) (\d)\t(.*)$/s.exec(line);
    // A conflicted path (stage 1-3) has no content to commit yet; a submodule is not a file.
    if (match && match[3] === '0' && match[1] !== '160000') index.set(match[4]!, { mode: match[1]!, oid: match[2]! });
  }
  const keyOf = (path: string): string => posix.normalize(posix.join(prefix, relative(cwd, path).split(sep).join('/')));
  const top = resolve(cwd, prefix.split('/').filter(Boolean).map(() => '..').join('/') || '.');
  const staged = named.length > 0
    ? named.map((name) => resolve(cwd, name))
    : git(cwd, ['diff', '--cached', '--name-only', '-z', '--diff-filter=ACMRT']).toString('utf8').split('\0').filter(Boolean).map((path) => resolve(top, path));
  const reported = new Set(staged);
  // A staged configuration changes how every file under its directory is judged: those are reported too.
  const configDirs = staged.filter((path) => (CONFIG_FILE_NAMES as readonly string[]).includes(basename(path))).map((path) => dirname(path) + sep);
  const reports = (path: string): boolean => reported.has(path) || configDirs.some((dir) => path.startsWith(dir));
  const result: StagedFiles = {
    count: staged.length,
    reports,
    outsideSets(config) {
      const out: DiscoveredFile[] = [];
      for (const path of staged) {
        if (setIndexOf(config, path) !== -1 || takenBackBySet(config, path) || ignoringGlob(config, path) !== undefined) continue;
        // What a walk of the configuration's directory skips is skipped here too: build output,
        // test files and doubles, dependencies (a commit that stages them is not judged on them).
        const reader = readerInfoOf(path);
        const folders = relative(config.dir, dirname(path)).split(sep);
        // Under a configuration of its own (a package of a monorepo): that project's, as in a run without arguments.
        if (ownProjectBelow(config.dir, dirname(path))) continue;
        if (folders.includes('node_modules') || (reader !== undefined && folders.some((folder) => reader.skippedDirectories.has(folder)))) continue;
        if (reader !== undefined && reader.testFile.test(basename(path)) && (reader.testText === undefined || stagedTestText(reader.testText, path, result.take({ path })))) continue;
        const source = reader !== undefined;
        if (!source && (!/\.jsonc?$/i.test(path) || isNeverCommandsFile(path) || translationFolderOf(folders) !== undefined)) continue;
        const file = result.take({ path });
        if (file === undefined) continue;
        if (source) {
          out.push(file); // read by the run: a module that defines nothing reports nothing
          continue;
        }
        let document = file.document;
        if (document === undefined) {
          try {
            document = parseDocument(readRegularFile(path).bytes, { jsonc: isJsoncPath(path) });
          } catch {
            out.push(file); // the run reads it again and says why it cannot
            continue;
          }
        }
        if (looksLikeCommandDocument(document)) out.push({ ...file, document });
      }
      return out;
    },
    take(file) {
      const entry = index.get(keyOf(file.path));
      if (entry === undefined || (onlyReported && !reports(file.path))) return undefined;
      // A link's blob is its target's name: what discovery read through it is the content.
      if (entry.mode === '120000') return file;
      let bytes: Uint8Array;
      try {
        bytes = file.bytes ?? readRegularFile(file.path).bytes;
      } catch {
        return file; // the run reads it again and says why it cannot
      }
      if (blobId(bytes, entry.oid.length) === entry.oid) return file;
      const blob = new Uint8Array(git(cwd, ['cat-file', 'blob', entry.oid]));
      const document = readerInfoOf(file.path) !== undefined ? readSource(file.path, blob) : parseDocument(blob, { jsonc: isJsoncPath(file.path) });
      return { path: file.path, document, bytes: blob };
    },
  };
  return result;
}

/** Whether a staged file named like a test is one by its text (ReaderInfo.testText): the staged text, else the file's; one that cannot be read is taken for a test, as its name says. */
function stagedTestText(testText: (name: string, text: string) => boolean, path: string, file: DiscoveredFile | undefined): boolean {
  let bytes = file?.bytes;
  if (bytes === undefined) {
    try {
      bytes = readRegularFile(path).bytes;
    } catch {
      return true;
    }
  }
  return testText(basename(path), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}
