// explain() as tables: the examples of api-facts §11 and a body for every code of §9, each in
// every form users paste (JSON, JSON in a log, the library's flattened text with and without its
// message line), with and without the sent body.
import { describe, expect, it } from 'vitest';
import { explain, parseServiceError, rules, RULE_SERVICE_CODES, SERVICE_CODES, REQUEST_CODES, ISSUES_URL, type Explanation } from '../../src/index.js';
import { formBody, forms, leaf, treeAt, type ErrorBody } from './forms.js';

interface Case {
  readonly name: string;
  /** The error, as the service answers it. */
  readonly error: ErrorBody;
  /** The body that was sent. */
  readonly sent: unknown;
  /** Per leaf, in order: the place, the command and option names, and the rule that must be among the diagnostics. */
  readonly expect: readonly { place: string; command?: string; option?: string; rule: string; code: string }[];
}

const opts = (n: number): unknown[] => Array.from({ length: n }, (_, i) => ({ type: 3, name: `o${i}`, description: 'An option' }));
const bigLocalizations = (text: string): Record<string, string> => Object.fromEntries(['de', 'fr', 'es-ES', 'it', 'ja', 'ko', 'pl', 'nl'].map((l) => [l, text]));
const chatCommands = (count: number): unknown[] => Array.from({ length: count }, (_, i) => ({ name: `c${i}`, description: 'A command' }));

// The examples of §11, with bodies that produce them.
const SECTION_11: readonly Case[] = [
  {
    name: '§11 example 1: a required option after an optional one',
    error: formBody({ options: { 1: leaf('APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options') } }),
    sent: { name: 'ban', description: 'Ban a member', options: [{ type: 3, name: 'reason', description: 'Why' }, { type: 6, name: 'member', description: 'Who', required: true }] },
    expect: [{ place: '/ban › option "member"', command: 'ban', option: 'member', rule: 'required-before-optional', code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID' }],
  },
  {
    name: '§11 example 2: an empty description of an option in a bulk overwrite',
    error: formBody({ 1: { options: { 1: { description: leaf('BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.') } } } }),
    sent: [
      { name: 'ping', description: 'Pong' },
      { name: 'mod', description: 'Moderation', options: [{ type: 6, name: 'member', description: 'Who' }, { type: 3, name: 'reason', description: '' }] },
    ],
    expect: [{ place: '/mod › option "reason" › description', command: 'mod', option: 'reason', rule: 'description-length', code: 'BASE_TYPE_BAD_LENGTH' }],
  },
  {
    name: '§11 example 3: an invalid localized name, reported on the dictionary without the locale',
    error: formBody({ 0: { name_localizations: leaf('APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid') } }),
    sent: [{ name: 'ping', description: 'Pong', name_localizations: { de: 'Ping Pong' } }],
    expect: [{ place: '/ping › name_localizations', command: 'ping', rule: 'name-format', code: 'APPLICATION_COMMAND_INVALID_NAME' }],
  },
  {
    name: '§11 example 3, reported on the locale',
    error: formBody({ 0: { name_localizations: { de: leaf('APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid') } } }),
    sent: [{ name: 'ping', description: 'Pong', name_localizations: { de: 'Pingen' } }],
    expect: [{ place: '/ping › name_localizations › de', command: 'ping', rule: 'name-lowercase', code: 'APPLICATION_COMMAND_INVALID_NAME' }],
  },
  {
    name: '§11 example 4: a command over the 8000 budget, at the root',
    error: formBody(leaf('APPLICATION_COMMAND_TOO_LARGE', 'Command exceeds maximum size (8000)')),
    sent: {
      name: 'big',
      description: 'x'.repeat(100),
      description_localizations: bigLocalizations('y'.repeat(100)),
      options: Array.from({ length: 25 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'z'.repeat(100), choices: Array.from({ length: 25 }, (_, j) => ({ name: 'c'.repeat(100), value: `${i}-${j}`.padEnd(100, 'v') })) })),
    },
    expect: [{ place: '/big', command: 'big', rule: 'command-budget', code: 'APPLICATION_COMMAND_TOO_LARGE' }],
  },
];

// A body for every code of §9.
const SECTION_9: readonly Case[] = [
  {
    name: 'BASE_TYPE_REQUIRED: a missing description',
    error: formBody(treeAt(['description'], 'BASE_TYPE_REQUIRED', 'This field is required')),
    sent: { name: 'ping' },
    expect: [{ place: '/ping › description', command: 'ping', rule: 'required-field', code: 'BASE_TYPE_REQUIRED' }],
  },
  {
    name: 'BASE_TYPE_CHOICES: a locale key that is not one',
    error: formBody(treeAt(['name_localizations', 'pt_BR'], 'BASE_TYPE_CHOICES', 'Value must be one of {...}.')),
    sent: { name: 'ping', description: 'Pong', name_localizations: { pt_BR: 'pingue' } },
    expect: [{ place: '/ping › name_localizations › pt_BR', command: 'ping', rule: 'locale-key', code: 'BASE_TYPE_CHOICES' }],
  },
  {
    name: 'BASE_TYPE_BAD_LENGTH: a choice name too long',
    error: formBody(treeAt(['options', 0, 'choices', 1, 'name'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.')),
    sent: { name: 'color', description: 'Pick', options: [{ type: 3, name: 'value', description: 'Which', choices: [{ name: 'Red', value: 'red' }, { name: 'B'.repeat(101), value: 'blue' }] }] },
    expect: [{ place: `/color › option "value" › choice "${'B'.repeat(64)}…" › name`, command: 'color', option: 'value', rule: 'choice-name', code: 'BASE_TYPE_BAD_LENGTH' }],
  },
  {
    name: 'BASE_TYPE_MAX_LENGTH: 26 options',
    error: formBody(treeAt(['options'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.')),
    sent: { name: 'many', description: 'Too many', options: opts(26) },
    expect: [{ place: '/many › options', command: 'many', rule: 'max-options', code: 'BASE_TYPE_MAX_LENGTH' }],
  },
  {
    name: 'BASE_TYPE_MAX_LENGTH at the root: 131 items in a bulk overwrite',
    error: formBody(leaf('BASE_TYPE_MAX_LENGTH', 'Must be 130 or fewer in length.')),
    sent: [...chatCommands(100), ...Array.from({ length: 15 }, (_, i) => ({ name: `User ${i}`, type: 2 })), ...Array.from({ length: 15 }, (_, i) => ({ name: `Message ${i}`, type: 3 })), { name: 'Launch', type: 4, handler: 2 }],
    expect: [{ place: 'the whole bulk array', rule: 'bulk-size', code: 'BASE_TYPE_MAX_LENGTH' }],
  },
  {
    name: 'STRING_TYPE_REGEX: an uppercase name',
    error: formBody(treeAt(['options', 0, 'name'], 'STRING_TYPE_REGEX', 'String value did not match validation regex.')),
    sent: { name: 'ban', description: 'Ban', options: [{ type: 6, name: 'Member', description: 'Who' }] },
    expect: [{ place: '/ban › option "Member" › name', command: 'ban', option: 'Member', rule: 'name-lowercase', code: 'STRING_TYPE_REGEX' }],
  },
  {
    name: 'NUMBER_TYPE_COERCE: an option type sent as a string',
    error: formBody(treeAt(['options', 0, 'type'], 'NUMBER_TYPE_COERCE', 'Value "3" is not int.')),
    sent: { name: 'say', description: 'Say', options: [{ type: '3', name: 'text', description: 'What' }] },
    expect: [{ place: '/say › option "text" › type', command: 'say', option: 'text', rule: 'number-as-string', code: 'NUMBER_TYPE_COERCE' }],
  },
  {
    name: 'APPLICATION_COMMAND_INVALID_NAME: a space in a slash command name',
    error: formBody(treeAt([3, 'name'], 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid')),
    sent: [...chatCommands(3), { name: 'hello world', description: 'Hi' }],
    expect: [{ place: '/hello world › name', command: 'hello world', rule: 'name-format', code: 'APPLICATION_COMMAND_INVALID_NAME' }],
  },
  {
    name: 'APPLICATION_COMMANDS_DUPLICATE_NAME: two commands named alike (the library\'s `7[...]` line)',
    error: formBody(treeAt([2], 'APPLICATION_COMMANDS_DUPLICATE_NAME', 'Application command names must be unique')),
    sent: [{ name: 'ping', description: 'A' }, { name: 'pong', description: 'B' }, { name: 'ping', description: 'C' }],
    expect: [{ place: '/ping', command: 'ping', rule: 'unique-command-name', code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' }],
  },
  {
    name: 'APPLICATION_COMMANDS_DUPLICATE_NAME: two options named alike',
    error: formBody(treeAt(['options', 1, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', 'Application command names must be unique')),
    sent: { name: 'say', description: 'Say', options: [{ type: 3, name: 'text', description: 'A' }, { type: 3, name: 'text', description: 'B' }] },
    expect: [{ place: '/say › option "text" › name', command: 'say', option: 'text', rule: 'unique-option-name', code: 'APPLICATION_COMMANDS_DUPLICATE_NAME' }],
  },
  {
    name: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID: subcommands beside a basic option',
    error: formBody(treeAt(['options', 1], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Sub-command and sub-command group option types are mutually exclusive to all other types')),
    sent: { name: 'mod', description: 'Mod', options: [{ type: 1, name: 'ban', description: 'Ban' }, { type: 3, name: 'reason', description: 'Why' }] },
    expect: [{ place: '/mod › option "reason"', command: 'mod', option: 'reason', rule: 'subcommand-mix', code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID' }],
  },
  {
    name: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID: a subcommand inside a subcommand',
    error: formBody(treeAt(['options', 0, 'options', 0], 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Invalid option type')),
    sent: { name: 'mod', description: 'Mod', options: [{ type: 1, name: 'user', description: 'User', options: [{ type: 1, name: 'ban', description: 'Ban' }] }] },
    expect: [{ place: '/mod user ban', command: 'mod', option: 'ban', rule: 'option-nesting', code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID' }],
  },
  {
    name: 'APPLICATION_COMMAND_REQUIRED_INVALID: `required` on a subcommand',
    error: formBody(treeAt(['options', 0, 'required'], 'APPLICATION_COMMAND_REQUIRED_INVALID', 'Sub-command options cannot be required')),
    sent: { name: 'mod', description: 'Mod', options: [{ type: 1, name: 'ban', description: 'Ban', required: true }] },
    expect: [{ place: '/mod ban › required', command: 'mod', option: 'ban', rule: 'option-field-by-type', code: 'APPLICATION_COMMAND_REQUIRED_INVALID' }],
  },
  {
    name: 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION_INVALID: a USER command with a description',
    error: formBody(treeAt([0, 'description'], 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION_INVALID', 'Context menu commands cannot have description')),
    sent: [{ name: 'User Info', type: 2, description: 'Shows the user' }],
    expect: [{ place: 'user command "User Info" › description', command: 'User Info', rule: 'context-menu-description', code: 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION_INVALID' }],
  },
  {
    name: 'an edit of a permissions body: too many entries',
    error: formBody(treeAt(['permissions'], 'BASE_TYPE_MAX_LENGTH', 'Must be 100 or fewer in length.')),
    sent: { permissions: Array.from({ length: 101 }, (_, i) => ({ id: String(100000000000000000n + BigInt(i)), type: 1, permission: true })) },
    expect: [{ place: 'permissions', rule: 'permissions-count', code: 'BASE_TYPE_MAX_LENGTH' }],
  },
  {
    name: 'a permissions entry whose id is not a snowflake',
    error: formBody(treeAt(['permissions', 1, 'id'], 'NUMBER_TYPE_COERCE', 'Value "abc" is not snowflake.')),
    sent: { permissions: [{ id: '100000000000000000', type: 1, permission: true }, { id: 'abc', type: 2, permission: false }] },
    expect: [{ place: 'permissions › entry 1 (id abc) › id', rule: 'snowflake', code: 'NUMBER_TYPE_COERCE' }],
  },
];

function check(results: readonly Explanation[], expected: Case['expect'], withBody: boolean): void {
  expect(results.map((r) => r.code)).toEqual(expected.map((e) => e.code));
  results.forEach((result, i) => {
    const want = expected[i]!;
    expect(result.status).toBe('explained');
    expect(result.meaning).toBe(SERVICE_CODES[want.code]!.meaning);
    if (withBody) {
      expect(result.place).toBe(want.place);
      expect(result.command).toBe(want.command);
      expect(result.option).toBe(want.option);
      expect(result.diagnostics.map((d) => d.ruleId)).toContain(want.rule);
      // The rule found is one the code names: the match is by path and by code.
      expect(SERVICE_CODES[want.code]!.rules).toContain(result.diagnostics[0]!.ruleId);
    } else {
      expect(result.diagnostics).toEqual([]);
      expect(result.rules).toContain(want.rule);
      expect(result.command).toBeUndefined();
    }
  });
}

describe('explain: the examples of §11 and a body for every code of §9, in every form', () => {
  for (const testCase of [...SECTION_11, ...SECTION_9]) {
    for (const [form, input] of forms(testCase.error)) {
      it(`${testCase.name} (${form}, with the sent body)`, () => {
        check(explain(input, testCase.sent), testCase.expect, true);
      });
      it(`${testCase.name} (${form}, without the sent body)`, () => {
        check(explain(input), testCase.expect, false);
      });
    }
  }

  it('every code of §9 has a case above', () => {
    const covered = new Set([...SECTION_11, ...SECTION_9].flatMap((c) => c.expect.map((e) => e.code)));
    expect([...covered].sort()).toEqual(Object.keys(SERVICE_CODES).sort());
  });

  it('the table of codes names only rules of the catalog, and RULE_SERVICE_CODES is its inverse', () => {
    const ids = new Set(rules.map((r) => r.meta.id));
    for (const { rules: listed } of Object.values(SERVICE_CODES)) for (const id of listed) expect(ids.has(id), id).toBe(true);
    for (const [rule, codes] of RULE_SERVICE_CODES) for (const code of codes) expect(SERVICE_CODES[code]!.rules).toContain(rule);
  });
});

describe('explain: several leaves, and places that do not fit', () => {
  const sent = [
    { name: 'ping', description: 'Pong' },
    { name: 'mod', description: 'Mod', options: [{ type: 1, name: 'ban', description: 'Ban', options: [{ type: 6, name: 'member', description: '' }] }] },
  ];

  it('explains each leaf of one tree, in order', () => {
    const error = formBody({
      0: { name: leaf('APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid') },
      1: { options: { 0: { options: { 0: { description: leaf('BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.') } } } } },
    });
    const results = explain(error, sent);
    expect(results.map((r) => [r.place, r.status])).toEqual([
      ['/ping › name', 'gap'],
      ['/mod ban › option "member" › description', 'explained'],
    ]);
    expect(results[1]!.servicePath).toBe('1.options[0].options[0].description');
    expect(results[1]!.options).toEqual(['ban', 'member']);
  });

  it('a leaf cmdlint does not catch is a gap, and says where to report it with what', () => {
    const [result] = explain(formBody(treeAt([0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid')), sent);
    expect(result!.status).toBe('gap');
    expect(result!.place).toBe('/ping › name');
    expect(result!.remedy).toContain('gap in cmdlint');
    expect(result!.remedy).toContain(ISSUES_URL);
    expect(result!.remedy).toMatch(/smallest body/);
  });

  it('an index into an object (`options` sent as an object) is explained as far as it fits', () => {
    const body = { name: 'ping', description: 'Pong', options: { 1: { type: 3, name: 'a', description: '' } } };
    const [result] = explain(formBody(treeAt(['options', 1, 'description'], 'BASE_TYPE_BAD_LENGTH')), body);
    expect(result!.fitted).toBe(1);
    expect(result!.place).toBe('/ping › option 1 › description');
    expect(result!.diagnostics.map((d) => d.ruleId)).toEqual(['field-type']);
    expect(result!.status).toBe('explained');
  });

  it('an index past the end of the array, or into a string, is unplaced, never a crash', () => {
    const past = explain(formBody(treeAt([5, 'options', 0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME')), sent)[0]!;
    expect(past.status).toBe('unplaced');
    expect(past.fitted).toBe(0);
    expect(past.place).toBe('command 5 › option 0 › name');
    expect(past.remedy).toContain('2 items, so no item 5');
    const intoString = explain(formBody(treeAt([0, 'description', 3, 'x'], 'BASE_TYPE_REQUIRED')), sent)[0]!;
    expect(intoString.status).toBe('unplaced');
    expect(intoString.fitted).toBe(2);
    expect(intoString.remedy).toContain('a string here');
  });

  it('a body that is not what was sent at all (a number) explains nothing but still answers', () => {
    const [result] = explain(formBody(treeAt([0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME')), 42);
    expect(result!.status).toBe('explained'); // body-shape: the body is not a command
    expect(result!.diagnostics.map((d) => d.ruleId)).toEqual(['body-shape']);
  });
});

describe('explain: errors of the whole request (no tree)', () => {
  const entryPoint = { id: '1234567890123456789', name: 'Launch', type: 4, handler: 2 };
  it.each([
    ['50240 as JSON', { code: 50240, message: "You cannot remove this app's Entry Point command in a bulk update operation" }, '50240'],
    ['50240 as the library prints it', "DiscordAPIError[50240]: You cannot remove this app's Entry Point command in a bulk update operation\n    at handleErrors (index.js:1:1)", '50240'],
    ['50240 from its message alone', "error: You cannot remove this app's Entry Point command in a bulk update operation", '50240'],
    ['30034 as JSON', { code: 30034, message: 'Max number of daily application command creates has been reached (200)' }, '30034'],
    ['30034 in a Python log', 'discord.errors.HTTPException: 400 Bad Request (error code: 30034): Max number of daily application command creates has been reached (200)', '30034'],
    ['50109 as JSON text', '{"code": 50109, "message": "The request body contains invalid JSON."}', '50109'],
    ['429 as JSON', { message: 'You are being rate limited.', retry_after: 64.57, global: false }, '429'],
    ['429 with code 0', { message: 'You are being rate limited.', retry_after: 1.5, global: true, code: 0 }, '429'],
    ['429 in a log line', 'WARN 429 Too Many Requests on PUT /applications/1/commands, retry_after: 12.5', '429'],
  ])('%s', (_name, error, code) => {
    for (const sent of [undefined, [entryPoint]]) {
      const [result, ...rest] = explain(error, sent);
      expect(rest).toEqual([]);
      expect(result!.code).toBe(code);
      expect(result!.status).toBe('explained');
      expect(result!.place).toBe('the request');
      expect(result!.meaning).toContain(REQUEST_CODES[code]!.meaning);
      expect(result!.remedy).toBe(REQUEST_CODES[code]!.remedy);
    }
  });

  it('50240 with the sent array says whether it holds the entry point', () => {
    const error = { code: 50240, message: "You cannot remove this app's Entry Point command in a bulk update operation" };
    expect(explain(error, [{ name: 'ping', description: 'Pong' }])[0]!.meaning).toContain('has no PRIMARY_ENTRY_POINT command (type 4)');
    expect(explain(error, [{ name: 'Launch', type: 4, handler: 2 }])[0]!.meaning).toContain('without an `id`');
    expect(explain(error, [entryPoint])[0]!.meaning).toContain('with an `id`');
  });

  it('the seconds of a rate limit are given', () => {
    expect(explain({ message: 'You are being rate limited.', retry_after: 64.57, global: false })[0]!.meaning).toContain('64.57 seconds');
    expect(explain('429 Too Many Requests retry_after: 12.5')[0]!.meaning).toContain('12.5 seconds');
  });

  it('an Invalid Form Body without its tree, an unknown code and no error at all are not explained', () => {
    expect(explain('DiscordAPIError[50035]: Invalid Form Body')[0]!.status).toBe('unknown');
    expect(explain({ code: 10063, message: 'Unknown application command' })[0]).toMatchObject({ status: 'unknown', code: '10063' });
    expect(explain('the deploy went fine')[0]).toMatchObject({ status: 'unknown', code: '' });
    expect(explain(undefined)[0]!.status).toBe('unknown');
  });
});

describe('parseServiceError: the forms users paste', () => {
  it('the JSON body nested in a structured log record', () => {
    const record = { level: 50, time: 1, err: { type: 'DiscordAPIError', rawError: { code: 50035, message: 'Invalid Form Body', errors: treeAt([0, 'name'], 'APPLICATION_COMMAND_INVALID_NAME') } } };
    expect(parseServiceError(JSON.stringify(record)).leaves).toEqual([{ path: ['0', 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'the service refused this' }]);
  });

  it('a log record whose message holds the flattened lines (escaped newlines)', () => {
    const record = { level: 'error', msg: 'DiscordAPIError[50035]: Invalid Form Body\n5.options[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid' };
    expect(parseServiceError(`${JSON.stringify(record)}\n`).leaves).toEqual([{ path: ['5', 'options', '0', 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' }]);
  });

  it('locale keys with hyphens, and the Python library\'s `In` lines (no code)', () => {
    expect(parseServiceError('0.name_localizations.pt-BR[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid').leaves[0]!.path).toEqual(['0', 'name_localizations', 'pt-BR']);
    const python = parseServiceError('discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body\nIn 5.options.0.name: Command name is invalid');
    expect(python.code).toBe(50035);
    expect(python.leaves).toEqual([{ path: ['5', 'options', '0', 'name'], code: '', message: 'Command name is invalid' }]);
  });

  it('a leaf without a code is matched by its place alone', () => {
    const sent = { name: 'ping', description: 'Pong', options: [{ type: 3, name: 'Text', description: 'x' }] };
    const [result] = explain('In options.0.name: Command name is invalid', sent);
    expect(result).toMatchObject({ status: 'explained', code: '', place: '/ping › option "Text" › name' });
    expect(result!.diagnostics.map((d) => d.ruleId)).toEqual(['name-lowercase']);
  });
});
