import { LOCALES } from '../../src/index.js';
import { testRule } from '../rule-tester.js';

// Budget (api-facts §6): for the command and each option, max(name, its localizations) +
// max(description, its localizations); for each choice, max(name, its localizations) + value
// (a number as String(value)). Counted in code points. Limit 8000.
const text = (length: number, character = 'a'): string => character.repeat(length);
const choices = (count: number): Record<string, unknown>[] => Array.from({ length: count }, () => ({ name: text(100, 'n'), value: text(100, 'v') }));

/** 6 + 94 = 100 */
const head = { name: 'budget', description: text(94, 'd') };
/** 5 + 95 + 25 choices of 200 = 5100 */
const first = (): Record<string, unknown> => ({ type: 3, name: 'first', description: text(95), choices: choices(25) });
/** 6 + 94 + 13 choices of 200 = 2700 */
const second = (): Record<string, unknown> => ({ type: 3, name: 'second', description: text(94), choices: choices(13) });
/** 5 + description */
const third = (description = text(95)): Record<string, unknown> => ({ type: 3, name: 'third', description });

/** Exactly 8000: 100 + 5100 + 2700 + 100. */
const atLimit = (): Record<string, unknown> => ({ ...head, options: [first(), second(), third()] });

/** 6 + 94 = 100, then 7900 of STRING options, then a NUMBER option of 3 + 89 and two choices. */
const numeric = (values: readonly number[]): Record<string, unknown> => ({
  ...head,
  options: [first(), second(), { type: 10, name: 'num', description: text(89), choices: values.map((value, i) => ({ name: String.fromCharCode(97 + i), value })) }],
});

const firstWithAstralValue = (): Record<string, unknown> => {
  const option = first();
  const list = option.choices as Record<string, unknown>[];
  list[0] = { name: text(100, 'n'), value: text(100, '😀') }; // 200 UTF-16 units, 100 code points
  return option;
};

testRule('command-budget', {
  valid: [
    { name: 'exactly 8000', body: atLimit() },
    { name: 'astral characters count once (an emoji value of 100 code points, 200 UTF-16 units)', body: { ...head, options: [firstWithAstralValue(), second(), third()] } },
    {
      name: 'only the longest localization of a field counts, not their sum',
      body: { ...head, name_localizations: { de: 'budget', fr: 'budjet' }, description_localizations: Object.fromEntries(LOCALES.map((locale) => [locale, text(94, 'l')])), options: [first(), second(), third()] },
    },
    {
      name: 'a localization longer in UTF-16 units but shorter in code points does not count',
      body: { ...head, options: [first(), second(), { ...third(), description_localizations: { ja: text(90, '𝒜') } }] },
    },
    { name: 'numeric choice values count as String(value): 1.5 is 3, -10 is 3', body: numeric([1.5, -10]) },
    { name: 'a number counts by its shortest form: 1e-7 is 4 characters', body: numeric([1e-7, 10]) },
    { name: 'null localizations and values count nothing', body: { ...head, name_localizations: null, description_localizations: { de: null }, options: [first(), second(), third()] } },
    { name: 'each command of a bulk overwrite has its own budget', body: [atLimit(), { ...atLimit(), name: 'budgex' }] },
    { name: 'a small command', body: { name: 'ping', description: 'Replies with pong' } },
  ],
  invalid: [
    {
      name: '8001: one character over',
      body: { ...head, options: [first(), second(), third(text(96))] },
      errors: [
        {
          path: [],
          message: "Command /budget uses 8001 of 8000 characters (names, descriptions, choices; the longest localization of each counts); cut 1. Largest: option \"first\" 5100, option \"second\" 2700, option \"third\" 101.",
          output: null,
        },
      ],
    },
    {
      name: 'astral characters count once: 96 emoji make 8001, not 8097',
      body: { ...head, options: [first(), second(), third(text(96, '😀'))] },
      errors: [{ path: [], message: ['uses 8001 of 8000', 'option "third" 101'] }],
    },
    {
      name: 'the longest localization counts: a 101-character choice name localization',
      body: (() => {
        const option = first();
        (option.choices as Record<string, unknown>[])[3] = { name: text(100, 'n'), value: text(100, 'v'), name_localizations: { de: text(101, 'x'), fr: text(50) } };
        return { ...head, options: [option, second(), third()] };
      })(),
      errors: [{ path: [], message: ['uses 8001', 'option "first" 5101'] }],
    },
    {
      name: 'the longest localization counts: a name localization one longer than the default',
      body: { ...head, options: [first(), { ...second(), name_localizations: { de: 'zweiter', fr: 'deux' } }, third()] },
      errors: [{ path: [], message: ['uses 8001', 'option "second" 2701'] }],
    },
    {
      name: 'a command description localization longer than the default',
      body: { ...head, description_localizations: { 'pt-BR': text(95, 'p') }, options: [first(), second(), third()] },
      errors: [{ path: [], message: ['uses 8001', 'cut 1'] }],
    },
    {
      name: 'numeric choice values count as String(value): 1.25 is 4',
      body: numeric([1.25, -10]),
      errors: [{ path: [], message: ['uses 8001 of 8000', 'option "first" 5100, option "second" 2700, option "num" 101'] }],
    },
    {
      name: 'subcommands and groups count, with their options and choices',
      body: {
        name: 'nest',
        description: text(96),
        options: [
          {
            type: 2,
            name: 'g',
            description: text(99),
            options: [
              { type: 1, name: 'first-subcommand', description: text(100), options: [{ type: 3, name: 'o', description: text(99), choices: choices(25) }] },
              { type: 1, name: 's2', description: text(98), options: [{ type: 3, name: 'p', description: text(99), choices: choices(13) }] },
            ],
          },
        ],
      },
      errors: [{ path: [], message: ['Command /nest', 'uses 8216 of 8000', 'cut 216', 'Largest: option "o" 5100, option "p" 2700, subcommand "first-subcommand" 116'] }],
    },
    {
      name: 'in a bulk overwrite: reported on the item',
      body: [atLimit(), { ...head, name: 'budget-two', options: [first(), second(), third()] }],
      errors: [{ path: [1], message: ['Command /budget-two', 'uses 8004'] }],
    },
    {
      name: 'in an edit body (the options are counted as sent)',
      body: { name: 'budget', description: text(100), options: [first(), second(), third(text(96))] },
      options: { kind: 'edit' },
      errors: [{ path: [], message: ['uses 8007', 'cut 7'] }],
    },
  ],
});
