// The options a reader takes from a document's project (which discord.js; which Python library, at
// which version), from the manifests above the file as the command line reads them: through the
// guarded reader (regular files only, bounded size), nearest first. Remembered per directory for
// one lint job (a set's files share a walk), then forgotten, so that a manifest edited on disk is
// read again by the next lint, watched or not.
import { isAbsolute } from 'node:path';
import { ProjectOptions } from '@cmdlint/files';
import type { Reader } from '@cmdlint/text';
import { READERS } from '@cmdlint/readers';

const byReader = new Map<Reader, ProjectOptions<unknown>>();

/**
 * The options of the project of a document read under `name`: none for an untitled document (no
 * path, so no project: its library stays undecided, as before).
 */
export function projectOptionsOf(reader: Reader, name: string): unknown {
  if (!reader.projectOptions || !isAbsolute(name)) return undefined;
  let options = byReader.get(reader);
  if (!options) {
    options = new ProjectOptions(reader);
    byReader.set(reader, options);
  }
  try {
    return options.of(name);
  } catch {
    // A manifest the reader could not make sense of: the project undecided, so nothing is judged by it.
    return undefined;
  }
}

/** Manifests are read again from here on (a new lint job, a document opened, a manifest changed). */
export function forgetProjectOptions(): void {
  byReader.clear();
}

/**
 * Whether a file is a manifest some reader takes options from: its last segments are a manifest's
 * name (`*` matches within a segment), so `src/lib/setup.ts` is the Sapphire entry `lib/setup.ts`.
 */
export function isManifestPath(path: string): boolean {
  const segments = path.split(/[\\/]/);
  return MANIFESTS.some(({ depth, pattern }) => segments.length >= depth && pattern.test(segments.slice(-depth).join('/')));
}

const MANIFEST_NAMES: readonly string[] = [...new Set(READERS.flatMap((reader) => reader.manifests))];

/** The file watchers' glob patterns of the manifests. */
export const MANIFEST_GLOBS: readonly string[] = MANIFEST_NAMES.map((name) => `**/${name}`);

const MANIFESTS: readonly { readonly depth: number; readonly pattern: RegExp }[] = MANIFEST_NAMES.map((name) => ({
  depth: name.split('/').length,
  pattern: new RegExp(`^${name.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&')).join('[^/]*')}$`, 'u'),
}));
