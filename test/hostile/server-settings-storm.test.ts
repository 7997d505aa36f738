// Issue 24, item 16 (the server's part): 200 open documents and 5000
// workspace/didChangeConfiguration notifications left the built server answering nothing for over
// a minute: every notification dropped the settings and re-linted every document, and each lint
// asked the client for its settings again. Only the last settings matter: the server re-lints
// once. Timed over stdio against one notification's re-lint of the same 200 documents, as a ratio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUri, overProcess, type TestClient } from '../../packages/language-server/test/client.js';
import { ensureServerBuilt, SERVER_BIN, spawnServer } from '../server/helpers.js';
import { projectsRemovedAfterAll } from './helpers.js';

const project = projectsRemovedAfterAll();
const disposers: (() => void)[] = [];
afterAll(() => {
  for (const dispose of disposers) dispose();
});
beforeAll(() => ensureServerBuilt());

const DOCUMENTS = 200;
const STORM = 5000;
const BAD = (i: number) => `{ "name": "Ping${i}", "description": "Pong" }`;
const hasRule = (rule: string) => (p: { diagnostics: { code?: unknown }[] }) => p.diagnostics.some((d) => d.code === rule);
const lacksRule = (rule: string) => (p: { diagnostics: { code?: unknown }[] }) => !hasRule(rule)(p);

describe('item 16: a storm of configuration changes', () => {
  it(`${STORM} didChangeConfiguration over ${DOCUMENTS} open documents: one re-lint with the last settings, answered as fast as a few single changes`, async () => {
    const p = project();
    const child = spawnServer(SERVER_BIN, ['--stdio'], { cwd: p.dir });
    const client: TestClient = overProcess(child, 'stdio');
    disposers.push(() => {
      client.dispose();
      child.kill();
    });
    let asked = 0;
    let rules: Record<string, string> = {};
    client.settings = () => {
      asked++;
      return { debounceMs: 0, files: ['*.json'], rules };
    };
    await client.initialize({ rootPath: p.dir });
    const uris = Array.from({ length: DOCUMENTS }, (_, i) => fileUri(`${p.dir}/c${i}.json`));
    for (const [i, uri] of uris.entries()) await client.open(uri, BAD(i));
    for (const uri of uris) await client.diagnostics(uri, { test: hasRule('name-lowercase'), timeout: 60_000 });

    /** Sends `count` notifications and times until every document shows the new settings. */
    const change = async (count: number, next: Record<string, string>, test: (p: { diagnostics: { code?: unknown }[] }) => boolean): Promise<number> => {
      const since = client.published.length;
      const started = performance.now();
      rules = next;
      for (let i = 0; i < count; i++) void client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { cmdlint: { rules: i % 2 === 0 ? {} : next } } });
      for (const uri of uris) await client.diagnostics(uri, { since, test, timeout: 300_000 });
      return performance.now() - started;
    };
    // The baseline: one notification, the same 200 re-lints (the median of three).
    const single: number[] = [];
    const askedAtStart = asked;
    for (let k = 0; k < 3; k++) {
      single.push(await change(1, { 'name-lowercase': 'off' }, lacksRule('name-lowercase')));
      single.push(await change(1, {}, hasRule('name-lowercase')));
    }
    const baseline = single.sort((a, b) => a - b)[Math.floor(single.length / 2)]!;
    const askedPerChange = (asked - askedAtStart) / single.length;
    const askedBefore = asked;
    const storm = await change(STORM, { 'name-lowercase': 'off' }, lacksRule('name-lowercase'));
    // The server answers a request at once after the storm.
    const started = performance.now();
    await client.hover(uris[0]!, { line: 0, character: 3 });
    const answer = performance.now() - started;
    expect(storm / baseline, `the storm took ${Math.round(storm)} ms, one change ${Math.round(baseline)} ms`).toBeLessThan(5);
    expect(answer / baseline).toBeLessThan(1);
    // The client was asked for the settings as for a few changes (the notifications come in
    // bursts: a pause longer than the server's settle time between two re-lints one more), not
    // once per notification (5000 times as often).
    expect(asked - askedBefore).toBeLessThanOrEqual(askedPerChange * 10);
  }, 600_000);
});
