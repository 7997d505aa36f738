// Sapphire's ApplicationCommandRegistries.setDefaultGuildIds([...]) sends every command registered
// without guildIds to those guilds, and bots call it once, in their entry file (src/index.ts) or the
// setup it imports (src/lib/setup.ts), not beside the commands. Those files, in a folder above a
// command's, are read with the manifests (no disk is touched here): where one calls it, a
// registration without guildIds has a scope not known. A call in any other file is not seen.
import type { Manifest } from '@cmdlint/text';

/** The entry files looked at, relative to each folder above a source file. */
export const SAPPHIRE_ENTRY_FILES: readonly string[] = ['index.ts', 'index.js', 'main.ts', 'main.js', 'lib/setup.ts', 'lib/setup.js'];

const CALL = /\bsetDefaultGuildIds\s*\(/;
/**
 * Whole-line and block comments: a call commented out sets nothing. Linear on any text: blanks, not
 * `\s`, before a line's `//` (`\s*` at each line start crosses every blank line after it), and a
 * block left open takes the rest of the text at once instead of being looked for at each `/*`.
 */
const COMMENTS = /\/\*(?:[\s\S]*?\*\/|[\s\S]*)|^[ \t]*\/\/.*$/gm;

/** The entry file that calls setDefaultGuildIds, as the user reads it (from the nearest package.json's folder), or undefined. */
export function sapphireDefaultGuildsOf(manifests: readonly Manifest[]): string | undefined {
  const root = manifests.find((manifest) => manifest.name === 'package.json');
  const base = root === undefined ? undefined : root.path.slice(0, root.path.length - 'package.json'.length);
  for (const manifest of manifests) {
    if (manifest.name === 'package.json' || manifest.text === undefined || !CALL.test(manifest.text)) continue;
    if (!CALL.test(manifest.text.replace(COMMENTS, ''))) continue;
    const shown = base !== undefined && manifest.path.startsWith(base) ? manifest.path.slice(base.length) : manifest.name;
    return shown.replace(/\\/g, '/');
  }
  return undefined;
}
