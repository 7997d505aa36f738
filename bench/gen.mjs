#!/usr/bin/env node
// Writes the benchmark corpora into bench/out/ (git-ignored). Deterministic: the same seed gives
// the same bytes.
//
//   node gen.mjs [--seed N] [--many N] [--out DIR] [--no-check]
//
//   max.json                the maximal legal global set: 100 CHAT_INPUT (each within 10 of the
//                           8000 budget, every field in all 32 locales), 15 USER, 15 MESSAGE,
//                           1 PRIMARY_ENTRY_POINT; minified, about 52 MB
//   broken.json             the same with 7 commands carrying one violation each
//   broken.expected.json    those violations, with the JSON Pointer where each is reported
//   many/cmd-NNNN.json      small valid commands, 1-3 KB each, pretty-printed
//   doc-1mb.json            one pretty-printed valid set of about 1 MB (an editor's document)
//   summary.json            sizes, counts and budgets, and the check's findings
//
// The check (unless --no-check) lints every file with @cmdlint/core: no errors anywhere but the
// broken copy, and there exactly the 7, at their paths.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, PER_TYPE, budgetOf } from './lib/facts.mjs';
import { Random } from './lib/random.mjs';
import { chatInput, contextMenu, entryPoint, skeletonFor, smallChatInput } from './lib/commands.mjs';
import { breakSet } from './lib/mutations.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_OUT = join(HERE, 'out');
export const DEFAULT_SEED = 6_2025;

const SHAPES = ['plain', 'subcommands', 'groups', 'plain', 'groups', 'subcommands', 'plain', 'groups', 'subcommands', 'groups'];

/** The maximal legal global set. */
function maximalSet(rng) {
  const ctx = { locales: LOCALES, policy: 'anchored' };
  const set = [];
  const budgets = [];
  for (let i = 0; i < PER_TYPE[1]; i++) {
    const target = rng.int(7990, 7999);
    const command = chatInput(rng, ctx, skeletonFor(rng, SHAPES[i % SHAPES.length], target), i);
    const budget = budgetOf(command);
    if (budget !== target) throw new Error(`command ${i}: budget ${budget}, meant ${target}`);
    budgets.push(budget);
    set.push(command);
  }
  for (const type of [2, 3]) for (let i = 0; i < PER_TYPE[type]; i++) set.push(contextMenu(rng, ctx, type, i));
  set.push(entryPoint(rng, ctx));
  return { set, budgets };
}

/** A random choice of locales; with en-GB always en-US too, so no fallback surprise (a warning) arises. */
function someLocales(rng, min, max) {
  const locales = rng.subset(LOCALES, rng.int(min, max));
  return locales.includes('en-GB') && !locales.includes('en-US') ? LOCALES.filter((l) => l === 'en-US' || locales.includes(l)) : locales;
}

/** One small command file of 1-3 KB. */
function smallFile(rng, index) {
  const kind = rng.weighted([['chat', 85], ['user', 6], ['message', 6], ['entry', 3]]);
  for (let attempt = 0; attempt < 1000; attempt++) {
    let command;
    if (kind === 'chat') command = smallChatInput(rng, { locales: someLocales(rng, 0, 10), policy: 'free' }, index);
    else if (kind === 'entry') command = entryPoint(rng, { locales: someLocales(rng, 3, 12), policy: 'free' });
    else command = contextMenu(rng, { locales: someLocales(rng, 12, 32), policy: 'free' }, kind === 'user' ? 2 : 3, index);
    const text = `${JSON.stringify(command, null, 2)}\n`;
    const bytes = Buffer.byteLength(text);
    if (bytes >= 1024 && bytes <= 3072) return { text, bytes };
  }
  throw new Error(`no small ${kind} command of 1-3 KB for file ${index}`);
}

/** A valid set of moderate commands, pretty-printed, just over 1 MB. */
function megabyteDocument(rng) {
  const ctx = { locales: LOCALES, policy: 'anchored' };
  const set = [];
  let bytes = 0;
  for (let i = 0; bytes < 1_000_000; i++) {
    const target = rng.int(900, 2400);
    set.push(chatInput(rng, ctx, skeletonFor(rng, SHAPES[i % SHAPES.length], target), i));
    bytes = Buffer.byteLength(JSON.stringify(set, null, 2));
  }
  return `${JSON.stringify(set, null, 2)}\n`;
}

const pointerOf = (path) => path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

function tally(diagnostics) {
  const out = { errors: 0, warnings: 0, byRule: {} };
  for (const d of diagnostics) {
    if (d.severity === 'error') out.errors++;
    else out.warnings++;
    out.byRule[d.ruleId] = (out.byRule[d.ruleId] ?? 0) + 1;
  }
  return out;
}

/** Lints what was written; throws when the corpus is not what it claims to be. */
async function check({ set, broken, violations, small, documentText }) {
  let core;
  try {
    core = await import('@cmdlint/core');
  } catch (error) {
    return { skipped: `@cmdlint/core could not be loaded (${error.message}); build it first` };
  }
  const problems = [];
  const maximal = core.lint(set, { scope: 'global' });
  const maximalTally = tally(maximal);
  if (maximalTally.errors > 0) problems.push(`the maximal set has ${maximalTally.errors} errors: ${JSON.stringify(maximal.filter((d) => d.severity === 'error').slice(0, 3))}`);

  const brokenErrors = core.lint(broken, { scope: 'global' }).filter((d) => d.severity === 'error');
  const found = violations.filter((v) => brokenErrors.some((d) => d.ruleId === v.ruleId && pointerOf(d.path) === v.path));
  if (brokenErrors.length !== violations.length || found.length !== violations.length) {
    problems.push(`the broken copy: ${brokenErrors.length} errors, ${found.length} of ${violations.length} at their paths: `
      + JSON.stringify(brokenErrors.map((d) => `${d.ruleId} ${pointerOf(d.path)}`)));
  }

  const smallTally = tally(small.flatMap((text) => core.lint(JSON.parse(text), { scope: 'global' })));
  if (smallTally.errors > 0) problems.push(`the small files have ${smallTally.errors} errors: ${JSON.stringify(smallTally.byRule)}`);
  const documentTally = tally(core.lint(JSON.parse(documentText), { scope: 'global' }));
  if (documentTally.errors > 0) problems.push(`the 1 MB document has ${documentTally.errors} errors: ${JSON.stringify(documentTally.byRule)}`);

  if (problems.length > 0) throw new Error(`corpus check failed:\n- ${problems.join('\n- ')}`);
  return {
    maximal: maximalTally,
    broken: { errors: brokenErrors.length, atExpectedPaths: found.length },
    small: smallTally,
    document: documentTally,
  };
}

export async function generate({ out = DEFAULT_OUT, seed = DEFAULT_SEED, many = 2000, verify = true } = {}) {
  const started = performance.now();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'many'), { recursive: true });

  const { set, budgets } = maximalSet(new Random(seed, 1));
  const maxText = JSON.stringify(set);
  writeFileSync(join(out, 'max.json'), maxText);

  const { broken, violations } = breakSet(new Random(seed, 2), set);
  writeFileSync(join(out, 'broken.json'), JSON.stringify(broken));
  writeFileSync(join(out, 'broken.expected.json'), `${JSON.stringify({ file: 'broken.json', violations }, null, 2)}\n`);

  const rng = new Random(seed, 3);
  const small = [];
  let smallBytes = 0;
  for (let i = 0; i < many; i++) {
    const { text, bytes } = smallFile(rng, i);
    writeFileSync(join(out, 'many', `cmd-${String(i + 1).padStart(4, '0')}.json`), text);
    small.push(text);
    smallBytes += bytes;
  }

  const documentText = megabyteDocument(new Random(seed, 4));
  writeFileSync(join(out, 'doc-1mb.json'), documentText);
  const generatedMs = performance.now() - started;

  const summary = {
    seed,
    max: {
      bytes: Buffer.byteLength(maxText),
      utf16: maxText.length,
      commands: set.length,
      byType: Object.fromEntries([1, 2, 3, 4].map((t) => [t, set.filter((c) => c.type === t).length])),
      budget: { min: Math.min(...budgets), max: Math.max(...budgets) },
    },
    broken: violations.map((v) => `${v.kind} @ ${v.path}`),
    many: { files: many, bytes: smallBytes },
    document: { bytes: Buffer.byteLength(documentText) },
    generatedMs: Math.round(generatedMs),
  };
  const writeSummary = () => writeFileSync(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeSummary();
  if (verify) {
    summary.check = await check({ set, broken, violations, small, documentText });
    writeSummary();
  }
  return summary;
}

function flag(argv, name) {
  const at = argv.indexOf(name);
  return at === -1 ? undefined : argv[at + 1];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const summary = await generate({
    out: flag(argv, '--out') ? resolve(flag(argv, '--out')) : DEFAULT_OUT,
    seed: flag(argv, '--seed') ? Number.parseInt(flag(argv, '--seed'), 10) : DEFAULT_SEED,
    many: flag(argv, '--many') ? Number.parseInt(flag(argv, '--many'), 10) : 2000,
    verify: !argv.includes('--no-check'),
  });
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}
