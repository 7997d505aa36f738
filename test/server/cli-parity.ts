// The built server over stdio against the built CLI on the same files: a server started as an
// editor starts it (sources on, no debounce), and both sides' diagnostics as `[rule, line,
// column, message]`, 0-based as LSP positions are.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { overProcess, type TestClient } from '../../packages/language-server/test/client.js';
import { CLI_BIN, ROOT, SERVER_BIN } from './helpers.js';

type PublishDiagnosticsParams = Awaited<ReturnType<TestClient['diagnostics']>>;
type Seen = [rule: string, line: number, column: number, message: string];

/** The built server on stdio, initialized on `dir`; each thing to undo is handed to `cleanups`. */
export async function stdioServer(dir: string, cleanups: (() => void)[]): Promise<{ child: ChildProcess; client: TestClient }> {
  const child = spawn(process.execPath, [SERVER_BIN, '--stdio'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
  cleanups.push(() => child.kill());
  const client = overProcess(child, 'stdio');
  client.settings = { debounceMs: 0, sources: 'on' };
  await client.initialize({ rootPath: dir });
  return { child, client };
}

/** What the built CLI prints for `file` in `dir`. */
export function cliSays(dir: string, file: string): Seen[] {
  const run = spawnSync(process.execPath, [CLI_BIN, '--format', 'json', file], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  const [report] = JSON.parse(run.stdout) as { messages: { ruleId: string; line: number; column: number; message: string }[] }[];
  return report!.messages.map((m) => [m.ruleId, m.line - 1, m.column - 1, m.message]);
}

const serverSays = (published: PublishDiagnosticsParams): Seen[] => published.diagnostics.map((d) => [String(d.code), d.range.start.line, d.range.start.character, d.message]);

/** A test of a publication: the server says exactly `expected`. */
export const says = (expected: Seen[]) => (published: PublishDiagnosticsParams): boolean => JSON.stringify(serverSays(published)) === JSON.stringify(expected);
