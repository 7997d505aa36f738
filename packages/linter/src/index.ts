// @cmdlint/shared: what the command line and the language server both need, one floor below
// both. Free of terminal and LSP concerns: texts, offsets, files and configurations only. Only
// what those two, the playground and the bench import is exported; the rest stays in its module.
export { FileLinter, lintFiles, settingsForFile, type FileReport, type LintSettings, type LocatedDiagnostic, type SourceFile } from './lint-files.js';
export { fixFiles } from './fix.js';
export { JsonDocument, parseDocument, isJsoncPath } from './text/document.js';
export { readDocument } from './text/read.js';
// The line index: the language server's text (service/text.ts) maps its offsets with it.
export { LineIndex, type Position, type Range } from './text/lines.js';
export { applyEdits, diffEdit, type TextEdit } from './text/edits.js';
export { escapeControlCharacters, escapeWorkflowCommands } from './text/escape.js';
export { decodeText } from './text/decode.js';
export { NO_PROBLEMS } from './text/problems.js';
export { fileErrorText } from './file-errors.js';
export { MAX_INPUT_BYTES, MAX_MANIFEST_BYTES, readRegularFile } from './text/read.js';
export { CONFIG_FILE_NAMES, ConfigError, knownRuleIds, didYouMean, keyExcerpt, type CmdlintConfig, type LoadedConfig, type SendVia, type SetConfig } from './config/config.js';
export { ConfigResolver, configFileIn, loadConfigFile } from './config/load.js';
export { configSchema } from './config/schema.js';
export { setIndexOf, setKeyOf, isIgnored } from './sets.js';
export { bodiesOfFile, listingOf, parsePointer, toPointer, type WrappedPart } from './wrapped.js';
export { looksLikeCommandDocument, isNeverCommandsFile, isJsonPath, textLooksLikeCommands } from './detect.js';
export { discoverFiles, discoverSetFiles, toPosix, type DiscoveredFile, type Explain, type DiscoverOptions } from './discover.js';
export { commandLineIgnores } from './ignore-patterns.js';
export { GlobSet, globProblem } from './glob.js';
export { ruleCatalog, type RuleInfo } from './catalog.js';
export { commandSchema, permissionsSchema, COMMAND_SCHEMA_FILE, PERMISSIONS_SCHEMA_FILE } from './command-schema.js';
export { toResult, type FixDescription, type LintMessage, type LintResult, type SuppressedMessage } from './eslint-result.js';
export { lintText, type LintTextOptions } from './lint-text.js';
// The reader contract: which reader of a table reads a file (nothing loaded). The readers are
// packages of their own (packages/readers/*), their table the surfaces' (@cmdlint/readers); the
// kit they build documents with is './source/index.js' (`@cmdlint/shared/source`).
export { readerInfoOf, editorReaderOf, PARSER_UNAVAILABLE, readSourceOf, type Manifest, type Reader, type ReaderInfo, type ReadSource, type TextComment } from './readers/index.js';
export { ProjectManifests, ProjectOptions } from './readers/manifests.js';
export { SourceReaders, type ReaderRow } from './readers/reading.js';
export type { SourceDocument, SourceBody } from './source/document.js';
export { holds as sourceDiagnosticHolds } from './source/sound.js';
export { pathKey, type PlaceInfo } from './source/lower.js';
