const { SlashCommandBuilder } = require('discord.js');

module.exports = {
	data: new SlashCommandBuilder()
		.setName('server-report')
		.setDescription('Provides information about the server.')
		.addStringOption(option => option.setName('field1').setDescription('Field 1 of the report.'))
		.addStringOption(option => option.setName('field2').setDescription('Field 2 of the report.'))
		.addStringOption(option => option.setName('field3').setDescription('Field 3 of the report.'))
		.addStringOption(option => option.setName('field4').setDescription('Field 4 of the report.'))
		.addStringOption(option => option.setName('field5').setDescription('Field 5 of the report.'))
		.addStringOption(option => option.setName('field6').setDescription('Field 6 of the report.'))
		.addStringOption(option => option.setName('field7').setDescription('Field 7 of the report.'))
		.addStringOption(option => option.setName('field8').setDescription('Field 8 of the report.'))
		.addStringOption(option => option.setName('field9').setDescription('Field 9 of the report.'))
		.addStringOption(option => option.setName('field10').setDescription('Field 10 of the report.'))
		.addStringOption(option => option.setName('field11').setDescription('Field 11 of the report.'))
		.addStringOption(option => option.setName('field12').setDescription('Field 12 of the report.'))
		.addStringOption(option => option.setName('field13').setDescription('Field 13 of the report.'))
		.addStringOption(option => option.setName('field14').setDescription('Field 14 of the report.'))
		.addStringOption(option => option.setName('field15').setDescription('Field 15 of the report.'))
		.addStringOption(option => option.setName('field16').setDescription('Field 16 of the report.'))
		.addStringOption(option => option.setName('field17').setDescription('Field 17 of the report.'))
		.addStringOption(option => option.setName('field18').setDescription('Field 18 of the report.'))
		.addStringOption(option => option.setName('field19').setDescription('Field 19 of the report.'))
		.addStringOption(option => option.setName('field20').setDescription('Field 20 of the report.'))
		.addStringOption(option => option.setName('field21').setDescription('Field 21 of the report.'))
		.addStringOption(option => option.setName('field22').setDescription('Field 22 of the report.'))
		.addStringOption(option => option.setName('field23').setDescription('Field 23 of the report.'))
		.addStringOption(option => option.setName('field24').setDescription('Field 24 of the report.'))
		.addStringOption(option => option.setName('field25').setDescription('Field 25 of the report.'))
		.addStringOption(option => option.setName('field26').setDescription('Field 26 of the report.')),
	async execute(interaction) {
		await interaction.reply(`This server is ${interaction.guild.name} and has ${interaction.guild.memberCount} members.`);
	},
};
