// The reader of JavaScript and TypeScript sources, for the surfaces that read them (the CLI, the
// language server, the ESLint plugin). Imported apart from the shared layer's index, so that a
// caller of JSON only never bundles it.
export { isSourcePath, parseSourceDocument, sourceDocumentFromProgram, SourceDocument, type SourceBody, type SourceReadOptions } from './document.js';
export type { DiscordJsMajor } from './dialects.js';
export { PackageInfo } from './package-info.js';
