// The Python row in instructions: what reading and linting the Python corpus costs against
// tree-sitter's parse of the same files, in a figure the neighbours on a shared machine cannot
// move (the timed row swings by ±0.3 there, bench/README.md). Instructions are not time (the
// parser's wasm and the reader's JavaScript do not run an instruction in the same time), so the
// timed row stays the one with a target; this one says whether a change to the reader did less.
//
//   cd bench && node lib/python-instructions.mjs [--passes K]   (K ≥ 3, default 6)
//   cd bench && node run.mjs --only python-instructions
//
// cachegrind counts a fresh process that loads the reader and the parser and does two passes over
// the corpus (the warm-up), and
// one that does K passes; (I(K) - I(2)) / (K - 2) is one warm pass: loading and compiling cancel
// out. The V8 flags are those of lib/instructions.mjs.

import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pythonFiles } from './python.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const ROOT = resolve(HERE, '../..');
// lib/instructions.mjs's flags, and the parser's wasm compiled optimized at once: with V8's tiering
// (a fast compile first, the optimizing one later) two counts of the same code differed by a quarter.
const V8_FLAGS = ['--no-concurrent-recompilation', '--single-threaded', '--predictable-gc-schedule', '--hash-seed=1', '--random-seed=1', '--no-liftoff', '--no-wasm-dynamic-tiering'];

function count(what, passes) {
  const run = spawnSync('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, ...V8_FLAGS, SELF, '--child', what, String(passes)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`the counted process exited ${run.status}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (!refs) throw new Error('no "I refs" line in cachegrind\'s output');
  if (!new RegExp(`^passes: ${passes}$`, 'm').test(run.stdout)) throw new Error(`the counted process did not report its ${passes} passes: ${run.stdout.trim()}`);
  return Number(refs[1].replaceAll(',', ''));
}

/** Instructions of one warm pass of the parse and of the read + lint, and their ratio. */
function pythonInstructions(passes = 6) {
  const probe = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error('valgrind is not installed (apt-get install valgrind)');
  if (!(passes >= 3)) throw new Error('--passes must be at least 3');
  const perPass = (what) => (count(what, passes) - count(what, 2)) / (passes - 2);
  const parse = perPass('parse');
  const read = perPass('read');
  return { parse, read, ratio: read / parse, passes };
}

export function pythonInstructionNotes({ log }) {
  log('instructions of the Python row under cachegrind (two to four minutes)');
  try {
    const { parse, read, ratio, passes } = pythonInstructions();
    return [`Python row in instructions (cachegrind, one warm pass over the corpus, (I(${passes}) − I(2)) / ${passes - 2}, lib/python-instructions.mjs): read + lint ${(read / 1e6).toFixed(1)} M against tree-sitter's parse ${(parse / 1e6).toFixed(1)} M, ${ratio.toFixed(2)}.`];
  } catch (error) {
    return [`Python row in instructions: not measured (${error.message}).`];
  }
}

/** The counted process: `passes` passes of the parse, or of the read and lint, over the corpus. */
async function child([what, passes]) {
  const files = pythonFiles(join(ROOT, 'test/corpus/third_party/python'));
  const linter = await import(pathToFileURL(join(ROOT, 'packages/linter/dist/index.js')).href);
  const python = await import(pathToFileURL(join(ROOT, 'packages/readers/python/dist/index.js')).href);
  const reader = await python.loadPythonReader();
  const required = createRequire(join(ROOT, 'packages/readers/python/package.json'));
  const { Parser, Language } = await import(pathToFileURL(required.resolve('web-tree-sitter')).href);
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Language.load(required.resolve('tree-sitter-python/tree-sitter-python.wasm')));
  for (let pass = 0; pass < Number(passes); pass++) {
    if (what === 'parse') {
      for (const file of files) parser.parse(file.text).delete();
    } else {
      linter.lintFiles(files.map((file) => ({ path: file.path, document: reader.read(file.path, file.text) })), {});
    }
  }
  process.stdout.write(`passes: ${passes}\n`);
}

if (process.argv[1] === SELF) {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') await child(argv.slice(1));
  else {
    const at = argv.indexOf('--passes');
    const started = performance.now();
    const { parse, read, ratio, passes } = pythonInstructions(at === -1 ? 6 : Number(argv[at + 1]));
    process.stdout.write(`one warm pass over the Python corpus: read + lint ${(read / 1e6).toFixed(1)} M instructions, parse ${(parse / 1e6).toFixed(1)} M, ratio ${ratio.toFixed(2)} ((I(${passes}) - I(2)) / ${passes - 2}; ${Math.round((performance.now() - started) / 1000)} s)\n`);
  }
}
