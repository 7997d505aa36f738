import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Glob, GlobSet, globBase, globProblem, isGlob } from '../src/glob.js';

const cases: [string, string[], string[]][] = [
  ['commands/*.json', ['commands/a.json', 'commands/.b.json'], ['commands/x/a.json', 'a.json', 'commands/a.jsonc']],
  ['commands/**/*.json', ['commands/a.json', 'commands/x/y/a.json'], ['other/a.json', 'commands/a.txt']],
  ['**/*.json', ['a.json', 'x/y.json'], ['a.jsonc']],
  ['**', ['a', 'a/b/c'], []],
  ['fixtures/**', ['fixtures', 'fixtures/a.json', 'fixtures/x/y'], ['fixturesx/a', 'a/fixtures/b']],
  ['*.{json,jsonc}', ['a.json', 'b.jsonc'], ['c.js']],
  ['cmd-?.json', ['cmd-1.json'], ['cmd-10.json']],
  ['cmd-[0-9].json', ['cmd-7.json'], ['cmd-a.json']],
  ['cmd-[!0-9].json', ['cmd-a.json'], ['cmd-7.json']],
  ['./a/b.json', ['a/b.json'], ['./a/b.json']],
  ['a\\*.json', ['a*.json'], ['ab.json']],
  ['a/**/b', ['a/b', 'a/x/b', 'a/x/y/b'], ['a/xb']],
  ['(x)+.json', ['(x)+.json'], ['x.json']],
];

describe('glob', () => {
  for (const [glob, yes, no] of cases) {
    it(glob, () => {
      const compiled = new Glob(glob);
      for (const path of yes) expect(compiled.matches(path.split('/')), path).toBe(true);
      for (const path of no) expect(compiled.matches(path.split('/')), path).toBe(false);
    });
  }

  it('covers what is under an ignored directory', () => {
    const ignores = new GlobSet(['fixtures', 'build/**']);
    expect(ignores.coversPath('fixtures/a/b.json')).toBe(true);
    expect(ignores.coversPath('build/x.json')).toBe(true);
    expect(ignores.coversPath('src/fixtures.json')).toBe(false);
  });

  it('takes back with "!": the last pattern that matches decides', () => {
    const set = new GlobSet(['commands/**/*.json', '!commands/drafts/**', 'commands/drafts/ready.json']);
    expect(set.matches('commands/a.json')).toBe(true);
    expect(set.matches('commands/drafts/b.json')).toBe(false);
    expect(set.matches('commands/drafts/ready.json')).toBe(true);
    const ignores = new GlobSet(['commands/**', '!commands/keep.json']);
    expect(ignores.coversPath('commands/other.json')).toBe(true);
    expect(ignores.coversPath('commands/keep.json')).toBe(false);
    // The walk must enter commands/ to find keep.json; not other/.
    expect(ignores.mayTakeBackBelow('commands')).toBe(true);
    expect(ignores.mayTakeBackBelow('commands/sub')).toBe(false);
    expect(new GlobSet(['dir', '!dir/sub/**']).coversPath('dir/sub/x.json')).toBe(false);
    expect(new GlobSet(['dir', '!dir/sub/**']).coversPath('dir/x.json')).toBe(true);
  });

  it('turns what it does not take into a sentence, never an exception of the engine', () => {
    expect(globProblem('cmd-[z-a].json')).toMatch(/range "z-a" in "\[z-a\]" is backwards: write "a-z"/);
    expect(globProblem('+(a|b).json')).toMatch(/extglobs/);
    expect(globProblem('{1..3}.json')).toMatch(/ranges in braces/);
    expect(globProblem(`${'{'.repeat(10_000)}a${'}'.repeat(10_000)}`)).toMatch(/longer than 4096/);
    expect(globProblem(`${'{a,'.repeat(11)}b${'}'.repeat(11)}`)).toMatch(/nested more than 10 deep/);
    expect(globProblem('{a,b}{c,d}{e,f}{g,h}{i,j}{k,l}{m,n}{o,p}{q,r}')).toMatch(/more than 256 patterns/);
    expect(globProblem('x'.repeat(5000))).toMatch(/longer than 4096/);
    expect(globProblem('[[:nope:]]')).toMatch(/not a character class/);
    expect(globProblem('{a}')).toBeUndefined();
    expect(globProblem('a[')).toBeUndefined();
  });

  it('knows globs and their base', () => {
    expect(isGlob('a/b.json')).toBe(false);
    expect(isGlob('a/*.json')).toBe(true);
    expect(isGlob('a\\*.json')).toBe(false);
    expect(globBase('commands/global/**/*.json')).toBe('commands/global');
    expect(globBase('*.json')).toBe('');
    expect(globBase('/abs/dir/*.json')).toBe('/abs/dir');
  });

  it('knows globs as the regexes it replaced did, escapes and line ends included', () => {
    const byRegex = (pattern: string): boolean => /[*?[\]{}]/.test(pattern.replace(/\\./g, ''));
    const pieces = ['a', '/', '\\', '*', '?', '[', ']', '{', '}', '\n', '\u2028', '\ud83d\ude00', '.'];
    let count = 0;
    const visit = (pattern: string, depth: number): void => {
      count++;
      expect(isGlob(pattern), JSON.stringify(pattern)).toBe(byRegex(pattern));
      if (depth < 4) for (const piece of pieces) visit(pattern + piece, depth + 1);
    };
    visit('', 0);
    expect(count).toBeGreaterThan(30_000);
  });
});

describe('.gitignore', () => {
  it('reads comments, negation, directories, anchoring', async () => {
    const { IgnoreFile, parseGitignore } = await import('../../files/src/gitignore.js');
    const file = new IgnoreFile('/repo', parseGitignore('# build\nbench/out/\n*.log\n!keep.log\n/root-only.json\ncoverage\n'));
    const ignored = (path: string, isDirectory: boolean): boolean => {
      const rule = file.lastMatch(path.split('/'), isDirectory);
      return rule !== undefined && !rule.negate;
    };
    expect(ignored('bench/out', true)).toBe(true);
    expect(ignored('bench/out', false)).toBe(false);
    expect(ignored('a/b/x.log', false)).toBe(true);
    expect(ignored('a/keep.log', false)).toBe(false);
    expect(ignored('root-only.json', false)).toBe(true);
    expect(ignored('sub/root-only.json', false)).toBe(false);
    expect(ignored('packages/x/coverage', true)).toBe(true);
    // A pattern without "/" is a name at any depth, never a part of one.
    expect(ignored('x.log', false)).toBe(true);
    expect(ignored('a/x.logs', false)).toBe(false);
  });

  it('finds the same last rule with its index of literal patterns as by trying every rule', async () => {
    const { IgnoreFile, parseGitignore } = await import('../../files/src/gitignore.js');
    const { matchSegment, matchSegments, GLOBSTAR } = await import('../src/wildcard.js');
    // Patterns and paths from a small alphabet, glob syntax and escapes included, so that literal and wild rules meet often.
    const alphabet = fc.constantFrom('a', 'b', '.', '*', '?', '[', ']', '\\', '/', '!', ' ');
    const text = (max: number) => fc.array(alphabet, { minLength: 1, maxLength: max }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(text(6), { minLength: 1, maxLength: 6 }), fc.array(fc.constantFrom('a', 'b', 'ab', '.a'), { minLength: 1, maxLength: 4 }), fc.boolean(), (lines, parts, isDirectory) => {
        const rules = parseGitignore(lines.join('\n'));
        let expected: (typeof rules)[number] | undefined;
        for (const rule of rules) {
          if (rule.directoryOnly && !isDirectory) continue;
          const hit = rule.alternatives.some((segments) =>
            rule.nameOnly ? segments[0] === GLOBSTAR || matchSegment(segments[0] as never, parts[parts.length - 1]!) : matchSegments(segments, parts),
          );
          if (hit) expected = rule;
        }
        expect(new IgnoreFile('/repo', rules).lastMatch(parts, isDirectory)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
