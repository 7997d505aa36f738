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
    shared = await import(pathToFileURL(join(root, 'packages/linter/dist/index.js')).href);
    source = await import(pathToFileURL(join(root, 'packages/readers/js/dist/index.js')).href);
  } catch {
    notYet(figure, 'oxc-parser parse', 0.5);
    return;
  }
  const oxc = createRequire(join(root, 'packages/readers/js/package.json'))('oxc-parser');
  const corpus = sourceFiles(join(root, 'test/corpus/third_party/source'));
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
  row(figure, { subject: r.subject, floorName: 'oxc-parser parse', floor: r.floor, ratio: r.ratio, target: 0.5, found: `${problems} problems` });

  // The worst-case shapes of issue 34: each once cost the reader quadratic time or worse. Each row
  // reads and lints one generated file against the parser's parse of the same text, so that a
  // shape the reader is linear in stays a small constant times the parse however big it is.
  for (const shape of WORST_CASES) {
    const text = shape.text();
    const one = [{ path: `/bot/${shape.file ?? 'shape.js'}`, text }];
    const parseOne = () => one.map((file) => {
      const parsed = oxc.parseSync(file.path.replace(/^.*(\.[mc]?[jt]sx?)$/, 'source$1'), file.text, { sourceType: 'unambiguous' });
      return { path: file.path, text: file.text, program: parsed.program, comments: parsed.comments };
    });
    const s = alternate(runs, parseOne, readAndLint);
    const found = s.result.reduce((sum, report) => sum + report.diagnostics.length, 0);
    row(`read + lint ${shape.name} (${(text.length / 1024).toFixed(0)} KB) / the parser's parse`, { subject: s.subject, floorName: 'oxc-parser parse', floor: s.floor, ratio: s.ratio, target: shape.target, found: `${found} problems` });
  }
}

const HEAD = "const { SlashCommandBuilder, REST, Routes } = require('discord.js');\n";
const lines = (n, line) => Array.from({ length: n }, (_, i) => line(i)).join('');
const choiceOption = (choices) => `module.exports = { data: new SlashCommandBuilder().setName('pick').setDescription('Picks').addStringOption((o) => o.setName('x').setDescription('x').addChoices(${choices})) };\n`;

/** Generated files of the shapes that were quadratic (or worse), with the ratio each must stay under. */
const WORST_CASES = [
  { name: '20 000 choices written as constants', target: 3, text: () => `${HEAD}${lines(20_000, (i) => `const c${i} = { name: 'c${i}', value: 'v${i}' };\n`)}${choiceOption(lines(20_000, (i) => `c${i}, `))}` },
  { name: 'the same 20 000 choices inline', target: 3, text: () => `${HEAD}${choiceOption(lines(20_000, (i) => `{ name: 'c${i}', value: 'v${i}' }, `))}` },
  { name: 'one constant read 20 000 times', target: 3, text: () => `${HEAD}const NAME = 'ping';\n${lines(20_000, (i) => `const v${i} = NAME;\n`)}module.exports = { data: new SlashCommandBuilder().setName(NAME).setDescription('d') };\n` },
  { name: '40 000 straight-line setters', target: 3, text: () => `${HEAD}const data = new SlashCommandBuilder();\n${'data.setName("ping");\n'.repeat(40_000)}data.setDescription('d');\nmodule.exports = { data };\n` },
  { name: '20 000 pushes', target: 3, text: () => `${HEAD}const options = [];\n${lines(20_000, (i) => `options.push({ type: 3, name: 'o${i}', description: 'd' });\n`)}new REST().put(Routes.applicationCommands('1'), { body: [{ name: 'ping', description: 'd', options }] });\n` },
  { name: 'a command nested 400 levels deep (the bound is 444)', target: 3, text: () => `${HEAD}module.exports = { data: new SlashCommandBuilder().setName('deep').setDescription(${'('.repeat(400)}'d'${')'.repeat(400)}) };\n${lines(2_000, (i) => `const d${i} = ${'['.repeat(400)}${']'.repeat(400)};\n`)}` },
];
