// Project manifests (package.json, pyproject.toml, ...) for the readers: found upward from a file,
// read by the guarded reader (a FIFO, a device or a link to /dev/zero is refused unread, a big file
// is not read), and handed to the reader's projectOptions. The reader itself touches no disk.
import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { MAX_MANIFEST_BYTES, readRegularFile, UnreadableInputError } from './read.js';
import type { Manifest, Reader } from '@cmdlint/text';

/** The manifests above each directory, nearest first, remembered per directory (a walk asks once per directory). */
export class ProjectManifests {
  private readonly byDirectory = new Map<string, readonly Manifest[]>();

  constructor(private readonly names: readonly string[]) {}

  /** The manifests of `dir` and of every directory above it, nearest first. */
  above(dir: string): readonly Manifest[] {
    // Iterative: the directories not yet known, then each one's list from its parent's.
    const pending: string[] = [];
    let current = dir;
    let known: readonly Manifest[] = [];
    for (;;) {
      const found = this.byDirectory.get(current);
      if (found) {
        known = found;
        break;
      }
      pending.push(current);
      const parent = dirname(current);
      if (parent === current) break;
      current = parent;
    }
    for (let index = pending.length - 1; index >= 0; index--) {
      const here = this.names.flatMap((name) => manifestIn(pending[index]!, name));
      known = here.length > 0 ? [...here, ...known] : known;
      this.byDirectory.set(pending[index]!, known);
    }
    return known;
  }
}

function manifestIn(dir: string, name: string): Manifest[] {
  // A pattern (`requirements*.txt`): every file of the directory it matches, in name order.
  if (name.includes('*')) return matchingNames(dir, name).flatMap((found) => manifestIn(dir, found));
  const path = join(dir, name);
  try {
    const text = readRegularFile(path, MAX_MANIFEST_BYTES).bytes.toString('utf8');
    const read: Manifest = { name, path, text };
    return REQUIREMENTS.test(name) ? [read, ...includedRequirements(dir, text)] : [read];
  } catch (error) {
    // There but not read (too big, not a regular file): the reader decides what that means.
    if (error instanceof UnreadableInputError) return [{ name, path, text: undefined }];
    return []; // not there
  }
}

const REQUIREMENTS = /^requirements.*\.txt$/iu;
/** `-r other.txt` / `--requirement=other.txt` at a line's start (pip's include of another requirements file). */
const INCLUDE = /^(?:-r|--requirement)(?:[ \t]+|=|(?=[^ \t]))([^ \t#]+)/u;
/** How many files a requirements file may pull in, through every level: enough for `base`, `prod`, `dev`. */
const MAX_INCLUDED = 8;

/**
 * The requirements files a requirements file includes (`-r base.txt`), each read as one, as pip
 * installs them too. Only files in its directory or below (an include that climbs out, or is
 * absolute, may be anyone's: left out), each once, at most MAX_INCLUDED in all.
 */
function includedRequirements(dir: string, text: string): Manifest[] {
  const found: Manifest[] = [];
  const seen = new Set<string>();
  const pending: { from: string; text: string }[] = [{ from: dir, text }];
  while (pending.length > 0 && found.length < MAX_INCLUDED) {
    const { from, text: current } = pending.shift()!;
    for (const raw of current.split(/\r?\n/u)) {
      const match = INCLUDE.exec(raw.trim());
      if (!match || found.length >= MAX_INCLUDED) continue;
      const target = match[1]!;
      if (isAbsolute(target) || /^[a-z][a-z0-9+.-]*:/iu.test(target)) continue;
      const path = resolve(from, target);
      const inside = relative(dir, path);
      if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || seen.has(path)) continue;
      seen.add(path);
      try {
        const included = readRegularFile(path, MAX_MANIFEST_BYTES).bytes.toString('utf8');
        // Read as a requirements file whatever its own name (`base.in`, `requirements/prod.txt`).
        found.push({ name: 'requirements.txt', path, text: included });
        pending.push({ from: dirname(path), text: included });
      } catch {
        // Not there or not read: it names nothing here.
      }
    }
  }
  return found;
}

/** A reader's options for each file, from the manifests above it (remembered per directory). */
export class ProjectOptions<Options> {
  private readonly byDirectory = new Map<string, Options | undefined>();
  private readonly manifests: ProjectManifests;

  constructor(private readonly reader: Pick<Reader<Options>, 'info' | 'projectOptions'>) {
    this.manifests = new ProjectManifests(reader.info.manifests);
  }

  of(path: string): Options | undefined {
    const dir = dirname(path);
    if (this.byDirectory.has(dir)) return this.byDirectory.get(dir);
    const options = this.reader.projectOptions?.(this.manifests.above(dir));
    this.byDirectory.set(dir, options);
    return options;
  }
}

/** The names in `dir` a `*` pattern matches (`*`: any run of characters but `/`); none where the directory is not read. */
function matchingNames(dir: string, pattern: string): string[] {
  // A pattern in a folder (`lib/setup/*.ts`): that folder's names, given with it.
  const slash = pattern.lastIndexOf('/');
  const folder = slash === -1 ? '' : pattern.slice(0, slash + 1);
  const last = pattern.slice(slash + 1);
  const matcher = new RegExp(`^${last.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&')).join('[^/]*')}$`, 'u');
  try {
    return readdirSync(join(dir, folder)).filter((name) => matcher.test(name)).sort().map((name) => folder + name);
  } catch {
    return [];
  }
}
