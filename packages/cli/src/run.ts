// Everything that happens once there is input: configuration, files, lint or fix, output.
// Loaded lazily by main(); bundles the shared layer and the core.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import {
  ConfigError,
  ConfigResolver,
  didYouMean,
  discoverFiles,
  discoverSetFiles,
  FileLinter,
  fixFiles,
  knownRuleIds,
  loadConfigFile,
  parseDocument,
  readDocument,
  isJsoncPath,
  ruleCatalog,
  settingsForFile,
  type DiscoveredFile,
  type FileReport,
  type JsonDocument,
  type LintSettings,
  type LoadedConfig,
  type SourceFile,
} from '@cmdlint/shared';
import { rules as coreRules } from '@cmdlint/core';
import type { CliOptions } from './args.js';
import { useColor } from './colors.js';
import { formatters } from './formatters/index.js';
import type { CliIo } from './index.js';
import { runInit } from './init.js';
import { toResult, type LintResult } from './results.js';

interface RunContext extends CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly version: string;
}

/** A problem that ends the run with exit code 2 after whatever could be linted was reported. */
class Failure {
  constructor(readonly message: string) {}
}

const STDIN_NAME = '<stdin>';

async function readStdin(stdin: CliIo['stdin']): Promise<Uint8Array> {
  if (stdin === undefined) return new Uint8Array();
  if (typeof stdin === 'string') return new TextEncoder().encode(stdin);
  if (stdin instanceof Uint8Array) return stdin;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
  return Buffer.concat(chunks);
}

function errnoText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return error instanceof Error ? error.message : String(error);
}

/** Writes a file so that it is either the old one or the new one: a temporary file, then rename. */
export function writeFileAtomic(path: string, text: string): void {
  const target = realpathSync(path);
  const mode = statSync(target).mode & 0o7777;
  const temp = join(dirname(target), `.${basename(target)}.cmdlint-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', mode);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, target);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // already gone
    }
    throw error;
  }
}

function checkRules(options: CliOptions): void {
  const known = knownRuleIds();
  for (const id of Object.keys(options.rules)) {
    if (!known.includes(id)) throw new Failure(`Unknown rule "${id}" in --rule${didYouMean(id, known)}.`);
  }
}

/** Creates a file that must not exist yet. */
function writeNewFile(path: string, text: string): void {
  const fd = openSync(path, 'wx', 0o644);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

function printConfig(file: string, settings: LintSettings, context: RunContext): number {
  const path = resolve(context.cwd, file);
  const resolved = settingsForFile(path, settings);
  const severities: Record<string, string> = {};
  for (const [id, setting] of Object.entries(resolved.textRules)) severities[id] = setting;
  for (const { meta } of coreRules) {
    const setting = resolved.options.rules?.[meta.id];
    severities[meta.id] = setting ?? (meta.severity === 'warning' ? 'warn' : 'error');
  }
  const set = resolved.set === -1 ? null : { index: resolved.set, ...resolved.config!.config.sets![resolved.set]! };
  const printed = {
    file: path,
    configFile: resolved.config?.file ?? null,
    set,
    scope: resolved.options.scope,
    kind: resolved.options.kind,
    application: resolved.options.application ?? {},
    defaultLocale: resolved.options.defaultLocale ?? 'en-US',
    ...(resolved.options.guildId ? { guildId: resolved.options.guildId } : {}),
    rules: severities,
  };
  context.stdout.write(`${JSON.stringify(printed, null, 2)}\n`);
  return 0;
}

/** One file's outcome, as the output needs it: its result and its counts, not its text or value. */
interface CheckedFile {
  readonly result: LintResult;
  readonly errorCount: number;
  readonly warningCount: number;
}

function checked(report: FileReport, quiet: boolean, output?: string): CheckedFile {
  return { result: toResult(report, { quiet, output }), errorCount: report.errorCount, warningCount: report.warningCount };
}

/** A discovered file's document: the one discovery read, or the file read now. */
function documentOf(file: DiscoveredFile, failures: Failure[]): JsonDocument | undefined {
  if (file.document) return file.document;
  try {
    return readDocument(file.path);
  } catch (error) {
    failures.push(new Failure(`Cannot read ${file.path}: ${errnoText(error)}.`));
    return undefined;
  }
}

export async function run(options: CliOptions, context: RunContext): Promise<number> {
  const { stderr } = context;
  const failures: Failure[] = [];
  try {
    if (options.init) return runInit(context);
    checkRules(options);
    const fixed: LoadedConfig | undefined = options.config === undefined ? undefined : loadConfigFile(resolve(context.cwd, options.config));
    const configs = new ConfigResolver(fixed);
    const stdinPath = options.stdinFilename === undefined ? undefined : resolve(context.cwd, options.stdinFilename);
    const settings: LintSettings = {
      configFor: (path) => configs.forFile(path === STDIN_NAME ? join(context.cwd, STDIN_NAME) : path),
      ...(options.scope ? { scope: options.scope } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
      rules: options.rules,
    };
    if (options.printConfig !== undefined) return printConfig(options.printConfig, settings, context);

    // The files. Without fixes each is linted as soon as it is read and only its result is
    // kept (see FileLinter); fixing needs every text to the end.
    const fixing = options.fix || options.fixDryRun;
    const linter = fixing ? undefined : new FileLinter(settings, (report) => checked(report, options.quiet));
    const sources: SourceFile[] = [];
    const take = (source: SourceFile): void => {
      if (linter) linter.add(source);
      else sources.push(source);
    };
    if (options.stdin) {
      const bytes = await readStdin(context.stdin);
      const path = stdinPath ?? STDIN_NAME;
      take({ path, document: parseDocument(bytes, { jsonc: isJsoncPath(path) }) });
    } else {
      const readFailures: Failure[] = [];
      const onFile = (file: DiscoveredFile): void => {
        const document = documentOf(file, readFailures);
        if (document) take({ path: file.path, document });
      };
      let discovered;
      if (options.patterns.length > 0) {
        discovered = discoverFiles(options.patterns, { cwd: context.cwd, configs, errorOnUnmatchedPattern: options.errorOnUnmatchedPattern, onFile });
      } else {
        const config = fixed ?? configs.forDirectory(context.cwd);
        if (!config?.config.sets?.length) {
          stderr.write(
            `cmdlint: nothing to lint: name files, directories or globs (cmdlint commands/), or add "sets" to a cmdlint.config.json (cmdlint --init writes one).\nRun "cmdlint --help" for the options.\n`,
          );
          return 2;
        }
        discovered = discoverSetFiles(config, { cwd: context.cwd, configs, errorOnUnmatchedPattern: options.errorOnUnmatchedPattern, onFile });
      }
      for (const problem of discovered.problems) failures.push(new Failure(problem.message));
      failures.push(...readFailures);
    }

    // Lint (what is left: the sets), or fix and lint.
    let files: CheckedFile[];
    if (linter) {
      files = linter.finish();
    } else {
      const fixedFiles = fixFiles(sources, settings);
      if (options.fix) {
        for (const { report, output } of fixedFiles) {
          if (output === undefined || report.path === STDIN_NAME || report.path === stdinPath) continue;
          try {
            writeFileAtomic(report.path, (report.document.bom ? '\uFEFF' : '') + output);
          } catch (error) {
            failures.push(new Failure(`Cannot write the fixes to ${report.path}: ${errnoText(error)}.`));
          }
        }
      }
      files = fixedFiles.map(({ report, output }) => checked(report, options.quiet, output));
    }

    // Output.
    const results: LintResult[] = files.map((file) => file.result);
    const text = formatters[options.format](results, {
      cwd: context.cwd,
      // Decided when a formatter paints: a run with nothing to print never asks about the terminal.
      get color() {
        return options.outputFile === undefined && options.format === 'stylish' && useColor(options.color, context.env, context.stdout.isTTY === true);
      },
      get rules() {
        return ruleCatalog(); // made once, on first use
      },
      version: context.version,
    });
    if (options.outputFile !== undefined) {
      const target = resolve(context.cwd, options.outputFile);
      try {
        mkdirSync(dirname(target), { recursive: true });
        writeReport(target, text);
      } catch (error) {
        failures.push(new Failure(`Cannot write the report to ${options.outputFile}: ${errnoText(error)}.`));
      }
    } else if (text.length > 0) {
      context.stdout.write(text);
    }

    let errors = 0;
    let warnings = 0;
    for (const file of files) {
      errors += file.errorCount;
      warnings += file.warningCount;
    }
    for (const failure of failures) stderr.write(`cmdlint: ${failure.message}\n`);
    if (failures.length > 0) return 2;
    if (errors > 0) return 1;
    if (options.maxWarnings >= 0 && warnings > options.maxWarnings) {
      stderr.write(`cmdlint: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${options.maxWarnings}.\n`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof Failure || error instanceof ConfigError) {
      for (const failure of failures) stderr.write(`cmdlint: ${failure.message}\n`);
      stderr.write(`cmdlint: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

function writeReport(path: string, text: string): void {
  if (existsSync(path)) writeFileAtomic(path, text);
  else writeNewFile(path, text);
}
