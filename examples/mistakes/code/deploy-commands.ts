// A deploy script that sends its commands as the API's JSON bodies, typed with discord-api-types.
import { REST, Routes, ApplicationCommandOptionType, type RESTPutAPIApplicationCommandsJSONBody } from 'discord.js';
import { t } from './i18n';

const commands: RESTPutAPIApplicationCommandsJSONBody = [
  {
    name: 'remind',
    description: t('remind.description'), // from a translation file: not judged
    options: [
      { type: ApplicationCommandOptionType.Integer, name: 'minutes', description: 'In how many minutes', min_value: 60, max_value: 5 },
      { type: ApplicationCommandOptionType.String, name: 'text', description: 'What to remind you of', name_localizations: { pt_BR: 'texto' } },
    ],
  },
];

const rest = new REST().setToken(process.env.TOKEN!);
await rest.put(Routes.applicationCommands(process.env.CLIENT_ID!), { body: commands });
