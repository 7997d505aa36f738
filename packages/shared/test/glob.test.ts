import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GlobSet, globBase, globToRegExp, isGlob } from '../src/glob.js';

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
      const re = globToRegExp(glob);
      for (const path of yes) expect(re.test(path), path).toBe(true);
      for (const path of no) expect(re.test(path), path).toBe(false);
    });
  }

  it('covers what is under an ignored directory', () => {
    const ignores = new GlobSet(['fixtures', 'build/**']);
    expect(ignores.coversPath('fixtures/a/b.json')).toBe(true);
    expect(ignores.coversPath('build/x.json')).toBe(true);
    expect(ignores.coversPath('src/fixtures.json')).toBe(false);
  });

  it('knows globs and their base', () => {
    expect(isGlob('a/b.json')).toBe(false);
    expect(isGlob('a/*.json')).toBe(true);
    expect(isGlob('a\\*.json')).toBe(false);
    expect(globBase('commands/global/**/*.json')).toBe('commands/global');
    expect(globBase('*.json')).toBe('');
    expect(globBase('/abs/dir/*.json')).toBe('/abs/dir');
  });
});

describe('.gitignore', () => {
  it('reads comments, negation, directories, anchoring', async () => {
    const { IgnoreFile, parseGitignore } = await import('../src/gitignore.js');
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
    const { IgnoreFile, parseGitignore } = await import('../src/gitignore.js');
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
