// The plugin's rules: every rule of the core that judges bodies (the plan rules judge a deploy
// against what is registered, which no file shows), and the checks of the text that ESLint does
// not make itself (a file's syntax and encoding are ESLint's parser's to report).
import { rules as coreRules } from '@cmdlint/core';
import { ruleCatalog, type RuleInfo } from '@cmdlint/linter';

export interface PluginRuleInfo extends RuleInfo {
  readonly hasSuggestions: boolean;
  /** The core rule's messages by id (none for a check of the text). */
  readonly messages: Readonly<Record<string, string>>;
}

/**
 * Checks of the text that still hold in ESLint: a JSON command file's duplicate keys, its commands
 * under a wrapper's keys, JSON syntax where ESLint's JSON language accepts more than the file may
 * hold (comments in a .json file read with `json/jsonc`), and `source-syntax` for a source cmdlint
 * refused to read for a bound (nesting, size: ESLint's parser may read what cmdlint's does not
 * walk), so that its commands are not silently unchecked. Not `invalid-encoding` (ESLint decodes
 * the file before any rule sees it); a source that does not parse is ESLint's own to report.
 */
const TEXT_CHECKS = ['json-syntax', 'duplicate-key', 'wrapped-body', 'source-syntax'];

function build(): PluginRuleInfo[] {
  const catalog = ruleCatalog();
  const list: PluginRuleInfo[] = [];
  for (const { meta } of coreRules) {
    if (meta.subject === 'plan') continue;
    list.push({ ...catalog.get(meta.id)!, hasSuggestions: meta.hasSuggestions, messages: meta.messages ?? {} });
  }
  for (const id of TEXT_CHECKS) list.push({ ...catalog.get(id)!, hasSuggestions: false, messages: {} });
  return list;
}

export const pluginRules: readonly PluginRuleInfo[] = build();
export const ruleIds: readonly string[] = pluginRules.map((rule) => rule.id);
