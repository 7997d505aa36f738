// The preview's model against the facts: spec §1 (structure 4-6, localization 2 and 5) and
// api-facts §5 (fallbacks en-US ↔ en-GB, es-419 → es-ES; a value equal to the default dropped).
import { lint } from '@cmdlint/core';
import { describe, expect, it } from 'vitest';
import { previewBody, previewCommand, shownText, type ShownText } from '../src/preview.js';

const short = (shown: ShownText) => [shown.text, shown.source, shown.locale ?? null, shown.dropped.join(',')];

describe('shownText: which value a user of a locale sees', () => {
  const cases: [string, unknown, unknown, string, (string | null)[]][] = [
    ['own locale', 'ping', { fr: 'ping-fr' }, 'fr', ['ping-fr', 'locale', 'fr', '']],
    ['missing locale, no fallback: the default', 'ping', { fr: 'ping-fr' }, 'de', ['ping', 'default', null, '']],
    ['en-GB shown to en-US users when en-US is missing', 'colour', { 'en-GB': 'colour-gb' }, 'en-US', ['colour-gb', 'fallback', 'en-GB', '']],
    ['en-US shown to en-GB users when en-GB is missing', 'color', { 'en-US': 'color-us' }, 'en-GB', ['color-us', 'fallback', 'en-US', '']],
    ['es-ES shown to es-419 users when es-419 is missing', 'hola', { 'es-ES': 'hola-es' }, 'es-419', ['hola-es', 'fallback', 'es-ES', '']],
    ['es-ES users never fall back to es-419', 'hola', { 'es-419': 'hola-latam' }, 'es-ES', ['hola', 'default', null, '']],
    ['own locale wins over the fallback', 'x', { 'en-US': 'us', 'en-GB': 'gb' }, 'en-US', ['us', 'locale', 'en-US', '']],
    // The spec's remedy for a surprising fallback is the default under its own key: it holds.
    ['a value equal to the default is dropped: the default shows, not the fallback', 'ping', { 'en-US': 'ping', 'en-GB': 'pong' }, 'en-US', ['ping', 'default', null, 'en-US']],
    ['a fallback value equal to the default is dropped too', 'ping', { 'en-GB': 'ping' }, 'en-US', ['ping', 'default', null, 'en-GB']],
    ['a value equal to the default is dropped: the default shows', 'ping', { fr: 'ping' }, 'fr', ['ping', 'default', null, 'fr']],
    ['null value counts as missing', 'ping', { 'en-US': null, 'en-GB': 'gb' }, 'en-US', ['gb', 'fallback', 'en-GB', '']],
    ['null dictionary', 'ping', null, 'fr', ['ping', 'default', null, '']],
    ['a dictionary that is an array is none', 'ping', ['x'], 'fr', ['ping', 'default', null, '']],
    ['an inherited key is not a value', 'ping', Object.create({ fr: 'proto' }), 'fr', ['ping', 'default', null, '']],
    ['the default is not a string', 7, { de: 'sieben' }, 'fr', ['', 'default', null, '']],
  ];
  it.each(cases)('%s', (_, base, localizations, locale, expected) => {
    expect(short(shownText(base, localizations, locale))).toEqual(expected);
  });
});

describe('previewCommand: the entries the client lists', () => {
  const mod = {
    name: 'mod',
    description: 'Moderation',
    name_localizations: { de: 'moderation' },
    options: [
      { type: 1, name: 'ban', description: 'Ban a member', description_localizations: { de: 'Mitglied bannen' }, options: [
        { type: 3, name: 'reason', description: 'Why' },
        { type: 6, name: 'member', description: 'Who', required: true },
      ] },
      { type: 2, name: 'role', description: 'Roles', options: [
        { type: 1, name: 'add', description: 'Add a role', name_localizations: { de: 'hinzufügen' } },
        { type: 1, name: 'remove', description: 'Remove a role' },
      ] },
    ],
  };

  it('lists each subcommand as its own entry, under its group, not the base command', () => {
    const shown = previewCommand(mod, 'de')!;
    expect(shown.hidden).toBeUndefined();
    expect(shown.entries.map((e) => e.name.map((n) => n.text).join(' '))).toEqual(['moderation ban', 'moderation role hinzufügen', 'moderation role remove']);
    expect(shown.entries.map((e) => e.path)).toEqual([['options', 0], ['options', 1, 'options', 0], ['options', 1, 'options', 1]]);
    expect(shown.entries[0]!.description!.text).toBe('Mitglied bannen');
  });

  it('lists the options of an entry in the order of the body, and a required one after an optional one rejects the command', () => {
    const shown = previewCommand(mod, 'en-US')!;
    expect(shown.entries[0]!.options.map((o) => [o.name.text, o.type, o.required])).toEqual([['reason', 'STRING', false], ['member', 'USER', true]]);
    expect(shown.rejected).toEqual(['The required option "member" comes after the optional "reason": required options must come first.']);
  });

  it.each([
    ['a valid command', { name: 'ok', description: 'Fine', options: [{ type: 7, name: 'where', description: 'W', required: true, channel_types: [0, 5] }] }, []],
    ['autocomplete with choices', { name: 'x', description: 'X', options: [{ type: 3, name: 'shade', description: 'S', autocomplete: true, choices: [{ name: 'a', value: 'a' }] }] }, ['The option "shade" has autocomplete and choices: it may have one or the other.']],
    ['over 8000 characters', { name: 'big', description: 'B', options: Array.from({ length: 25 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'd'.repeat(100), choices: Array.from({ length: 25 }, (_, k) => ({ name: `c${k}`.padEnd(20, 'x'), value: `v${k}` })) })) }, [expect.stringMatching(/^\d+ of 8000 characters: \d+ over the budget of a command\.$/)]],
  ])('rejections: %s', (_, command, reasons) => {
    expect(previewCommand(command, 'en-US')!.rejected).toEqual(reasons);
  });

  it('a CHANNEL option names the channel types it offers', () => {
    const option = previewCommand({ name: 'ok', description: 'Fine', options: [{ type: 7, name: 'where', description: 'W', channel_types: [0, 5, 99] }] }, 'en-US')!.entries[0]!.options[0]!;
    expect(option.channelTypes).toEqual(['GUILD_TEXT', 'GUILD_ANNOUNCEMENT', 'type 99']);
  });

  it('a command without subcommands is one entry with its options', () => {
    const shown = previewCommand({ name: 'ping', description: 'Pong', options: [
      { type: 4, name: 'times', description: 'How often', min_value: 1, max_value: 5 },
      { type: 3, name: 'word', description: 'Which', choices: [{ name: 'hi', value: 'hi', name_localizations: { 'en-GB': 'hello' } }] },
      { type: 3, name: 'query', description: 'Search', autocomplete: true, min_length: 2, max_length: 50 },
    ] }, 'en-US')!;
    expect(shown.entries).toHaveLength(1);
    const [times, word, query] = shown.entries[0]!.options;
    expect([times!.minValue, times!.maxValue]).toEqual([1, 5]);
    expect(word!.choices.map((c) => [c.name.text, c.name.source, c.value])).toEqual([['hello', 'fallback', 'hi']]);
    expect([query!.autocomplete, query!.minLength, query!.maxLength]).toEqual([true, 2, 50]);
  });

  it('an empty group hides the whole command', () => {
    const shown = previewCommand({ name: 'cfg', description: 'Settings', options: [
      { type: 1, name: 'show', description: 'Show' },
      { type: 2, name: 'empty', description: 'Nothing yet', options: [] },
    ] }, 'en-US')!;
    expect(shown.hidden).toMatch(/"empty" has no subcommands/);
    expect(shown.entries.map((e) => e.name.map((n) => n.text).join(' '))).toEqual(['cfg show']);
  });

  it('USER and MESSAGE commands are items of their context menus, without a description', () => {
    expect(previewCommand({ type: 2, name: 'Report user', name_localizations: { fr: 'Signaler' } }, 'fr')!.entries).toEqual([
      { place: 'user-menu', path: [], name: [{ text: 'Signaler', source: 'locale', locale: 'fr', dropped: [] }], options: [] },
    ]);
    const message = previewCommand({ type: 3, name: 'Quote' }, 'fr')!;
    expect([message.type, message.entries[0]!.place, message.entries[0]!.description]).toEqual(['MESSAGE', 'message-menu', undefined]);
  });

  it('an entry point is an item of the app launcher', () => {
    expect(previewCommand({ type: 4, name: 'Launch', description: 'Play', handler: 2 }, 'ja')!.entries[0]!.place).toBe('app-launcher');
  });

  it('a type the service does not know shows nothing and says why', () => {
    const shown = previewCommand({ type: 9, name: 'x' }, 'fr')!;
    expect([shown.entries.length, shown.hidden]).toEqual([0, '9 is not a command type: the service rejects the command.']);
  });
});

describe('previewBody: what a body shows', () => {
  it('each command of a bulk array, at its index', () => {
    const shown = previewBody([{ name: 'a', description: 'A' }, 'junk', { type: 2, name: 'B' }], 'fr');
    expect(shown.map((c) => [c.path, c.type])).toEqual([[[0], 'CHAT_INPUT'], [[2], 'USER']]);
  });
  it.each([
    ['a permissions body', { permissions: [] }],
    ['a string', 'ping'],
    ['null', null],
  ])('%s shows nothing', (_, body) => {
    expect(previewBody(body, 'fr')).toEqual([]);
  });
  it('survives hostile values: __proto__ keys, deep nesting, non-arrays', () => {
    const body = JSON.parse('{"name":"x","description":"d","__proto__":{"type":2},"options":{"0":{"type":1}},"name_localizations":{"__proto__":"y"}}');
    expect(previewBody(body, 'en-US').map((c) => c.entries.map((e) => e.name[0]!.text))).toEqual([['x']]);
  });
});

describe('the preview agrees with the core', () => {
  // localization-fallback warns exactly when users of the default locale see another locale's value.
  const values = [undefined, null, 'ping', 'pong'] as const;
  const dictionaries = values.flatMap((us) => values.flatMap((gb) => values.map((es) => ({ 'en-US': us, 'en-GB': gb, 'es-419': es }))));
  it.each(['en-US', 'en-GB', 'es-419'])('default locale %s: the fallback warning fires iff the preview shows a fallback', (defaultLocale) => {
    for (const entries of dictionaries) {
      const dictionary = Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
      const warned = lint({ name: 'ping', description: 'Ping', name_localizations: dictionary }, { defaultLocale, rules: { 'localization-equals-default': 'off' } }).some((d) => d.ruleId === 'localization-fallback');
      expect(warned, JSON.stringify(dictionary)).toBe(shownText('ping', dictionary, defaultLocale).source === 'fallback');
    }
  });
});
