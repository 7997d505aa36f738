// The CLI's own split of its arguments (src/argv-tokens.ts) against Node's util.parseArgs, which
// it stands in for at start-up: every option of every command's table in every form parseArgs
// reads, then many mixed argument lists, must give the same options, values and positionals.
import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OPTIONS as MAIN_OPTIONS } from '../src/args.js';
import { tokenize } from '../src/argv-tokens.js';
import { OPTIONS as EXPLAIN_OPTIONS } from '../src/explain/args.js';
import { OPTIONS as PLAN_OPTIONS } from '../src/plan/args.js';

type Table = Readonly<Record<string, { readonly type: 'boolean' | 'string'; readonly short?: string; readonly multiple?: boolean }>>;
const TABLES: ReadonlyArray<readonly [string, Table]> = [
  ['cmdlint', MAIN_OPTIONS],
  ['cmdlint plan', PLAN_OPTIONS],
  ['cmdlint explain', EXPLAIN_OPTIONS],
];

/** What parseArgs says, in the shape tokenize gives (option tokens only, plain objects). */
function oracle(argv: readonly string[], options: Table) {
  const { values, positionals, tokens } = parseArgs({ args: [...argv], options: options as never, strict: false, allowPositionals: true, tokens: true });
  return { values: { ...(values as object) }, positionals, tokens: tokens.filter((token) => token.kind === 'option') };
}

function ours(argv: readonly string[], options: Table) {
  const { values, positionals, tokens } = tokenize(argv, options);
  return { values: { ...values }, positionals, tokens };
}

/** Every form of each option of the table, and the odd forms parseArgs has rules for. */
function formsOf(options: Table): string[][] {
  const forms: string[][] = [];
  for (const [name, spec] of Object.entries(options)) {
    forms.push([`--${name}`], [`--${name}`, 'value'], [`--${name}=value`], [`--${name}=`], [`--${name}`, '-1'], [`--${name}`, '--'], [`--${name}`, '--quiet'], [`--${name}`, 'a', `--${name}`, 'b']);
    if (spec.short !== undefined) {
      const s = spec.short;
      forms.push([`-${s}`], [`-${s}`, 'value'], [`-${s}value`], [`-${s}=value`], [`-${s}`, '-1'], [`-q${s}`], [`-${s}q`], [`-h${s}`, 'value'], [`-h${s}value`], [`-${s}h`, 'x'], [`-z${s}`, 'x']);
    }
  }
  forms.push(['--'], ['--', '--format', 'json', '-h'], ['-'], ['---x'], ['--=x'], ['-='], ['--bogus'], ['--bogus=1'], ['-z'], ['-zq'], ['-zzz', 'v'], ['--__proto__'], ['--__proto__=x'], ['-hvq'], ['-hvf'], ['-hvfjson', 'x'], ['file.json', '-', 'other.json'], ['--no-color', '--color'], ['']);
  return forms;
}

/** A small seeded generator: the mixed lists are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe.each(TABLES)('%s: tokenize agrees with util.parseArgs', (_command, options) => {
  const forms = formsOf(options);

  it.each(forms.map((argv) => [argv.join(' '), argv] as const))('%s', (_text, argv) => {
    expect(ours(argv, options)).toEqual(oracle(argv, options));
  });

  it('on 2000 mixed lists of those forms and positionals', () => {
    const next = random(34);
    const pieces = [...forms, ['a.json'], ['dir/'], ['-'], ['--']];
    for (let list = 0; list < 2000; list++) {
      const argv: string[] = [];
      const length = 1 + Math.floor(next() * 6);
      for (let i = 0; i < length; i++) argv.push(...pieces[Math.floor(next() * pieces.length)]!);
      expect(ours(argv, options), argv.join(' ')).toEqual(oracle(argv, options));
    }
  });
});

it('the comparison can fail: a value-taking short read as a flag is seen', () => {
  const argv = ['-f', 'json'];
  const wrong = { ...ours(argv, MAIN_OPTIONS), positionals: ['json'] };
  expect(wrong).not.toEqual(oracle(argv, MAIN_OPTIONS));
});
