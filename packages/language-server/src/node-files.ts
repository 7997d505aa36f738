// The workspace's file reads on Node: configuration files, the sets' files and their texts.
import { statSync } from 'node:fs';
import { ConfigResolver, discoverSetFiles, readDocument } from '@cmdlint/shared';
import type { WorkspaceFiles } from './service/files.js';

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
  readDocument: (path) => readDocument(path),
};
