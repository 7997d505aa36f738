// The reader as the tests use it: loaded once, a text read as a file of a bot, its commands' values,
// and the diagnostics the shared layer's lint keeps for them (source/sound.ts), by rule and line.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFiles } from '@cmdlint/linter';
import type { SourceDocument } from '@cmdlint/text';
import { loadPythonReader, pythonProjectOptions, type PythonReader } from '../src/index.js';

let reader: PythonReader | undefined;

export async function pythonReader(): Promise<PythonReader> {
  return (reader ??= await loadPythonReader());
}

export async function read(text: string, packages?: ReadonlySet<string>): Promise<SourceDocument> {
  return (await pythonReader()).read('/bot/cogs/commands.py', text, packages ? { packages } : {});
}

/** The values of a file's commands, as the core lints them. */
export async function commandsOf(text: string, packages?: ReadonlySet<string>): Promise<unknown[]> {
  return (await read(text, packages)).bodies.map((body) => body.lowered.value);
}

/** A command's value as the core lints it, and the fields left unknown, by the path of the object that holds them (`''` the command, `'options\u00000'` its first option). */
export interface ReadCommand {
  readonly value: unknown;
  readonly unknown: Readonly<Record<string, readonly string[]>>;
}

/** A file's commands for a bot whose dependency files are `manifests` (file name to text, `requirements.txt`...), with what of each is unknown. */
export async function commandsWith(text: string, manifests: Readonly<Record<string, string>> = {}): Promise<ReadCommand[]> {
  const options = pythonProjectOptions(Object.entries(manifests).map(([name, content]) => ({ name, path: `/bot/${name}`, text: content })));
  const document = (await pythonReader()).read('/bot/cogs/commands.py', text, options);
  return document.bodies.map(({ lowered }) => {
    const unknown: Record<string, string[]> = {};
    for (const [key, place] of lowered.places) if (place.unknownKeys) unknown[key] = [...place.unknownKeys].sort();
    return { value: lowered.value, unknown };
  });
}

export interface Finding {
  readonly rule: string;
  /** 1-based, as an editor shows it. */
  readonly line: number;
  readonly severity: string;
}

/** What cmdlint reports on a document: each diagnostic's rule and line. */
export function findingsOf(document: SourceDocument, path = '/bot/cogs/commands.py'): Finding[] {
  const [report] = lintFiles([{ path, document }]);
  return report!.diagnostics.map((diagnostic) => ({ rule: diagnostic.ruleId ?? '', line: diagnostic.range.start.line + 1, severity: String(diagnostic.severity) }));
}

export async function findings(text: string, packages?: ReadonlySet<string>): Promise<Finding[]> {
  return findingsOf(await read(text, packages));
}

/** The hand-judged corpus of real Python command files (test/corpus/third_party/python). */
export const CORPUS = fileURLToPath(new URL('../../../../test/corpus/third_party/python/', import.meta.url));

/** Every `.py` file under the corpus (or `dir`), by path. */
export function corpusFiles(dir = CORPUS, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) corpusFiles(path, out);
    else if (name.endsWith('.py')) out.push(path);
  }
  return out;
}

/** The fastest of `times` runs, in milliseconds: a bound in a test compares best times, which a loaded machine moves least. */
export function fastestOf(run: () => void, times: number): number {
  let fastest = Infinity;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
