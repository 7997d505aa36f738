// One line per problem, as ESLint's compact format: easy to grep and for editors' problem matchers.
import { escapeControlCharacters, escapeWorkflowCommands } from '@cmdlint/text';
import type { Formatter } from '../results.js';
import { displayPath } from './paths.js';

export const compact: Formatter = (results, context) => {
  let out = '';
  let total = 0;
  for (const result of results) {
    // Names, keys and file names come from the input: their control characters are shown escaped.
    const file = escapeControlCharacters(displayPath(result.filePath, context.cwd));
    for (const m of result.messages) {
      total++;
      const severity = m.severity === 2 ? 'Error' : 'Warning';
      out += `${file}: line ${m.line}, col ${m.column}, ${severity} - ${escapeControlCharacters(m.message)} (${escapeControlCharacters(m.ruleId)})\n`;
    }
  }
  // Only --format github may start a line with "::" (a workflow command in a GitHub log).
  return escapeWorkflowCommands(total === 0 ? out : `${out}\n${total} problem${total === 1 ? '' : 's'}\n`);
};
