// A folder of command modules whose index file lists them (`module.exports = [require('./ping'), ...]`,
// `export * from './ping'`) loads those it names: a module beside them that the list leaves out (a
// line commented out) is not sent, though its file is still there. A plan takes only what the bot
// sends, so such a module is not planned. An index that reads the folder itself (readdir, a glob, an
// import of a computed path) may load any of them: then nothing is said.
import { readRegularFile } from '@cmdlint/files';
import { basename, dirname, extname, join } from 'node:path';

const INDEX_NAMES = ['index.js', 'index.ts', 'index.mjs', 'index.cjs', 'index.mts', 'index.cts', 'index.jsx', 'index.tsx'];
const SOURCE_EXTENSIONS = /\.[cm]?[jt]sx?$/i;
const MAX_INDEX_BYTES = 256 * 1024;

/**
 * Comments out of a text, strings kept: a name in a comment is not a module the index loads. A block
 * comment or template left open takes the rest of the text at once, and a quoted string left open
 * the rest of its line (linear: it is not looked for again at each later `/*`, backtick or quote).
 */
function withoutComments(text: string): string {
  return text.replace(/\/\*(?:[\s\S]*?\*\/|[\s\S]*)|\/\/[^\n]*|('(?:\\.|[^'\\\n])*'?|"(?:\\.|[^"\\\n])*"?|`(?:\\[\s\S]|[^`\\])*(?:`|$))/g, (match, literal: string | undefined) => literal ?? ' ');
}

/** The modules of its own folder an index names ('./ping', './ping.js'), or undefined where it may load others. */
function listedModules(text: string): Set<string> | undefined {
  const code = withoutComments(text);
  // A loader of its own: any module of the folder may be loaded.
  if (/readdir|glob|opendir|import\s*\(\s*[^'"\s]|require\s*\(\s*[^'"\s]|require\.context|import\.meta\.glob/.test(code)) return undefined;
  const listed = new Set<string>();
  for (const match of code.matchAll(/['"`]\.\/([^'"`/\\]+)\/?['"`]/g)) listed.add(match[1]!.replace(SOURCE_EXTENSIONS, '').toLowerCase());
  return listed.size === 0 ? undefined : listed;
}

const cache = new Map<string, { index: string; listed: Set<string> } | undefined>();

function folderIndex(folder: string): { index: string; listed: Set<string> } | undefined {
  if (cache.has(folder)) return cache.get(folder);
  let found: { index: string; listed: Set<string> } | undefined;
  for (const name of INDEX_NAMES) {
    const path = join(folder, name);
    try {
      // The guarded reader: a FIFO, a device, a link to one or a big file is not read (nor waited on).
      const listed = listedModules(readRegularFile(path, MAX_INDEX_BYTES).bytes.toString('utf8'));
      if (listed !== undefined) found = { index: name, listed };
    } catch {
      continue;
    }
    break;
  }
  cache.set(folder, found);
  return found;
}

/** Why a command module is not planned: its folder's index lists modules, not this one (undefined: it may be loaded). */
export function leftOutByFolderIndex(path: string): string | undefined {
  if (!SOURCE_EXTENSIONS.test(path)) return undefined;
  const name = basename(path, extname(path)).toLowerCase();
  if (name === 'index') return undefined;
  const index = folderIndex(dirname(path));
  if (index === undefined || index.listed.has(name)) return undefined;
  return `the ${index.index} beside it names the folder's command modules, not this one, so the bot may not send it`;
}
