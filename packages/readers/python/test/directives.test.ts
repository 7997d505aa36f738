// cmdlint-disable directives in Python comments (`#`): the reader hands the file's comments to
// the shared layer, which applies them as it does for JavaScript's.
import { lintFiles } from '@cmdlint/linter';
import { describe, expect, it } from 'vitest';
import { read } from './read.js';

const HEAD = 'import discord\nfrom discord import app_commands\n';

async function errorRules(source: string): Promise<string[]> {
  const [report] = lintFiles([{ path: '/bot/cog.py', document: await read(source) }]);
  return report!.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((diagnostic) => diagnostic.ruleId ?? '');
}

describe('directives in Python comments', () => {
  const command = '@app_commands.command(name="Ping", description="x")\nasync def ping(interaction):\n    pass\n';

  it('without a directive, the mistake is reported', async () => {
    expect(await errorRules(HEAD + command)).toEqual(['name-lowercase']);
  });

  it('a disable-next-line comment above the decorator quiets it', async () => {
    expect(await errorRules(`${HEAD}# cmdlint-disable-next-line name-lowercase\n${command}`)).toEqual([]);
  });
});
