// A formatter that is not built in, found as ESLint finds one: a path (it holds a slash or ends in
// .js, .mjs or .cjs) from the working directory, else a package resolved from the working
// directory, trying cmdlint-formatter-NAME, then eslint-formatter-NAME, then NAME itself
// (`@scope/NAME` tries `@scope/cmdlint-formatter-NAME`, ..., and `@scope` alone
// `@scope/cmdlint-formatter`, then `@scope/eslint-formatter`). Loaded only when named, so a run
// with a built-in format loads nothing of this.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LintResult, ModuleFormatContext } from '../results.js';

export type LoadedFormatter = (results: readonly LintResult[], context: ModuleFormatContext) => Promise<string>;

/** A formatter that could not be found or loaded: the message says which and what to do. */
export class FormatterError extends Error {}

/** Whether `name` names a file rather than a package (as ESLint tells them apart). */
function isFormatterPath(name: string): boolean {
  const slashed = name.replace(/\\/g, '/');
  const scoped = /^@[^/]+(\/[^/]+)?$/.test(slashed);
  return (!scoped && slashed.includes('/')) || /\.[cm]?js$/.test(slashed);
}

/** The package names tried for `name`, in order. */
function formatterPackageNames(name: string): string[] {
  const scoped = /^(@[^/]+)(?:\/(.+))?$/.exec(name);
  if (scoped) {
    const [, scope, rest] = scoped;
    if (rest === undefined) return [`${scope}/cmdlint-formatter`, `${scope}/eslint-formatter`];
    return unique([`${scope}/cmdlint-formatter-${rest}`, `${scope}/eslint-formatter-${rest}`, name]);
  }
  return unique([`cmdlint-formatter-${name}`, `eslint-formatter-${name}`, name]);
}

function unique(names: string[]): string[] {
  // Already prefixed (eslint-formatter-junit): not tried as cmdlint-formatter-eslint-formatter-junit.
  const bare = names.filter((n) => !/(^|\/)(cmdlint|eslint)-formatter-(cmdlint|eslint)-formatter/.test(n));
  return [...new Set(bare)];
}

/** The file `name` resolves to from `cwd`, and the names tried when none does. */
function locate(name: string, cwd: string): { file: string } | { tried: string[] } {
  if (isFormatterPath(name)) return { file: resolve(cwd, name) };
  // Resolved as a module of the working directory would resolve it (its node_modules, upward).
  const require = createRequire(join(cwd, '__cmdlint_formatter__.js'));
  const tried = formatterPackageNames(name);
  for (const candidate of tried) {
    try {
      return { file: require.resolve(candidate) };
    } catch (error) {
      if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw new FormatterError(`Cannot load the formatter ${candidate}: ${firstLine(error)}.`);
    }
  }
  return { tried };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

/**
 * The formatter `name` names: its default export (or the module itself, as CommonJS formatters
 * export it), `(results, context) => string`, possibly async.
 */
export async function loadFormatter(name: string, cwd: string, builtIn: readonly string[], importModule: (url: string) => Promise<unknown>): Promise<LoadedFormatter> {
  const found = locate(name, cwd);
  if ('tried' in found) {
    const list = found.tried.map((n) => `"${n}"`);
    throw new FormatterError(
      `Cannot find the formatter "${name}": no package ${list.slice(0, -1).join(', ')} or ${list.at(-1)} from ${cwd}. ` +
        `Install one (npm install --save-dev ${found.tried[found.tried.length > 1 ? 1 : 0]}), give a path to a module, or use a built-in format: ${builtIn.join(', ')}.`,
    );
  }
  let loaded: unknown;
  try {
    loaded = await importModule(pathToFileURL(found.file).href);
  } catch (error) {
    throw new FormatterError(`Cannot load the formatter ${name}: ${firstLine(error)}.`);
  }
  const candidate = (loaded as { default?: unknown }).default ?? loaded;
  const format = typeof candidate === 'function' ? candidate : (candidate as { default?: unknown } | undefined)?.default;
  if (typeof format !== 'function') throw new FormatterError(`The formatter ${name} exports no function: export default (results, context) => string.`);
  return async (results, context) => {
    const text: unknown = await format(results, context);
    if (typeof text !== 'string') throw new FormatterError(`The formatter ${name} returned ${text === null ? 'null' : typeof text}, not a string.`);
    return text;
  };
}
