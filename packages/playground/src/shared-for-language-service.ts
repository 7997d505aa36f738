// What the language server's completion (packages/language-server/src/service) takes from
// @cmdlint/shared, for the worker: the package's entry also holds file discovery, which needs Node.
// vite.config.ts resolves `@cmdlint/shared` here for the page's build.
export { commandSchema, permissionsSchema } from '@shared-src/command-schema.js';
export { LineIndex, type Position, type Range } from '@shared-src/text/lines.js';
export type { JsonDocument } from '@shared-src/text/document.js';
export type { TextEdit } from '@shared-src/text/edits.js';
