// The words a run gives its code cache for the shape of what it read (src/code-cache-shape.ts).
import { describe, expect, it } from 'vitest';
import { RunShape } from '../src/code-cache-shape.js';

function wordsOf(...values: unknown[]): string {
  const shape = new RunShape();
  for (const value of values) shape.see({ value });
  return shape.wordsWith('quiet');
}

describe('RunShape', () => {
  it('a bare command: the kind alone', () => {
    expect(wordsOf({ name: 'ping', description: 'Pong' })).toBe('quiet');
    expect(new RunShape().wordsWith('reported')).toBe('reported');
  });

  it('fields that lead the engine down code of their own, and the types of commands and options, through subcommands', () => {
    const command = {
      type: 1,
      name: 'shop',
      name_localizations: { ru: 'магазин' },
      options: [{ type: 2, name: 'items', options: [{ type: 1, name: 'buy', options: [{ type: 7, name: 'where', channel_types: [0], required: true }] }] }],
    };
    expect(wordsOf(command)).toBe('channel_types+name_localizations+options+quiet+required+type1+type2+type7');
  });

  it('an array of commands, several files: the union, sorted', () => {
    expect(wordsOf([{ type: 2, name: 'Report' }, { type: 3, name: 'Quote' }], { name: 'ping', choices: [] })).toBe('choices+quiet+type2+type3');
  });

  it('keys of localizations, choices or values are not fields: only commands and options are looked at', () => {
    expect(wordsOf({ name: 'x', name_localizations: { options: 'no', required: 'no' }, options: [{ name: 'y', choices: [{ name: 'min_value', value: 'nsfw', type: 4 }] }] })).toBe('choices+name_localizations+options+quiet');
  });

  it('a type that is no small whole number is one word', () => {
    expect(wordsOf({ type: '1' }, { type: 99 }, { type: 1.5 }, { type: -1 })).toBe('quiet+type');
  });

  it('what is no command (a number, null, nested arrays) says nothing', () => {
    expect(wordsOf(1, null, 'text', [[{ options: [] }]], undefined)).toBe('quiet');
  });

  it('a source: one word, whatever its bodies', () => {
    const shape = new RunShape();
    shape.see({ value: { options: [] }, bodies: [] });
    shape.see(undefined);
    expect(shape.wordsWith('reported')).toBe('reported+source');
  });

  it('looks at a bounded number of commands and options (a big file costs its lint, not this)', () => {
    const many = Array.from({ length: 5000 }, () => ({ name: 'a' }));
    many.push({ name: 'late', nsfw: true } as { name: string });
    expect(wordsOf(many)).toBe('quiet');
    let deep: Record<string, unknown> = { name: 'leaf', autocomplete: true };
    for (let i = 0; i < 300; i++) deep = { name: `n${i}`, options: [deep] };
    expect(wordsOf(deep)).toBe('options+quiet'); // the leaf is past the bound: the walk stopped, no stack was exhausted
  });
});
