#!/usr/bin/env node
// pnpm bench: prints one markdown table of medians, each figure divided by a floor measured in the
// same run (in turns with it), then the peers on the same corpus.
//
//   node run.mjs [--runs N] [--regen] [--only cli,cache,server,core,size,plan,sources,python,eslint,instructions,python-instructions,startup-instructions]
//
// --runs: pairs per figure (at least 5; default 7; in-process and one-file figures take more,
// being cheap). --regen: rewrite the corpus. --only: some
// groups of rows (core includes the peers; instructions is a note under the table: the
// instructions of a warm lint under cachegrind, lib/instructions.mjs). BENCH_SERVER_DIR=DIR: the server rows against the
// language server package in DIR instead of packages/language-server.
//
// Rows whose subject does not exist yet (the CLI not built, no language server) print "not yet".
// Progress goes to stderr, the table to stdout.

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse as parseJsonc } from 'jsonc-parser';
import { alternate, alternateProcesses, mb, median, ms, pairedRatio, peakMemory } from './lib/measure.mjs';
import { LanguageClient, positionAt } from './lib/lsp.mjs';
import { alternateWithCli, stressDocuments } from './lib/stress.mjs';
import { ajvReports, compileSchema } from './peers/ajv.mjs';
import { builderReports } from './peers/builders.mjs';
import { coreAloneCommand } from './peers/core-alone.mjs';
import { bundleSizeNotes } from './lib/bundle-size.mjs';
import { planRows } from './lib/plan.mjs';
import { sourceRows } from './lib/sources.mjs';
import { pythonRows } from './lib/python.mjs';
import { eslintPluginRows } from './lib/eslint-plugin.mjs';
import { instructionNotes } from './lib/instructions.mjs';
import { pythonInstructionNotes } from './lib/python-instructions.mjs';
import { startupInstructionNotes } from './lib/startup-instructions.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');
const OUT = join(HERE, 'out');
const NODE = process.execPath;
const CLI_BIN = join(ROOT, 'packages/cli/bin/cmdlint.js');
// BENCH_SERVER_DIR: try the server rows against another build of a language server.
const SERVER_DIR = process.env.BENCH_SERVER_DIR ? resolve(process.env.BENCH_SERVER_DIR) : join(ROOT, 'packages/language-server');
const FLOOR_SCRIPT = join(HERE, 'floors/read-parse.mjs');

const argv = process.argv.slice(2);
const runsFlag = argv.indexOf('--runs');
const RUNS = Math.max(5, runsFlag === -1 ? 7 : Number.parseInt(argv[runsFlag + 1], 10) || 7);
const SMALL_RUNS = Math.max(RUNS, 11);
const CORE_RUNS = Math.max(RUNS, 11);
const BUILDERS_RUNS = 5;
const log = (text) => process.stderr.write(`bench: ${text}\n`);
const notes = [];

// Every process the bench starts (floors and subjects alike) runs in a user's environment: a
// machine that sets NODE_EXTRA_CA_CERTS (this sandbox, some companies' proxies) makes each Node
// process parse a whole certificate bundle at start, 417 M instructions against 93 M for the rest
// of `node -e 0`, which hid three quarters of the CLI's start-up cost in its floor (1.25 × here
// with it, 1.69 × without; bench/README.md).
const EXTRA_CA_CERTS = process.env.NODE_EXTRA_CA_CERTS;
delete process.env.NODE_EXTRA_CA_CERTS;
if (EXTRA_CA_CERTS !== undefined) notes.push('NODE_EXTRA_CA_CERTS is set here: the processes measured run without it, as on a user\'s machine (it makes every Node process load a certificate bundle at start).');

// ------------------------------------------------------------------ corpus
const GENERATOR_FILES = ['gen.mjs', 'lib/random.mjs', 'lib/facts.mjs', 'lib/text.mjs', 'lib/commands.mjs', 'lib/mutations.mjs'];

function ensureCorpus() {
  const summaryFile = join(OUT, 'summary.json');
  const stale = !existsSync(summaryFile) || argv.includes('--regen')
    || GENERATOR_FILES.some((f) => statSync(join(HERE, f)).mtimeMs > statSync(summaryFile).mtimeMs);
  if (stale) {
    log('generating the corpus (bench/out/) ...');
    rmSync(summaryFile, { force: true });
    const run = spawnSync(NODE, [join(HERE, 'gen.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) {
      // The corpus is written before it is checked: a core that misjudges it should still be measured.
      if (!existsSync(summaryFile)) throw new Error('the generator failed');
      notes.push('The corpus check failed (cmdlint misjudges the corpus; the generator said how on stderr).');
    }
  }
  return JSON.parse(readFileSync(summaryFile, 'utf8'));
}

// ------------------------------------------------------------------ table
const rows = [];
const ratioText = (r) => (Number.isFinite(r) ? r.toFixed(2) : '—');

/** target: the largest ratio that meets it; extra: a further condition for "met". */
/** `ratio`: the median of the pairs' ratios where the figure was timed in pairs (measure.mjs pairedRatio); else subject / floor. */
function row(figure, { subject, floorName, floor, ratio = subject / floor, target, unit = ms, found = '', extraMet = true }) {
  rows.push([figure, unit(subject), floorName, unit(floor), ratioText(ratio), `≤ ${target.toFixed(1)}`, ratio <= target && extraMet ? 'met' : 'MISSED', found]);
}
function notYet(figure, floorName, target) {
  rows.push([figure, 'not yet', floorName, '—', '—', `≤ ${target.toFixed(1)}`, 'not yet', '']);
}
function peerRow(figure, { subject, floorName, floor, ratio = subject / floor, found }) {
  rows.push([figure, ms(subject), floorName, ms(floor), ratioText(ratio), 'peer', '—', found]);
}

function printTable(summary) {
  const head = ['figure', 'median', 'floor', 'floor median', 'ratio', 'target', 'status', 'broken copy: found of 7'];
  const lines = [
    `cmdlint benchmarks: Node ${process.version}, ${os.cpus().length} CPUs; medians of ${RUNS} runs (lint and CLI on one file ${CORE_RUNS}, builders ${BUILDERS_RUNS}), each floor measured in turns with its figure in this run; a ratio is the median of the pairs' ratios.`,
    `Corpus (seed ${summary.seed}): max.json ${mb(summary.max.bytes)} (${summary.max.byType[1]} CHAT_INPUT at budget ${summary.max.budget.min}-${summary.max.budget.max}, `
      + `${summary.max.byType[2]} USER, ${summary.max.byType[3]} MESSAGE, ${summary.max.byType[4]} PRIMARY_ENTRY_POINT), broken.json (7 violations), `
      + `${summary.many.files} small files (${mb(summary.many.bytes)}), doc-1mb.json ${mb(summary.document.bytes)}.`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 || i === 2 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
  if (notes.length > 0) lines.push('', ...notes.map((n) => `- ${n}`));
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Expected violations with a report at or under their path. */
function foundOf(violations, reports) {
  return violations.filter((v) => reports.some((r) => r.path === v.path || r.path.startsWith(`${v.path}/`))).length;
}
const pointer = (path) => path.map((k) => `/${String(k).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

// ------------------------------------------------------------------ CLI rows
function cliAvailable() {
  if (!existsSync(CLI_BIN)) return 'packages/cli/bin/cmdlint.js is missing';
  if (!existsSync(join(ROOT, 'packages/cli/dist'))) return 'packages/cli is not built';
  const probe = spawnSync(NODE, [CLI_BIN, '--version'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.status !== 0) return `\`cmdlint --version\` exits ${probe.status}: ${(probe.stderr || probe.stdout || '').trim().split('\n')[0]}`;
  return null;
}

/**
 * The CLI's code caches (packages/cli/src/compiled.ts) hold the bytecode of what the run that wrote
 * them compiled, and a run replaces one only when it did more (printed problems where the writer
 * printed none). Left by the test suite or by another row, a cache made on other input cost the
 * one-small-file row 1.3 ms, a twentieth of node's start (docs/performance.md, session 23). Before
 * each CLI row they are removed, and the row's first run (alternateProcesses' warm-up) writes
 * them, as a user's first run writes theirs: each row measures the steady state of its own input,
 * as the engine-alone peer, whose cache only its own runs write, always did.
 */
function freshCliCodeCaches() {
  for (const name of ['run', 'run-tuned']) rmSync(join(ROOT, 'packages/cli/node_modules/.cache/cmdlint', `${name}.bin`), { force: true });
}

function statusNote(figure, statuses, sample) {
  if (statuses.length === 1 && statuses[0] === 0) return;
  notes.push(`${figure}: cmdlint exited ${statuses.join(', ')} (expected 0 on valid input): ${(sample.stderr || sample.stdout || '').trim().split('\n').slice(0, 2).join(' / ')}`);
}

function cliRows() {
  const figures = [
    ['CLI, one small file, whole process', '`node -e 0`', 1.3],
    ['CLI, 2000 small files', 'Node script: read + `JSON.parse` each', 2.0],
    ['CLI, the maximal set', 'Node script: read + `JSON.parse`', 2.0],
  ];
  const memoryFigure = 'peak memory, CLI on the maximal set';
  const missing = cliAvailable();
  if (missing) {
    for (const [figure, floorName, target] of figures) notYet(figure, floorName, target);
    notYet(memoryFigure, '3 × file size', 1.0);
    notes.push(`CLI rows: not yet (${missing}).`);
    return;
  }
  const small = join(OUT, 'many', 'cmd-0001.json');
  const many = join(OUT, 'many');
  const max = join(OUT, 'max.json');
  const options = { cwd: OUT };

  freshCliCodeCaches();
  log('CLI on one small file vs node -e 0');
  let r = alternateProcesses(SMALL_RUNS, [NODE, ['-e', '0'], options], [NODE, [CLI_BIN, small], options]);
  row(figures[0][0], { subject: r.subject, floorName: figures[0][1], floor: r.floor, ratio: r.ratio, target: figures[0][2] });
  statusNote(figures[0][0], r.statuses, r.sample);

  // What no shell around the engine can go below: the core alone, code cached as the CLI caches its own.
  log('the rules engine alone on one small file vs node -e 0');
  r = alternateProcesses(SMALL_RUNS, [NODE, ['-e', '0'], options], [NODE, coreAloneCommand(ROOT, OUT, small), options]);
  peerRow('peer: the rules engine alone, one small file (its bundle code cached as the CLI\'s, read + `JSON.parse` + `lintSet`), whole process', { subject: r.subject, floorName: '`node -e 0`', floor: r.floor, ratio: r.ratio, found: '' });
  statusNote('the rules engine alone', r.statuses, r.sample);

  freshCliCodeCaches();
  log('CLI on 2000 small files vs read + JSON.parse');
  r = alternateProcesses(RUNS, [NODE, [FLOOR_SCRIPT, many], options], [NODE, [CLI_BIN, many], options]);
  row(figures[1][0], { subject: r.subject, floorName: figures[1][1], floor: r.floor, ratio: r.ratio, target: figures[1][2] });
  statusNote(figures[1][0], r.statuses, r.sample);

  freshCliCodeCaches();
  log('CLI on the maximal set vs read + JSON.parse');
  r = alternateProcesses(RUNS, [NODE, [FLOOR_SCRIPT, max], options], [NODE, [CLI_BIN, max], options]);
  row(figures[2][0], { subject: r.subject, floorName: figures[2][1], floor: r.floor, ratio: r.ratio, target: figures[2][2] });
  statusNote(figures[2][0], r.statuses, r.sample);

  log('peak memory of the CLI on the maximal set');
  const peaks = [];
  let how = '';
  for (let i = 0; i < RUNS; i++) {
    const peak = peakMemory(NODE, [CLI_BIN, max], options);
    peaks.push(peak.bytes);
    how = peak.how;
  }
  const budget = 3 * statSync(max).size;
  row(memoryFigure, { subject: median(peaks), floorName: '3 × file size', floor: budget, target: 1.0, unit: mb });
  notes.push(`Peak memory measured with ${how}.`);
}

// ------------------------------------------------------------------ cache rows
/**
 * A pre-commit run over an unchanged tree with a warm --cache (the first run of each pair fills
 * it). Its floor is the same run without --cache: a warm run still finds the files as any run
 * does (a JSON file is parsed to tell whether it holds commands) and hashes each, so what the
 * cache can save is the linting; the ratio says how much of a run it leaves. The second row puts
 * it against the start-up of node, for scale.
 */
function cacheRows() {
  const figures = [
    ['CLI, 2000 small files, warm --cache', 'the same run without --cache', 0.8],
    ['CLI, 2000 small files, warm --cache (scale)', '`node -e 0`', 4.0],
  ];
  const missing = cliAvailable();
  if (missing) {
    for (const [figure, floorName, target] of figures) notYet(figure, floorName, target);
    return;
  }
  const many = join(OUT, 'many');
  const cacheFile = join(OUT, 'bench.cmdlintcache');
  rmSync(cacheFile, { force: true });
  const options = { cwd: OUT };
  const cached = [NODE, [CLI_BIN, many, '--cache', '--cache-location', cacheFile], options];
  freshCliCodeCaches();
  log('CLI on 2000 small files with a warm --cache vs without --cache');
  let r = alternateProcesses(RUNS, [NODE, [CLI_BIN, many], options], cached);
  row(figures[0][0], { subject: r.subject, floorName: figures[0][1], floor: r.floor, ratio: r.ratio, target: figures[0][2] });
  statusNote(figures[0][0], r.statuses, r.sample);
  log('CLI on 2000 small files with a warm --cache vs node -e 0');
  r = alternateProcesses(RUNS, [NODE, ['-e', '0'], options], cached);
  row(figures[1][0], { subject: r.subject, floorName: figures[1][1], floor: r.floor, ratio: r.ratio, target: figures[1][2] });
  rmSync(cacheFile, { force: true });
}

// ------------------------------------------------------------------ server rows
function serverCommand() {
  const manifest = join(SERVER_DIR, 'package.json');
  if (!existsSync(manifest)) return { missing: 'there is no packages/language-server yet' };
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : Object.values(pkg.bin ?? {})[0];
  if (!bin || !existsSync(join(SERVER_DIR, bin))) return { missing: 'the language server has no bin file' };
  return { args: [join(SERVER_DIR, bin), '--stdio'] };
}

/** One change of one character in a default description, and back on the next call. */
function editor(text) {
  const at = /"description":\s*"/g;
  at.lastIndex = text.length >> 1;
  const match = at.exec(text) ?? /"description":\s*"/.exec(text);
  const offset = match.index + match[0].length;
  const original = text[offset];
  const other = original === 'x' ? 'y' : 'x';
  const start = positionAt(text, offset);
  let current = original;
  return () => {
    current = current === original ? other : original;
    return { range: { start, end: { line: start.line, character: start.character + 1 } }, rangeLength: 1, text: current, offset };
  };
}

async function serverFigure(client, file, fullSync) {
  const text = readFileSync(file, 'utf8');
  const uri = pathToFileURL(file).href;
  let version = 1;
  client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version, text } });
  const opened = await client.diagnosticsFor(uri, version);
  const change = editor(text);
  let current = text;
  const floors = [];
  const subjects = [];
  const counts = new Set([opened.diagnostics?.length ?? 0]);
  for (let i = 0; i <= RUNS; i++) {
    let started = performance.now();
    parseJsonc(current, [], { allowTrailingComma: false });
    const floor = performance.now() - started;
    const edit = change();
    current = current.slice(0, edit.offset) + edit.text + current.slice(edit.offset + 1);
    version++;
    const waiting = client.diagnosticsFor(uri, version);
    started = performance.now();
    client.notify('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [fullSync ? { text: current } : { range: edit.range, rangeLength: edit.rangeLength, text: edit.text }],
    });
    const published = await waiting;
    const subject = performance.now() - started;
    counts.add(published.diagnostics?.length ?? 0);
    if (i > 0) {
      floors.push(floor);
      subjects.push(subject);
    }
  }
  client.notify('textDocument/didClose', { textDocument: { uri } });
  return { floor: median(floors), subject: median(subjects), ratio: pairedRatio(floors, subjects), counts: [...counts] };
}

async function serverRows() {
  const figures = [
    ['server, change → diagnostics, 1 MB document', join(OUT, 'doc-1mb.json')],
    ['server, change → diagnostics, maximal set', join(OUT, 'max.json')],
  ];
  const floorName = '`jsonc-parser` parse of the same text';
  const server = serverCommand();
  if (server.missing) {
    for (const [figure] of figures) notYet(figure, floorName, 2.0);
    notes.push(`server rows: not yet (${server.missing}).`);
    return;
  }
  const client = new LanguageClient(NODE, server.args, { cwd: OUT });
  let done = 0;
  try {
    const init = await client.start(OUT);
    const sync = init?.capabilities?.textDocumentSync;
    const fullSync = (typeof sync === 'number' ? sync : sync?.change) === 1;
    while (done < figures.length) {
      const [figure, file] = figures[done];
      log(`${figure} vs jsonc-parser`);
      const r = await serverFigure(client, file, fullSync);
      row(figure, { subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, target: 2.0 });
      notes.push(`${figure}: ${r.counts.join(' or ')} diagnostics per publish (the document is valid; cmdlint warns bulk-size on 131 commands).`);
      done++;
    }
    notes.push(`server rows: ${fullSync ? 'full' : 'incremental'} sync, settings with debounceMs 0, one character changed per edit, timed from didChange to its publishDiagnostics.`);
    await serverStressRows(client, fullSync);
  } catch (error) {
    for (const [figure] of figures.slice(done)) notYet(figure, floorName, 2.0);
    notes.push(`server rows: not yet, the server at ${SERVER_DIR} failed: ${error.message}.`);
  } finally {
    await client.stop();
  }
}

/** Change → diagnostics on big and key-heavy documents, each against the CLI on the same file (see lib/stress.mjs). */
async function serverStressRows(client, fullSync) {
  const floorName = '`cmdlint FILE` (whole process) on the same text';
  const missing = cliAvailable();
  const documents = stressDocuments(OUT);
  if (missing) {
    for (const [figure] of documents) notYet(figure, floorName, 2.0);
    return;
  }
  for (const [figure, file] of documents) {
    log(`${figure} vs the CLI`);
    const text = readFileSync(file, 'utf8');
    const uri = pathToFileURL(file).href;
    let version = 1;
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version, text } });
    await client.diagnosticsFor(uri, version);
    const change = editor(text);
    let current = text;
    const counts = new Set();
    const r = await alternateWithCli(Math.min(RUNS, 5), NODE, CLI_BIN, file, OUT, async () => {
      const edit = change();
      current = current.slice(0, edit.offset) + edit.text + current.slice(edit.offset + 1);
      version++;
      const waiting = client.diagnosticsFor(uri, version);
      const started = performance.now();
      client.notify('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [fullSync ? { text: current } : { range: edit.range, rangeLength: edit.rangeLength, text: edit.text }],
      });
      const published = await waiting;
      counts.add(published.diagnostics?.length ?? 0);
      return performance.now() - started;
    });
    client.notify('textDocument/didClose', { textDocument: { uri } });
    row(figure, { subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, target: 2.0 });
    notes.push(`${figure}: ${[...counts].join(' or ')} diagnostics per publish (capped at 10 000 and one that counts the rest); the CLI exited ${r.statuses.join(', ')}.`);
  }
  notes.push(`server stress rows: medians of ${Math.min(RUNS, 5)} turns of the CLI on the file and one change; the documents are generated into bench/out/stress-*.json on first use.`);
}

// ------------------------------------------------------------------ in-process rows and peers
async function coreAndPeerRows() {
  let core;
  try {
    core = await import('@cmdlint/core');
  } catch (error) {
    notYet('`lint(value)` on the maximal set', '`JSON.parse` of its text', 0.5);
    notYet('`lint` on the broken copy (all 7 found)', '`JSON.parse` of its text', 0.6);
    notes.push(`lint rows: not yet (@cmdlint/core cannot be loaded: ${error.message}).`);
  }
  const maxText = readFileSync(join(OUT, 'max.json'), 'utf8');
  const brokenText = readFileSync(join(OUT, 'broken.json'), 'utf8');
  const { violations } = JSON.parse(readFileSync(join(OUT, 'broken.expected.json'), 'utf8'));
  const parseMax = () => JSON.parse(maxText);
  const parseBroken = () => JSON.parse(brokenText);
  const options = { scope: 'global' };
  const floorName = '`JSON.parse` of its text';

  if (core) {
    log('lint on the maximal set vs JSON.parse');
    let r = alternate(CORE_RUNS, parseMax, (value) => core.lint(value, options));
    row('`lint(value)` on the maximal set', { subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, target: 0.5 });
    const validErrors = r.result.filter((d) => d.severity === 'error').length;
    if (validErrors > 0) notes.push(`cmdlint reports ${validErrors} errors on the valid maximal set (expected none).`);

    log('lint on the broken copy vs JSON.parse');
    r = alternate(CORE_RUNS, parseBroken, (value) => core.lint(value, options));
    const errors = r.result.filter((d) => d.severity === 'error');
    const found = foundOf(violations, errors.map((d) => ({ path: pointer(d.path) })));
    row('`lint` on the broken copy (all 7 found)', {
      subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, target: 0.6,
      found: `cmdlint: ${found} (${errors.length} errors)`, extraMet: found === violations.length,
    });
  }

  log('peer: ajv');
  const { validate, compileMs } = compileSchema();
  let r = alternate(RUNS, parseMax, (value) => ajvReports(validate, value));
  const ajvFalse = r.result.length;
  const ajvFound = foundOf(violations, ajvReports(validate, parseBroken()));
  peerRow('peer: ajv 8, compiled JSON Schema (structural rules), allErrors, maximal set', {
    subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, found: `ajv: ${ajvFound}`,
  });
  notes.push(`ajv: compiling the schema took ${ms(compileMs)} (not in the figure); ${ajvFalse} errors on the valid set.`);

  log('peer: @discordjs/builders (slow)');
  r = alternate(BUILDERS_RUNS, parseMax, (value) => builderReports(value), { warmup: false });
  const buildersFalse = r.result.length;
  const buildersFound = foundOf(violations, builderReports(parseBroken(), { locate: true }));
  peerRow('peer: @discordjs/builders 1.x, rebuild + `toJSON()` of the 100 CHAT_INPUT', {
    subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, found: `builders: ${buildersFound}`,
  });
  notes.push(`builders: ${buildersFalse} commands of the valid set rejected.`);
}

// ------------------------------------------------------------------ main
const started = performance.now();
const summary = ensureCorpus();
const onlyFlag = argv.indexOf('--only');
const only = onlyFlag === -1 ? null : new Set(argv[onlyFlag + 1].split(','));
// The groups measured inside this process (core, sources, plan) each run in a process of their
// own when several groups run: one group's garbage must not slow the next. Measured: the sources
// row gave 0.52 after the core rows in one process and 0.35-0.37 alone, the same build.
const IN_PROCESS = new Set(['core', 'sources', 'python', 'plan']);
const asJson = argv.includes('--rows-json');
const isolate = !asJson && (!only || only.size > 1);
function inChild(group) {
  const child = spawnSync(NODE, [join(HERE, 'run.mjs'), '--only', group, '--rows-json', '--runs', String(RUNS)], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (child.status !== 0) throw new Error(`the ${group} rows failed (exit ${child.status})`);
  const result = JSON.parse(child.stdout);
  rows.push(...result.rows);
  notes.push(...result.notes);
}
const groups = {
  cli: () => cliRows(),
  cache: () => cacheRows(),
  server: () => serverRows(),
  core: () => coreAndPeerRows(),
  size: () => notes.push(...bundleSizeNotes(ROOT)),
  sources: () => sourceRows({ root: ROOT, runs: CORE_RUNS, alternate, row, notYet, log }),
  python: () => pythonRows({ root: ROOT, runs: CORE_RUNS, row, notYet, log }),
  plan: () => planRows({ out: OUT, runs: CORE_RUNS, alternate, row, notYet, notes, log }),
  eslint: () => eslintPluginRows({ out: OUT, here: HERE, runs: RUNS, node: NODE, median, ms, row, notYet, notes, log }),
  instructions: () => notes.push(...instructionNotes({ log })),
  'python-instructions': () => notes.push(...pythonInstructionNotes({ log })),
  'startup-instructions': () => notes.push(...startupInstructionNotes({ log })),
};
for (const [group, measure] of Object.entries(groups)) {
  if (only && !only.has(group)) continue;
  if (isolate && IN_PROCESS.has(group)) inChild(group);
  else await measure();
}
if (asJson) {
  process.stdout.write(JSON.stringify({ rows, notes }));
} else {
  notes.push(`The whole run took ${Math.round((performance.now() - started) / 1000)} s.`);
  printTable(summary);
}
