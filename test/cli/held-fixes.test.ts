// Issue 34 item 5's rest, on the built CLI and a real ESLint as processes: a constant other code
// reads (exported, read in a TypeScript `typeof`) is never rewritten by --fix (the file is left
// byte for byte), and the fix comes as a suggestion that edits its literal and says why it is not
// automatic, in the CLI's JSON and in ESLint's suggestions.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, ROOT, tempProject, type TempProject } from './helpers.js';

const projects: TempProject[] = [];
afterAll(() => {
  for (const p of projects) p.cleanup();
});

const post = "import { Routes } from 'discord.js';\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'flavour', description: 'Picks', type: FLAVOUR } });\n";
const CASES = [
  ['exported', `export const FLAVOUR = '1';\n${post}`, 'exported: other modules read "FLAVOUR"'],
  ['read in a type query', `const FLAVOUR = '1';\nexport type Flavour = typeof FLAVOUR;\n${post}`, 'read in a type: typeof "FLAVOUR" is the literal\'s type'],
] as const;

interface Message {
  readonly ruleId: string | null;
  readonly fix?: unknown;
  readonly suggestions?: readonly { readonly desc: string; readonly fix: { readonly range: [number, number]; readonly text: string } }[];
}

describe.each(CASES)('a constant %s', (_, text, why) => {
  it('the CLI: --fix leaves the file as it was; the JSON report carries the suggestion', () => {
    const p = tempProject({ 'commands/flavour.ts': text });
    projects.push(p);
    const fixed = cmdlint(['--fix', '--format', 'json', 'commands/flavour.ts'], { cwd: p.dir });
    expect(fixed.code, fixed.stderr).toBe(1);
    expect(readFileSync(join(p.dir, 'commands/flavour.ts'), 'utf8')).toBe(text);
    const [result] = JSON.parse(fixed.stdout) as { messages: Message[] }[];
    const message = result!.messages.find((m) => m.ruleId === 'number-as-string')!;
    expect(message.fix).toBeUndefined();
    expect(message.suggestions).toHaveLength(1);
    expect(message.suggestions![0]!.desc).toBe(`Change '1' to 1 where it is declared (not done by --fix: ${why}${why.startsWith('read in a type') ? ', and it would change' : ''})`);
    const at = text.indexOf("'1'");
    expect(message.suggestions![0]!.fix).toEqual({ range: [at, at + 3], text: '1' });
  });

  it('ESLint: no fix, and the suggestion with its reason', () => {
    const plugin = join(ROOT, 'packages', 'eslint-plugin');
    const p = tempProject({
      'commands/flavour.js': text.replace('export type Flavour = typeof FLAVOUR;', '/** @typedef {typeof FLAVOUR} Flavour */'),
      'eslint.config.mjs': `import cmdlint from ${JSON.stringify(join(plugin, 'dist', 'index.js'))};\nexport default [cmdlint.configs.recommended];\n`,
    });
    projects.push(p);
    let stdout: string;
    try {
      stdout = execFileSync(process.execPath, [join(plugin, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--fix', '--format', 'json', 'commands/flavour.js'], { cwd: p.dir, encoding: 'utf8' });
    } catch (error) {
      stdout = (error as { stdout: string }).stdout;
    }
    const before = readFileSync(join(p.dir, 'commands/flavour.js'), 'utf8');
    expect(before).toContain("const FLAVOUR = '1'");
    const [result] = JSON.parse(stdout) as { messages: Message[] }[];
    const message = result!.messages.find((m) => m.ruleId === 'cmdlint/number-as-string')!;
    expect(message.fix).toBeUndefined();
    expect(message.suggestions?.map((s) => s.desc)).toEqual([expect.stringContaining(`(not done by --fix: ${why}`)]);
  });
});

// The TypeScript guide's shape: a builder exported for the bot's loader. Its literals are the
// command's own, but its module is read by another: a rename is a suggestion that says so (none
// was offered before: the value came without its literals).
describe('an exported builder', () => {
  it("the rename of its name is a suggestion on the literal, with why; --fix leaves the file", () => {
    const text = "import { SlashCommandBuilder } from 'discord.js';\nexport const data = new SlashCommandBuilder().setName('Mute').setDescription('Mute someone');\n";
    const p = tempProject({ 'commands/mute.ts': text });
    projects.push(p);
    const fixed = cmdlint(['--fix', '--format', 'json', 'commands/mute.ts'], { cwd: p.dir });
    expect(fixed.code, fixed.stderr).toBe(1);
    expect(readFileSync(join(p.dir, 'commands/mute.ts'), 'utf8')).toBe(text);
    const [result] = JSON.parse(fixed.stdout) as { messages: Message[] }[];
    const message = result!.messages.find((m) => m.ruleId === 'name-lowercase')!;
    const at = text.indexOf("'Mute'");
    expect(message.suggestions).toEqual([{ desc: 'Rename to "mute" (renaming a command deletes its permission overwrites); exported: other modules read "data"', fix: { range: [at, at + 6], text: "'mute'" } }]);
  });
});
