// The scope walk's shortcuts (src/walk-shortcuts.ts: the finder visits only the types it looks at,
// identifiers are noted as their parent meets them): every file of the source corpus, and shapes
// where an identifier's parent decides what it is (members, keys, patterns, defaults, labels,
// exports, classes) and where the finder looks at each of its types, are read with them and the
// plain way, and must give the same documents.
import { WALK_SHORTCUTS } from '../src/walk-shortcuts.js';
import { describeBothWays } from './both-ways.js';

const HEAD = "import { SlashCommandBuilder, REST, Routes } from 'discord.js';\n";
const COMMAND = "new SlashCommandBuilder().setName('ping').setDescription('Pings')";

/** Each shape holds a command (both-ways.ts checks it): a shape that found nothing could not tell the two ways apart. */
const SHAPES: Record<string, string> = {
  'identifiers as members, computed members, keys, shorthands and computed keys': `${HEAD}const NAME = 'ping';\nconst key = 'description';\nconst base = { name: NAME, [key]: 'Pings' };\nconst data = { ...base, NAME };\nconst other = data[key];\nnew REST().put(Routes.applicationCommands('1'), { body: [{ name: base.name, description: other, type: 1 }] });\n`,
  'identifiers in patterns, defaults and assignment targets': `${HEAD}const { a = 'x', b: [c] = [], ...rest } = {};\nlet d;\n({ d = c } = rest);\n[d] = [a];\nfor (d in rest) {}\nfor (const e of [a]) d = e;\nd++;\nconst NAME = 'ping';\nexport const data = new SlashCommandBuilder().setName(NAME).setDescription(d);\nexport const more = ${COMMAND};\n`,
  'labels, exports, classes and functions by name': `${HEAD}const data = ${COMMAND};\nouter: for (const x of []) { if (x) continue outer; break outer; }\nclass Base {}\nclass Ping extends Base { data = data; [data.name] = 1; static go() { return data; } }\nfunction make(option = data) { return option; }\nexport { data, data as alias, make };\nexport const more = ${COMMAND};\n`,
  'var hoisted out of blocks, and a name shadowed in a block': `${HEAD}var NAME = 'ping';\nif (true) { var DESCRIPTION = 'Pings'; }\n{ const NAME = 'shadow'; }\nconst data = new SlashCommandBuilder().setName(NAME).setDescription(DESCRIPTION);\nmodule.exports = { data };\n`,
  'each type the finder looks at: requests, typed values, JSDoc, registries, builders': `import type { RESTPostAPIApplicationCommandsJSONBody as Body } from 'discord-api-types/v10';\n${HEAD}const typed: Body = { name: 'a', description: 'A' };\nconst cast = { name: 'b', description: 'B' } as Body;\nconst checked = { name: 'c', description: 'C' } satisfies Body;\n/** @type {import('discord.js').ApplicationCommandData} */\nexport const doc = { name: 'd', description: 'D' };\nclient.application.commands.set([{ name: 'e', description: 'E' }]);\nregistry.registerChatInputCommand((builder) => builder.setName('f').setDescription('F'));\nfetch('https://discord.com/api/v10/applications/1/commands', { method: 'PUT', body: JSON.stringify([typed, cast, checked]) });\nexport const data = ${COMMAND};\n`,
  // The walk meets the declarator before the expression inside it: in source order, the declarator is read first and owns the object.
  'a value typed twice, as the API takes it and as discord.js does': `import type { ApplicationCommandData } from 'discord.js';\nimport type { RESTPostAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';\nexport const both: RESTPostAPIApplicationCommandsJSONBody = { name: 'both', description: 'Both', dmPermission: false } satisfies ApplicationCommandData;\n`,
};

describeBothWays('the walk shortcuts change no document', WALK_SHORTCUTS, SHAPES);
