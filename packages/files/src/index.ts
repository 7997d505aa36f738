// @cmdlint/files: the disk, in Node. Reading files without trusting them (regular files only,
// bounded, big ones in pieces), finding a file's configuration, discovery (arguments, globs,
// directories, .gitignore, ignores, --ignore-pattern), and the project manifests the readers are
// handed (readers touch no disk).
export { readDocument, MAX_INPUT_BYTES, MAX_MANIFEST_BYTES, readRegularFile } from './read.js';
export { fileErrorText } from './file-errors.js';
export { ConfigResolver, configFileIn, loadConfigFile } from './config-files.js';
export { discoverFiles, discoverSetFiles, noCommandFilesMessage, toPosix, UNREAD_FRAMEWORKS, type DiscoveredFile, type Explain, type DiscoverOptions } from './discover.js';
export { commandLineIgnores } from './ignore-patterns.js';
export { ProjectManifests, ProjectOptions } from './manifests.js';
export { SourceReaders, type ReaderRow } from './source-readers.js';
