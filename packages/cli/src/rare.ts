// The rare part: what a plain lint never runs, in a bundle of its own (dist/rare.cjs, see
// rare-part.ts and rare-shared.ts). Each line is what run.ts calls of one feature.
export { loaderHint, runInit } from './init.js';
export { printConfig } from './print-config.js';
export { CachedLinter, ResultCache, cacheFileOf } from './cache.js';
export { readStaged, StagedError } from './staged.js';
export { applySuppressions, loadSuppressions, prune, saveSuppressions, suppress, SuppressionsError } from './suppressions.js';
export { writeFixedFile, writeReportFile, WriteRefused } from './write.js';
