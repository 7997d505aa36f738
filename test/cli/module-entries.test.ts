// The packages' entries as Node loads them, each way: `require('cmdlint')` gets the library
// (main, parseArgs, VERSION) from the CommonJS build, and an ES module importing the core's
// CommonJS build finds its named exports (what Node does when an ES module imports a CommonJS
// re-export of the core), the same as the ES build's.
import { spawnSync } from 'node:child_process';
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

  // The engine and its two subpath entries (@cmdlint/core/plan, @cmdlint/core/explain).
  it.each([
    ['index', 'lint'],
    ['plan', 'plan'],
    ['explain', 'explain'],
  ])('@cmdlint/core: an ES module importing the CommonJS build of %s finds every named export', (entry, main) => {
    const dist = join(ROOT, 'packages', 'core', 'dist');
    const names = (file: string): string[] => node(['--input-type=module', '-e', `import * as m from ${JSON.stringify(join(dist, file))}; console.log(Object.keys(m).filter((k) => k !== 'default').sort().join())`], dist).trim().split(',');
    const esm = names(`${entry}.js`);
    expect(esm).toContain(main);
    expect(names(`${entry}.cjs`)).toEqual(esm);
  });

  it('@cmdlint/core: the engine leaves the deploy plan and the service\'s error codes to the subpaths', () => {
    const dist = join(ROOT, 'packages', 'core', 'dist');
    const engine = node(['--input-type=module', '-e', `import * as m from ${JSON.stringify(join(dist, 'index.js'))}; console.log(Object.keys(m).join())`], dist).split(',');
    expect(engine).not.toContain('plan');
    expect(engine).not.toContain('explain');
    expect(engine).not.toContain('SERVICE_CODES');
  });
});
