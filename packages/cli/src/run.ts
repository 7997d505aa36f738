// Everything that happens once there is input: configuration, files, lint or fix, output.
// Loaded lazily by main(); bundles the text, linter and files layers and the core.
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { escapeControlCharacters, parseDocument, isJsoncPath, type JsonDocument, type ReadSource, type SendVia } from '@cmdlint/text';
import { ConfigError, didYouMean, keyExcerpt, FileLinter, fixFiles, knownRuleIds, ruleCatalog, setIndexOf, type FileReport, type LintSettings, type LoadedConfig, type SetConfig, type SourceFile } from '@cmdlint/linter';
import { ConfigResolver, discoverFiles, fileErrorText, discoverSetFiles, noCommandFilesMessage, loadConfigFile, MAX_INPUT_BYTES, MAX_MANIFEST_BYTES, readDocument, readRegularFile, ProjectOptions, commandLineIgnores, type DiscoveredFile, type DiscoverOptions } from '@cmdlint/files';
import { READERS, readerInfoOf } from '@cmdlint/readers';
import { FORMATS, type CliOptions } from './args.js';
import { useColor } from './colors.js';
import { formatters } from './formatters/index.js';
import { rulesMetaOf } from './formatters/rules-meta.js';
import type { CliIo, RunContext } from './io.js';
import { keepRarePartCache, rarePart } from './rare-part.js';
import { fileRead } from './tune.js';
import { readStandardInput } from './stdin.js';
import { sourceModule, sourceReading } from './source-reading.js';
import { useNameCharData } from './name-char-data.js';
import { RunShape } from './code-cache-shape.js';
import { debugLines, readerNotes, skippedSummary, type ReaderNote } from './debug.js';
import { toResult, type LintResult, type ModuleFormatter } from './results.js';
import { displayPath } from './formatters/paths.js';
import type { StagedFiles } from './staged.js';

/** The default suppressions file (see suppressions.ts, loaded only when it is there or asked for). */
const SUPPRESSIONS_FILE = 'cmdlint-suppressions.json';

/** What a bug report needs (ESLint's --env-info): the versions that decide what cmdlint reads, each reader's parser packages from the table of readers. */
function environmentInfo(version: string): string {
  const url = (import.meta as { url?: unknown }).url;
  // Required here only (a lint run never loads node:os); no dynamic import in the compiled bundle.
  const load = createRequire(typeof url === 'string' ? url : __filename);
  const { release } = load('node:os') as typeof import('node:os');
  const parsers = READERS.flatMap((reader) => reader.parserPackages.map((name) => `${name} version: ${installedVersion(load, name) ?? `not found (${reader.language} files are not read)`}`));
  return ['Environment Info:', '', `Node version: ${process.version}`, `cmdlint version: v${version}`, ...parsers, `Operating system: ${process.platform} ${release()}`, ''].join('\n');
}

/** The installed version of a package (`v1.2.3`), or undefined when it cannot be resolved. */
function installedVersion(load: NodeRequire, name: string): string | undefined {
  try {
    const entry = load.resolve(name);
    // Its package.json is not among its exports: found beside the entry, upward.
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
      const manifest = join(dir, 'package.json');
      if (!existsSync(manifest)) continue;
      const parsed = JSON.parse(readRegularFile(manifest, MAX_MANIFEST_BYTES).bytes.toString('utf8')) as { name?: unknown; version?: unknown };
      if (parsed.name === name && typeof parsed.version === 'string') return `v${parsed.version}`;
    }
  } catch {
    // not installed: said as such
  }
  return undefined;
}

type ModuleReadingModule = typeof import('./module/index.js');
/** Set by the build to the file of --module's bundle; undefined when running from source. */
declare const __CMDLINT_MODULE_BUNDLE__: string | undefined;

/** --module's code (built: dist/module.cjs), loaded only when the flag is given. */
async function moduleReading(): Promise<ModuleReadingModule> {
  if (typeof __CMDLINT_MODULE_BUNDLE__ === 'string') return createRequire(__filename)(__CMDLINT_MODULE_BUNDLE__) as ModuleReadingModule;
  return import('./module/index.js');
}

/** A problem that ends the run with exit code 2 after whatever could be linted was reported. */
class Failure {
  constructor(readonly message: string) {}
}

const STDIN_NAME = '<stdin>';

async function readStdin(stdin: CliIo['stdin']): Promise<Uint8Array> {
  const bytes = await readStandardInput(stdin, MAX_INPUT_BYTES);
  if (bytes === undefined) throw new Failure(`Standard input is larger than ${MAX_INPUT_BYTES / (1024 * 1024)} MiB, the most cmdlint reads.`);
  return bytes;
}

function checkRules(options: CliOptions): void {
  const known = knownRuleIds();
  for (const id of Object.keys(options.rules)) {
    if (!known.includes(id)) throw new Failure(`Unknown rule "${keyExcerpt(id)}" in --rule${didYouMean(id, known)}.`);
  }
  for (const id of options.suppressRules) {
    if (!known.includes(id)) throw new Failure(`Unknown rule "${keyExcerpt(id)}" in --suppress-rule${didYouMean(id, known)}.`);
  }
}

/** One file's outcome, as the output needs it: its result and its counts, not its text or value. */
interface CheckedFile {
  readonly result: LintResult;
  readonly errorCount: number;
  readonly warningCount: number;
  /** With --cache: a source read whole that defines no command (definesNothing), kept with its result. */
  readonly definesNothing?: true;
}

function checked(report: FileReport, quiet: boolean, output?: string, source = false): CheckedFile {
  return { result: toResult(report, { quiet, output, source }), errorCount: report.errorCount, warningCount: report.warningCount };
}

/** A file's bytes, read now (--cache), or undefined with the failure said. */
function bytesOf(path: string, failures: Failure[]): Uint8Array | undefined {
  try {
    return readRegularFile(path).bytes;
  } catch (error) {
    failures.push(new Failure(`Cannot read ${path}: ${fileErrorText(error)}.`));
    return undefined;
  }
}

/** A discovered file's document: the one discovery read, or the file read now. */
function documentOf(file: DiscoveredFile, failures: Failure[], readSource: ReadSource): JsonDocument | undefined {
  if (file.document) return file.document;
  try {
    return readDocument(file.path, { readSource });
  } catch (error) {
    failures.push(new Failure(`Cannot read ${file.path}: ${fileErrorText(error)}.`));
    return undefined;
  }
}

/** A source read whole that defines no command (not a JSON file, which is always a body). Duck-typed, as knowsNothing. */
function definesNothing(document: JsonDocument): boolean {
  const bodies = (document as { bodies?: readonly unknown[] }).bodies;
  return document.ok && bodies !== undefined && bodies.length === 0;
}

/**
 * A source whose every body is a send of modules gathered out of sight, nothing of them known
 * (`commands.set([...client.slashcommands.values()])` in a ready event): read, yet nothing for a
 * rule to judge. Duck-typed: the source module is loaded only for sources.
 */
function knowsNothing(document: JsonDocument): boolean {
  const bodies = (document as { bodies?: readonly { lowered: { value: unknown; complete: boolean } }[] }).bodies;
  if (bodies === undefined || bodies.length === 0) return false;
  return bodies.every(({ lowered: { value, complete } }) => !complete && typeof value === 'object' && value !== null && Object.keys(value).length === 0);
}

/**
 * What the last run did, for its code cache (index.ts, compiled.ts): 'none' when it linted
 * nothing (a configuration error, --print-config, --init: a cache written then would hold little
 * of a lint, and every later run would compile the rest again, a tenth of a start), 'quiet' when
 * it linted and printed nothing, 'reported' when a formatter printed its results.
 */
let lastRunDid: 'none' | 'quiet' | 'reported' = 'none';
/** The shape of what the last run read (code-cache-shape.ts). */
let lastRunShape = new RunShape();

/** What the last run did and read, as the words of its code cache (compiled.ts); 'none' when it linted nothing. */
export function codeCacheWorth(): string {
  return lastRunDid === 'none' ? 'none' : lastRunShape.wordsWith(lastRunDid);
}

export async function run(options: CliOptions, context: RunContext): Promise<number> {
  try {
    return await runOnce(options, context);
  } finally {
    keepRarePartCache(); // after the run that used it: what it compiled is then in the cache
  }
}

async function runOnce(options: CliOptions, context: RunContext): Promise<number> {
  lastRunDid = 'none';
  const shape = (lastRunShape = new RunShape());
  const { stderr } = context;
  const failures: Failure[] = [];
  useNameCharData();
  let configs: ConfigResolver | undefined;
  let staged: StagedFiles | undefined;
  try {
    if (options.envInfo) {
      context.stdout.write(environmentInfo(context.version));
      return 0;
    }
    if (options.init) {
      const reading = await sourceReading();
      await reading.prepare();
      const { runInit } = await rarePart('init', context.env);
      return runInit(context, reading.read);
    }
    checkRules(options);
    const timing = timingRequested(context.env) ? new Map<string, number>() : undefined;
    const formatter: ModuleFormatter = options.formatModule === undefined ? formatters[options.format] : await formatterByName(options.formatModule, context);
    // -c replaces the lookup with one file; --no-config-lookup with none (the defaults).
    const fixed: LoadedConfig | undefined = !options.configLookup
      ? { file: undefined, dir: context.cwd, config: {} }
      : options.config === undefined ? undefined : loadConfigFile(resolve(context.cwd, options.config));
    const resolver = new ConfigResolver(fixed);
    configs = resolver;
    // Checked even under --no-ignore: a pattern the matcher cannot take is always a configuration error.
    const ignoredByFlags = commandLineIgnores(options.ignorePatterns, context.cwd);
    const stdinPath = options.stdinFilename === undefined ? undefined : resolve(context.cwd, options.stdinFilename);
    const reading = await sourceReading();
    const readSource = reading.read;
    const settings: LintSettings = {
      readSource,
      configFor: (path) => resolver.forFile(path === STDIN_NAME ? join(context.cwd, STDIN_NAME) : path),
      ...(options.scope ? { scope: options.scope } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
      rules: options.rules,
      ...(timing ? { timing } : {}),
      ...(options.inlineConfig ? {} : { inlineConfig: false }),
      ...(options.reportUnusedDisableDirectives ? { reportUnusedDisableDirectives: options.reportUnusedDisableDirectives } : {}),
      // Another file named in a message opens from where cmdlint runs, as the file headers do.
      showPath: (path) => displayPath(path, context.cwd),
    };
    // Files that look like configurations but are not read: said once each, before anything else.
    const sayConfigWarnings = (): void => {
      for (const warning of resolver.warnings.splice(0)) stderr.write(`cmdlint: warning: ${escapeControlCharacters(warning)}\n`);
    };
    if (options.printConfig !== undefined) {
      try {
        const { printConfig } = await rarePart('print-config', context.env);
        return printConfig(options.printConfig, settings, context);
      } finally {
        sayConfigWarnings();
      }
    }

    // The files. Without fixes each is linted as soon as it is read and only its result is
    // kept (see FileLinter); fixing needs every text to the end.
    const fixing = options.fix || options.fixDryRun;
    // A formatter module gets each result's text as ESLint gives it (codeframes print it), and
    // sarif places its fixes by line and column in it; the other formats keep no text.
    const withSource = options.formatModule !== undefined || options.format === 'sarif';
    const map = (report: FileReport): CheckedFile => checked(report, options.quiet, undefined, withSource);
    // --cache (cache.ts): a set's files are kept until all are read (its key needs all of them);
    // not with fixes, standard input nor --module, which the cache does not apply to.
    const caching = options.cache && !fixing && !options.stdin && options.modules.length === 0;
    const cached = caching ? await cachedLinter(settings, map, options, context) : undefined;
    const linter = fixing || cached ? undefined : new FileLinter(settings, map);
    const sources: SourceFile[] = [];
    const take = (source: SourceFile): void => {
      const notes = (source.document as { notes?: readonly ReaderNote[] } | undefined)?.notes;
      if (options.debug && notes && source.document) readerNotes(stderr, context.cwd, source.path, source.document.text, notes);
      shape.see(source.document);
      if (linter) linter.add(source);
      else sources.push(source);
    };
    let skippedJson = 0;
    let aloneWithoutSets = 0;
    // Sources named as they are that define no command: linted clean, so said, never a silent pass.
    const sayNamedEmpty = (path: string): void => {
      stderr.write(`cmdlint: ${escapeControlCharacters(relative(context.cwd, path) || path)}: no command found in it (a builder chain, a request to the command routes, an object typed as a command, a command of a Python library cmdlint reads), so nothing in it was judged.\n`);
    };
    /** With --cache: the named sources handed to the cache, said once their results are in. */
    const namedCached = new Set<string>();
    // Whether no configuration of a file's directory has "sets": asked once a directory, as a walk's files come.
    let noSetsDir: string | undefined;
    let noSetsThere = false;
    const noSetsAt = (path: string): boolean => {
      const dir = dirname(path);
      if (dir !== noSetsDir) {
        noSetsDir = dir;
        noSetsThere = resolver.forFile(path)?.config.sets === undefined;
      }
      return noSetsThere;
    };
    if (options.stdin) {
      const bytes = await readStdin(context.stdin);
      const path = stdinPath ?? STDIN_NAME;
      // A reader that starts asynchronously (Python's) is ready before the text is read.
      if (reading.waits(path)) {
        await reading.settle();
        const unavailable = reading.unavailable();
        if (unavailable !== undefined) failures.push(new Failure(unavailable));
      }
      // --stdin-filename commands/ban.ts: the text is read as the source it says it is.
      const document = readerInfoOf(path) !== undefined ? readSource(path, bytes) : parseDocument(bytes, { jsonc: isJsoncPath(path) });
      take({ path, document });
    } else if (options.modules.length > 0 && options.patterns.length === 0) {
      // --module alone lints what the modules export, nothing else.
    } else {
      let found = 0;
      /** Files read that give the rules something: not only sends of modules gathered out of sight (knowsNothing). */
      let known = 0;
      const readFailures: Failure[] = [];
      const config = options.patterns.length > 0 && !options.staged ? undefined : (fixed ?? resolver.forDirectory(context.cwd));
      // --staged (staged.ts): what `cmdlint` without arguments lints, as git's index holds it.
      staged = options.staged ? await stagedFiles(options, context, readSource, !config?.config.sets?.length) : undefined;
      if (staged?.count === 0) return 0; // nothing staged that cmdlint reads
      // Files of a reader still starting (Python's parser), read again once it has (source-reading.ts).
      const waiting: DiscoveredFile[] = [];
      /** Of those, the ones that defined no command once read: discovery took them unread. */
      const readEmpty: string[] = [];
      const named = new Set(options.patterns.map((pattern) => resolve(context.cwd, pattern)));
      const namedEmpty: string[] = [];
      // A set's "body" names exports the linter reads from the file: those are its commands.
      const exportsInSet = (path: string): boolean => {
        const loaded = resolver.forFile(path);
        const set = loaded ? setIndexOf(loaded, path) : -1;
        return set !== -1 && loaded!.config.sets![set]!.body !== undefined;
      };
      const onFile = (discoveredFile: DiscoveredFile): void => {
        if (reading.waits(discoveredFile.path) || reading.early(discoveredFile.document)) {
          waiting.push(discoveredFile);
          return;
        }
        const file = staged ? staged.take(discoveredFile) : discoveredFile;
        if (file === undefined) return;
        found++;
        fileRead(file.bytes?.length); // the bin's tuning waits for much input (tune.ts)
        if (cached) {
          known++;
          // --cache keys a file by its bytes, and lints what it hashed: read once, here or by discovery.
          const bytes = file.bytes ?? bytesOf(file.path, readFailures);
          if (bytes) cached.add(file.document ? { path: file.path, document: file.document, text: bytes } : { path: file.path, text: bytes }, file.bytes !== undefined);
          // Whether it defines nothing is known once linted or taken from the cache (finish).
          if (bytes && !staged && named.has(file.path) && !exportsInSet(file.path)) namedCached.add(file.path);
          return;
        }
        const document = documentOf(file, readFailures, readSource);
        if (document && !knowsNothing(document)) known++;
        if (document && !staged && definesNothing(document) && named.has(file.path) && !exportsInSet(file.path)) namedEmpty.push(file.path);
        // A file of commands a walk found where no configuration has "sets" ("sets": [] says so on purpose).
        if (document && !named.has(file.path) && !definesNothing(document) && noSetsAt(file.path)) aloneWithoutSets++;
        if (document) take({ path: file.path, document });
      };
      const explain = options.debug ? debugLines(stderr, context.cwd) : undefined;
      const readWaiting = async (): Promise<void> => {
        if (waiting.length === 0) return;
        await reading.settle();
        for (const file of waiting.splice(0)) {
          if (!file.document) {
            onFile(file);
            continue;
          }
          // Taken by a walk while unread: kept now only if it defines commands, as discovery decides.
          const bytes = file.bytes ?? bytesOf(file.path, readFailures);
          if (!bytes) continue;
          const document = readSource(file.path, bytes);
          const count = document.bodies.length;
          explain?.(file.path, !document.ok || count > 0, document.ok ? (count > 0 ? `defines ${count} command bod${count === 1 ? 'y' : 'ies'}` : 'defines no commands cmdlint can read') : 'does not parse');
          if (document.ok && count === 0) {
            readEmpty.push(file.path);
            continue;
          }
          document.source = file.document.source;
          onFile({ path: file.path, bytes, document });
        }
        const unavailable = reading.unavailable();
        if (unavailable !== undefined) readFailures.push(new Failure(unavailable));
      };
      let discovered;
      const discovery: DiscoverOptions = {
        cwd: context.cwd,
        configs: resolver,
        // A commit with no command file staged (a README) has nothing to judge: no error.
        errorOnUnmatchedPattern: options.errorOnUnmatchedPattern && !options.staged,
        onFile,
        forWriting: options.fix,
        readSource,
        // --debug says why each file was taken: the cache's shortcut would say it otherwise.
        ...(cached && !options.debug ? { knownCommands: cached.knownCommands } : {}),
        // A file read before its reader was ready is explained once read again (readWaiting).
        ...(explain ? { explain: (path: string, taken: boolean, reason: string) => (taken && reading.readEarly(path) ? undefined : explain(path, taken, reason)) } : {}),
        ...(ignoredByFlags ? { commandLineIgnores: ignoredByFlags } : {}),
        ignore: options.ignore,
        followExternalLinks: options.followExternalLinks,
      };
      if (config?.config.sets?.length) {
        // Without arguments, the sets and then what a walk finds in no set, alone (a commit's hook judges those too).
        discovered = discoverSetFiles(config, discovery, !staged);
        if (staged) for (const file of staged.outsideSets(config)) onFile(file);
        await readWaiting();
      } else if (options.patterns.length === 0 && options.passOnNoPatterns) {
        return 0; // ESLint's --pass-on-no-patterns: nothing named, nothing to lint, no error
      } else {
        // No argument and no sets: the current directory, as `cmdlint .` (ESLint 9's `eslint` does the same).
        const patterns = options.patterns.length > 0 && !options.staged ? options.patterns : ['.'];
        discovered = discoverFiles(patterns, discovery);
        await readWaiting();
        // Discovery took Python sources unread (their parser was starting) and so said nothing; read,
        // none defines a command: the run says what a directory with none says, never a silent pass.
        if (found === 0 && discovered.problems.length === 0 && readEmpty.length > 0 && discovery.errorOnUnmatchedPattern) {
          discovered.problems.push({ pattern: patterns.join(' '), message: noCommandFilesMessage(patterns.join(' '), context.cwd, readEmpty, patterns) });
        }
        // Nothing read alone, or only a send of modules gathered out of sight (`commands.set([...
        // client.slashcommands.values()])`), but a loader's modules: the set they need, not a folder
        // to name, nor a run that passes having judged nothing.
        const nothing = (found === 0 && discovered.problems.length > 0) || (found > 0 && known === 0 && !staged);
        const hint = nothing ? (await rarePart('init', context.env)).loaderHint(context.cwd) : undefined;
        if (hint !== undefined) discovered.problems.push({ pattern: '.', message: `nothing ${found === 0 ? '' : 'known '}to lint: ${hint}` });
        else if (options.patterns.length === 0 && found === 0 && discovered.problems.length > 0) {
          discovered.problems.push({ pattern: '.', message: 'nothing to lint: without arguments cmdlint lints the sets of cmdlint.config.json, else the current directory; name the files that hold your commands (cmdlint \'src/**/*.ts\', cmdlint deploy-commands.js), or add a set of them to cmdlint.config.json (with "body": "/data" for modules that export a plain object a loader of yours sends).' });
        }
      }
      for (const path of namedEmpty) sayNamedEmpty(path);
      for (const warning of discovered.warnings) stderr.write(`cmdlint: warning: ${warning.message}\n`);
      skippedJson = discovered.skippedJson;
      for (const problem of discovered.problems) failures.push(new Failure(problem.message));
      failures.push(...readFailures);
    }

    if (options.modules.length > 0) {
      // Only with --module: the child-process code is loaded then (module/index.ts).
      const { readModules } = await moduleReading();
      const setFor = (path: string): SetConfig | undefined => {
        const loaded = resolver.forFile(path);
        const set = loaded === undefined ? -1 : setIndexOf(loaded, path);
        return set === -1 ? undefined : loaded!.config.sets![set];
      };
      const viaFor = (path: string): SendVia | undefined => options.moduleVia ?? setFor(path)?.via;
      const read = await readModules(options.modules, { cwd: context.cwd, env: context.env, timeoutSeconds: options.moduleTimeout, viaFor, setFor: (path) => {
        const set = setFor(path);
        const via = viaFor(path);
        return set && { ...(set.body === undefined ? {} : { body: set.body }), ...(via === undefined ? {} : { via }) };
      } }, async () => {
        const { exportPlaces, SourceDocument, sentThroughDiscordJs, javascriptReader } = await sourceModule();
        const project = new ProjectOptions(javascriptReader);
        return { readSource, exportPlaces, SourceDocument, sentThroughDiscordJs, discordJsFor: (path: string) => project.of(path)?.discordJs };
      });
      for (const file of read.files) take(file);
      for (const message of read.failures) failures.push(new Failure(message));
    }

    // Lint (what is left: the sets), or fix and lint.
    let files: CheckedFile[];
    if (linter || cached) {
      files = (cached ?? linter!).finish();
      if (cached) for (const file of files) if (file.definesNothing && namedCached.has(file.result.filePath)) sayNamedEmpty(file.result.filePath);
      sayConfigWarnings();
    } else {
      const fixedFiles = fixFiles(sources, settings);
      // A file whose fixes could not be written still holds what was read: it is reported so.
      const unwritten = new Set<number>();
      if (options.fix && fixedFiles.some(({ output }) => output !== undefined)) {
        const { writeFixedFile, WriteRefused } = await rarePart('write', context.env);
        fixedFiles.forEach(({ report, output, original }, i) => {
          if (output === undefined || report.path === STDIN_NAME || report.path === stdinPath) return;
          const bom = report.document.bom ? '\uFEFF' : '';
          try {
            const source = original.document.source;
            if (source === undefined) throw new WriteRefused('cmdlint does not know which file it read (not written)');
            writeFixedFile(report.path, bom + output, bom + original.document.text, source);
          } catch (error) {
            unwritten.add(i);
            failures.push(new Failure(`Cannot write the fixes to ${report.path}: ${fileErrorText(error)}.`));
          }
        });
      }
      sayConfigWarnings();
      files = fixedFiles.map(({ report, output, original }, i) => (unwritten.has(i) ? checked(original, options.quiet, undefined, withSource) : checked(report, options.quiet, output, withSource)));
    }

    // Bulk suppressions: written first when asked, then applied.
    const suppressing = options.suppressAll || options.suppressRules.length > 0;
    let unprunedSuppressions = false;
    if (suppressing || options.pruneSuppressions || options.suppressionsLocation !== undefined || existsSync(resolve(context.cwd, SUPPRESSIONS_FILE))) {
      const applied = await withSuppressions(files.map((file) => file.result), options, context.cwd, context.env);
      files = files.map((file, i) => {
        const { errors } = applied.removed[i]!;
        return errors === 0 ? file : { result: applied.results[i]!, errorCount: file.errorCount - errors, warningCount: file.warningCount };
      });
      // --staged reads a commit's files, not all that the suppressions name: unused ones say nothing there.
      unprunedSuppressions = !options.passOnUnprunedSuppressions && !options.staged && Object.keys(applied.unused).length > 0;
    }

    // --staged shows the staged files' results only: the rest of a set was read for its rules.
    if (staged) files = files.filter((file) => staged!.reports(file.result.filePath));

    // Output.
    const results: LintResult[] = files.map((file) => file.result);
    let errors = 0;
    let warnings = 0;
    for (const file of files) {
      errors += file.errorCount;
      warnings += file.warningCount;
    }
    const warningsExceeded = options.maxWarnings >= 0 && warnings > options.maxWarnings;
    const text = await formatter(results, {
      cwd: context.cwd,
      // Decided when a formatter paints: a run with nothing to print never asks about the terminal.
      get color() {
        return options.outputFile === undefined && options.format === 'stylish' && useColor(options.color, context.env, context.stdout.isTTY === true);
      },
      get rules() {
        return ruleCatalog(); // made once, on first use
      },
      get rulesMeta() {
        return rulesMetaOf(results);
      },
      version: context.version,
      ...(warningsExceeded ? { maxWarningsExceeded: { maxWarnings: options.maxWarnings, foundWarnings: warnings } } : {}),
    });
    lastRunDid = text.length > 0 ? 'reported' : 'quiet';
    if (options.outputFile !== undefined) {
      const target = resolve(context.cwd, options.outputFile);
      try {
        mkdirSync(dirname(target), { recursive: true });
        const { writeReportFile } = await rarePart('write', context.env);
        writeReportFile(target, text);
      } catch (error) {
        failures.push(new Failure(`Cannot write the report to ${options.outputFile}: ${fileErrorText(error)}.`));
      }
    } else if (text.length > 0) {
      context.stdout.write(text);
    }
    if (timing) stderr.write(timingTable(timing, context.env.TIMING!));

    for (const failure of failures) stderr.write(`cmdlint: ${escapeControlCharacters(failure.message)}\n`);
    // After the problems, as the context of one such as "No command files found".
    const skipped = options.format === 'stylish' ? skippedSummary(skippedJson, options.debug) : '';
    if (skipped !== '') stderr.write(skipped);
    // Names unique per scope and the per-type limits are judged within a set: with none, each file
    // alone; a newcomer's duplicate across two files passed without a word.
    if (options.format === 'stylish' && !staged && aloneWithoutSets > 1) {
      stderr.write(`cmdlint: ${aloneWithoutSets} command files linted each alone: without "sets", names are not compared across files nor the per-type limits counted; cmdlint --init writes the sets your deploy code sends.\n`);
    }
    if (failures.length > 0) return 2;
    if (options.exitOnFatalError && results.some((result) => result.fatalErrorCount > 0)) return 2;
    if (unprunedSuppressions) {
      stderr.write('cmdlint: There are suppressions left that do not occur anymore. Consider re-running the command with `--prune-suppressions`.\n');
      return 2;
    }
    if (errors > 0) return 1;
    if (warningsExceeded) {
      stderr.write(`cmdlint: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${options.maxWarnings}.\n`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof Failure || error instanceof ConfigError) {
      for (const warning of configs?.warnings ?? []) stderr.write(`cmdlint: warning: ${escapeControlCharacters(warning)}\n`);
      for (const failure of failures) stderr.write(`cmdlint: ${escapeControlCharacters(failure.message)}\n`);
      stderr.write(`cmdlint: ${escapeControlCharacters(error.message)}\n`);
      return 2;
    }
    throw error;
  }
}

/** --staged's view of git's index (staged.ts, in the rare part); git's failure is the run's. */
async function stagedFiles(options: CliOptions, context: RunContext, readSource: ReadSource, onlyReported: boolean): Promise<StagedFiles> {
  const { readStaged, StagedError } = await rarePart('staged', context.env);
  try {
    return readStaged(context.cwd, options.patterns, readSource, onlyReported);
  } catch (error) {
    if (error instanceof StagedError) throw new Failure(error.message);
    throw error;
  }
}

/** --cache's linter (cache.ts, in the rare part), and the writing of the cache once all is linted (a failure to is a warning). */
async function cachedLinter(
  settings: LintSettings,
  map: (report: FileReport) => CheckedFile,
  options: CliOptions,
  context: RunContext,
): Promise<{ add(source: SourceFile & { readonly text: Uint8Array }, looks?: boolean): void; finish(): CheckedFile[]; knownCommands(path: string, bytes: Uint8Array): boolean }> {
  const { CachedLinter, ResultCache, cacheFileOf } = await rarePart('cache', context.env);
  const cache = new ResultCache(cacheFileOf(context.cwd, options.cacheLocation), {
    version: context.version,
    cwd: context.cwd,
    rules: options.rules,
    scope: options.scope,
    kind: options.kind,
    inlineConfig: options.inlineConfig,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives,
    quiet: options.quiet,
    withSource: options.formatModule !== undefined || options.format === 'sarif',
  });
  if (cache.keyProblem !== undefined) context.stderr.write(`cmdlint: warning: ${escapeControlCharacters(cache.keyProblem)}\n`);
  // Whether a source defines nothing is kept with its result: a warm run reads no document to tell.
  const linter = new CachedLinter(cache, settings, (report) => (definesNothing(report.document) ? { ...map(report), definesNothing: true } : map(report)));
  return {
    add: (source, looks = false) => linter.add(source, looks),
    knownCommands: cache.knownCommands,
    finish() {
      const files = linter.finish();
      const problem = cache.save();
      if (problem !== undefined) context.stderr.write(`cmdlint: warning: ${escapeControlCharacters(problem)}\n`);
      return files;
    },
  };
}

/** Reads (and, with --suppress-all, --suppress-rule or --prune-suppressions, writes) the suppressions file, and applies it. */
async function withSuppressions(results: readonly LintResult[], options: CliOptions, cwd: string, env: RunContext['env']): Promise<import('./suppressions.js').Applied> {
  const { applySuppressions, loadSuppressions, prune, saveSuppressions, suppress, SuppressionsError } = await rarePart('suppressions', env);
  const path = resolve(cwd, options.suppressionsLocation ?? SUPPRESSIONS_FILE);
  const suppressing = options.suppressAll || options.suppressRules.length > 0;
  try {
    if (!suppressing && !options.pruneSuppressions && !existsSync(path)) {
      throw new Failure(`The suppressions file ${options.suppressionsLocation} does not exist: create it with --suppress-all or --suppress-rule RULE (and the same --suppressions-location).`);
    }
    let suppressions = loadSuppressions(path);
    if (suppressing) {
      suppressions = suppress(suppressions, results, cwd, options.suppressAll ? undefined : options.suppressRules);
      saveSuppressions(path, suppressions);
    } else if (options.pruneSuppressions) {
      suppressions = prune(suppressions, applySuppressions(suppressions, results, cwd).unused);
      saveSuppressions(path, suppressions);
    }
    return applySuppressions(suppressions, results, cwd);
  } catch (error) {
    if (error instanceof SuppressionsError) throw new Failure(error.message);
    if (error instanceof Failure) throw error;
    throw new Failure(`Cannot write the suppressions file ${path}: ${fileErrorText(error)}.`);
  }
}

/** A formatter by name or path (formatters/load.ts), its failures as the run's. */
async function formatterByName(name: string, context: RunContext): Promise<ModuleFormatter> {
  const { FormatterError, loadFormatter } = await import('./formatters/load.js');
  const importModule = context.importModule ?? ((url: string) => import(url));
  try {
    const format = await loadFormatter(name, context.cwd, FORMATS, importModule);
    return async (results, formatContext) => {
      try {
        return await format(results, formatContext);
      } catch (error) {
        if (error instanceof FormatterError) throw new Failure(error.message);
        throw error;
      }
    };
  } catch (error) {
    if (error instanceof FormatterError) throw new Failure(error.message);
    throw error;
  }
}

function timingRequested(env: Readonly<Record<string, string | undefined>>): boolean {
  const value = env.TIMING;
  return value !== undefined && value !== '' && value !== '0';
}

/** ESLint's TIMING table: the slowest rules (10, or TIMING=N, or all), their time and share. */
function timingTable(timing: ReadonlyMap<string, number>, setting: string): string {
  const rows = [...timing].sort((a, b) => b[1] - a[1]);
  const count = setting === 'all' ? rows.length : Number.parseInt(setting, 10) > 1 ? Number.parseInt(setting, 10) : 10;
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0) || 1;
  const shown = rows.slice(0, count);
  const width = Math.max(4, ...shown.map(([id]) => id.length));
  const lines = shown.map(([id, ms]) => `${id.padEnd(width)} | ${ms.toFixed(3).padStart(9)} | ${((ms * 100) / total).toFixed(1).padStart(5)}%`);
  return `${'Rule'.padEnd(width)} | Time (ms) | Relative\n${'-'.repeat(width)}-|-----------|---------\n${lines.join('\n')}\n`;
}
