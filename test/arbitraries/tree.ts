// Navigating generated command bodies: their option arrays, options, choices and names. Used by
// the repairs that keep generated bodies valid and by the mutation operators.
import type { Path } from '../../packages/core/src/index.js';

// Generated bodies are plain JSON objects; `any` keeps the tree code readable.
export type Obj = Record<string, any>;
export type MutablePath = (string | number)[];

const BASIC_TYPES: readonly number[] = [3, 4, 5, 6, 7, 8, 9, 10, 11];
export const isBasic = (option: Obj): boolean => BASIC_TYPES.includes(option['type'] as number);
export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A deep copy of a JSON-like tree that shares nothing: unlike structuredClone, two references to
 * one object (fc.constant hands out the same instance every time) become two objects.
 */
export function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => clone(item)) as T;
  if (isObj(value)) {
    const out: Obj = {};
    for (const key of Object.keys(value)) out[key] = clone(value[key]);
    return out as T;
  }
  return value;
}

/** The value at `path` (undefined when absent). */
export function getAt(root: unknown, path: Path): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export interface ArrayRef {
  /** The options array (exists). */
  readonly array: Obj[];
  readonly path: MutablePath;
  /** The command, subcommand or group that holds it. */
  readonly owner: Obj;
  readonly ownerKind: 'command' | 'subcommand' | 'group';
}

export interface OptionRef {
  readonly option: Obj;
  readonly path: MutablePath;
  readonly array: Obj[];
  readonly arrayPath: MutablePath;
  readonly index: number;
  /** 1 for the command's own options. */
  readonly depth: number;
}

/** Every existing options array of a CHAT_INPUT command, outermost first. */
export function optionArrays(command: Obj, base: MutablePath = []): ArrayRef[] {
  const out: ArrayRef[] = [];
  const visit = (owner: Obj, path: MutablePath, ownerKind: ArrayRef['ownerKind']): void => {
    const options: unknown = owner['options'];
    if (!Array.isArray(options)) return;
    out.push({ array: options as Obj[], path: [...path, 'options'], owner, ownerKind });
    options.forEach((option: unknown, i) => {
      if (!isObj(option)) return;
      if (option['type'] === 1) visit(option, [...path, 'options', i], 'subcommand');
      else if (option['type'] === 2) visit(option, [...path, 'options', i], 'group');
    });
  };
  visit(command, base, 'command');
  return out;
}

export function allOptions(command: Obj, base: MutablePath = []): OptionRef[] {
  const out: OptionRef[] = [];
  for (const ref of optionArrays(command, base)) {
    const depth = ref.path.filter((key) => key === 'options').length;
    ref.array.forEach((option, index) => {
      if (isObj(option)) out.push({ option, path: [...ref.path, index], array: ref.array, arrayPath: ref.path, index, depth });
    });
  }
  return out;
}

/** All nodes that have a name and a description: the command, then its options at every depth. */
export function namedNodes(command: Obj, base: MutablePath = []): { node: Obj; path: MutablePath }[] {
  return [{ node: command, path: base }, ...allOptions(command, base).map((ref) => ({ node: ref.option, path: ref.path }))];
}

export interface ChoiceRef {
  readonly choice: Obj;
  readonly option: Obj;
  readonly path: MutablePath;
  readonly optionPath: MutablePath;
}

export function allChoices(command: Obj, base: MutablePath = []): ChoiceRef[] {
  const out: ChoiceRef[] = [];
  for (const ref of allOptions(command, base)) {
    const choices: unknown = ref.option['choices'];
    if (!Array.isArray(choices)) continue;
    choices.forEach((choice: unknown, i) => {
      if (isObj(choice)) out.push({ choice, option: ref.option, path: [...ref.path, 'choices', i], optionPath: ref.path });
    });
  }
  return out;
}

/**
 * Arrays where a basic option may be appended: the command's own (when it holds no subcommands;
 * created when absent) and each subcommand's (created when absent). Only those with room.
 */
export function basicOptionPlaces(command: Obj, base: MutablePath = []): { owner: Obj; path: MutablePath }[] {
  const places: { owner: Obj; path: MutablePath }[] = [];
  const top: unknown = command['options'];
  if (top === undefined || (Array.isArray(top) && top.every((o: unknown) => isObj(o) && isBasic(o)))) {
    if (!Array.isArray(top) || top.length < 25) places.push({ owner: command, path: [...base, 'options'] });
  }
  for (const ref of allOptions(command, base)) {
    if (ref.option['type'] !== 1) continue;
    const options: unknown = ref.option['options'];
    if (options === undefined || (Array.isArray(options) && options.length < 25)) places.push({ owner: ref.option, path: [...ref.path, 'options'] });
  }
  return places;
}

/** Appends `option` to the options of `owner` (creating the array); returns its path. */
export function appendOption(owner: Obj, arrayPath: MutablePath, option: Obj): MutablePath {
  if (!Array.isArray(owner['options'])) owner['options'] = [];
  const array = owner['options'] as Obj[];
  array.push(option);
  return [...arrayPath, array.length - 1];
}

/** Every name used in an options array: default names and localized names (which may not collide). */
export function namesUsed(array: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const option of array) {
    if (!isObj(option)) continue;
    if (typeof option['name'] === 'string') names.add(option['name']);
    const localized: unknown = option['name_localizations'];
    if (isObj(localized)) for (const value of Object.values(localized)) if (typeof value === 'string') names.add(value);
  }
  return names;
}

/** A short valid CHAT_INPUT name that no option of `array` uses, by default or localized. */
export function freshName(array: readonly unknown[], prefix = 'zq'): string {
  const used = namesUsed(array);
  for (let i = 0; ; i++) {
    const name = `${prefix}${i}`;
    if (!used.has(name)) return name;
  }
}

/** A one-code-point valid CHAT_INPUT name unused in `array` (for exact budget arithmetic). */
const SINGLE_NAMES: readonly string[] = [...'abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщъыьэюяαβγδεζηθικλμνξοπρστυφχψω'];
export function freshSingleName(array: readonly unknown[]): string {
  const used = namesUsed(array);
  for (const name of SINGLE_NAMES) if (!used.has(name)) return name;
  for (let cp = 0x4e00; ; cp++) {
    const name = String.fromCodePoint(cp);
    if (!used.has(name)) return name;
  }
}
