// The text API for other projects (a bot's deploy script, a test, an editor plugin): a text in,
// ESLint's result out, with lines, columns, fixes as text edits and the fixed output. The same
// path as the command line (parse with positions, lint, locate, fix loop), without files: the
// configuration is given as a value, so it runs in Node and in a browser alike.
import type { BodyKind, RuleSetting, Scope } from '@cmdlint/core';
import { ConfigError, validateConfig, type CmdlintConfig, type LoadedConfig } from './config/config.js';
import { toResult, type LintResult } from './eslint-result.js';
import { fixFiles } from './fix.js';
import { lintFiles, type LintSettings } from './lint-files.js';

export interface LintTextOptions {
  /** The file's name: `.jsonc` allows comments and trailing commas; shown as `filePath`. Default `<text>`. */
  readonly filePath?: string;
  /**
   * A configuration as in `cmdlint.config.json` (`application`, `defaultLocale`, `rules`), checked
   * as the file would be: an invalid one throws a `ConfigError` that names the key. `sets` and
   * `ignores` need files and do not apply here: give `scope` and `guildId` instead.
   */
  readonly config?: CmdlintConfig | unknown;
  readonly scope?: Scope;
  readonly kind?: 'auto' | BodyKind;
  /** The guild of a permissions body: checks the `@everyone` and all-channels constants. */
  readonly guildId?: string;
  /** Severities that win over the configuration's, as `--rule` does. */
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  /** Apply the automatic fixes (as `--fix`): the result's `output` is the fixed text when it changed. */
  readonly fix?: boolean;
  /** Report errors only (as `--quiet`). */
  readonly quiet?: boolean;
  /** Whether `cmdlint-disable` comments apply (ESLint's `allowInlineConfig`; default true). */
  readonly allowInlineConfig?: boolean;
  /** The severity of directives that suppress nothing (default 'warn', as ESLint 9's). */
  readonly reportUnusedDisableDirectives?: 'off' | 'warn' | 'error';
}

const DEFAULT_NAME = '<text>';

/** Lints one text (or the file's bytes: invalid UTF-8 is then reported) as `cmdlint` would. */
export function lintText(text: string | Uint8Array, options: LintTextOptions = {}): LintResult {
  if (typeof text !== 'string' && !(text instanceof Uint8Array)) throw new TypeError('cmdlint: lintText expects a string or a Uint8Array of the file\'s bytes');
  const path = options.filePath ?? DEFAULT_NAME;
  let loaded: LoadedConfig | undefined;
  if (options.config !== undefined) {
    const config = validateConfig(options.config, undefined);
    if ((config.sets?.length ?? 0) > 0 || (config.ignores?.length ?? 0) > 0 || (config.overrides?.length ?? 0) > 0 || (config.extends?.length ?? 0) > 0) {
      throw new ConfigError('Invalid configuration: "sets", "overrides", "ignores" and "extends" need files; lintText takes "scope" and "guildId" options instead, and the CmdLint class reads the configuration files of a path.', undefined);
    }
    loaded = { file: undefined, dir: '', config };
  }
  const settings: LintSettings = {
    ...(loaded ? { configFor: () => loaded } : {}),
    ...(options.scope !== undefined ? { scope: options.scope } : {}),
    ...(options.kind !== undefined ? { kind: options.kind } : {}),
    ...(options.guildId !== undefined ? { guildId: options.guildId } : {}),
    ...(options.rules !== undefined ? { rules: options.rules } : {}),
    ...(options.allowInlineConfig === false ? { inlineConfig: false } : {}),
    ...(options.reportUnusedDisableDirectives !== undefined ? { reportUnusedDisableDirectives: options.reportUnusedDisableDirectives } : {}),
  };
  const quiet = options.quiet === true;
  if (options.fix) {
    const [fixed] = fixFiles([{ path, text }], settings);
    return toResult(fixed!.report, { quiet, output: fixed!.output });
  }
  const [report] = lintFiles([{ path, text }], settings);
  return toResult(report!, { quiet });
}
