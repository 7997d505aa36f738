// Every rule id a report can carry, with what formatters and editors show of it: the core's
// rules and the checks of the text.
import { DOCS_BASE_URL, rules } from '@cmdlint/core';
import { TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES, type TextRuleId } from '@cmdlint/text';

export interface RuleInfo {
  readonly id: string;
  readonly description: string;
  readonly severity: 'error' | 'warning';
  readonly fixable: boolean;
  /** Whether it offers suggestions (fixes a person chooses). */
  readonly hasSuggestions: boolean;
  readonly docs: string;
}

/** The page of a check of the text: docs/rules/<id>.md, beside the core rules' pages. */
export function textRuleDocs(id: TextRuleId): string {
  return `${DOCS_BASE_URL}${id}.md`;
}

let catalog: ReadonlyMap<string, RuleInfo> | undefined;

export function ruleCatalog(): ReadonlyMap<string, RuleInfo> {
  if (catalog) return catalog;
  const map = new Map<string, RuleInfo>();
  for (const [id, description] of Object.entries(TEXT_RULE_DESCRIPTIONS) as [TextRuleId, string][]) {
    map.set(id, { id, description, severity: TEXT_RULE_SEVERITIES[id], fixable: false, hasSuggestions: false, docs: textRuleDocs(id) });
  }
  for (const { meta } of rules) map.set(meta.id, { id: meta.id, description: meta.description, severity: meta.severity, fixable: meta.fixable, hasSuggestions: meta.hasSuggestions, docs: meta.docs });
  catalog = map;
  return map;
}
