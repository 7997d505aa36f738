// The built plugin as ESLint loads it: `import` gives the plugin, and `require` gives the same
// plugin itself (an eslint.config.cjs reads `cmdlint.configs.recommended`), not `{ default }`.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
/** By a variable: the build's output is not there for the type check of a fresh checkout. */
const ESM_ENTRY = '../dist/index.js';

describe('the built plugin', () => {
  it('is the same plugin for import and require', async () => {
    const { default: imported } = (await import(ESM_ENTRY)) as { default: { rules: object; configs: Record<string, { rules: object }> } };
    const required = require('../dist/index.cjs') as { rules: object; configs: Record<string, { rules: object }>; default?: unknown; meta: { name: string; version: string } };
    expect(required.default).toBeUndefined();
    expect(required.meta).toEqual({ name: '@cmdlint/eslint-plugin', version: (require('../package.json') as { version: string }).version });
    expect(Object.keys(required.rules)).toEqual(Object.keys(imported.rules));
    expect(required.configs.recommended!.rules).toEqual(imported.configs.recommended!.rules);
    expect(Object.keys(required.rules).length).toBeGreaterThan(50);
  });
});
