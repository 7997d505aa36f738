import { command, option, testRule } from '../rule-tester.js';

const sub = (name: string, options: unknown[] = []): Record<string, unknown> => ({ type: 1, name, description: `The ${name} subcommand`, options });

testRule('unique-option-name', {
  valid: [
    { name: 'distinct names', body: command({ options: [option({ name: 'a' }), option({ name: 'b' })] }) },
    { name: 'the same option name in two subcommands', body: command({ options: [sub('add', [option({ name: 'who' })]), sub('remove', [option({ name: 'who' })])] }) },
    { name: 'a subcommand and its own option may share a name', body: command({ options: [sub('user', [option({ name: 'user', type: 6 })])] }) },
    { name: 'the command name may be an option name', body: command({ options: [option({ name: 'ping' })] }) },
    { name: 'names differing only in case are different strings', body: command({ options: [option({ name: 'a' }), option({ name: 'A' })] }) },
    { name: 'options without a string name are not compared', body: command({ options: [option({ name: 5 }), option({ name: 5 })] }) },
    { name: 'the same names in two commands of a bulk overwrite', body: [command({ options: [option()] }), command({ name: 'echo', options: [option()] })] },
  ],
  invalid: [
    {
      name: 'two options named alike',
      body: command({ options: [option({ name: 'text' }), option({ name: 'text', type: 4 })] }),
      errors: [{ path: ['options', 1, 'name'], message: "Option \"text\" of /ping: the name \"text\" is already used by option #0 of the same array; option names must be unique there: rename one." }],
    },
    {
      name: 'three times the same name: every repeat is reported against the first',
      body: command({ options: [option({ name: 'x' }), option({ name: 'y' }), option({ name: 'x' }), option({ name: 'x' })] }),
      errors: [
        { path: ['options', 2, 'name'], message: ['"x"', 'option #0'] },
        { path: ['options', 3, 'name'], message: ['"x"', 'option #0'] },
      ],
    },
    {
      name: 'two subcommands named alike',
      body: command({ options: [sub('add'), sub('add')] }),
      errors: [{ path: ['options', 1, 'name'], message: ['Subcommand "add" of /ping', '"add"'] }],
    },
    {
      name: 'a subcommand and a group named alike',
      body: command({ options: [sub('role'), { type: 2, name: 'role', description: 'Roles', options: [sub('give')] }] }),
      errors: [{ path: ['options', 1, 'name'], message: ['Subcommand group "role"', '"role"'] }],
    },
    {
      name: 'inside a subcommand',
      body: command({ options: [sub('add', [option({ name: 'who' }), option({ name: 'who' })])] }),
      errors: [{ path: ['options', 0, 'options', 1, 'name'], message: ['/ping add', '"who"'] }],
    },
    {
      name: 'inside a subcommand of a group',
      body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: [sub('s', [option({ name: 'n' }), option({ name: 'n' })])] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'options', 1, 'name'], message: ['/ping g s', '"n"'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [option(), option()] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 1, 'name'], message: ['"text"'] }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'echo', options: [option(), option()] })],
      errors: [{ path: [1, 'options', 1, 'name'], message: ['/echo', '"text"'] }],
    },
  ],
});
