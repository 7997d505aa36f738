import { describe, expect, it } from 'vitest';
import { CHOICE_FIELDS, COMMAND_FIELDS, OPTION_FIELDS } from '../src/facts.js';
import { CHOICE_FIELD_SPECS, COMMAND_FIELD_SPECS, OPTION_FIELD_SPECS } from '../src/fields.js';
import { SHAPE_MISFIT, SHAPE_OTHER_KEY, SHAPE_UNKNOWN, scanShape } from '../src/shape.js';

describe('scanShape', () => {
  it('knows exactly the fields unknown-field knows (a field only one of them knew would go unreported)', () => {
    expect([...COMMAND_FIELD_SPECS.keys()].sort()).toEqual([...COMMAND_FIELDS].sort());
    expect([...OPTION_FIELD_SPECS.keys()].sort()).toEqual([...OPTION_FIELDS].sort());
    expect([...CHOICE_FIELD_SPECS.keys()].sort()).toEqual([...CHOICE_FIELDS].sort());
  });

  it('is 0 for a plain valid command', () => {
    const command = { name: 'ban', description: 'Ban', type: 1, contexts: [0, 1], integration_types: [0], nsfw: false, default_member_permissions: null };
    expect(scanShape(command, COMMAND_FIELD_SPECS)).toBe(0);
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
    expect(scanShape(command, COMMAND_FIELD_SPECS)).toBe(SHAPE_MISFIT);
  });

  it('flags keys outside the table, response-only ones too', () => {
    expect(scanShape({ name: 'x', nmae: 'y' }, COMMAND_FIELD_SPECS)).toBe(SHAPE_OTHER_KEY);
    expect(scanShape({ name: 'x', id: '1' }, COMMAND_FIELD_SPECS)).toBe(SHAPE_OTHER_KEY);
  });

  it('leaves custom fields to their rules and reads undefined as unset', () => {
    expect(scanShape({ default_member_permissions: 8 }, COMMAND_FIELD_SPECS)).toBe(0);
    expect(scanShape({ name: undefined }, COMMAND_FIELD_SPECS)).toBe(0);
  });

  it('gives up (every rule looks) on an object that throws when read', () => {
    const getter = Object.defineProperty({}, 'name', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(scanShape(getter, COMMAND_FIELD_SPECS)).toBe(SHAPE_UNKNOWN);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(scanShape(proxy, COMMAND_FIELD_SPECS)).toBe(SHAPE_UNKNOWN);
  });
});
