// Where a leaf of the service's tree is in the sent body, named as a person names it:
// `/mod ban › option "reason" › description`. The tree mirrors the body (api-facts §11), but
// nothing guarantees it fits the body the user gives us (another version of the file, an index
// into something that is not an array): the walk names what fits and says where it stops.
import { CommandType, OptionType } from '../facts.js';
import type { Path } from '../types.js';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (object: Obj, key: string): unknown => {
  if (!Object.prototype.hasOwnProperty.call(object, key)) return undefined;
  try {
    return object[key];
  } catch {
    return undefined;
  }
};
const INDEX = /^(?:0|[1-9]\d{0,8})$/;
/** Names longer than this are cut in labels (a hostile 10 MB name must not be repeated per line). */
const LABEL_CODE_POINTS = 64;

export interface Place {
  /** The leaf's keys, array indexes as numbers (where the body has an array, or has none to say). */
  readonly path: Path;
  /** How many keys of `path` exist in the sent body (a missing field as the last key counts: the service names missing fields). */
  readonly fitted: number;
  /** Whether the whole path fits the body. */
  readonly fits: boolean;
  /** `/mod ban › option "reason" › description` */
  readonly label: string;
  /** The name of the addressed command, when the body gives it. */
  readonly command: string | undefined;
  /** Names of the subcommands, groups and options on the way, outermost first. */
  readonly options: readonly string[];
  /** Why the path stops fitting, when it does. */
  readonly mismatch: string | undefined;
}

function shortName(name: string): string {
  const points = Array.from(name.length > LABEL_CODE_POINTS * 2 ? name.slice(0, LABEL_CODE_POINTS * 2) : name);
  return points.length > LABEL_CODE_POINTS ? `${points.slice(0, LABEL_CODE_POINTS).join('')}…` : points.join('');
}

function commandLabel(command: unknown, index: number | undefined): { label: string; name: string | undefined } {
  const name = isObj(command) && typeof own(command, 'name') === 'string' ? (own(command, 'name') as string) : undefined;
  if (name === undefined) return { label: index === undefined ? 'the command' : `command ${index}`, name };
  const shown = shortName(name);
  const type = isObj(command) ? own(command, 'type') : undefined;
  if (type === undefined || type === CommandType.CHAT_INPUT) return { label: `/${shown}`, name };
  if (type === CommandType.USER) return { label: `user command "${shown}"`, name };
  if (type === CommandType.MESSAGE) return { label: `message command "${shown}"`, name };
  if (type === CommandType.PRIMARY_ENTRY_POINT) return { label: `entry point "${shown}"`, name };
  return { label: `command "${shown}"`, name };
}

type Context = 'bulk' | 'command' | 'option' | 'options' | 'choices' | 'permissions' | 'field';

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * Names the place of `keys` in `sent`. With `hasBody` false there is no body: the keys alone are
 * named (`command 5 › option 0 › name`).
 */
export function locate(keys: readonly string[], sent: unknown, hasBody: boolean): Place {
  const segments: string[] = [];
  const path: (string | number)[] = [];
  const options: string[] = [];
  let command: string | undefined;
  /** The segment that holds the command's label, to which subcommand names are added (`/mod ban`). */
  let commandSegment = -1;
  let context: Context;
  if (!hasBody) context = keys.length > 0 && INDEX.test(keys[0]!) ? 'bulk' : 'command';
  else if (Array.isArray(sent)) context = 'bulk';
  else if (isObj(sent) && Array.isArray(own(sent, 'permissions')) && own(sent, 'name') === undefined) context = 'permissions';
  else context = 'command';
  if (context === 'command' && (hasBody || keys.length > 0)) {
    const { label, name } = hasBody ? commandLabel(sent, undefined) : { label: 'the command', name: undefined };
    command = name;
    commandSegment = segments.push(label) - 1;
  }
  let value: unknown = sent;
  let fitted = 0;
  let mismatch: string | undefined;
  /** Whether we are inside a basic option (its `options` would not be subcommands). */
  let basic = false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const isIndex = INDEX.test(key);
    let child: unknown;
    if (hasBody && mismatch === undefined) {
      if ((context === 'options' || context === 'choices') && !Array.isArray(value)) {
        // The tree indexes an array the body does not have (`options` sent as an object).
        mismatch = `"${keys[i - 1]}" in the sent body is ${describe(value)}, not an array`;
      } else if (Array.isArray(value)) {
        if (isIndex && Number(key) < value.length) child = value[Number(key)];
        else mismatch = isIndex ? `the sent array has ${value.length} item${value.length === 1 ? '' : 's'}, so no item ${key}` : `the sent body has an array here, not an object with "${key}"`;
      } else if (isObj(value)) {
        if (Object.prototype.hasOwnProperty.call(value, key)) child = own(value, key);
        else if (isIndex && context !== 'field') mismatch = `the sent body has an object here, not an array with item ${key}`;
        else if (i < keys.length - 1) mismatch = `the sent body has no "${key}" here`;
        // else: a missing field as the last key, which is what the service reports for it
      } else mismatch = `the sent body has ${describe(value)} here, not ${isIndex ? 'an array' : 'an object'}`;
      if (mismatch === undefined) fitted = i + 1;
    }
    const known = hasBody && mismatch === undefined;
    path.push(isIndex && (!known || Array.isArray(value)) ? Number(key) : key);
    switch (context) {
      case 'bulk': {
        const { label, name } = known ? commandLabel(child, Number(key)) : { label: `command ${key}`, name: undefined };
        command = name;
        commandSegment = segments.push(label) - 1;
        context = 'command';
        break;
      }
      case 'permissions':
        if (key === 'permissions') {
          segments.push('permissions');
          context = 'field';
          // the next key is an entry
          if (i + 1 < keys.length) {
            const next = keys[++i]!;
            const entries = value !== undefined && known && isObj(value) ? own(value, 'permissions') : undefined;
            const entry = Array.isArray(entries) && INDEX.test(next) ? entries[Number(next)] : undefined;
            if (known && (!Array.isArray(entries) || !INDEX.test(next) || Number(next) >= entries.length)) {
              mismatch = `the sent permissions have ${Array.isArray(entries) ? entries.length : 0} entries, so no entry ${next}`;
            } else if (known) fitted = i + 1;
            path.push(INDEX.test(next) ? Number(next) : next);
            const id = isObj(entry) && typeof own(entry, 'id') === 'string' ? ` (id ${shortName(own(entry, 'id') as string)})` : '';
            segments.push(`entry ${next}${id}`);
            child = entry;
          }
        } else segments.push(key);
        break;
      case 'command':
      case 'option':
        if ((key === 'options' || key === 'choices') && i < keys.length - 1) context = key;
        else {
          segments.push(key);
          context = 'field';
        }
        break;
      case 'options': {
        const name = known && isObj(child) && typeof own(child, 'name') === 'string' ? (own(child, 'name') as string) : undefined;
        const type = known && isObj(child) ? own(child, 'type') : undefined;
        if (name !== undefined) options.push(name);
        if (!basic && (type === OptionType.SUB_COMMAND || type === OptionType.SUB_COMMAND_GROUP) && name !== undefined && commandSegment !== -1) {
          segments[commandSegment] += ` ${shortName(name)}`;
        } else {
          segments.push(name === undefined ? `option ${key}` : `option "${shortName(name)}"`);
          if (known) basic = true;
        }
        context = 'option';
        break;
      }
      case 'choices': {
        const name = known && isObj(child) && typeof own(child, 'name') === 'string' ? (own(child, 'name') as string) : undefined;
        segments.push(name === undefined ? `choice ${key}` : `choice "${shortName(name)}"`);
        context = 'field';
        break;
      }
      case 'field':
        segments.push(key);
        break;
    }
    value = child;
  }
  let label = segments.join(' › ');
  if (segments.length === 0) label = context === 'permissions' ? 'the permissions body' : hasBody && Array.isArray(sent) ? 'the whole bulk array' : 'the whole body';
  return { path, fitted, fits: mismatch === undefined, label, command, options, mismatch };
}
