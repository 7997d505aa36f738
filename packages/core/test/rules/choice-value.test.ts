import { command, testRule } from '../rule-tester.js';

const n = (count: number, unit = 'a'): string => unit.repeat(count);
const STRING = (...values: unknown[]) => command({ options: [{ type: 3, name: 'text', description: 'Text', choices: values.map((value, i) => ({ name: `c${i}`, value })) }] });
const INTEGER = (...values: unknown[]) => command({ options: [{ type: 4, name: 'count', description: 'Count', choices: values.map((value, i) => ({ name: `c${i}`, value })) }] });
const NUMBER = (...values: unknown[]) => command({ options: [{ type: 10, name: 'ratio', description: 'Ratio', choices: values.map((value, i) => ({ name: `c${i}`, value })) }] });
const at = (i: number): (string | number)[] => ['options', 0, 'choices', i, 'value'];

testRule('choice-value', {
  valid: [
    { name: 'STRING values of 1 and 100 characters, and a numeric string', body: STRING('a', n(100), '5') },
    { name: '100 emoji count as 100', body: STRING(n(100, '🎉')) },
    { name: 'INTEGER values up to ±(2^53-1)', body: INTEGER(0, -5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER) },
    { name: 'NUMBER values up to ±2^53', body: NUMBER(0.5, -1, 2 ** 53, -(2 ** 53)) },
    { name: 'a numeric string on INTEGER is number-as-string\'s', body: INTEGER('5') },
    { name: 'a missing value is required-field\'s', body: command({ options: [{ type: 3, name: 't', description: 'T', choices: [{ name: 'A' }] }] }) },
    { name: 'choices on a BOOLEAN are option-field-by-type\'s', body: command({ options: [{ type: 5, name: 'b', description: 'B', choices: [{ name: 'A', value: 'x' }] }] }) },
  ],
  invalid: [
    {
      name: 'a number on a STRING option',
      body: STRING(5),
      errors: [{ path: at(0), message: "Choice \"c0\" of option \"text\" of /ping: value 5 must be a string, because the option is of type STRING; use \"5\".", suggestions: [STRING('5')] }],
    },
    {
      name: 'a boolean and null on a STRING option',
      body: STRING(true, null),
      errors: [
        { path: at(0), message: ['value true', 'must be a string of 1-100 characters', 'not a boolean'], suggestions: 0 },
        { path: at(1), message: ['value null', 'not null'] },
      ],
    },
    {
      name: 'an empty STRING value',
      body: STRING(''),
      errors: [{ path: at(0), message: ['value ""', 'is empty', '1-100 characters'] }],
    },
    {
      name: 'a STRING value of 101 characters and of 101 emoji',
      body: STRING(n(101), n(101, '🎉')),
      errors: [
        { path: at(0), message: ['has 101 characters', 'the limit is 100', 'shorten it'] },
        { path: at(1), message: ['has 101 characters'] },
      ],
    },
    {
      name: 'a fraction on an INTEGER option',
      body: INTEGER(1.5),
      errors: [{ path: at(0), message: ['value 1.5', 'must be an integer', 'make the option a NUMBER (type 10)'] }],
    },
    {
      name: 'INTEGER values past ±(2^53-1)',
      body: INTEGER(2 ** 53, -(2 ** 53)),
      errors: [
        { path: at(0), message: ['value 9007199254740992', 'outside the INTEGER range ±9007199254740991', 'use a value within it', 'STRING option'] },
        { path: at(1), message: ['value -9007199254740992', 'outside'] },
      ],
    },
    {
      name: 'non-numbers on an INTEGER option',
      body: INTEGER('five', false, { n: 5 }),
      errors: [
        { path: at(0), message: ['value "five"', 'must be an integer', 'type INTEGER', 'not a string'] },
        { path: at(1), message: ['not a boolean'] },
        { path: at(2), message: ['the value must be an integer', 'not an object'] },
      ],
    },
    {
      name: 'NUMBER values past ±2^53',
      body: NUMBER(2 ** 53 + 2, -(2 ** 54)),
      errors: [
        { path: at(0), message: ['outside the NUMBER range ±9007199254740992', 'use a value within it'] },
        { path: at(1), message: ['outside the NUMBER range'] },
      ],
    },
    {
      name: 'a non-number on a NUMBER option',
      body: NUMBER('half'),
      errors: [{ path: at(0), message: ['value "half"', 'must be a finite number', 'type NUMBER'] }],
    },
    {
      name: 'an option type given as a string',
      body: command({ options: [{ type: '4', name: 'n', description: 'N', choices: [{ name: 'A', value: 0.25 }] }] }),
      errors: [{ path: at(0), message: ['must be an integer'] }],
    },
    {
      name: 'the options of an edit body',
      body: { options: [{ type: 3, name: 't', description: 'T', choices: [{ name: 'A', value: '' }] }] },
      options: { kind: 'edit' },
      errors: [{ path: at(0), message: ['empty'] }],
    },
  ],
});
