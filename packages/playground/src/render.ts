// The page's panels as DOM: the problems, the budget and the preview. Plain functions of values.
import type { Path } from '@cmdlint/core';
import type { LocatedDiagnostic, LocatedSuggestion } from '@cmdlint/linter';
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
const BUDGET_WARNING_MARGIN = 500;

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
  const from = shown.source === 'locale' ? `from ${shown.locale}` : shown.source === 'fallback' ? `from ${shown.locale}, the fallback for ${userLocale}` : 'the default';
  const dropped = shown.dropped.map((locale) => `; the ${locale} value equals the default, so the service drops it`).join('');
  return `${from}${dropped}`;
}

/** A text as the client shows it; where it came from on hover (title), not inline. */
function shownTextNode(shown: ShownText, userLocale: string, tag = 'span', className = ''): HTMLElement {
  return h(
    tag,
    { class: `shown src-${shown.source}${className ? ` ${className}` : ''}`, 'data-source': shown.source, 'data-locale': shown.locale, 'data-dropped': shown.dropped.join(' ') || undefined, title: provenance(shown, userLocale) },
    h('span', { class: 'text' }, shown.text === '' ? '(empty)' : shown.text),
  );
}

function optionFacts(option: ShownOption): string[] {
  const facts: string[] = [option.type.toLowerCase(), option.required ? 'required' : 'optional'];
  if (option.autocomplete) facts.push('autocomplete');
  if (option.minValue !== undefined || option.maxValue !== undefined) facts.push(`value ${option.minValue ?? '…'} to ${option.maxValue ?? '…'}`);
  if (option.minLength !== undefined || option.maxLength !== undefined) facts.push(`length ${option.minLength ?? 0} to ${option.maxLength ?? 6000}`);
  return facts;
}

function renderOption(option: ShownOption, locale: string): HTMLElement {
  return h(
    'li',
    { class: 'option', 'data-required': String(option.required) },
    shownTextNode(option.name, locale, 'strong'),
    h('span', { class: 'facts' }, optionFacts(option).join(', ')),
    shownTextNode(option.description, locale, 'div', 'description'),
    option.channelTypes.length > 0 && h('p', { class: 'channel-types' }, 'Channels offered: ', h('span', {}, option.channelTypes.join(', '))),
    option.choices.length > 0 && choicesOf(option, locale),
  );
}

/** More choices than this are folded under their count (the client shows them as the user types). */
const CHOICES_SHOWN = 5;

function choicesOf(option: ShownOption, locale: string): HTMLElement {
  const list = h('ul', { class: 'choices', 'aria-label': `Choices of ${option.name.text}` }, ...option.choices.map((c) => h('li', { title: `sends ${JSON.stringify(c.value)}` }, shownTextNode(c.name, locale))));
  return option.choices.length <= CHOICES_SHOWN ? list : h('details', { class: 'choices-fold' }, h('summary', {}, `${option.choices.length} choices`), list);
}

function entryKey(entry: ShownEntry): string {
  return JSON.stringify(entry.path);
}

const MENUS = { 'user-menu': "A user's menu › Apps", 'message-menu': "A message's menu › Apps", 'app-launcher': 'The app launcher' } as const;

export interface PreviewView {
  readonly locale: string;
  readonly appName: string;
  readonly selected: string | undefined;
  readonly select: (key: string) => void;
  readonly more: () => void;
}

/**
 * The preview as the client draws it: the slash commands in its picker under the app's name, the
 * chosen command's option chips in the order of the body as the user types, its options with
 * their choices, and the context-menu items under Apps. A command the service rejects is shown
 * struck out with the reasons; one the client hides, with why.
 */
export function renderPreview(container: HTMLElement, page: PreviewPage, view: PreviewView): void {
  const { commands } = page;
  const { locale, appName } = view;
  container.classList.toggle('stale', page.stale);
  if (commands.length === 0) {
    container.replaceChildren(h('p', { class: 'muted' }, page.stale ? 'Nothing to show: the text cannot be read (see the problems).' : 'Nothing to show: the body is not a command.'));
    return;
  }
  const staleNote = page.stale && h('p', { class: 'stale-note', role: 'note' }, 'The text cannot be read now: this is the preview of the last text that could be.');
  const moreButton = page.total > commands.length && h('button', { type: 'button', class: 'more' }, `Show more commands (${commands.length} of ${page.total} shown)`);
  if (moreButton) moreButton.addEventListener('click', view.more);
  const all = commands.flatMap((c) => c.entries.map((entry) => ({ entry, command: c })));
  const current = all.find((e) => entryKey(e.entry) === view.selected) ?? all.find((e) => e.entry.place === 'slash') ?? all[0];
  const icon = () => h('span', { class: 'app-icon', 'aria-hidden': 'true' }, [...appName.trim()][0]?.toUpperCase() ?? '?');
  const entryButton = (entry: ShownEntry, command: ShownCommand) => {
    const refused = command.rejected.length > 0 || command.hidden !== undefined;
    const button = h(
      'button',
      { type: 'button', class: `entry${refused ? ' refused' : ''}`, 'aria-pressed': String(entry === current?.entry), 'data-place': entry.place },
      entry.place === 'slash' && icon(),
      h('span', { class: 'name' }, entry.place === 'slash' ? '/' : '', ...entry.name.flatMap((word, k) => [k > 0 ? ' ' : '', shownTextNode(word, locale)])),
      entry.description && entry.place === 'slash' ? shownTextNode(entry.description, locale, 'span', 'description') : '',
      entry.place === 'slash' && h('span', { class: 'app' }, appName),
    );
    button.addEventListener('click', () => view.select(entryKey(entry)));
    return h('li', {}, button);
  };
  const notes = (command: ShownCommand) => [
    command.hidden && h('p', { class: 'hidden-note', role: 'note' }, `Not shown to anyone: ${command.hidden}`),
    command.rejected.length > 0 && h('div', { class: 'rejected-note', role: 'note' }, h('strong', {}, `The service rejects ${command.entries[0] ? `/${command.entries[0].name[0]!.text}` : 'this command'}:`), h('ul', {}, ...command.rejected.map((reason) => h('li', {}, reason)))),
  ];
  const slash = commands.filter((c) => c.entries.some((e) => e.place === 'slash') || (c.type === 'CHAT_INPUT' && c.hidden));
  const picker = h(
    'div',
    { class: 'picker', role: 'group', 'aria-label': 'Slash commands, as the client lists them' },
    h('div', { class: 'picker-head' }, icon(), h('strong', {}, appName)),
    ...slash.map((command) => h('div', { class: `command${command.hidden ? ' hidden-command' : ''}${command.rejected.length > 0 ? ' rejected' : ''}`, 'data-type': command.type }, ...notes(command), h('ul', { class: 'entries', 'aria-label': `Entries of /${command.entries[0]?.name[0]?.text ?? ''}` }, ...command.entries.map((entry) => entryButton(entry, command))))),
  );
  const menus = (['user-menu', 'message-menu', 'app-launcher'] as const).flatMap((place) => {
    const here = commands.flatMap((command) => command.entries.filter((e) => e.place === place).map((entry) => ({ entry, command })));
    if (here.length === 0) return [];
    return [h('div', { class: 'menu', 'data-menu': place }, h('p', { class: 'menu-title' }, MENUS[place]), h('ul', { class: 'entries', 'aria-label': MENUS[place] }, ...here.map(({ entry, command }) => entryButton(entry, command))), ...here.flatMap(({ command }) => notes(command)))];
  });
  // A command of no known type is in no list: its note says why.
  const nowhere = commands.filter((c) => c.entries.length === 0 && c.type !== 'CHAT_INPUT').flatMap(notes);
  const chosen = current?.entry.place === 'slash' ? current.entry : undefined;
  container.replaceChildren(
    staleNote || '',
    slash.length > 0 ? picker : '',
    chosen
      ? h(
          'div',
          { class: 'chat-input', 'aria-label': 'The message box as the user fills the command' },
          h('span', { class: 'typed' }, `/${chosen.name.map((w) => w.text).join(' ')}`),
          ...chosen.options.map((o) => h('span', { class: `chip${o.required ? ' required' : ' optional'}`, 'data-required': String(o.required), title: optionFacts(o).join(', ') }, o.name.text)),
        )
      : '',
    chosen
      ? h('details', { class: 'entry-options', open: '' }, h('summary', {}, `Options of /${chosen.name.map((w) => w.text).join(' ')}`), chosen.options.length === 0 ? h('p', { class: 'muted' }, 'No options.') : h('ol', { class: 'options' }, ...chosen.options.map((o) => renderOption(o, locale))))
      : '',
    ...menus,
    nowhere.some(Boolean) ? h('div', { class: 'unlisted' }, ...nowhere) : '',
    moreButton || '',
  );
}
