// The source reader's rows: a bot's source tree (the corpus of real bot files under test/corpus/
// source, read as one tree) read and linted, against the parser's own parse of the same files.
// The reader's work is what comes after the parse: finding the commands, evaluating them, linting
// and locating; the row divides it by the parse, measured in turns in the same run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.[mc]?[jt]sx?$/.test(name)) out.push({ path, text: readFileSync(path, 'utf8') });
  }
  return out;
}

export async function sourceRows({ root, runs, alternate, row, notYet, log }) {
  const figure = 'read + lint a bot\'s source tree (64 real files × 10) / the parser\'s parse';
  let shared;
  let source;
  try {
    shared = await import(pathToFileURL(join(root, 'packages/shared/dist/index.js')).href);
    source = await import(pathToFileURL(join(root, 'packages/shared/dist/source.js')).href);
  } catch {
    notYet(figure, 'oxc-parser parse', 0.5);
    return;
  }
  const oxc = createRequire(join(root, 'packages/shared/package.json'))('oxc-parser');
  const corpus = sourceFiles(join(root, 'test/corpus/third_party/bot-sources'));
  // Ten copies under different names: a tree the size of a big bot's.
  const files = [];
  for (let copy = 0; copy < 10; copy++) for (const file of corpus) files.push({ path: `/bot/${copy}/${file.path}`, text: file.text });
  log(`sources: ${files.length} files`);
  const parse = () => files.map((file) => {
    const parsed = oxc.parseSync(file.path.replace(/^.*(\.[mc]?[jt]sx?)$/, 'source$1'), file.text, { sourceType: 'unambiguous' });
    return { path: file.path, text: file.text, program: parsed.program, comments: parsed.comments };
  });
  const readAndLint = (parsed) => {
    const documents = parsed.map((file) => ({ path: file.path, document: source.sourceDocumentFromProgram(file.text, file.program, { comments: file.comments }) }));
    return shared.lintFiles(documents, {});
  };
  const r = alternate(runs, parse, readAndLint);
  const problems = r.result.reduce((sum, report) => sum + report.diagnostics.length, 0);
  row(figure, { subject: r.subject, floorName: 'oxc-parser parse', floor: r.floor, target: 0.5, found: `${problems} problems` });
}
