// `cmdlint --init`: a starter configuration with comments that explain each setting, and sets
// proposed from the command files found here. A bot registers its commands by scope, not by
// folder: every command file goes into one global set (so names are unique and limits counted
// across category folders), a folder whose name says guild into a guild set, a folder named by a
// guild id into a set for that guild. JavaScript and TypeScript modules that define commands
// (builder chains, requests to the command routes: see the source reader) are command files too.
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { CONFIG_FILE_NAMES, ConfigResolver, discoverFiles, isNeverCommandsFile, toPosix, type DiscoveredFile, type ReadSource } from '@cmdlint/shared';

export interface ProposedSet {
  readonly files: readonly string[];
  readonly scope: 'global' | 'guild';
  readonly guildId?: string;
  /** Why this set, for the summary: "global", "guild folder", ... */
  readonly why: string;
  /** How many files it holds now. */
  readonly count: number;
}

interface InitIo {
  readonly cwd: string;
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
}

const SNOWFLAKE = /^[1-9]\d{16,19}$/;
/** guild, guilds, guild-commands, guildCommands, dev-guild, ... */
const GUILD_WORD = /guild/i;
/** A record of registered commands (commands.lock.json): the same commands again, a set of its own. */
const RECORD = /\.lock\.jsonc?$/i;
const MAX_LISTED = 40;

/** Where a file goes: a guild id folder, a guild folder, or the global set. */
function scopeOf(dir: string): { scope: 'global' | 'guild'; guildId?: string } {
  if (dir === '.') return { scope: 'global' };
  const steps = dir.split('/');
  for (let i = steps.length - 1; i >= 0; i--) if (SNOWFLAKE.test(steps[i]!)) return { scope: 'guild', guildId: steps[i]! };
  return steps.some((step) => GUILD_WORD.test(step)) ? { scope: 'guild' } : { scope: 'global' };
}

/** A glob per directory when every JSON file there is a command file, else the files by name. */
function globsFor(files: readonly string[], otherJson: ReadonlySet<string>): string[] {
  const byDir = new Map<string, string[]>();
  for (const file of files) {
    const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    const list = byDir.get(dir) ?? [];
    list.push(file);
    byDir.set(dir, list);
  }
  const globs: string[] = [];
  for (const [dir, list] of [...byDir].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (otherJson.has(dir)) {
      globs.push(...list.sort());
      continue;
    }
    // By extension: `*.json`, `*.js`, or `*.{json,ts}` where a folder mixes them (a code-first bot's
    // commands/ folder holds its modules; one that defines no command is read and says nothing).
    const extensions = [...new Set(list.map((file) => file.slice(file.lastIndexOf('.') + 1).toLowerCase()))].sort();
    const name = extensions.length > 1 ? `*.{${extensions.join(',')}}` : `*.${extensions[0]}`;
    globs.push(dir === '.' ? name : `${dir}/${name}`);
  }
  return globs;
}

/** The sets for the command files found in `cwd`, and what was skipped and why. */
export function proposeSets(cwd: string, readSource?: ReadSource): { sets: ProposedSet[]; found: string[]; skipped: { file: string; reason: string }[] } {
  const found: string[] = [];
  const skipped: { file: string; reason: string }[] = [];
  const rel = (path: string): string => toPosix(relative(cwd, path));
  discoverFiles(['.'], {
    cwd,
    configs: new ConfigResolver(),
    errorOnUnmatchedPattern: false,
    forWriting: false,
    ...(readSource ? { readSource } : {}),
    onFile: ({ path }: DiscoveredFile) => found.push(rel(path)),
    onSkip: (path, reason) => skipped.push({ file: rel(path), reason }),
  });
  found.sort();
  skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  // Directories where a glob would also take JSON that is no command (a bot's config.json); a set
  // never takes package.json and the like, so those do not count.
  const otherJson = new Set(skipped.filter(({ file }) => !isNeverCommandsFile(file)).map(({ file }) => toPosix(dirname(file))));

  const global: string[] = [];
  const guild: string[] = [];
  const byGuild = new Map<string, string[]>();
  const records: string[] = [];
  for (const file of found) {
    if (RECORD.test(file)) {
      records.push(file);
      continue;
    }
    const where = scopeOf(toPosix(dirname(file)));
    if (where.guildId !== undefined) {
      const list = byGuild.get(where.guildId) ?? [];
      list.push(file);
      byGuild.set(where.guildId, list);
    } else (where.scope === 'guild' ? guild : global).push(file);
  }
  // Guild sets first: a file belongs to the first set that matches it.
  const sets: ProposedSet[] = [];
  for (const [guildId, files] of byGuild) sets.push({ files: globsFor(files, otherJson), scope: 'guild', guildId, why: `guild ${guildId}`, count: files.length });
  if (guild.length > 0) sets.push({ files: globsFor(guild, otherJson), scope: 'guild', why: 'guild', count: guild.length });
  if (global.length > 0) sets.push({ files: globsFor(global, otherJson), scope: 'global', why: 'global', count: global.length });
  // A record is the same commands again: in the global set, every name would clash with itself.
  for (const record of records) sets.push({ files: [record], scope: 'global', why: 'a record of registered commands, on its own', count: 1 });
  return { sets, found, skipped };
}

export function starterConfig(sets: readonly ProposedSet[]): string {
  const setLines = sets.map((set) => {
    const guildId = set.guildId === undefined ? '' : `, "guildId": ${JSON.stringify(set.guildId)}`;
    return `    { "files": [${set.files.map((glob) => JSON.stringify(glob)).join(', ')}], "scope": "${set.scope}"${guildId} }`;
  });
  const example = sets.length > 0 ? '' : `    // { "files": ["commands/global/**/*.json"], "scope": "global" },
    // { "files": ["commands/guild/**/*.json"], "scope": "guild" }
`;
  return `{
  // cmdlint configuration. Comments are allowed in this file.
  // Every setting and rule, with completion in editors:
  "$schema": "./node_modules/cmdlint/schema.json",

  // What cmdlint knows of your application. Checks that depend on a setting run only once
  // it is given (integrationTypes: 0 GUILD_INSTALL, 1 USER_INSTALL).
  // "application": { "integrationTypes": [0, 1], "embedded": false, "discoverable": false },

  // The locale of your default (unlocalized) names and descriptions.
  "defaultLocale": "en-US",

  // Severity per rule: "off", "warn" or "error", such as "localization-equals-default": "off".
  "rules": {},

  // Files registered together, and where: within a set, names are unique per command type
  // and the per-type limits count across all of its files. \`cmdlint\` alone lints these.
  // A file that keeps its commands under a key nobody guesses can say where: "body": "/bot/commands".
  "sets": [
${example}${setLines.join(',\n')}${setLines.length > 0 ? '\n' : ''}  ],

  // Files that directories and globs on the command line skip.
  "ignores": []
}
`;
}

/** Creates a file that must not exist yet. */
function writeNewFile(path: string, text: string): void {
  const fd = openSync(path, 'wx', 0o644);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Writes the starter configuration and says what it found, what it skipped and why. */
export function runInit(io: InitIo, readSource?: ReadSource): number {
  for (const name of CONFIG_FILE_NAMES) {
    if (existsSync(join(io.cwd, name))) {
      io.stderr.write(`cmdlint: ${name} already exists here; --init writes no second one.\n`);
      return 2;
    }
  }
  const { sets, found, skipped } = proposeSets(io.cwd, readSource);
  const lines: string[] = [];
  lines.push(found.length === 0 ? 'Found no command files here.' : `Found ${plural(found.length, 'command file')}:`);
  for (const file of found.slice(0, MAX_LISTED)) lines.push(`  ${file}`);
  if (found.length > MAX_LISTED) lines.push(`  … and ${found.length - MAX_LISTED} more`);
  if (skipped.length > 0) {
    lines.push(`Skipped ${plural(skipped.length, 'JSON file')}:`);
    for (const { file, reason } of skipped.slice(0, MAX_LISTED)) lines.push(`  ${file}: ${reason}`);
    if (skipped.length > MAX_LISTED) lines.push(`  … and ${skipped.length - MAX_LISTED} more`);
  }
  const file = join(io.cwd, 'cmdlint.config.json');
  writeNewFile(file, starterConfig(sets));
  if (sets.length === 0) {
    lines.push(`Wrote ${file} without sets: add yours, or run cmdlint on a directory (cmdlint commands/).`);
  } else {
    lines.push(`Wrote ${file} with ${plural(sets.length, 'set')}:`);
    for (const set of sets) lines.push(`  ${set.why} (${plural(set.count, 'file')}): ${set.files.join(', ')}`);
    lines.push('Run cmdlint to lint them.');
  }
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
