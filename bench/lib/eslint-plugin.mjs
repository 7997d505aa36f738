// The ESLint plugin row (issue 23): `eslint` over a generated bot repository with the recommended
// configurations (@eslint/js's for JavaScript and TypeScript, @eslint/json's for JSON), with and
// without cmdlint's recommended configuration, whole processes in turns; the plugin's cost is the
// ratio of the two (target ≤ 1.1).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pairedRatio } from './measure.mjs';

const CATEGORIES = ['fun', 'moderation', 'utility', 'music', 'info'];
const OPTION_KINDS = ['String', 'Integer', 'Boolean', 'User', 'Channel', 'Role', 'Number'];

/** A command module as the discord.js guide writes it: a builder chain and an execute with some logic. */
function builderModule(i) {
  const options = [];
  for (let k = 0; k < 1 + (i % 5); k++) {
    const kind = OPTION_KINDS[(i + k) % OPTION_KINDS.length];
    const extra = kind === 'String' && k % 2 === 0 ? `.addChoices({ name: 'First', value: 'first' }, { name: 'Second', value: 'second' })` : kind === 'Integer' ? '.setMinValue(1).setMaxValue(100)' : '';
    options.push(`\t\t.add${kind}Option((option) => option.setName('option${k}').setDescription('Option ${k} of command ${i}')${k === 0 ? '.setRequired(true)' : ''}${extra})`);
  }
  return `const { SlashCommandBuilder, EmbedBuilder, PermissionFlagsBits } = require('discord.js');

const COOLDOWN_SECONDS = ${3 + (i % 7)};
const cooldowns = new Map();

function formatReply(user, values) {
	const lines = [];
	for (const [key, value] of Object.entries(values)) {
		if (value === null || value === undefined) continue;
		lines.push(\`\${key}: \${String(value)}\`);
	}
	return \`\${user.username} asked for:\\n\${lines.join('\\n')}\`;
}

module.exports = {
	cooldown: COOLDOWN_SECONDS,
	data: new SlashCommandBuilder()
		.setName('command${i}')
		.setDescription('Does the thing number ${i}')
${options.join('\n')}
		.setDefaultMemberPermissions(PermissionFlagsBits.SendMessages),
	async execute(interaction) {
		const last = cooldowns.get(interaction.user.id) ?? 0;
		if (Date.now() - last < COOLDOWN_SECONDS * 1000) {
			await interaction.reply({ content: 'Slow down!', ephemeral: true });
			return;
		}
		cooldowns.set(interaction.user.id, Date.now());
		const values = {};
		for (const option of interaction.options.data) values[option.name] = option.value;
		const embed = new EmbedBuilder().setTitle('command${i}').setDescription(formatReply(interaction.user, values));
		try {
			await interaction.reply({ embeds: [embed] });
		} catch (error) {
			console.error(error);
			await interaction.followUp({ content: 'Something went wrong.', ephemeral: true });
		}
	},
};
`;
}

/** A TypeScript command: an object literal that satisfies the API's type. */
function typedModule(i) {
  return `import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { ChatInputCommandInteraction } from 'discord.js';

interface Counter {
	readonly name: string;
	count: number;
}

const counters: Counter[] = [];

export const data = {
	name: 'typed${i}',
	description: 'A typed command number ${i}',
	options: [
		{ type: ApplicationCommandOptionType.String, name: 'query', description: 'What to look for', required: true, max_length: 100 },
		{ type: ApplicationCommandOptionType.Integer, name: 'limit', description: 'How many results', min_value: 1, max_value: 25 },
	],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export async function execute(interaction: ChatInputCommandInteraction): Promise<void> {
	const query = interaction.options.getString('query', true);
	const limit = interaction.options.getInteger('limit') ?? 5;
	let counter = counters.find((entry) => entry.name === query);
	if (!counter) {
		counter = { name: query, count: 0 };
		counters.push(counter);
	}
	counter.count += 1;
	const results = Array.from({ length: limit }, (_, k) => \`\${query} #\${k + 1}\`);
	await interaction.reply(results.join(', ') + \` (asked \${counter.count} times)\`);
}
`;
}

/** Code of a bot that has nothing to do with commands. */
function utilityModule(i) {
  const functions = [];
  for (let k = 0; k < 6; k++) {
    functions.push(`function helper${i}_${k}(items, predicate) {
	const kept = [];
	for (let index = 0; index < items.length; index++) {
		const item = items[index];
		if (typeof predicate === 'function' ? predicate(item, index) : Boolean(item)) kept.push(item);
		else if (item && typeof item === 'object' && 'fallback' in item) kept.push(item.fallback);
	}
	return kept.length > ${k} ? kept.slice(0, ${k + 10}) : kept;
}`);
  }
  return `const { setTimeout: wait } = require('node:timers/promises');

${functions.join('\n\n')}

async function retry(task, attempts = 3) {
	for (let attempt = 1; attempt <= attempts; attempt++) {
		try {
			return await task();
		} catch (error) {
			if (attempt === attempts) throw error;
			await wait(250 * attempt);
		}
	}
	return undefined;
}

module.exports = { retry, ${Array.from({ length: 6 }, (_, k) => `helper${i}_${k}`).join(', ')} };
`;
}

function eventModule(i) {
  return `const { Events } = require('discord.js');

module.exports = {
	name: Events.InteractionCreate,
	once: ${i % 2 === 0},
	async execute(interaction) {
		if (!interaction.isChatInputCommand()) return;
		const command = interaction.client.commands.get(interaction.commandName);
		if (!command) {
			console.error(\`No command matching \${interaction.commandName} was found.\`);
			return;
		}
		try {
			await command.execute(interaction);
		} catch (error) {
			console.error(error);
			const reply = { content: 'There was an error while executing this command!', ephemeral: true };
			if (interaction.replied || interaction.deferred) await interaction.followUp(reply);
			else await interaction.reply(reply);
		}
	},
};
`;
}

/** The deploy script: four valid commands and one with an uppercase name, the one problem of the bot (it proves the plugin ran). */
const DEPLOY = `const { REST, Routes } = require('discord.js');

const rest = new REST().setToken(process.env.TOKEN);

rest.put(Routes.applicationCommands(process.env.CLIENT_ID), {
	body: [
		{ name: 'ping', description: 'Replies with Pong!' },
		{ name: 'about', description: 'Tells about the bot', contexts: [0, 1, 2], integration_types: [0, 1] },
		{ type: 2, name: 'User Info' },
		{ type: 3, name: 'Quote Message' },
		{ name: 'Stats', description: 'Shows statistics' },
	],
});
`;

const GLOBALS = `{ require: 'readonly', module: 'writable', __dirname: 'readonly', console: 'readonly', process: 'readonly' }`;

/** The configuration without cmdlint (the floor) and with it (the subject): the same but one line. */
function config(withPlugin) {
  return `import js from '@eslint/js';
import json from '@eslint/json';
import tsParser from '@typescript-eslint/parser';
${withPlugin ? "import cmdlint from '@cmdlint/eslint-plugin';\n" : ''}
export default [
	{ files: ['**/*.js'], ...js.configs.recommended, languageOptions: { sourceType: 'commonjs', globals: ${GLOBALS} } },
	{ files: ['**/*.ts'], ...js.configs.recommended, languageOptions: { parser: tsParser, globals: ${GLOBALS} }, rules: { ...js.configs.recommended.rules, 'no-undef': 'off' } },
	{ files: ['**/*.json'], plugins: { json }, language: 'json/json', ...json.configs.recommended },
${withPlugin ? '\tcmdlint.configs.recommended,\n' : ''}];
`;
}

/** Writes the bot (about 100 files) and its two configurations under `dir`. */
function writeBot(dir) {
  rmSync(dir, { recursive: true, force: true });
  for (const category of CATEGORIES) mkdirSync(join(dir, 'commands', category), { recursive: true });
  for (const sub of ['typed', 'events', 'utils', 'data']) mkdirSync(join(dir, sub), { recursive: true });
  for (let i = 0; i < 50; i++) writeFileSync(join(dir, 'commands', CATEGORIES[i % CATEGORIES.length], `command${i}.js`), builderModule(i));
  for (let i = 0; i < 20; i++) writeFileSync(join(dir, 'typed', `typed${i}.ts`), typedModule(i));
  for (let i = 0; i < 10; i++) writeFileSync(join(dir, 'events', `event${i}.js`), eventModule(i));
  for (let i = 0; i < 15; i++) writeFileSync(join(dir, 'utils', `util${i}.js`), utilityModule(i));
  writeFileSync(join(dir, 'deploy-commands.js'), DEPLOY);
  const commands = Array.from({ length: 20 }, (_, i) => ({ name: `json${i}`, description: `A command from JSON, number ${i}`, options: [{ type: 3, name: 'text', description: 'Some text', required: true }] }));
  writeFileSync(join(dir, 'data', 'commands.json'), `${JSON.stringify(commands, null, 2)}\n`);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'bench-bot', private: true, dependencies: { 'discord.js': '^14.16.3' } }, null, 2)}\n`);
  writeFileSync(join(dir, 'eslint.floor.mjs'), config(false));
  writeFileSync(join(dir, 'eslint.cmdlint.mjs'), config(true));
}

export async function eslintPluginRows({ out, here, runs, node, median, ms, row, notYet, notes, log }) {
  const figure = '`eslint` over a bot repository (100 files), recommended configs + cmdlint\'s, CPU time';
  const floorName = 'the same `eslint` run without cmdlint, CPU time';
  const require = createRequire(join(here, 'package.json'));
  let bin;
  try {
    bin = join(require.resolve('eslint/package.json').slice(0, -'package.json'.length), 'bin', 'eslint.js');
    require.resolve('@cmdlint/eslint-plugin');
  } catch (error) {
    notYet(figure, floorName, 1.1);
    notes.push(`ESLint plugin row: not yet (${error.message.split('\n')[0]}).`);
    return;
  }
  const dir = join(out, 'eslint-bot');
  writeBot(dir);
  // The bench's copy of the bot lives under bench/out, where bench/node_modules resolves its imports.
  const options = { cwd: dir };
  const args = (configFile) => [bin, '--config', configFile, '--format', 'json', '.'];
  log('eslint over a bot repository, without and with cmdlint');
  const report = join(tmpdir(), `cmdlint-bench-cpu-${process.pid}.txt`);
  const hook = new URL('./cpu-hook.cjs', import.meta.url).pathname;
  const cpu = { floor: [], subject: [] };
  const runOnce = (kind, configFile) => {
    rmSync(report, { force: true });
    const started = performance.now();
    const result = spawnSync(node, ['--require', hook, ...args(configFile)], { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CMDLINT_BENCH_CPU: report } });
    const wall = performance.now() - started;
    cpu[kind].push(Number(readFileSync(report, 'utf8')) / 1000);
    return { wall, result };
  };
  // One of each to warm the file system's caches, then turns.
  runOnce('floor', 'eslint.floor.mjs');
  const sample = runOnce('subject', 'eslint.cmdlint.mjs').result;
  cpu.floor.length = 0;
  cpu.subject.length = 0;
  const walls = { floor: [], subject: [] };
  const statuses = new Set([sample.status]);
  for (let i = 0; i < runs; i++) {
    walls.floor.push(runOnce('floor', 'eslint.floor.mjs').wall);
    const { wall, result } = runOnce('subject', 'eslint.cmdlint.mjs');
    walls.subject.push(wall);
    statuses.add(result.status);
  }
  rmSync(report, { force: true });
  const r = { floor: median(cpu.floor), subject: median(cpu.subject), ratio: pairedRatio(cpu.floor, cpu.subject), statuses: [...statuses], sample };
  notes.push(`ESLint plugin row: CPU time; the wall times of the same runs were ${ms(median(walls.subject))} with cmdlint and ${ms(median(walls.floor))} without (${(median(walls.subject) / median(walls.floor)).toFixed(2)}).`);
  let problems = [];
  try {
    problems = JSON.parse(r.sample.stdout).flatMap((result) => result.messages.map((message) => `${message.ruleId} ${result.filePath.slice(dir.length + 1)}:${message.line}`));
  } catch {
    notes.push('ESLint plugin row: the output of eslint did not parse.');
  }
  const cmdlint = problems.filter((problem) => problem.startsWith('cmdlint/'));
  const expected = 'cmdlint/name-lowercase deploy-commands.js:11';
  const found = `${cmdlint.length} cmdlint problem${cmdlint.length === 1 ? '' : 's'} (1 planted)`;
  row(figure, { subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, target: 1.1, found, extraMet: cmdlint.length === 1 && cmdlint[0] === expected });
  if (cmdlint.length !== 1 || cmdlint[0] !== expected) notes.push(`ESLint plugin row: expected only ${expected}, got ${cmdlint.join('; ') || 'nothing'}.`);
  notes.push(`ESLint plugin row: ${problems.length - cmdlint.length} problems from @eslint/js and @eslint/json in both runs; the bot is written to bench/out/eslint-bot/.`);
  if (r.statuses.some((status) => status !== 0 && status !== 1)) notes.push(`ESLint plugin row: eslint exited ${r.statuses.join(', ')} (${r.sample.stderr.slice(0, 200)}).`);
}
