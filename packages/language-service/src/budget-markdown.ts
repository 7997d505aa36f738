// A command's 8000-character budget as hover Markdown: what it spends and on what. A module of
// its own, importing nothing of the LSP libraries: the lint process (which ships without them)
// makes the hovers of a source's names with it.
import { commandBudget, type CommandBudget, type Path } from '@cmdlint/core';
import { escapeControlCharacters } from '@cmdlint/text';
import { valueAt } from './context.js';

/** 7412 -> "7 412": groups of three digits, as the budget is written in the docs. */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

const MAX_CONTRIBUTORS = 5;

/**
 * Text from the document (a name, a key) shown as itself in Markdown: its control characters
 * escaped visibly, and the punctuation of emphasis, code, links and HTML backslash-escaped, so
 * that a name can neither format the hover nor make a link or HTML of it.
 */
export function markdownLiteral(text: string): string {
  // Names sit inside a line, never at its start: what makes lists and headings ("-", "+", "#",
  // "1.") needs no escape there.
  return escapeControlCharacters(text).replace(/[\\`*_[\]()<>!|~&]/g, '\\$&');
}

/**
 * The budgets already counted, by command body: a source's hovers are made for every name of a
 * command at once, and a parse's values are never changed once made.
 */
const counted = new WeakMap<object, CommandBudget>();

function budgetOfBody(body: object): CommandBudget {
  let budget = counted.get(body);
  if (budget === undefined) counted.set(body, (budget = commandBudget(body)));
  return budget;
}

/** The budget of the command at `command` in the parsed value, as Markdown; undefined without a value. */
export function budgetMarkdown(value: unknown, command: Path, focus?: Path, lowerBound = false): string | undefined {
  const body = valueAt(value, command);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const budget = budgetOfBody(body);
  const name = (body as Record<string, unknown>).name;
  const title = typeof name === 'string' ? `command /${markdownLiteral(name)}` : 'this command';
  const over = budget.count - budget.limit;
  // With parts of it unknown (a source's imports, calls), the count is of the known parts: at least that.
  const lines = [`**${title}**: ${lowerBound ? 'at least ' : ''}${groupDigits(budget.count)} / ${groupDigits(budget.limit)} characters${over > 0 ? ` (${lowerBound ? 'at least ' : ''}${groupDigits(over)} over the limit)` : ''}`];
  lines.push('', 'The longest name and description variants (any localization), and the choices, of the command and every option.');
  const largest = budget.contributors.filter((c) => c.count > 0).slice(0, MAX_CONTRIBUTORS);
  if (focus !== undefined) {
    const relative = focus.slice(command.length);
    const own = budget.contributors.find((c) => c.path.length === relative.length && c.path.every((step, i) => step === relative[i]));
    if (own) lines.push('', `${markdownLiteral(own.label)}: ${groupDigits(own.count)} of them.`);
  }
  if (largest.length > 0) {
    lines.push('', 'Largest contributors:');
    for (const c of largest) lines.push(`- ${markdownLiteral(c.label)}: ${groupDigits(c.count)}`);
  }
  return lines.join('\n');
}
