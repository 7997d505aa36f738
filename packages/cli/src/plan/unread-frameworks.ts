// A bot whose package.json depends on a command framework cmdlint does not read (CommandKit,
// discordx, slash-create...) sends commands the plan does not hold: a builder cmdlint did read
// beside them (a CommandKit module exporting `new ContextMenuCommandBuilder()`) is not the whole
// list, so a bulk overwrite of it would delete the others. The plan says so and is incomplete.
import { dirname, join, relative } from 'node:path';
import { readRegularFile, UNREAD_FRAMEWORKS, toPosix } from '@cmdlint/files';

/**
 * A framework read where the file shows it (discordx's own decorators, slash-create's SlashCommand
 * classes), whose commands a bot may still write through decorators or base classes of its own
 * (barthofu/tscord wraps them all): the plan is taken for
 * whole once any of its commands was read (what cmdlint cannot read of one is a command of its own,
 * not planned), and is incomplete where none was.
 */
export const FRAMEWORKS_READ: ReadonlySet<string> = new Set(['discordx', 'slash-create']);

const byFolder = new Map<string, { manifest: string; how: string; name: string } | undefined>();

/** The nearest package.json above `path` and the unread framework it names, if any. */
export function unreadFrameworkOf(path: string): { manifest: string; how: string; name: string } | undefined {
  const folder = dirname(path);
  if (byFolder.has(folder)) return byFolder.get(folder);
  let found: { manifest: string; how: string; name: string } | undefined;
  const manifest = join(folder, 'package.json');
  let text: string | undefined;
  try {
    text = readRegularFile(manifest, 1 << 20).bytes.toString('utf8');
  } catch {
    text = undefined;
  }
  if (text !== undefined) {
    try {
      const parsed = JSON.parse(text) as { dependencies?: unknown; devDependencies?: unknown };
      for (const deps of [parsed.dependencies, parsed.devDependencies]) {
        if (typeof deps !== 'object' || deps === null) continue;
        const hit = UNREAD_FRAMEWORKS.find(([name]) => Object.prototype.hasOwnProperty.call(deps, name));
        if (hit && found === undefined) found = { manifest, how: hit[1], name: hit[0] };
      }
    } catch {
      // Not JSON: it names nothing cmdlint can tell.
    }
  } else if (dirname(folder) !== folder) found = unreadFrameworkOf(folder);
  byFolder.set(folder, found);
  return found;
}

/** The line of an unplanned entry: commands the framework sends, any registered command. */
export function unreadFrameworkReason(found: { manifest: string; how: string }, cwd: string): string {
  return `${toPosix(relative(cwd, found.manifest)) || 'package.json'} depends on ${found.how}, whose commands cmdlint does not read: the bot may send commands that are not in the plan, which may be any registered command`;
}
