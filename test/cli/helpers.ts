// Runs the built cmdlint as a separate process, as a user or CI would.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect } from 'vitest';
import { readableCopy } from '../another-user.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN_JS = join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js');

export interface Result {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Spawns packages/cli/bin/cmdlint.js with node (what a package manager's bin link runs; a test of
 * its own runs it by its shebang, test/precommit the one npm installs globally).
 */
export function cmdlint(
  args: string[],
  options: { cwd: string; input?: string | Buffer; env?: Record<string, string>; uid?: number; timeout?: number; bin?: string } & Pick<SpawnSyncOptions, 'gid'>,
): Result {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...options.env };
  // Another user may not reach this checkout (a private clone): it runs a copy it can read.
  const copy = options.uid === undefined || options.bin !== undefined ? undefined : readableCopy(join(ROOT, 'packages', 'cli'));
  try {
    const [command, prefix] = options.bin === undefined ? [process.execPath, [copy?.bin('cmdlint') ?? BIN_JS]] : [options.bin, []];
    const result = spawnSync(command, [...prefix, ...args], {
      cwd: options.cwd,
      input: options.input ?? '',
      env,
      encoding: 'utf8',
      timeout: options.timeout ?? 30_000,
      maxBuffer: 256 * 1024 * 1024,
      ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid }),
    });
    if (result.error) throw result.error;
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  } finally {
    copy?.cleanup();
  }
}

export interface TempProject {
  readonly dir: string;
  /** Writes a file (its folders made), returning its full path. */
  readonly write: (path: string, text: string | Buffer) => string;
  readonly cleanup: () => void;
}

export function tempProject(files: Record<string, string | Buffer> = {}): TempProject {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-e2e-'));
  chmodSync(dir, 0o755);
  const write = (path: string, text: string | Buffer): string => {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    return full;
  };
  for (const [path, text] of Object.entries(files)) write(path, text);
  return { dir, write, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * What makes temporary projects for one test file, each removed after the test that made it.
 * Call it at the file's top level: it registers the afterEach.
 */
export function projectsRemovedAfterEach(): (files?: Record<string, string | Buffer>) => TempProject {
  let made: TempProject[] = [];
  afterEach(() => {
    for (const project of made) project.cleanup();
    made = [];
  });
  return (files = {}) => {
    const project = tempProject(files);
    made.push(project);
    return project;
  };
}

/** `body` on a temporary project holding `files`, which is removed afterwards, whatever happened. */
export function inTempProject<T>(files: Record<string, string | Buffer>, body: (project: TempProject) => T): T {
  const project = tempProject(files);
  try {
    return body(project);
  } finally {
    project.cleanup();
  }
}

export const BAD = `{
  "name": "Ping",
  "description": "Pong",
  "options": [
    { "name": "a", "type": 3, "description": "x" },
    { "name": "b", "type": 3, "description": "y", "required": true }
  ],
  "default_member_permissions": 8
}
`;

export const GOOD = '{ "name": "ping", "description": "Pong" }\n';
export const WARN = '{ "name": "ping", "description": "Pong", "dm_permission": false }\n';

export interface JsonResult {
  filePath: string;
  messages: { ruleId: string; severity: 1 | 2; message: string; line: number; column: number; endLine: number; endColumn: number; fix?: { range: [number, number]; text: string }; fatal?: boolean }[];
  errorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
  output?: string;
}

export function parseJsonOutput(stdout: string): JsonResult[] {
  return JSON.parse(stdout) as JsonResult[];
}

/** A run refused as a usage error (exit code 2) whose stderr says each of `parts`. */
export function expectRefused(result: { code: number | null; stderr: string }, ...parts: string[]): void {
  expect(result.code, result.stderr).toBe(2);
  for (const part of parts) expect(result.stderr).toContain(part);
}
