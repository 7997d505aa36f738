// The cases of the table tests: the examples of api-facts §11 and a body for every code of §9,
// each with the body that was sent and what explain must say. Used by the core's tests and by
// the CLI's (test/cli/explain.test.ts).
import { formBody, leaf, treeAt, type ErrorBody } from './forms.js';

export interface Case {
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
export const SECTION_11: readonly Case[] = [
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
export const SECTION_9: readonly Case[] = [
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

