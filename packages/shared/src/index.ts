// @cmdlint/shared: what the command line and the language server both need, one floor below
// both. Free of terminal and LSP concerns: texts, offsets, files and configurations only.
export { FileLinter, lintFiles, lintFilesPaced, settingsForFile, type FileReport, type FileSettings, type LintSettings, type LocatedDiagnostic, type LocatedSuggestion, type SourceFile } from './lint-files.js';
export { fixFiles, selectFixes, MAX_FIX_PASSES, type FixedFile } from './fix.js';
export { JsonDocument, parseDocument, isJsoncPath, type OffsetRange } from './text/document.js';
export { readDocument } from './text/read.js';
export { LineIndex, type Position, type Range } from './text/lines.js';
export { applyEdits, diffEdit, editSpan, fixToEdits, mergeEdits, type TextEdit } from './text/edits.js';
export { JsonTree, type TreeNode, type NodeType } from './text/tree.js';
export { parseJson, MAX_DEPTH, type ParsedValue } from './text/parse.js';
export { decodeText, type DecodedText } from './text/decode.js';
export { escapeControlCharacters } from './text/escape.js';
export { fileErrorText } from './file-errors.js';
export { MAX_INPUT_BYTES, readRegularFile, UnreadableInputError, type FileIdentity } from './text/read.js';
export { TEXT_RULES, TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES, isTextRule, type TextProblem, type TextRuleId } from './text/problems.js';
export { CONFIG_FILE_NAMES, ConfigError, validateConfig, knownRuleIds, didYouMean, type CmdlintConfig, type LoadedConfig, type SetConfig } from './config/config.js';
export { ConfigResolver, findConfigFile, loadConfigFile } from './config/load.js';
export { configSchema } from './config/schema.js';
export { setIndexOf, setKeyOf, isIgnored, ignoringGlob, configRelativePath } from './sets.js';
export { looksLikeCommand, looksLikeCommands, looksLikeWrappedCommands, looksLikeCommandDocument, textLooksLikeCommands, isNeverCommandsFile, isJsonPath, neverCommandsReason } from './detect.js';
export { discoverFiles, discoverSetFiles, discoverSetMembers, toPosix, type DiscoveredFile, type DiscoveryProblem, type Explain, type DiscoveryResult, type DiscoverOptions } from './discover.js';
export { commandLineIgnores } from './ignore-patterns.js';
export { Glob, GlobError, GlobSet, globBase, globProblem, isGlob } from './glob.js';
export { ruleCatalog, textRuleDocs, type RuleInfo } from './catalog.js';
export { GitignoreCache, parseGitignore, type GitignoreRule, type GitignoreWarning } from './gitignore.js';
export { commandSchema, permissionsSchema, COMMAND_SCHEMA_FILE, PERMISSIONS_SCHEMA_FILE } from './command-schema.js';
export { toResult, type FixDescription, type LintMessage, type LintResult } from './eslint-result.js';
export { lintText, type LintTextOptions } from './lint-text.js';
export { findWrappedBodies, parsePointer, toPointer, unwrap, type Unwrapped, type WrappedPart } from './wrapped.js';
