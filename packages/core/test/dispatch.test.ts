import { describe, expect, it } from 'vitest';
import type { OptionNode } from '../src/nodes.js';
import { Dispatch, Walker } from '../src/walk.js';
import { SHAPE_MISFIT, SHAPE_OTHER_KEY } from '../src/shape.js';

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

describe('visitors by shape', () => {
  function visited(shapes: number | undefined): string[] {
    const seen: string[] = [];
    const dispatch = new Dispatch((_, error) => {
      throw error;
    });
    const record = (node: { readonly node: string; readonly value: Record<string, unknown> }): void => void seen.push(`${node.node} ${String(node.value.name)}`);
    dispatch.add({ ...(shapes === undefined ? {} : { shapes }), command: record, option: record, choice: record }, 0);
    const walker = new Walker(dispatch, 'en-US');
    walker.body(
      {
        name: 'clean',
        description: 'd',
        options: [
          { type: 3, name: 'extra', description: 'd', colour: 'red' },
          { type: 4, name: 'misfit', description: 'd', required: 'yes', choices: [{ name: 'one', value: 1 }, { name: 'two', value: 2, id: '1' }] },
        ],
      },
      0,
      'command',
    );
    return seen;
  }

  it('without shapes, every command, option and choice is visited', () => {
    expect(visited(undefined)).toEqual(['command clean', 'option extra', 'option misfit', 'choice one', 'choice two']);
  });

  it('with shapes, only objects whose shape has one of those flags are', () => {
    expect(visited(SHAPE_OTHER_KEY)).toEqual(['option extra', 'choice two']);
    expect(visited(SHAPE_MISFIT)).toEqual(['option misfit']);
    expect(visited(SHAPE_OTHER_KEY | SHAPE_MISFIT)).toEqual(['option extra', 'option misfit', 'choice two']);
  });
});
