import { command, option, testRule } from '../rule-tester.js';

testRule('name-format', {
  valid: [
    { name: 'letters, digits, dash and underscore', body: command({ name: 'ban-user_2' }) },
    { name: 'Thai and Devanagari with their marks', body: command({ name: 'ชื่อ', name_localizations: { hi: 'नमस्ते' } }) },
    { name: 'CJK and the modifier apostrophe U+02BC', body: command({ name: '日本語', options: [option({ name: 'naʼvi' })] }) },
    { name: 'uppercase is name-lowercase\'s to report', body: command({ name: 'Ping' }) },
    { name: 'a name too long is name-length\'s to report', body: command({ name: 'a'.repeat(33) }) },
    { name: 'an empty name is name-length\'s to report', body: command({ name: '' }) },
    { name: 'USER and MESSAGE names may hold spaces and punctuation', body: [{ type: 2, name: 'Report User!' }, { type: 3, name: 'Quote (fast)' }] },
    { name: 'an entry point name', body: { type: 4, name: 'Launch Game', handler: 2 } },
    { name: 'the command name of an edit body without a type is not checked', body: { name: 'any name' }, options: { kind: 'edit' } },
  ],
  invalid: [
    {
      name: 'a space',
      body: command({ name: 'ban user' }),
      errors: [{ path: ['name'], message: "Command /ban user: name \"ban user\" has characters a slash command name cannot have: \" \" (U+0020) (no spaces: use \"-\" or \"_\"). Use letters, numbers, \"-\" and \"_\", such as \"ban-user\".", suggestions: [command({ name: 'ban-user' })] }],
    },
    {
      name: 'punctuation',
      body: command({ name: 'hello!' }),
      errors: [{ path: ['name'], message: ['"!" (U+0021)', 'Use letters, numbers, "-" and "_"', 'such as "hello"'], suggestions: [command({ name: 'hello' })] }],
    },
    {
      name: 'an emoji (astral) in a name',
      body: command({ name: '🎉party' }),
      errors: [{ path: ['name'], message: ['U+1F389'], suggestions: [command({ name: 'party' })] }],
    },
    {
      name: 'a dot and uppercase: the proposal is lowercase too',
      body: command({ name: 'Say.Hi' }),
      errors: [{ path: ['name'], message: ['"." (U+002E)', 'such as "say-hi"'], suggestions: 1 }],
    },
    {
      name: 'a name of nothing but invalid characters has no proposal',
      body: command({ name: '!!!' }),
      errors: [{ path: ['name'], message: ['"!" (U+0021)'], suggestions: 0 }],
    },
    {
      name: 'a type given as a string still makes it CHAT_INPUT',
      body: command({ type: '1', name: 'a b' }),
      errors: [{ path: ['name'], message: ['"a b"'], suggestions: 1 }],
    },
    {
      name: 'an option, a subcommand and a localization',
      body: command({ options: [{ type: 1, name: 'add user', description: 'Add', options: [option({ name: 'the text', name_localizations: { fr: 'le texte' } })] }] }),
      errors: [
        { path: ['options', 0, 'name'], message: ['Subcommand "add user"', 'such as "add-user"'], suggestions: 1 },
        { path: ['options', 0, 'options', 0, 'name'], message: ['Option "the text"', 'such as "the-text"'], suggestions: 1 },
        { path: ['options', 0, 'options', 0, 'name_localizations', 'fr'], message: ['name for locale fr', '"le texte"', 'such as "le-texte"'], suggestions: 1 },
      ],
    },
    {
      name: 'an edit body with type 1 checks the command name',
      body: { type: 1, name: 'a+b' },
      options: { kind: 'edit' },
      errors: [{ path: ['name'], message: ['"+" (U+002B)'], suggestions: [{ type: 1, name: 'a-b' }] }],
    },
    {
      name: 'the options of an edit body are always checked',
      body: { options: [option({ name: 'a b' })] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'name'], message: ['"a b"'], suggestions: 1 }],
    },
    {
      name: 'items of a bulk overwrite',
      body: [{ type: 2, name: 'Report User' }, command({ name: 'report user' })],
      errors: [{ path: [1, 'name'], message: ['"report user"'], suggestions: [[{ type: 2, name: 'Report User' }, command({ name: 'report-user' })]] }],
    },
  ],
});
