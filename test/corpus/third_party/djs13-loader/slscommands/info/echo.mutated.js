const { CommandInteraction, Client } = require("discord.js");

module.exports = {
    name: "echo",
    description: "say something",
    options: [
        { name: "text", description: "what to say", type: "STRING", required: true },
        { name: "channel", description: "where", type: "CHANNEL", channelTypes: ["GUILD_TEXT", "GUILD_NEWS"] },
        { name: "times", description: "how often", type: "INTEGER", minValue: 1, maxValue: 5 },
    ],
    aliases: ['p'],
    permissions : ["ADMINISTRATOR"],
    /**
     *
     * @param {Client} client
     * @param {CommandInteraction} interaction
     * @param {String[]} args
     */
    run: async (client, interaction, args) => {
        interaction.followUp({ content: `${client.ws.ping} ws ping` })
    },
};