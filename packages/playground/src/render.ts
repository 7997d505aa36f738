// The page's panels as DOM: the problems, the budget and the preview. Plain functions of values.
import type { Path } from '@cmdlint/core';
import type { LocatedDiagnostic, LocatedSuggestion } from '@shared-src/lint-files.js';
import type { BudgetOf } from './engine.js';
import type { ShownCommand, ShownEntry, ShownOption, ShownText } from './preview.js';
import type { PreviewPage, RuleEntry } from './protocol.js';

type Children = (Node | string | null | undefined | false)[];

export function h(tag: string, attributes: Record<string, string | undefined> = {}, ...children: Children): HTMLElement {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(key, value);
  for (const child of children) if (child !== undefined && child !== null && child !== false) element.append(child);
  return element;
}

export interface ProblemActions {
  readonly locate: (diagnostic: LocatedDiagnostic) => void;
  readonly fix: (diagnostic: LocatedDiagnostic) => void;
  readonly suggest: (suggestion: LocatedSuggestion, diagnostic: LocatedDiagnostic) => void;
  /** Applies the `k`-th suggestion of `diagnostic` and the same suggestion of its siblings. */
  readonly suggestAll: (diagnostic: LocatedDiagnostic, k: number) => void;
  /** How many problems carry the `k`-th suggestion of `diagnostic` (itself included). */
  readonly siblings: (diagnostic: LocatedDiagnostic, k: number) => number;
}

/** A group's heading in the problems list. */
export function groupRow(label: string, count: number, position: { index: number; count: number }): HTMLElement {
  return h('li', { class: 'group', 'aria-setsize': String(position.count), 'aria-posinset': String(position.index + 1) }, h('strong', {}, label), ` ${count} problem${count === 1 ? '' : 's'}`);
}

/** One problem of the list: where, severity, message, its rule's page, and its Fix and suggestions. */
export function problemRow(d: LocatedDiagnostic, rules: ReadonlyMap<string, RuleEntry>, actions: ProblemActions, position: { index: number; count: number; cursor: number }): HTMLElement {
  const docs = rules.get(d.ruleId)?.docs;
  const where = `${d.range.start.line + 1}:${d.range.start.character + 1}`;
  const item = h(
    'li',
    { class: `problem ${d.severity}`, 'data-rule': d.ruleId, 'data-offset': String(d.offset), 'data-end': String(d.end), 'aria-setsize': String(position.count), 'aria-posinset': String(position.index + 1) },
    h('button', { type: 'button', class: 'locate' }, where, h('span', { class: 'visually-hidden' }, `: go to line ${d.range.start.line + 1}, column ${d.range.start.character + 1}`)),
    ' ',
    h('span', { class: 'severity' }, d.severity),
    ' ',
    h('span', { class: 'message' }, d.message),
    ' ',
    docs ? h('a', { class: 'rule', href: docs, target: '_blank', rel: 'noopener noreferrer' }, d.ruleId) : h('span', { class: 'rule' }, d.ruleId),
  );
  const buttons = h('div', { class: 'actions' });
  if (d.fix) buttons.append(h('button', { type: 'button', class: 'fix' }, 'Fix'));
  (d.suggestions ?? []).forEach((suggestion, k) => {
    buttons.append(h('button', { type: 'button', class: 'suggestion' }, suggestion.message));
    const siblings = actions.siblings(d, k);
    if (siblings > 1) {
      const all = h('button', { type: 'button', class: 'suggestion-all', 'aria-label': `${suggestion.message}, and the same on the ${siblings - 1} other problem${siblings === 2 ? '' : 's'} of ${d.ruleId}` }, `… and on all ${siblings}`);
      all.addEventListener('click', () => actions.suggestAll(d, k));
      buttons.append(all);
    }
  });
  if (buttons.childElementCount > 0) item.append(buttons);
  item.querySelector('.locate')!.addEventListener('click', () => actions.locate(d));
  item.querySelector('.fix')?.addEventListener('click', () => actions.fix(d));
  item.querySelectorAll('.suggestion').forEach((button, i) => button.addEventListener('click', () => actions.suggest(d.suggestions![i]!, d)));
  markCurrent(item, d.offset <= position.cursor && position.cursor <= d.end);
  return item;
}

function markCurrent(item: Element, here: boolean): void {
  item.classList.toggle('current', here);
  if (here) item.setAttribute('aria-current', 'true');
  else item.removeAttribute('aria-current');
}

/** Marks the problems drawn whose range holds the cursor. */
export function markProblemsAt(list: HTMLElement, offset: number): void {
  for (const item of Array.from(list.querySelectorAll('li.problem'))) {
    const start = Number((item as HTMLElement).dataset.offset);
    const end = Number((item as HTMLElement).dataset.end);
    markCurrent(item, start <= offset && offset <= end);
  }
}

const SEGMENTS = 6;

/** Within this many characters of the limit, the budget is shown as nearly spent. */
export const BUDGET_WARNING_MARGIN = 500;

/**
 * The budget of one command (the selected one, else the fullest): its name, how many characters
 * are left (or over), and what spends them.
 */
export function renderBudget(container: HTMLElement, budgets: readonly BudgetOf[], selected: Path | undefined, stale: boolean): void {
  const fullest = budgets.reduce<BudgetOf | undefined>((best, b) => (best === undefined || b.budget.count > best.budget.count ? b : best), undefined);
  const chosen = (selected && budgets.find((b) => JSON.stringify(b.path) === JSON.stringify(selected))) || fullest;
  if (!chosen) {
    container.replaceChildren(h('p', { class: 'muted' }, 'No command to measure.'));
    return;
  }
  const { count, limit, contributors } = chosen.budget;
  const state = count > limit ? 'over' : count >= limit - BUDGET_WARNING_MARGIN ? 'near' : 'ok';
  const shown = contributors.slice(0, SEGMENTS).filter((c) => c.count > 0);
  const rest = count - shown.reduce((sum, c) => sum + c.count, 0);
  const segment = (label: string, part: number, k: number) =>
    h('span', { class: `segment s${k}`, style: `width:${Math.min(100, (part / limit) * 100)}%`, title: `${label}: ${part}` });
  const name = chosen.name ? `/${chosen.name}` : chosen.path.length > 0 ? `item ${chosen.path[0]}` : 'the command';
  const where = budgets.length > 1 ? ` (item ${chosen.path[0]}${selected ? '' : ', the fullest of ' + budgets.length})` : '';
  const left = state === 'over' ? `${count - limit} over: the service rejects ${name}` : `${limit - count} left`;
  const bar = h(
    'div',
    { class: `bar ${state}`, role: 'meter', 'aria-label': `Characters of ${name}'s 8000`, 'aria-valuemin': '0', 'aria-valuemax': String(limit), 'aria-valuenow': String(count), 'aria-valuetext': `${count} of ${limit}, ${left}` },
    ...shown.map((c, k) => segment(c.label, c.count, k)),
    rest > 0 && segment('everything else', rest, SEGMENTS),
  );
  const legend = h('ul', { class: 'legend' }, ...shown.map((c, k) => h('li', {}, h('span', { class: `swatch s${k}` }), ` ${c.label}: ${c.count}`)), rest > 0 && h('li', {}, h('span', { class: `swatch s${SEGMENTS}` }), ` everything else: ${rest}`));
  container.classList.toggle('stale', stale);
  container.replaceChildren(
    stale ? h('p', { class: 'stale-note', role: 'note' }, 'The text cannot be read now: this is the budget of the last text that could be.') : '',
    h('p', { class: `budget-count ${state}`, 'data-state': state }, h('strong', {}, name), `${where}: ${count} of ${limit} characters, `, h('span', { class: 'left' }, left)),
    bar,
    legend,
  );
}

function provenance(shown: ShownText, userLocale: string): string {
  if (shown.source === 'locale') return shown.locale!;
  if (shown.source === 'fallback') return `${shown.locale}, fallback for ${userLocale}`;
  return 'default';
}

function shownTextNode(shown: ShownText, userLocale: string, tag = 'span'): HTMLElement {
  const note = provenance(shown, userLocale);
  return h(
    tag,
    { class: `shown src-${shown.source}`, 'data-source': shown.source, 'data-locale': shown.locale },
    h('span', { class: 'text' }, shown.text === '' ? '(empty)' : shown.text),
    h('span', { class: 'from' }, note),
    ...shown.dropped.map((locale) => h('span', { class: 'dropped', title: 'The service ignores a localization equal to the default' }, `${locale} dropped: equals the default`)),
  );
}

const PLACES = { slash: 'Slash command', 'user-menu': "User's context menu › Apps", 'message-menu': "Message's context menu › Apps", 'app-launcher': 'App launcher' } as const;

function renderOption(option: ShownOption, locale: string): HTMLElement {
  const facts: string[] = [option.type.toLowerCase(), option.required ? 'required' : 'optional'];
  if (option.autocomplete) facts.push('autocomplete');
  if (option.minValue !== undefined || option.maxValue !== undefined) facts.push(`value ${option.minValue ?? '…'} to ${option.maxValue ?? '…'}`);
  if (option.minLength !== undefined || option.maxLength !== undefined) facts.push(`length ${option.minLength ?? 0} to ${option.maxLength ?? 6000}`);
  return h(
    'li',
    { class: 'option', 'data-required': String(option.required) },
    shownTextNode(option.name, locale, 'strong'),
    h('span', { class: 'facts' }, facts.join(', ')),
    shownTextNode(option.description, locale, 'div'),
    option.choices.length > 0 && h('ul', { class: 'choices', 'aria-label': 'Choices' }, ...option.choices.map((c) => h('li', {}, shownTextNode(c.name, locale), h('code', {}, JSON.stringify(c.value))))),
  );
}

function entryKey(entry: ShownEntry): string {
  return JSON.stringify(entry.path);
}

export function renderPreview(container: HTMLElement, page: PreviewPage, locale: string, selected: string | undefined, select: (key: string) => void, more: () => void): void {
  const { commands } = page;
  container.classList.toggle('stale', page.stale);
  if (commands.length === 0) {
    container.replaceChildren(h('p', { class: 'muted' }, page.stale ? 'Nothing to show: the text cannot be read (see the problems).' : 'Nothing to show: the body is not a command.'));
    return;
  }
  const staleNote = page.stale && h('p', { class: 'stale-note', role: 'note' }, 'The text cannot be read now: this is the preview of the last text that could be.');
  const moreButton = page.total > commands.length && h('button', { type: 'button', class: 'more' }, `Show more commands (${commands.length} of ${page.total} shown)`);
  if (moreButton) moreButton.addEventListener('click', more);
  const all = commands.flatMap((c) => c.entries);
  const current = all.find((e) => entryKey(e) === selected) ?? all[0];
  container.replaceChildren(
    staleNote || '',
    ...commands.map((command) =>
      h(
        'div',
        { class: `command${command.hidden ? ' hidden-command' : ''}`, 'data-type': command.type },
        command.hidden && h('p', { class: 'hidden-note', role: 'note' }, `Not shown to anyone: ${command.hidden}`),
        h(
          'ul',
          { class: 'entries', 'aria-label': `Entries of the ${command.type} command` },
          ...command.entries.map((entry) => {
            const button = h(
              'button',
              { type: 'button', class: 'entry', 'aria-pressed': String(entry === current), 'data-place': entry.place },
              h('span', { class: 'place' }, PLACES[entry.place]),
              h('span', { class: 'name' }, entry.place === 'slash' ? '/' : '', ...entry.name.flatMap((word, k) => [k > 0 ? ' ' : '', shownTextNode(word, locale)])),
              entry.description && shownTextNode(entry.description, locale, 'span'),
            );
            button.addEventListener('click', () => select(entryKey(entry)));
            return h('li', {}, button);
          }),
        ),
      ),
    ),
    current && current.place === 'slash'
      ? h('div', { class: 'entry-options' }, h('h3', {}, 'Options, as the user fills them'), current.options.length === 0 ? h('p', { class: 'muted' }, 'No options.') : h('ol', { class: 'options' }, ...current.options.map((o) => renderOption(o, locale))))
      : '',
    moreButton || '',
  );
}
