import { command, option, testRule } from '../rule-tester.js';

const text = (fields: Record<string, unknown>): Record<string, unknown> => option({ name: 'reason', description: 'Why', ...fields });

testRule('length-bounds', {
  valid: [
    { name: 'min_length 0 and max_length 1 (the lowest values)', body: command({ options: [text({ min_length: 0, max_length: 1 })] }) },
    { name: 'both 6000 (the highest values)', body: command({ options: [text({ min_length: 6000, max_length: 6000 })] }) },
    { name: 'ordinary bounds', body: command({ options: [text({ min_length: 3, max_length: 200 })] }) },
    { name: 'only one bound', body: command({ options: [text({ max_length: 50 })] }) },
    { name: 'a fraction is the field-type rule\'s', body: command({ options: [text({ max_length: 1.5 })] }) },
    { name: 'bounds on an INTEGER option are the option-field-by-type rule\'s', body: command({ options: [option({ type: 4, max_length: 0 })] }) },
  ],
  invalid: [
    {
      name: 'min_length -1',
      body: command({ options: [text({ min_length: -1 })] }),
      errors: [{ path: ['options', 0, 'min_length'], message: "Option \"reason\" of /ping: \"min_length\" -1 is out of range; use an integer from 0 to 6000." }],
    },
    {
      name: 'max_length 0',
      body: command({ options: [text({ max_length: 0 })] }),
      errors: [{ path: ['options', 0, 'max_length'], message: ['"max_length" 0', 'use an integer from 1 to 6000'] }],
    },
    {
      name: 'both 6001',
      body: command({ options: [text({ min_length: 6001, max_length: 6001 })] }),
      errors: [
        { path: ['options', 0, 'min_length'], message: ['"min_length" 6001', 'from 0 to 6000'] },
        { path: ['options', 0, 'max_length'], message: ['"max_length" 6001', 'from 1 to 6000'] },
      ],
    },
    {
      name: 'inside a subcommand of a group',
      body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: [{ type: 1, name: 's', description: 'Sub', options: [text({ max_length: 10000 })] }] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'options', 0, 'max_length'], message: ['/ping g s', '10000'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [text({ min_length: -5 })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'min_length'], message: ['-5'] }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'say', options: [text({ max_length: 6001 })] })],
      errors: [{ path: [1, 'options', 0, 'max_length'], message: ['/say', '6001'] }],
    },
  ],
});
