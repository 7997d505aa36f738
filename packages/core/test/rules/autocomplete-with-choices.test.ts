import { command, option, testRule } from '../rule-tester.js';

const choices = [
  { name: 'Red', value: 'red' },
  { name: 'Blue', value: 'blue' },
];

testRule('autocomplete-with-choices', {
  valid: [
    { name: 'autocomplete without choices', body: command({ options: [option({ autocomplete: true })] }) },
    { name: 'autocomplete with an empty choices array', body: command({ options: [option({ autocomplete: true, choices: [] })] }) },
    { name: 'choices with autocomplete false', body: command({ options: [option({ autocomplete: false, choices })] }) },
    { name: 'choices without autocomplete', body: command({ options: [option({ choices })] }) },
    { name: 'autocomplete on INTEGER and NUMBER options', body: command({ options: [option({ type: 4, name: 'n', autocomplete: true }), option({ type: 10, name: 'x', autocomplete: true })] }) },
    { name: 'a non-boolean autocomplete is the field-type rule\'s', body: command({ options: [option({ autocomplete: 'true', choices })] }) },
  ],
  invalid: [
    {
      name: 'autocomplete true with choices',
      body: command({ options: [option({ name: 'color', autocomplete: true, choices })] }),
      errors: [
        {
          path: ['options', 0],
          message: "Option \"color\" of /ping has autocomplete: true and 2 choices; the service rejects both together: remove \"choices\" (and suggest them from the autocomplete handler) or set autocomplete to false.",
        },
      ],
    },
    {
      name: 'on an INTEGER option',
      body: command({ options: [option({ type: 4, name: 'n', autocomplete: true, choices: [{ name: 'One', value: 1 }] })] }),
      errors: [{ path: ['options', 0], message: ['"n"', '1 choice;'] }],
    },
    {
      name: 'on a NUMBER option inside a subcommand',
      body: command({ options: [{ type: 1, name: 'set', description: 'Set', options: [option({ type: 10, name: 'x', autocomplete: true, choices: [{ name: 'Half', value: 0.5 }] })] }] }),
      errors: [{ path: ['options', 0, 'options', 0], message: ['Option "x" of /ping set'] }],
    },
    {
      name: 'every offending option is reported',
      body: command({ options: [option({ name: 'a', autocomplete: true, choices }), option({ name: 'b' }), option({ name: 'c', autocomplete: true, choices })] }),
      errors: [
        { path: ['options', 0], message: ['"a"'] },
        { path: ['options', 2], message: ['"c"'] },
      ],
    },
    {
      name: 'in an edit body',
      body: { options: [option({ autocomplete: true, choices })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0], message: ['autocomplete'] }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'color', options: [option({ autocomplete: true, choices })] })],
      errors: [{ path: [1, 'options', 0], message: ['/color'] }],
    },
  ],
});
