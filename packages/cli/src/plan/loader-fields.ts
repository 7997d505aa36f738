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

/**
 * The local command with each addable field it does not set taken from the registered command of
 * its identity, and the fields so taken (none: the command as it was).
 */
export function withFieldsSetElsewhere(local: unknown, registered: ReadonlyMap<string, Command>): { value: unknown; taken: readonly string[] } {
  if (!isCommand(local)) return { value: local, taken: [] };
  const key = identity(local);
  const match = key === undefined ? undefined : registered.get(key);
  if (match === undefined) return { value: local, taken: [] };
  let filled: Command | undefined;
  const taken: string[] = [];
  for (const field of ADDABLE_FIELDS) {
    if (has(local, field) || !has(match, field)) continue;
    filled ??= { ...local };
    Object.defineProperty(filled, field, { value: match[field], enumerable: true, writable: true, configurable: true });
    taken.push(field);
  }
  return { value: filled ?? local, taken };
}

/**
 * The plan with no lint problem of a field taken from the registered list: the list endpoint
 * fills fields a file never set (dm_permission true on a global command, the application's
 * integration_types), and a problem of theirs is not the file's, nor a deploy's to mend.
 */
export function withoutTakenFieldProblems<P extends { readonly bodyDiagnostics: readonly (readonly { readonly path: readonly (string | number)[]; readonly severity: string }[])[]; readonly errorCount: number; readonly warningCount: number }>(plan: P, taken: readonly (readonly string[])[]): P {
  let errors = plan.errorCount;
  let warnings = plan.warningCount;
  const bodyDiagnostics = plan.bodyDiagnostics.map((list, body) => {
    const fields = taken[body];
    if (fields === undefined || fields.length === 0) return list;
    return list.filter((diagnostic) => {
      const first = diagnostic.path[0];
      if (typeof first !== 'string' || !fields.includes(first)) return true;
      if (diagnostic.severity === 'error') errors--;
      else warnings--;
      return false;
    });
  });
  return { ...plan, bodyDiagnostics, errorCount: errors, warningCount: warnings };
}
