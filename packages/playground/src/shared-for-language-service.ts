// What the language server's service (packages/language-server/src/service, through its facade
// getLanguageService) takes from @cmdlint/shared, for the worker: the package's entry also holds
// file discovery, which needs Node. vite.config.ts resolves `@cmdlint/shared` here for the page's build.
export { commandSchema, permissionsSchema } from '@shared-src/command-schema.js';
export { ruleCatalog } from '@shared-src/catalog.js';
export { LineIndex, type Position, type Range } from '@shared-src/text/lines.js';
export { parseDocument, type JsonDocument } from '@shared-src/text/document.js';
export { diffEdit, type TextEdit } from '@shared-src/text/edits.js';
export { escapeControlCharacters } from '@shared-src/text/escape.js';
export type { FileReport, LocatedDiagnostic } from '@shared-src/lint-files.js';
// And what the JS reader's tree-taking entry takes from it (src/code-reader.ts, the code chunk).
export { decodeText } from '@shared-src/text/decode.js';
export { NO_PROBLEMS } from '@shared-src/text/problems.js';
export { parsePointer } from '@shared-src/wrapped.js';
export { PARSER_UNAVAILABLE } from '@shared-src/readers/contract.js';
