// The page's options and the cmdlint.config.json they stand for. Values only: the page imports
// this without the lint engine, which lives in the worker alone.
import type { ApplicationSettings, BodyKind, RuleSetting, Scope } from '@cmdlint/core';
import type { CmdlintConfig } from '@cmdlint/linter';
import { CODE_FILE_NAME } from './code-text.js';

/** What the options panel holds: the settings of cmdlint.config.json, and two flags of the command line. */
export interface PageOptions {
  readonly scope: Scope;
  readonly kind: 'auto' | BodyKind;
  /** The body is a .jsonc file: comments and trailing commas allowed. */
  readonly jsonc: boolean;
  readonly application?: ApplicationSettings;
  readonly defaultLocale: string;
  readonly rules: Readonly<Record<string, RuleSetting>>;
}

export const DEFAULT_OPTIONS: PageOptions = { scope: 'global', kind: 'auto', jsonc: false, defaultLocale: 'en-US', rules: {} };

/** The file name the text stands for (the command line is run on it in the same settings): code is a source. */
export function fileNameOf(options: PageOptions, code = false): string {
  if (code) return CODE_FILE_NAME;
  return options.jsonc ? 'body.jsonc' : 'body.json';
}

/** The cmdlint.config.json that gives the command line these settings for `fileNameOf(options)`. */
export function configOf(options: PageOptions, code = false): CmdlintConfig {
  const config: { -readonly [K in keyof CmdlintConfig]: CmdlintConfig[K] } = {};
  if (options.application && Object.keys(options.application).length > 0) config.application = options.application;
  if (options.defaultLocale !== 'en-US') config.defaultLocale = options.defaultLocale;
  if (Object.keys(options.rules).length > 0) config.rules = options.rules;
  if (options.scope !== 'global') config.sets = [{ files: [fileNameOf(options, code)], scope: options.scope }];
  return config;
}

