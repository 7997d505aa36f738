// A discord.js command module as the guide teaches it: discord.js's builders accept every mistake
// below; the service rejects the command when the bot registers it.
const { SlashCommandBuilder, PermissionFlagsBits } = require('discord.js');

module.exports = {
  data: new SlashCommandBuilder()
    .setName('Ban')
    .setDescription('Ban a member from the server')
    .setDefaultMemberPermissions(PermissionFlagsBits.BanMembers)
    .addStringOption((option) => option.setName('reason').setDescription('Why'))
    .addUserOption((option) => option.setName('target').setDescription('Who to ban').setRequired(true))
    .setDMPermission(false),
  async execute(interaction) {
    await interaction.reply('Banned.');
  },
};
