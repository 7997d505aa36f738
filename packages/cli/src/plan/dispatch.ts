// `cmdlint plan ...`: loads the subcommand's code only when it is asked for, so that the start-up
// of plain linting reads nothing more. Built, it is its own bundle (dist/plan.cjs).
import { createRequire } from 'node:module';
import { runContext, type CliIo } from '../io.js';

type PlanModule = typeof import('./run.js');
/** Set by the build (tsup.config.ts) to the file of the bundled plan.cjs; undefined when running from source. */
declare const __CMDLINT_PLAN_BUNDLE__: string | undefined;

async function loadPlan(): Promise<PlanModule> {
  if (typeof __CMDLINT_PLAN_BUNDLE__ === 'string') return createRequire(import.meta.url)(__CMDLINT_PLAN_BUNDLE__) as PlanModule;
  return import('./run.js');
}

export async function runPlanCommand(argv: readonly string[], io: CliIo, version: string): Promise<number> {
  const { runPlan } = await loadPlan();
  return runPlan(argv, runContext(io, version));
}
