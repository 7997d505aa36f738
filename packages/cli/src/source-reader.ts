// The reader of JavaScript and TypeScript sources, as the command line loads it: built, its own
// bundle (dist/source.cjs), required on the first source file, so that a run over JSON files
// loads and parses nothing of it (nor its parser). `--module` asks it where a module's exports are.
export { exportPlaces, javascriptReader, sentThroughDiscordJs } from '@cmdlint/reader-js';
export { SourceDocument } from '@cmdlint/text';
