// What a bot says once, in its entry file, for every command: Sapphire's
// `ApplicationCommandRegistries.setDefaultGuildIds([...])` sends every command registered without
// guildIds to those guilds; discordx's `new Client({ botGuilds: [...] })` sends every command to
// guilds. Bots write these in their entry file (src/index.ts, src/main.ts, src/Main.ts) or the setup
// it imports (src/lib/setup.ts, or a file of src/lib/setup/ as favware's bots do), not beside the
// commands. Those files, in a folder above a command's, are read with the manifests (no disk is
// touched here): where one says it, the scope of a command that names no guild of its own is not
// known. What any other file says is not seen.
import type { Manifest } from '@cmdlint/text';

/** The entry files looked at, relative to each folder above a source file. */
export const ENTRY_FILES: readonly string[] = ['index.ts', 'index.js', 'main.ts', 'main.js', 'Main.ts', 'Main.js', 'lib/setup.ts', 'lib/setup.js', 'lib/setup/*.ts', 'lib/setup/*.js'];

const SAPPHIRE_DEFAULT_GUILDS = /\bsetDefaultGuildIds\s*\(/;
/** discordx's ClientOptions.botGuilds, written as a key. */
export const DISCORDX_BOT_GUILDS = /\bbotGuilds\s*:/;

/**
 * Whole-line and block comments: a call commented out sets nothing. Linear on any text: blanks, not
 * `\s`, before a line's `//` (`\s*` at each line start crosses every blank line after it), and a
 * block left open takes the rest of the text at once instead of being looked for at each `/*`.
 */
const COMMENTS = /\/\*(?:[\s\S]*?\*\/|[\s\S]*)|^[ \t]*\/\/.*$/gm;

/**
 * Where `text` first says `pattern` outside its comments, or -1: each occurrence in turn, past the
 * comments before it (both scans only move forward, so linear on any text, and offsets are the
 * text's own).
 */
export function firstOutsideComments(text: string, pattern: RegExp): number {
  const wanted = new RegExp(pattern.source, 'g');
  const comments = new RegExp(COMMENTS.source, 'gm');
  let comment = comments.exec(text);
  for (let match = wanted.exec(text); match !== null; match = wanted.exec(text)) {
    while (comment !== null && comment.index + comment[0].length <= match.index) comment = comments.exec(text);
    if (comment === null || comment.index > match.index) return match.index;
    wanted.lastIndex = comment.index + comment[0].length;
  }
  return -1;
}

/** The entry file that says `pattern`, as the user reads it (from the nearest package.json's folder), or undefined. */
function entrySaying(manifests: readonly Manifest[], pattern: RegExp): string | undefined {
  const root = manifests.find((manifest) => manifest.name === 'package.json');
  const base = root === undefined ? undefined : root.path.slice(0, root.path.length - 'package.json'.length);
  for (const manifest of manifests) {
    if (manifest.name === 'package.json' || manifest.text === undefined || firstOutsideComments(manifest.text, pattern) < 0) continue;
    const shown = base !== undefined && manifest.path.startsWith(base) ? manifest.path.slice(base.length) : manifest.name;
    return shown.replace(/\\/g, '/');
  }
  return undefined;
}

/** The entry file that calls Sapphire's setDefaultGuildIds, or undefined. */
export const sapphireDefaultGuildsOf = (manifests: readonly Manifest[]): string | undefined => entrySaying(manifests, SAPPHIRE_DEFAULT_GUILDS);

/** The entry file that gives discordx's client botGuilds, or undefined. */
export const discordxBotGuildsOf = (manifests: readonly Manifest[]): string | undefined => entrySaying(manifests, DISCORDX_BOT_GUILDS);
