// `cmdlint --module FILE[#EXPORT]`: what no file can tell (commands built in loops, read from
// other files, made by a framework) is read by running the module, in a child process, with the
// user's rights, and only when the command line asks: the configuration can never ask for it, so
// a pull request cannot make CI run its code through cmdlint. Loaded only with --module: a plain
// run loads nothing of this (nor node:child_process).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileErrorText, type SourceFile } from '@cmdlint/shared';
import { moduleDocument, type SourceTools } from './document.js';
import { runModule } from './run-child.js';

export interface ModuleSpec {
  /** As written: the path, without #EXPORT. */
  readonly shown: string;
  readonly path: string;
  readonly exportName: string | undefined;
}

/** `FILE#EXPORT` split at its last #, the file resolved from the working directory. */
export function moduleSpec(written: string, cwd: string): ModuleSpec {
  const hash = written.lastIndexOf('#');
  const file = hash > 0 ? written.slice(0, hash) : written;
  const exportName = hash > 0 && hash < written.length - 1 ? written.slice(hash + 1) : undefined;
  return { shown: file, path: resolve(cwd, file), exportName };
}

export interface ModulesRead {
  readonly files: readonly SourceFile[];
  readonly failures: readonly string[];
}

/** Runs each module in turn (one child at a time: the machine may be small) and reads its commands. */
export async function readModules(
  written: readonly string[],
  options: { readonly cwd: string; readonly env: Readonly<Record<string, string | undefined>>; readonly timeoutSeconds: number },
  tools: () => Promise<SourceTools>,
): Promise<ModulesRead> {
  const files: SourceFile[] = [];
  const failures: string[] = [];
  for (const entry of written) {
    const spec = moduleSpec(entry, options.cwd);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(spec.path);
    } catch (error) {
      failures.push(`Cannot read ${spec.shown} (--module): ${fileErrorText(error)}.`);
      continue;
    }
    const run = await runModule(spec.path, { shown: spec.shown, exportName: spec.exportName, timeoutSeconds: options.timeoutSeconds, env: options.env });
    failures.push(...run.failures);
    if (run.commands.length > 0) files.push({ path: spec.path, document: moduleDocument({ path: spec.path, bytes }, run.commands, await tools()) });
  }
  return { files, failures };
}
