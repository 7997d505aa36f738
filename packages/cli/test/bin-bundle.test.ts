// What the bin loads (src/compiled.ts, binLoadFor): a guess from the words of the command line
// before anything is loaded, without the option table. Both bundles, and both caches of the linting bundle, run every command line the
// same; a wrong guess only costs time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseArgs } from '../src/args.js';
import { ANSWERED_BY_ENTRY, binLoadFor } from '../src/compiled.js';
import { SUBCOMMANDS } from '../src/subcommands.js';

const dir = mkdtempSync(join(tmpdir(), 'cmdlint-bin-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'commands'));
writeFileSync(join(dir, 'ping.json'), '{}');
writeFileSync(join(dir, 'json'), '{}'); // a file named like --format's value
writeFileSync(join(dir, 'big.json'), Buffer.alloc(1 << 20, 0x20));

const load = (argv: string[], env: Record<string, string> = {}): string => {
  const { bundle, cache } = binLoadFor(argv, dir, env);
  return `${bundle}:${cache}`;
};

describe('binLoadFor', () => {
  it.each([
    [['ping.json'], 'run:run'],
    [['-f', 'json', 'ping.json'], 'run:run'],
    [['--format', 'json', 'ping.json'], 'run:run'],
    [['ping.json', '--cache-location', 'nowhere/'], 'run:run'],
    [['ping.json', '--cache-location', 'commands'], 'run:run-tuned'], // a guess: a flag's value that names a directory is taken for one
    [['--print-config', 'commands'], 'run:run'],
    [['--stdin', '--stdin-filename', 'commands'], 'run:run'],
    [['commands'], 'run:run-tuned'],
    [[], 'run:run-tuned'],
    [['src/**/*.json'], 'run:run-tuned'],
    [['big.json'], 'run:run-tuned'],
    [['-f', 'json', 'commands'], 'run:run-tuned'],
    [['--', '--version'], 'run:run-tuned'], // a file named --version, which is not there: discovery says so
    [['--version'], 'cli:cli'],
    [['-v'], 'cli:cli'],
    [['commands', '--help'], 'cli:cli'],
    [['-h'], 'cli:cli'],
    [['plan', 'ping.json'], 'cli:cli'],
    [['explain', 'error.txt'], 'cli:cli'],
  ])('%j -> %s', (argv, expected) => {
    expect(load(argv)).toBe(expected);
  });

  it('CMDLINT_NO_TUNING: the cache of a run on little input, as the run is not tuned', () => {
    expect(load(['commands'], { CMDLINT_NO_TUNING: '1' })).toBe('run:run');
  });

  it('every subcommand but the main run loads the entry alone', () => {
    for (const row of SUBCOMMANDS) expect(load(row.name === '' ? ['ping.json'] : [row.name]), row.name).toBe(row.name === '' ? 'run:run' : 'cli:cli');
  });

  it('the flags it knows are those main() answers by itself: help and version', () => {
    for (const flag of ANSWERED_BY_ENTRY) {
      const options = parseArgs([flag]);
      expect(options.help || options.version, flag).toBe(true);
    }
  });
});
