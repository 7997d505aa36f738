// The packages' entries as Node loads them, each way: `require('cmdlint')` gets the library
// (main, parseArgs, VERSION) from the CommonJS build, and an ES module importing the core's
// CommonJS build finds its named exports (what Node does when an ES module imports a CommonJS
// re-export of the core), the same as the ES build's.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

function node(args: string[], cwd: string): string {
  const run = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 30_000 });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe('module entries', () => {
  it('cmdlint: require and import give the same library', () => {
    const cli = join(ROOT, 'packages', 'cli');
    const required = node(['-e', "const m = require('cmdlint'); console.log(Object.keys(m).sort().join(), typeof m.main, m.VERSION)"], cli);
    const imported = node(['--input-type=module', '-e', "import * as m from 'cmdlint'; console.log(Object.keys(m).sort().join(), typeof m.main, m.VERSION)"], cli);
    expect(required).toBe(imported);
    expect(required).toMatch(/^CmdLint,CmdLintError,ConfigError,HELP,VERSION,lintText,main,parseArgs function \d+\.\d+\.\d+\n$/);
  });

  // The engine and its subpath entries (@cmdlint/core/plan, @cmdlint/core/explain, @cmdlint/core/name-chars).
  it.each([
    ['index', 'lint'],
    ['plan', 'plan'],
    ['explain', 'explain'],
    ['name-chars', 'decodeNameCharRanges'],
  ])('@cmdlint/core: an ES module importing the CommonJS build of %s finds every named export', (entry, main) => {
    const dist = join(ROOT, 'packages', 'core', 'dist');
    const names = (file: string): string[] => node(['--input-type=module', '-e', `import * as m from ${JSON.stringify(join(dist, file))}; console.log(Object.keys(m).filter((k) => k !== 'default').sort().join())`], dist).trim().split(',');
    const esm = names(`${entry}.js`);
    expect(esm).toContain(main);
    expect(names(`${entry}.cjs`)).toEqual(esm);
  });

  // A build from the sources (an install from git, the tests that import a source) maps each entry
  // by its exact name: one it misses is not found (the install from git failed so once).
  it('the builds from source map every entry of the core (scripts/prepare.mjs, scripts/import-source.mjs)', () => {
    const { exports } = JSON.parse(readFileSync(join(ROOT, 'packages', 'core', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const names = Object.keys(exports).filter((key) => key !== './package.json').map((key) => (key === '.' ? '@cmdlint/core' : `@cmdlint/core/${key.slice(2)}`));
    expect(names).toContain('@cmdlint/core/name-chars');
    for (const script of ['prepare.mjs', 'import-source.mjs']) {
      const text = readFileSync(join(ROOT, 'scripts', script), 'utf8');
      for (const name of names) expect(text, `${script} maps ${name}`).toContain(`'${name}':`);
    }
  });

  it('@cmdlint/core: the engine leaves the deploy plan and the service\'s error codes to the subpaths', () => {
    const dist = join(ROOT, 'packages', 'core', 'dist');
    const engine = node(['--input-type=module', '-e', `import * as m from ${JSON.stringify(join(dist, 'index.js'))}; console.log(Object.keys(m).join())`], dist).split(',');
    expect(engine).not.toContain('plan');
    expect(engine).not.toContain('explain');
    expect(engine).not.toContain('SERVICE_CODES');
  });
});
