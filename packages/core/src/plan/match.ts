// Which registered command each local command is (api-facts §10, Identity): by the `id` a local
// command carries (or the user's known ids), else by (type, name). Two registered commands with
// one (type, name) happen; the plan matches one and deletes the other.
import { own, isObject, type JsonObject } from '../util.js';
import { commandTypeOf } from './normalise.js';
import type { LocalCommand, RegisteredCommand } from './types.js';

export interface Match {
  /** For each local command, the registered one it is (index into the registered list), or -1. */
  readonly byLocal: readonly number[];
  /** Registered commands no local command is (deleted by the deploy). */
  readonly unmatched: readonly number[];
  /** Registered commands that repeat an earlier one's (type, name), with the one kept. */
  readonly duplicates: ReadonlyMap<number, number>;
  /** Local commands matched by id whose id is registered under another name. */
  readonly renamed: ReadonlySet<number>;
}

function keyOf(type: number, name: string): string {
  return `${type}\u0000${name}`;
}

/** The snowflake string a value holds, or undefined. */
export function snowflakeOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[1-9]\d{0,19}$/.test(value) ? value : undefined;
}

/** The id a local command claims: its own `id`, else the user's known id for it. */
export function claimedId(raw: JsonObject, knownIds: Readonly<Record<string, string>> | undefined): string | undefined {
  const own_ = snowflakeOf(own(raw, 'id'));
  if (own_ !== undefined || !knownIds || !isObject(knownIds)) return own_;
  const name = own(raw, 'name');
  if (typeof name !== 'string') return undefined;
  return snowflakeOf(own(knownIds, `${commandTypeOf(raw)}:${name}`)) ?? snowflakeOf(own(knownIds, name));
}

export function matchCommands(local: readonly LocalCommand[], registered: readonly RegisteredCommand[]): Match {
  const byId = new Map<string, number>();
  const byKey = new Map<string, number[]>();
  for (const command of registered) {
    if (command.id !== undefined && !byId.has(command.id)) byId.set(command.id, command.index);
    const key = keyOf(command.type, command.name);
    const list = byKey.get(key);
    if (list) list.push(command.index);
    else byKey.set(key, [command.index]);
  }
  const taken = new Set<number>();
  const byLocal: number[] = local.map(() => -1);
  const renamed = new Set<number>();
  // First the ids: they win over names (a rename keeps the id).
  local.forEach((command, i) => {
    if (command.id === undefined) return;
    const index = byId.get(command.id);
    if (index === undefined || taken.has(index) || registered[index]!.type !== command.type) return;
    byLocal[i] = index;
    taken.add(index);
    if (registered[index]!.name !== command.name) renamed.add(i);
  });
  // Then (type, name): the first registered command of the key that no id took.
  local.forEach((command, i) => {
    if (byLocal[i] !== -1) return;
    const candidates = byKey.get(keyOf(command.type, command.name)) ?? [];
    const index = candidates.find((candidate) => !taken.has(candidate));
    if (index === undefined) return;
    byLocal[i] = index;
    taken.add(index);
  });
  // Duplicates: every registered command of a key beyond the one kept (the matched one, else the first).
  const duplicates = new Map<number, number>();
  for (const candidates of byKey.values()) {
    if (candidates.length < 2) continue;
    const kept = candidates.find((index) => taken.has(index) && byLocal.some((m, i) => m === index && !renamed.has(i))) ?? candidates[0]!;
    for (const index of candidates) if (index !== kept && !taken.has(index)) duplicates.set(index, kept);
  }
  const unmatched = registered.map((command) => command.index).filter((index) => !taken.has(index));
  return { byLocal, unmatched, duplicates, renamed };
}
