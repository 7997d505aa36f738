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

  it('reads what util.parseArgs reads, with ESLint\'s habits on top', () => {
    // The last of --color and --no-color wins, as with ESLint.
    expect(parseArgs(['--color', '--no-color']).color).toBe(false);
    expect(parseArgs(['--no-color', '--color']).color).toBe(true);
    expect(parseArgs(['.']).color).toBeUndefined();
    // A value that starts with "-" after a space is still the value (strict parseArgs refuses it).
    expect(parseArgs(['--max-warnings', '-1']).maxWarnings).toBe(-1);
    expect(parseArgs(['--config', '-odd.json']).config).toBe('-odd.json');
    // Short names with their value attached, and groups of plain ones.
    expect(parseArgs(['-fjson', '-ocheck.json'])).toMatchObject({ format: 'json', outputFile: 'check.json' });
    expect(parseArgs(['-hv'])).toMatchObject({ help: true, version: true });
    // Repeated --rule: every one, the last setting of a rule winning; the same for lists.
    expect(parseArgs(['--rule', 'bulk-size:off', '--rule', 'bulk-size:2', '--rule', 'name-lowercase:1']).rules).toEqual({ 'bulk-size': 'error', 'name-lowercase': 'warn' });
    expect(parseArgs(['--rule', '__proto__:off']).rules).toEqual(JSON.parse('{"__proto__":"off"}'));
    expect(parseArgs(['--module', 'a.js', '--module=b.js#data']).modules).toEqual(['a.js', 'b.js#data']);
    expect(parseArgs(['-', '--', '-x'])).toMatchObject({ patterns: ['-', '-x'] });
    expect(parseArgs(['--cache', '--cache-location', 'tmp/', '--cache-strategy', 'content'])).toMatchObject({ cache: true, cacheLocation: 'tmp/' });
    expect(parseArgs(['.'])).toMatchObject({ cache: false, cacheLocation: undefined });
  });

  const bad: [string[], RegExp][] = [
    [['--bogus=1'], /^Unknown option --bogus=1\.$/],
    [['-x'], /^Unknown option -x\.$/],
    [['--cache-file', 'x'], /--cache-file is an ESLint option that cmdlint does not take: it is --cache-location/],
    [['--cache-strategy', 'metadata'], /--cache-strategy metadata is not taken: a file's time and size cannot tell/],
    [['--cache-strategy', 'mtime'], /--cache-strategy must be one of content, not "mtime"/],
    [['--cache=yes'], /--cache takes no value/],
    [['--cache-location'], /--cache-location needs a value/],
    [['--report-unused-disable-directives', '--report-unused-disable-directives-severity', 'warn'], /cannot be used together/],
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
