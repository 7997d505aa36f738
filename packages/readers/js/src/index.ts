// The reader of JavaScript and TypeScript sources, for the surfaces that read them (the CLI, the
// language server, the ESLint plugin). Imported apart from the shared layer's index, so that a
// caller of JSON only never bundles it.
export { parseSourceDocument, sourceDocumentFromProgram, SourceDocument, unreadDocument, type SourceBody, type SourceReadOptions } from './document.js';
export type { DiscordJsMajor } from './dialects.js';
export type { SourceComment } from './find.js';
export { parseSource, type ParsedSource } from './parser.js';
export { javascriptReader } from './reader.js';
export { exportPlaces, type ExportPlaces } from './exports.js';
export { sentThroughDiscordJs, type SentModuleValue } from './sent-module.js';
// The kit another language's reader builds a SourceDocument with (@cmdlint/reader-python).
export { lower } from './lower.js';
export { primitive, shared, unknown, type OwnedLiteral, type Traced, type TracedEntry, type TracedObject } from './traced.js';
export { TEXT_RULES, type TextProblem } from '../text/problems.js';
export type { TextComment } from '../readers/contract.js';
