// The .gitignore matcher against the real git: for every case, a scratch repository with the
// ignore files and the paths, `git check-ignore --no-index -v -n` asked about each path, and
// GitignoreCache asked the same. The cases: node-ignore's published suite (as data, in
// data/node-ignore-cases.json) and the ones issue 13 met in real repositories.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverFiles } from '../src/discover.js';
import { ConfigResolver } from '../src/config-files.js';
import { GitignoreCache } from '../src/gitignore.js';

interface GitCase {
  readonly description: string;
  /** Ignore files by path in the repository (".gitignore", "sub/.gitignore", ".git/info/exclude"). */
  readonly files: Readonly<Record<string, string | Buffer>>;
  /** Paths to ask about; a trailing "/" (or another path below it) makes a directory. */
  readonly paths: readonly string[];
}

const nodeIgnore = JSON.parse(readFileSync(new URL('data/node-ignore-cases.json', import.meta.url), 'utf8')) as {
  cases: { description: string; gitignore: string; paths: Record<string, number> }[];
};

// Byte order mark, as node-ignore's fixture has it.
const BOM = '\uFEFF';

/** The cases issue 13 names (and their neighbours), beyond node-ignore's. */
const ISSUE_CASES: GitCase[] = [
  { description: 'braces are literal', files: { '.gitignore': '*.{json,txt}\n{a,b}.md\n' }, paths: ['x.json', 'x.{json,txt}', 'a.md', '{a,b}.md'] },
  { description: 'dir/** then !dir/keep.json keeps keep.json', files: { '.gitignore': 'dir/**\n!dir/keep.json\n' }, paths: ['dir/keep.json', 'dir/other.json', 'dir/sub/keep.json', 'dir/'] },
  { description: 'a re-included file under an excluded directory stays excluded', files: { '.gitignore': 'dir/\n!dir/keep.json\n' }, paths: ['dir/keep.json', 'dir/other.json'] },
  { description: 'gen/**/**', files: { '.gitignore': 'gen/**/**\n' }, paths: ['gen/a.json', 'gen/x/y.json', 'gen/', 'other/gen/a.json'] },
  { description: 'gen/**/x and **/gen', files: { '.gitignore': 'gen/**/x\n**/deep\n' }, paths: ['gen/x', 'gen/a/b/x', 'a/deep/f', 'deep'] },
  { description: 'POSIX classes', files: { '.gitignore': 'v[[:digit:]].json\nw[[:alpha:][:digit:]]\nx[[:space:]]y\nz[[:upper:]]\np[[:punct:]]\nq[[:xdigit:]]\nn[[:nope:]]\nb[[:digit:]\n' }, paths: ['v1.json', 'va.json', 'wa', 'w1', 'w-', 'x y', 'xay', 'zA', 'za', 'p!', 'pa', 'qf', 'qg', 'n1', 'b1', 'b[:digit:]'] },
  { description: 'classes: negation, ranges, "]" first, escapes', files: { '.gitignore': 'a[!b]\nc[^d]\ne[]]\nf[a-c]\ng[z-a]\nh[\\]]\ni[a-]\nj[-a]\nk[[]\n' }, paths: ['ab', 'ax', 'cd', 'cx', 'e]', 'ex', 'fb', 'fd', 'gz', 'ga', 'g-', 'h]', 'i-', 'ia', 'j-', 'k['] },
  { description: 'escapes: \\! \\# \\ and \\*', files: { '.gitignore': '\\!important.json\n\\#hash.json\nspace\\ \n*.json\n!\\*.json\n' }, paths: ['!important.json', '#hash.json', 'space ', 'space', '*.json', 'x.json'] },
  { description: 'trailing spaces go, a trailing tab stays', files: { '.gitignore': 'spaces.json   \ntab.json\t\nboth.json \t \n' }, paths: ['spaces.json', 'spaces.json   ', 'tab.json', 'tab.json\t', 'both.json', 'both.json \t'] },
  { description: 'a byte order mark', files: { '.gitignore': `${BOM}first.json\nsecond.json\n` }, paths: ['first.json', 'second.json', `${BOM}first.json`] },
  { description: 'CRLF line ends', files: { '.gitignore': 'crlf.json\r\nother/\r\n' }, paths: ['crlf.json', 'other/x.json'] },
  { description: 'nested .gitignore files are relative to their directory, the nearest first', files: { '.gitignore': 'build/\n*.log.json\n/root-only.json\n', 'sub/.gitignore': '!build/\n/local.json\nx/*.json\n!keep.log.json\n', 'sub/deeper/.gitignore': '*\n!*/\n!wanted.json\n' }, paths: ['build/a.json', 'sub/build/a.json', 'root-only.json', 'sub/root-only.json', 'sub/local.json', 'sub/y/local.json', 'sub/x/a.json', 'sub/y/x/a.json', 'a.log.json', 'sub/keep.log.json', 'sub/deeper/other.json', 'sub/deeper/wanted.json', 'sub/deeper/inner/wanted.json', 'sub/deeper/inner/no.json'] },
  { description: '.git/info/exclude, below every .gitignore', files: { '.git/info/exclude': 'excluded.json\nboth.json\n', '.gitignore': '!both.json\n' }, paths: ['excluded.json', 'sub/excluded.json', 'both.json'] },
  { description: 'a trailing backslash and an unclosed class match nothing', files: { '.gitignore': 'slash\\\n[abc\n*.[a-\n' }, paths: ['slash', 'slash\\', '[abc', 'a', 'x.a', 'x.[a-'] },
  { description: 'question marks and classes count bytes', files: { '.gitignore': 'x?y\nm??n\nr[é]s\n' }, paths: ['xéy', 'xay', 'mén', 'ré', 'rés'] },
  { description: 'stars never cross a slash, globstars do', files: { '.gitignore': 'a/*/b\nc/**/d\n**/e/**\nf***/g\n' }, paths: ['a/x/b', 'a/x/y/b', 'c/d', 'c/x/y/d', 'e/x', 'p/e/q/r', 'fxx/g'] },
  { description: "a run of stars after a literal prefix is a globstar in git (dir.c's prefix, then wildmatch)", files: { '.gitignore': 'a**/b\nc/d**\nx\\/**/y\n**\\/z\ne/f**/g**\n' }, paths: ['ab', 'a/b', 'axy/z/b', 'ac', 'c/d', 'c/dx', 'c/d/e/f', 'c/xd', 'x/y', 'x/p/q/y', 'z', 'p/q/z', 'e/fg', 'e/f/g', 'e/fx/gy/z'] },
  { description: 'a line of only spaces, a lone !, and a slash', files: { '.gitignore': '    \n!\n/\n//\n' }, paths: ['x', ' '] },
];

const NODE_IGNORE_CASES: GitCase[] = nodeIgnore.cases.map((c) => ({
  description: `node-ignore: ${c.description}`,
  files: { '.gitignore': c.gitignore },
  // Paths inside .git would overwrite the scratch repository; git never lists them anyway.
  paths: Object.keys(c.paths).filter((path) => !path.startsWith('.git/') && path !== '.gitignore'),
}));

const gitEnv = (home: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: home,
  XDG_CONFIG_HOME: home,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: join(home, 'none'),
});

const scratch = mkdtempSync(join(tmpdir(), 'cmdlint-git-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let count = 0;

/** Makes the repository of a case; returns its directory and which paths are directories. */
function makeRepository(c: GitCase): { dir: string; isDirectory: (path: string) => boolean } {
  const dir = join(scratch, String(count++));
  mkdirSync(dir);
  execFileSync('git', ['init', '-q'], { cwd: dir, env: gitEnv(scratch) });
  // "c" and "c/" both listed: a directory (node-ignore's git test makes it so too).
  const isDirectory = (path: string): boolean => {
    const bare = path.replace(/\/$/, '');
    return path.endsWith('/') || c.paths.some((other) => other.startsWith(`${bare}/`));
  };
  for (const path of c.paths) {
    const bare = path.replace(/\/$/, '');
    if (isDirectory(path)) mkdirSync(join(dir, bare), { recursive: true });
    else {
      mkdirSync(dirname(join(dir, bare)), { recursive: true });
      writeFileSync(join(dir, bare), '');
    }
  }
  for (const [path, text] of Object.entries(c.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, isDirectory };
}

/** git's answer for each path: ignored or not. */
function gitAnswers(dir: string, paths: readonly string[]): Map<string, boolean> {
  const bare = paths.map((p) => p.replace(/\/$/, ''));
  const result = spawnSync('git', ['check-ignore', '--no-index', '-v', '-n', '-z', '--stdin'], { cwd: dir, env: gitEnv(scratch), input: `${bare.join('\0')}\0`, encoding: 'utf8' });
  if (result.status !== 0 && result.status !== 1) throw new Error(`git check-ignore failed: ${result.stderr}`);
  const fields = result.stdout.split('\0');
  const answers = new Map<string, boolean>();
  for (let i = 0; i + 3 < fields.length; i += 4) {
    const [source, , pattern, path] = fields.slice(i, i + 4) as [string, string, string, string];
    answers.set(path, source !== '' && !pattern.startsWith('!'));
  }
  return answers;
}

interface Disagreement {
  readonly description: string;
  readonly path: string;
  readonly git: boolean;
  readonly ours: boolean;
}

function compare(cases: readonly GitCase[]): { paths: number; disagreements: Disagreement[] } {
  const disagreements: Disagreement[] = [];
  let paths = 0;
  for (const c of cases) {
    const { dir, isDirectory } = makeRepository(c);
    const git = gitAnswers(dir, c.paths);
    const cache = new GitignoreCache();
    for (const path of c.paths) {
      const bare = path.replace(/\/$/, '');
      const expected = git.get(bare);
      if (expected === undefined) throw new Error(`git said nothing about ${JSON.stringify(bare)} in "${c.description}"`);
      const ours = cache.ignoredBy(join(dir, bare), isDirectory(path)) !== undefined;
      paths++;
      if (ours !== expected) disagreements.push({ description: c.description, path, git: expected, ours });
    }
  }
  return { paths, disagreements };
}

describe('.gitignore matching agrees with git check-ignore', () => {
  it("on node-ignore's published cases", () => {
    const { paths, disagreements } = compare(NODE_IGNORE_CASES);
    console.log(`node-ignore's cases: ${paths - disagreements.length} of ${paths} paths agree with git`);
    expect(disagreements).toEqual([]);
    expect(paths).toBeGreaterThan(250);
  });

  it('on the cases of issue 13', () => {
    const { paths, disagreements } = compare(ISSUE_CASES);
    console.log(`issue 13's cases: ${paths - disagreements.length} of ${paths} paths agree with git`);
    expect(disagreements).toEqual([]);
  });

  it('on random patterns and paths (seeded: a failure replays)', () => {
    // Patterns from glob syntax and a few names, paths from the same names: they meet often.
    const random = fc.sample(
      fc.record({
        lines: fc.array(fc.array(fc.constantFrom('a', 'b', 'ab', '*', '**', '?', '/', '!', '\\', '[a-b]', '[!a]', '[[:alpha:]]', ' ', '#', '.'), { minLength: 1, maxLength: 6 }).map((t) => t.join('')), { minLength: 1, maxLength: 6 }),
        paths: fc.uniqueArray(fc.array(fc.constantFrom('a', 'b', 'ab', 'ba', 'a.b'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/')), { minLength: 1, maxLength: 12 }),
      }),
      { numRuns: 60, seed: 13 },
    );
    const cases = random.map(({ lines, paths }, index) => ({ description: `random ${index}: ${JSON.stringify(lines)}`, files: { '.gitignore': lines.join('\n') }, paths }));
    const { paths, disagreements } = compare(cases);
    console.log(`random cases: ${paths - disagreements.length} of ${paths} paths agree with git`);
    expect(disagreements).toEqual([]);
  });

  it('a directory walk takes what git ls-files --others --exclude-standard lists', () => {
    const files: Record<string, string> = {
      '.gitignore': 'build/\n*.tmp.json\ndir/**\n!dir/keep.json\n{a,b}.json\n',
      'sub/.gitignore': '!build/\nlocal.json\n',
      '.git/info/exclude': 'excluded.json\n',
    };
    const paths = ['a.json', '{a,b}.json', 'build/x.json', 'sub/build/x.json', 'sub/local.json', 'local.json', 'x.tmp.json', 'dir/keep.json', 'dir/other.json', 'dir/sub/keep.json', 'excluded.json', 'deep/er/excluded.json', 'deep/er/fine.json'];
    const { dir } = makeRepository({ description: 'walk', files, paths });
    for (const path of paths) writeFileSync(join(dir, path), '{"name": "ping", "description": "Pong"}');
    const listed = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '-z', '--', '*.json'], { cwd: dir, env: gitEnv(scratch), encoding: 'utf8' })
      .split('\0')
      .filter((p) => p !== '')
      .sort();
    const walked = discoverFiles(['.'], { cwd: dir, configs: new ConfigResolver() })
      .files.map((f) => f.path.slice(dir.length + 1))
      .sort();
    expect(walked).toEqual(listed);
    expect(walked).toContain('dir/keep.json');
  });
});
