import { registeredOf, slash } from '../plan/helpers.js';
import { testPlanRule } from '../plan/plan-rule-tester.js';

const reason = { type: 3, name: 'reason', description: 'Why' };

testPlanRule('perpetual-difference', {
  valid: [
    { name: 'required left out', local: [slash('ban', { options: [reason] })], registered: [] },
    { name: 'required: true', local: [slash('ban', { options: [{ ...reason, required: true }] })], registered: [] },
    { name: 'a localization equal to the default is left to localization-equals-default', local: [slash('ban', { name_localizations: { de: 'ban' } })], registered: [] },
    { name: 'dm_permission on a guild command is left to guild-ignored-field', local: [slash('ban', { dm_permission: false })], registered: [], options: { scope: 'guild' } },
    { name: 'dm_permission on a global command is kept by the service', local: [slash('ban', { dm_permission: false })], registered: [] },
    {
      // JSON.stringify of builders' toJSON: `options` everywhere, `required` on every value option.
      name: 'required: false a builder wrote (a dumped builder body)',
      local: [[{ options: [{ type: 3, name: 'r', description: 'R', required: false }, { type: 1, name: 'x', description: 'X', options: [{ name: 'u', description: 'U', required: true, type: 6 }] }], name: 'ban', description: 'Ban', type: 1 }, { options: [], name: 'ping', description: 'P', type: 1 }]],
      registered: [],
    },
  ],
  invalid: [
    {
      name: 'required: false, also deep in a subcommand',
      // Written by hand: another option leaves `required` out, so this is no builder's output.
      local: [slash('mod', { options: [{ type: 1, name: 'ban', description: 'Ban', options: [{ ...reason, required: false }, { type: 6, name: 'user', description: 'Who' }] }] })],
      registered: [registeredOf(slash('mod', { options: [{ type: 1, name: 'ban', description: 'Ban', options: [reason, { type: 6, name: 'user', description: 'Who' }] }] }))],
      errors: [{ body: 0, path: ['options', 0, 'options', 0, 'required'], message: 'The option "reason" of command /mod: "required": false is the default, and the service returns the option without "required": a comparison of the file with the list differs on every deploy. Remove "required": false.' }],
    },
    {
      name: 'a localization equal to the default, when localization-equals-default is off',
      local: [[slash('ban', { options: [{ ...reason, description_localizations: { fr: 'Why' } }] })]],
      registered: [],
      options: { rules: { 'localization-equals-default': 'off' } },
      errors: [{ body: 0, path: [0, 'options', 0, 'description_localizations', 'fr'], message: ['description_localizations.fr is "Why"', 'service drops', 'Remove the fr entry'] }],
    },
    {
      name: 'dm_permission on a guild command, when guild-ignored-field is off',
      local: [slash('ban', { dm_permission: false })],
      registered: [],
      options: { scope: 'guild', rules: { 'guild-ignored-field': 'off' } },
      errors: [{ body: 0, path: ['dm_permission'], message: ['guild command', 'without dm_permission', 'Remove "dm_permission"'] }],
    },
  ],
});
