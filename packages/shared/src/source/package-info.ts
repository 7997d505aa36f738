// Which discord.js a source file is written for: the nearest package.json that names it (its
// dependencies, devDependencies or peerDependencies). It decides how application.commands.set
// converts plain objects (source/dialects.ts); an unknown version leaves what differs unknown.
import { dirname, join } from 'node:path';
import { MAX_MANIFEST_BYTES, readRegularFile, UnreadableInputError } from '../text/read.js';
import { searchUpward } from '../upward.js';
import type { DiscordJsMajor } from './dialects.js';

function majorOf(range: unknown): DiscordJsMajor {
  if (typeof range !== 'string') return undefined;
  const match = /^\s*(?:[\^~>=]*\s*|npm:discord\.js@[\^~>=]*)v?(\d+)(?:[.\s]|$)/.exec(range);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 13 ? 13 : major === 14 ? 14 : undefined;
}

/** The version a manifest names, `{ answer }` when the manifest exists (undefined: it names none we read). */
function manifestAnswer(dir: string): { readonly answer: DiscordJsMajor } | undefined {
  let text: string;
  try {
    // Guarded: a FIFO, a device or a link to /dev/zero named package.json is refused unread.
    text = readRegularFile(join(dir, 'package.json'), MAX_MANIFEST_BYTES).bytes.toString('utf8');
  } catch (error) {
    // One that cannot be read (too big, not a file) is there but names no version we read.
    if (error instanceof UnreadableInputError) return { answer: undefined };
    return undefined; // no manifest here: ask the parent
  }
  try {
    const manifest = JSON.parse(text) as Record<string, Record<string, unknown> | undefined>;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const dependencies = manifest[field];
      if (dependencies && typeof dependencies === 'object' && Object.prototype.hasOwnProperty.call(dependencies, 'discord.js')) return { answer: majorOf(dependencies['discord.js']) };
    }
  } catch {
    return { answer: undefined };
  }
  return undefined; // a workspace package without discord.js: the root may name it
}

export class PackageInfo {
  private readonly known = new Map<string, DiscordJsMajor>();

  discordJsFor(path: string): DiscordJsMajor {
    return searchUpward(dirname(path), this.known, manifestAnswer);
  }
}
