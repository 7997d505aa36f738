// The rules engine alone on one file, as a whole process: `node core-alone.cjs BUNDLE FILE`. The
// core bundled as one CommonJS script (core-alone.mjs) and loaded through the CLI's own code-cache
// loader (packages/cli/dist/compiled.cjs), with the name characters as data as the CLI has them,
// then read + JSON.parse + lintSet, and the process ended as the CLI ends it. No shell around the
// engine: what a run on one small file cannot go below.
'use strict';
const { readFileSync } = require('node:fs');
const { requireCompiled } = require('../../packages/cli/dist/compiled.cjs');

const [bundle, file] = process.argv.slice(2);
const core = requireCompiled(require('node:path').resolve(bundle), process.env, 'core-alone');
// The name characters as data, as the CLI lints (packages/cli/src/name-char-data.ts).
core.exports.useNameCharUnits(() => core.exports.decodeNameCharRanges(process.versions.unicode));
const diagnostics = core.exports.lintSet([JSON.parse(readFileSync(file, 'utf8'))]);
core.save(diagnostics[0].length > 0 ? 'reported' : 'quiet');
process.exit(diagnostics[0].length > 0 ? 1 : 0);
