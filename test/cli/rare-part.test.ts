// The rare part (packages/cli/src/rare.ts, built as dist/rare.cjs): what a plain lint never runs,
// out of the linting bundle, sharing that bundle's layers through rare-shared.ts. A module of the
// part that imported a layer itself would put a second copy of it in the part: a second core, a
// second table of readers, classes that fail `instanceof` against the run's. These tests hold the
// boundary in the sources and in the build, and the built CLI to loading the part only when a
// feature of it runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredNames } from './bundle-names.js';
import { ROOT, cmdlint, inTempProject, GOOD } from './helpers.js';

const SRC = join(ROOT, 'packages', 'cli', 'src');
const DIST = join(ROOT, 'packages', 'cli', 'dist');

/** The imports of a module's text that bring values: `import type` and `export type` bring none. */
function valueImports(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm)) {
    if (match[1] === undefined) found.push(match[2] ?? match[3]!);
  }
  return found;
}

/** The part's modules: rare.ts and what it reaches through relative imports, but rare-shared.ts. */
function partModules(): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  const pending = [join(SRC, 'rare.ts')];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (modules.has(file)) continue;
    const imports = valueImports(readFileSync(file, 'utf8'));
    modules.set(file, imports);
    for (const spec of imports) {
      if (!spec.startsWith('.') || spec === './rare-shared.js') continue;
      pending.push(join(dirname(file), spec.replace(/\.js$/, '.ts')));
    }
  }
  return modules;
}

describe('the boundary of the rare part', () => {
  it('the object the part\'s require is given holds every value rare-shared.ts exports, and no other', async () => {
    const shared = await import('../../packages/cli/src/rare-shared.js');
    const values = shared.sharedValues();
    const exported = Object.keys(shared).filter((name) => name !== 'sharedValues');
    expect(Object.keys(values).sort()).toEqual(exported.sort());
    for (const name of exported) expect(values[name], name).toBe((shared as Record<string, unknown>)[name]);
  });

  it('its modules take the shared layers only through rare-shared.ts', () => {
    const modules = partModules();
    expect([...modules.keys()].map((file) => file.slice(SRC.length + 1)).sort()).toEqual(
      expect.arrayContaining(['cache.ts', 'init.ts', 'print-config.ts', 'rare.ts', 'staged.ts', 'suppressions.ts', 'write.ts']),
    );
    const direct = [...modules].flatMap(([file, imports]) => imports.filter((spec) => spec.startsWith('@cmdlint/')).map((spec) => `${file.slice(SRC.length + 1)}: ${spec}`));
    expect(direct).toEqual([]);
  });

  it('the test sees a value import of a layer, and not a type import', () => {
    expect(valueImports("import { FileLinter } from '@cmdlint/linter';\nimport type { X } from '@cmdlint/text';\nimport { type Y, z } from './z.js';\n")).toEqual(['@cmdlint/linter', './z.js']);
  });

  it('the built part requires the shared module and holds none of the layers it shares', () => {
    const part = readFileSync(join(DIST, 'rare.cjs'), 'latin1');
    expect(part).toContain('require("./rare-shared.js")');
    expect(part).not.toMatch(/require\("@cmdlint\//);
    // Definitions the part would carry with a copy of the files, linter and core layers (named as in their sources: the bundles' names are short, their maps keep them).
    const partNames = declaredNames(join(DIST, 'rare.cjs'));
    expect(['readRegularFile', 'FileLinter', 'discoverFiles', 'defineRule'].filter((name) => partNames.has(name))).toEqual([]);
    // The linting bundle holds none of the part's modules.
    const runNames = declaredNames(join(DIST, 'run.cjs'));
    expect(['runInit', 'ResultCache', 'readStaged', 'loadSuppressions', 'writeFixedFile'].filter((name) => runNames.has(name))).toEqual([]);
    expect(['runInit', 'ResultCache', 'readStaged', 'loadSuppressions', 'writeFixedFile'].filter((name) => !partNames.has(name))).toEqual([]); // the record is real
    expect(['readRegularFile', 'FileLinter', 'discoverFiles', 'defineRule'].filter((name) => !runNames.has(name))).toEqual([]);
  });
});

describe('the built CLI loads the part only for its features', () => {
  it('a plain lint never reads it; --cache, --print-config and --output-file do, and work', () => {
    inTempProject({ 'commands/ping.json': GOOD }, (project) => {
      const reads = (args: string[]): string[] => {
        const result = cmdlint(args, { cwd: project.dir, env: { NODE_OPTIONS: `--require ${JSON.stringify(join(project.dir, 'record.cjs'))}`, READS_OUT: join(project.dir, 'reads.txt') } });
        expect(result.code, result.stderr).toBe(0);
        return readFileSync(join(project.dir, 'reads.txt'), 'utf8').split('\n');
      };
      project.write(
        'record.cjs',
        "const fs = require('fs'); const read = []; const plain = fs.readFileSync; const open = fs.openSync;\n" +
          "fs.readFileSync = function (file, ...rest) { if (typeof file === 'string') read.push(file); return plain.call(this, file, ...rest); };\n" +
          "fs.openSync = function (file, ...rest) { if (typeof file === 'string') read.push(file); return open.call(this, file, ...rest); };\n" +
          "process.on('exit', () => fs.writeFileSync(process.env.READS_OUT, read.join('\\n')));\n",
      );
      const isPart = (file: string): boolean => file.endsWith(`${join('dist', 'rare.cjs')}`);
      expect(reads(['commands/ping.json']).some((file) => file.endsWith('run.cjs'))).toBe(true); // the record is real
      expect(reads(['commands/ping.json']).filter(isPart)).toEqual([]);
      for (const args of [['--cache', '--cache-location', 'cache/', 'commands/ping.json'], ['--print-config', 'commands/ping.json'], ['-o', 'report.txt', 'commands/ping.json']]) {
        expect(reads(args).filter(isPart), args.join(' ')).toHaveLength(1);
      }
      // Each did its work through the part.
      expect(readdirSync(join(project.dir, 'cache'))).toHaveLength(1);
      expect(existsSync(join(project.dir, 'report.txt'))).toBe(true);
    });
  });
});
