// What the rare part (rare.ts: --init, --print-config, --cache, --staged, bulk suppressions and
// the writing of fixes and reports) takes from the layers it stands on. The part is a bundle of its
// own (dist/rare.cjs), loaded only by a run that uses one of them (rare-part.ts), so that a plain
// lint neither reads nor sets up its code. Built, this module is not in that bundle: its require
// gets the linting bundle's own instance of this module, so the part runs on the very classes,
// tables and readers the run uses, and carries no second copy of them. The part's modules take
// every value of the shared layers from here (a test holds them to it); types they may import as
// they like.
import { escapeControlCharacters, isJsoncPath, parseDocument } from '@cmdlint/text';
import { CONFIG_FILE_NAMES, FileLinter, ignoringGlob, isNeverCommandsFile, looksLikeCommandDocument, readsAsCommand, setIndexOf, settingsForFile, takenBackBySet, translationFolderOf } from '@cmdlint/linter';
import { ConfigResolver, configFileIn, discoverFiles, fileErrorText, MAX_MANIFEST_BYTES, ProjectManifests, readRegularFile, toPosix } from '@cmdlint/files';
import { readerInfoOf } from '@cmdlint/readers';
import { rules as coreRules } from '@cmdlint/core';

export { escapeControlCharacters, isJsoncPath, parseDocument, CONFIG_FILE_NAMES, FileLinter, ignoringGlob, isNeverCommandsFile, looksLikeCommandDocument, readsAsCommand, setIndexOf, settingsForFile, takenBackBySet, translationFolderOf };
export { ConfigResolver, configFileIn, discoverFiles, fileErrorText, MAX_MANIFEST_BYTES, ProjectManifests, readRegularFile, toPosix, readerInfoOf, coreRules };

/**
 * The same values as one object, made when the part is loaded (rare-part.ts gives it to the part's
 * require): this module's namespace, made when the linting bundle loaded, cost a getter per value
 * at every start. A test holds its keys to this module's exports.
 */
export function sharedValues(): Record<string, unknown> {
  return { escapeControlCharacters, isJsoncPath, parseDocument, CONFIG_FILE_NAMES, FileLinter, ignoringGlob, isNeverCommandsFile, looksLikeCommandDocument, readsAsCommand, setIndexOf, settingsForFile, takenBackBySet, translationFolderOf, ConfigResolver, configFileIn, discoverFiles, fileErrorText, MAX_MANIFEST_BYTES, ProjectManifests, readRegularFile, toPosix, readerInfoOf, coreRules };
}
