// The globs of sets, ignores and the command line against picomatch itself (with { dot: true },
// the option cmdlint's globs behave as), over the (input, pattern) pairs of picomatch's own
// published tests (as data, in data/picomatch-cases.json). Taken: the pairs in the syntax
// docs/configuration.md documents, on paths as discovery makes them (relative, "/"-separated, no "." or ".."
// segment, no trailing "/"). Left out, and counted: what that page says is not taken.
import picomatch from 'picomatch';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Glob, GlobError } from '../src/glob.js';

const data = JSON.parse(readFileSync(new URL('data/picomatch-cases.json', import.meta.url), 'utf8')) as { cases: [string, string, string][] };

/** Why a pair is outside what docs/configuration.md documents, or undefined. */
function outside(input: string, pattern: string): string | undefined {
  if (pattern === '') return 'an empty pattern (the configuration refuses it)';
  if (pattern.startsWith('!')) return 'a leading "!" (a list\'s negation here, the pattern\'s own in picomatch)';
  if (/[()|]/.test(pattern)) return 'parentheses or "|" (regular expression groups and extglobs in picomatch)';
  if (input === '' || input.startsWith('/') || input.endsWith('/') || input.includes('\\') || input.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return 'an input discovery never makes (absolute, "." or "..", a trailing or double "/", a backslash)';
  }
  if (/\\[a-zA-Z]/.test(pattern)) return 'a backslash before a letter (a regular expression escape such as \\b in picomatch, the letter itself here)';
  if (pattern.includes('"')) return 'double quotes (bash quoting in picomatch, plain characters here)';
  if (/[\]}]\+/.test(pattern)) return 'a "+" after "]" or "}" (a regular expression quantifier in picomatch, a plain character here)';
  if (pattern.includes('[') && input.includes('[')) return 'an input with "[" for a pattern with [...] (picomatch also matches the class\'s own text, here it is a class)';
  if (/\[!\[:/.test(pattern)) return 'a negated POSIX class [![:alpha:]] (picomatch matches it as if not negated)';
  if (/\[!/.test(pattern) && !/\[!\[:/.test(pattern)) return 'a class [!a] (negated here, as in bash, minimatch and git; picomatch 4 with dot: true reads the characters ! and a)';
  if (/\*[{]|[}]\*|\{[^}]*\/[^}]*\}/.test(pattern)) return 'a star next to braces, or a "/" inside them (expanded first here, as minimatch and bash do; picomatch parses them in place)';
  if (pattern === '[[:al:]') return 'a malformed POSIX class';
  if (/^\.\/|\/\.\//.test(pattern) || pattern.endsWith('/') || pattern.startsWith('/')) return 'a pattern with "./" inside, or a leading or trailing "/"';
  return undefined;
}

describe('globs agree with picomatch', () => {
  it("on picomatch's published cases, for the documented syntax", () => {
    const skipped = new Map<string, number>();
    const refused: string[] = [];
    const disagreements: { input: string; pattern: string; file: string; picomatch: boolean; ours: boolean }[] = [];
    let compared = 0;
    for (const [input, pattern, file] of data.cases) {
      const reason = outside(input, pattern);
      if (reason) {
        skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
        continue;
      }
      let glob: Glob;
      try {
        glob = new Glob(pattern);
      } catch (error) {
        if (!(error instanceof GlobError)) throw error;
        refused.push(`${pattern}: ${error.message}`);
        continue;
      }
      const expected = picomatch.isMatch(input, pattern, { dot: true });
      const ours = glob.matches(input.split('/'));
      compared++;
      if (ours !== expected) disagreements.push({ input, pattern, file, picomatch: expected, ours });
    }
    const left = [...skipped].map(([reason, count]) => `  ${count}: ${reason}`).join('\n');
    console.log(`picomatch's cases: ${data.cases.length} pairs; ${compared - disagreements.length} of ${compared} compared agree with picomatch; ${refused.length} refused with a configuration error (${[...new Set(refused.map((r) => r.replace(/^.*: /, '')))].join(' / ')}); left out:\n${left}`);
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(1500);
  });

  it('on random patterns and paths (seeded: a failure replays)', () => {
    const pattern = fc.array(fc.constantFrom('a', 'b', 'ab', '.', '*', '**', '?', '/', '[a-b]', '[!a]', '{a,b}', '{a,}', '{*,b/a}'), { minLength: 1, maxLength: 7 }).map((t) => t.join(''));
    const path = fc.array(fc.constantFrom('a', 'b', 'ab', 'ba', '.a', 'a.b'), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
    const disagreements: string[] = [];
    let compared = 0;
    for (const [glob, input] of fc.sample(fc.tuple(pattern, path), { numRuns: 20_000, seed: 13 })) {
      if (outside(input, glob)) continue;
      compared++;
      const expected = picomatch.isMatch(input, glob, { dot: true });
      if (new Glob(glob).matches(input.split('/')) !== expected) disagreements.push(`${glob} ${input}: picomatch ${expected}`);
    }
    console.log(`random pairs: ${compared - disagreements.length} of ${compared} agree with picomatch`);
    expect([...new Set(disagreements)]).toEqual([]);
  });
});
