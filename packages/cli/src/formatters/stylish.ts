// ESLint's default output: problems grouped by file, aligned, and a summary.
import { escapeControlCharacters } from '@cmdlint/shared';
import { colors } from '../colors.js';
import type { Formatter } from '../results.js';
import { displayPath } from './paths.js';

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

export const stylish: Formatter = (results, context) => {
  // Nothing to say: the colour (whose choice asks whether stdout is a terminal) is not needed.
  if (results.every((result) => result.messages.length === 0 && result.errorCount + result.warningCount === 0)) return '';
  const c = colors(context.color);
  let out = '';
  let errors = 0;
  let warnings = 0;
  let fixableErrors = 0;
  let fixableWarnings = 0;
  for (const result of results) {
    errors += result.errorCount;
    warnings += result.warningCount;
    fixableErrors += result.fixableErrorCount;
    fixableWarnings += result.fixableWarningCount;
    if (result.messages.length === 0) continue;
    const lineWidth = Math.max(...result.messages.map((m) => String(m.line).length));
    const columnWidth = Math.max(...result.messages.map((m) => String(m.column).length));
    // Names, keys and file names come from the input: their control characters are shown escaped.
    const texts = result.messages.map((m) => escapeControlCharacters(m.message));
    const messageWidth = Math.max(...texts.map((text) => text.length));
    out += `\n${c.underline(escapeControlCharacters(displayPath(result.filePath, context.cwd)))}\n`;
    for (const [i, m] of result.messages.entries()) {
      const position = `${String(m.line).padStart(lineWidth)}:${String(m.column).padEnd(columnWidth)}`;
      const severity = m.severity === 2 ? c.red('error  ') : c.yellow('warning');
      out += `  ${c.dim(position)}  ${severity}  ${texts[i]!.padEnd(messageWidth)}  ${c.dim(escapeControlCharacters(m.ruleId))}\n`.replace(/ +\n$/, '\n');
    }
  }
  const total = errors + warnings;
  if (total === 0) return out;
  const paint = errors > 0 ? c.red : c.yellow;
  out += `\n${c.bold(paint(`✖ ${plural(total, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`))}\n`;
  if (fixableErrors + fixableWarnings > 0) {
    out += `${c.bold(paint(`  ${plural(fixableErrors, 'error')} and ${plural(fixableWarnings, 'warning')} potentially fixable with the \`--fix\` option.`))}\n`;
  }
  return `${out}\n`;
};
