import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../src/engine.js';
import { decodeState, encodeState, SHARE_STATE_LIMIT } from '../src/share.js';

const link = (value: unknown) => `#s=${deflateRawSync(Buffer.from(JSON.stringify(value))).toString('base64url')}`;

describe('share: the state in the fragment', () => {
  it('round-trips a state, astral characters and all', async () => {
    const state = { text: '{ "name": "🏓 ping", "description": "ü\\n" }\r\n', options: { ...DEFAULT_OPTIONS, scope: 'guild' as const, rules: { 'name-lowercase': 'off' as const } }, locale: 'en-GB' };
    const encoded = await encodeState(state);
    if (!('fragment' in encoded)) throw new Error('no link');
    expect(encoded.fragment).toMatch(/^s=[A-Za-z0-9_-]+$/);
    expect(await decodeState(`#${encoded.fragment}`)).toEqual({ kind: 'state', state });
  });
  it.each(['', '#', '#example=x/1', '#top'])('%s holds no state', async (fragment) => {
    expect(await decodeState(fragment)).toEqual({ kind: 'none' });
  });
  it.each([
    ['#s=', 'it holds no state'],
    ['#s=!!!', 'it is damaged'],
    ['#s=AAAA', 'it is damaged'],
    ['#s=A', 'it is damaged'],
    [`${link({ text: 'x', options: {}, locale: 'en-US' })}%`, 'it is damaged'],
    [link({ text: 'x', options: {}, locale: 'en-US' }).slice(0, -3), 'it is damaged'],
    [link([1]), 'it holds no text'],
    [link({ text: 1, options: {}, locale: 'en-US' }), 'it holds no text'],
    [link({ text: 'x', options: null, locale: 'en-US' }), 'it holds no options'],
    [link({ text: 'x', options: { scope: 7 }, locale: 'en-US' }), 'its scope is neither global nor guild'],
    [link({ text: 'x', options: { jsonc: 'yes' }, locale: 'en-US' }), 'its JSONC option is not true or false'],
    [link({ text: 'x', options: { rules: 'off' }, locale: 'en-US' }), 'its rule severities are not a list of rules'],
    [link({ text: 'x', options: { rules: { 'name-lowercase': 2 } }, locale: 'en-US' }), 'a rule severity is not off, warn or error'],
    [link({ text: 'x', options: { application: { integrationTypes: '0,1' } }, locale: 'en-US' }), 'its integration types are not 0 and 1'],
    [link({ text: 'x', options: { defaultLocale: {} }, locale: 'en-US' }), 'its default locale is not a locale of the service'],
  ])('%s is refused: %s', async (fragment, reason) => {
    const opened = await decodeState(fragment);
    expect(opened.kind).toBe('refused');
    expect(opened.kind === 'refused' && opened.reason).toContain(reason);
  });
  it('a link that inflates past the bound is refused without being read whole', async () => {
    const fragment = link({ text: ' '.repeat(100 * 1024 * 1024), options: {}, locale: 'en-US' });
    expect(fragment.length).toBeLessThan(512 * 1024);
    const opened = await decodeState(fragment);
    expect(opened).toEqual({ kind: 'refused', reason: 'it opens to more than 8 MB, and share links hold up to 8 MB of text' });
  });
  it('the page makes no link it would refuse to open', async () => {
    const encoded = await encodeState({ text: ' '.repeat(SHARE_STATE_LIMIT), options: DEFAULT_OPTIONS, locale: 'en-US' });
    expect('fragment' in encoded).toBe(false);
    expect(encoded.length).toBeLessThan(512 * 1024);
  });
  it('a link of a state at the bound opens', async () => {
    const state = { text: ' '.repeat(SHARE_STATE_LIMIT - 200), options: DEFAULT_OPTIONS, locale: 'en-US' };
    const encoded = await encodeState(state);
    if (!('fragment' in encoded)) throw new Error('no link');
    expect(await decodeState(`#${encoded.fragment}`)).toEqual({ kind: 'state', state });
  });
});
