// What applies to a file: ESLint's `settings.cmdlint` and, unless it says `config: false`, the
// nearest cmdlint.config.json (the same file the command line and the language server read), so
// that `eslint` and `cmdlint` judge a file alike. Severities are ESLint's alone: the configuration's
// `rules` never turn an ESLint rule on or off.
import { statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { isIgnored, setIndexOf, type LoadedConfig } from '@cmdlint/linter';
import { ConfigResolver, ProjectOptions } from '@cmdlint/files';
import { javascriptReader, type DiscordJsMajor } from '@cmdlint/reader-js';
import type { ApplicationSettings, Scope } from '@cmdlint/core';

/** `settings.cmdlint` in an ESLint configuration. */
export interface CmdlintSettings {
  /** Read the nearest cmdlint.config.json (default true). */
  readonly config?: boolean;
  /** The scope of commands whose destination the file does not say, outside the configuration's sets (default "global"). */
  readonly scope?: Scope;
  /** The locale the default name and description are in (as the configuration's `defaultLocale`). */
  readonly defaultLocale?: string;
  /** The application's settings (as the configuration's `application`). */
  readonly application?: ApplicationSettings;
  /** The discord.js major version the sources are written for (13 or 14); by default the nearest package.json's. */
  readonly discordJs?: 13 | 14;
}

export interface FileOptions {
  readonly config: LoadedConfig | undefined;
  /** A scope to use for the file (undefined: its set's, else global). */
  readonly scope: Scope | undefined;
  readonly inSet: boolean;
  /** Its set names an export as the body (`"body": "/data"`): read even without a builder, route or type. */
  readonly namesExport: boolean;
  readonly ignored: boolean;
  readonly discordJs: DiscordJsMajor;
}

const SETTING_KEYS = new Set(['config', 'scope', 'defaultLocale', 'application', 'discordJs']);

/** The settings, checked: a wrong key or value stops the run with a message that names it (as a wrong rule option does). */
export function readSettings(settings: unknown): CmdlintSettings {
  const raw = (settings as { cmdlint?: unknown } | undefined)?.cmdlint;
  if (raw === undefined) return {};
  const fail = (what: string): never => {
    throw new Error(`cmdlint: settings.cmdlint${what}`);
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(' must be an object ({ config, scope, defaultLocale, application, discordJs }).');
  const value = raw as Record<string, unknown>;
  for (const key of Object.keys(value)) if (!SETTING_KEYS.has(key)) fail(`.${key} is not a setting: the settings are config, scope, defaultLocale, application and discordJs.`);
  if (value.config !== undefined && typeof value.config !== 'boolean') fail('.config must be true or false.');
  if (value.scope !== undefined && value.scope !== 'global' && value.scope !== 'guild') fail(`.scope must be "global" or "guild", not ${JSON.stringify(value.scope)}.`);
  if (value.defaultLocale !== undefined && typeof value.defaultLocale !== 'string') fail('.defaultLocale must be a locale such as "en-US".');
  if (value.application !== undefined && (typeof value.application !== 'object' || value.application === null || Array.isArray(value.application))) fail('.application must be an object ({ integrationTypes, embedded, discoverable }).');
  if (value.discordJs !== undefined && value.discordJs !== 13 && value.discordJs !== 14) fail(`.discordJs must be 13 or 14, not ${JSON.stringify(value.discordJs)}.`);
  return value as CmdlintSettings;
}

let resolver = new ConfigResolver();
/** The modification time of each configuration file read: an editor's long-lived ESLint sees an edited file. */
const readAt = new Map<string, number>();
/** Which discord.js each file is written for, from the package.json files above it. */
const project = new ProjectOptions(javascriptReader);

function configFor(path: string): LoadedConfig | undefined {
  let loaded = resolver.forFile(path);
  if (loaded?.file !== undefined) {
    let mtime = -1;
    try {
      mtime = statSync(loaded.file).mtimeMs;
    } catch {
      // removed since: read again below
    }
    const known = readAt.get(loaded.file);
    if (known !== undefined && known !== mtime) {
      resolver = new ConfigResolver();
      readAt.clear();
      loaded = resolver.forFile(path);
    }
    if (loaded?.file !== undefined) readAt.set(loaded.file, mtime);
  }
  return loaded;
}

/** The configuration, set and dialect of a file on disk (a path that is not absolute gets no configuration). */
export function optionsFor(path: string, settings: CmdlintSettings): FileOptions {
  let config: LoadedConfig | undefined;
  if (settings.config !== false && isAbsolute(path)) {
    try {
      config = configFor(path);
    } catch (error) {
      throw new Error(`cmdlint: ${(error as Error).message}`);
    }
  }
  if (settings.defaultLocale !== undefined || settings.application !== undefined) {
    const base = config ?? { file: undefined, dir: '', config: {} };
    config = {
      ...base,
      config: {
        ...base.config,
        ...(settings.defaultLocale !== undefined ? { defaultLocale: settings.defaultLocale } : {}),
        ...(settings.application !== undefined ? { application: settings.application } : {}),
      },
    };
  }
  const set = config?.file !== undefined ? setIndexOf(config, path) : -1;
  const inSet = set !== -1;
  const namesExport = inSet && config!.config.sets?.[set]?.body !== undefined;
  const ignored = config?.file !== undefined && isIgnored(config, path);
  const discordJs = settings.discordJs ?? (isAbsolute(path) ? project.of(path)?.discordJs : undefined);
  return { config, scope: inSet ? undefined : settings.scope, inSet, namesExport, ignored, discordJs };
}
