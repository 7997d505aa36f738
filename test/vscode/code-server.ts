// A real VS Code for the end-to-end test: code-server from npm, installed once into a cache under
// node_modules/.cache (ignored), with the packed .vsix installed, listening on 127.0.0.1 on a free
// port with auth none, its user data and extensions in a temporary folder.
//
// code-server's install builds VS Code's native modules (node-gyp: g++, make, python3, and
// Debian's libkrb5-dev for kerberos) and would download ripgrep from GitHub, which this machine
// cannot reach: its download cache is seeded with Debian's ripgrep (/usr/bin/rg) instead.
// 4.100.3 is the last code-server that runs on Node 20 (4.103 wants Node 22).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withoutPackageManagerSettings } from '../npm-env.js';

export const CODE_SERVER_VERSION = '4.100.3';
const RIPGREP_PACKAGE_VERSION = '1.15.11';
const RIPGREP_ASSET = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';

export const ROOT = join(__dirname, '..', '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'cmdlint-code-server', CODE_SERVER_VERSION);
const ENTRY = join(CACHE, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
/** Written once the install succeeded, with how long it took. */
const DONE = join(CACHE, 'installed.json');

/** Why code-server cannot be installed or run here, or undefined when it can. */
export function missingRequirement(): string | undefined {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== 20) return `code-server ${CODE_SERVER_VERSION} runs on Node 20 only; this is Node ${process.versions.node}`;
  if (!existsSync('/usr/bin/chromium')) return 'no Chromium at /usr/bin/chromium (apt-get install -y chromium)';
  if (!existsSync('/usr/bin/rg')) return "no ripgrep at /usr/bin/rg (apt-get install -y ripgrep): code-server's install would download it from GitHub";
  if (!existsSync('/usr/include/gssapi/gssapi.h')) return 'no Kerberos headers (apt-get install -y libkrb5-dev): code-server builds its kerberos module';
  return undefined;
}

export function isInstalled(): boolean {
  return existsSync(DONE) && existsSync(ENTRY);
}

/** Installs code-server into the cache (unless there already); returns the seconds it took, 0 when cached. */
export function installCodeServer(): number {
  if (isInstalled()) return 0;
  rmSync(CACHE, { recursive: true, force: true });
  const tmp = join(CACHE, 'tmp');
  const ripgrepCache = join(tmp, `vscode-ripgrep-cache-${RIPGREP_PACKAGE_VERSION}`);
  mkdirSync(ripgrepCache, { recursive: true });
  const rg = join(tmp, 'rg');
  copyFileSync('/usr/bin/rg', rg);
  execFileSync('tar', ['czf', join(ripgrepCache, RIPGREP_ASSET), '-C', tmp, 'rg']);
  writeFileSync(join(CACHE, 'package.json'), '{ "private": true }\n');
  const started = performance.now();
  try {
    execFileSync('npm', ['install', `code-server@${CODE_SERVER_VERSION}`, '--no-audit', '--no-fund', '--no-save', '--foreground-scripts'], {
      cwd: CACHE,
      // As root npm runs install scripts only with unsafe-perm (code-server's postinstall says so).
      // node-pty's post-install runs `npx node-gyp`: yes lets npx fetch it without a prompt.
      env: { ...withoutPackageManagerSettings(process.env), TMPDIR: tmp, npm_config_unsafe_perm: 'true', npm_config_yes: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    const tail = `${stdout?.toString() ?? ''}\n${stderr?.toString() ?? ''}`.split('\n').filter((line) => !line.startsWith('npm warn')).slice(-30).join('\n');
    throw new Error(`npm install code-server@${CODE_SERVER_VERSION} failed:\n${tail}`);
  }
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(DONE, `${JSON.stringify({ version: CODE_SERVER_VERSION, seconds: Math.round(seconds) })}\n`);
  return seconds;
}

export function installSeconds(): number | undefined {
  return existsSync(DONE) ? (JSON.parse(readFileSync(DONE, 'utf8')) as { seconds: number }).seconds : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface CodeServer {
  readonly url: string;
  readonly dir: string;
  readonly log: () => string;
  stop(): Promise<void>;
}

/** Runs code-server's CLI (e.g. --install-extension) with the folders of `dir`. */
export function codeServerCli(dir: string, args: string[]): string {
  return execFileSync(process.execPath, [ENTRY, '--user-data-dir', join(dir, 'user-data'), '--extensions-dir', join(dir, 'extensions'), ...args], { encoding: 'utf8', stdio: 'pipe', timeout: 120_000 });
}

/** A folder for one code-server: user data (with `settings`), extensions. */
export function codeServerHome(settings: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-code-server-'));
  mkdirSync(join(dir, 'user-data', 'User'), { recursive: true });
  writeFileSync(join(dir, 'user-data', 'User', 'settings.json'), JSON.stringify(settings, null, 2));
  return dir;
}

/** Starts code-server on a free port of 127.0.0.1 and waits until it answers. */
export async function startCodeServer(dir: string): Promise<CodeServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [ENTRY, '--bind-addr', `127.0.0.1:${port}`, '--auth', 'none', '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--user-data-dir', join(dir, 'user-data'), '--extensions-dir', join(dir, 'extensions')],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PASSWORD: '' } },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready when its HTTP server answers (it says so in its log first).
  for (;;) {
    if (child.exitCode !== null) throw new Error(`code-server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dir,
    log: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
