import { command, option, testRule } from '../rule-tester.js';

testRule('bounds-order', {
  valid: [
    { name: 'INTEGER min below max', body: command({ options: [option({ type: 4, min_value: 1, max_value: 10 })] }) },
    { name: 'INTEGER min equal to max', body: command({ options: [option({ type: 4, min_value: 5, max_value: 5 })] }) },
    { name: 'NUMBER negative bounds in order', body: command({ options: [option({ type: 10, min_value: -2.5, max_value: -2.25 })] }) },
    { name: 'STRING min_length equal to max_length', body: command({ options: [option({ min_length: 10, max_length: 10 })] }) },
    { name: 'only one bound', body: command({ options: [option({ type: 4, min_value: 100 }), option({ name: 's', max_length: 1 })] }) },
    { name: 'bounds given as strings are other rules\' concern', body: command({ options: [option({ type: 4, min_value: '9', max_value: 1 })] }) },
    { name: 'length bounds on an INTEGER option are the option-field-by-type rule\'s', body: command({ options: [option({ type: 4, min_length: 9, max_length: 1 })] }) },
  ],
  invalid: [
    {
      name: 'INTEGER min_value above max_value',
      body: command({ options: [option({ type: 4, name: 'count', min_value: 10, max_value: 1 })] }),
      errors: [{ path: ['options', 0, 'min_value'], message: "Option \"count\" of /ping: \"min_value\" 10 is greater than \"max_value\" 1, so no value could pass; swap them or fix one." }],
    },
    {
      name: 'NUMBER min_value above max_value by a fraction',
      body: command({ options: [option({ type: 10, name: 'ratio', min_value: 0.75, max_value: 0.5 })] }),
      errors: [{ path: ['options', 0, 'min_value'], message: ['"min_value" 0.75', '"max_value" 0.5'] }],
    },
    {
      name: 'STRING min_length above max_length',
      body: command({ options: [option({ name: 'code', min_length: 8, max_length: 4 })] }),
      errors: [{ path: ['options', 0, 'min_length'], message: ['Option "code"', '"min_length" 8', '"max_length" 4', 'swap'] }],
    },
    {
      name: 'negative bounds out of order',
      body: command({ options: [option({ type: 4, min_value: -1, max_value: -5 })] }),
      errors: [{ path: ['options', 0, 'min_value'], message: ['-1', '-5'] }],
    },
    {
      name: 'inside a subcommand',
      body: command({ options: [{ type: 1, name: 'roll', description: 'Roll', options: [option({ type: 4, name: 'sides', min_value: 20, max_value: 2 })] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'min_value'], message: ['Option "sides" of /ping roll'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [option({ min_length: 2, max_length: 1 })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'min_length'], message: ['"min_length" 2'] }],
    },
  ],
});
