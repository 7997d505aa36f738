// Lints off the main thread: a big paste never blocks typing. Answers each request with its id;
// the page keeps only the answer to its latest request. The preview, the budget and the share
// link are made here too, so the page only draws.
import { rules } from '@cmdlint/core';
import { TEXT_RULE_DESCRIPTIONS, type TextRuleId } from '@cmdlint/text';
import { textRuleDocs } from '@cmdlint/linter';
import { completionsAt } from './completion.js';
import { explainLines, planLines } from './deploy.js';
import { fixText, lintText, type BudgetOf, type PageOptions } from './engine.js';
import { previewBody } from './preview.js';
import type { CommandNames } from './problems.js';
import { type PreviewPage, type PreviewRequest, type RuleEntry, type WorkerAnswer, type WorkerRequest } from './protocol.js';
import { encodeState } from './share.js';
import type { ReadSource } from '@cmdlint/text';
import { isCodeText } from './code-text.js';

const scope = self as unknown as { postMessage(message: WorkerAnswer): void; onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null };

function catalog(): RuleEntry[] {
  const text = Object.entries(TEXT_RULE_DESCRIPTIONS).map(([id, description]) => ({ id, description, severity: 'error' as const, fixable: false, docs: textRuleDocs(id as TextRuleId) }));
  return [...text, ...rules.map(({ meta }) => ({ id: meta.id, description: meta.description, severity: meta.severity, fixable: meta.fixable, docs: meta.docs }))];
}

/** The last body that could be read, and whether the latest text could be. */
let lastGood: { value: unknown; budgets: readonly BudgetOf[] } | undefined;
let latestOk = true;

function previewOf(request: PreviewRequest): PreviewPage {
  if (!lastGood) return { commands: [], total: 0, stale: !latestOk };
  const commands = previewBody(lastGood.value, request.locale);
  return { commands: commands.slice(0, request.limit), total: commands.length, stale: !latestOk };
}

function commandNamesOf(value: unknown): CommandNames {
  const nameOf = (command: unknown) => {
    const name = typeof command === 'object' && command !== null ? (command as { name?: unknown }).name : undefined;
    return typeof name === 'string' ? name : '';
  };
  return Array.isArray(value) ? { bulk: true, names: value.map(nameOf) } : { bulk: false, names: [nameOf(value)].filter(Boolean) };
}

/** The reader of code, imported on the first text that is code: its parser is a chunk of its own. */
let codeReader: Promise<ReadSource> | undefined;
async function readerFor(text: string): Promise<ReadSource | undefined> {
  if (!isCodeText(text)) return undefined;
  codeReader ??= import('./code-reader.js').then((module) => module.readCode);
  return codeReader;
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  switch (request.type) {
    case 'catalog':
      return { id: request.id, type: 'catalog', rules: catalog() };
    case 'lint': {
      const result = lintText(request.text, request.options as PageOptions, await readerFor(request.text));
      latestOk = result.ok;
      if (result.ok) lastGood = { value: result.value, budgets: result.budgets };
      return { id: request.id, type: 'lint', result: { diagnostics: result.diagnostics, ok: result.ok, budgets: lastGood?.budgets ?? [], budgetsStale: !result.ok, preview: previewOf(request.preview), commands: commandNamesOf(lastGood?.value) } };
    }
    case 'fix':
      return { id: request.id, type: 'fix', text: fixText(request.text, request.options as PageOptions, await readerFor(request.text)) };
    case 'preview':
      return { id: request.id, type: 'preview', preview: previewOf(request.preview) };
    case 'plan':
    case 'explain': {
      // The body as last linted (the page asks once the text is linted).
      if (!latestOk || !lastGood) return { id: request.id, type: 'deploy', lines: [{ kind: 'error', text: 'The body cannot be read: fix the problems of the text first.' }] };
      const lines = request.type === 'plan' ? planLines(lastGood.value, request.registered, request.options, request.style) : explainLines(request.error, lastGood.value, request.options);
      return { id: request.id, type: 'deploy', lines };
    }
    case 'complete':
      // Completion knows JSON bodies only.
      return { id: request.id, type: 'complete', items: isCodeText(request.text) ? [] : completionsAt(request.text, request.offset) };
    case 'share': {
      return { id: request.id, type: 'share', ...(await encodeState(request.state)) };
    }
  }
}

// Requests are answered in the order they came (a share link waits for the lint before it).
let queue = Promise.resolve();
scope.onmessage = (event) => {
  const request = event.data;
  queue = queue.then(async () => {
    try {
      scope.postMessage(await answer(request));
    } catch (error) {
      scope.postMessage({ id: request.id, type: 'failure', message: error instanceof Error ? error.message : String(error) });
    }
  });
};
