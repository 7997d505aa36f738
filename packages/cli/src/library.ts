// cmdlint as a library: ESLint's shape of API (the CmdLint class: lintFiles, lintText with the
// configuration of its path, loadFormatter, calculateConfigForFile), the command line as a
// function (`main`), and the text API with a configuration given as a value (`lintText`): a text
// in, ESLint's result out (lines, columns, fixes as text edits, the fixed output). The bin does not
// load this entry: it starts from index.ts alone, which loads no rule.
export { CmdLint, CmdLintError, type CmdLintOptions, type LoadedFormatter } from './api.js';
export { main, parseArgs, HELP, VERSION, type CliIo, type CliOptions, type Writable } from './index.js';
export { lintText, ConfigError, type LintTextOptions, type LintResult, type LintMessage, type FixDescription, type CmdlintConfig } from '@cmdlint/linter';
