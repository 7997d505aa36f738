// The lint thread of the language server (built as its own file, dist/lint-worker.js and .cjs):
// big documents are parsed and linted here, so the server's thread keeps answering the editor.
// Messages in: a job (see server/lint-job.ts) or 'reset'; out: the job's id with its result or
// the error it threw.
import { parentPort } from 'node:worker_threads';
import { LintJobRunner, type LintJob } from './server/lint-job.js';

const runner = new LintJobRunner();

parentPort?.on('message', (message: { id: number; job: LintJob } | 'reset') => {
  if (message === 'reset') {
    runner.reset();
    return;
  }
  try {
    parentPort!.postMessage({ id: message.id, result: runner.run(message.job) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error) });
  }
});
