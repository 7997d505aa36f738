import { describe, expect, it } from 'vitest';
import { CHOICE_FIELDS, COMMAND_FIELDS, OPTION_FIELDS, OPTION_FIELD_TYPES, OPTION_TYPE_NAMES } from '../src/facts.js';
import { CHOICE_FIELD_SPECS, COMMAND_FIELD_SPECS, OPTION_FIELD_SPECS } from '../src/fields.js';
import { SHAPE_MISFIT, SHAPE_MISPLACED, SHAPE_OTHER_KEY, SHAPE_UNKNOWN, ShapeTable, scanShape } from '../src/shape.js';

const COMMAND_SHAPE = new ShapeTable(COMMAND_FIELD_SPECS);

describe('scanShape', () => {
  it('knows exactly the fields unknown-field knows (a field only one of them knew would go unreported)', () => {
    expect([...COMMAND_FIELD_SPECS.keys()].sort()).toEqual([...COMMAND_FIELDS].sort());
    expect([...OPTION_FIELD_SPECS.keys()].sort()).toEqual([...OPTION_FIELDS].sort());
    expect([...CHOICE_FIELD_SPECS.keys()].sort()).toEqual([...CHOICE_FIELDS].sort());
  });

  it('is 0 for a plain valid command', () => {
    const command = { name: 'ban', description: 'Ban', type: 1, contexts: [0, 1], integration_types: [0], nsfw: false, default_member_permissions: null };
    expect(scanShape(command, COMMAND_SHAPE)).toBe(0);
  });

  it.each([
    ['a string where an integer goes', { type: '1' }],
    ['an enum value the API lacks', { type: 9 }],
    ['null where null is not accepted', { name: null }],
    ['an array item of the wrong kind', { contexts: [0, '1'] }],
    ['an array item outside the enum', { contexts: [0, 7] }],
    ['a fraction where an integer goes', { type: 1.5 }],
    ['an array that is an object', { options: {} }],
  ])('flags a misfit: %s', (_, command) => {
    expect(scanShape(command, COMMAND_SHAPE)).toBe(SHAPE_MISFIT);
  });

  it('flags an option field its type does not allow exactly as OPTION_FIELD_TYPES says, on every field and type', () => {
    expect([...OPTION_FIELD_TYPES.keys()].sort()).toEqual([...OPTION_FIELD_SPECS.keys()].sort());
    const table = new ShapeTable(OPTION_FIELD_SPECS, OPTION_FIELD_TYPES);
    const wrong: string[] = [];
    for (const type of OPTION_TYPE_NAMES.keys()) {
      for (const [field, types] of OPTION_FIELD_TYPES) {
        // The field after a few others and alone: the table remembers fields by position.
        for (const option of [{ type, name: 'a', description: 'b', [field]: undefined }, { [field]: undefined }]) {
          const misplaced = (scanShape(option, table, type) & SHAPE_MISPLACED) !== 0;
          if (misplaced === types.has(type)) wrong.push(`${field} on ${type}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Without an option type (a command, a choice, an option of no known type), never.
    expect(scanShape({ required: true, choices: [] }, table)).toBe(0);
  });

  it('flags keys outside the table, response-only ones too', () => {
    expect(scanShape({ name: 'x', nmae: 'y' }, COMMAND_SHAPE)).toBe(SHAPE_OTHER_KEY);
    expect(scanShape({ name: 'x', id: '1' }, COMMAND_SHAPE)).toBe(SHAPE_OTHER_KEY);
  });

  it('leaves custom fields to their rules and reads undefined as unset', () => {
    expect(scanShape({ default_member_permissions: 8 }, COMMAND_SHAPE)).toBe(0);
    expect(scanShape({ name: undefined }, COMMAND_SHAPE)).toBe(0);
  });

  it('gives up (every rule looks) on an object that throws when read', () => {
    const getter = Object.defineProperty({}, 'name', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(scanShape(getter, COMMAND_SHAPE)).toBe(SHAPE_UNKNOWN);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(scanShape(proxy, COMMAND_SHAPE)).toBe(SHAPE_UNKNOWN);
  });

  it('answers by the key, not by what it met at the same position before', () => {
    const table = new ShapeTable(OPTION_FIELD_SPECS);
    const good = { type: 3, name: 'a', description: 'b', required: true };
    expect(scanShape(good, table)).toBe(0);
    // The same positions with other keys: an unknown key where `required` was, fields in another order.
    expect(scanShape({ type: 3, name: 'a', description: 'b', requird: true }, table)).toBe(SHAPE_OTHER_KEY);
    expect(scanShape({ required: 'yes', type: 3, name: 'a', description: 'b' }, table)).toBe(SHAPE_MISFIT);
    expect(scanShape({ name: 3, type: 'a' }, table)).toBe(SHAPE_MISFIT);
    expect(scanShape(good, table)).toBe(0);
    // Past the remembered positions every key is still looked up.
    const filler = (prefix: string): Record<string, number> => Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${prefix}${i}`, i]));
    expect(scanShape({ ...good, ...filler('k') }, table)).toBe(SHAPE_OTHER_KEY);
    expect(scanShape({ ...filler('x'), min_length: 'x' }, table)).toBe(SHAPE_OTHER_KEY | SHAPE_MISFIT);
    expect(scanShape({ ...filler('y'), min_length: 3 }, table)).toBe(SHAPE_OTHER_KEY);
  });
});
