// One line per problem, as ESLint's compact format: easy to grep and for editors' problem matchers.
import type { Formatter } from '../results.js';
import { displayPath } from './paths.js';

export const compact: Formatter = (results, context) => {
  let out = '';
  let total = 0;
  for (const result of results) {
    for (const m of result.messages) {
      total++;
      const severity = m.severity === 2 ? 'Error' : 'Warning';
      out += `${displayPath(result.filePath, context.cwd)}: line ${m.line}, col ${m.column}, ${severity} - ${m.message.replace(/[\r\n]+/g, ' ')} (${m.ruleId})\n`;
    }
  }
  return total === 0 ? out : `${out}\n${total} problem${total === 1 ? '' : 's'}\n`;
};
