// Every cmdlint command line that README.md and docs/ show in a shell, YAML or transcript block is
// one the command line takes: its flags exist for that subcommand, its values are ones they accept.
// A flag renamed or a value dropped fails here, on the page that still shows it. (What the lines
// do is run elsewhere: docs-transcripts, readme-paths, the hook, the recipe.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../packages/cli/src/args.js';
import { parseExplainArgs } from '../../packages/cli/src/explain/args.js';
import { parsePlanArgs } from '../../packages/cli/src/plan/args.js';

const ROOT = join(import.meta.dirname, '..', '..');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownUnder(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}

/** The arguments of each cmdlint invocation in the page's sh, yaml and transcript blocks ("page:line" with them). */
function commandLines(file: string, text: string): { where: string; argv: string[] }[] {
  const found: { where: string; argv: string[] }[] = [];
  for (const block of text.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    if (!['sh', 'bash', 'yaml', ''].includes(block[1]!)) continue;
    const first = text.slice(0, block.index).split('\n').length + 1;
    for (const [i, line] of block[2]!.split('\n').entries()) {
      if (block[1] === '' && !line.startsWith('$ ')) continue; // output, not a command
      for (const match of line.matchAll(/(?:^|\$ |\| |&& |entry: |run: |': ')(?:npx )?cmdlint((?: [^|&;'\n]*)?)/g)) {
        const args = match[1]!.replace(/\s+#.*$/, '').replace(/\[[^\]]*\]/g, '').trim();
        found.push({ where: `${relative(ROOT, file)}:${first + i}`, argv: args === '' ? [] : args.split(/\s+/).map((arg) => arg.replace(/^'(.*)'$/, '$1')) });
      }
    }
  }
  return found;
}

/** The usage error the command line would answer, or undefined when it takes the arguments. */
function refusal(argv: string[]): string | undefined {
  try {
    if (argv[0] === 'plan') parsePlanArgs(argv.slice(1));
    else if (argv[0] === 'explain') parseExplainArgs(argv.slice(1));
    else parseArgs(argv);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the cmdlint command lines of README.md and docs/', () => {
  const lines = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))].flatMap((file) => commandLines(file, readFileSync(file, 'utf8')));

  it('are found on the pages that show them', () => {
    const shown = lines.map(({ where, argv }) => `${where.replace(/:\d+$/, '')}: ${argv.join(' ')}`);
    expect(shown).toEqual(expect.arrayContaining([
      'README.md: commands/',
      'README.md: cogs/ bot.py',
      'docs/plan.md: plan commands/global/ --registered registered.json --style each --out requests.json',
      'docs/ci.md: --staged',
      'docs/ci.md: --format sarif --output-file cmdlint.sarif',
      'docs/explain.md: explain examples/deploy-error/deploy.log --body examples/deploy-error/commands.json',
    ]));
  });

  it('are each taken by the command line', () => {
    expect(lines.map(({ where, argv }) => ({ where, argv, refused: refusal(argv) })).filter(({ refused }) => refused !== undefined)).toEqual([]);
  });

  it('would be refused with a flag the command line does not have', () => {
    expect(refusal(['--no-such-flag'])).toMatch(/no-such-flag/);
    expect(refusal(['plan', '--body', 'x.json'])).toBeDefined();
    expect(commandLines('page.md', '```sh\nnpx cmdlint --fix x.json   # fix it\ncat a | npx cmdlint --stdin\n```\n```\n$ cmdlint plan\noutput cmdlint --nope\n```\n').map(({ argv }) => argv.join(' '))).toEqual(['--fix x.json', '--stdin', 'plan']);
  });
});
