// Fields a loader may add. A command a file hands to code cmdlint does not see (a builder a loader
// sends as `{ ...command.command.toJSON(), ...command.install }`, an export a set's "body" names)
// may be sent with top-level fields the file does not set. What they hold is unknown, so the
// registered command's own values stand for them: compared as the builder's defaults, they would
// be an update that no deploy makes, planned again after every deploy. A field the file sets is
// compared as always; a command not registered yet is planned as the file shows it.

/** The optional top-level fields of a command (api-facts §1): what a loader can add beside the builder's JSON. */
const ADDABLE_FIELDS = ['default_member_permissions', 'dm_permission', 'default_permission', 'nsfw', 'integration_types', 'contexts', 'name_localizations', 'description_localizations', 'handler'] as const;

type Command = Record<string, unknown>;

const isCommand = (value: unknown): value is Command => typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (object: Command, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
/** A command's identity as the service has it: its type (1 when left out) and its name. */
const identity = (command: Command): string | undefined => (typeof command.name === 'string' ? `${typeof command.type === 'number' ? command.type : 1}:${command.name}` : undefined);

/** The registered commands by identity (the first of each). */
export function registeredByIdentity(registered: readonly unknown[] | undefined): ReadonlyMap<string, Command> {
  const found = new Map<string, Command>();
  for (const item of registered ?? []) {
    if (!isCommand(item)) continue;
    const key = identity(item);
    if (key !== undefined && !found.has(key)) found.set(key, item);
  }
  return found;
}

/** The local command with each addable field it does not set taken from the registered command of its identity. */
export function withFieldsSetElsewhere(local: unknown, registered: ReadonlyMap<string, Command>): unknown {
  if (!isCommand(local)) return local;
  const key = identity(local);
  const match = key === undefined ? undefined : registered.get(key);
  if (match === undefined) return local;
  let filled: Command | undefined;
  for (const field of ADDABLE_FIELDS) {
    if (has(local, field) || !has(match, field)) continue;
    filled ??= { ...local };
    Object.defineProperty(filled, field, { value: match[field], enumerable: true, writable: true, configurable: true });
  }
  return filled ?? local;
}
