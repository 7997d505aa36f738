// What a run loads is part of its start-up time: each of Node's own modules costs about a
// millisecond or more to compile, and some are loaded behind an innocent-looking read (reading
// `globalThis.performance` loads the nine perf_hooks modules, ~3 ms). The built CLI runs here with
// a preload that writes `process.moduleLoadList` at exit; modules no plain lint needs must not be
// in it.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBCOMMANDS } from '../../packages/cli/src/subcommands.js';
import { NAME_CHAR_RANGES_UNICODE } from '../../packages/core/src/name-char-ranges.js';
import { TUNE_AFTER_FILES } from '../../packages/cli/src/tune.js';
import { declaredNames } from './bundle-names.js';
import { BIN_JS, GOOD, tempProject } from './helpers.js';

const BUILDER = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('ping').setDescription('Pong') };\n";
const project = tempProject({ 'commands/ping.json': GOOD, 'commands/pong.json': GOOD, 'code/ping.js': BUILDER });
afterAll(() => project.cleanup());
const PRELOAD = join(project.dir, 'record-modules.cjs');
// Files read are recorded too: the bundles loaded with their code cache are read and compiled, not
// required; their caches are opened for reading (by flags as numbers, without following a link).
writeFileSync(
  PRELOAD,
  "const fs = require('fs'); const read = []; const readFileSync = fs.readFileSync; const openSync = fs.openSync;\n" +
    "fs.readFileSync = function (file, ...rest) { if (typeof file === 'string') read.push(file); return readFileSync.call(this, file, ...rest); };\n" +
    "fs.openSync = function (file, flags, ...rest) { if (typeof file === 'string' && (flags === undefined || flags === 'r' || (typeof flags === 'number' && (flags & 3) === 0))) read.push(file); return openSync.call(this, file, flags, ...rest); };\n" +
    "process.on('exit', () => fs.writeFileSync(process.env.MODULES_OUT, process.moduleLoadList.join('\\n') + '\\n' + Object.keys(require.cache).map((file) => 'File ' + file).join('\\n') + '\\n' + read.map((file) => 'Read ' + file).join('\\n')));\n",
);

/** Node's public modules the run loaded ("fs", "perf_hooks", ...). */
function modulesLoaded(args: string[], env: Record<string, string> = {}): string[] {
  return recorded(args, env)
    .filter((line) => line.startsWith('NativeModule ') && !line.includes('internal/'))
    .map((line) => line.slice('NativeModule '.length));
}

/** The files the run required (its bundles, packages). */
function filesLoaded(args: string[]): string[] {
  return recorded(args, {})
    .filter((line) => line.startsWith('File '))
    .map((line) => line.slice('File '.length));
}

/** The files the run read (the bundles it compiled with their code cache, the caches). */
function filesRead(args: string[]): string[] {
  return recorded(args, {})
    .filter((line) => line.startsWith('Read '))
    .map((line) => line.slice('Read '.length));
}

function recorded(args: string[], env: Record<string, string>): string[] {
  const out = join(project.dir, `modules-${Math.random().toString(36).slice(2)}.txt`);
  const result = spawnSync(process.execPath, ['-r', PRELOAD, BIN_JS, ...args], {
    cwd: project.dir,
    env: { PATH: process.env.PATH ?? '', MODULES_OUT: out, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return readFileSync(out, 'utf8').split('\n');
}

/** Modules a plain lint has no use for; each was once loaded by accident or belongs to another job. */
const NOT_FOR_A_LINT = ['perf_hooks', 'worker_threads', 'child_process', 'crypto', 'net', 'http', 'https', 'zlib', 'readline', 'inspector', 'module'];

describe('what a plain lint loads of Node', () => {
  it('one small file: none of the modules a lint does not need, nor V8 tuning', () => {
    const loaded = modulesLoaded(['commands/ping.json']);
    expect(loaded).toContain('fs'); // the record is real
    expect(loaded.filter((name) => NOT_FOR_A_LINT.includes(name) || name === 'v8')).toEqual([]);
  });

  it('a directory: none of the modules a lint does not need, nor V8 tuning until it has read as many files as tune.ts says', () => {
    project.write('one/ping.json', GOOD);
    const loaded = modulesLoaded(['one']);
    expect(loaded).toContain('fs');
    expect(loaded.filter((name) => NOT_FOR_A_LINT.includes(name) || name === 'v8')).toEqual([]);
    expect(TUNE_AFTER_FILES).toBeGreaterThan(1);
    // node:v8 (about 8 million instructions: it loads Node's streams) once the run has read as many files as tune.ts says.
    for (let i = 0; i < TUNE_AFTER_FILES; i++) project.write(`many/ping-${i}.json`, `{ "name": "ping-${i}", "description": "Pong" }\n`);
    expect(modulesLoaded(['many'])).toContain('v8');
    expect(modulesLoaded(['many'], { CMDLINT_NO_TUNING: '1' })).not.toContain('v8');
  });

  it('a run that writes its report (--format json, through a pipe): no stream of Node, so no process.stdout', () => {
    // Making process.stdout on a pipe loads net and the streams: ~49 M instructions (src/fd-output.ts).
    const loaded = modulesLoaded(['commands/ping.json', '--format', 'json']);
    expect(loaded).toContain('fs');
    expect(loaded.filter((name) => NOT_FOR_A_LINT.includes(name) || ['tty', 'stream'].includes(name))).toEqual([]);
  });

  it('--cache hashes with node:crypto, which only it loads', () => {
    const loaded = modulesLoaded(['commands/ping.json', '--cache', '--cache-location', 'cache/']);
    expect(loaded).toContain('crypto');
  });

  it('TIMING=1 does measure, with the clock it loads only then', () => {
    const loaded = modulesLoaded(['commands/ping.json'], { TIMING: '1' });
    expect(loaded).toContain('perf_hooks');
  });
});

describe('the reader of sources and its parser', () => {
  it('a run over JSON files loads neither', () => {
    const files = filesLoaded(['commands']);
    expect(files.some((file) => file.endsWith('compiled.cjs'))).toBe(true); // the record is real
    expect(files.filter((file) => file.endsWith('source.cjs') || file.includes('oxc-parser'))).toEqual([]);
  });

  it('a run over a source loads both', () => {
    const files = filesLoaded(['code/ping.js']);
    expect(files.some((file) => file.endsWith('source.cjs'))).toBe(true);
    expect(files.some((file) => file.includes('oxc-parser'))).toBe(true);
  });
});

describe('plan and explain load the reader only for a source', () => {
  it('explain and plan over JSON load neither the reader nor its parser', () => {
    writeFileSync(join(project.dir, 'error.txt'), 'DiscordAPIError[50035]: Invalid Form Body\ndescription[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.\n');
    writeFileSync(join(project.dir, 'long.json'), `{ "name": "ping", "description": "${'x'.repeat(101)}" }\n`);
    for (const args of [['explain', 'error.txt', '--body', 'long.json'], ['plan', 'commands/ping.json']]) {
      const files = filesLoaded(args);
      expect(files.some((file) => file.endsWith('compiled.cjs')), args.join(' ')).toBe(true); // the record is real
      expect(files.filter((file) => file.endsWith('source.cjs') || file.includes('oxc-parser')), args.join(' ')).toEqual([]);
    }
  });

  it('explain --body SOURCE and plan SOURCE load both', () => {
    writeFileSync(join(project.dir, 'error-ping.txt'), 'DiscordAPIError[50035]: Invalid Form Body\ndescription[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.\n');
    writeFileSync(join(project.dir, 'code/long.js'), BUILDER.replace("'Pong'", `'${'x'.repeat(101)}'`));
    for (const args of [['plan', 'code/ping.js'], ['explain', 'error-ping.txt', '--body', 'code/long.js']]) {
      const files = filesLoaded(args);
      expect(files.some((file) => file.endsWith('source.cjs'))).toBe(true);
      expect(files.some((file) => file.includes('oxc-parser'))).toBe(true);
    }
  });
});

describe("the bin's bundles", () => {
  it('a lint compiles dist/run.cjs, the entry with the main run, with its code cache: not dist/cli.cjs', () => {
    filesRead(['commands/ping.json']); // the first run writes the cache when there was none
    const read = filesRead(['commands/ping.json']);
    expect(read.some((file) => file.endsWith(`${sep}dist${sep}run.cjs`))).toBe(true);
    expect(read.some((file) => file.endsWith(`${sep}.cache${sep}cmdlint${sep}run.bin`))).toBe(true);
    expect(read.filter((file) => file.endsWith(`${sep}cli.cjs`) || file.endsWith(`${sep}cli.bin`))).toEqual([]);
    expect(filesLoaded(['commands/ping.json']).filter((file) => /[\\/](?:cli|run)\.cjs$/.test(file))).toEqual([]);
  });

  it('--version compiles dist/cli.cjs alone, with its code cache, and no rule', () => {
    filesRead(['--version']);
    const read = filesRead(['--version']);
    expect(read.some((file) => file.endsWith(`${sep}dist${sep}cli.cjs`))).toBe(true);
    expect(read.some((file) => file.endsWith(`${sep}.cache${sep}cmdlint${sep}cli.bin`))).toBe(true);
    expect(read.filter((file) => file.endsWith(`${sep}run.cjs`))).toEqual([]);
  });

  it('the loader (compiled from its source at every start) exports plain values: no getter, no helper of esbuild run', () => {
    const loader = join(BIN_JS, '..', '..', 'dist', 'compiled.cjs');
    const text = readFileSync(loader, 'utf8');
    expect(text).not.toMatch(/__toCommonJS|__copyProps|__export\b/);
    const exported = createRequire(import.meta.url)(loader) as Record<string, unknown>;
    for (const name of ['binLoadFor', 'requireCompiled', 'ANSWERED_BY_ENTRY']) {
      const property = Object.getOwnPropertyDescriptor(exported, name);
      expect(property?.get, name).toBeUndefined();
      expect(property?.value, name).toBeDefined();
    }
  });
});

describe('the table of subcommands, as the built CLI runs it', () => {
  // One real input per row: a row added to the table without one here fails the first test.
  const INPUTS: Record<string, string[]> = {
    '': ['commands/ping.json'],
    explain: ['explain', 'error-table.txt', '--body', 'long-table.json'],
    plan: ['plan', 'commands/ping.json'],
  };
  writeFileSync(join(project.dir, 'error-table.txt'), 'DiscordAPIError[50035]: Invalid Form Body\ndescription[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.\n');
  writeFileSync(join(project.dir, 'long-table.json'), `{ "name": "ping", "description": "${'x'.repeat(101)}" }\n`);

  it('every row has an input here', () => {
    expect(Object.keys(INPUTS).sort()).toEqual(SUBCOMMANDS.map((row) => row.name).sort());
  });

  it.each(SUBCOMMANDS.map((row) => [row.name || '(main run)', row] as const))('%s loads its own bundle, no other row\'s, and takes its code cache when the row says so', (_name, row) => {
    const bundleOf = (file: string): string | undefined => SUBCOMMANDS.find((other) => file.endsWith(`${sep}dist${sep}${other.bundle}.cjs`))?.bundle;
    filesRead(INPUTS[row.name]!); // the first run writes the cache when there was none
    const read = filesRead(INPUTS[row.name]!);
    const loaded = [...read, ...filesLoaded(INPUTS[row.name]!)].map(bundleOf).filter((bundle) => bundle !== undefined);
    expect([...new Set(loaded)]).toEqual([row.bundle]);
    expect(read.some((file) => file.endsWith(`${sep}.cache${sep}cmdlint${sep}${row.bundle}.bin`))).toBe(row.codeCache);
  });
});

// Issue 34 item 10: a run on one small JSON file sat at 1.31-1.40 × `node -e 0`. Of the
// instructions it added, building the name regexes' Unicode property classes at load was a fifth
// (core/src/name-regexes.ts); reading and compiling the bundle is most of the rest.
describe('what a JSON run compiles', () => {
  const JSON_RUN = ['commands/ping.json'];
  const UNICODE_RECORD = join(project.dir, 'record-regexps.cjs');
  // Regexes made with `new RegExp` (the core's, the parser's and the readers' markers are made so)
  // are recorded. A literal in a function that runs would not be seen.
  writeFileSync(
    UNICODE_RECORD,
    "const made = []; const Plain = RegExp;\n" +
      "globalThis.RegExp = new Proxy(Plain, { construct(target, args, newTarget) { made.push(String(args[0])); return Reflect.construct(target, args, newTarget); } });\n" +
      "process.on('exit', () => require('fs').writeFileSync(process.env.REGEXPS_OUT, JSON.stringify(made)));\n",
  );

  /** The patterns with a Unicode property class that the run built with `new RegExp`. */
  function unicodeRegexesBuilt(args: string[]): string[] {
    return regexesBuilt(args).filter((pattern) => /\\p\{/.test(pattern));
  }

  /** Every pattern the run built with `new RegExp`. */
  function regexesBuilt(args: string[]): string[] {
    const out = join(project.dir, `regexps-${Math.random().toString(36).slice(2)}.json`);
    const result = spawnSync(process.execPath, ['-r', UNICODE_RECORD, BIN_JS, ...args], {
      cwd: project.dir,
      env: { PATH: process.env.PATH ?? '', REGEXPS_OUT: out },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status === 0 || result.status === 1, result.stderr).toBe(true);
    return JSON.parse(readFileSync(out, 'utf8')) as string[];
  }

  it('reads no file of the source reader or of its parser, not even a package.json', () => {
    const touched = [...filesRead(JSON_RUN), ...filesLoaded(JSON_RUN)];
    expect(touched.some((file) => file.endsWith(`${sep}run.cjs`))).toBe(true); // the record is real
    expect(touched.filter((file) => file.endsWith(`${sep}source.cjs`) || file.includes('oxc-parser'))).toEqual([]);
  });

  it('compiles under 320 KB of JavaScript: the bin, its loader and the linting bundle', () => {
    // Each kilobyte is read, made a string, compared with the code cache's copy and deserialized
    // on every run (about 273 KB now: dist/run.cjs 261 with the entry in it, without whitespace and
    // with short names, the loader 8, the bin 4; short names made a run on one small file 1 ms
    // quicker, docs/performance.md, session 27). Past the bound, split what a JSON run does not
    // need into a bundle of its own (as dist/source.cjs), or raise it knowingly with the figure
    // measured (bench/README.md, the `cli` group).
    const compiled = new Set([...filesLoaded(JSON_RUN), ...filesRead(JSON_RUN).filter((file) => /\.c?js$/.test(file))]);
    const bytes = [...compiled].reduce((sum, file) => sum + statSync(file).size, 0);
    expect([...compiled].some((file) => file.endsWith(`${sep}run.cjs`))).toBe(true);
    expect(bytes).toBeLessThan(320 * 1024);
  });

  it('holds of jsonc-parser only what it calls: its scanner, not the formatter and its tables made at every start', () => {
    // Each module is known by a function or table it declares, named as in its source (the bundle's names are short: its map keeps them).
    const bundleFile = join(BIN_JS, '..', '..', 'dist', 'run.cjs');
    const bundle = readFileSync(bundleFile, 'utf8');
    const names = declaredNames(bundleFile);
    const declared = (name: string): boolean => names.has(name);
    expect(declared('createScanner')).toBe(true); // impl/scanner.js: the record is real
    // impl/format.js, impl/edit.js, impl/string-intern.js (the tables), impl/parser.js
    expect(['computeIndentLevel', 'setProperty', 'cachedSpaces', 'cachedBreakLinesWithSpaces', 'parseTree', 'getNodeValue'].filter(declared)).toEqual([]);
    // main.js: its three enums, set up by hand at every load (0.5 M instructions), which cmdlint keeps as constants.
    expect(['ScanError', 'SyntaxKind', 'ParseErrorCode'].filter(declared)).toEqual([]);
    // impl/scanner.js's own enum, which it never reads: the build leaves it out (tsup.config.ts, JSONC_SCANNER_ALONE).
    expect(bundle.includes('CharacterCodes')).toBe(false);
  });

  // Session 25: each function of Node's own modules that a process calls first is compiled from
  // its source then (about 0.1 M instructions each). The loader read the bundle with readFileSync,
  // checked the cache with lstat and compared it with Buffer's subarray and toString, and the run
  // joined paths and ended through process.exit: some 60 such functions no JSON run needs. The
  // record is made by a preload that wraps them and writes each call as it happens (no 'exit'
  // listener: with one, the bin ends through process.exit, as it must then).
  it("calls none of the functions of Node that start-up does without (Buffer's toString, lstat, path.join, readFileSync of a bundle)", () => {
    const out = join(project.dir, `calls-${Math.random().toString(36).slice(2)}.txt`);
    const record = join(project.dir, 'record-calls.cjs');
    writeFileSync(
      record,
      "const fs = require('fs'); const path = require('path'); const seen = (what) => fs.appendFileSync(process.env.CALLS_OUT, what + '\\n');\n" +
        "const wrap = (owner, name, label, when = () => true) => { const plain = owner[name]; owner[name] = function (...args) { if (when(args)) seen(label); return plain.apply(this, args); }; };\n" +
        "wrap(Buffer.prototype, 'toString', 'Buffer#toString'); wrap(fs, 'lstatSync', 'fs.lstatSync'); wrap(path, 'join', 'path.join'); wrap(process, 'exit', 'process.exit');\n" +
        "wrap(fs, 'readFileSync', 'fs.readFileSync of a bundle', (args) => /[\\\\/]dist[\\\\/][^\\\\/]+\\.cjs$/.test(String(args[0])) && !String(args[0]).endsWith('compiled.cjs'));\n" +
        "seen('preloaded');\n",
    );
    const result = spawnSync(process.execPath, ['-r', record, BIN_JS, ...JSON_RUN], { cwd: project.dir, env: { PATH: process.env.PATH ?? '', CALLS_OUT: out }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status, result.stderr).toBe(0);
    const calls = readFileSync(out, 'utf8').split('\n').filter(Boolean);
    expect(calls[0]).toBe('preloaded'); // the record is real
    expect(calls.slice(1)).toEqual([]);
  });

  it('builds no regex with a Unicode property class for ASCII names', () => {
    expect(unicodeRegexesBuilt(JSON_RUN)).toEqual([]);
  });

  it("builds no regex with new RegExp at all: the readers' markers are made for the first source a walk reads", () => {
    // Session 23: the markers of the JavaScript and Python readers (an alternation of some fifty
    // names) were built as the bundle loaded, and the first use of a path's regexes compiled them.
    expect(regexesBuilt(JSON_RUN)).toEqual([]);
    const walked = regexesBuilt(['.']); // code/ping.js is read: the JavaScript reader's markers are made (the record is real)
    expect(walked.some((pattern) => pattern.includes('SlashCommandBuilder'))).toBe(true);
  });

  // The BMP's name characters are data (core's name-char-ranges.ts) under its Unicode version:
  // a localized name in Cyrillic or Hangul, as most are, builds no property class either.
  it.runIf(process.versions.unicode === NAME_CHAR_RANGES_UNICODE)('builds none for names in other scripts of the BMP either', () => {
    writeFileSync(join(project.dir, 'commands-bmp.json'), '{ "name": "핑", "description": "Pong", "name_localizations": { "ru": "пинг", "hi": "पिंग" } }\n');
    expect(unicodeRegexesBuilt(['commands-bmp.json'])).toEqual([]);
  });

  // Session 24: the data covers every code point, and the naming rules' messages and proposals
  // read the scan's tables: an astral letter (U+1D4B6 MATHEMATICAL SCRIPT SMALL A), an uppercase
  // name and a name with an emoji, each reported with a proposal, build none (10 million
  // instructions each before). The record is real: the walk above records the readers' markers.
  it.runIf(process.versions.unicode === NAME_CHAR_RANGES_UNICODE)('builds none for astral names, nor to report a name and propose another', () => {
    writeFileSync(join(project.dir, 'commands-astral.json'), '{ "name": "\u{1D4B6}", "description": "Pong" }\n');
    writeFileSync(join(project.dir, 'commands-upper.json'), '{ "name": "Ping", "description": "Pong" }\n');
    writeFileSync(join(project.dir, 'commands-emoji.json'), '{ "name": "pi\u{1F642}ng", "description": "Pong" }\n');
    for (const file of ['commands-astral.json', 'commands-upper.json', 'commands-emoji.json']) expect(unicodeRegexesBuilt([file]), file).toEqual([]);
  });
});
