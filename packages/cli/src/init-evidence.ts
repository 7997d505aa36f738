// What a bot's own code says of its commands, for `cmdlint --init`: the routes its deploy code sends
// to (`Routes.applicationGuildCommands` → guild, `Routes.applicationCommands` → global) and the
// folders its deploy code or loader reads (`readdirSync('./commands')`, `readdirSync(path.join(
// __dirname, 'commands'))`, a glob, an import of each file of a folder beside it). Read from the text of the sources, never from a file's name.
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { readRegularFile, toPosix } from './rare-shared.js';

/** What the bot's code says: each source's evidence, and the sources some other source requires or imports by path. */
export interface ProjectEvidence {
  readonly files: CodeEvidence[];
  /** Project-relative posix paths of sources named by a relative `require`/`import` of another. */
  readonly imported: ReadonlySet<string>;
}

export interface CodeEvidence {
  /** The file, relative to the project, posix. */
  readonly file: string;
  readonly scopes: ReadonlySet<'global' | 'guild'>;
  /** How the file sends to each scope, as its text says it (`Routes.applicationCommands`, `application.commands.set`). */
  readonly sends: ReadonlyMap<'global' | 'guild', string>;
  /**
   * Folders it reads, relative to the project, posix ('' for the project itself); `shallow` when
   * only the folder's own files are read (a readdir of it, and no read the text cannot place, no
   * recursive option, no isDirectory test, no `**`: nothing that could reach its subfolders).
   */
  readonly folders: readonly { readonly folder: string; readonly how: string; readonly shallow?: boolean }[];
}

const SOURCE = /\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/i;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'out', 'coverage', '.next', '.git']);
/** Enough for any bot; a huge tree is read only so far. */
const MAX_FILES = 3000;
const MAX_DEPTH = 12;
const GUILD_ROUTE = /\bapplicationGuildCommands\s*\(|\/guilds\/[^/]*\/commands\b|\bguild\.commands\.set\s*\(/;
const GLOBAL_ROUTE = /\bapplicationCommands\s*\(|\bapplication\.commands\.set\s*\(/;
const READS = /\b(?:readdirSync|readdir|globSync|glob|sync|fg|fastGlob)\s*\(/g;
/**
 * A loader's dynamic import or require of each file of a folder beside it (`import(\`./commands/x/${file}\`)`):
 * the folder of the sources, where its list may be read from the build output (`readdirSync('./dist/commands/x')`).
 */
const LOADS = /\b(?:import|require)\s*\(\s*`(\.{1,2}\/[^`$]*\/)\$\{/g;
/** A relative module a source requires or imports by a literal path (`require('./lib/commandlist')`, `from '../commands/ping.js'`). */
// (`^[ \t]*`, not `^\s*`: \s spans line breaks, so a text of blank lines would be quadratic.)
const IMPORTS = /(?:\brequire\s*\(\s*|\bimport\s*\(\s*|\bfrom\s+|^[ \t]*import\s+)(["'])(\.{1,2}\/[^"'\n]*)\1/gm;
/** What a path without its extension may be, as Node and TypeScript resolve it. */
const RESOLVED_AS = ['', '.js', '.ts', '.cjs', '.mjs', '.cts', '.mts', '.jsx', '.tsx', '/index.js', '/index.ts'];

/**
 * The text with its comments blanked (each character a space, line breaks kept, so offsets hold):
 * a route a comment names (`// To deploy globally: Routes.applicationCommands(...)`) is not a
 * request. Strings and templates are kept as they are. A regular expression literal is read as
 * code: one that holds `//` or `/*` blanks what follows it as a comment would, so evidence may be
 * lost, never made up.
 */
export function withoutComments(text: string): string {
  let out = '';
  let from = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== '') {
      if (c === '\\') i++;
      else if (c === quote || (c === '\n' && quote !== '`')) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
      const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      const stop = end <= 1 || end === -1 ? text.length : end;
      out += text.slice(from, i) + text.slice(i, stop).replace(/[^\n]/g, ' ');
      from = stop;
      i = stop - 1;
    }
  }
  return out + text.slice(from);
}

/** The argument text of a call whose `(` is at `open`, nesting and strings kept. */
function argumentAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length && i < open + 400; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

/** The first argument of a call's argument list. */
function firstArgument(args: string): string {
  let depth = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) return args.slice(0, i).trim();
  }
  return args.trim();
}

/** A variable's initialiser in the same file (`const foldersPath = path.join(__dirname, 'commands')`). */
function initialiserOf(text: string, name: string): string | undefined {
  const match = new RegExp(`\\b(?:const|let|var)\\s+${name}\\s*=\\s*`).exec(text);
  if (!match) return undefined;
  const start = match.index + match[0].length;
  const end = text.indexOf('\n', start);
  return text.slice(start, end === -1 ? undefined : end).replace(/;\s*$/, '').trim();
}

/**
 * The folder an expression names, relative to the project: string literals joined, from the
 * file's folder when it names `__dirname` (or `import.meta`), else from the project (a process
 * started at its root). A glob is cut at its first wildcard. Undefined when it names no literal.
 */
function folderOf(expression: string, text: string, fileDir: string, root: string, depth = 0, part = false): string | undefined {
  const identifier = /^[A-Za-z_$][\w$]*$/.exec(expression.trim());
  if (identifier && depth < 3) {
    const init = initialiserOf(text, identifier[0]);
    return init === undefined ? undefined : folderOf(init, text, fileDir, root, depth + 1, part);
  }
  // A variable among the parts (`join(here, 'commands')`, here the file's folder) stands for its
  // initialiser when that names a folder; one that does not (a loop's `folder`) leaves it unknown.
  const parts = variablesIn(expression);
  if (parts.length > 0) {
    if (depth >= 3) return undefined;
    let expanded = expression;
    for (const name of parts) {
      const init = initialiserOf(text, name);
      if (init === undefined || folderOf(init, text, fileDir, root, depth + 1, true) === undefined) return undefined;
      expanded = expanded.replace(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'), () => `(${init})`);
    }
    return folderOf(expanded, text, fileDir, root, depth + 1);
  }
  const literals = [...expression.matchAll(/(['"`])((?:(?!\1)[^\\$])*)\1/g)].map((m) => m[2]!);
  const template = /`\$\{\s*(?:__dirname|import\.meta\.dirname)\s*\}([^`$]*)`/.exec(expression);
  if (template) literals.push(template[1]!);
  const fromFile = /__dirname|import\.meta/.test(expression);
  // The file's own folder (`dirname(fileURLToPath(import.meta.url))`), as a part of a path only: a
  // readdir of the file's own folder alone is not taken for a folder of commands.
  if (literals.length === 0) return part && fromFile && !/\bimport\.meta\.filename\b|__filename/.test(expression) ? toPosix(relative(root, fileDir)) : undefined;
  const joined = literals.join('/').split(/[*{?[]/)[0]!;
  const base = fromFile ? fileDir : root;
  const target = resolve(base, joined);
  const inside = relative(root, target);
  if (inside.startsWith('..')) return undefined;
  return toPosix(inside);
}

/** The variables an expression reads as values: not a call's or a member's name, nor what strings hold. */
function variablesIn(expression: string): string[] {
  const code = expression.replace(/(['"`])(?:(?!\1)[^\\]|\\.)*\1/g, '""');
  const names = new Set<string>();
  for (const match of code.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)(?![\w$])(?!\s*[(.])/g)) {
    const name = match[1]!;
    if (!['__dirname', '__filename', 'new', 'await', 'true', 'false', 'null', 'undefined'].includes(name)) names.add(name);
  }
  return [...names];
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The sources of the project, bounded. */
export function sourcesOf(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, depth: number): void => {
    if (depth > MAX_DEPTH || out.length >= MAX_FILES) return;
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      if (out.length >= MAX_FILES) return;
      if (name.startsWith('.') || SKIPPED_DIRS.has(name)) continue;
      const path = join(dir, name);
      let stats;
      try {
        stats = lstatSync(path);
      } catch {
        continue;
      }
      if (stats.isDirectory()) walk(path, depth + 1);
      else if (stats.isFile() && SOURCE.test(name) && !/\.d\.[cm]?ts$/i.test(name)) out.push(path);
    }
  };
  walk(root, 0);
  return out;
}

/** The evidence of every source that sends commands or reads a folder of them. */
export function codeEvidence(root: string): ProjectEvidence {
  const out: CodeEvidence[] = [];
  const imported = new Set<string>();
  /** Whether some file reads folders the text cannot place, or reads further than it says. */
  let unplacedReads = false;
  for (const path of sourcesOf(root)) {
    let text: string;
    try {
      text = withoutComments(readRegularFile(path).bytes.toString('utf8'));
    } catch {
      continue;
    }
    const scopes = new Set<'global' | 'guild'>();
    const sends = new Map<'global' | 'guild', string>();
    const guild = GUILD_ROUTE.exec(text);
    if (guild) {
      scopes.add('guild');
      sends.set('guild', guild[0].startsWith('application') ? 'Routes.applicationGuildCommands' : guild[0].startsWith('/') ? 'a request to /guilds/{id}/commands' : 'guild.commands.set');
    }
    const global = GLOBAL_ROUTE.exec(text);
    if (global) {
      scopes.add('global');
      sends.set('global', global[0].startsWith('application.') ? 'application.commands.set' : 'Routes.applicationCommands');
    }
    const folders: { folder: string; how: string; shallow?: boolean }[] = [];
    // (`**` in a message is bold text; in a glob it is followed by a slash.)
    let mayGoDeeper = /\brecursive\b|\bisDirectory\s*\(|\*\*\//.test(text);
    for (const match of text.matchAll(READS)) {
      const args = argumentAt(text, match.index + match[0].length - 1);
      const first = firstArgument(args);
      const folder = folderOf(first, text, dirname(path), root);
      if (folder === undefined) {
        mayGoDeeper = true; // a folder the text does not name: a category folder of one it does, maybe
        continue;
      }
      if (!isDirectory(join(root, folder))) continue; // made as the bot runs (a folder of uploads)
      if (folders.some((f) => f.folder === folder)) continue;
      const how = `${match[0].replace(/\s*\($/, '')}(${first.length > 50 ? `${first.slice(0, 47)}...` : first})`;
      folders.push(/^readdir/.test(match[0]) ? { folder, how, shallow: true } : { folder, how });
    }
    if (mayGoDeeper) {
      for (const f of folders) delete f.shallow;
      if (/\breaddir/.test(text)) unplacedReads = true;
    }
    for (const match of text.matchAll(LOADS)) {
      const inside = relative(root, resolve(dirname(path), match[1]!));
      const folder = toPosix(inside);
      if (inside.startsWith('..') || !isDirectory(join(root, folder)) || folders.some((f) => f.folder === folder)) continue;
      folders.push({ folder, how: match[0].slice(0, match[0].indexOf('(')).trim() + `(\`${match[1]}\${...}\`)` });
    }
    if (scopes.size > 0 || folders.length > 0) out.push({ file: toPosix(relative(root, path)), scopes, sends, folders });
    for (const match of text.matchAll(IMPORTS)) {
      const target = resolve(dirname(path), match[2]!.replace(/\.js$/, ''));
      for (const ending of RESOLVED_AS) {
        const candidate = target + ending;
        if (SOURCE.test(candidate) && isFile(candidate)) {
          const inside = relative(root, candidate);
          if (!inside.startsWith('..')) imported.add(toPosix(inside));
          break;
        }
      }
    }
  }
  // A folder another file reads further (a helper handed each category) is not read alone.
  if (unplacedReads) for (const e of out) for (const f of e.folders) delete (f as { shallow?: boolean }).shallow;
  return { files: out, imported };
}
