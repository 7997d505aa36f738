// Run settings of the property tests. Every property is seeded: set CMDLINT_SEED (and
// CMDLINT_PATH, both printed by fast-check on a failure) to replay a counterexample.
// CMDLINT_DEEP=1 (`pnpm test:deep`) multiplies every numRuns by 100.
import fc from 'fast-check';

const DEEP = process.env['CMDLINT_DEEP'] === '1';
const seedText = process.env['CMDLINT_SEED'];
const SEED: number = seedText !== undefined && seedText !== '' ? Number(seedText) : (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
const pathText = process.env['CMDLINT_PATH'];

/** Per-test timeout: generous in deep mode. */
export const TIMEOUT = DEEP ? 12 * 60 * 60 * 1000 : 60_000;

/** The runs of a property in this mode. */
function runs(ciRuns: number): number {
  return DEEP ? ciRuns * 100 : ciRuns;
}

/** fast-check parameters: seeded, `ciRuns` cases (x100 deep), replayable with CMDLINT_SEED / CMDLINT_PATH. */
export function params<T>(ciRuns: number): fc.Parameters<T> {
  return {
    seed: SEED,
    numRuns: runs(ciRuns),
    ...(pathText ? { path: pathText, endOnFailure: true } : {}),
  };
}

fc.configureGlobal({ seed: SEED });
