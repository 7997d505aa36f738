// Time per rule, as ESLint's TIMING=1 reports it: only when the caller asks (`timing` option), by
// wrapping each visitor of each rule; the linter without it runs the visitors as they are. Time
// spent walking and summarising the bodies is shared by all rules and is not attributed.
import type { RuleVisitors } from './nodes.js';

const VISITS = ['begin', 'root', 'command', 'options', 'option', 'choice', 'localizations', 'permissions', 'permissionEntry', 'set'] as const;

/**
 * A clock in milliseconds: `performance.now()` where there is one (Node, browsers), else Date.
 * Looked up on first use, never at load: in Node, reading `globalThis.performance` loads the
 * perf_hooks modules, about 3 ms of every CLI start-up that asks for no timing.
 */
let clock: (() => number) | undefined;
function now(): number {
  clock ??= typeof globalThis.performance?.now === 'function' ? () => globalThis.performance.now() : () => Date.now();
  return clock();
}

/** The rule's visitors, each adding its time to `timing` under `ruleId`. */
export function timedVisitors(visitors: RuleVisitors, ruleId: string, timing: Map<string, number>): RuleVisitors {
  const timed: Record<string, unknown> = { ...visitors };
  if (!timing.has(ruleId)) timing.set(ruleId, 0);
  for (const name of VISITS) {
    const visit = visitors[name] as ((node: unknown) => void) | undefined;
    if (visit === undefined) continue;
    timed[name] = (node: unknown): void => {
      const start = now();
      try {
        visit.call(visitors, node);
      } finally {
        timing.set(ruleId, timing.get(ruleId)! + (now() - start));
      }
    };
  }
  return timed as RuleVisitors;
}
