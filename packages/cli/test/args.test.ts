import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/args.js';

describe('parseArgs', () => {
  it('reads every option, short and long, with = or a separate value', () => {
    const options = parseArgs([
      'a.json', '--format=json', '-o', 'out.json', '--scope', 'guild', '--kind', 'edit', '-c', 'c.json',
      '--rule', 'bulk-size:off', '--rule=name-lowercase: warn', '--max-warnings', '3', '--quiet', '--fix-dry-run',
      '--no-color', '--no-error-on-unmatched-pattern', 'dir', '--', '--odd-name.json',
    ]);
    expect(options).toMatchObject({
      patterns: ['a.json', 'dir', '--odd-name.json'],
      format: 'json',
      outputFile: 'out.json',
      scope: 'guild',
      kind: 'edit',
      config: 'c.json',
      rules: { 'bulk-size': 'off', 'name-lowercase': 'warn' },
      maxWarnings: 3,
      quiet: true,
      fixDryRun: true,
      color: false,
      errorOnUnmatchedPattern: false,
    });
    expect(parseArgs(['--stdin', '--stdin-filename', 'x.jsonc'])).toMatchObject({ stdin: true, stdinFilename: 'x.jsonc' });
    expect(parseArgs(['--ignore-pattern', 'a/**', '.', '--ignore-pattern=!a/b.json', '--no-ignore'])).toMatchObject({ patterns: ['.'], ignorePatterns: ['a/**', '!a/b.json'], ignore: false });
    expect(parseArgs(['.'])).toMatchObject({ ignorePatterns: [], ignore: true });
    expect(parseArgs(['-v']).version).toBe(true);
    expect(parseArgs(['-h']).help).toBe(true);
    // Not built in: a formatter package's name or a path, found when the run starts (formatters/load.ts).
    expect(parseArgs(['-f', 'junit'])).toMatchObject({ format: 'stylish', formatModule: 'junit' });
    expect(parseArgs(['-f', 'sarif'])).toMatchObject({ format: 'sarif', formatModule: undefined });
    expect(parseArgs(['--format', './my-formatter.mjs']).formatModule).toBe('./my-formatter.mjs');
  });

  const bad: [string[], RegExp][] = [
    [['--format='], /--format needs a value: one of stylish, json, sarif, github, compact, a formatter package's name or a path/],
    [['--scope'], /--scope needs a value/],
    [['--bogus'], /Unknown option --bogus/],
    [['--fix=yes'], /--fix takes no value/],
    [['--no-ignore=yes'], /--no-ignore takes no value/],
    [['--ignore-pattern'], /--ignore-pattern needs a value/],
    [['--rule', 'bulk-size'], /--rule takes RULE:off\|warn\|error/],
    [['--rule', 'bulk-size:loud'], /--rule must be one of off, warn, error, 0, 1, 2, not "loud"/],
    [['--max-warnings', 'many'], /--max-warnings must be a whole number/],
    [['--fix', '--fix-dry-run'], /cannot be used together/],
    [['--stdin', '--fix'], /--fix cannot write to standard input/],
    [['--stdin', 'a.json'], /name no files with it/],
    [['--stdin-filename', 'a.json'], /use it with --stdin/],
  ];
  for (const [argv, message] of bad) {
    it(`refuses ${argv.join(' ')}`, () => expect(() => parseArgs(argv)).toThrow(message));
  }
});
