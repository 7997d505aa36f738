// The workspace's file reads on Node: configuration files, the sets' files and their texts.
import { statSync } from 'node:fs';
import { type JsonDocument } from '@cmdlint/text';
import { ConfigResolver, discoverSetFiles, readDocument, readRegularFile } from '@cmdlint/files';
import { readerInfoOf } from '@cmdlint/readers';
import type { WorkspaceFiles } from './service/files.js';
import { readSourceText } from './service/sources.js';

/**
 * A file on disk as the command line reads it: a JavaScript or TypeScript file as a source, else
 * as JSON; only a regular file, and none above the size cmdlint reads (the guarded reader throws
 * why, before reading a byte of it).
 */
export function readFileDocument(path: string): JsonDocument {
  return readerInfoOf(path) !== undefined ? readSourceText(readRegularFile(path).bytes, path) : readDocument(path);
}

export const nodeFiles: WorkspaceFiles = {
  configResolver: () => new ConfigResolver(),
  setFiles: (config, configs) => discoverSetFiles(config, { cwd: config.dir, configs, errorOnUnmatchedPattern: false }).files.map((file) => file.path),
  stat(path) {
    try {
      return statSync(path);
    } catch {
      return undefined;
    }
  },
  // A set's JavaScript or TypeScript file is read as a source, as the command line reads it.
  readDocument: readFileDocument,
};
