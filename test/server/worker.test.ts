// The lint thread of the language server (the built dist/lint-worker.js), driven through a real
// client connection: with every document sent there (threshold 0) the server publishes what it
// publishes linting on its own thread, for a lone file, a set across files, a .jsonc file, a
// broken configuration, a sniffed file that is no commands; fix all is the command line's --fix;
// a worker that runs out of memory or outlives its deadline costs one lint (a 'lint-failed'
// diagnostic), never the server, and the next lint gets a new worker.
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { fixFiles } from '@cmdlint/linter';
import type { Diagnostic } from '../../packages/language-server/test/client.js';
import { applyLspEdits, BAN_JS, editsFor, GOOD, PING_TS, PLAIN_JS, POLL } from '../../packages/language-server/test/helpers.js';
import { range, sessions, type Session } from '../../packages/language-server/test/session.js';
import type { ServerOptions } from '../../packages/language-server/src/index.js';
import { overProcess, positionOf } from '../../packages/language-server/test/client.js';
import { tempProject } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, exited, ROOT, SERVER_BIN, spawnServer, VSIX_SERVER } from './helpers.js';

beforeAll(() => ensureServerBuilt(), 300_000);

const WORKER = join(ROOT, 'packages', 'language-server', 'dist', 'lint-worker.js');
const start = sessions();
const onWorker = (extra: NonNullable<ServerOptions['lintWorker']> = {}): ServerOptions => ({ lintWorker: { file: WORKER, threshold: 0, ...extra } });
const onThisThread: ServerOptions = { lintWorker: { file: null } };

/** What a user sees of diagnostics, the project's temporary folder named alike. */
const shown = (diagnostics: readonly Diagnostic[], dir: string) => diagnostics.map((d) => [d.code, d.severity, d.message.split(dir).join('<project>'), d.range]);

const SET_CONFIG = JSON.stringify({ sets: [{ files: ['commands/*.json'] }] });
const SAME_NAME = '{ "name": "poll", "description": "Another poll" }\n';

/** What each server publishes for the same documents, opened in order; the last published per document. */
async function publishedBy(server: ServerOptions, files: Record<string, string>, open: readonly [string, string, string?][], settings: Record<string, unknown> = {}): Promise<{ session: Session; published: Map<string, Diagnostic[]> }> {
  const session = await start({ files, server, settings: { debounceMs: 0, ...settings } });
  const published = new Map<string, Diagnostic[]>();
  for (const [relative, text, languageId] of open) {
    const uri = session.project.uri(relative);
    await session.client.open(uri, text, languageId);
    published.set(relative, (await session.client.diagnostics(uri, { version: 1 })).diagnostics);
  }
  return { session, published };
}

describe('the lint thread publishes what the server\'s own thread does', () => {
  const cases: [string, Record<string, string>, [string, string, string?][]][] = [
    ['a lone file with problems', {}, [['poll.json', POLL]]],
    ['a clean file', {}, [['good.json', GOOD]]],
    ['a .jsonc file with a comment', {}, [['poll.jsonc', `// a comment\n${POLL}`]]],
    ['a set across files (one on disk only)', { 'cmdlint.config.json': SET_CONFIG, 'commands/disk.json': SAME_NAME }, [['commands/poll.json', POLL], ['commands/other.json', SAME_NAME]]],
    ['a broken configuration', { 'cmdlint.config.json': '{ "sets": 5 }' }, [['poll.json', POLL]]],
    ['a file that does not parse', {}, [['broken.json', '{ "name": "ping", "description": ']]],
  ];
  for (const [what, files, open] of cases) {
    test(what, async () => {
      const here = await publishedBy(onThisThread, files, open);
      const there = await publishedBy(onWorker(), files, open);
      expect(here.session.server.linting.workersStarted).toBe(0);
      // A broken configuration is found on the server's thread, before any lint.
      expect(there.session.server.linting.workersStarted).toBe(what === 'a broken configuration' ? 0 : 1);
      for (const [relative] of open) expect(shown(there.published.get(relative)!, there.session.project.dir), relative).toEqual(shown(here.published.get(relative)!, here.session.project.dir));
      // Not vacuous: the cases with problems have them.
      if (open[0]![1] === POLL) expect(there.published.get(open[0]![0])!.length).toBeGreaterThan(0);
    });
  }

  describe('JavaScript and TypeScript documents (sources: "on")', () => {
    const SOURCE_SET = JSON.stringify({ sets: [{ files: ['commands/*.js', 'commands/*.json'] }] });
    const sourceCases: [string, Record<string, string>, [string, string, string?][]][] = [
      ['a builder file', {}, [['ban.js', BAN_JS, 'javascript']]],
      ['a TypeScript literal', {}, [['ping.ts', PING_TS, 'typescript']]],
      ['a set of a source on disk, an open source and an open JSON file', { 'cmdlint.config.json': SOURCE_SET, 'commands/disk.js': BAN_JS.replace("'Ban'", "'poll'") }, [['commands/poll.json', POLL], ['commands/ban.js', BAN_JS, 'javascript']]],
    ];
    for (const [what, files, open] of sourceCases) {
      test(what, async () => {
        const here = await publishedBy(onThisThread, files, open, { sources: 'on' });
        const there = await publishedBy(onWorker(), files, open, { sources: 'on' });
        expect(there.session.server.linting.workersStarted).toBe(1);
        for (const [relative] of open) {
          expect(there.published.get(relative)!.length, relative).toBeGreaterThan(0);
          expect(shown(there.published.get(relative)!, there.session.project.dir), relative).toEqual(shown(here.published.get(relative)!, here.session.project.dir));
        }
        if (open.length > 1) expect(there.published.get('commands/poll.json')!.map((d) => d.code)).toContain('unique-command-name');
      });
    }

    test('a source is never read on the server\'s thread: its hover comes from its lint there', async () => {
      const { session } = await publishedBy(onWorker({ threshold: Number.MAX_SAFE_INTEGER }), {}, [['ban.js', BAN_JS, 'javascript']], { sources: 'on', debounceMs: 60_000 });
      // A source goes there whatever its size.
      expect(session.server.linting.workersStarted).toBe(1);
      const uri = session.project.uri('ban.js');
      const hover = await session.client.hover(uri, positionOf(BAN_JS, "'Ban'", 1));
      expect((hover?.contents as { value: string }).value.split('\n')[0]).toBe('**command /Ban**: 81 / 8 000 characters');
      expect(session.server.textOf(uri)!.isParsed).toBe(false);
      // A newer version has no lint yet (a minute of debounce): nothing, rather than the older version's places.
      await session.client.change(uri, [{ range: range(0, 0, 0, 0), text: '\n' }]);
      expect(await session.client.hover(uri, positionOf(BAN_JS, "'Ban'", 1))).toBeNull();
    });

    test('a source that defines no commands is not linted there', async () => {
      const { session } = await publishedBy(onWorker(), {}, [['ban.js', BAN_JS, 'javascript']], { sources: 'on' });
      const uri = session.project.uri('util.js');
      await session.client.open(uri, PLAIN_JS, 'javascript');
      const after = session.project.uri('after.js');
      await session.client.open(after, BAN_JS, 'javascript');
      await session.client.diagnostics(after, { version: 1 });
      expect(session.client.published.filter((p) => p.uri === uri)).toEqual([]);
    });
  });

  test('a sniffed document that is no commands is not linted there either', async () => {
    const { session } = await publishedBy(onWorker(), {}, [['poll.json', POLL]]);
    const uri = session.project.uri('data.json');
    await session.client.open(uri, '{ "colour": "blue" }\n');
    // Then a commands file after it: once it is published, the data file's lint (queued before it) is done.
    const after = session.project.uri('after.json');
    await session.client.open(after, POLL);
    await session.client.diagnostics(after, { version: 1 });
    expect(session.client.published.filter((p) => p.uri === uri)).toEqual([]);
    expect(session.server.linting.workersStarted).toBe(1);
  });

  test('quick fixes come from the worker\'s report; fix all is the command line\'s --fix', async () => {
    const { session } = await publishedBy(onWorker(), {}, [['poll.json', POLL]]);
    const uri = session.project.uri('poll.json');
    const fixes = await session.client.codeActions(uri, range(2, 11, 2, 11), ['quickfix']);
    expect(editsFor(fixes[0]!.edit, uri)).toEqual([{ range: range(2, 10, 2, 13), newText: '1' }]);
    const [action] = await session.client.codeActions(uri, range(0, 0, 0, 0), ['source.fixAll']);
    const [expected] = fixFiles([{ path: session.project.path('poll.json'), text: POLL }]);
    expect(applyLspEdits(POLL, editsFor(action!.edit, uri))).toBe(expected!.output);
  });
});

describe('a worker that fails costs one lint, never the server', () => {
  /** A document (2 MB) that needs more than 32 MB of heap to lint. */
  const big = `[${Array.from({ length: 20_000 }, (_, i) => JSON.stringify({ name: `c${i}`, description: 'A command', options: [{ type: 3, name: 'Question', description: 'What' }] })).join(',\n')}]\n`;

  test('out of memory: a lint-failed diagnostic, the server answers, the next lint runs on a new worker', async () => {
    const { client, server, project } = await start({ server: onWorker({ limits: (characters, limits) => ({ ...limits, memoryMb: characters > 1_000_000 ? 24 : limits.memoryMb }) }) });
    const uri = project.uri('big.json');
    await client.open(uri, big);
    const failed = await client.diagnostics(uri, { version: 1, timeout: 30_000 });
    expect(failed.diagnostics).toEqual([expect.objectContaining({ code: 'lint-failed', severity: 1, message: expect.stringMatching(/^cmdlint could not lint this document: the lint needed more than 24 MB of memory, the limit for this document \(the cmdlint\.lintMemoryMb setting\)\. /) })]);
    expect(await client.hover(uri, { line: 0, character: 3 })).not.toBeUndefined();
    // A small document fits: the new worker lints it.
    const small = project.uri('poll.json');
    await client.open(small, POLL);
    expect((await client.diagnostics(small, { version: 1, timeout: 30_000 })).diagnostics.map((d) => d.code)).toContain('number-as-string');
    expect(server.linting.workersStarted).toBe(2);
  });

  test('past its deadline (a hang): a lint-failed diagnostic that says so, and a new worker after it', async () => {
    let deadline = 1;
    const { client, server, project } = await start({ server: onWorker({ limits: (_characters, limits) => ({ ...limits, timeMs: deadline }) }) });
    const uri = project.uri('big.json');
    await client.open(uri, big);
    const failed = await client.diagnostics(uri, { version: 1, timeout: 30_000 });
    expect(failed.diagnostics).toEqual([expect.objectContaining({ code: 'lint-failed', message: expect.stringContaining('the lint took longer than 0 seconds, the limit for this document (the cmdlint.lintTimeoutMs setting)') })]);
    deadline = 60_000;
    const v2 = await client.change(uri, [{ text: POLL }]);
    expect((await client.diagnostics(uri, { version: v2, timeout: 30_000 })).diagnostics.map((d) => d.code)).toContain('number-as-string');
    expect(server.linting.workersStarted).toBe(2);
  });
});

describe('the built servers find their lint thread beside them', () => {
  // A bulk of 2.1 million characters: past the threshold, so linted on the worker. Its first command's name is not lowercase.
  const big = `[{ "name": "Bad", "description": "x" }, ${Array.from({ length: 13_000 }, (_, i) => JSON.stringify({ name: `c${i}`, description: 'A command', options: [{ type: 3, name: 'question', description: 'What to ask' }] }, null, 2)).join(',\n')}]\n`;
  for (const [what, script] of [
    ['the package\'s bin (dist/index.js, ES module)', SERVER_BIN],
    ['the VS Code folder\'s server (dist/server.cjs, CommonJS)', VSIX_SERVER],
  ] as const) {
    test(what, async () => {
      expect(big.length).toBeGreaterThan(2_000_000);
      const project = tempProject();
      const child = spawnServer(script, ['--stdio']);
      const client = overProcess(child, 'stdio');
      try {
        client.settings = { debounceMs: 0 };
        await client.initialize({ rootPath: project.dir });
        const uri = project.uri('big.json');
        await client.open(uri, big);
        const published = await client.diagnostics(uri, { version: 1, timeout: 60_000 });
        expect(client.logs.some((line) => line.includes(`linting ${uri} version 1`) && line.includes('in the lint process'))).toBe(true);
        expect(published.diagnostics.map((d) => d.code)).toContain('name-lowercase');
        expect(published.diagnostics.map((d) => d.code)).not.toContain('lint-failed');
        await client.shutdown();
        await client.connection.sendNotification('exit');
        expect(await exited(child)).toBe(0);
      } finally {
        client.dispose();
        child.kill('SIGKILL');
        project.cleanup();
      }
    }, 90_000);
  }
});
