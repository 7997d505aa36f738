import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../src/engine.js';
import { decodeState, encodeState } from '../src/share.js';

describe('share: the state in the fragment', () => {
  it('round-trips a state, astral characters and all', async () => {
    const state = { text: '{ "name": "🏓 ping", "description": "ü\\n" }\r\n', options: { ...DEFAULT_OPTIONS, scope: 'guild' as const, rules: { 'name-lowercase': 'off' as const } }, locale: 'en-GB' };
    const fragment = await encodeState(state);
    expect(fragment).toMatch(/^s=[A-Za-z0-9_-]+$/);
    expect(await decodeState(`#${fragment}`)).toEqual(state);
  });
  it.each(['', '#', '#s=', '#s=!!!', '#s=AAAA', '#example=x/1'])('%s is no state', async (fragment) => {
    expect(await decodeState(fragment)).toBeUndefined();
  });
});
