// JavaScript values no JSON text can make, from a caller that means harm (or has a bug): arrays of
// length 2 ** 32 - 1 that hold two items, and options whose getters or proxies throw. Each case
// runs the built core in a worker with its own deadline, so a hang fails in seconds instead of
// blocking the run (each of these hung for hours, or exhausted the heap, before).
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CORE = new URL('../dist/index.js', import.meta.url).href;
const DEADLINE_MS = 10_000;

/**
 * Runs `body` (the text of an async function of `core` and `huge`, returning plain data) in a
 * worker; rejects when it throws or takes more than the deadline.
 */
function inWorker(body: string): Promise<unknown> {
  const source = `
    const { parentPort } = require('node:worker_threads');
    /** An array of length 2 ** 32 - 1 holding \`items\` at the given indices. */
    const huge = (items) => { const a = []; a.length = 2 ** 32 - 1; for (const [i, v] of Object.entries(items)) a[Number(i)] = v; return a; };
    import(${JSON.stringify(CORE)})
      .then((core) => (async (core, huge) => { ${body} })(core, huge))
      .then((result) => parentPort.postMessage({ result }), (error) => parentPort.postMessage({ error: { name: error?.name, message: error?.message, cause: error?.cause?.message } }));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`no answer in ${DEADLINE_MS} ms: it hangs`));
    }, DEADLINE_MS);
    worker.once('message', (message: { result?: unknown; error?: unknown }) => {
      clearTimeout(timer);
      void worker.terminate();
      if ('error' in message) resolve({ thrown: message.error });
      else resolve(message.result);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

const FAR = 1_000_000;

describe('arrays of length 2 ** 32 - 1 with two items: only what is there is walked', () => {
  // The field, a body holding a huge array there, and the path of the item at index FAR.
  const cases: [string, string, (string | number)[]][] = [
    ['the body', `huge({ 0: { name: 'ping', description: 'd' }, ${FAR}: { name: 'Pong', description: 'd' } })`, [FAR, 'name']],
    ['options', `({ name: 'ping', description: 'd', options: huge({ 0: { type: 3, name: 'a', description: 'd' }, ${FAR}: { type: 3, name: 'B', description: 'd' } }) })`, ['options', FAR, 'name']],
    ['nested options', `({ name: 'ping', description: 'd', options: [{ type: 1, name: 'sub', description: 'd', options: huge({ ${FAR}: { type: 3, name: 'B', description: 'd' } }) }] })`, ['options', 0, 'options', FAR, 'name']],
    ['choices', `({ name: 'ping', description: 'd', options: [{ type: 3, name: 'a', description: 'd', choices: huge({ 0: { name: 'x', value: 'x' }, ${FAR}: { name: 'y', value: 5 } }) }] })`, ['options', 0, 'choices', FAR, 'value']],
    ['integration_types', `({ name: 'ping', description: 'd', integration_types: huge({ 0: 0, ${FAR}: '1' }) })`, ['integration_types', FAR]],
    ['contexts', `({ name: 'ping', description: 'd', contexts: huge({ 0: 0, ${FAR}: 9 }) })`, ['contexts', FAR]],
    ['channel_types', `({ name: 'ping', description: 'd', options: [{ type: 7, name: 'c', description: 'd', channel_types: huge({ ${FAR}: 'x' }) }] })`, ['options', 0, 'channel_types', FAR]],
    ['file_types', `({ name: 'ping', description: 'd', options: [{ type: 11, name: 'f', description: 'd', file_types: huge({ ${FAR}: 5 }) }] })`, ['options', 0, 'file_types', FAR]],
    ['permissions', `({ permissions: huge({ 0: { id: '1', type: 1, permission: true }, ${FAR}: { id: '1', type: 1, permission: true } }) })`, ['permissions', FAR, 'id']],
  ];

  for (const [field, body, farPath] of cases) {
    it(`${field}: lint and lintSet answer, and report the item at index ${FAR} at its own index`, async () => {
      const result = (await inWorker(`
        const value = ${body};
        const one = core.lint(value);
        const [inSet] = core.lintSet([value, { name: 'other', description: 'd' }]);
        return { one: one.map((d) => [d.ruleId, d.path]), inSet: inSet.length };
      `)) as { one: [string, (string | number)[]][]; inSet: number };
      expect(result.one.map(([, path]) => JSON.stringify(path)), JSON.stringify(result.one)).toContain(JSON.stringify(farPath));
      expect(result.inSet).toBeGreaterThan(0);
    });
  }

  it('the holes of a long body or field are counted once, not listed (holes of a short one are listed as before)', async () => {
    const result = (await inWorker(`
      const long = core.lint(huge({ 0: { name: 'ping', description: 'd' } })).filter((d) => d.ruleId === 'body-shape').map((d) => d.message);
      const short = core.lint([{ name: 'ping', description: 'd' }, , ]).filter((d) => d.ruleId === 'body-shape').map((d) => d.path);
      const field = core.lint({ name: 'ping', description: 'd', contexts: huge({ 0: 0 }) }).filter((d) => d.ruleId === 'field-type').map((d) => d.message);
      return { long, short, field };
    `)) as { long: string[]; short: unknown[]; field: string[] };
    expect(result.long).toEqual(['4294967294 more items of the bulk-overwrite array are not command objects; remove them.']);
    expect(result.short).toEqual([[1]]);
    expect(result.field.join('\n')).toContain('4294967294 more items of "contexts"');
  });

  it('commandBudget counts the options and choices that are there', async () => {
    const result = await inWorker(`
      const options = huge({ 0: { type: 3, name: 'a', description: 'd' }, ${FAR}: { type: 3, name: 'b', description: 'd', choices: huge({ 7: { name: 'n', value: 'vv' } }) } });
      const budget = core.commandBudget({ name: 'ping', description: 'pong', options });
      return { count: budget.count, paths: budget.contributors.map((c) => c.path) };
    `);
    // ping + pong, a + d, b + d, n + vv
    expect(result).toEqual({ count: 8 + 2 + 2 + 3, paths: [[], ['options', FAR], ['options', 0]] });
  });

  it('applyFix sets, removes and moves items of a long array without touching the input', async () => {
    const result = await inWorker(`
      const input = huge({ 0: 'a', 5: 'b', ${FAR}: 'c' });
      const set = core.applyFix(input, [{ op: 'set', path: [7], value: 'x' }]);
      const removed = core.applyFix(input, [{ op: 'remove', path: [5] }]);
      const moved = core.applyFix(input, [{ op: 'move', path: [${FAR}], to: 1 }]);
      const held = (a) => Object.keys(a).map((k) => [Number(k), a[k]]);
      return { input: held(input), set: [set.length, held(set)], removed: [removed.length, held(removed)], moved: [moved.length, held(moved)] };
    `);
    const length = 2 ** 32 - 1;
    expect(result).toEqual({
      input: [[0, 'a'], [5, 'b'], [FAR, 'c']],
      set: [length, [[0, 'a'], [5, 'b'], [7, 'x'], [FAR, 'c']]],
      removed: [length - 1, [[0, 'a'], [FAR - 1, 'c']]],
      moved: [length, [[0, 'a'], [1, 'c'], [6, 'b']]],
    });
  });

  it('lintSet of a long array of bodies lints the bodies it holds and leaves holes elsewhere', async () => {
    const result = await inWorker(`
      const results = core.lintSet(huge({ 0: { name: 'dup', description: 'd' }, ${FAR}: { name: 'dup', description: 'd' } }));
      return { length: results.length, held: Object.keys(results).map(Number), rules: [results[0].map((d) => d.ruleId), results[${FAR}].map((d) => d.ruleId)] };
    `);
    expect(result).toEqual({ length: 2 ** 32 - 1, held: [0, FAR], rules: [['unique-command-name'], ['unique-command-name']] });
  });
});

describe('options that throw when read, and arguments of the wrong kind', () => {
  it('a throwing getter or proxy in the options is a TypeError that names the option, with the caller\'s error as its cause', async () => {
    const result = await inWorker(`
      const outcome = (options) => { try { core.lint({ name: 'ping', description: 'd' }, options); return 'no error'; } catch (e) { return { name: e.name, message: e.message, cause: e.cause?.message }; } };
      const boom = () => { throw new Error('boom'); };
      return [
        outcome(Object.defineProperty({}, 'scope', { get: boom })),
        outcome(new Proxy({}, { get: boom })),
        outcome({ application: Object.defineProperty({}, 'integrationTypes', { get: boom }) }),
        outcome({ application: { integrationTypes: new Proxy([0], { get: (t, k) => (k === 'length' ? 1 : boom()) }) } }),
        outcome({ rules: new Proxy({}, { ownKeys: boom }) }),
        outcome({ rules: Object.defineProperty({}, 'bulk-size', { enumerable: true, get: boom }) }),
        outcome({ application: { integrationTypes: huge({ 0: 0 }) } }),
      ];
    `);
    expect(result).toEqual([
      { name: 'TypeError', message: 'cmdlint: option "scope" cannot be read (boom); pass plain data', cause: 'boom' },
      { name: 'TypeError', message: 'cmdlint: option "scope" cannot be read (boom); pass plain data', cause: 'boom' },
      { name: 'TypeError', message: 'cmdlint: option "application.integrationTypes" cannot be read (boom); pass plain data', cause: 'boom' },
      { name: 'TypeError', message: 'cmdlint: option "application.integrationTypes" cannot be read (boom); pass plain data', cause: 'boom' },
      { name: 'TypeError', message: 'cmdlint: option "rules" cannot be read (boom); pass plain data', cause: 'boom' },
      { name: 'TypeError', message: 'cmdlint: option "rules.bulk-size" cannot be read (boom); pass plain data', cause: 'boom' },
      { name: 'TypeError', message: 'cmdlint: option "application.integrationTypes" must be an array of 0 (GUILD_INSTALL) and 1 (USER_INSTALL)', cause: undefined },
    ]);
  });

  it('the application settings are read once: a getter that throws later cannot reach the rules', async () => {
    const result = await inWorker(`
      let reads = 0;
      const application = { get integrationTypes() { if (++reads > 1) throw new Error('read again'); return [0]; } };
      const linter = core.createLinter({ application });
      const diagnostics = linter.lint({ name: 'ping', description: 'd', integration_types: [1] });
      return { reads, rules: diagnostics.map((d) => d.ruleId) };
    `);
    expect(result).toEqual({ reads: 1, rules: ['integration-types-subset'] });
  });

  it('lintSet(null) and codePointLength(null) say what they expected', async () => {
    const result = await inWorker(`
      const outcome = (f) => { try { f(); return 'no error'; } catch (e) { return e.name + ': ' + e.message; } };
      return [outcome(() => core.lintSet(null)), outcome(() => core.lintSet({ name: 'ping' })), outcome(() => core.codePointLength(null)), outcome(() => core.codePointLength(5))];
    `);
    expect(result).toEqual([
      'TypeError: cmdlint: lintSet expects an array of bodies (one per file of the set), not null; to lint one body, use lint',
      'TypeError: cmdlint: lintSet expects an array of bodies (one per file of the set), not an object; to lint one body, use lint',
      'TypeError: cmdlint: codePointLength expects a string, not null',
      'TypeError: cmdlint: codePointLength expects a string, not an integer',
    ]);
  });
});

// The worker loads the build: make sure this file is not run against a stale one by accident.
it('runs against the build of this source', () => {
  expect(fileURLToPath(CORE)).toMatch(/packages[/\\]core[/\\]dist[/\\]index\.js$/);
});
