// Lint options of the core as settings of the shared layer (what a cmdlint.config.json would say),
// for files that live nowhere: lintFiles and fixFiles never touch the disk when given texts.
import type { LintOptions } from '../../packages/core/src/index.js';
import type { LintSettings, LoadedConfig } from '@cmdlint/linter';

const VIRTUAL_DIR = '/virtual-cmdlint-project';

/** Paths of `n` files of one set. */
export function virtualPaths(n: number, extension = 'json'): string[] {
  return Array.from({ length: n }, (_, i) => `${VIRTUAL_DIR}/commands/file-${i}.${extension}`);
}

/** A configuration with one set holding every file, linted with `options` (as lintSet is). */
export function settingsOf(options: LintOptions): LintSettings {
  const loaded: LoadedConfig = {
    file: `${VIRTUAL_DIR}/cmdlint.config.json`,
    dir: VIRTUAL_DIR,
    config: {
      ...(options.application ? { application: options.application } : {}),
      ...(options.defaultLocale ? { defaultLocale: options.defaultLocale } : {}),
      ...(options.rules ? { rules: options.rules } : {}),
      sets: [{ files: ['commands/**/*.json', 'commands/**/*.jsonc'], scope: options.scope ?? 'global', ...(options.guildId ? { guildId: options.guildId } : {}) }],
    },
  };
  return { configFor: () => loaded, ...(options.kind ? { kind: options.kind } : {}) };
}
