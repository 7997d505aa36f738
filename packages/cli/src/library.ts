// cmdlint as a library: the command line as a function (`main`), and the text API (`lintText`):
// a text in, ESLint's result out (lines, columns, fixes as text edits, the fixed output). The bin
// does not load this entry: it starts from index.ts alone, which loads no rule.
export { main, parseArgs, HELP, VERSION, type CliIo, type CliOptions, type Writable } from './index.js';
export { lintText, ConfigError, type LintTextOptions, type LintResult, type LintMessage, type FixDescription, type CmdlintConfig } from '@cmdlint/shared';
