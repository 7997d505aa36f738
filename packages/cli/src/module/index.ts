// `cmdlint --module FILE[#EXPORT]`: what no file can tell (commands built in loops, read from
// other files, made by a framework) is read by running the module, in a child process, with the
// user's rights, and only when the command line asks: the configuration can never ask for it, so
// a pull request cannot make CI run its code through cmdlint. Loaded only with --module: a plain
// run loads nothing of this (nor node:child_process).
import { resolve } from 'node:path';
import { type SourceFile } from '@cmdlint/linter';
import { fileErrorText, readRegularFile } from '@cmdlint/files';
import { moduleDocument, type ModuleSet, type SourceTools } from './document.js';
import { runModule } from './run-child.js';
import type { ExportedCommand } from './child.js';
import type { SendVia } from '@cmdlint/text';

/** discord.js's own names of fields, which application.commands.set converts before sending. */
const CAMEL_CASE_KEYS = new Set(['nameLocalizations', 'descriptionLocalizations', 'defaultMemberPermissions', 'defaultPermission', 'dmPermission', 'integrationTypes', 'channelTypes', 'minValue', 'maxValue', 'minLength', 'maxLength']);

/**
 * The first sign that a plain object is written in discord.js's shape (a camelCase key, a type
 * named by a string such as 'CHAT_INPUT'): discord.js converts it before sending, as its version
 * does, so linting it as an API body would report what is never sent.
 */
function discordJsShape(value: unknown, depth = 0): string | undefined {
  if (depth > 8 || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = discordJsShape(item, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, field] of Object.entries(value)) {
    if (CAMEL_CASE_KEYS.has(key)) return `key "${key}"`;
    if (key === 'type' && typeof field === 'string') return `type "${field}"`;
    if (key === 'options' || key === 'choices') {
      const found = discordJsShape(field, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

function discordJsRefusal(spec: ModuleSpec, command: ExportedCommand, sign: string): string {
  const name = typeof (command.value as { name?: unknown }).name === 'string' ? ` "${(command.value as { name: string }).name}"` : '';
  return `--module ${spec.shown}: the command${name} of export "${command.exportName}" is written in discord.js's shape (${sign}), which discord.js converts before sending, as its version does: lint the file itself (cmdlint ${spec.shown}), which converts it so, or export the API's shape (snake_case keys, numeric types) or a builder.`;
}

/**
 * The exported objects as discord.js's commands.set sends them (builders' toJSON as they are); one
 * that cannot be told (the major not known, a value discord.js throws on) is named and left out.
 */
async function throughDiscordJs(spec: ModuleSpec, commands: readonly ExportedCommand[], via: Exclude<SendVia, 'api'>, tools: SourceTools, failures: string[]): Promise<ExportedCommand[]> {
  const kept: ExportedCommand[] = [];
  for (const command of commands) {
    if (command.builder) {
      kept.push(command);
      continue;
    }
    const sent = tools.sentThroughDiscordJs(command.value, via, tools.discordJsFor(spec.path));
    if ('value' in sent) kept.push({ ...command, value: sent.value });
    else failures.push(`--module ${spec.shown}: what ${via === 'discord.js' ? "discord.js's" : `${via}'s`} commands.set sends for export "${command.exportName}" cannot be known: ${sent.unknown}.`);
  }
  return kept;
}

export interface ModuleSpec {
  /** As written: the path, without #EXPORT. */
  readonly shown: string;
  readonly path: string;
  readonly exportName: string | undefined;
}

/** `FILE#EXPORT` split at its last #, the file resolved from the working directory. */
export function moduleSpec(written: string, cwd: string): ModuleSpec {
  const hash = written.lastIndexOf('#');
  const file = hash > 0 ? written.slice(0, hash) : written;
  const exportName = hash > 0 && hash < written.length - 1 ? written.slice(hash + 1) : undefined;
  return { shown: file, path: resolve(cwd, file), exportName };
}

export interface ModulesRead {
  readonly files: readonly SourceFile[];
  readonly failures: readonly string[];
}

/** Runs each module in turn (one child at a time: the machine may be small) and reads its commands. */
export async function readModules(
  written: readonly string[],
  options: {
    readonly cwd: string;
    readonly env: Readonly<Record<string, string | undefined>>;
    readonly timeoutSeconds: number;
    /** How a module's plain objects are sent: --module-via, else the "via" of the set that holds it. */
    readonly viaFor?: (path: string) => SendVia | undefined;
    /** The set that holds a module, if any. */
    readonly setFor?: (path: string) => ModuleSet | undefined;
  },
  tools: () => Promise<SourceTools>,
): Promise<ModulesRead> {
  const files: SourceFile[] = [];
  const failures: string[] = [];
  for (const entry of written) {
    const spec = moduleSpec(entry, options.cwd);
    let bytes: Uint8Array;
    try {
      bytes = readRegularFile(spec.path).bytes;
    } catch (error) {
      failures.push(`Cannot read ${spec.shown} (--module): ${fileErrorText(error)}.`);
      continue;
    }
    const run = await runModule(spec.path, { shown: spec.shown, exportName: spec.exportName, timeoutSeconds: options.timeoutSeconds, env: options.env });
    failures.push(...run.failures);
    const via = options.viaFor?.(spec.path);
    const commands = via !== undefined && via !== 'api' ? await throughDiscordJs(spec, run.commands, via, await tools(), failures) : run.commands.filter((command) => {
      const written = command.builder ? undefined : discordJsShape(command.value);
      if (written !== undefined) failures.push(discordJsRefusal(spec, command, written));
      return written === undefined;
    });
    if (commands.length > 0) files.push({ path: spec.path, document: moduleDocument({ path: spec.path, bytes }, commands, await tools(), options.setFor?.(spec.path)) });
  }
  return { files, failures };
}
