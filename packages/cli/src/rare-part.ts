// The rare part (rare.ts) as a run loads it, on the first use of one of its features. Built, it
// is dist/rare.cjs, compiled with its code cache (compiled.ts), and its require answers
// './rare-shared.js' with this bundle's own instance of that module (rare-shared.ts): the part
// runs on the run's classes and tables, of which it holds no copy. From source, an import.
// Out of dist/run.cjs (425 -> 364 KB), its code is neither read nor set up by a plain lint: 2.5
// million instructions of a run on one small file (docs/performance.md, session 24).
import { join } from 'node:path';
import { requireCompiled, type Compiled } from './compiled.js';
import { sharedValues } from './rare-shared.js';
import { tunedFlagsInEffect } from './tune.js';

type RareModule = typeof import('./rare.js');

/**
 * What a run loads the part for. The first a run uses names the code cache it takes and keeps:
 * a cache holds the functions its runs compiled, and a run of --cache and one of --init compile
 * little of each other's.
 */
export type RareFeature = 'init' | 'print-config' | 'cache' | 'staged' | 'suppressions' | 'write';

/** Set by the build (tsup.config.ts): the part's bundle, beside this one. Undefined when running from source. */
declare const __CMDLINT_RARE_BUNDLE__: string | undefined;

let loaded: Compiled<RareModule> | undefined;
/** Whether V8's flags were the tuned ones (tune.ts) when the part was loaded: its cache is kept only under the same. */
let tunedAtLoad = false;

/** The rare part's module, loaded once per process. */
export async function rarePart(feature: RareFeature, env: Readonly<Record<string, string | undefined>>): Promise<RareModule> {
  if (typeof __CMDLINT_RARE_BUNDLE__ !== 'string') return import('./rare.js');
  if (!loaded) {
    // V8 takes a cache only under the flags it was made with: a tuned run (tune.ts) keeps its own.
    tunedAtLoad = tunedFlagsInEffect();
    loaded = requireCompiled<RareModule>(join(__dirname, __CMDLINT_RARE_BUNDLE__), env, `rare-${feature}${tunedAtLoad ? '-tuned' : ''}`, { './rare-shared.js': sharedValues() });
  }
  return loaded.exports;
}

/**
 * Writes the part's code cache when it was loaded and its cache was missing or stale: after the
 * run, so that it holds what the run compiled, and under the flags it was loaded with (V8 stamps a
 * cache with the flags of its process): a run tuned after it loaded the part keeps it only once
 * the bin has set the flags back (bin/cmdlint.js calls this again then).
 */
export function keepRarePartCache(): void {
  if (loaded && tunedFlagsInEffect() === tunedAtLoad) loaded.save();
}
