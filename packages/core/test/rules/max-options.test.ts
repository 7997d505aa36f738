import { command, option, testRule } from '../rule-tester.js';

const options = (count: number): Record<string, unknown>[] => Array.from({ length: count }, (_, i) => option({ name: `o${i}` }));
const sub = (name: string, list: unknown[]): Record<string, unknown> => ({ type: 1, name, description: `The ${name} subcommand`, options: list });
const subs = (count: number): Record<string, unknown>[] => Array.from({ length: count }, (_, i) => sub(`s${i}`, []));

testRule('max-options', {
  valid: [
    { name: 'exactly 25 options', body: command({ options: options(25) }) },
    { name: 'no options', body: command({ options: [] }) },
    { name: '25 subcommands of 25 options each', body: command({ options: subs(25).map((s) => ({ ...s, options: options(25) })) }) },
    { name: 'a group of 25 subcommands', body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: subs(25) }] }) },
    { name: '25 options in an edit body', body: { options: options(25) }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: '26 options',
      body: command({ options: options(26) }),
      errors: [{ path: ['options', 25], message: "Command /ping has 26 options; at most 25 are allowed, and option 26 is the first past the limit: remove 1, or split them into subcommands." }],
    },
    {
      name: 'items that are not objects count too (the service counts the array)',
      body: command({ options: [...options(25), 'extra'] }),
      errors: [{ path: ['options', 25], message: ['26 options'] }],
    },
    {
      name: '30 options inside a subcommand',
      body: command({ options: [sub('add', options(30))] }),
      errors: [{ path: ['options', 0, 'options', 25], message: ['Subcommand "add" of /ping', '30 options', 'remove 5'] }],
    },
    {
      name: '26 subcommands in a group',
      body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: subs(26) }] }),
      errors: [{ path: ['options', 0, 'options', 25], message: ['Subcommand group "g"', '26 options'] }],
    },
    {
      name: '26 options in a subcommand of a group',
      body: command({ options: [{ type: 2, name: 'g', description: 'Group', options: [sub('s', options(26))] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'options', 25], message: ['Subcommand "s" of /ping g', '26 options'] }],
    },
    {
      name: 'in an edit body',
      body: { options: options(26) },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 25], message: ['26 options'] }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'many', options: options(27) })],
      errors: [{ path: [1, 'options', 25], message: ['/many', '27 options', 'remove 2'] }],
    },
  ],
});
