// The built server over stdio reads a Sapphire bot's setup file as the command line does: a
// `setDefaultGuildIds` call in `src/lib/setup.ts` (an entry file the JavaScript reader takes with
// the manifests) makes the scope of a registration without guildIds not known. The file watcher
// names the file by its path: the server must see that `src/lib/setup.ts` is the entry
// `lib/setup.ts` (not its base name `setup.ts`) and lint again, publishing what the CLI prints.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { tempProject } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, exited } from './helpers.js';
import { cliSays, says, stdioServer } from './cli-parity.js';

beforeAll(() => ensureServerBuilt(), 600_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const PING = `import { ApplyOptions } from '@sapphire/decorators';
import { Command } from '@sapphire/framework';

@ApplyOptions<Command.Options>({ description: 'Ping' })
export class UserCommand extends Command {
  public override registerApplicationCommands(registry: Command.Registry) {
    registry.registerChatInputCommand((builder) => builder.setName(this.name).setDescription(this.description).setDMPermission(false).setContexts([1]));
  }
}
`;
const SETUP = "import { ApplicationCommandRegistries } from '@sapphire/framework';\nApplicationCommandRegistries.setDefaultGuildIds(['123456789012345678']);\n";

describe("the built server on a Sapphire command reads the bot's setup file", () => {
  test('as the CLI: global alone, then with setDefaultGuildIds in src/lib/setup.ts (watched)', async () => {
    const project = tempProject({
      'package.json': JSON.stringify({ name: 'bot', main: 'dist/index.js', dependencies: { '@sapphire/framework': '5.3.2', 'discord.js': '^14.18.0' } }),
      'src/index.ts': "import { SapphireClient } from '@sapphire/framework';\nnew SapphireClient({ intents: [] }).login();\n",
      'src/commands/ping.ts': PING,
    });
    cleanups.push(() => project.cleanup());
    const { child, client } = await stdioServer(project.dir, cleanups);
    const uri = project.uri('src/commands/ping.ts');

    // No set: the file alone, global; its dm_permission is deprecated beside contexts.
    const global = cliSays(project.dir, 'src/commands/ping.ts');
    expect(global.map(([rule]) => rule)).toEqual(['deprecated-field']);
    await client.open(uri, PING, 'typescript');
    await client.diagnostics(uri, { test: says(global), timeout: 60_000 });

    // The setup names default guilds: the scope is not known, and dm_permission is judged by the scope.
    // The document is in no set: only the manifest's change makes the server lint it again.
    mkdirSync(dirname(project.path('src/lib/setup.ts')), { recursive: true });
    writeFileSync(project.path('src/lib/setup.ts'), SETUP);
    const scopeUnknown = cliSays(project.dir, 'src/commands/ping.ts');
    expect(scopeUnknown.map(([rule]) => rule)).toEqual([]);
    const since = client.published.length;
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: project.uri('src/lib/setup.ts'), type: 1 }] });
    await client.diagnostics(uri, { since, test: says(scopeUnknown), timeout: 60_000 });

    await client.shutdown();
    await client.connection.sendNotification('exit');
    expect(await exited(child)).toBe(0);
    client.dispose();
  }, 180_000);
});
