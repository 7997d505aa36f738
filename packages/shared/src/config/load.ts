// Finding and reading configuration files: from a file's directory upward, the first directory
// with cmdlint.config.json (or .cmdlintrc.json) wins, never above the repository (the first
// directory up that holds .git): a configuration outside the checkout is not the project's, and
// could turn every rule off. Comments are allowed in them.
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parseDocument } from '../text/document.js';
import { readRegularFile } from '../text/read.js';
import { searchUpward } from '../upward.js';
import { CONFIG_FILE_NAMES, ConfigError, validateConfig, type LoadedConfig } from './config.js';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The configuration file for a directory: in it or the nearest directory above, up to the repository's root. */
export function findConfigFile(startDir: string): string | undefined {
  let dir = resolve(startDir);
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = join(dir, name);
      if (isFile(candidate)) return candidate;
    }
    if (existsSync(join(dir, '.git'))) return undefined; // the repository's root: nothing above it applies
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** A configuration is a few hundred bytes; this bounds what a hostile one makes cmdlint read. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/** Reads, parses and checks a configuration file; every problem is a ConfigError. */
export function loadConfigFile(file: string): LoadedConfig {
  const path = resolve(file);
  let bytes: Uint8Array;
  try {
    bytes = readRegularFile(path, MAX_CONFIG_BYTES).bytes;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(`Cannot read the configuration ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message}.`, path);
  }
  const document = parseDocument(bytes, { jsonc: true });
  const problem = document.problems[0];
  if (problem) {
    const { line, character } = document.lines.positionAt(problem.offset);
    throw new ConfigError(`Invalid configuration ${path}:${line + 1}:${character + 1}: ${problem.message}`, path);
  }
  return { file: path, dir: dirname(path), config: validateConfig(document.value, path) };
}

/** The configuration that applies to a file, with one lookup per directory. */
export class ConfigResolver {
  private readonly byDir = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, LoadedConfig>();

  /**
   * @param fixed a configuration for every file (the command line's --config); otherwise each
   * file's is discovered from its directory upward.
   */
  constructor(private readonly fixed?: LoadedConfig) {}

  /** The configuration file that applies in a directory, if any. */
  fileForDirectory(dir: string): string | undefined {
    if (this.fixed) return this.fixed.file;
    // The repository's root ends the search: nothing above it applies (see findConfigFile).
    return searchUpward(resolve(dir), this.byDir, (current) => {
      const found = CONFIG_FILE_NAMES.map((name) => join(current, name)).find(isFile);
      return found !== undefined || existsSync(join(current, '.git')) ? { answer: found } : undefined;
    });
  }

  /** The configuration for a directory; undefined when none applies. Throws ConfigError. */
  forDirectory(dir: string): LoadedConfig | undefined {
    if (this.fixed) return this.fixed;
    const file = this.fileForDirectory(dir);
    if (file === undefined) return undefined;
    let config = this.loaded.get(file);
    if (!config) {
      config = loadConfigFile(file);
      this.loaded.set(file, config);
    }
    return config;
  }

  private lastFileDir: string | undefined;
  private lastFileConfig: LoadedConfig | undefined;

  /** The configuration for a file; undefined when none applies. Throws ConfigError. */
  forFile(path: string): LoadedConfig | undefined {
    // Files come directory by directory: the last directory's answer is kept (for absolute
    // paths: a relative one depends on the working directory).
    const dir = dirname(path);
    if (dir !== this.lastFileDir || !isAbsolute(path)) {
      this.lastFileConfig = this.forDirectory(dirname(resolve(path)));
      this.lastFileDir = dir;
    }
    return this.lastFileConfig;
  }
}
