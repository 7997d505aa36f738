// Edits only on a literal the command owns (python-facts.md 7.8): a name written in the
// decorator, not one derived from a function or parameter, nor a constant others may read.
// name-lowercase offers its rename as a suggestion (the quick fix of an editor).
import { lintFiles } from '@cmdlint/linter';
import { describe, expect, it } from 'vitest';
import { read } from './read.js';

const HEAD = 'import discord\nfrom discord import app_commands\n';

async function fixesOf(source: string): Promise<{ rule: string; fix: string | undefined }[]> {
  const document = await read(source);
  const [report] = lintFiles([{ path: '/bot/cog.py', document }]);
  return report!.diagnostics
    .filter((diagnostic) => diagnostic.severity === 'error')
    .map((diagnostic) => ({ rule: diagnostic.ruleId ?? '', fix: diagnostic.suggestions?.[0]?.edits.map((edit) => `${source.slice(edit.offset, edit.offset + edit.length)} -> ${edit.newText}`).join('; ') }));
}

describe('fixes on Python sources', () => {
  it("a decorator's literal is the command's own: fixed in its quote", async () => {
    expect(await fixesOf(`${HEAD}@app_commands.command(name='Ping', description="x")\nasync def ping(interaction):\n    pass\n`)).toEqual([{ rule: 'name-lowercase', fix: "'Ping' -> 'ping'" }]);
  });

  it('a name from a parameter, or from a constant, gets no fix', async () => {
    const source = `${HEAD}NAME = "Ping"\n@app_commands.command(name=NAME, description="x")\nasync def ping(interaction, userId: str):\n    pass\n`;
    expect(await fixesOf(source)).toEqual([
      { rule: 'name-lowercase', fix: undefined },
      { rule: 'name-lowercase', fix: undefined },
    ]);
  });
});
