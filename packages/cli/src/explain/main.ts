// `cmdlint explain`, once there is input: read the error and the sent body, explain, print.
// Loaded lazily (dist/explain.cjs); bundles the text layer, the linter and the core.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { quote, type Diagnostic, type Fix, type FixOperation, type LintOptions, type Path } from '@cmdlint/core';
import { explain, parseServiceError, type Explanation } from '@cmdlint/core/explain';
import { applyEdits, escapeControlCharacters, sourceDiagnosticHolds, type JsonDocument, type ReadSource, type SourceDocument } from '@cmdlint/text';
import { bodiesOfFile, ConfigError, settingsForFile } from '@cmdlint/linter';
import { ConfigResolver, discoverFiles, fileErrorText, readDocument, readRegularFile, loadConfigFile, type DiscoveredFile } from '@cmdlint/files';
import { readerInfoOf } from '@cmdlint/readers';
import { withSettledReaders } from '../source-reading.js';
import { displayPath } from '../formatters/paths.js';
import { writeReportFile } from '../write.js';
import type { CliIo, RunContext } from '../io.js';
import { MAX_SIDE_INPUT_BYTES, readStandardInput } from '../stdin.js';
import { UsageError } from '../argv.js';
import { EXPLAIN_HELP, parseExplainArgs, type ExplainCliOptions } from './args.js';
import { formatExplanations, type LineRange, type Located } from './format.js';

export type ExplainContext = RunContext;

/** An error body is a few kilobytes; a log around it may be large, but not this large. */
const MAX_ERROR_BYTES = MAX_SIDE_INPUT_BYTES;
const STDIN_NAME = '<stdin>';

class Failure {
  constructor(readonly message: string) {}
}

async function readStdin(stdin: CliIo['stdin']): Promise<Uint8Array> {
  if ((stdin as { isTTY?: boolean } | undefined)?.isTTY === true) throw new Failure('no error given: name a file holding it, or pipe it in (... 2>&1 | cmdlint explain --body SENT.json).');
  const bytes = await readStandardInput(stdin, MAX_ERROR_BYTES);
  if (bytes === undefined) throw new Failure(`standard input is larger than ${MAX_ERROR_BYTES / 1024 / 1024} MiB: that is no error of the service; give the lines around the error.`);
  return bytes;
}

async function readError(options: ExplainCliOptions, context: ExplainContext): Promise<{ name: string; text: string }> {
  let bytes: Uint8Array;
  const name = options.errorFile ?? STDIN_NAME;
  if (options.errorFile === undefined) bytes = await readStdin(context.stdin);
  else {
    // The guarded reader: a FIFO or a device refused before a byte is read, the size checked first.
    try {
      bytes = readRegularFile(resolve(context.cwd, options.errorFile), MAX_ERROR_BYTES).bytes;
    } catch (error) {
      throw new Failure(`cannot read ${options.errorFile}: ${fileErrorText(error)}${(error as { code?: string }).code === 'ETOOBIG' ? '; that is no error of the service: give the lines around the error' : ''}.`);
    }
  }
  return { name, text: new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(bytes) };
}

/** One body the deploy sent, as `cmdlint` reads it: a file's command (or bulk array, or edit), at its place in the file. */
interface SentPart {
  /** Absolute. */
  readonly file: string;
  readonly document: JsonDocument;
  /** Where the body is in the document (a wrapper's key, a source's body index). */
  readonly prefix: Path;
  readonly value: unknown;
  readonly lint: LintOptions;
  /** A source's body keeps only the diagnostics that hold whatever its unknown parts are. */
  readonly keep?: (diagnostic: Diagnostic) => boolean;
}

/** What `explain` is given as the sent body, and how its paths go back to the files. */
interface Candidate {
  readonly sent: unknown;
  readonly lint: LintOptions;
  readonly keep?: (diagnostic: Diagnostic) => boolean;
  readonly at?: number;
  /** The part and the path in its document of a path in `sent`. */
  readonly place: (path: Path) => { part: SentPart; path: Path } | undefined;
}

function isCommandValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The files --body names (a file, a directory, a glob), as `cmdlint` finds them, each read as JSON or as source. */
async function readBody(options: ExplainCliOptions, context: ExplainContext): Promise<SentPart[] | undefined> {
  const body = options.body;
  if (body === undefined) return undefined;
  let resolver: ConfigResolver;
  try {
    resolver = new ConfigResolver(options.config === undefined ? undefined : loadConfigFile(resolve(context.cwd, options.config)));
  } catch (error) {
    if (error instanceof ConfigError) throw new Failure(error.message);
    throw error;
  }
  // Read again once a reader that starts asynchronously (Python's) is ready: no body explained unread.
  let unavailable: string | undefined;
  const outcome = await withSettledReaders(
    (readSource): { parts: SentPart[] } | { error: unknown } => {
      try {
        return { parts: bodyParts(body, options, context, resolver, readSource) };
      } catch (error) {
        return { error };
      }
    },
    (reason) => (unavailable = reason),
  );
  if (unavailable !== undefined) throw new Failure(`--body ${unavailable}`);
  if ('error' in outcome) throw outcome.error;
  return outcome.parts;
}

/** The parts of the files --body names, read with these readers. */
function bodyParts(body: string, options: ExplainCliOptions, context: ExplainContext, resolver: ConfigResolver, readSource: ReadSource): SentPart[] {
  const found: DiscoveredFile[] = [];
  let problems: readonly { message: string }[];
  try {
    problems = discoverFiles([body], { cwd: context.cwd, configs: resolver, onFile: (file) => found.push(file), forWriting: false, readSource }).problems;
  } catch (error) {
    if (error instanceof ConfigError) throw new Failure(error.message);
    throw error;
  }
  if (problems.length > 0) throw new Failure(`--body ${problems.map((p) => p.message).join('; ')}`);
  const parts: SentPart[] = [];
  for (const file of found) parts.push(...partsOf(file, options, resolver, readSource));
  if (parts.length === 0) throw new Failure(`no command found in --body ${body}: give the body that was sent.`);
  return parts;
}

function partsOf(file: DiscoveredFile, options: ExplainCliOptions, resolver: ConfigResolver, readSource: ReadSource): SentPart[] {
  const shown = relativeName(file.path, options);
  let document: JsonDocument;
  try {
    document = file.document ?? readDocument(file.path, { readSource });
  } catch (error) {
    throw new Failure(`cannot read ${shown}: ${fileErrorText(error)}.`);
  }
  const source = readerInfoOf(file.path) !== undefined;
  if (!document.ok) {
    const problem = document.problems.find((p) => p.ruleId === 'json-syntax' || p.fatal) ?? document.problems[0];
    const at = problem ? document.rangeAt(problem.offset, problem.offset + problem.length).start : { line: 0, character: 0 };
    throw new Failure(`${shown} is not ${source ? 'readable source' : 'JSON'} (${at.line + 1}:${at.character + 1}: ${problem?.message ?? 'unreadable'}): give the body that was sent.`);
  }
  // The body's configuration says what the application is and which scope its set has; every
  // rule is on at its default severity, whatever the configuration turns off: a rule switched off
  // for linting still says why the service refused.
  let settings;
  try {
    settings = settingsForFile(file.path, {
      configFor: (path) => resolver.forDirectory(dirname(path)),
      ...(options.scope ? { scope: options.scope } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) throw new Failure(error.message);
    throw error;
  }
  const { rules: _off, ...settled } = settings.options;
  // --rule turns a rule off (or to a warning) for the explanation; every other rule is on.
  const lint: LintOptions = Object.keys(options.rules).length > 0 ? { ...settled, rules: options.rules } : settled;
  const setBody = settings.set === -1 ? undefined : settings.config?.config.sets?.[settings.set]?.body;
  if (source) {
    // Each command the reader found in the source is a body at [its index] of the document; the
    // set's "body" names an export that is one too.
    if (setBody !== undefined) document = (document as SourceDocument).withExports([setBody]);
    const bodies = (document as SourceDocument).bodies;
    if (bodies.length === 0 && options.body !== undefined && resolve(file.path) === resolve(options.body)) throw new Failure(`cmdlint found no command in ${shown} (a builder chain, an object sent to the API or typed as a command): give the body that was sent.`);
    return bodies.map((body, k) => ({
      file: file.path,
      document,
      prefix: [k],
      value: body.lowered.value,
      lint: { ...lint, ...(options.scope === undefined && body.scope ? { scope: body.scope } : {}), ...(options.kind === undefined && body.kind === 'edit' ? { kind: 'edit' as const } : {}) },
      keep: (diagnostic: Diagnostic) => sourceDiagnosticHolds(body.lowered, diagnostic),
    }));
  }
  const parts = bodiesOfFile(document.value, setBody);
  if (parts.length === 0) throw new Failure(`the set's "body" pointer ${quote(String(setBody))} names nothing in ${shown}: give the body that was sent.`);
  return parts.map((part) => ({ file: file.path, document, prefix: part.path, value: part.value, lint: part.scope && options.scope === undefined ? { ...lint, scope: part.scope } : lint }));
}

function relativeName(path: string, options: ExplainCliOptions): string {
  return options.body !== undefined && !/[*?[{]/.test(options.body) && resolve(path).endsWith(options.body.replace(/^\.\//, '')) ? options.body : path;
}

/**
 * What the error may have been sent as: each body alone; each command alone as the item of a bulk
 * array that the error's paths start with; and, of several commands, all of them as one bulk array
 * in the order they were found (the order a deploy script that reads a commands folder sends them).
 */
function candidates(parts: readonly SentPart[] | undefined, leadingIndexes: ReadonlySet<number>, cwd: string): Candidate[] {
  if (parts === undefined) return [{ sent: undefined, lint: {}, place: () => undefined }];
  // Messages that name another command's place (unique-command-name) name its file:line, as the lint does.
  const describing = (place: Candidate['place']): LintOptions['describePlace'] => (_body, path) => {
    const at = place(path);
    if (!at) return undefined;
    const start = at.part.document.rangeOf(at.path).start;
    return `${displayPath(at.part.file, cwd)}:${at.part.document.rangeAt(start, start).start.line + 1}`;
  };
  const list: Candidate[] = [];
  for (const part of parts) {
    const place = (path: Path) => ({ part, path: [...part.prefix, ...path] });
    const lint = { ...part.lint, describePlace: describing(place) };
    list.push({ sent: part.value, lint, ...(part.keep ? { keep: part.keep } : {}), place });
    if (isCommandValue(part.value)) for (const at of leadingIndexes) list.push({ sent: part.value, lint, ...(part.keep ? { keep: part.keep } : {}), at, place });
  }
  const commands = parts.filter((part) => isCommandValue(part.value));
  const bulkPlace: Candidate['place'] = (path) => {
    const part = typeof path[0] === 'number' ? commands[path[0]] : undefined;
    return part ? { part, path: [...part.prefix, ...path.slice(1)] } : undefined;
  };
  if (commands.length > 1) {
    list.push({
      sent: commands.map((part) => part.value),
      lint: { ...commands[0]!.lint, kind: 'commands', describePlace: describing(bulkPlace) },
      keep: (d) => {
        const part = typeof d.path[0] === 'number' ? commands[d.path[0]] : undefined;
        return part?.keep ? part.keep({ ...d, path: d.path.slice(1) }) : true;
      },
      place: bulkPlace,
    });
  }
  return list;
}

/** `cmdlint explain ARGS`: 0 every error explained, 1 not all, 2 bad usage or an unreadable file. */
export async function explainMain(argv: readonly string[], context: ExplainContext): Promise<number> {
  let options: ExplainCliOptions;
  try {
    options = parseExplainArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      context.stderr.write(`cmdlint explain: ${error.message}\nRun "cmdlint explain --help" for the options.\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    context.stdout.write(EXPLAIN_HELP);
    return 0;
  }
  return runExplain(options, context);
}

export async function runExplain(options: ExplainCliOptions, context: ExplainContext): Promise<number> {
  let error: { name: string; text: string };
  let parts: SentPart[] | undefined;
  try {
    parts = await readBody(options, context);
    error = await readError(options, context);
  } catch (failure) {
    if (failure instanceof Failure) {
      context.stderr.write(`cmdlint explain: ${escapeControlCharacters(failure.message)}\n`);
      return 2;
    }
    throw failure;
  }
  // The indexes of the bulk array the error's paths start with: a one-command body may be any of them.
  const leading = new Set<number>();
  if (parts !== undefined) {
    for (const leaf of parseServiceError(error.text).leaves.slice(0, 1000)) if (/^\d{1,6}$/.test(leaf.path[0] ?? '') && leaf.path.length > 1) leading.add(Number(leaf.path[0]));
  }
  // Of several bodies (a folder of command files, global commands and the test guild's), the one the error fits.
  let chosen: Candidate | undefined;
  let explanations: Explanation[] = [];
  let best = -1;
  for (const candidate of candidates(parts, leading.size <= 50 ? leading : new Set(), context.cwd)) {
    const found = explain(error.text, candidate.sent, { lint: candidate.lint, ...(candidate.keep ? { keep: candidate.keep } : {}), ...(candidate.at !== undefined ? { at: candidate.at } : {}) });
    // A command taken for an item of the bulk array only on cmdlint's finding at the error's place.
    if (candidate.at !== undefined && !found.some((e) => e.diagnostics.length > 0)) continue;
    // A rule finding the problem at the error's place weighs most, then an explanation, then how far the paths fit.
    const score = found.filter((e) => e.diagnostics.length > 0).length * 1e6 + found.filter((e) => e.status === 'explained').length * 1000 + found.reduce((sum, e) => sum + (e.fitted ?? 0), 0);
    if (score > best) [best, chosen, explanations] = [score, candidate, found];
  }
  // --quiet: cmdlint's warnings left out, as cmdlint leaves them out of a lint.
  if (options.quiet) explanations = explanations.map((e) => (e.diagnostics.some((d) => d.severity !== 'error') ? { ...e, diagnostics: e.diagnostics.filter((d) => d.severity === 'error') } : e));
  const located: Located[] = explanations.map((explanation) => locate(explanation, chosen));
  const text = formatExplanations(options.format, located, {
    cwd: context.cwd,
    version: context.version,
    errorFile: error.name === STDIN_NAME ? STDIN_NAME : resolve(context.cwd, error.name),
    bodyFile: parts?.[0]?.file,
  });
  if (options.outputFile === undefined) context.stdout.write(text);
  else {
    try {
      const target = resolve(context.cwd, options.outputFile);
      mkdirSync(dirname(target), { recursive: true });
      writeReportFile(target, text);
    } catch (failure) {
      context.stderr.write(`cmdlint explain: ${escapeControlCharacters(`Cannot write the explanation to ${options.outputFile}: ${fileErrorText(failure)}.`)}\n`);
      return 2;
    }
  }
  const warnings = explanations.reduce((sum, e) => sum + e.diagnostics.filter((d) => d.severity === 'warning').length, 0);
  if (options.maxWarnings >= 0 && warnings > options.maxWarnings) {
    context.stderr.write(`cmdlint explain: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${options.maxWarnings}.\n`);
    return 1;
  }
  return explanations.every((e) => e.status === 'explained') ? 0 : 1;
}

/** Lines and columns (1-based) of the leaf and of each diagnostic in the file they are in. */
function locate(explanation: Explanation, candidate: Candidate | undefined): Located {
  const none: Located = { explanation, range: undefined, diagnosticRanges: explanation.diagnostics.map(() => undefined) };
  if (!candidate || candidate.sent === undefined || explanation.path === undefined) return none;
  const rangeOf = (path: Path): { file: string; range: LineRange } | undefined => {
    const at = candidate.place(path);
    if (!at) return undefined;
    const offsets = at.part.document.rangeOf(at.path);
    const range = at.part.document.rangeAt(offsets.start, offsets.end);
    return { file: at.part.file, range: { line: range.start.line + 1, column: range.start.character + 1, endLine: range.end.line + 1, endColumn: range.end.character + 1 } };
  };
  // As far as the path fits the body (a missing field as its last key counts: its parent's key is shown).
  const leaf = rangeOf(explanation.path.slice(0, explanation.fitted));
  return {
    explanation,
    range: leaf?.range,
    ...(leaf ? { file: leaf.file } : {}),
    diagnosticRanges: explanation.diagnostics.map((d) => rangeOf(d.path)?.range),
    diagnosticFixable: explanation.diagnostics.map((d) => d.fix !== undefined && fixChangesText(d.fix, candidate)),
  };
}

/**
 * Whether `cmdlint --fix` would change the file for this fix: every operation in one file, and the
 * text it makes differs (a source's fix edits only literals the command owns; none: nothing).
 */
function fixChangesText(fix: Fix, candidate: Candidate): boolean {
  let document: JsonDocument | undefined;
  const operations: FixOperation[] = [];
  for (const operation of fix) {
    const at = candidate.place(operation.path);
    if (!at || (document !== undefined && at.part.document !== document)) return false;
    document = at.part.document;
    operations.push({ ...operation, path: at.path });
  }
  if (document === undefined) return false;
  const edits = document.fixEdits(operations);
  return edits !== undefined && edits.length > 0 && applyEdits(document.text, edits) !== document.text;
}
