import { command, option, testRule } from '../rule-tester.js';

const sub = (name: string, options: unknown[] = []): Record<string, unknown> => ({ type: 1, name, description: `The ${name} subcommand`, options });

testRule('empty-subcommand-group', {
  valid: [
    { name: 'a group with a subcommand', body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: [sub('s')] }] }) },
    { name: 'a subcommand without options is fine', body: command({ options: [sub('s')] }) },
    { name: 'a subcommand typed as a string still counts', body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: [{ ...sub('s'), type: 'SUB_COMMAND' }] }] }) },
    { name: 'an edit body with a filled group', body: { options: [{ type: 2, name: 'g', description: 'Group', options: [sub('s')] }] }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'a group without options',
      body: command({ name: 'mod', options: [{ type: 2, name: 'role', description: 'Roles' }] }),
      errors: [{ path: ['options', 0], message: "Subcommand group \"role\" of /mod holds no subcommands; the service accepts it, but then /mod does not appear in the command explorer at all. Add a subcommand or remove the group." }],
    },
    {
      name: 'a group with an empty options array',
      body: command({ options: [sub('ok'), { type: 2, name: 'g', description: 'Group', options: [] }] }),
      errors: [{ path: ['options', 1], message: ['"g"', 'no subcommands'] }],
    },
    {
      name: 'a group holding only basic options (no subcommand)',
      body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: [option()] }] }),
      errors: [{ path: ['options', 0], message: ['"g"'] }],
    },
    {
      name: 'a group holding only another, empty, group reports both',
      body: command({ options: [{ type: 2, name: 'outer', description: 'Outer', options: [{ type: 2, name: 'inner', description: 'Inner' }] }] }),
      errors: [
        { path: ['options', 0], message: ['"outer"'] },
        { path: ['options', 0, 'options', 0], message: ['"inner"'] },
      ],
    },
    {
      name: 'options: null is no subcommand',
      body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: null }] }),
      errors: [{ path: ['options', 0], message: ['"g"'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [{ type: 2, name: 'g', description: 'Group' }] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0], message: ['"g"'] }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'two', options: [{ type: 2, name: 'g', description: 'Group' }] })],
      errors: [{ path: [1, 'options', 0], message: ['/two'] }],
    },
  ],
});
