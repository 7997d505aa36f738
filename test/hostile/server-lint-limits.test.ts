// Hostile JavaScript and TypeScript documents through the built language server over stdio: their
// lint runs in the lint process, bounded in memory and time, so that a document which takes all
// the memory its lint is allowed (doubling spreads, a big source under a low limit), all the time
// (a big source under a limit of a few runs of the command line) or crashes the native parser
// (40 KB of nesting) costs one diagnostic that says why, never the server: it goes on answering,
// within a ratio of the hovers it answered before, in the same run. A set's file on disk is read
// by the guarded reader: a 1.5 GB sparse file is refused with its message, never read.
import { spawn, type ChildProcess } from 'node:child_process';
import { truncateSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { overProcess, type Diagnostic, type TestClient } from '../../packages/language-server/test/client.js';
import { BAN_JS, POLL, tempProject, type Project } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, SERVER_BIN } from '../server/helpers.js';
import { deadline } from './deadline.js';

beforeAll(() => ensureServerBuilt(), deadline(3000));

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

/** A TypeScript command body (read as one by its type) with `choices`, after `declarations`. */
function typedCommand(declarations: string, choices: string): string {
  return `import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';\n${declarations}\nexport const data = { name: 'pick', description: 'Picks', options: [{ type: 3, name: 'choice', description: 'One', choices: ${choices} }] } satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;\n`;
}

/** `const a1 = [...a0, ...a0]`, `levels` times: 2^levels choices from a few hundred bytes. */
function doublingSpreads(levels: number): string {
  const lines = ["const a0 = [{ name: 'x', value: 'x' }];"];
  for (let i = 1; i <= levels; i++) lines.push(`const a${i} = [...a${i - 1}, ...a${i - 1}];`);
  return typedCommand(lines.join('\n'), `a${levels}`);
}

/** One constant read `reads` times, in a command's choices (each read re-resolved every reference: N²). */
function manyReads(reads: number): string {
  return typedCommand("const C = { name: 'c', value: 'c' };", `[${Array.from({ length: reads }, () => 'C').join(',')}]`);
}

/** About `bytes` of builder chains: a source that takes its time and memory because it is big. */
function bigSource(bytes: number): string {
  const lines = ["import { SlashCommandBuilder } from 'discord.js';"];
  let length = lines[0]!.length;
  for (let i = 0; length < bytes; i++) {
    const line = `export const c${i} = new SlashCommandBuilder().setName('c${i}').setDescription('Command number ${i}');`;
    lines.push(line);
    length += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

/** `depth` levels of nested arrays: the parser recursed on the native stack, and crashed. */
function nested(depth: number): string {
  return `export const data = ${'['.repeat(depth)}${']'.repeat(depth)};\n`;
}

interface Server {
  readonly child: ChildProcess;
  readonly client: TestClient;
  readonly project: Project;
  /** Whether the server's process ended. */
  readonly exited: () => boolean;
}

async function startServer(settings: Record<string, unknown>, files: Record<string, string> = {}): Promise<Server> {
  const project = tempProject({ 'poll.json': POLL, ...files });
  cleanups.push(() => project.cleanup());
  const child = spawn(process.execPath, [SERVER_BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
  let exited = false;
  child.once('exit', () => (exited = true));
  cleanups.push(() => child.kill('SIGKILL'));
  const client = overProcess(child, 'stdio');
  cleanups.push(() => client.dispose());
  client.settings = { debounceMs: 0, sources: 'on', ...settings };
  await client.initialize({ rootPath: project.dir });
  // A JSON document the server answers for throughout (linted on its own thread).
  await client.open(project.uri('poll.json'), POLL);
  await client.diagnostics(project.uri('poll.json'), { version: 1, timeout: deadline(100) });
  return { child, client, project, exited: () => exited };
}

const POLL_NAME = { line: 1, character: 12 };

/** A hover on the JSON document: answered, with its budget. */
async function budgetHover(server: Server): Promise<number> {
  const started = performance.now();
  const hover = await server.client.hover(server.project.uri('poll.json'), POLL_NAME);
  expect((hover?.contents as { value?: string } | undefined)?.value).toMatch(/^\*\*command \/poll\*\*/);
  return performance.now() - started;
}

/** The one diagnostic a document gets when its lint failed, and its message. */
function lintFailure(diagnostics: readonly Diagnostic[]): string | undefined {
  expect(diagnostics.filter((d) => d.code === 'lint-failed').length).toBeLessThanOrEqual(1);
  const failed = diagnostics.find((d) => d.code === 'lint-failed');
  if (failed) expect(diagnostics).toHaveLength(1);
  return failed?.message;
}

describe('memory: the lint process reaches its limit, the server answers', () => {
  it('doubling spreads (a 1 KB document that took the server past 1.5 GB) lint within 64 MB', async () => {
    // The evaluator's size budget makes the doubled value unknown: nothing is judged of it, and
    // the lint ends within the least memory allowed (the big source below still needs more).
    const server = await startServer({ lintMemoryMb: 64, lintTimeoutMs: 600_000 });
    const uri = server.project.uri('spreads.ts');
    await server.client.open(uri, doublingSpreads(20), 'typescript');
    const published = await server.client.diagnostics(uri, { version: 1, timeout: deadline(600) });
    expect(lintFailure(published.diagnostics)).toBeUndefined();
    expect(published.diagnostics.filter((d) => d.severity === 1)).toEqual([]);
    await budgetHover(server);
    // The next source gets a new lint process, and its lint.
    const ban = server.project.uri('ban.js');
    await server.client.open(ban, BAN_JS, 'javascript');
    expect((await server.client.diagnostics(ban, { version: 1, timeout: deadline(300) })).diagnostics.map((d) => d.code)).toContain('name-lowercase');
    expect(server.exited()).toBe(false);
  }, deadline(1500));

  it('a big source under a low limit (needs the memory because it is big)', async () => {
    const server = await startServer({ lintMemoryMb: 64, lintTimeoutMs: 600_000 });
    const uri = server.project.uri('big.js');
    await server.client.open(uri, bigSource(3_000_000), 'javascript');
    const published = await server.client.diagnostics(uri, { version: 1, timeout: deadline(600) });
    expect(lintFailure(published.diagnostics)).toContain('the lint needed more than 64 MB of memory');
    await budgetHover(server);
    expect(server.exited()).toBe(false);
  }, deadline(1500));
});

describe('time: the lint process is ended past its time, and hovers never wait for it', () => {
  /** Hovers on the JSON document until the source's diagnostics come; their latencies, those answered before the diagnostics. */
  async function hoversUntilPublished(server: Server, uri: string): Promise<{ during: number[]; published: Diagnostic[] }> {
    let done = false;
    const diagnostics = server.client.diagnostics(uri, { version: 1, timeout: deadline(900) }).then((p) => {
      done = true;
      return p;
    });
    const during: number[] = [];
    while (!done) {
      const latency = await budgetHover(server);
      if (!done) during.push(latency);
      // The source itself: no result yet, so nothing, at once (its lint is not waited for).
      const started = performance.now();
      expect(await server.client.hover(uri, { line: 1, character: 30 })).toBeNull();
      if (!done) during.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { during, published: (await diagnostics).diagnostics };
  }

  it('a constant read 15 000 times (each read re-resolved every reference: 12-14 s) is linted as any document now', async () => {
    const server = await startServer({});
    const uri = server.project.uri('reads.ts');
    await server.client.open(uri, manyReads(15_000), 'typescript');
    const published = await server.client.diagnostics(uri, { version: 1, timeout: deadline(600) });
    expect(lintFailure(published.diagnostics)).toBeUndefined();
    expect(server.exited()).toBe(false);
  }, deadline(1500));

  it('a big source under a limit of four runs of the command line: the time diagnostic; hovers meanwhile within a ratio of those before', async () => {
    // Its lint takes some 15 runs of the command line (1.9 s against 0.13 s on a quiet machine):
    // the limit ends it, however fast the machine. (It was a constant read 15 000 times, which took
    // 12-14 s while each read re-resolved every reference, and a fraction of a second since.)
    const timeMs = Math.max(400, deadline(4));
    const server = await startServer({ lintTimeoutMs: timeMs });
    const before: number[] = [];
    for (let i = 0; i < 5; i++) before.push(await budgetHover(server));
    const baseline = before.sort((a, b) => a - b)[2]!;
    const uri = server.project.uri('big.js');
    await server.client.open(uri, bigSource(3_000_000), 'javascript');
    const { during, published } = await hoversUntilPublished(server, uri);
    expect(lintFailure(published)).toMatch(/^cmdlint could not lint this document: the lint took longer than [\d.]+ seconds?, the limit for this document \(the cmdlint\.lintTimeoutMs setting\)\./);
    console.log(`hovers during the lint: ${during.length}, latencies ${during.map(Math.round).join(', ')} ms; before: ${before.map(Math.round).join(', ')} ms`);
    expect(during.length).toBeGreaterThanOrEqual(4);
    // Not waiting for a lint of seconds: about as quick as before it, with room for a loaded machine.
    expect(Math.max(...during)).toBeLessThan(Math.max(20 * baseline, deadline(2)));
    expect(server.exited()).toBe(false);
  }, deadline(1500));

  it('a big source under a low limit (slow because it is big): the time diagnostic, the server answers', async () => {
    const server = await startServer({ lintTimeoutMs: 100 });
    const uri = server.project.uri('big.js');
    await server.client.open(uri, bigSource(3_000_000), 'javascript');
    const { published } = await hoversUntilPublished(server, uri);
    expect(lintFailure(published)).toContain('the lint took longer than 0.3 seconds');
    expect(server.exited()).toBe(false);
  }, deadline(1500));
});

describe('a crash of the lint costs one lint', () => {
  it('40 KB of nesting (the native parser overflowed its stack and ended the server 0.2 s after the open)', async () => {
    const server = await startServer({});
    const uri = server.project.uri('nested.js');
    await server.client.open(uri, nested(20_000), 'javascript');
    const published = await server.client.diagnostics(uri, { version: 1, timeout: deadline(600) });
    // The bound on nesting refuses it before the parser sees it, and the editor shows why.
    expect(published.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('nests deeper than cmdlint reads')]);
    expect(lintFailure(published.diagnostics)).toBeUndefined();
    await budgetHover(server);
    expect(server.exited()).toBe(false);
  }, deadline(1500));
});

describe('a set\'s files on disk go through the guarded reader', () => {
  it('a 1.5 GB sparse source of the set is refused with its message, never read; the rest of the set is linted', async () => {
    const server = await startServer({}, {
      'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['commands/*.js', 'commands/*.json'] }] }),
      'commands/ping.json': '{ "name": "ping", "description": "Pong" }\n',
    });
    const huge = server.project.write('commands/huge.js', '');
    truncateSync(huge, 1.5 * 1024 ** 3);
    for (const [relative, text, languageId] of [['commands/ban.js', BAN_JS, 'javascript'], ['commands/poll.json', POLL, 'json']] as const) {
      const uri = server.project.uri(relative);
      await server.client.open(uri, text, languageId);
      const published = await server.client.diagnostics(uri, { version: 1, timeout: deadline(300) });
      expect(published.diagnostics.length, relative).toBeGreaterThan(0);
      expect(lintFailure(published.diagnostics), relative).toBeUndefined();
    }
    expect(server.client.logs).toContain(`cmdlint: Cannot read ${huge}: it is larger than 128 MiB, the most cmdlint reads. The set is linted without it.`);
    await budgetHover(server);
  }, deadline(1500));
});
