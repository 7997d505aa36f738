import { describe, expect, it } from 'vitest';
import type { OptionNode } from '../src/nodes.js';
import { Dispatch, Walker } from '../src/walk.js';

function optionsVisited(visitors: { optionTypes?: readonly number[] }): (number | undefined)[] {
  const seen: (number | undefined)[] = [];
  const dispatch = new Dispatch((_, error) => {
    throw error;
  });
  dispatch.add({ ...visitors, option: (node: OptionNode) => void seen.push(node.type) }, 0);
  const walker = new Walker(dispatch, 'en-US');
  const options = [1, 2, 3, 4, 7, 10, 11, 99].map((type, i) => ({ type, name: `o${i}`, description: 'd' }));
  walker.body({ name: 'x', description: 'y', options: [...options, { name: 'untyped', description: 'd' }] }, 0, 'command');
  return seen;
}

describe('option visitors by type', () => {
  it('without optionTypes, every option is visited, of any type or none', () => {
    expect(optionsVisited({})).toEqual([1, 2, 3, 4, 7, 10, 11, undefined, undefined]);
  });

  it('with optionTypes, only options of those types are', () => {
    expect(optionsVisited({ optionTypes: [4, 10] })).toEqual([4, 10]);
    expect(optionsVisited({ optionTypes: [11] })).toEqual([11]);
  });
});
