// The page: wires the editor, the lint worker, the panels and the URL fragment together.
import type { BodyKind, RuleSetting, Scope } from '@cmdlint/core';
import { LOCALES } from '@cmdlint/core';
import examples from 'virtual:rule-examples';
import type { LocatedDiagnostic } from '@cmdlint/linter';
import { diffEdit, type TextEdit } from '@cmdlint/text';
import { applyTextEdits, createEditor, replaceText, showDiagnostics } from './editor.js';
import { configOf, DEFAULT_OPTIONS, fileNameOf, type PageOptions } from './options.js';
import { CODE_EXAMPLES } from './code-examples.js';
import { isCodeText } from './code-text.js';
import { SHARE_LINK_LIMIT, SHARE_STATE_LIMIT, type PageResult, type RuleEntry, type WorkerAnswer, type WorkerRequest } from './protocol.js';
import { compatibleEdits, problemRows, siblingsOf, suggestionKind, suggestionKindCounts, type Grouping, type ProblemFilter, type ProblemRow } from './problems.js';
import { groupRow, h, markProblemsAt, problemRow, renderBudget, renderPreview, type ProblemActions } from './render.js';
import { decodeState, type EncodedState, type PageState } from './share.js';
import { virtualList } from './virtual-list.js';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const STARTER = `{
  "name": "colour",
  "description": "Pick a colour",
  "name_localizations": { "en-GB": "colour", "de": "Farbe" },
  "description_localizations": { "en-GB": "Pick a colour", "fr": "Choisir une couleur" },
  "options": [
    { "type": 3, "name": "Shade", "description": "Which shade",
      "choices": [{ "name": "Red", "value": "red" }], "autocomplete": true },
    { "type": 5, "name": "public", "description": "Show it to everyone", "required": true }
  ]
}
`;

// ---- the worker ----
const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const waiting = new Map<number, (answer: WorkerAnswer) => void>();
let nextId = 1;
worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
  waiting.get(event.data.id)?.(event.data);
  waiting.delete(event.data.id);
};
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
function ask(request: Request): Promise<WorkerAnswer> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker.postMessage({ ...request, id });
  });
}

// ---- state ----
let options: PageOptions = DEFAULT_OPTIONS;
let locale = 'en-US';
let result: PageResult = { diagnostics: [], ok: false, budgets: [], budgetsStale: false, preview: { commands: [], total: 0, stale: false }, commands: { bulk: false, names: [] } };
/** The text `result` is of: its fixes' offsets hold only for it. */
let lintedText = '';
let rules = new Map<string, RuleEntry>();
let selectedEntry: string | undefined;
let latestLint = 0;
let lintTimer: ReturnType<typeof setTimeout> | undefined;
let shareTimer: ReturnType<typeof setTimeout> | undefined;
/** The page is putting its first text in: nothing the user did. */
let starting = true;
/** The address bar follows the state only once the user changed something (never on load). */
let addressFollows = false;

const status = $('status');
const problems = $('problems');
const editor = createEditor($('editor'), '', {
  onChange: () => {
    if (!starting) addressFollows = true;
    scheduleLint();
  },
  onCursor: (offset) => markProblemsAt(problems, offset),
  complete: async (offset) => {
    const answer = await ask({ type: 'complete', text: text(), offset });
    return answer.type === 'complete' ? answer.items : [];
  },
});
/** The text of each document the editor held, once made: joining 5 MB of lines is a long task of its own. */
const texts = new WeakMap<object, string>();
function text(): string {
  const { doc } = editor.state;
  let cached = texts.get(doc);
  if (cached === undefined) texts.set(doc, (cached = doc.toString()));
  return cached;
}

function setText(next: string): void {
  replaceText(editor, diffEdit(text(), next));
  texts.set(editor.state.doc, next);
}

// A seam for people and tests: the text exactly as the editor holds it.
(window as unknown as { cmdlintPlayground: unknown }).cmdlintPlayground = { text, setText };

// ---- linting ----
function scheduleLint(delay = 150): void {
  document.body.dataset.lint = 'pending';
  clearTimeout(lintTimer);
  lintTimer = setTimeout(() => void lintNow(), delay);
}

let linting = false;
let lintAgain = false;

/** What the page is doing, beside the status (which announces only the settled summary). */
function showProgress(phase: string | undefined): void {
  const progress = $('progress');
  progress.hidden = phase === undefined;
  $('progress-text').textContent = phase ?? '';
}

/** Yields to the browser (a frame can be drawn, input handled) between two pieces of work. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function sizeOf(characters: number): string {
  return characters < 10_000 ? `${characters} characters` : `${(characters / 1_000_000).toFixed(characters < 1_000_000 ? 2 : 1)} MB`;
}

async function lintNow(): Promise<void> {
  // One request at a time: text typed meanwhile is linted once the worker answers, so a big
  // document typed into never queues a lint per keystroke.
  if (linting) {
    lintAgain = true;
    return;
  }
  linting = true;
  const id = ++latestLint;
  document.body.dataset.lint = 'linting';
  const sent = text();
  showProgress(`Linting ${sizeOf(sent.length)}…`);
  const answer = await ask({ type: 'lint', text: sent, options, preview: previewRequest() });
  linting = false;
  if (lintAgain) {
    lintAgain = false;
    void lintNow();
    return;
  }
  if (id !== latestLint) return; // a newer text is on its way
  if (answer.type === 'failure') {
    status.textContent = `The linter failed: ${answer.message}`;
  } else if (answer.type === 'lint') {
    result = answer.result;
    lintedText = sent;
    showConfig();
    await showResult(id);
  }
  if (id !== latestLint) return;
  showProgress(undefined);
  document.body.dataset.lint = 'idle';
  scheduleShare();
}

/**
 * The problem whose Fix or suggestion was used: the list is drawn anew once the text is linted
 * again, and focus goes to the problem now at its place (or to the list's heading when none is
 * left), not to the page's body.
 */
let focusAfterRender: number | undefined;
function restoreProblemFocus(): void {
  if (focusAfterRender === undefined) return;
  // The row at the same place, or the last; a group's heading gives way to its first problem.
  let index = Math.min(focusAfterRender, problemList.items.length - 1);
  if (problemList.items[index]?.kind === 'group') index = index + 1 < problemList.items.length ? index + 1 : index - 1;
  const row = problemList.reveal(index);
  focusAfterRender = undefined;
  (row?.querySelector<HTMLElement>('.locate') ?? $('problems-title')).focus();
}

const rowOf = (d: LocatedDiagnostic) => problemList.items.findIndex((row) => row.kind === 'problem' && row.diagnostic === d);
let siblingCounts = new Map<string, number>();
/** What the user's last action did, said with the summary of the lint it caused (one announcement). */
let noteAfterLint = '';

const problemActions: ProblemActions = {
  locate: (d) => {
    editor.dispatch({ selection: { anchor: d.offset }, scrollIntoView: true });
    editor.focus();
  },
  fix: (d) => {
    focusAfterRender = rowOf(d);
    applyIfCurrent(d.fix!);
  },
  suggest: (s, d) => {
    focusAfterRender = rowOf(d);
    applyIfCurrent(s.edits);
  },
  suggestAll: (d, k) => {
    focusAfterRender = rowOf(d);
    const siblings = siblingsOf(result.diagnostics, d, k);
    const { edits, applied } = compatibleEdits(siblings.map((s) => s.suggestion));
    if (applyIfCurrent(edits)) noteAfterLint = `Applied "${d.suggestions![k]!.message}" and its like to ${applied} of ${siblings.length} problems${applied < siblings.length ? ' (the rest overlap: apply again once the text is linted)' : ''}.`;
  },
  siblings: (d, k) => siblingCounts.get(suggestionKind(d, k)) ?? 1,
};
const problemList = virtualList<ProblemRow>(problems, (row, index, count) =>
  row.kind === 'group' ? groupRow(row.label, row.count, { index, count }) : problemRow(row.diagnostic, rules, problemActions, { index, count, cursor: editor.state.selection.main.head }),
);

function problemFilter(): ProblemFilter {
  return { grouping: ($('group-by') as HTMLSelectElement).value as Grouping, errors: ($('show-errors') as HTMLInputElement).checked, warnings: ($('show-warnings') as HTMLInputElement).checked };
}

function showProblems(): void {
  problemList.setItems(problemRows(result.diagnostics, problemFilter(), result.commands));
}
for (const id of ['group-by', 'show-errors', 'show-warnings']) $(id).addEventListener('change', showProblems);

function summaryOf(diagnostics: readonly LocatedDiagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return diagnostics.length === 0 ? 'No problems' : `${plural(diagnostics.length, 'problem')} (${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')})`;
}

/** Draws a lint's result a piece per frame: the squiggles, the list, the preview and budget. */
async function showResult(id: number): Promise<void> {
  const { diagnostics } = result;
  const big = diagnostics.length > 500;
  if (big) {
    showProgress(`Drawing ${diagnostics.length} problems…`);
    await nextFrame();
    if (id !== latestLint) return;
  }
  showDiagnostics(editor, diagnostics);
  if (big) await nextFrame();
  if (id !== latestLint) return;
  siblingCounts = suggestionKindCounts(diagnostics);
  showProblems();
  restoreProblemFocus();
  $('problem-count').textContent = `(${diagnostics.length})`;
  ($('fix-all') as HTMLButtonElement).disabled = !diagnostics.some((d: LocatedDiagnostic) => d.fix);
  if (big) await nextFrame();
  if (id !== latestLint) return;
  showPreview();
  // The one announcement of a lint: its settled summary.
  status.textContent = noteAfterLint ? `${noteAfterLint} ${summaryOf(diagnostics)}` : summaryOf(diagnostics);
  noteAfterLint = '';
}

/** Applies a fix's edits when the text is still the one they were made for. */
function applyIfCurrent(edits: readonly TextEdit[]): boolean {
  if (text() === lintedText) {
    applyTextEdits(editor, edits);
    return true;
  }
  status.textContent = 'The text changed since it was linted: use the fix once the problems are updated.';
  return false;
}

/** A bulk array of thousands of commands is previewed a page at a time. */
const PREVIEW_PAGE = 25;
let previewLimit = PREVIEW_PAGE;
const previewRequest = () => ({ locale, limit: previewLimit });

async function refreshPreview(): Promise<void> {
  // The page is busy until the preview is drawn (tests and people wait for 'idle').
  if (document.body.dataset.lint === 'idle') document.body.dataset.lint = 'previewing';
  const answer = await ask({ type: 'preview', preview: previewRequest() });
  if (answer.type === 'preview') {
    result = { ...result, preview: answer.preview };
    showPreview();
  }
  if (document.body.dataset.lint === 'previewing') document.body.dataset.lint = 'idle';
}

function showPreview(): void {
  const { commands } = result.preview;
  renderPreview($('preview'), result.preview, {
    locale,
    appName: ($('app-name') as HTMLInputElement).value.trim() || 'Your app',
    selected: selectedEntry,
    select: (key) => {
      selectedEntry = key;
      showPreview();
      // The entries are drawn anew: focus stays on the one chosen.
      $('preview').querySelector<HTMLElement>('.entry[aria-pressed="true"]')?.focus();
    },
    more: () => {
      previewLimit += PREVIEW_PAGE;
      void refreshPreview();
    },
  });
  const selectedCommand = commands.find((c) => c.entries.some((e) => JSON.stringify(e.path) === selectedEntry))?.path;
  renderBudget($('budget-body'), result.budgets, selectedCommand, result.budgetsStale);
}

$('fix-all').addEventListener('click', async () => {
  const before = text();
  const answer = await ask({ type: 'fix', text: before, options });
  if (answer.type === 'fix' && text() === before) setText(answer.text);
});

// ---- options ----
function fillSelect(select: HTMLSelectElement, values: readonly string[]): void {
  select.replaceChildren(...values.map((value) => h('option', { value }, value)));
}
fillSelect($('locale'), LOCALES);
fillSelect($('opt-default-locale'), LOCALES);

function readOptions(): PageOptions {
  const application: Record<string, unknown> = {};
  const integration = ($('opt-integration') as HTMLSelectElement).value;
  if (integration) application.integrationTypes = integration.split(',').map(Number);
  for (const [id, key] of [['opt-embedded', 'embedded'], ['opt-discoverable', 'discoverable']] as const) {
    const value = ($(id) as HTMLSelectElement).value;
    if (value) application[key] = value === 'true';
  }
  const ruleSettings: Record<string, RuleSetting> = {};
  document.querySelectorAll<HTMLSelectElement>('#rules select').forEach((select) => {
    if (select.value) ruleSettings[select.dataset.rule!] = select.value as RuleSetting;
  });
  const next: PageOptions = {
    scope: ($('opt-scope') as HTMLSelectElement).value as Scope,
    kind: ($('opt-kind') as HTMLSelectElement).value as 'auto' | BodyKind,
    jsonc: ($('opt-jsonc') as HTMLInputElement).checked,
    defaultLocale: ($('opt-default-locale') as HTMLSelectElement).value,
    rules: ruleSettings,
  };
  return Object.keys(application).length > 0 ? { ...next, application } : next;
}

function writeOptions(next: PageOptions): void {
  ($('opt-scope') as HTMLSelectElement).value = next.scope;
  ($('opt-kind') as HTMLSelectElement).value = next.kind;
  ($('opt-jsonc') as HTMLInputElement).checked = next.jsonc;
  ($('opt-default-locale') as HTMLSelectElement).value = next.defaultLocale;
  ($('opt-integration') as HTMLSelectElement).value = next.application?.integrationTypes?.join(',') ?? '';
  ($('opt-embedded') as HTMLSelectElement).value = next.application?.embedded === undefined ? '' : String(next.application.embedded);
  ($('opt-discoverable') as HTMLSelectElement).value = next.application?.discoverable === undefined ? '' : String(next.application.discoverable);
  document.querySelectorAll<HTMLSelectElement>('#rules select').forEach((select) => {
    select.value = next.rules[select.dataset.rule!] ?? '';
  });
}

function showConfig(): void {
  const code = isCodeText(lintedText);
  $('config-json').textContent = `${JSON.stringify(configOf(options, code), null, 2)}\n`;
  $('config-command').textContent = `cmdlint${options.kind === 'auto' ? '' : ` --kind ${options.kind}`} ${fileNameOf(options, code)}`;
}

function optionsChanged(): void {
  addressFollows = true;
  options = readOptions();
  showConfig();
  scheduleLint(0);
}
for (const id of ['opt-scope', 'opt-kind', 'opt-jsonc', 'opt-default-locale', 'opt-integration', 'opt-embedded', 'opt-discoverable']) $(id).addEventListener('change', optionsChanged);
$('rules').addEventListener('change', optionsChanged);
$('locale').addEventListener('change', () => {
  locale = ($('locale') as HTMLSelectElement).value;
  addressFollows = true;
  void refreshPreview();
  scheduleShare();
});
$('app-name').addEventListener('input', showPreview);
$('copy-config').addEventListener('click', () => void navigator.clipboard?.writeText($('config-json').textContent ?? ''));

function renderRuleSettings(): void {
  $('rules').replaceChildren(
    ...[...rules.values()].map((rule) => {
      const select = h('select', { 'data-rule': rule.id, 'aria-label': `Severity of ${rule.id}` }, h('option', { value: '' }, `default (${rule.severity === 'warning' ? 'warn' : 'error'})`), h('option', { value: 'off' }, 'off'), h('option', { value: 'warn' }, 'warn'), h('option', { value: 'error' }, 'error'));
      return h('tr', {}, h('th', { scope: 'row' }, h('a', { href: rule.docs, target: '_blank', rel: 'noopener noreferrer', title: rule.description }, rule.id)), h('td', {}, select));
    }),
  );
}

// ---- deploy: plan and explain ----
const tabs = [$('tab-plan'), $('tab-explain')];
function selectTab(tab: HTMLElement): void {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    $(other.getAttribute('aria-controls')!).hidden = !selected;
  }
}
for (const tab of tabs) {
  tab.addEventListener('click', () => selectTab(tab));
  tab.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    selectTab(next);
    next.focus();
  });
}

async function runDeploy(output: HTMLElement, request: Request): Promise<void> {
  output.replaceChildren(h('li', { class: 'note' }, 'Working…'));
  // The body the plan or the explanation is of: the text as it is now.
  if (document.body.dataset.lint !== 'idle') await new Promise<void>((resolve) => {
    const wait = () => (document.body.dataset.lint === 'idle' ? resolve() : setTimeout(wait, 50));
    wait();
  });
  const answer = await ask(request);
  const lines = answer.type === 'deploy' ? answer.lines : [{ kind: 'error', text: answer.type === 'failure' ? `It failed: ${answer.message}` : 'No answer.' }];
  output.replaceChildren(...lines.map((line) => h('li', { class: line.kind }, line.text)));
}
$('run-plan').addEventListener('click', () => void runDeploy($('plan-out'), { type: 'plan', registered: ($('registered') as HTMLTextAreaElement).value, style: ($('plan-style') as HTMLSelectElement).value as 'bulk' | 'each', options }));
$('run-explain').addEventListener('click', () => void runDeploy($('explain-out'), { type: 'explain', error: ($('service-error') as HTMLTextAreaElement).value, options }));

// ---- share and examples ----
function stateOf(): PageState {
  return { text: text(), options, locale };
}

function scheduleShare(): void {
  if (!addressFollows) return;
  clearTimeout(shareTimer);
  shareTimer = setTimeout(() => void followAddress(), 300);
}

const kilobytes = (characters: number) => (characters < 1024 * 1024 ? `${Math.ceil(characters / 1024)} KB` : `${Number((characters / 1024 / 1024).toFixed(2))} MB`);

/** The share link of the state, made in the worker, or the sizes that are over the bounds. */
async function shareFragment(): Promise<EncodedState | undefined> {
  const answer = await ask({ type: 'share', state: stateOf() });
  return answer.type === 'share' ? answer : undefined;
}

/** Why a state has no link, in the words of the note and of the status. */
function tooBig(link: EncodedState): string {
  return 'stateBytes' in link && link.length <= SHARE_LINK_LIMIT
    ? `it is ${kilobytes(link.stateBytes)} once opened, and a link opens to at most ${kilobytes(SHARE_STATE_LIMIT)}`
    : `it needs ${kilobytes(link.length)}, links hold up to ${kilobytes(SHARE_LINK_LIMIT)}`;
}

/** The address bar holds the state once the user changed something, or nothing when it is too big for a link. */
async function followAddress(): Promise<void> {
  const link = await shareFragment();
  if (!link) return;
  const note = $('share-note');
  if ('fragment' in link) {
    history.replaceState(null, '', `#${link.fragment}`);
    note.hidden = true;
  } else {
    // An older state left in the address bar would come back on a reload: it goes.
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    note.textContent = `This text is too big for a share link (${tooBig(link)}): the address bar holds no text and a reload starts afresh. Share the body as a file.`;
    note.hidden = false;
  }
}

$('share').addEventListener('click', async () => {
  const link = await shareFragment();
  if (!link) return;
  if (!('fragment' in link)) {
    status.textContent = `No link copied: this text is too big for a share link (${tooBig(link)}). Share the body as a file.`;
    return;
  }
  const url = `${location.href.split('#')[0]}#${link.fragment}`;
  history.replaceState(null, '', url);
  $('share-note').hidden = true;
  try {
    await navigator.clipboard.writeText(url);
    status.textContent = 'Share link copied.';
  } catch {
    status.textContent = 'The share link is in the address bar.';
  }
});

const examplesMenu = $('examples') as HTMLSelectElement;
/** An example of each layout of code first, then the rule docs' examples. */
const menuExamples = [...CODE_EXAMPLES, ...examples];
const byRule = new Map<string, typeof examples[number][]>();
for (const example of menuExamples) byRule.set(example.rule, [...(byRule.get(example.rule) ?? []), example]);
for (const [rule, list] of byRule) {
  examplesMenu.append(h('optgroup', { label: rule }, ...list.map((e) => h('option', { value: `${e.rule}/${e.n}` }, `${e.rule}: ${e.label} ${e.n}`))));
}
function openExample(key: string): boolean {
  const example = menuExamples.find((e) => `${e.rule}/${e.n}` === key);
  if (!example) return false;
  setText(example.text);
  // The menu keeps showing the example that is open.
  examplesMenu.value = key;
  openedExample = key;
  return true;
}
let openedExample = '';
/**
 * A closed select changes its value on each arrow key: opening an example there would replace the
 * text at every step. Keys only browse the menu; Enter opens the example shown. A choice made in
 * the list that pops up (mouse or keyboard) opens at once.
 */
let browsingByKey = false;
const BROWSE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);
examplesMenu.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    if (examplesMenu.value && examplesMenu.value !== openedExample) openExample(examplesMenu.value);
    browsingByKey = false;
  } else if (!event.altKey && (BROWSE_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey))) {
    // (Alt+arrow and Space open the list: a choice made there opens at once.)
    browsingByKey = true;
  } else {
    browsingByKey = false;
  }
});
examplesMenu.addEventListener('pointerdown', () => {
  browsingByKey = false;
});
examplesMenu.addEventListener('change', () => {
  if (browsingByKey) {
    status.textContent = 'Press Enter to open this example.';
    return;
  }
  if (examplesMenu.value) openExample(examplesMenu.value);
});
examplesMenu.addEventListener('blur', () => {
  // Browsed away from without opening: the menu shows the example that is open again.
  if (browsingByKey) examplesMenu.value = openedExample;
  browsingByKey = false;
});

// ---- start ----
async function start(): Promise<void> {
  const catalog = await ask({ type: 'catalog' });
  if (catalog.type === 'catalog') rules = new Map(catalog.rules.map((r) => [r.id, r]));
  renderRuleSettings();
  // The state is base64url, which needs no %-escapes: it is read as it is. An example's key is
  // unescaped, and a broken escape is said, never thrown (the page always lints).
  const hash = location.hash;
  const opened = await decodeState(hash);
  let refused: string | undefined;
  if (opened.kind === 'state') {
    options = opened.state.options;
    locale = opened.state.locale;
    setText(opened.state.text);
  } else {
    if (opened.kind === 'refused') refused = opened.reason;
    else if (hash.startsWith('#example=')) {
      let key: string | undefined;
      try {
        key = decodeURIComponent(hash.slice('#example='.length));
      } catch {
        refused = 'its example name has a broken %-escape';
      }
      if (key !== undefined && !openExample(key)) refused = 'it names no example of the rule docs';
    } else if (hash.length > 1) refused = 'it holds no state of the page';
    if (text() === '') setText(STARTER);
  }
  if (refused !== undefined) {
    const note = $('share-note');
    note.textContent = `The link could not be read: ${refused}. The page opened its starter text instead.`;
    note.hidden = false;
  }
  starting = false;
  writeOptions(options);
  ($('locale') as HTMLSelectElement).value = locale;
  showConfig();
  scheduleLint(0);
}
void start();
