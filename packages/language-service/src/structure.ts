// What an object at a path of a body is: a command, an option (at which depth), a choice, a
// localization dictionary, a permissions body or one of its entries. Hover and completion ask
// this; the rules engine has its own walk, this one only reads paths.
import type { Path } from '@cmdlint/core';

export type BodyShape = 'command' | 'commands' | 'permissions';

export type ObjectRole =
  | { readonly kind: 'command'; readonly command: Path }
  /** `depth` 1 for the command's options, 2 inside a subcommand or group, 3 inside a group's subcommand. */
  | { readonly kind: 'option'; readonly command: Path; readonly path: Path; readonly depth: number }
  | { readonly kind: 'choice'; readonly command: Path; readonly option: Path }
  | { readonly kind: 'localizations'; readonly field: 'name_localizations' | 'description_localizations'; readonly owner: Path }
  | { readonly kind: 'permissions' }
  | { readonly kind: 'permission' }
  | { readonly kind: 'unknown' };

const LOCALIZATION_FIELDS = new Set(['name_localizations', 'description_localizations']);

/** The shape of a body from its root: an array is a bulk of commands; `permissions` makes a permissions body. */
export function bodyShape(rootType: 'object' | 'array' | 'value' | undefined, rootHasPermissions: boolean): BodyShape {
  if (rootType === 'array') return 'commands';
  return rootHasPermissions ? 'permissions' : 'command';
}

/** The role of the object at `path` in a body of `shape`. */
export function roleOf(shape: BodyShape, path: Path): ObjectRole {
  if (shape === 'permissions') {
    if (path.length === 0) return { kind: 'permissions' };
    if (path.length === 2 && path[0] === 'permissions' && typeof path[1] === 'number') return { kind: 'permission' };
    return { kind: 'unknown' };
  }
  let at = 0;
  if (shape === 'commands') {
    if (path.length === 0 || typeof path[0] !== 'number') return { kind: 'unknown' };
    at = 1;
  }
  const command = path.slice(0, at);
  let role: ObjectRole = { kind: 'command', command };
  while (at < path.length) {
    const step = path[at];
    const next = path[at + 1];
    if ((role.kind === 'command' || role.kind === 'option') && step === 'options' && typeof next === 'number') {
      const depth: number = role.kind === 'command' ? 1 : role.depth + 1;
      role = { kind: 'option', command, path: path.slice(0, at + 2), depth };
      at += 2;
    } else if (role.kind === 'option' && step === 'choices' && typeof next === 'number') {
      role = { kind: 'choice', command, option: role.path };
      at += 2;
    } else if ((role.kind === 'command' || role.kind === 'option' || role.kind === 'choice') && typeof step === 'string' && LOCALIZATION_FIELDS.has(step) && at === path.length - 1) {
      return { kind: 'localizations', field: step as 'name_localizations' | 'description_localizations', owner: path.slice(0, at) };
    } else {
      return { kind: 'unknown' };
    }
  }
  return role;
}
