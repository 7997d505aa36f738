// ESLint's `rulesMeta` for a formatter module: for each rule that appears in the results, the
// meta fields formatters read (eslint-formatter-gitlab and codeclimate read docs.description,
// html and table formatters docs.url, others type and fixable).
import { ruleCatalog } from '@cmdlint/linter';
import type { LintResult, RuleMetaForFormatters } from '../results.js';

export function rulesMetaOf(results: readonly LintResult[]): Record<string, RuleMetaForFormatters> {
  const catalog = ruleCatalog();
  const meta: Record<string, RuleMetaForFormatters> = {};
  for (const result of results) {
    for (const { ruleId } of result.messages) {
      if (Object.hasOwn(meta, ruleId)) continue;
      const info = catalog.get(ruleId);
      if (!info) continue;
      meta[ruleId] = {
        type: info.severity === 'error' ? 'problem' : 'suggestion',
        docs: { description: info.description, url: info.docs },
        ...(info.fixable ? { fixable: 'code' as const } : {}),
        ...(info.hasSuggestions ? { hasSuggestions: true as const } : {}),
      };
    }
  }
  return meta;
}
