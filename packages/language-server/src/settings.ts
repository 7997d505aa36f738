// The `cmdlint` section of the editor's settings, read defensively: a wrong value falls back to
// its default and is named in a problem, never thrown.
import type { RuleSetting, Scope } from '@cmdlint/core';
import { didYouMean, keyExcerpt, knownRuleIds } from '@cmdlint/linter';

export interface ServerSettings {
  /** Lint at all. */
  readonly enable: boolean;
  /** Lint as you type (debounced) or on open and save only. */
  readonly run: 'onType' | 'onSave';
  /** Quiet time after a change before the document is linted. */
  readonly debounceMs: number;
  /** Lint documents outside the configuration's sets that look like commands. */
  readonly sniff: boolean;
  /** More documents to lint whatever they hold: globs relative to a workspace folder. */
  readonly files: readonly string[];
  /** Lint as global or guild commands whatever the set says (the command line's --scope). */
  readonly scope: Scope | null;
  /** Severities that win over the configuration file (the command line's --rule). */
  readonly rules: Readonly<Record<string, RuleSetting>>;
  /**
   * Lint JavaScript and TypeScript documents (the commands they define). Off by default: next to
   * cmdlint's ESLint plugin every problem would be shown twice.
   */
  readonly sources: 'off' | 'on';
  /**
   * How long the lint of a document (of up to a million characters; a longer one gets as much per
   * million) may take before it is stopped with a diagnostic that says so.
   */
  readonly lintTimeoutMs: number;
  /** The memory (JavaScript heap) the lint of a document may use, likewise scaled for a longer one. */
  readonly lintMemoryMb: number;
}

export const DEFAULT_SETTINGS: ServerSettings = Object.freeze({
  enable: true,
  run: 'onType',
  debounceMs: 150,
  sniff: true,
  files: [],
  scope: null,
  rules: {},
  sources: 'off',
  lintTimeoutMs: 10_000,
  lintMemoryMb: 1024,
});

const MAX_DEBOUNCE_MS = 60_000;
const MIN_LINT_TIMEOUT_MS = 100;
const MAX_LINT_TIMEOUT_MS = 600_000;
/** Below this the lint's process cannot even load its code. */
const MIN_LINT_MEMORY_MB = 64;
const MAX_LINT_MEMORY_MB = 65_536;

const between = (min: number, max: number) => (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The settings a client sent (anything), made valid; `problems` names what was ignored. */
export function readSettings(raw: unknown): { settings: ServerSettings; problems: string[] } {
  const problems: string[] = [];
  if (raw === undefined || raw === null) return { settings: DEFAULT_SETTINGS, problems };
  if (!isObject(raw)) return { settings: DEFAULT_SETTINGS, problems: [`cmdlint settings must be an object, not ${JSON.stringify(raw)}; using the defaults.`] };
  const pick = <K extends keyof ServerSettings>(key: K, valid: (value: unknown) => boolean, expected: string): ServerSettings[K] => {
    const value = raw[key];
    if (value === undefined) return DEFAULT_SETTINGS[key];
    if (valid(value)) return value as ServerSettings[K];
    problems.push(`cmdlint.${key} must be ${expected}, not ${JSON.stringify(value)}; using ${JSON.stringify(DEFAULT_SETTINGS[key])}.`);
    return DEFAULT_SETTINGS[key];
  };
  const rules: Record<string, RuleSetting> = {};
  if (raw.rules !== undefined && raw.rules !== null) {
    if (!isObject(raw.rules)) {
      problems.push(`cmdlint.rules must be an object of rule ids and "off", "warn" or "error", not ${JSON.stringify(raw.rules)}.`);
    } else {
      const known = knownRuleIds();
      for (const [id, setting] of Object.entries(raw.rules)) {
        if (!known.includes(id)) problems.push(`cmdlint.rules: "${keyExcerpt(id)}" is not a rule of cmdlint${didYouMean(id, known)}; ignored.`);
        else if (setting !== 'off' && setting !== 'warn' && setting !== 'error') problems.push(`cmdlint.rules.${id} must be "off", "warn" or "error", not ${JSON.stringify(setting)}; ignored.`);
        else Object.defineProperty(rules, id, { value: setting, enumerable: true, writable: true, configurable: true });
      }
    }
  }
  return {
    settings: {
      enable: pick('enable', (v) => typeof v === 'boolean', 'true or false'),
      run: pick('run', (v) => v === 'onType' || v === 'onSave', '"onType" or "onSave"'),
      debounceMs: pick('debounceMs', (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_DEBOUNCE_MS, `a number of milliseconds from 0 to ${MAX_DEBOUNCE_MS}`),
      sniff: pick('sniff', (v) => typeof v === 'boolean', 'true or false'),
      files: pick('files', (v) => Array.isArray(v) && v.every((g) => typeof g === 'string' && g.length > 0), 'an array of globs'),
      scope: raw.scope === null ? null : pick('scope', (v) => v === 'global' || v === 'guild', '"global", "guild" or null'),
      rules,
      sources: pick('sources', (v) => v === 'off' || v === 'on', '"off" or "on"'),
      lintTimeoutMs: pick('lintTimeoutMs', between(MIN_LINT_TIMEOUT_MS, MAX_LINT_TIMEOUT_MS), `a number of milliseconds from ${MIN_LINT_TIMEOUT_MS} to ${MAX_LINT_TIMEOUT_MS}`),
      lintMemoryMb: pick('lintMemoryMb', between(MIN_LINT_MEMORY_MB, MAX_LINT_MEMORY_MB), `a number of megabytes from ${MIN_LINT_MEMORY_MB} to ${MAX_LINT_MEMORY_MB}`),
    },
    problems,
  };
}
