// Property 1: soundness on valid input. Every generated valid body gets no error (and, as the
// generators aim at it, no warning either except the ones listed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandBudget, lint, lintSet, type Diagnostic, type LintOptions } from '../../packages/core/src/index.js';
import {
  anyCommand,
  budgetCommand,
  chatInputCommand,
  commandSet,
  contextMenuCommand,
  editBody,
  entryPointCommand,
  envArb,
  fullBudgetCommand,
  limitsCommand,
  lintOptionsOf,
  permissionsCase,
  withIds,
  type GenEnv,
} from '../arbitraries/index.js';
import { params, TIMEOUT } from './settings.js';

const errorsOf = (diagnostics: readonly Diagnostic[]): Diagnostic[] => diagnostics.filter((d) => d.severity === 'error');

/** Shows the diagnostics compactly in a failure. */
const brief = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map((d) => `${d.ruleId} at ${JSON.stringify(d.path)}: ${d.message}`);

function expectClean(diagnostics: readonly Diagnostic[], allowedWarnings: readonly string[] = []): void {
  expect(brief(errorsOf(diagnostics))).toEqual([]);
  expect(brief(diagnostics.filter((d) => d.severity === 'warning' && !allowedWarnings.includes(d.ruleId)))).toEqual([]);
}

const withEnv = <T>(make: (env: GenEnv) => fc.Arbitrary<T>): fc.Arbitrary<[GenEnv, T]> => envArb.chain((env) => make(env).map((value): [GenEnv, T] => [env, value]));

/**
 * In `runs` runs, every body `make` draws lints clean with its environment's options (and
 * `extra`); `check` sees each body first.
 */
function everyClean<T>(make: (env: GenEnv) => fc.Arbitrary<T>, runs: number, extra: LintOptions = {}, check: (body: T) => void = () => {}): void {
  fc.assert(
    fc.property(withEnv(make), ([env, body]) => {
      check(body);
      expectClean(lint(body, lintOptionsOf(env, extra)));
    }),
    params(runs),
  );
}

describe('property 1: soundness on valid input', () => {
  it('CHAT_INPUT commands (plain options, subcommands, groups) get no diagnostic', () => {
    everyClean((env) => chatInputCommand(env), 300);
  }, TIMEOUT);
  it('USER, MESSAGE and PRIMARY_ENTRY_POINT commands get no diagnostic', () => {
    everyClean((env) => fc.oneof(contextMenuCommand(env), env.scope === 'global' ? entryPointCommand(env) : contextMenuCommand(env)), 300);
  }, TIMEOUT);
  it('commands at the structural limits (25 options, 25 x 25 subcommands, 25 choices) get no diagnostic', () => {
    everyClean((env) => limitsCommand(env), 40);
  }, TIMEOUT);
  it('budgets from tiny to exactly 8000 get no diagnostic', () => {
    everyClean((env) => fc.oneof(budgetCommand(env), fullBudgetCommand(env)), 100, {}, (command) => {
      expect(commandBudget(command).count).toBeLessThanOrEqual(8000);
    });
  }, TIMEOUT);
  it('edit bodies (any subset of a valid command, no type) get no diagnostic', () => {
    everyClean((env) => editBody(env), 200, { kind: 'edit' });
  }, TIMEOUT);
  it('bulk-overwrite arrays of mixed commands get no diagnostic', () => {
    everyClean((env) => fc.array(anyCommand(env), { maxLength: 6 }).filter(uniquePerType), 100);
  }, TIMEOUT);
  it('valid sets (up to 100/15/15/1 per type) get no error, through lintSet and as one bulk array', () => {
    fc.assert(
      fc.property(withEnv((env) => commandSet(env)), fc.array(fc.boolean(), { maxLength: 5 }), ([env, set], ids) => {
        // Every type at its limit is 131 commands: the service has been seen to reject more than 130 (a warning).
        const allowed = set.length > 130 ? ['bulk-size'] : [];
        const results = lintSet(set, lintOptionsOf(env));
        expect(results).toHaveLength(set.length);
        results.forEach((diagnostics) => expectClean(diagnostics, allowed));
        expectClean(lint(withIds(set, ids), lintOptionsOf(env)), allowed);
      }),
      params(150),
    );
  }, TIMEOUT);
  it('permissions bodies (up to 100 entries, unique snowflakes, the guild constants) get no diagnostic', () => {
    fc.assert(
      fc.property(permissionsCase, ({ body, guildId }) => {
        expectClean(lint(body, guildId === undefined ? {} : { guildId }));
        expectClean(lint(body, { kind: 'permissions', scope: 'guild', ...(guildId === undefined ? {} : { guildId }) }));
      }),
      params(300),
    );
  }, TIMEOUT);
});

/** Names unique per type (USER and MESSAGE compare exactly), and at most one entry point. */
function uniquePerType(commands: readonly Record<string, unknown>[]): boolean {
  const seen = new Set<string>();
  if (commands.filter((command) => command['type'] === 4).length > 1) return false;
  for (const command of commands) {
    const key = `${String(command['type'] ?? 1)}:${String(command['name'])}`;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}
