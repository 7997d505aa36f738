// @cmdlint/language-service: the language service as one object (getLanguageService: diagnostics,
// code actions, hover, completion, schema docs over a document's text), as
// vscode-json-languageservice stands apart from any server. No connection, no file system, nothing
// of Node: the language server runs it in Node, the playground's worker in a browser.
export { getLanguageService, DocumentText, FIX_ALL_KIND, OPEN_RULE_DOC_COMMAND, type LanguageService, type LanguageServiceParams, type SourceReading, type DocumentReading } from './language-service.js';
export type { CompletionSettings, QuickFixSettings, InstalledSchemas, NameHover, PublishedReport } from './language-service.js';
// What the server publishes and shows of a source file between versions.
export { publishedReport } from './published.js';
export { isSourceDocument } from './source-document.js';
export { sourceNameHovers } from './source-names.js';
