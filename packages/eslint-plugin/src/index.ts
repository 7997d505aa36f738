// @cmdlint/eslint-plugin: cmdlint's rules in ESLint (flat config). A thin shell over the shared
// layer: the same reader of sources and JSON, the same core lint, the same fixes as the command
// line and the language server.
import { pluginRules } from './catalog.js';
import { rules } from './rules.js';

declare const __PLUGIN_VERSION__: string;

const recommendedRules: Record<string, 'error' | 'warn'> = {};
for (const rule of pluginRules) recommendedRules[`cmdlint/${rule.id}`] = rule.severity === 'error' ? 'error' : 'warn';

const plugin = {
  meta: { name: '@cmdlint/eslint-plugin', version: typeof __PLUGIN_VERSION__ === 'string' ? __PLUGIN_VERSION__ : '0.0.0' },
  rules,
  configs: {} as Record<string, { name: string; plugins: Record<string, unknown>; rules: Record<string, 'error' | 'warn'> }>,
};

/** Every rule at the core's default severity; no `files`: it applies to what the rest of the configuration lints. */
plugin.configs.recommended = { name: 'cmdlint/recommended', plugins: { cmdlint: plugin }, rules: recommendedRules };

// The only export: the CommonJS build makes it module.exports (tsup.config.ts).
export default plugin;
export type { CmdlintSettings } from './options.js';
