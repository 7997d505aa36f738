const { SlashCommandBuilder } = require('discord.js');

module.exports = {
	data: new SlashCommandBuilder()
		.setName('latency')
		.setDescription('Replies with Pong!')
		.addIntegerOption(option => option.setName('samples').setDescription('How many pings to average.').setMinValue(10).setMaxValue(1)),
	async execute(interaction) {
		await interaction.reply('Pong!');
	},
};
