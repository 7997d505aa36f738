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
    expect(required).toMatch(/^ConfigError,HELP,VERSION,lintText,main,parseArgs function \d+\.\d+\.\d+\n$/);
  });

  it('@cmdlint/core: an ES module importing the CommonJS build finds every named export', () => {
    const dist = join(ROOT, 'packages', 'core', 'dist');
    const names = (file: string): string[] => node(['--input-type=module', '-e', `import * as m from ${JSON.stringify(join(dist, file))}; console.log(Object.keys(m).filter((k) => k !== 'default').sort().join())`], dist).trim().split(',');
    const esm = names('index.js');
    expect(esm).toContain('lint');
    expect(names('index.cjs')).toEqual(esm);
  });
});
