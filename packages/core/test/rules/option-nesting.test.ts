import { command, option, testRule } from '../rule-tester.js';

const sub = (name: string, options: unknown[] = []): Record<string, unknown> => ({ type: 1, name, description: `The ${name} subcommand`, options });
const group = (name: string, options: unknown[]): Record<string, unknown> => ({ type: 2, name, description: `The ${name} group`, options });

testRule('option-nesting', {
  valid: [
    { name: 'basic options at the top level', body: command({ options: [option(), option({ name: 'n', type: 4 })] }) },
    { name: 'subcommands with basic options', body: command({ options: [sub('add', [option(), option({ name: 'u', type: 6 })]), sub('list')] }) },
    { name: 'a group of subcommands with basic options', body: command({ options: [group('role', [sub('give', [option({ name: 'r', type: 8 })]), sub('take')])] }) },
    { name: 'groups and subcommands side by side at the top level', body: command({ options: [group('role', [sub('give')]), sub('help')] }) },
    { name: 'every basic type (3-11) inside a subcommand', body: command({ options: [sub('all', [3, 4, 5, 6, 7, 8, 9, 10, 11].map((type) => option({ name: `t${type}`, type })))] }) },
    { name: 'an option of unknown type is left to other rules', body: command({ options: [sub('s', [option({ type: 99 })])] }) },
    { name: 'an edit body with a group', body: { options: [group('g', [sub('s')])] }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'a basic option inside a group',
      body: command({ options: [group('role', [sub('give'), option({ name: 'reason' })])] }),
      errors: [{ path: ['options', 0, 'options', 1], message: "Option \"reason\" of /ping role is a STRING inside a subcommand group; a group may only hold subcommands (type 1). Put it inside a subcommand." }],
    },
    {
      name: 'a group inside a group',
      body: command({ options: [group('a', [group('b', [sub('c')])])] }),
      errors: [{ path: ['options', 0, 'options', 0], message: ['Subcommand group "b" of /ping a', 'SUB_COMMAND_GROUP', 'only hold subcommands'] }],
    },
    {
      name: 'a subcommand inside a subcommand',
      body: command({ options: [sub('a', [sub('b')])] }),
      errors: [{ path: ['options', 0, 'options', 0], message: ['Subcommand "b" of /ping a', 'SUB_COMMAND', 'only hold basic options', 'Use a subcommand group'] }],
    },
    {
      name: 'a group inside a subcommand',
      body: command({ options: [sub('a', [group('b', [sub('c')])])] }),
      errors: [{ path: ['options', 0, 'options', 0], message: ['Subcommand group "b"', 'SUB_COMMAND_GROUP', 'inside a subcommand', 'top level'] }],
    },
    {
      name: 'a subcommand inside a subcommand of a group (fourth level)',
      body: command({ options: [group('g', [sub('s', [option(), sub('deep')])])] }),
      errors: [{ path: ['options', 0, 'options', 0, 'options', 1], message: ['Subcommand "deep" of /ping g s', 'only hold basic options'] }],
    },
    {
      name: 'every misplaced option of an array is reported',
      body: command({ options: [group('g', [option({ name: 'a' }), sub('ok'), option({ name: 'b', type: 5 })])] }),
      errors: [
        { path: ['options', 0, 'options', 0], message: ['"a"', 'STRING'] },
        { path: ['options', 0, 'options', 2], message: ['"b"', 'BOOLEAN'] },
      ],
    },
    {
      name: 'option types given as strings are read',
      body: command({ options: [group('g', [option({ type: '3' })])] }),
      errors: [{ path: ['options', 0, 'options', 0], message: ['STRING'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [sub('a', [sub('b')])] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'options', 0], message: ['"b"'] }],
    },
  ],
});
