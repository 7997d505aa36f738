// `cmdlint explain`, once there is input: read the error and the sent body, explain, print.
// Loaded lazily (dist/explain.cjs); bundles the shared layer and the core.
import { dirname, resolve } from 'node:path';
import type { LintOptions } from '@cmdlint/core';
import { explain, type Explanation } from '@cmdlint/core/explain';
import { bodiesOfFile, ConfigError, ConfigResolver, fileErrorText, readDocument, readRegularFile, settingsForFile, type JsonDocument, type WrappedPart } from '@cmdlint/shared';
import type { CliIo, RunContext } from '../io.js';
import { MAX_SIDE_INPUT_BYTES, readStandardInput } from '../stdin.js';
import { UsageError } from '../argv.js';
import { EXPLAIN_HELP, parseExplainArgs, type ExplainCliOptions } from './args.js';
import { formatExplanations, type Located } from './format.js';

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

interface SentBody {
  readonly path: string;
  readonly document: JsonDocument;
  readonly lint: LintOptions;
  /** The bodies in the file as `cmdlint` reads them (a set's "body", a wrapper's arrays, else the file). */
  readonly parts: readonly WrappedPart[];
}

function readBody(options: ExplainCliOptions, context: ExplainContext): SentBody | undefined {
  if (options.body === undefined) return undefined;
  const path = resolve(context.cwd, options.body);
  let document: JsonDocument;
  try {
    document = readDocument(path);
  } catch (error) {
    throw new Failure(`cannot read ${options.body}: ${fileErrorText(error)}.`);
  }
  if (!document.ok) {
    const problem = document.problems.find((p) => p.ruleId === 'json-syntax') ?? document.problems[0];
    const at = problem ? document.rangeAt(problem.offset, problem.offset + problem.length).start : { line: 0, character: 0 };
    throw new Failure(`${options.body} is not JSON (${at.line + 1}:${at.character + 1}: ${problem?.message ?? 'unreadable'}): give the body that was sent.`);
  }
  // The body's configuration says what the application is and which scope its set has; every
  // rule is on at its default severity, whatever the configuration turns off: a rule switched off
  // for linting still says why the service refused.
  const resolver = new ConfigResolver();
  let settings;
  try {
    settings = settingsForFile(path, {
      configFor: (file) => resolver.forDirectory(dirname(file)),
      ...(options.scope ? { scope: options.scope } : {}),
      ...(options.kind ? { kind: options.kind } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) throw new Failure(error.message);
    throw error;
  }
  const { rules: _off, ...lint } = settings.options;
  const setBody = settings.set === -1 ? undefined : settings.config?.config.sets?.[settings.set]?.body;
  const parts = bodiesOfFile(document.value, setBody);
  if (parts.length === 0) throw new Failure(`the set's "body" pointer "${setBody}" names nothing in ${options.body}: give the body that was sent.`);
  return { path, document, lint, parts };
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
  let body: SentBody | undefined;
  try {
    body = readBody(options, context);
    error = await readError(options, context);
  } catch (failure) {
    if (failure instanceof Failure) {
      context.stderr.write(`cmdlint explain: ${failure.message}\n`);
      return 2;
    }
    throw failure;
  }
  // Of a file with several bodies (global commands and the test guild's), the one the error fits.
  let part: WrappedPart | undefined;
  let explanations: Explanation[] = [];
  let best = -1;
  for (const candidate of body?.parts ?? [undefined]) {
    const lint = candidate?.scope ? { ...body!.lint, scope: candidate.scope } : (body?.lint ?? {});
    const found = explain(error.text, candidate?.value, { lint });
    // A rule finding the problem at the error's place weighs most, then an explanation, then how far the paths fit.
    const score = found.filter((e) => e.diagnostics.length > 0).length * 1e6 + found.filter((e) => e.status === 'explained').length * 1000 + found.reduce((sum, e) => sum + (e.fitted ?? 0), 0);
    if (score > best) [best, part, explanations] = [score, candidate, found];
  }
  const located: Located[] = explanations.map((explanation) => locate(explanation, body, part?.path ?? []));
  context.stdout.write(
    formatExplanations(options.format, located, {
      cwd: context.cwd,
      version: context.version,
      errorFile: error.name === STDIN_NAME ? STDIN_NAME : resolve(context.cwd, error.name),
      bodyFile: body?.path,
    }),
  );
  return explanations.every((e) => e.status === 'explained') ? 0 : 1;
}

/** Lines and columns (1-based) of the leaf and of each diagnostic in the sent file. */
function locate(explanation: Explanation, body: SentBody | undefined, prefix: readonly (string | number)[]): Located {
  if (!body || explanation.path === undefined) return { explanation, range: undefined, diagnosticRanges: explanation.diagnostics.map(() => undefined) };
  const { document } = body;
  const rangeOf = (path: readonly (string | number)[]): Located['range'] => {
    const offsets = document.rangeOf([...prefix, ...path]);
    const range = document.rangeAt(offsets.start, offsets.end);
    return { line: range.start.line + 1, column: range.start.character + 1, endLine: range.end.line + 1, endColumn: range.end.character + 1 };
  };
  return {
    explanation,
    // As far as the path fits the body (a missing field as its last key counts: its parent's key is shown).
    range: rangeOf(explanation.path.slice(0, explanation.fitted)),
    diagnosticRanges: explanation.diagnostics.map((d) => rangeOf(d.path)),
  };
}
