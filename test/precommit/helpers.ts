// What the tests of the pre-commit hook share: a user's environment and the working tree as a commit.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';

/**
 * The environment of a user's shell: this process's, without what the test runner and the package
 * manager running it add (npm_config_* would reach the npm that the framework runs, a user agent
 * saying pnpm among them), nor the variables of a git hook that may be running the suite.
 */
export function userEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(npm_|pnpm_|vitest|pre_commit|git_(dir|work_tree|index_file|prefix|object_directory|alternate_object_directories|common_dir)$)/i.test(key)) continue;
    if (['INIT_CWD', 'NODE_ENV', 'NODE_OPTIONS', 'FORCE_COLOR', 'NO_COLOR', 'TEST'].includes(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
  return env;
}

function git(cwd: string, args: string[]): string {
  const result = spawnSync('git', args, { cwd, env: userEnv(), encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} (exit ${result.status}, ${result.error?.message ?? ''}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * The working tree of `root` as it is, uncommitted changes included, committed into a new clone
 * at `dir`: `git add --all` reads the working tree (what .gitignore leaves out is left out) and
 * writes only into the clone, so the repository under test is not written to.
 */
export function commitWorkingTree(root: string, dir: string): { dir: string; rev: string } {
  const cwd = dirname(dir);
  git(cwd, ['clone', '--quiet', '--no-checkout', root, dir]);
  const tree = [`--git-dir=${dir}/.git`, `--work-tree=${root}`];
  git(cwd, [...tree, 'add', '--all']);
  git(cwd, [...tree, '-c', 'user.name=cmdlint test', '-c', 'user.email=test@cmdlint.invalid', 'commit', '--quiet', '--allow-empty', '--no-verify', '-m', 'The working tree under test']);
  return { dir, rev: git(dir, ['rev-parse', 'HEAD']).trim() };
}
