const { CommandInteraction, Client } = require("discord.js");

module.exports = {
    name: "about",
    description: "show what this bot is, who made it, where its code lives, how to invite it and how to reach its support server",
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