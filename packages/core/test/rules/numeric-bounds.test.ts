import { command, option, testRule } from '../rule-tester.js';

const MAX_INT = Number.MAX_SAFE_INTEGER; // 2^53 - 1
const TWO_53 = 2 ** 53;
const integer = (fields: Record<string, unknown>): Record<string, unknown> => option({ type: 4, name: 'count', description: 'How many', ...fields });
const number = (fields: Record<string, unknown>): Record<string, unknown> => option({ type: 10, name: 'ratio', description: 'Ratio', ...fields });

testRule('numeric-bounds', {
  valid: [
    { name: 'INTEGER bounds', body: command({ options: [integer({ min_value: -5, max_value: 10 })] }) },
    { name: 'INTEGER bounds at ±(2^53-1)', body: command({ options: [integer({ min_value: -MAX_INT, max_value: MAX_INT })] }) },
    { name: 'an integral float (2.0 is 2 in JSON) on an INTEGER option', body: command({ options: [integer({ min_value: 2.0 })] }) },
    { name: 'NUMBER bounds with fractions', body: command({ options: [number({ min_value: -0.5, max_value: 1.25 })] }) },
    { name: 'NUMBER bounds at ±2^53', body: command({ options: [number({ min_value: -TWO_53, max_value: TWO_53 })] }) },
    { name: 'bounds of the wrong JSON type are the field-type rule\'s', body: command({ options: [integer({ min_value: '5' })] }) },
    { name: 'bounds on a STRING option are the option-field-by-type rule\'s', body: command({ options: [option({ min_value: 1.5 })] }) },
  ],
  invalid: [
    {
      name: 'a fraction on an INTEGER option',
      body: command({ options: [integer({ min_value: 1.5, max_value: 9.5 })] }),
      errors: [
        { path: ['options', 0, 'min_value'], message: "Option \"count\" of /ping is an INTEGER option: \"min_value\" 1.5 must be an integer; use 2, or make the option a NUMBER (type 10)." },
        { path: ['options', 0, 'max_value'], message: ['"max_value" 9.5', 'use 9'] },
      ],
    },
    {
      name: 'INTEGER max_value 2^53 is one past the range',
      body: command({ options: [integer({ max_value: TWO_53 })] }),
      errors: [{ path: ['options', 0, 'max_value'], message: ['"max_value" 9007199254740992', 'INTEGER range', `±${MAX_INT}`, `use a value from -${MAX_INT} to ${MAX_INT}`] }],
    },
    {
      name: 'INTEGER min_value -2^53',
      body: command({ options: [integer({ min_value: -TWO_53 })] }),
      errors: [{ path: ['options', 0, 'min_value'], message: ['"min_value" -9007199254740992', 'INTEGER range'] }],
    },
    {
      name: 'NUMBER max_value past 2^53',
      body: command({ options: [number({ max_value: TWO_53 + 2 })] }),
      errors: [{ path: ['options', 0, 'max_value'], message: ['Option "ratio"', '"max_value" 9007199254740994', 'NUMBER range', `±${TWO_53}`, `use a value from -${TWO_53} to ${TWO_53}`] }],
    },
    {
      name: 'NUMBER min_value -1e300',
      body: command({ options: [number({ min_value: -1e300 })] }),
      errors: [{ path: ['options', 0, 'min_value'], message: ['-1e+300', 'NUMBER range'] }],
    },
    {
      name: 'inside a subcommand, type given as a string',
      body: command({ options: [{ type: 1, name: 'roll', description: 'Roll', options: [integer({ type: '4', max_value: 1e20 })] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'max_value'], message: ['Option "count" of /ping roll', 'INTEGER range'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [integer({ min_value: 0.1 })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'min_value'], message: ['"min_value" 0.1', 'use 1'] }],
    },
  ],
});
