import { command, option, testRule } from '../rule-tester.js';

const sub = (name: string, options: unknown[] = [], fields: Record<string, unknown> = {}): Record<string, unknown> => ({ type: 1, name, description: `The ${name} subcommand`, options, ...fields });

testRule('localized-option-name-collision', {
  valid: [
    { name: 'distinct localized names', body: command({ options: [option({ name: 'user', name_localizations: { de: 'nutzer' } }), option({ name: 'reason', name_localizations: { de: 'grund' } })] }) },
    { name: 'a localized name equal to its own default', body: command({ options: [option({ name: 'user', name_localizations: { de: 'user' } }), option({ name: 'reason' })] }) },
    { name: 'the same localized name in different locales', body: command({ options: [option({ name: 'a', name_localizations: { de: 'x' } }), option({ name: 'b', name_localizations: { fr: 'x' } })] }) },
    {
      name: 'options of two subcommands never appear together',
      body: command({
        options: [
          sub('add', [option({ name: 'who', name_localizations: { de: 'wer' } })]),
          sub('remove', [option({ name: 'wer' }), option({ name: 'what', name_localizations: { de: 'was' } })]),
          sub('list', [option({ name: 'which', name_localizations: { de: 'was' } })]),
        ],
      }),
    },
    { name: 'a localized option name equal to the name of its parent subcommand', body: command({ options: [sub('user', [option({ name: 'target', name_localizations: { de: 'user' } })])] }) },
    { name: 'a localized option name equal to the command name', body: command({ options: [option({ name: 'target', name_localizations: { de: 'ping' } })] }) },
    { name: 'null values do not collide', body: command({ options: [option({ name: 'a', name_localizations: { de: null } }), option({ name: 'b', name_localizations: { de: null } })] }) },
    { name: 'choice names are not option names', body: command({ options: [option({ name: 'a', choices: [{ name: 'b', value: 'b', name_localizations: { de: 'a' } }] })] }) },
  ],
  invalid: [
    {
      name: 'a localized name equal to the default name of another option',
      body: command({ options: [option({ name: 'user' }), option({ name: 'member', name_localizations: { de: 'user' } })] }),
      errors: [{ path: ['options', 1, 'name_localizations', 'de'], message: "Option \"member\" of /ping: its de name \"user\" is the default name of option #0 beside it; localized names must not collide with other options' names: choose another." }],
    },
    {
      name: 'the collision is found when the other option comes later',
      body: command({ options: [option({ name: 'alpha', name_localizations: { fr: 'beta' } }), option({ name: 'beta' })] }),
      errors: [{ path: ['options', 0, 'name_localizations', 'fr'], message: ['"alpha"', 'fr name "beta"', 'option #1'] }],
    },
    {
      name: 'two options with the same name in one locale',
      body: command({ options: [option({ name: 'a', name_localizations: { de: 'x', fr: 'y' } }), option({ name: 'b', name_localizations: { de: 'x', fr: 'z' } })] }),
      errors: [{ path: ['options', 1, 'name_localizations', 'de'], message: ['Option "b"', 'de name "x"', 'also the de name of option #0', 'choose a different de name'] }],
    },
    {
      name: 'three options sharing a localized name: each repeat is reported',
      body: command({ options: ['a', 'b', 'c'].map((name) => option({ name, name_localizations: { ja: 'テキスト' } })) }),
      errors: [
        { path: ['options', 1, 'name_localizations', 'ja'], message: ['"b"', 'テキスト'] },
        { path: ['options', 2, 'name_localizations', 'ja'], message: ['"c"', 'テキスト'] },
      ],
    },
    {
      name: 'subcommands are options too',
      body: command({ options: [sub('add'), sub('remove', [], { name_localizations: { de: 'add' } })] }),
      errors: [{ path: ['options', 1, 'name_localizations', 'de'], message: ['Subcommand "remove" of /ping', '"add"'] }],
    },
    {
      name: 'inside a subcommand',
      body: command({ options: [sub('ban', [option({ name: 'user', type: 6 }), option({ name: 'reason', name_localizations: { 'pt-BR': 'user' } })])] }),
      errors: [{ path: ['options', 0, 'options', 1, 'name_localizations', 'pt-BR'], message: ['Option "reason" of /ping ban', 'pt-BR name "user"'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [option({ name: 'a' }), option({ name: 'b', name_localizations: { de: 'a' } })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 1, 'name_localizations', 'de'], message: ['"a"'] }],
    },
  ],
});
