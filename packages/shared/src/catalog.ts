// Every rule id a report can carry, with what formatters and editors show of it: the core's
// rules and the checks of the text.
import { rules } from '@cmdlint/core';
import { TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES, type TextRuleId } from './text/problems.js';

export interface RuleInfo {
  readonly id: string;
  readonly description: string;
  readonly severity: 'error' | 'warning';
  readonly fixable: boolean;
  readonly docs: string;
}

/** Where the checks of the text are documented (they are not core rules). */
export const TEXT_RULES_DOCS = 'https://github.com/cmdlint/cmdlint#checks-of-the-text';

/** Checks of the text with a page of their own. */
const TEXT_RULE_PAGES: Partial<Record<TextRuleId, string>> = {
  'wrapped-body': 'https://github.com/cmdlint/cmdlint/blob/main/docs/checks/wrapped-body.md',
};

let catalog: ReadonlyMap<string, RuleInfo> | undefined;

export function ruleCatalog(): ReadonlyMap<string, RuleInfo> {
  if (catalog) return catalog;
  const map = new Map<string, RuleInfo>();
  for (const [id, description] of Object.entries(TEXT_RULE_DESCRIPTIONS) as [TextRuleId, string][]) {
    map.set(id, { id, description, severity: TEXT_RULE_SEVERITIES[id], fixable: false, docs: TEXT_RULE_PAGES[id] ?? TEXT_RULES_DOCS });
  }
  for (const { meta } of rules) map.set(meta.id, { id: meta.id, description: meta.description, severity: meta.severity, fixable: meta.fixable, docs: meta.docs });
  catalog = map;
  return map;
}
