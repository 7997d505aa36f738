import { command, option, testRule } from '../rule-tester.js';

const sub = (name: string, options: unknown[] = []): Record<string, unknown> => ({ type: 1, name, description: `The ${name} subcommand`, options });
const group = (name: string, options: unknown[]): Record<string, unknown> => ({ type: 2, name, description: `The ${name} group`, options });

testRule('subcommand-mix', {
  valid: [
    { name: 'only basic options', body: command({ options: [option(), option({ name: 'n', type: 4 })] }) },
    { name: 'only subcommands', body: command({ options: [sub('a', [option()]), sub('b')] }) },
    { name: 'subcommands and groups together', body: command({ options: [sub('a'), group('g', [sub('b')])] }) },
    { name: 'no options', body: command({ options: [] }) },
    { name: 'options of unknown type do not count', body: command({ options: [sub('a'), option({ type: 42 })] }) },
    { name: 'a USER command is not walked for options', body: { type: 2, name: 'Info', options: [sub('a'), option()] } },
  ],
  invalid: [
    {
      name: 'a subcommand beside a basic option',
      body: command({ options: [sub('add'), option({ name: 'reason' })] }),
      errors: [{ path: ['options'], message: "Command /ping mixes subcommands or groups (\"add\") with basic options (\"reason\"); a command with subcommands cannot be run by itself, so move the basic options into the subcommands." }],
    },
    {
      name: 'a group beside a basic option',
      body: command({ options: [option({ name: 'x', type: 5 }), group('g', [sub('s')])] }),
      errors: [{ path: ['options'], message: ['("g")', '("x")'] }],
    },
    {
      name: 'one diagnostic per array, naming up to three of each',
      body: command({ options: [sub('a'), sub('b'), sub('c'), sub('d'), option({ name: 'w' }), option({ name: 'x' }), option({ name: 'y' }), option({ name: 'z' })] }),
      errors: [{ path: ['options'], message: ['("a", "b", "c")', '("w", "x", "y")'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [sub('a'), option()] },
      options: { kind: 'edit' },
      errors: [{ path: ['options'], message: ['"a"', '"text"'] }],
    },
    {
      name: 'in a bulk overwrite item',
      body: [command(), command({ name: 'mod', options: [option(), sub('ban')] })],
      errors: [{ path: [1, 'options'], message: ['/mod', '"ban"', '"text"'] }],
    },
  ],
});
