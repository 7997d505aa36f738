// Which language server the extension starts: the one the workspace installed (as vscode-eslint
// uses the workspace's eslint), so that the editor and the project's `cmdlint` agree, or the one
// bundled with the extension. No `vscode` import: this is tested in plain Node.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';

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
 * The workspace folder's installed server: node_modules/@cmdlint/language-server inside the folder,
 * never in a directory above it (trusting a folder is not trusting its parents, whose
 * node_modules anyone with access to them may fill), nor through NODE_PATH or global folders. Its
 * manifest's `bin` must stay inside the package's own directory, and so must the real path of the
 * script and of the package directory itself (a link out of the folder is refused).
 */
export function findWorkspaceServer(folder: string): { module: string; version: string } | undefined {
  const root = resolve(folder);
  const packageDir = join(root, 'node_modules', PACKAGE);
  const manifestPath = join(packageDir, 'package.json');
  if (!existsSync(manifestPath)) return undefined;
  try {
    const realRoot = realpathSync(root);
    const realPackage = realpathSync(packageDir);
    if (!isInside(realPackage, realRoot)) return undefined;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version?: unknown; bin?: unknown };
    const bin = typeof manifest.bin === 'string' ? manifest.bin : (manifest.bin as Record<string, unknown> | undefined)?.[BIN];
    if (typeof bin !== 'string') return undefined;
    const module = resolve(packageDir, bin);
    if (!existsSync(module) || !isInside(module, packageDir) || !isInside(realpathSync(module), realPackage)) return undefined;
    return { module, version: typeof manifest.version === 'string' ? manifest.version : 'unknown' };
  } catch {
    return undefined;
  }
}

/** Whether `path` is inside `dir` (not `dir` itself). */
function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
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
