// ESLint's flags that cmdlint does not take, each with the reason, so that a CI script carried
// over from ESLint fails with what to do instead of "Unknown option".

const NOT_TAKEN: Readonly<Record<string, string>> = {
  '--stats': 'cmdlint lints the files of a set together (names must be unique across them), so there are no times per file to add; TIMING=1 prints the time each rule took',
  '--fix-type': 'every fix of cmdlint changes what the service receives (ESLint would call them all "problem" fixes); choose which rules fix with --rule RULE:off',
  '--ext': 'cmdlint reads .json, .jsonc and JavaScript/TypeScript source files by their names; name other files or globs directly',
  '--env': 'command files have no environments',
  '--global': 'command files have no global variables',
  '--parser': 'cmdlint reads JSON with its own reader and JavaScript/TypeScript with oxc-parser; nothing to choose',
  '--parser-options': 'cmdlint reads JSON with its own reader and JavaScript/TypeScript with oxc-parser; nothing to choose',
  '--plugin': 'cmdlint has no plugins; its rules are all built in (see --rule)',
  '--rulesdir': 'cmdlint has no rules of your own to load; its rules are all built in (see --rule)',
  '--resolve-plugins-relative-to': 'cmdlint has no plugins to resolve',
  '--no-eslintrc': 'use --no-config-lookup (cmdlint reads cmdlint.config.json, not ESLint\'s configuration)',
  '--inspect-config': 'use --print-config FILE to see the settings that apply to a file',
  '--concurrency': 'cmdlint lints in one thread: a worker thread\'s start (40 ms before it lints) and V8\'s own background threads take what a second one would save, even over 2000 files',
  '--flag': 'cmdlint has no feature flags',
  '--cache-file': 'it is --cache-location in ESLint since v4 (cmdlint takes that name)',
};

/** Throws the reason an ESLint flag is not taken here, for `ReadRules.refuse`. */
export function refuseEslintFlag(flag: string, error: (message: string) => Error): void {
  const reason = Object.prototype.hasOwnProperty.call(NOT_TAKEN, flag) ? NOT_TAKEN[flag] : undefined;
  if (reason !== undefined) throw error(`${flag} is an ESLint option that cmdlint does not take: ${reason}.`);
}
