// @cmdlint/linter: texts and a configuration in, located diagnostics and fixes out. No Node import:
// it runs in Node, a browser and a worker alike (test/browser-bundle.test.ts). The disk (reading,
// configuration lookup, discovery) is @cmdlint/files; the text and the reader kit, @cmdlint/text.
// Only what the surfaces, the files layer, the playground and the bench import is exported.
export { FileLinter, lintFiles, settingsForFile, type FileReport, type LintSettings, type LocatedDiagnostic, type LocatedSuggestion, type SourceFile } from './lint-files.js';
export { fixFiles } from './fix.js';
export { CONFIG_FILE_NAMES, ConfigError, knownRuleIds, didYouMean, keyExcerpt, type CmdlintConfig, type LoadedConfig, type SetConfig } from './config/config.js';
// What the files layer (@cmdlint/files) reads configurations, discovers and matches git's ignores with.
export { PACKAGE_JSON_KEY, USUAL_UNREAD_CONFIG_NAMES, isUnreadConfigName, validateConfig } from './config/config.js';
export { configRelativePath, ignoringGlob } from './sets.js';
export { isNeverCommandsName, neverCommandsReason } from './detect.js';
export { MAX_GLOBS, globBase, isGlob } from './glob.js';
export { GLOBSTAR, POSIX_CLASSES, STAR, literalText, starSuffix, matchSegment, matchSegments, readBracket, readSegments, type Alternative, type BracketDialect, type Segment, type SegmentDialect } from './wildcard.js';
export { configSchema } from './config/schema.js';
export { setIndexOf, setKeyOf, isIgnored, takenBackBySet } from './sets.js';
export { bodiesOfFile, listingOf, type WrappedPart } from './wrapped.js';
export { looksLikeCommandDocument, isNeverCommandsFile, isJsonPath, readsAsCommand, textLooksLikeCommands, translationFolderOf } from './detect.js';
export { GlobSet, globProblem } from './glob.js';
export { ruleCatalog, textRuleDocs, type RuleInfo } from './catalog.js';
export { commandSchema, permissionsSchema, COMMAND_SCHEMA_FILE, PERMISSIONS_SCHEMA_FILE } from './command-schema.js';
export { toResult, type FixDescription, type LintMessage, type LintResult, type SuppressedMessage } from './eslint-result.js';
export { lintText, type LintTextOptions } from './lint-text.js';
