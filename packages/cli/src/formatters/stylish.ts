// ESLint's default output: problems grouped by file, aligned, and a summary.
import { escapeControlCharacters, escapeWorkflowCommands } from '@cmdlint/text';
import { colors } from '../colors.js';
import type { Formatter } from '../results.js';
import { displayPath } from './paths.js';

/** Messages longer than this many code points are not padded: the column is aligned up to it. */
const MAX_MESSAGE_COLUMN = 160;

function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) count--;
  }
  return count;
}

/** The largest of `widths` (0 for none), without spreading them as arguments (a file may have 100,000 messages). */
function widest(widths: readonly number[]): number {
  let max = 0;
  for (const width of widths) if (width > max) max = width;
  return max;
}

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
    const lineWidth = widest(result.messages.map((m) => String(m.line).length));
    const columnWidth = widest(result.messages.map((m) => String(m.column).length));
    // Names, keys and file names come from the input: their control characters are shown escaped.
    const texts = result.messages.map((m) => escapeControlCharacters(m.message));
    // Aligned up to a cap: one long message (a huge name) neither pads every other line to its
    // width (a report N times its size) nor delays the rule ids of the rest.
    const lengths = texts.map(codePoints);
    const messageWidth = widest(lengths.filter((length) => length <= MAX_MESSAGE_COLUMN));
    out += `\n${c.underline(escapeControlCharacters(displayPath(result.filePath, context.cwd)))}\n`;
    for (const [i, m] of result.messages.entries()) {
      const position = `${String(m.line).padStart(lineWidth)}:${String(m.column).padEnd(columnWidth)}`;
      const severity = m.severity === 2 ? c.red('error  ') : c.yellow('warning');
      const ruleId = escapeControlCharacters(m.ruleId);
      const padding = ruleId === '' ? '' : ' '.repeat(Math.max(0, messageWidth - lengths[i]!) + 2);
      out += `  ${c.dim(position)}  ${severity}  ${texts[i]!}${padding}${ruleId === '' ? '' : c.dim(ruleId)}\n`;
    }
  }
  const total = errors + warnings;
  if (total === 0) return escapeWorkflowCommands(out);
  const paint = errors > 0 ? c.red : c.yellow;
  out += `\n${c.bold(paint(`✖ ${plural(total, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`))}\n`;
  if (fixableErrors + fixableWarnings > 0) {
    out += `${c.bold(paint(`  ${plural(fixableErrors, 'error')} and ${plural(fixableWarnings, 'warning')} potentially fixable with the \`--fix\` option.`))}\n`;
  }
  // Only --format github may start a line with "::" (a workflow command in a GitHub log).
  return escapeWorkflowCommands(`${out}\n`);
};
