// What the workspace reads from disk, given to it rather than imported: the service itself never
// touches node:fs, so it runs wherever its caller can answer these (see ../node-files.ts for Node's).
import type { JsonDocument } from '@cmdlint/text';
import type { LoadedConfig } from '@cmdlint/linter';
import type { ConfigResolver } from '@cmdlint/files';

export interface WorkspaceFiles {
  /** A new resolver of configuration files (it reads them when asked). */
  configResolver(): ConfigResolver;
  /** The paths of the files the sets of a configuration take, as `cmdlint` without arguments finds them. */
  setFiles(config: LoadedConfig, configs: ConfigResolver): readonly string[];
  /** Size and modification time of a file, or undefined when it cannot be seen. */
  stat(path: string): { readonly mtimeMs: number; readonly size: number } | undefined;
  /** A file parsed as the command line reads it; throws when it cannot be read. */
  readDocument(path: string): JsonDocument;
}
