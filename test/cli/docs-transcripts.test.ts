// What README.md and docs/ show cmdlint printing is what the built cmdlint prints: every fenced
// block that starts with `$ cmdlint ...` (or `$ npx cmdlint`, `$ cd DIR && cmdlint`) is run, in the
// repository or, when the page shows the files it reads (a block after `<!-- file: PATH -->`), in a
// project made of those files, and its standard output is compared with the block. A last line
// `...` stands for the lines the page leaves out.
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmdlint, ROOT, tempProject } from './helpers.js';

interface Transcript {
  readonly page: string;
  readonly line: number;
  readonly cwd: string | undefined;
  readonly args: string[];
  readonly output: string;
  readonly files: Readonly<Record<string, string>>;
}

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownUnder(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}

function transcriptsOf(file: string): Transcript[] {
  const text = readFileSync(file, 'utf8');
  const found: Transcript[] = [];
  let files: Record<string, string> = {};
  for (const block of text.matchAll(/(?:<!-- file: (\S+) -->\n)?```[a-z]*\n([\s\S]*?)```/g)) {
    const [, path, body] = block as unknown as [string, string | undefined, string];
    if (path !== undefined) {
      files[path] = body;
      continue;
    }
    const command = /^\$ (?:cd (\S+) && )?(?:npx )?cmdlint(?: (.*))?\n/.exec(body);
    if (!command) continue;
    const line = text.slice(0, block.index).split('\n').length;
    found.push({ page: relative(ROOT, file), line, cwd: command[1], args: command[2]?.split(' ') ?? [], output: body.slice(command[0].length), files });
    files = {};
  }
  return found;
}

const TRANSCRIPTS = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))].flatMap(transcriptsOf);

/** Runs a transcript's command where the page says, in the files it shows. */
function run(transcript: Transcript): string {
  if (Object.keys(transcript.files).length === 0) return cmdlint(transcript.args, { cwd: join(ROOT, transcript.cwd ?? '') }).stdout;
  const project = tempProject({ 'package.json': '{ "private": true }\n', ...transcript.files });
  try {
    mkdirSync(join(project.dir, '.git'));
    mkdirSync(join(project.dir, 'node_modules', '@discordjs'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', '@discordjs', 'builders'), join(project.dir, 'node_modules', '@discordjs', 'builders'));
    return cmdlint(transcript.args, { cwd: join(project.dir, transcript.cwd ?? '') }).stdout;
  } finally {
    project.cleanup();
  }
}

/** The page's output as printed: a blank first line is the one the shell shows after the command. */
function expected(output: string): { text: string; more: boolean } {
  const lines = output.replace(/\n$/, '').split('\n');
  const more = lines.at(-1) === '...';
  return { text: (more ? lines.slice(0, -1) : lines).join('\n').replace(/^\n/, ''), more };
}

describe('the transcripts of README.md and docs/', () => {
  it('are found: the README example, the --module and the plan runs', () => {
    expect(TRANSCRIPTS.map(({ page, args }) => `${page}: ${args.join(' ')}`)).toEqual(expect.arrayContaining([
      'README.md: examples/mistakes/code',
      'docs/javascript.md: --module commands/moderation.js',
      'docs/plan.md: plan --registered registered/global.json',
    ]));
  });

  for (const transcript of TRANSCRIPTS) {
    it(`${transcript.page}:${transcript.line}: cmdlint ${transcript.args.join(' ')}`, () => {
      const shown = expected(transcript.output);
      const printed = run(transcript).replace(/\n+$/, '').replace(/^\n/, '');
      if (shown.more) expect(printed.startsWith(`${shown.text}\n`), `${printed}\n\ndoes not start with\n\n${shown.text}`).toBe(true);
      else expect(printed).toBe(shown.text);
    });
  }
});
