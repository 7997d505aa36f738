// A fix in a source edits the literal the command owns, also where the value changes kind: the
// number 8 where the bitfield string "8" is due, the string '3' where the option type 3 is.
import { describe, expect, it } from 'vitest';
import { applyEdits, readSourceOf } from '@cmdlint/text';
import { lintFiles } from '@cmdlint/linter';
import { JAVASCRIPT_INFO } from '../src/info.js';
import { parseSourceDocument } from '../src/read.js';

function fixed(text: string, path = 'deploy.js'): { output: string; rules: string[]; reported: string[] } {
  const readSource = readSourceOf([JAVASCRIPT_INFO], (name, input) => parseSourceDocument(input, name));
  const [report] = lintFiles([{ path, text }], { readSource });
  const edits = report!.diagnostics.flatMap((diagnostic) => diagnostic.fix ?? []);
  return { output: applyEdits(text, edits), rules: report!.diagnostics.filter((d) => d.fix).map((d) => d.ruleId), reported: report!.diagnostics.map((d) => d.ruleId) };
}

const request = (body: string): string => `const { Routes } = require('discord.js');\nrest.put(Routes.applicationCommands(id), { body: [${body}] });\n`;

describe('fixes that change a literal of a source to the value\'s kind', () => {
  it('writes a number of permissions as a string in the quote the file mostly uses', () => {
    const single = fixed(`const a = 'x';\n${request(`{ name: 'ban', description: 'Bans', default_member_permissions: 4 }`)}`);
    expect(single.rules).toEqual(['default-member-permissions']);
    expect(single.output).toContain(`default_member_permissions: '4' }`);
    const double = fixed(request(`{ name: "ban", description: "Bans", default_member_permissions: 4 }`));
    expect(double.output).toContain(`default_member_permissions: "4" }`);
  });

  it('writes a quoted option type as a number, and a negative bound whole', () => {
    const result = fixed(request(`{ name: 'roll', description: 'Rolls', options: [{ type: '4', name: 'sides', description: 'Sides', min_value: '-5' }] }`));
    expect(result.rules.sort()).toEqual(['number-as-string', 'number-as-string']);
    expect(result.output).toContain(`{ type: 4, name: 'sides', description: 'Sides', min_value: -5 }`);
  });

  it('leaves a constant that something else reads', () => {
    const result = fixed(`const PERMISSIONS = 4;\nconsole.log(PERMISSIONS);\n${request(`{ name: 'ban', description: 'Bans', default_member_permissions: PERMISSIONS }`)}`);
    expect(result.reported).toEqual(['default-member-permissions']);
    expect(result.rules).toEqual([]);
  });
});
