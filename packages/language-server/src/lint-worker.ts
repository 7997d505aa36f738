// The lint process of the language server (built as its own file, dist/lint-worker.js and .cjs,
// and started with the server's Node): sources, and big documents, are read and linted here, so
// that the server's thread keeps answering the editor, and so that whatever a lint does (a crash
// of the native parser, all the memory it is allowed, all the time) ends this process, never the
// server. Messages in: a job (see server/lint-job.ts) or 'reset'; out: 'ready' once loaded, the
// job's id with its result or the error it threw, and why the parser cannot be loaded, if so.
import { LintJobRunner, type LintJob } from './server/lint-job.js';
import { onParserMissing, onReaderReady } from './service/sources.js';

const runner = new LintJobRunner();
// The server tells the user (its log, a message), once.
onParserMissing((reason, language) => send({ parserMissing: reason, language }));
// A parser that started asynchronously (Python's) is ready: the server lints again what it read as unread.
onReaderReady((language) => send({ readerReady: language }));

function send(message: unknown): void {
  process.send?.(message);
}

process.on('message', (message: { id: number; job: LintJob } | 'reset') => {
  if (message === 'reset') {
    runner.reset();
    return;
  }
  try {
    send({ id: message.id, result: runner.run(message.job) });
  } catch (error) {
    send({ id: message.id, error: error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error) });
  }
});
// The server is gone: nobody is left to lint for.
process.on('disconnect', () => process.exit(0));
send('ready');
