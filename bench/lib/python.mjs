// The Python reader's row: a bot's Python tree (the hand-judged corpus of real command files under
// test/corpus/third_party/python, ten copies read as one tree) read and linted, against
// tree-sitter's own parse of the same files with the same grammar, measured in turns in the same
// run. The reader parses inside `read`, so the figure is (parse + the reader's work + lint) over
// the parse alone: what the reader adds to the parse it cannot avoid.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, pairedRatio } from './measure.mjs';

/** Every `.py` file under `dir` with its text, in a stable order. */
export function pythonFiles(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pythonFiles(path, out);
    else if (name.endsWith('.py')) out.push({ path, text: readFileSync(path, 'utf8') });
  }
  return out;
}

export async function pythonRows({ root, runs, row, notYet, log }) {
  const corpus = pythonFiles(join(root, 'test/corpus/third_party/python'));
  const figure = `read + lint a Python bot's tree (${corpus.length} real files × 10) / tree-sitter's parse`;
  let shared;
  let python;
  try {
    shared = await import(pathToFileURL(join(root, 'packages/linter/dist/index.js')).href);
    python = await import(pathToFileURL(join(root, 'packages/readers/python/dist/index.js')).href);
  } catch {
    notYet(figure, 'tree-sitter parse', 1.5);
    return;
  }
  const reader = await python.loadPythonReader();
  // The floor's parser: the same runtime and grammar the reader loads, from the reader's own dependencies.
  const required = createRequire(join(root, 'packages/readers/python/package.json'));
  const { Parser, Language } = await import(pathToFileURL(required.resolve('web-tree-sitter')).href);
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Language.load(required.resolve('tree-sitter-python/tree-sitter-python.wasm')));
  const files = [];
  for (let copy = 0; copy < 10; copy++) for (const file of corpus) files.push({ path: `/bot/${copy}/${file.path.slice(root.length)}`, text: file.text });
  log(`python: ${files.length} files`);
  // In turns copy by copy (33 files, tens of milliseconds): the parse of a copy, then the reader's
  // read of it, each timed; the lint of the whole read tree after each round. The two sums of a
  // round then share the machine's patches of speed, which on the shared machine change within a
  // round (pair ratios of whole rounds ranged 1.05-2.87 in one run), while each side still runs
  // many files in a row, as it does alone (file by file, each parse slowed the other side's).
  const copies = [];
  for (let start = 0; start < files.length; start += corpus.length) copies.push(files.slice(start, start + corpus.length));
  const round = () => {
    let floor = 0;
    let subject = 0;
    const documents = [];
    for (const copy of copies) {
      const started = performance.now();
      for (const file of copy) {
        const tree = parser.parse(file.text);
        tree.rootNode.childCount;
        tree.delete();
      }
      const parsed = performance.now();
      for (const file of copy) documents.push({ path: file.path, document: reader.read(file.path, file.text) });
      const read = performance.now();
      floor += parsed - started;
      subject += read - parsed;
    }
    const started = performance.now();
    const result = shared.lintFiles(documents, {});
    subject += performance.now() - started;
    return { floor, subject, result };
  };
  round();
  const floors = [];
  const subjects = [];
  let last;
  for (let i = 0; i < runs; i++) {
    last = round();
    floors.push(last.floor);
    subjects.push(last.subject);
  }
  const r = { floor: median(floors), subject: median(subjects), ratio: pairedRatio(floors, subjects), result: last.result };
  const problems = r.result.reduce((sum, report) => sum + report.diagnostics.filter((d) => d.severity === 'error').length, 0);
  row(figure, { subject: r.subject, floorName: 'tree-sitter parse', floor: r.floor, ratio: r.ratio, target: 1.5, found: `${problems} errors` });
}
