// The examples menu's code: one text of each layout the CLI reads in a bot's source
// (docs/javascript.md), each with mistakes the service rejects.

export interface CodeExample {
  readonly rule: string;
  readonly n: number;
  readonly label: string;
  readonly text: string;
}

const BUILDER_CHAIN = `// A command module as the discord.js guide writes it: the builders accept every mistake below.
const { SlashCommandBuilder, PermissionFlagsBits } = require('discord.js');

module.exports = {
  data: new SlashCommandBuilder()
    .setName('Ban')
    .setDescription('Ban a member from the server')
    .setDefaultMemberPermissions(PermissionFlagsBits.BanMembers)
    .addStringOption((option) => option.setName('reason').setDescription('Why'))
    .addUserOption((option) => option.setName('target').setDescription('Who to ban').setRequired(true)),
  async execute(interaction) {
    await interaction.reply('Banned.');
  },
};
`;

const DEPLOY_SCRIPT = `// A deploy script: the bodies, written as objects, sent with rest.put.
const { REST, Routes } = require('discord.js');

const commands = [
  { name: 'ping', description: 'Replies with Pong!' },
  {
    name: 'echo',
    description: 'Says it back',
    options: [{ type: 3, name: 'text', description: 'What to say', choices: [{ name: 'Hi', value: 'hi' }], autocomplete: true }],
  },
  { name: 'roll', description: 'Rolls a die', options: [{ type: 4, name: 'sides', description: 'How many sides', min_value: '2' }] },
  { name: 'ping', description: 'A second ping' },
];

const rest = new REST().setToken(process.env.TOKEN);
rest.put(Routes.applicationCommands(process.env.CLIENT_ID), { body: commands });
`;

const TYPED_LITERAL = `// A typed literal: the type says it is a command body, wherever it is sent.
import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { t } from './i18n';

export const remind = {
  name: 'remind',
  description: t('remind.description'), // from a translation file: never judged
  options: [
    { type: ApplicationCommandOptionType.Integer, name: 'minutes', description: 'In how many minutes', min_value: 60, max_value: 5 },
    { type: ApplicationCommandOptionType.String, name: 'text', description: 'What to remind you of', name_localizations: { pt_BR: 'texto' } },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;
`;

export const CODE_EXAMPLES: readonly CodeExample[] = [
  { rule: 'code', n: 1, label: 'builder chain (JavaScript)', text: BUILDER_CHAIN },
  { rule: 'code', n: 2, label: 'deploy script (JavaScript)', text: DEPLOY_SCRIPT },
  { rule: 'code', n: 3, label: 'typed literal (TypeScript)', text: TYPED_LITERAL },
];
