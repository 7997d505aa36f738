import { command, option, testRule } from '../rule-tester.js';

const stringChoices = (count: number): Record<string, unknown>[] => Array.from({ length: count }, (_, i) => ({ name: `Choice ${i}`, value: `c${i}` }));
const numberChoices = (count: number): Record<string, unknown>[] => Array.from({ length: count }, (_, i) => ({ name: `Choice ${i}`, value: i }));

testRule('max-choices', {
  valid: [
    { name: 'exactly 25 STRING choices', body: command({ options: [option({ choices: stringChoices(25) })] }) },
    { name: 'exactly 25 INTEGER choices', body: command({ options: [option({ type: 4, choices: numberChoices(25) })] }) },
    { name: 'exactly 25 NUMBER choices', body: command({ options: [option({ type: 10, choices: numberChoices(25) })] }) },
    { name: 'an empty choices array', body: command({ options: [option({ choices: [] })] }) },
    { name: 'two options of 25 choices each', body: command({ options: [option({ name: 'a', choices: stringChoices(25) }), option({ name: 'b', choices: stringChoices(25) })] }) },
    { name: '25 choices in an edit body', body: { options: [option({ choices: stringChoices(25) })] }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: '26 STRING choices',
      body: command({ options: [option({ name: 'color', choices: stringChoices(26) })] }),
      errors: [{ path: ['options', 0, 'choices', 25], message: 'Option "color" of /ping has 26 choices; at most 25 are allowed, and choice 26 is the first past the limit: remove 1, or use autocomplete instead of choices.' }],
    },
    {
      name: '40 INTEGER choices',
      body: command({ options: [option({ type: 4, name: 'n', choices: numberChoices(40) })] }),
      errors: [{ path: ['options', 0, 'choices', 25], messageId: 'tooMany', data: { subject: 'Option "n" of /ping', count: 40, max: 25, excess: 15, first: 26 } }],
    },
    {
      name: '26 NUMBER choices',
      body: command({ options: [option({ type: 10, name: 'x', choices: numberChoices(26) })] }),
      errors: [{ path: ['options', 0, 'choices', 25], message: ['26 choices'] }],
    },
    {
      name: 'items that are not objects count too',
      body: command({ options: [option({ choices: [...stringChoices(25), null] })] }),
      errors: [{ path: ['options', 0, 'choices', 25], message: ['26 choices'] }],
    },
    {
      name: 'inside a subcommand of a group',
      body: command({
        options: [{ type: 2, name: 'g', description: 'Group', options: [{ type: 1, name: 's', description: 'Sub', options: [option({ name: 'pick', choices: stringChoices(26) })] }] }],
      }),
      errors: [{ path: ['options', 0, 'options', 0, 'options', 0, 'choices', 25], messageId: 'tooMany', data: { subject: 'Option "pick" of /ping g s', count: 26, max: 25, excess: 1, first: 26 } }],
    },
    {
      name: 'in an edit body',
      body: { options: [option({ choices: stringChoices(26) })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'choices', 25], message: ['26 choices'] }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'pick', options: [option({ choices: stringChoices(26) })] })],
      errors: [{ path: [1, 'options', 0, 'choices', 25], message: ['/pick'] }],
    },
  ],
});
