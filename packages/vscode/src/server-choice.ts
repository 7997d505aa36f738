// Which language server the extension starts: the one the workspace installed (as vscode-eslint
// uses the workspace's eslint), so that the editor and the project's `cmdlint` agree, or the one
// bundled with the extension. No `vscode` import: this is tested in plain Node.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export type ServerSetting = 'auto' | 'workspace' | 'bundled';

export interface ServerChoice {
  /** The script to fork (it takes --node-ipc). */
  readonly module: string;
  readonly source: 'workspace' | 'bundled';
  readonly version: string;
  /** One line for the output channel: what was chosen and why. */
  readonly reason: string;
}

export interface BundledServer {
  readonly module: string;
  readonly version: string;
}

const PACKAGE = '@cmdlint/language-server';
const BIN = 'cmdlint-language-server';

/**
 * The workspace folder's installed server: node_modules/@cmdlint/language-server in the folder or a
 * directory above it, as Node's resolution walks, but never through NODE_PATH or global folders
 * (those are not the workspace's).
 */
export function findWorkspaceServer(folder: string): { module: string; version: string } | undefined {
  let manifestPath: string | undefined;
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', PACKAGE, 'package.json');
    if (existsSync(candidate)) {
      manifestPath = candidate;
      break;
    }
    if (dirname(dir) === dir) return undefined;
  }
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version?: unknown; bin?: unknown };
    const bin = typeof manifest.bin === 'string' ? manifest.bin : (manifest.bin as Record<string, unknown> | undefined)?.[BIN];
    if (typeof bin !== 'string') return undefined;
    const module = resolve(dirname(manifestPath), bin);
    if (!existsSync(module)) return undefined;
    return { module, version: typeof manifest.version === 'string' ? manifest.version : 'unknown' };
  } catch {
    return undefined;
  }
}

export function chooseServer(setting: ServerSetting, folders: readonly string[], bundled: BundledServer, trusted: boolean): ServerChoice {
  const fromBundle = (why: string): ServerChoice => ({ ...bundled, source: 'bundled', reason: `cmdlint language server ${bundled.version} (bundled with the extension): ${why}` });
  if (setting === 'bundled') return fromBundle('cmdlint.server is "bundled"');
  // Running a workspace's code in a workspace the user has not trusted would run whatever it ships.
  if (!trusted) return fromBundle('the workspace is not trusted, so its installed server is not run');
  for (const folder of folders) {
    const found = findWorkspaceServer(folder);
    if (found) return { ...found, source: 'workspace', reason: `cmdlint language server ${found.version} (installed in the workspace: ${found.module})` };
  }
  return fromBundle(setting === 'workspace'
    ? `cmdlint.server is "workspace" but no folder has ${PACKAGE} installed (npm install --save-dev ${PACKAGE})`
    : `no workspace folder has ${PACKAGE} installed`);
}
