// One pass over an object's own keys that answers what the field rules ask first: is every key a
// field of the table, and is every field's value plainly of its kind (and of its enum)? A rule
// that sees a clean shape returns at once; only a body with something odd pays for the full check
// of every field. Most commands are clean, and a directory of small files is linted mostly before
// V8 has optimized anything, where each field looked up per rule costs the most.
import { isKind, type FieldSpec } from './fields.js';
import { LONG_ARRAY, type JsonObject } from './util.js';

/** A key that is no field of the table: an unknown field, or one only responses carry. */
export const SHAPE_OTHER_KEY = 1;
/** A field whose value may be wrong (kind, null, item kind, enum value): the type rules must look. */
export const SHAPE_MISFIT = 2;
/** An option field its option type does not allow (`required` on a subcommand, say): option-field-by-type must look. */
export const SHAPE_MISPLACED = 4;
/** What a shape is when the object could not be read: every rule checks for itself. */
export const SHAPE_UNKNOWN = SHAPE_OTHER_KEY | SHAPE_MISFIT | SHAPE_MISPLACED;

/**
 * Whether a field's value is plainly right: field-type, enum-value and number-as-string would all
 * report nothing about it. Errs on "no": a no only sends the value to the rules themselves.
 */
function fits(spec: FieldSpec, value: unknown): boolean {
  if (spec.custom || value === undefined) return true; // a custom field is its own rule's; undefined is unset
  if (value === null) return spec.nullable === true;
  const names = spec.names;
  if (spec.kind === 'array') {
    if (!Array.isArray(value)) return false;
    const items = spec.items;
    if (items === undefined) return true;
    if (value.length > LONG_ARRAY) return false; // far too long anyway: the rules look, through the items it holds
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (!isKind(item, items)) return false;
      if (names !== undefined && !names.has(item as number)) return false;
    }
    return true;
  }
  if (!isKind(value, spec.kind)) return false;
  return names === undefined || names.has(value as number);
}

/** Positions remembered per table: keys past this many are looked up each time. */
const POSITIONS = 16;

/** A field of a table: its spec, and for an option's field the option types it is allowed on. */
interface ShapeField {
  readonly spec: FieldSpec;
  readonly types: ReadonlySet<number> | undefined;
}

/**
 * A field table with, for each position among an object's keys, the field met there last. Objects
 * of one kind mostly list their fields in one order, and keys are interned strings: comparing
 * with the key seen at the same position is cheaper than a Map lookup. Holds only field names.
 */
export class ShapeTable {
  private readonly keyAt: (string | undefined)[] = new Array<string | undefined>(POSITIONS).fill(undefined);
  private readonly fieldAt: (ShapeField | undefined)[] = new Array<ShapeField | undefined>(POSITIONS).fill(undefined);
  private readonly fields = new Map<string, ShapeField>();

  /** `allowedOn`: for options, the option types each field is allowed on (OPTION_FIELD_TYPES); without, every type. */
  constructor(specs: ReadonlyMap<string, FieldSpec>, allowedOn?: ReadonlyMap<string, ReadonlySet<number>>) {
    for (const [key, spec] of specs) this.fields.set(key, { spec, types: allowedOn?.get(key) });
  }

  /** The field `key`, met at `position` among an object's keys; undefined when it is no field. */
  fieldOf(key: string, position: number): ShapeField | undefined {
    if (position >= POSITIONS) return this.fields.get(key);
    if (this.keyAt[position] === key) return this.fieldAt[position];
    const field = this.fields.get(key);
    if (field !== undefined) {
      this.keyAt[position] = key;
      this.fieldAt[position] = field;
    }
    return field;
  }
}

/**
 * The SHAPE_ flags of an object against its field table (0: all keys known, all values fit).
 * `optionType`: the type of an option (1-11), whose fields are checked against it too: the same
 * pass spares option-field-by-type a pass of its own over every option's keys.
 */
export function scanShape(object: JsonObject, table: ShapeTable, optionType?: number): number {
  const hasOwn = Object.prototype.hasOwnProperty; // see util.ts
  let flags = 0;
  let position = 0;
  try {
    for (const key in object) {
      if (!hasOwn.call(object, key)) continue;
      const field = table.fieldOf(key, position++);
      if (field === undefined) flags |= SHAPE_OTHER_KEY;
      else {
        if (!fits(field.spec, object[key])) flags |= SHAPE_MISFIT;
        if (optionType !== undefined && field.types?.has(optionType) === false) flags |= SHAPE_MISPLACED;
      }
    }
  } catch {
    return SHAPE_UNKNOWN; // a throwing getter or a revoked proxy: let each rule find out
  }
  return flags;
}
