import { describe, expect, it } from 'vitest';
import type { LocalizationsNode, OptionNode, VisitFilters } from '../src/nodes.js';
import { Dispatch } from '../src/dispatch.js';
import { Walker } from '../src/walk.js';
import { SHAPE_MISFIT, SHAPE_OTHER_KEY } from '../src/shape.js';
import { SUMMARY_EQUALS_DEFAULT, SUMMARY_NO_DEFAULT_LOCALE, SUMMARY_UNKNOWN_LOCALE, SUMMARY_UNTYPED_VALUE } from '../src/summary.js';

/** A dispatch that lets a visitor's exception through (the walk's own would turn it into a diagnostic). */
function throwingDispatch(filters: 'honoured' | 'ignored'): Dispatch {
  return new Dispatch((_, error) => {
    throw error;
  }, filters);
}

function optionsVisited(only: VisitFilters, filters: 'honoured' | 'ignored' = 'honoured'): (number | undefined)[] {
  const seen: (number | undefined)[] = [];
  const dispatch = throwingDispatch(filters);
  dispatch.add({ only, option: (node: OptionNode) => void seen.push(node.type) }, 0);
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

  it('with the filters ignored (the filter tests), every option is visited whatever optionTypes says', () => {
    expect(optionsVisited({ optionTypes: [11] }, 'ignored')).toEqual([1, 2, 3, 4, 7, 10, 11, undefined, undefined]);
  });
});

describe('visitors by shape', () => {
  function visited(shapes: number | undefined, filters: 'honoured' | 'ignored' = 'honoured'): string[] {
    const seen: string[] = [];
    const dispatch = throwingDispatch(filters);
    const record = (node: { readonly node: string; readonly value: Record<string, unknown> }): void => void seen.push(`${node.node} ${String(node.value.name)}`);
    dispatch.add({ only: shapes === undefined ? {} : { shapes }, command: record, option: record, choice: record }, 0);
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

  it('with the filters ignored, every object is visited whatever shapes says', () => {
    expect(visited(SHAPE_MISFIT, 'ignored')).toEqual(['command clean', 'option extra', 'option misfit', 'choice one', 'choice two']);
  });
});

describe('dictionary visitors by summary', () => {
  function visited(summaries: number | undefined, filters: 'honoured' | 'ignored' = 'honoured'): string[] {
    const seen: string[] = [];
    const dispatch = throwingDispatch(filters);
    dispatch.add(
      {
        only: summaries === undefined ? {} : { summaries },
        localizations: (node: LocalizationsNode) => void seen.push(`${String(node.owner.value.name)} ${node.field}`),
      },
      0,
    );
    const walker = new Walker(dispatch, 'en-US');
    walker.body(
      {
        name: 'clean',
        description: 'd',
        name_localizations: { 'en-US': 'clean', fr: 'propre' },
        description_localizations: { 'en-US': 'd', de: 'd' },
        options: [
          { type: 3, name: 'keys', description: 'd', name_localizations: { en_US: 'kees' } },
          { type: 3, name: 'typed', description: 'd', name_localizations: { 'en-US': 'typed', fr: 3 } },
        ],
      },
      0,
      'command',
    );
    return seen;
  }

  it('without summaries, every dictionary is visited', () => {
    expect(visited(undefined)).toEqual(['clean name', 'clean description', 'keys name', 'typed name']);
  });

  it('with summaries, only dictionaries whose summary has one of those flags are', () => {
    expect(visited(SUMMARY_EQUALS_DEFAULT)).toEqual(['clean description']);
    expect(visited(SUMMARY_UNKNOWN_LOCALE)).toEqual(['keys name']);
    expect(visited(SUMMARY_UNTYPED_VALUE)).toEqual(['typed name']);
    expect(visited(SUMMARY_NO_DEFAULT_LOCALE)).toEqual(['keys name']);
    expect(visited(SUMMARY_UNKNOWN_LOCALE | SUMMARY_UNTYPED_VALUE)).toEqual(['keys name', 'typed name']);
  });

  it('with the filters ignored, every dictionary is visited whatever summaries says', () => {
    expect(visited(SUMMARY_UNKNOWN_LOCALE, 'ignored')).toEqual(['clean name', 'clean description', 'keys name', 'typed name']);
  });
});
