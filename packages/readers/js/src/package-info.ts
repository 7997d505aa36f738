// Which discord.js a source file is written for: the nearest package.json that names it (its
// dependencies, devDependencies or peerDependencies). It decides how application.commands.set
// converts plain objects (source/dialects.ts); an unknown version leaves what differs unknown.
// The manifests are found and read by @cmdlint/files (manifests.ts): nothing here touches the disk.
import type { Manifest } from '@cmdlint/text';
import type { DiscordJsMajor } from './dialects.js';

function majorOf(range: unknown): DiscordJsMajor {
  if (typeof range !== 'string') return undefined;
  const match = /^\s*(?:[\^~>=]*\s*|npm:discord\.js@[\^~>=]*)v?(\d+)(?:[.\s]|$)/.exec(range);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 13 ? 13 : major === 14 ? 14 : undefined;
}

/** The version a manifest names, `{ answer }` when it settles the question (undefined: it names none we read). */
function manifestAnswer(manifest: Manifest): { readonly answer: DiscordJsMajor } | undefined {
  // One that cannot be read (too big, not a file) is there but names no version we read.
  if (manifest.text === undefined) return { answer: undefined };
  try {
    const parsed = JSON.parse(manifest.text) as Record<string, Record<string, unknown> | undefined>;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const dependencies = parsed[field];
      if (dependencies && typeof dependencies === 'object' && Object.prototype.hasOwnProperty.call(dependencies, 'discord.js')) return { answer: majorOf(dependencies['discord.js']) };
    }
  } catch {
    return { answer: undefined };
  }
  return undefined; // a workspace package without discord.js: the root may name it
}

/** The discord.js of the package.json files above a file, nearest first. */
export function discordJsOf(manifests: readonly Manifest[]): DiscordJsMajor {
  for (const manifest of manifests) {
    if (manifest.name !== 'package.json') continue;
    const here = manifestAnswer(manifest);
    if (here) return here.answer;
  }
  return undefined;
}

/**
 * The range the nearest package.json that names `name` gives it (its dependencies, devDependencies
 * or peerDependencies), as text; undefined where none names it or that file is not JSON.
 */
function nearestRange(manifests: readonly Manifest[], name: string): string | undefined {
  for (const manifest of manifests) {
    if (manifest.name !== 'package.json' || manifest.text === undefined) continue;
    let parsed: Record<string, Record<string, unknown> | undefined>;
    try {
      parsed = JSON.parse(manifest.text) as typeof parsed;
    } catch {
      return undefined;
    }
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const dependencies = parsed[field];
      if (dependencies && typeof dependencies === 'object' && Object.prototype.hasOwnProperty.call(dependencies, name)) return String(dependencies[name]);
    }
  }
  return undefined;
}

/**
 * Whether the nearest package.json that names discordx asks for 11.4 or later (the lowest version its
 * range allows): before 11.4, discordx made up an option's `required` (true), `type` and description
 * and a command's description where the decorators leave them out (discordx-ts/discordx#869).
 */
export function discordxModernOf(manifests: readonly Manifest[]): boolean {
  const range = nearestRange(manifests, 'discordx');
  const match = range === undefined ? null : /^\s*[\^~>=]*\s*v?(\d+)\.(\d+)/.exec(range);
  if (!match) return false;
  const major = Number(match[1]);
  return major > 11 || (major === 11 && Number(match[2]) >= 4);
}

/** A package's versions a range allows, by major and minor: the lowest, and the first above them all (none: no bound). */
export interface VersionRange {
  readonly lowest: readonly [number, number];
  readonly above?: readonly [number, number];
}

/**
 * The versions of `name` the nearest package.json that names it allows (`^6.2.1`: 6.2 up to 7.0;
 * `~5.4.0`: 5.4 up to 5.5; `6.3.0`: 6.3; `>=5.5`: 5.5 and up); undefined where none names it or
 * its range is another form (a tag, a URL, `*`).
 */
export function versionRangeOf(manifests: readonly Manifest[], name: string): VersionRange | undefined {
  const range = nearestRange(manifests, name);
  const match = range === undefined ? null : /^\s*(\^|~|>=|=)?\s*v?(\d+)\.(\d+)(?:\.\d+)?\s*$/.exec(range);
  if (!match) return undefined;
  const major = Number(match[2]);
  const minor = Number(match[3]);
  const operator = match[1];
  if (operator === '>=') return { lowest: [major, minor] };
  const above: [number, number] = operator === '^' ? (major > 0 ? [major + 1, 0] : [0, minor + 1]) : [major, minor + 1];
  return { lowest: [major, minor], above };
}
