// The program the child process runs for `cmdlint --module` (node --input-type=module -e ...):
// it imports the user's module (its imports resolve from the module's own directory, through the
// user's node_modules), picks the commands it exports, calls toJSON() on builders, and writes
// one JSON message on file descriptor 3, then exits (a module may leave a client or a timer open).
// Its standard output stays apart from that pipe, so what a module prints never reads as commands.
// Kept as text: the child must not load cmdlint, and a bundler must not rename what it uses.

/** What the child writes on fd 3. */
export type ChildMessage =
  | { readonly ok: true; readonly commands: readonly ExportedCommand[] }
  | { readonly ok: false; readonly reason: 'threw' | 'missing' | 'nothing' | 'converting'; readonly message: string; readonly stack?: string; readonly exports?: readonly string[] };

export interface ExportedCommand {
  /** The export's name (`default` for the default export and module.exports). */
  readonly exportName: string;
  /** `data` when the command is the `data` of the export (`module.exports = { data, execute }`). */
  readonly member?: string;
  /** Its index when the export is an array. */
  readonly index?: number;
  /** Made by a builder's toJSON(). */
  readonly builder: boolean;
  readonly value: unknown;
}

export const CHILD_SOURCE = String.raw`
import { createWriteStream } from 'node:fs';
const [url, wanted] = process.argv.slice(1);
const channel = createWriteStream(null, { fd: 3 });
const send = (message) => channel.end(JSON.stringify(message), () => process.exit(0));
const plain = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};
// A builder's toJSON(), or a plain object named as a command is; else undefined.
const commandOf = (value) => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.toJSON === 'function' && !(value instanceof Date)) {
    const json = value.toJSON();
    return plain(json) && typeof json.name === 'string' ? { value: json, builder: true } : undefined;
  }
  return plain(value) && typeof value.name === 'string' ? { value, builder: false } : undefined;
};
// The commands of one export: a command, a builder, an array of them, or { data } of either.
const usable = (value, exportName, member) => {
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    const commands = value.map(commandOf);
    return commands.every(Boolean) ? commands.map((command, index) => ({ exportName, ...(member ? { member } : {}), index, ...command })) : undefined;
  }
  if (member === undefined && plain(value) && 'data' in value && !('name' in value)) return usable(value.data, exportName, 'data');
  const command = commandOf(value);
  return command ? [{ exportName, ...(member ? { member } : {}), ...command }] : undefined;
};
const describe = (value) => (Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value === 'function' ? 'a function' : typeof value === 'object' ? (plain(value) ? 'an object' : 'an instance of ' + (value.constructor?.name ?? 'a class')) : typeof value);
const listed = (namespace) => Object.keys(namespace).filter((key) => key !== 'module.exports').map((key) => key + ' (' + describe(namespace[key]) + ')');
let namespace;
try {
  namespace = await import(url);
} catch (error) {
  send({ ok: false, reason: 'threw', message: error instanceof Error ? error.name + ': ' + error.message : String(error), ...(error instanceof Error && error.stack ? { stack: error.stack } : {}) });
}
if (namespace !== undefined) {
  try {
    let commands;
    if (wanted) {
      const fromDefault = !(wanted in namespace) && plain(namespace.default) && wanted in namespace.default;
      if (!(wanted in namespace) && !fromDefault) send({ ok: false, reason: 'missing', message: wanted, exports: listed(namespace) });
      else {
        commands = usable(fromDefault ? namespace.default[wanted] : namespace[wanted], wanted);
        if (!commands) send({ ok: false, reason: 'nothing', message: wanted + ' is ' + describe(fromDefault ? namespace.default[wanted] : namespace[wanted]), exports: listed(namespace) });
      }
    } else {
      commands = 'default' in namespace ? usable(namespace.default, 'default') : undefined;
      if (!commands) {
        const named = Object.keys(namespace).filter((key) => key !== 'default' && key !== 'module.exports');
        commands = named.flatMap((key) => usable(namespace[key], key) ?? []);
        // A CommonJS object whose keys Node could not list as named exports.
        if (commands.length === 0 && plain(namespace.default)) commands = Object.keys(namespace.default).flatMap((key) => usable(namespace.default[key], key) ?? []);
        if (commands.length === 0) {
          commands = undefined;
          send({ ok: false, reason: 'nothing', message: '', exports: listed(namespace) });
        }
      }
    }
    if (commands) {
      const text = JSON.stringify({ ok: true, commands }, (key, value) => (typeof value === 'bigint' ? String(value) : value));
      channel.end(text, () => process.exit(0));
    }
  } catch (error) {
    send({ ok: false, reason: 'converting', message: error instanceof Error ? error.name + ': ' + error.message : String(error) });
  }
}
`;
