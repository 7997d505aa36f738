// Runs one module in a child process (child.ts) and reads back what it exports, or says in one
// sentence why it could not: the module threw, hung past --module-timeout, ended the process,
// printed on standard output, or exports nothing that is a command.
// The module's process tree is cmdlint's: the child leads a process group of its own, and the
// whole group is killed once the child has exited (what it left running has no more to say) or at
// --module-timeout; then cmdlint's ends of the pipes are closed, so that a process that left the
// group while holding them never keeps cmdlint waiting.
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeControlCharacters } from '@cmdlint/text';
import { CHILD_SOURCE, type ChildMessage, type ExportedCommand } from './child.js';

/** The most bytes of commands read back: as much as cmdlint reads of a file. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** What is kept of the module's own output, to quote it. */
const MAX_QUOTED_OUTPUT = 4096;
/** The most exports a message lists. */
const MAX_LISTED_EXPORTS = 20;
/** Node's exit code when the main module's top-level await never settles. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13;

export interface ModuleRun {
  readonly commands: readonly ExportedCommand[];
  /** Problems that end the run with exit code 2 (the commands, if any, are still linted). */
  readonly failures: readonly string[];
}

export interface ModuleRunOptions {
  /** The module's path as the user wrote it, for messages. */
  readonly shown: string;
  readonly exportName: string | undefined;
  readonly timeoutSeconds: number;
  readonly env: Readonly<Record<string, string | undefined>>;
}

const TYPESCRIPT = /\.(?:[cm]?ts)$/i;
const JSX = /\.[jt]sx$/i;

/** Whether Node brings its own loader for TypeScript through NODE_OPTIONS (tsx, ts-node, ...). */
function loaderInOptions(env: Readonly<Record<string, string | undefined>>): boolean {
  return /(?:^|\s)--(?:import|loader|experimental-loader|require|experimental-strip-types|experimental-transform-types)\b|(?:^|\s)-r\b/.test(env.NODE_OPTIONS ?? '');
}

/** The node flags a TypeScript module needs, or why this Node cannot import it. */
function nodeFlagsFor(path: string, shown: string, env: Readonly<Record<string, string | undefined>>): { readonly flags: readonly string[] } | { readonly refusal: string } {
  if (JSX.test(path)) {
    return loaderInOptions(env)
      ? { flags: [] }
      : { refusal: `${shown} is JSX, which Node cannot import by itself: name the compiled JavaScript (--module dist/commands.js), or give Node a loader (NODE_OPTIONS="--import tsx" cmdlint --module ${shown}); or lint the file itself (cmdlint ${shown}), which reads it without running it.` };
  }
  if (!TYPESCRIPT.test(path) || loaderInOptions(env)) return { flags: [] };
  const typescript = (process.features as { typescript?: unknown }).typescript;
  if (typescript === 'strip' || typescript === 'transform') return { flags: [] };
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 6)) return { flags: ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'] };
  return {
    refusal:
      `${shown} is TypeScript, which Node ${process.versions.node} cannot import: run cmdlint with Node 22.6 or later (cmdlint then runs it with --experimental-strip-types), ` +
      `or give Node a loader (NODE_OPTIONS="--import tsx" cmdlint --module ${shown}), or name the compiled JavaScript (--module dist/commands.js); or lint the file itself (cmdlint ${shown}), which reads it without running it.`,
  };
}

/** A short quote of what a module printed: its first line, shortened, control characters escaped. */
function quote(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return JSON.stringify(escapeControlCharacters(line.length > 120 ? `${line.slice(0, 117)}...` : line));
}

/** The first frame of a stack that is not Node's own: where in the user's code it threw. */
function userFrame(stack: string | undefined): string | undefined {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line) && !/\(node:|\bnode:internal|\[eval/.test(line) && /(?:file:\/\/|\/)/.test(line));
  // The user's own code first: a library's frame (node_modules) says less about what to fix.
  const frame = frames.find((line) => !/[\\/]node_modules[\\/]/.test(line)) ?? frames[0];
  return frame?.trim().replace(/^at /, '');
}

function failureText(message: Extract<ChildMessage, { ok: false }>, options: ModuleRunOptions): string {
  const { shown } = options;
  const listed = message.exports ?? [];
  const more = listed.length > MAX_LISTED_EXPORTS ? `, and ${listed.length - MAX_LISTED_EXPORTS} more` : '';
  const exports = listed.length > 0 ? `its exports: ${listed.slice(0, MAX_LISTED_EXPORTS).join(', ')}${more}` : 'it exports nothing';
  switch (message.reason) {
    case 'threw': {
      const at = userFrame(message.stack);
      return `--module ${shown}: importing it threw ${message.message}${at ? ` (at ${at})` : ''}. cmdlint runs the module as node would: fix the error, or lint the file itself (cmdlint ${shown}), which reads it without running it.`;
    }
    case 'missing':
      return `--module ${shown}#${options.exportName}: the module has no export "${options.exportName}" (${exports}): name one of them after the #.`;
    case 'nothing':
      return options.exportName !== undefined
        ? `--module ${shown}#${options.exportName}: the export is ${message.message.slice(options.exportName.length + 4)}, not a command: export a command, a builder (new SlashCommandBuilder()...), an array of them, or { data } of one.`
        : `--module ${shown}: the module exports nothing cmdlint can lint (${exports}): export a command, a builder (new SlashCommandBuilder()...), an array of them, or { data } of one; or name the export with --module ${shown}#NAME.`;
    case 'converting':
      return `--module ${shown}: its commands could not be turned into JSON (${message.message}): a builder's toJSON() threw, or a value holds itself; fix the builder's values, or lint the file itself (cmdlint ${shown}).`;
  }
}

/** Process groups are POSIX's: on Windows the child alone is ended. */
const OWN_GROUP = process.platform !== 'win32';
/** Signals that end cmdlint: the module's group goes with it (it is not in cmdlint's group, so the terminal's signal misses it). */
const ENDING_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Kills the child and everything in its group (what has already ended is no error). */
function killTree(pid: number | undefined, kill: () => void): void {
  if (OWN_GROUP && pid !== undefined) {
    try {
      process.kill(-pid, 'SIGKILL');
      return;
    } catch {
      // the group is gone already, or was never made: the child alone
    }
  }
  try {
    kill();
  } catch {
    // gone
  }
}

/** Runs the module and reads its commands back. Never throws for what the module does. */
export function runModule(path: string, options: ModuleRunOptions): Promise<ModuleRun> {
  const node = nodeFlagsFor(path, options.shown, options.env);
  if ('refusal' in node) return Promise.resolve({ commands: [], failures: [node.refusal] });
  const args = [...node.flags, '--input-type=module', '-e', CHILD_SOURCE, pathToFileURL(path).href, options.exportName ?? ''];
  return new Promise((resolvePromise) => {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.env)) if (value !== undefined) env[key] = value;
    const child = spawn(process.execPath, args, { cwd: dirname(path), env, stdio: ['ignore', 'pipe', 'pipe', 'pipe'], detached: OWN_GROUP });
    const killAll = (): void => killTree(child.pid, () => child.kill('SIGKILL'));
    const onEndingSignal = (signal: NodeJS.Signals): void => {
      killAll();
      for (const ending of ENDING_SIGNALS) process.removeListener(ending, onEndingSignal);
      process.kill(process.pid, signal); // cmdlint ends as the signal meant, now without its listeners
    };
    if (OWN_GROUP) for (const ending of ENDING_SIGNALS) process.on(ending, onEndingSignal);
    const message: Buffer[] = [];
    let messageBytes = 0;
    let tooLarge = false;
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let settled = false;
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_QUOTED_OUTPUT) stdout += chunk;
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_QUOTED_OUTPUT) stderr += chunk;
    });
    const channel = child.stdio[3] as NodeJS.ReadableStream;
    channel.on('data', (chunk: Buffer) => {
      messageBytes += chunk.length;
      if (messageBytes > MAX_MESSAGE_BYTES) {
        tooLarge = true;
        killAll();
      } else message.push(chunk);
    });
    let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const timer = setTimeout(() => {
      if (exited) {
        // The module's process ended, but something it started outside its group still holds its pipes: what came is all there is.
        finish(exited.code, exited.signal);
        return;
      }
      timedOut = true;
      killAll();
    }, options.timeoutSeconds * 1000);
    const finish = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (OWN_GROUP) for (const ending of ENDING_SIGNALS) process.removeListener(ending, onEndingSignal);
      // Whatever still holds the other ends, cmdlint reads no more and is not kept alive by them.
      for (const stream of child.stdio) stream?.destroy();
      resolvePromise(outcome(code, signal));
    };
    const outcome = (code: number | null, signal: NodeJS.Signals | null): ModuleRun => {
      const { shown } = options;
      const failures: string[] = [];
      if (timedOut) return { commands: [], failures: [`--module ${shown}: the module had not finished loading after ${options.timeoutSeconds} s (--module-timeout), so it was stopped. A module that logs a client in or waits on the network never settles: export the commands from a module without such side effects, or raise --module-timeout.`] };
      if (tooLarge) return { commands: [], failures: [`--module ${shown}: the module's commands are over ${MAX_MESSAGE_BYTES / (1024 * 1024)} MiB as JSON, more than cmdlint reads.`] };
      if (stdout.trim() !== '') failures.push(`--module ${shown}: the module printed on standard output while loading (${quote(stdout)}): cmdlint keeps standard output for its report, and a module of commands should not print on import; remove the print, or move it into a function.`);
      let parsed: ChildMessage | undefined;
      try {
        parsed = message.length > 0 ? (JSON.parse(Buffer.concat(message).toString('utf8')) as ChildMessage) : undefined;
      } catch {
        parsed = undefined;
      }
      if (parsed === undefined) {
        if (code === UNSETTLED_TOP_LEVEL_AWAIT && !signal) {
          failures.push(`--module ${shown}: the module's top-level await never settled (Node ended it with code 13), so its exports could not be read: export the commands from a module that does not wait on something that never comes.`);
          return { commands: [], failures };
        }
        const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
        const said = stderr.trim() === '' ? '' : `; it said ${quote(stderr)}`;
        failures.push(`--module ${shown}: the process ${how} while loading the module, before its exports could be read${said}. A module that calls process.exit() cannot be read by --module: move the commands to a module of their own.`);
        return { commands: [], failures };
      }
      if (!parsed.ok) return { commands: [], failures: [...failures, failureText(parsed, options)] };
      return { commands: parsed.commands, failures };
    };
    child.on('error', (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (OWN_GROUP) for (const ending of ENDING_SIGNALS) process.removeListener(ending, onEndingSignal);
      resolvePromise({ commands: [], failures: [`--module ${options.shown}: cannot start node (${process.execPath}): ${error.message}.`] });
    });
    // After a kill, a grandchild may still hold the pipes open: the exit is enough then. Once the
    // child has exited, what it started in its group is ended, so the pipes close and the report
    // follows at once (their last bytes are read before 'close').
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      if (timedOut || tooLarge) finish(code, signal);
      else killAll();
    });
    child.on('close', finish);
  });
}
