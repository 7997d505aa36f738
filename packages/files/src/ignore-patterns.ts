// --ignore-pattern: ESLint's flag, with its meaning in ESLint 9: globs like the configuration's
// `ignores`, relative to the working directory, that directories and globs skip. Bounded like
// every other pattern (glob.ts): a pattern the matcher does not take is a configuration error.
import { isAbsolute, relative, sep } from 'node:path';
import { ConfigError, type LoadedConfig } from '@cmdlint/linter';
import { MAX_GLOBS, globProblem } from '@cmdlint/linter';

function shown(pattern: string): string {
  return JSON.stringify(pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern);
}

/** The glob of one --ignore-pattern: "/lib/" (ESLint's examples) and an absolute path inside `cwd` are relative to `cwd`. */
function relativeGlob(pattern: string, cwd: string): string {
  const negated = pattern.startsWith('!');
  let glob = negated ? pattern.slice(1) : pattern;
  if (isAbsolute(glob) && (glob === cwd || glob.startsWith(cwd + sep))) glob = relative(cwd, glob) || '.';
  else if (glob.startsWith('/')) glob = glob.slice(1);
  if (sep !== '/') glob = glob.split(sep).join('/');
  return negated ? `!${glob}` : glob;
}

/**
 * The --ignore-pattern globs as a configuration of `cwd` that has only `ignores` (how discovery
 * asks about them), or undefined for none. Throws a ConfigError naming the pattern it cannot take.
 */
export function commandLineIgnores(patterns: readonly string[], cwd: string): LoadedConfig | undefined {
  if (patterns.length === 0) return undefined;
  if (patterns.length > MAX_GLOBS) throw new ConfigError(`--ignore-pattern is given ${patterns.length} times; at most ${MAX_GLOBS} patterns are read: use fewer, wider globs (fixtures/**).`, undefined);
  const ignores = patterns.map((pattern) => {
    const glob = relativeGlob(pattern, cwd);
    if (glob === '' || glob === '!') throw new ConfigError(`--ignore-pattern needs a glob (such as "fixtures/**"), not ${shown(pattern)}.`, undefined);
    const problem = globProblem(glob);
    if (problem !== undefined) throw new ConfigError(`Invalid --ignore-pattern ${shown(pattern)}: ${problem}`, undefined);
    return glob;
  });
  return { file: undefined, dir: cwd, config: { ignores } };
}
