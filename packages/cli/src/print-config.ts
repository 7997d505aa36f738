// `cmdlint --print-config FILE`: the settings that apply to one file (its configuration file and
// what it extends, set, overrides, scope, application and every rule's severity, all merged), as
// JSON, as ESLint prints its own.
import { resolve } from 'node:path';
import type { LintSettings } from '@cmdlint/linter';
import { coreRules, settingsForFile } from './rare-shared.js';
import type { RunContext } from './io.js';

export function printConfig(file: string, settings: LintSettings, context: RunContext): number {
  const path = resolve(context.cwd, file);
  const resolved = settingsForFile(path, settings);
  const severities: Record<string, string> = {};
  for (const [id, setting] of Object.entries(resolved.textRules)) severities[id] = setting;
  const fileRules = resolved.fileRules ?? {};
  for (const { meta } of coreRules) {
    const setting = Object.hasOwn(fileRules, meta.id) ? fileRules[meta.id] : resolved.options.rules?.[meta.id];
    severities[meta.id] = setting ?? (meta.severity === 'warning' ? 'warn' : 'error');
  }
  const overrides = resolved.config?.config.overrides;
  const set = resolved.set === -1 ? null : { index: resolved.set, ...resolved.config!.config.sets![resolved.set]! };
  const printed = {
    file: path,
    configFile: resolved.config?.file ?? null,
    ...(resolved.config?.extended ? { extends: resolved.config.extended } : {}),
    set,
    ...(overrides && overrides.length > 0 ? { overrides: (resolved.overrides ?? []).map((index) => ({ index, ...overrides[index]! })) } : {}),
    scope: resolved.options.scope,
    kind: resolved.options.kind,
    application: resolved.options.application ?? {},
    defaultLocale: resolved.options.defaultLocale ?? 'en-US',
    ...(resolved.options.guildId ? { guildId: resolved.options.guildId } : {}),
    rules: severities,
  };
  context.stdout.write(`${JSON.stringify(printed, null, 2)}\n`);
  return 0;
}
