const { CommandInteraction, Client } = require("discord.js");

module.exports = {
    name: "warn",
    description: "warn a member",
    options: [
        { name: "reason", description: "why", type: "STRING" },
        { name: "member", description: "who", type: "USER", required: true },
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