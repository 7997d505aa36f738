// The server's side of the lint process (see ../lint-worker.ts): started at the first lint that
// goes there, given one job at a time, and replaced when it dies (a crash, out of memory) or
// outlives its time, so a crash or a hang there costs one lint, never the server. A process, not a
// thread: a native crash (the parser's, on a stack it overflows) ends the whole process it happens
// in, threads and all. A job whose document changed meanwhile is not waited for: the process is
// ended and the next job starts a new one.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parserMissingElsewhere, readerReadyElsewhere } from '../service/sources.js';
import type { LintJob, LintJobResult } from './lint-job.js';

/** What one lint may take. */
export interface LintLimits {
  /** Milliseconds from the moment the lint process has the job (and is loaded). */
  readonly timeMs: number;
  /** The lint process's JavaScript heap, in megabytes (--max-old-space-size). */
  readonly memoryMb: number;
}

export interface LintWorkerOptions {
  /**
   * The built lint process's file; by default dist/lint-worker.js (or .cjs) beside the server's
   * bundle. null: lint on the server's thread only.
   */
  readonly file?: string | null;
  /** JSON documents of at least this many characters are linted there (see LintScheduler); sources always are. */
  readonly threshold?: number;
  /** The limits of a job of `characters`, given those the settings make (tests lower them). */
  readonly limits?: (characters: number, fromSettings: LintLimits) => LintLimits;
}

/** Why a job gave no result. */
export type LintFailureCause = 'time' | 'memory' | 'crash' | 'error' | 'outdated';

/** A job that did not give a result: the lint failed, or the job was no longer wanted. */
export class LintWorkerFailure extends Error {
  constructor(
    message: string,
    readonly kind: LintFailureCause,
  ) {
    super(message);
  }

  /** The job was dropped because its document changed (or the server stops), not because anything failed. */
  get outdated(): boolean {
    return this.kind === 'outdated';
  }
}

/** 1500 -> "1.5 seconds". */
function seconds(ms: number): string {
  const value = ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1000);
  return `${value} second${value === 1 ? '' : 's'}`;
}

/** The lint process file beside this bundle, when it was built and shipped. */
export function defaultWorkerFile(): string | undefined {
  // In the CommonJS bundle __dirname exists; in the ES module one, import.meta.url.
  const file = typeof __dirname === 'string' ? join(__dirname, 'lint-worker.cjs') : join(dirname(fileURLToPath(import.meta.url)), 'lint-worker.js');
  return existsSync(file) ? file : undefined;
}

interface Pending {
  readonly id: number;
  readonly job: LintJob;
  readonly limits: LintLimits;
  /** Whether the result is still wanted (its document did not change). */
  readonly wanted: () => boolean;
  readonly resolve: (result: LintJobResult) => void;
  readonly reject: (error: LintWorkerFailure) => void;
}

interface Running {
  readonly child: ChildProcess;
  readonly memoryMb: number;
  /** It has loaded its code (the time of a job counts from then). */
  ready: boolean;
  /** The end of what it wrote on stderr: V8 says there why it aborts. */
  stderr: string;
}

/** The lint processes running, ended with the server however it ends (one listener for them all). */
const children = new Set<ChildProcess>();
let endsWithServer = false;

function endWithServer(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
  if (endsWithServer) return;
  endsWithServer = true;
  process.once('exit', () => {
    for (const running of children) running.kill('SIGKILL');
  });
}

/** What V8 writes when a heap reaches its limit. */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Ineffective mark-compacts near heap limit/i;

export class LintWorkerClient {
  private running: Running | undefined;
  private busy: (Pending & { timer: NodeJS.Timeout | undefined }) | undefined;
  private readonly queue: Pending[] = [];
  private nextId = 1;
  /** How many processes were started (the first, and each one after a failure, a cancelled job or other limits). */
  started = 0;
  private disposed = false;

  constructor(
    private readonly file: string,
    private readonly log: (message: string) => void,
  ) {}

  /** Runs a job in the lint process; rejects with LintWorkerFailure when it fails or is dropped. */
  run(job: LintJob, limits: LintLimits, wanted: () => boolean): Promise<LintJobResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, limits, wanted, resolve, reject });
      this.pump();
    });
  }

  /** Configuration files changed: the lint process reads them again. */
  reset(): void {
    const running = this.running;
    if (running?.child.connected) running.child.send('reset', () => undefined);
  }

  /** Ends the job under way if its document changed meanwhile (its result would be dropped). */
  dropOutdated(): void {
    const busy = this.busy;
    if (!busy || busy.wanted()) return;
    this.fail(new LintWorkerFailure('the document changed', 'outdated'));
  }

  dispose(): void {
    this.disposed = true;
    this.fail(new LintWorkerFailure('the server is shutting down', 'outdated'));
    for (const pending of this.queue.splice(0)) pending.reject(new LintWorkerFailure('the server is shutting down', 'outdated'));
    this.stop();
  }

  private spawn(memoryMb: number): Running {
    // The server's own Node (in VS Code, its Electron run as Node: the variable that says so is inherited).
    const child = fork(this.file, [], {
      execArgv: [`--max-old-space-size=${memoryMb}`],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    const running: Running = { child, memoryMb, ready: false, stderr: '' };
    endWithServer(child);
    // A lint under way never keeps the server alive on its own.
    child.unref();
    child.channel?.unref();
    this.started++;
    // Its output must not reach the server's stdout (the editor's channel): it goes to the log.
    const relay = (chunk: Buffer | string): void => this.log(`cmdlint: lint process: ${String(chunk).trimEnd()}`);
    child.stdout!.on('data', relay);
    child.stderr!.on('data', (chunk: Buffer | string) => {
      running.stderr = (running.stderr + String(chunk)).slice(-4096);
      relay(chunk);
    });
    child.on('message', (message: 'ready' | { parserMissing: string; language?: string } | { readerReady: string } | { id: number; result?: LintJobResult; error?: string }) => {
      if (running !== this.running) return;
      if (message === 'ready') {
        running.ready = true;
        this.startClock();
        return;
      }
      if ('parserMissing' in message) {
        parserMissingElsewhere(message.parserMissing, message.language);
        return;
      }
      if ('readerReady' in message) {
        readerReadyElsewhere(message.readerReady);
        return;
      }
      const busy = this.busy;
      if (!busy || message.id !== busy.id) return;
      clearTimeout(busy.timer);
      this.busy = undefined;
      if (message.result) busy.resolve(message.result);
      else busy.reject(new LintWorkerFailure(`the lint threw: ${message.error ?? 'an unknown error'}`, 'error'));
      this.pump();
    });
    child.on('error', (error) => {
      if (running !== this.running) return;
      this.fail(new LintWorkerFailure(`the lint process failed: ${error.message}`, 'crash'));
    });
    // After its output is read to the end: what it said decides why it ended.
    child.on('close', (code, signal) => {
      if (running !== this.running) return;
      if (OUT_OF_MEMORY.test(running.stderr)) {
        this.fail(new LintWorkerFailure(`the lint needed more than ${running.memoryMb} MB of memory, the limit for this document (the cmdlint.lintMemoryMb setting)`, 'memory'));
        return;
      }
      const fatal = /^\s*(?:FATAL ERROR|Fatal error|#\s*Fatal)[^\n]*/m.exec(running.stderr)?.[0]?.trim();
      this.fail(new LintWorkerFailure(`the lint process crashed (${signal ?? `exit code ${code}`})${fatal ? `: ${fatal.slice(0, 200)}` : ''}`, 'crash'));
    });
    return running;
  }

  /** Ends the lint process, if any (what it was doing is no longer wanted). */
  private stop(): void {
    const running = this.running;
    this.running = undefined;
    running?.child.kill('SIGKILL');
  }

  /** Ends the process; the job under way (if any) is rejected with `failure`, the queue goes on with a new process. */
  private fail(failure: LintWorkerFailure): void {
    this.stop();
    const busy = this.busy;
    this.busy = undefined;
    if (busy) {
      clearTimeout(busy.timer);
      if (!failure.outdated) this.log(`cmdlint: ${failure.message}; a new lint process is started for the next lint.`);
      busy.reject(failure);
    }
    this.pump();
  }

  /** The job under way starts counting its time once the process has loaded. */
  private startClock(): void {
    const busy = this.busy;
    if (!busy || busy.timer !== undefined || !this.running?.ready) return;
    const { timeMs } = busy.limits;
    busy.timer = setTimeout(() => this.fail(new LintWorkerFailure(`the lint took longer than ${seconds(timeMs)}, the limit for this document (the cmdlint.lintTimeoutMs setting)`, 'time')), timeMs);
  }

  private pump(): void {
    if (this.busy || this.disposed) return;
    let next: Pending | undefined;
    while ((next = this.queue.shift()) !== undefined && !next.wanted()) next.reject(new LintWorkerFailure('the document changed', 'outdated'));
    if (!next) return;
    // The heap limit is the process's: a job that needs another gets a process of its own.
    if (this.running && this.running.memoryMb !== next.limits.memoryMb) this.stop();
    this.running ??= this.spawn(next.limits.memoryMb);
    this.busy = { ...next, timer: undefined };
    const id = next.id;
    this.running.child.send({ id, job: next.job }, (error) => {
      if (error && this.busy?.id === id) this.fail(new LintWorkerFailure(`the lint process could not be given the document: ${error.message}`, 'crash'));
    });
    this.startClock();
  }
}
