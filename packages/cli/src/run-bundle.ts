// dist/run.cjs as the bin loads it: the command line's entry (index.ts) and the main run (run.ts)
// in one bundle, compiled with its code cache (compiled.ts; one for runs on little input, one for
// runs on much). A lint then reads, checks and deserializes one script, not the entry's and then
// the run's: about 1.5 ms of a run on one
// small file (docs/performance.md). The entry's main() runs the main row in place; the other rows
// load their own bundles, as from dist/cli.cjs (the bin's entry for --help, --version and them).
import { mainRowIsHere } from './index.js';
import * as mainRow from './run.js';

mainRowIsHere(mainRow);

export * from './run.js';
export { importThrough, main, standardOutput, tuneProcessFor, untuneForCodeCache } from './index.js';
export { keepRarePartCache } from './rare-part.js';
