// `cmdlint --module` on a TypeScript module where Node strips types (22.6 and later): the built CLI
// run by a Node 22 from npm (the `node` package, installed once into node_modules/.cache), whatever
// Node runs the suite. module.test.ts covers the refusal on older Nodes.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutPackageManagerSettings } from '../npm-env.js';
import { BIN_JS, ROOT, tempProject } from './helpers.js';

const NODE_PACKAGE = 'node@22';
const CACHE = join(ROOT, 'node_modules', '.cache', 'cmdlint-node-22');
const NODE_22 = join(CACHE, 'node_modules', 'node', 'bin', 'node');

/** Node 22 from npm, installed into the cache unless there; the reason when it cannot be. */
function node22(): string | { reason: string } {
  if (existsSync(NODE_22)) return NODE_22;
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, 'package.json'), '{ "private": true }\n');
  try {
    execFileSync('npm', ['install', NODE_PACKAGE, '--no-audit', '--no-fund', '--no-save'], {
      cwd: CACHE,
      // As root npm runs the package's preinstall (which fetches the binary package) only with unsafe-perm.
      env: { ...withoutPackageManagerSettings(process.env), npm_config_unsafe_perm: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    return { reason: `npm install ${NODE_PACKAGE} failed: ${String((error as { stderr?: Buffer }).stderr ?? error).split('\n').filter((line) => line.startsWith('npm error')).slice(0, 3).join(' ')}` };
  }
  return existsSync(NODE_22) ? NODE_22 : { reason: `npm install ${NODE_PACKAGE} left no ${NODE_22}` };
}

const TS_MODULE = `import { SlashCommandBuilder } from '@discordjs/builders';

export const data = new SlashCommandBuilder().setName('ban').setDescription('Bans a member')
  .addStringOption((o) => o.setName('reason').setDescription('Why'))
  .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true));

export async function execute(interaction: { reply(text: string): Promise<void> }): Promise<void> {
  await interaction.reply('Banned');
}
`;

describe('--module on TypeScript with Node 22', () => {
  let node: string | { reason: string };
  const project = tempProject({ 'package.json': '{ "name": "bot", "type": "module" }\n', 'commands/ban.ts': TS_MODULE });
  beforeAll(() => {
    node = node22();
    mkdirSync(join(project.dir, 'node_modules', '@discordjs'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', '@discordjs', 'builders'), join(project.dir, 'node_modules', '@discordjs', 'builders'));
  });
  afterAll(() => project.cleanup());

  it('is linted after Node strips its types, with the export traced to its source', (context) => {
    if (typeof node !== 'string') {
      // CI must run it: there the install failing is a failure, not a skip.
      if (process.env.CI) throw new Error(node.reason);
      context.skip(node.reason);
      return;
    }
    expect(execFileSync(node, ['--version'], { encoding: 'utf8' })).toMatch(/^v22\.(?:[6-9]|\d{2,})\./);
    const result = spawnSync(node, [BIN_JS, '--module', 'commands/ban.ts', '--format', 'json'], { cwd: project.dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, timeout: 60_000 });
    expect(result.stderr).toBe('');
    const [file] = JSON.parse(result.stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number }[] }[];
    expect(file!.filePath).toBe(join(project.dir, 'commands/ban.ts'));
    expect(file!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(['required-before-optional 5:4']);
    expect(result.status).toBe(1);
  });
});
