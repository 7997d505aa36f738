// The compile cache of the command line (packages/cli/src/compiled.ts; issue 14, finding 11) on a
// copy of the built package, so the checkout's own cache is not disturbed: a changed bundle of the
// same size and time runs its new code, not the cached bytecode of the old one; and bytecode that
// someone else could have put in the cache folder is never run.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { tempProject } from '../cli/helpers.js';
import { portableCli, runCli } from './process.js';
import { deadline } from './deadline.js';

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const BAD = '{ "name": "Ping", "description": "Pong" }\n';

function copy(): { bin: string; bundle: string; cache: string; dir: string } {
  const cli = portableCli();
  cleanups.push(cli.cleanup);
  return { bin: cli.bin, dir: cli.dir, bundle: join(cli.dir, 'dist', 'run.cjs'), cache: join(cli.dir, 'node_modules', '.cache', 'cmdlint', 'run.bin') };
}

/** Rewrites the bundle with every "problem" as `word` (7 characters: the same size), keeping its times, as npm would. */
function rewordBundle(bundle: string, word: string): void {
  expect(word).toHaveLength('problem'.length);
  const before = statSync(bundle, { bigint: true });
  writeFileSync(`${bundle}.times`, '');
  execFileSync('touch', ['-r', bundle, `${bundle}.times`]); // keeps the bundle's times, to the nanosecond
  writeFileSync(bundle, readFileSync(bundle, 'utf8').replaceAll('problem', word));
  execFileSync('touch', ['-r', `${bundle}.times`, bundle]);
  const after = statSync(bundle, { bigint: true });
  expect([after.size, after.mtimeNs]).toEqual([before.size, before.mtimeNs]);
}

const project = tempProject({ 'bad.json': BAD });
cleanups.push(project.cleanup);

/** Where a cache file's bytecode starts: after its header line and the bundle's bytes, at the next multiple of 8 (compiled.ts, bytecodeOffset). */
function bytecodeStartOf(cache: Buffer, bundleSize: number): number {
  return Math.ceil((cache.indexOf(10) + 1 + bundleSize) / 8) * 8;
}

/**
 * The planted file: the genuine cache's key (its header line and the genuine bundle's bytes) with
 * the attacker's bytecode (from a bundle of the same size) after it.
 */
function plantedCache(genuine: { cache: string; bundle: string }, attacker: { cache: string }): Buffer {
  const size = statSync(genuine.bundle).size;
  const key = readFileSync(genuine.cache);
  const evil = readFileSync(attacker.cache);
  return Buffer.concat([key.subarray(0, bytecodeStartOf(key, size)), evil.subarray(bytecodeStartOf(evil, size))]);
}

async function summary(bin: string): Promise<string> {
  const run = await runCli(['bad.json'], { cwd: project.dir, deadline: deadline(300), bin, env: { FORCE_COLOR: '0' } });
  expect(run.code, run.stderr).toBe(1);
  return run.stdout.split('\n').find((line) => line.startsWith('✖'))!;
}

it('a bundle changed to the same size and time runs its new code, not the cached bytecode of the old one', async () => {
  const a = copy();
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)'); // now from the cache
  expect(statSync(a.cache).isFile()).toBe(true);
  rewordBundle(a.bundle, 'PROBLEM');
  expect(await summary(a.bin)).toBe('✖ 1 PROBLEM (1 error, 0 warnings)');
  expect(await summary(a.bin)).toBe('✖ 1 PROBLEM (1 error, 0 warnings)');
}, deadline(1200));

/**
 * The genuine package with its cache, and a cache file planted for it: its key, with the bytecode
 * of an attacker's copy whose bundle (of the same size) says PWNEDXX. `attackerSays`: the
 * attacker's own run's summary.
 */
async function genuineAndPlanted(): Promise<{ a: ReturnType<typeof copy>; planted: Buffer; cacheDir: string; attackerSays: string }> {
  const a = copy();
  await summary(a.bin);
  await summary(a.bin);
  const b = copy();
  rewordBundle(b.bundle, 'PWNEDXX');
  const attackerSays = await summary(b.bin);
  await summary(b.bin); // now compiled into its own cache
  return { a, planted: plantedCache(a, b), cacheDir: join(a.dir, 'node_modules', '.cache', 'cmdlint'), attackerSays };
}

it('bytecode planted in a cache folder others can write (or that another user owns) is not run', async () => {
  const { a, planted, cacheDir, attackerSays } = await genuineAndPlanted();
  expect(attackerSays).toBe('✖ 1 PWNEDXX (1 error, 0 warnings)');

  // In a folder only the runner can write, the plant works (so the test can tell): that is the runner's own doing.
  writeFileSync(a.cache, planted);
  expect(await summary(a.bin)).toBe('✖ 1 PWNEDXX (1 error, 0 warnings)');

  // A folder anyone can write: not taken.
  writeFileSync(a.cache, planted);
  chmodSync(cacheDir, 0o777);
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  expect(readFileSync(a.cache).equals(planted), 'nothing is written there either').toBe(true);
  chmodSync(cacheDir, 0o755);

  // A cache file anyone can write: not taken.
  chmodSync(a.cache, 0o666);
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');

  if (asRoot) {
    // A folder and file of another user: not taken.
    writeFileSync(a.cache, planted);
    chmodSync(a.cache, 0o644);
    chownSync(cacheDir, NOBODY, NOBODY);
    chownSync(a.cache, NOBODY, NOBODY);
    expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  }
}, deadline(1800));

it('a planted cache reached through a link (the file or its folder) is not run, and a FIFO in its place holds nothing up', async () => {
  const { a, planted, cacheDir } = await genuineAndPlanted();
  const elsewhere = join(a.dir, 'elsewhere');
  mkdirSync(elsewhere, { mode: 0o755 });
  chmodSync(elsewhere, 0o755);

  // The file a link to the plant: not followed.
  writeFileSync(join(elsewhere, 'run.bin'), planted, { mode: 0o644 });
  rmSync(a.cache);
  symlinkSync(join(elsewhere, 'run.bin'), a.cache);
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');

  // The folder a link to a folder holding the plant: not followed.
  rmSync(cacheDir, { recursive: true });
  symlinkSync(elsewhere, cacheDir);
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  expect(readFileSync(join(elsewhere, 'run.bin')).equals(planted), 'nothing is written through the link').toBe(true);

  // A FIFO where the cache is: the run neither waits on it nor takes it.
  rmSync(cacheDir);
  mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
  execFileSync('mkfifo', [a.cache]);
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
}, deadline(1800));

it('a whole cache file from another build of the same size and time is not believed: it holds another bundle', async () => {
  const a = copy();
  await summary(a.bin);
  const b = copy();
  rewordBundle(b.bundle, 'PWNEDXX');
  execFileSync('touch', ['-r', a.bundle, b.bundle]); // as npm stamps both installs
  expect(await summary(b.bin)).toBe('✖ 1 PWNEDXX (1 error, 0 warnings)');
  const [sa, sb] = [statSync(a.bundle, { bigint: true }), statSync(b.bundle, { bigint: true })];
  expect([sb.size, sb.mtimeNs]).toEqual([sa.size, sa.mtimeNs]); // V8 alone, which checks the length, would take it
  writeFileSync(a.cache, readFileSync(b.cache));
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)'); // and from the cache written in its place
  expect(readFileSync(a.cache).equals(readFileSync(b.cache))).toBe(false);
}, deadline(1800));

/**
 * Flips the case of the first letter of a message (a template's text) in the bundle's first or last
 * 64 KB (the parts the cache's copy is compared by, compiled.ts), keeping its size and times.
 */
function changeOneLetter(bundle: string, where: 'first' | 'last'): void {
  const text = readFileSync(bundle, 'latin1');
  const messages = [...text.matchAll(/`[A-Z][a-z]+ [a-z ]{8,}/g)].map((match) => match.index!);
  const at = (where === 'first' ? messages[0] : messages[messages.length - 1])! + 1;
  expect(where === 'first' ? at < 64 * 1024 : at > text.length - 64 * 1024, `a message in the bundle's ${where} 64 KB`).toBe(true);
  const before = statSync(bundle, { bigint: true });
  writeFileSync(`${bundle}.times`, '');
  execFileSync('touch', ['-r', bundle, `${bundle}.times`]);
  writeFileSync(bundle, `${text.slice(0, at)}${text[at]!.toLowerCase()}${text.slice(at + 1)}`, 'latin1');
  execFileSync('touch', ['-r', `${bundle}.times`, bundle]);
  expect(statSync(bundle, { bigint: true }).mtimeNs).toBe(before.mtimeNs);
}

it.each(['first', 'last'] as const)('a bundle changed by one byte in its %s part (same size and time) is not its cache\'s: compiled, and the cache written again', async (where) => {
  const a = copy();
  await summary(a.bin);
  await summary(a.bin);
  changeOneLetter(a.bundle, where);
  const bundle = readFileSync(a.bundle);
  const copyIn = (cache: Buffer): Buffer => cache.subarray(cache.indexOf(10) + 1, cache.indexOf(10) + 1 + bundle.length);
  expect(copyIn(readFileSync(a.cache)).equals(bundle)).toBe(false);
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  expect(copyIn(readFileSync(a.cache)).equals(bundle), 'the cache holds the changed bundle now').toBe(true);
}, deadline(1200));

it('a truncated cache, or one with a forged header, is compiled past and written again', async () => {
  const a = copy();
  await summary(a.bin);
  const whole = readFileSync(a.cache);
  const bytecodeStart = bytecodeStartOf(whole, statSync(a.bundle).size);
  for (const broken of [
    whole.subarray(0, bytecodeStart + Math.floor((whole.length - bytecodeStart) / 2)), // cut in the bytecode
    whole.subarray(0, bytecodeStart), // the key alone
    whole.subarray(0, bytecodeStart - 20), // cut in the bundle's bytes
    whole.subarray(0, whole.indexOf(10) - 3), // cut in the header line
    Buffer.concat([Buffer.from(whole.toString('latin1', 0, whole.indexOf(10)).replace(/ \d+ (quiet|reported)$/, ' 1 $1')), whole.subarray(whole.indexOf(10))]), // another bundle's length
  ]) {
    writeFileSync(a.cache, broken);
    expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
    const written = readFileSync(a.cache);
    expect(written.subarray(0, bytecodeStart).equals(whole.subarray(0, bytecodeStart)), 'the cache is written again').toBe(true);
    expect(written.length).toBeGreaterThan(whole.length * 0.9);
  }
}, deadline(2400));

it('a bundle that is not all ASCII is read as UTF-8, compiled and from its cache', async () => {
  const a = copy();
  writeFileSync(a.bundle, readFileSync(a.bundle, 'utf8').replaceAll('problem', 'problém'));
  expect(await summary(a.bin)).toBe('✖ 1 problém (1 error, 0 warnings)');
  expect(await summary(a.bin)).toBe('✖ 1 problém (1 error, 0 warnings)');
}, deadline(1200));

it('a bundle built without the CommonJS wrapper (as before) is wrapped, compiled and from its cache', async () => {
  const a = copy();
  const head = '(function (exports, require, module, __filename, __dirname) {\n';
  const built = readFileSync(a.bundle, 'latin1');
  expect(built.startsWith(head), 'the build wraps the bundle (packages/cli/tsup.config.ts)').toBe(true);
  writeFileSync(a.bundle, built.slice(head.length, built.lastIndexOf('})')), 'latin1');
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  expect(await summary(a.bin)).toBe('✖ 1 problem (1 error, 0 warnings)');
  expect(readFileSync(a.cache).length).toBeGreaterThan(statSync(a.bundle).size); // its cache was written and read
}, deadline(1200));
