// Every JSON example of docs/rules/*.md, in page order: the playground's Examples menu, and the
// `#example=<rule>/<n>` links that each docs page carries under its examples.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Examples of one page: `{ n, label, text }`, n from 1; label from the line above the block
 * ("Invalid:"), past the `<!-- cmdlint-example: ... -->` marker that gives the options the docs test lints it with.
 */
export function examplesOfPage(markdown) {
  const examples = [];
  const block = /(?:^|\n)([^\n]*)\n*(?:<!-- cmdlint-example: [^\n]*-->\n)?```json\n([\s\S]*?)\n```/g;
  let label = '';
  for (const match of markdown.matchAll(block)) {
    const before = match[1].trim();
    if (/^[A-Z][^`]*:$/.test(before)) label = before.slice(0, -1);
    examples.push({ n: examples.length + 1, label: label || 'Example', text: `${match[2]}\n` });
  }
  return examples;
}

/** Every example of every rule page under `docsDir`. */
export function ruleExamples(docsDir) {
  return readdirSync(docsDir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .flatMap((file) => examplesOfPage(readFileSync(join(docsDir, file), 'utf8')).map((example) => ({ rule: file.slice(0, -3), ...example })));
}
