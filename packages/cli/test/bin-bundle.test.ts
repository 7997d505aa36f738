// Which bundle the bin loads (src/compiled.ts, binBundleFor): a guess from the words of the
// command line. Both bundles run every command line the same; a wrong guess only costs time.
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/args.js';
import { ANSWERED_BY_ENTRY, binBundleFor } from '../src/compiled.js';
import { SUBCOMMANDS } from '../src/subcommands.js';

describe('binBundleFor', () => {
  it.each([
    [['commands/ping.json'], 'run'],
    [[], 'run'],
    [['-f', 'json', '.'], 'run'],
    [['--cache', 'src'], 'run'],
    [['--', '--version'], 'run'],
    [['commands', '--', '-h'], 'run'],
    [['--version'], 'cli'],
    [['-v'], 'cli'],
    [['commands', '--help'], 'cli'],
    [['-h'], 'cli'],
    [['plan', 'ping.json'], 'cli'],
    [['explain', 'error.txt'], 'cli'],
    [['./plan'], 'run'],
  ])('%j -> %s', (argv, bundle) => {
    expect(binBundleFor(argv)).toBe(bundle);
  });

  it('every subcommand but the main run loads the entry alone', () => {
    for (const row of SUBCOMMANDS) expect(binBundleFor(row.name === '' ? ['x.json'] : [row.name]), row.name).toBe(row.name === '' ? 'run' : 'cli');
  });

  it('the flags it knows are those main() answers by itself: help and version', () => {
    for (const flag of ANSWERED_BY_ENTRY) {
      const options = parseArgs([flag]);
      expect(options.help || options.version, flag).toBe(true);
    }
  });
});
