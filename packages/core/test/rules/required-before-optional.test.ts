import { command, option, testRule } from '../rule-tester.js';

const req = (name: string): Record<string, unknown> => option({ name, required: true });
const opt = (name: string, fields: Record<string, unknown> = {}): Record<string, unknown> => option({ name, ...fields });

testRule('required-before-optional', {
  valid: [
    { name: 'required options first', body: command({ options: [req('a'), req('b'), opt('c'), opt('d')] }) },
    { name: 'only optional options', body: command({ options: [opt('a'), opt('b', { required: false })] }) },
    { name: 'only required options', body: command({ options: [req('a'), req('b')] }) },
    { name: 'required: false counts as optional, before nothing required', body: command({ options: [req('a'), opt('b', { required: false })] }) },
    {
      name: 'subcommands carry no required field and are never ordered',
      body: command({
        options: [
          { type: 1, name: 'add', description: 'Add', options: [req('who'), opt('why')] },
          { type: 1, name: 'remove', description: 'Remove', options: [req('who')] },
        ],
      }),
    },
    { name: 'each options array is ordered on its own', body: command({ options: [{ type: 1, name: 'a', description: 'A', options: [req('x')] }] }) },
    { name: 'an edit body in order', body: { options: [req('a'), opt('b')] }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'a required option after an optional one',
      body: command({ options: [opt('reason'), req('member')] }),
      errors: [
        {
          path: ['options', 1],
          message: "Option \"member\" of /ping is required but comes after the optional option \"reason\"; move required options before optional ones.",
          output: command({ options: [req('member'), opt('reason')] }),
        },
      ],
    },
    {
      name: 'required: false is optional',
      body: command({ options: [opt('reason', { required: false }), req('member')] }),
      errors: [{ path: ['options', 1], message: ['"member"', '"reason"'], output: command({ options: [req('member'), opt('reason', { required: false })] }) }],
    },
    {
      name: 'two late required options: one diagnostic each; the first carries the one stable reordering',
      body: command({ options: [opt('a'), req('b'), opt('c'), req('d')] }),
      errors: [
        { path: ['options', 1], message: ['"b"', 'optional option "a"'], output: command({ options: [req('b'), req('d'), opt('a'), opt('c')] }) },
        { path: ['options', 3], message: ['"d"', 'optional option "a"'], output: null },
      ],
    },
    {
      name: 'inside a subcommand',
      body: command({ options: [{ type: 1, name: 'add', description: 'Add', options: [opt('why'), req('who')] }] }),
      errors: [
        {
          path: ['options', 0, 'options', 1],
          message: ['Option "who" of /ping add', '"why"'],
          output: command({ options: [{ type: 1, name: 'add', description: 'Add', options: [req('who'), opt('why')] }] }),
        },
      ],
    },
    {
      name: 'inside a subcommand of a group',
      body: command({
        options: [{ type: 2, name: 'role', description: 'Roles', options: [{ type: 1, name: 'give', description: 'Give', options: [opt('note'), option({ name: 'role', type: 8, required: true })] }] }],
      }),
      errors: [{ path: ['options', 0, 'options', 0, 'options', 1], message: ['/ping role give', '"note"'] }],
    },
    {
      name: 'in an edit body (options assume CHAT_INPUT)',
      body: { options: [opt('a'), req('b')] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 1], message: ['"b"', '"a"'], output: { options: [req('b'), opt('a')] } }],
    },
    {
      name: 'in an item of a bulk overwrite',
      body: [command(), command({ name: 'kick', options: [opt('a'), req('b')] })],
      errors: [{ path: [1, 'options', 1], message: ['/kick', '"b"'], output: [command(), command({ name: 'kick', options: [req('b'), opt('a')] })] }],
    },
  ],
});
