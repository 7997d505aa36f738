// Settings per file: what applies to one file (its configuration, its set, the overrides that
// reach it, the command line's flags), made once per set and list of overrides and shared by the
// files that have the same.
import type { BodyKind, LintOptions, RuleSetting, Scope, Severity } from '@cmdlint/core';
import type { LoadedConfig } from '../config/config.js';
import { overrideIndicesOf, setIndexOf } from '../sets.js';
import type { ReadSource } from '@cmdlint/text';
import type { UnusedDirectiveSeverity } from '../directives/apply.js';
import { isTextRule, TEXT_RULE_SEVERITIES, type TextRuleId } from '@cmdlint/text';

export interface LintSettings {
  /** The configuration of a file; by default none (each file alone, default options). */
  readonly configFor?: (path: string) => LoadedConfig | undefined;
  /** Overrides (the command line's flags): they win over the configuration. */
  readonly scope?: Scope;
  readonly kind?: 'auto' | BodyKind;
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  /** The guild of permissions bodies (wins over a set's `guildId`). */
  readonly guildId?: string;
  /** Where to add each rule's time (TIMING=1); see LintOptions.timing. */
  readonly timing?: Map<string, number>;
  /**
   * The readers of the table, for the paths one reads (@cmdlint/files' source-readers.ts). Given by the surfaces
   * that read sources, so that a caller of JSON only (the playground) never bundles a parser;
   * without them, every file is read as JSON.
   */
  readonly readSource?: ReadSource;
  /**
   * Whether `cmdlint-disable` comments apply (default true; `--no-inline-config` turns them off, and
   * the ESLint plugin, whose comments ESLint itself applies).
   */
  readonly inlineConfig?: boolean;
  /** The severity of directives that suppressed nothing (default 'warn', as ESLint 9's). */
  readonly reportUnusedDisableDirectives?: UnusedDirectiveSeverity;
  /**
   * How a message names another file ("a duplicate of <file>:<line>"): the command line gives
   * the path relative to its working directory, as its file headers, so that it opens from there;
   * by default relative to the file's configuration's directory (the absolute path outside it).
   */
  readonly showPath?: (path: string) => string;
}

/** What applies to one file: its configuration, its set and the options its set is linted with. */
export interface FileSettings {
  readonly config: LoadedConfig | undefined;
  readonly set: number;
  readonly options: LintOptions;
  /** Severity of the checks of the text ('off' drops a check; fatal problems stay errors). */
  readonly textRules: Readonly<Record<TextRuleId, RuleSetting>>;
  /**
   * The severities of this file's rules that the configuration's `overrides` decide: the set is
   * linted with every rule an override turns on, and each file's diagnostics then take these.
   */
  readonly fileRules?: Readonly<Record<string, RuleSetting>>;
  /** The indexes of the `overrides` that apply to the file. */
  readonly overrides?: readonly number[];
  /** How inline directives apply; undefined: they do not. */
  readonly directives: DirectiveSettings | undefined;
}

interface DirectiveSettings {
  readonly unused: UnusedDirectiveSeverity;
}

export function settingsForFile(path: string, settings: LintSettings = {}): FileSettings {
  const config = settings.configFor?.(path);
  const base = settingsForSet(config, config ? setIndexOf(config, path) : -1, settings);
  return config ? withOverrides(base, config, overrideIndicesOf(config, path), settings) : base;
}

/** A set's settings for one file that `overrides` reach (see FileSettings.fileRules); the same when none could. */
function withOverrides(base: FileSettings, config: LoadedConfig, matching: readonly number[], settings: LintSettings): FileSettings {
  const overrides = config.config.overrides;
  if (!overrides || overrides.length === 0) return base;
  const setRules = base.set === -1 ? undefined : config.config.sets![base.set]!.rules;
  const textRules = { ...base.textRules };
  const fileRules: Record<string, RuleSetting> = {};
  const involved = new Set(overrides.flatMap((override) => Object.keys(override.rules)));
  for (const id of involved) {
    // The same order as settingsForSet: configuration, set, this file's overrides, command line.
    let setting: RuleSetting | undefined;
    for (const source of [config.config.rules, setRules, ...matching.map((index) => overrides[index]!.rules), settings.rules]) {
      if (source && Object.hasOwn(source, id)) setting = source[id];
    }
    if (setting === undefined) continue;
    if (isTextRule(id)) textRules[id] = setting;
    else Object.defineProperty(fileRules, id, { value: setting, enumerable: true, writable: true, configurable: true });
  }
  return { ...base, textRules, fileRules, overrides: matching };
}

/** What applies to the files of one set of one configuration (set -1: files in no set). */
function settingsForSet(config: LoadedConfig | undefined, set: number, settings: LintSettings): FileSettings {
  const setConfig = set === -1 ? undefined : config!.config.sets![set];
  const coreRules: Record<string, RuleSetting> = {};
  const textRules = {} as Record<TextRuleId, RuleSetting>;
  for (const [id, severity] of Object.entries(TEXT_RULE_SEVERITIES) as [TextRuleId, Severity][]) textRules[id] = severity === 'warning' ? 'warn' : 'error';
  // The configuration's, then the set's (as ESLint's later blocks win), then the command line's.
  const define = (id: string, setting: RuleSetting): void => {
    Object.defineProperty(coreRules, id, { value: setting, enumerable: true, writable: true, configurable: true });
  };
  for (const source of [config?.config.rules, setConfig?.rules]) {
    for (const [id, setting] of Object.entries(source ?? {})) {
      if (isTextRule(id)) textRules[id] = setting;
      else define(id, setting);
    }
  }
  // A rule turned off here but on by an override runs for the whole set; the files the override
  // does not reach drop its diagnostics (FileSettings.fileRules).
  for (const override of config?.config.overrides ?? []) {
    for (const [id, setting] of Object.entries(override.rules)) if (!isTextRule(id) && coreRules[id] === 'off' && setting !== 'off') define(id, setting);
  }
  for (const [id, setting] of Object.entries(settings.rules ?? {})) {
    if (isTextRule(id)) textRules[id] = setting;
    else define(id, setting);
  }
  const options: { -readonly [K in keyof LintOptions]: LintOptions[K] } = {
    scope: settings.scope ?? setConfig?.scope ?? 'global',
    kind: settings.kind ?? 'auto',
    rules: coreRules,
  };
  if (config?.config.application) options.application = config.config.application;
  if (config?.config.defaultLocale) options.defaultLocale = config.config.defaultLocale;
  const guildId = settings.guildId ?? setConfig?.guildId;
  if (guildId) options.guildId = guildId;
  if (settings.timing) options.timing = settings.timing;
  const directives = settings.inlineConfig === false ? undefined : { unused: settings.reportUnusedDisableDirectives ?? 'warn' };
  return { config, set, options, textRules, directives };
}

/**
 * The settings of the files of one lint, each made once: files of one configuration and set share
 * their settings (and so a linter with the options resolved once: a directory of small files pays
 * for it once, not per file), as do files with the same overrides, and parts of the same scope.
 */
export class SettingsOfFiles {
  private readonly known = new Map<LoadedConfig | undefined, Map<number, FileSettings>>();
  private readonly scopedSettings = new Map<FileSettings, Map<string, FileSettings>>();
  private readonly overridden = new Map<FileSettings, Map<string, FileSettings>>();

  constructor(private readonly settings: LintSettings) {}

  ofFile(path: string): FileSettings {
    const config = this.settings.configFor?.(path);
    const base = this.ofSet(config, config ? setIndexOf(config, path) : -1);
    if (!config?.config.overrides?.length) return base;
    // One settings object per set and list of applying overrides, made once.
    const matching = overrideIndicesOf(config, path);
    let byOverrides = this.overridden.get(base);
    if (!byOverrides) this.overridden.set(base, (byOverrides = new Map()));
    const key = matching.join(',');
    let found = byOverrides.get(key);
    if (!found) byOverrides.set(key, (found = withOverrides(base, config, matching, this.settings)));
    return found;
  }

  ofSet(config: LoadedConfig | undefined, set: number): FileSettings {
    let bySet = this.known.get(config);
    if (!bySet) this.known.set(config, (bySet = new Map()));
    let found = bySet.get(set);
    if (!found) bySet.set(set, (found = settingsForSet(config, set, this.settings)));
    return found;
  }

  /**
   * The settings of a wrapper's part whose key names a scope. A guild id key only makes its own
   * group (see Batches.join): the options' guildId is for permissions bodies, and a part is an array of
   * commands, so a thousand guilds share one linter.
   */
  scoped(settings: FileSettings, scope: Scope | undefined, kind?: BodyKind): FileSettings {
    if ((scope === undefined || scope === settings.options.scope) && (kind === undefined || kind === settings.options.kind)) return settings;
    let byScope = this.scopedSettings.get(settings);
    if (!byScope) this.scopedSettings.set(settings, (byScope = new Map()));
    const key = `${scope ?? ''}|${kind ?? ''}`;
    let found = byScope.get(key);
    if (!found) {
      const options: { -readonly [K in keyof LintOptions]: LintOptions[K] } = { ...settings.options };
      if (scope !== undefined) options.scope = scope;
      if (kind !== undefined) options.kind = kind;
      if (options.scope !== 'guild') delete options.guildId;
      byScope.set(key, (found = { ...settings, options }));
    }
    return found;
  }
}
