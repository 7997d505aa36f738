// The reader of JavaScript and TypeScript sources (@cmdlint/reader-js), for the surfaces that read
// them (the CLI, the language server, the ESLint plugin). Its facts without the parser are
// `@cmdlint/reader-js/info` (info.ts); the document it makes is the kit's (`@cmdlint/text`).
export { parseSourceDocument, sourceDocumentFromProgram, type SourceReadOptions } from './read.js';
export type { DiscordJsMajor } from './dialects.js';
export type { SourceComment } from './find.js';
export { parseSource, type ParsedSource } from './parser.js';
export { javascriptReader } from './reader.js';
export { exportPlaces, type ExportPlaces } from './exports.js';
export { sentThroughDiscordJs, type SentModuleValue } from './sent-module.js';
export { JAVASCRIPT_INFO } from './info.js';
