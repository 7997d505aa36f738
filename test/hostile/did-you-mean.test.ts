// Issue 24, item 4: "did you mean" compared an unknown key with every known word by edit
// distance whatever its length, and echoed it whole. A 1 MB unknown rule id in
// cmdlint.config.json (built command line) and in the language server's `cmdlint.rules` setting
// (which a repository's .vscode/settings.json sets): each costs about what a short unknown key
// costs (a ratio), and the message quotes an excerpt.
import { describe, expect, it } from 'vitest';
import { fileUri, inProcess } from '../../packages/language-server/test/client.js';
import { projectsRemovedAfterAll } from './helpers.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();
const HUGE = `no-such-rule-${'x'.repeat(1_000_000)}`;
const GOOD = '{ "name": "ping", "description": "Pong" }\n';

describe('item 4: an unknown key of 1 MB', () => {
  it('in cmdlint.config.json: refused in about the time of a short one, quoted as an excerpt', async () => {
    const short = project({ 'cmdlint.config.json': JSON.stringify({ rules: { 'name-lowercas': 'error' } }), 'a.json': GOOD });
    const huge = project({ 'cmdlint.config.json': JSON.stringify({ rules: { [HUGE]: 'error' } }), 'a.json': GOOD });
    await runCli(['a.json'], { cwd: short.dir, deadline: 60_000 }); // warm up
    let start = performance.now();
    const baseline = await runCli(['a.json'], { cwd: short.dir, deadline: 60_000 });
    const baseMs = performance.now() - start;
    expect(baseline.code).toBe(2);
    expect(baseline.stderr).toContain('did you mean "name-lowercase"');
    start = performance.now();
    // Compared by edit distance, this took 40 s.
    const run = await runCli(['a.json'], { cwd: huge.dir, deadline: 20 * baseMs });
    expect(run.hung, `ran past 20 x a short key's ${baseMs.toFixed(0)} ms`).toBe(false);
    expect(run.code).toBe(2);
    expect((performance.now() - start) / baseMs).toBeLessThan(20);
    expect(run.stderr.length).toBeLessThan(1000);
    expect(run.stderr).toMatch(/"rules\.no-such-rule-x+…\(1000013 characters\)" is not a rule of cmdlint/);
  });

  it('in the language server\'s cmdlint.rules setting: diagnostics as soon as with a short key, the message an excerpt', async () => {
    const p = project();
    const timeToDiagnostics = async (key: string, name: string): Promise<{ ms: number; logs: string[] }> => {
      const { client, dispose } = inProcess();
      try {
        client.settings = { debounceMs: 0, files: ['*.json'], rules: { [key]: 'warn' } };
        await client.initialize({ rootPath: p.dir });
        const start = performance.now();
        const uri = fileUri(`${p.dir}/${name}.json`);
        await client.open(uri, '{ "name": "Ping", "description": "Pong" }');
        await client.diagnostics(uri, { version: 1, timeout: 60_000 });
        return { ms: performance.now() - start, logs: client.logs };
      } finally {
        dispose();
      }
    };
    await timeToDiagnostics('name-lowercas', 'warm');
    const base = await timeToDiagnostics('name-lowercas', 'short');
    expect(base.logs.join('\n')).toContain('did you mean "name-lowercase"');
    // This blocked the server's only thread for 18-23 s.
    const huge = await timeToDiagnostics(HUGE, 'huge');
    expect(huge.ms / Math.max(base.ms, 20)).toBeLessThan(20);
    const message = huge.logs.find((log) => log.includes('is not a rule of cmdlint'));
    expect(message).toBeDefined();
    expect(message!.length).toBeLessThan(1000);
  });
});
