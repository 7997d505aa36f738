// Lints off the main thread: a big paste never blocks typing. Answers each request with its id;
// the page keeps only the answer to its latest request.
import { rules } from '@cmdlint/core';
import { TEXT_RULE_DESCRIPTIONS, type TextRuleId } from '@shared-src/text/problems.js';
import { textRuleDocs } from '@shared-src/catalog.js';
import { fixText, lintText, type PageOptions } from './engine.js';
import type { RuleEntry, WorkerAnswer, WorkerRequest } from './protocol.js';

const scope = self as unknown as { postMessage(message: WorkerAnswer): void; onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null };

function catalog(): RuleEntry[] {
  const text = Object.entries(TEXT_RULE_DESCRIPTIONS).map(([id, description]) => ({ id, description, severity: 'error' as const, fixable: false, docs: textRuleDocs(id as TextRuleId) }));
  return [...text, ...rules.map(({ meta }) => ({ id: meta.id, description: meta.description, severity: meta.severity, fixable: meta.fixable, docs: meta.docs }))];
}

scope.onmessage = (event) => {
  const request = event.data;
  try {
    if (request.type === 'catalog') scope.postMessage({ id: request.id, type: 'catalog', rules: catalog() });
    else if (request.type === 'lint') scope.postMessage({ id: request.id, type: 'lint', result: lintText(request.text, request.options as PageOptions) });
    else scope.postMessage({ id: request.id, type: 'fix', text: fixText(request.text, request.options as PageOptions) });
  } catch (error) {
    scope.postMessage({ id: request.id, type: 'failure', message: error instanceof Error ? error.message : String(error) });
  }
};
