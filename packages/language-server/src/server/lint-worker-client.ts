// The server's side of the lint thread (see ../lint-worker.ts): started at the first big
// document, given one job at a time, and replaced when it dies (an exception, out of memory) or
// outlives its deadline, so a crash or a hang there costs one lint, never the server. A job whose
// document changed meanwhile is not waited for: the thread is ended and the next job starts a new one.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { LintJob, LintJobResult } from './lint-job.js';

export interface LintWorkerOptions {
  /**
   * The built worker file; by default dist/lint-worker.js (or .cjs) beside the server's bundle.
   * null: lint on the server's thread only.
   */
  readonly file?: string | null;
  /** Documents of at least this many characters are linted on the worker (see LintScheduler). */
  readonly threshold?: number;
  /** The worker's heap limits (a document that needs more fails alone). */
  readonly resourceLimits?: ResourceLimits;
  /** How long a job may take, from the characters it lints, before the worker counts as hung. */
  readonly deadlineMs?: (characters: number) => number;
}

/** A job that did not give a result: the worker failed, or the job was no longer wanted. */
export class LintWorkerFailure extends Error {
  constructor(
    message: string,
    /** The job was dropped because its document changed, not because anything failed. */
    readonly outdated = false,
  ) {
    super(message);
  }
}

/** A minute, and ten seconds per million characters: several times what the command line takes. */
function defaultDeadline(characters: number): number {
  return 60_000 + (characters / 1e6) * 10_000;
}

/** The worker file beside this bundle, when it was built and shipped. */
export function defaultWorkerFile(): string | undefined {
  // In the CommonJS bundle __dirname exists; in the ES module one, import.meta.url.
  const file = typeof __dirname === 'string' ? join(__dirname, 'lint-worker.cjs') : join(dirname(fileURLToPath(import.meta.url)), 'lint-worker.js');
  return existsSync(file) ? file : undefined;
}

interface Pending {
  readonly id: number;
  readonly job: LintJob;
  readonly characters: number;
  /** Whether the result is still wanted (its document did not change). */
  readonly wanted: () => boolean;
  readonly resolve: (result: LintJobResult) => void;
  readonly reject: (error: LintWorkerFailure) => void;
}

export class LintWorkerClient {
  private worker: Worker | undefined;
  private busy: (Pending & { timer: NodeJS.Timeout }) | undefined;
  private readonly queue: Pending[] = [];
  private nextId = 1;
  /** How many workers were started (the first, and each one after a failure or a cancelled job). */
  started = 0;
  private disposed = false;

  constructor(
    private readonly file: string,
    private readonly log: (message: string) => void,
    private readonly options: Pick<LintWorkerOptions, 'resourceLimits' | 'deadlineMs'> = {},
  ) {}

  /** Runs a job on the worker; rejects with LintWorkerFailure when it fails or is dropped. */
  run(job: LintJob, characters: number, wanted: () => boolean): Promise<LintJobResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, characters, wanted, resolve, reject });
      this.pump();
    });
  }

  /** Configuration files changed: the worker reads them again. */
  reset(): void {
    this.worker?.postMessage('reset');
  }

  /** Ends the job under way if its document changed meanwhile (its result would be dropped). */
  dropOutdated(): void {
    const busy = this.busy;
    if (!busy || busy.wanted()) return;
    this.fail(new LintWorkerFailure('the document changed', true));
  }

  dispose(): void {
    this.disposed = true;
    this.fail(new LintWorkerFailure('the server is shutting down', true));
    for (const pending of this.queue.splice(0)) pending.reject(new LintWorkerFailure('the server is shutting down', true));
  }

  private spawn(): Worker {
    const worker = new Worker(this.file, { stdout: true, stderr: true, ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}) });
    worker.unref(); // a lint under way never keeps the process alive on its own
    this.started++;
    // Its output must not reach the server's stdout (the editor's channel): it goes to the log.
    const relay = (chunk: Buffer | string): void => this.log(`cmdlint: lint worker: ${String(chunk).trimEnd()}`);
    worker.stdout.on('data', relay);
    worker.stderr.on('data', relay);
    worker.on('message', (message: { id: number; result?: LintJobResult; error?: string }) => {
      const busy = this.busy;
      if (worker !== this.worker || !busy || message.id !== busy.id) return;
      clearTimeout(busy.timer);
      this.busy = undefined;
      if (message.result) busy.resolve(message.result);
      else busy.reject(new LintWorkerFailure(`the lint threw: ${message.error ?? 'an unknown error'}`));
      this.pump();
    });
    worker.on('error', (error) => {
      if (worker !== this.worker) return;
      const reason = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'the lint ran out of memory' : `the lint thread failed: ${error.message}`;
      this.fail(new LintWorkerFailure(reason));
    });
    worker.on('exit', (code) => {
      if (worker !== this.worker) return;
      this.fail(new LintWorkerFailure(`the lint thread stopped (exit code ${code})`));
    });
    return worker;
  }

  /** Ends the worker; the job under way (if any) is rejected with `failure`, the queue goes on with a new worker. */
  private fail(failure: LintWorkerFailure): void {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) void worker.terminate();
    const busy = this.busy;
    this.busy = undefined;
    if (busy) {
      clearTimeout(busy.timer);
      if (!failure.outdated) this.log(`cmdlint: ${failure.message}; a new lint thread is started for the next lint.`);
      busy.reject(failure);
    }
    this.pump();
  }

  private pump(): void {
    if (this.busy || this.disposed) return;
    let next: Pending | undefined;
    while ((next = this.queue.shift()) !== undefined && !next.wanted()) next.reject(new LintWorkerFailure('the document changed', true));
    if (!next) return;
    this.worker ??= this.spawn();
    const deadline = (this.options.deadlineMs ?? defaultDeadline)(next.characters);
    const timer = setTimeout(() => this.fail(new LintWorkerFailure(`the lint took longer than ${Math.round(deadline / 1000)} seconds`)), deadline);
    this.busy = { ...next, timer };
    this.worker.postMessage({ id: next.id, job: next.job });
  }
}
