// Issue 34 item 5's rest in the editor: a fix of a constant other modules read (exported) is a
// quick fix the person chooses, titled with why it is not automatic, and never part of "fix all".
import { describe, expect, test } from 'vitest';
import { applyLspEdits, editsFor } from './helpers.js';
import { range, sessions } from './session.js';

const start = sessions();
const TEXT = "import { Routes } from 'discord.js';\nexport const FLAVOUR = '1';\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'flavour', description: 'Picks', type: FLAVOUR } });\n";

describe('a held fix', () => {
  test('is a quick fix that says why, edits the declaration, and is left out of fix all', async () => {
    const { client, project } = await start({ settings: { sources: 'on' } });
    const uri = project.uri('commands/flavour.ts');
    await client.open(uri, TEXT, 'typescript');
    const published = await client.diagnostics(uri, { version: 1 });
    const problem = published.diagnostics.find((d) => d.code === 'number-as-string')!;
    expect(problem.range.start.line).toBe(2);
    const actions = await client.codeActions(uri, problem.range);
    const held = actions.filter((action) => action.kind === 'quickfix' && action.title.startsWith('Change'));
    expect(held.map((action) => action.title)).toEqual([`Change '1' to 1 where it is declared (not done by --fix: exported: other modules read "FLAVOUR")`]);
    expect(applyLspEdits(TEXT, editsFor(held[0]!.edit, uri))).toBe(TEXT.replace("FLAVOUR = '1'", 'FLAVOUR = 1'));
    expect(await client.codeActions(uri, range(0, 0, 0, 0), ['source.fixAll'])).toEqual([]);
  });
});
