// hikari-lightbulb 3 groups as lightbulb/commands/groups.py builds them: `Group(name, description)`,
// `group.subgroup(...)`, classes registered with `@group.register` or `group.register(Cls)`, members
// in the order they are added (a second of one name in the first one's place), each sent as a
// subcommand (name, description, options) or a subgroup; what is not known leaves the group unjudged.
import { describe, expect, it } from 'vitest';
import { commandsOf, commandsWith, findings, read } from './read.js';

const HEAD = 'import hikari\nimport lightbulb\n\nloader = lightbulb.Loader()\n\n';

describe('lightbulb 3 groups: the body sent', () => {
  it('subcommands and a subgroup in the order they are added; a subcommand sends only name, description and options', async () => {
    const source = `settings = lightbulb.Group("settings", "Bot settings", nsfw=True)
roles = settings.subgroup("roles", "Role settings")

@roles.register
class RoleAdd(lightbulb.SlashCommand, name="add", description="Add a role", nsfw=True):
    role = lightbulb.role("role", "The role")

@settings.register()
class Show(lightbulb.SlashCommand, name="show", description="Show the settings"):
    pass

class Reset(lightbulb.SlashCommand, name="reset", description="Reset them"):
    loud = lightbulb.boolean("loud", "Say it", default=False)

settings.register(Reset)
loader.command(settings)
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      {
        name: 'settings',
        type: 1,
        description: 'Bot settings',
        nsfw: true,
        options: [
          { name: 'roles', type: 2, description: 'Role settings', options: [{ name: 'add', type: 1, description: 'Add a role', options: [{ name: 'role', description: 'The role', type: 8, required: true }] }] },
          { name: 'show', type: 1, description: 'Show the settings', options: [] },
          { name: 'reset', type: 1, description: 'Reset them', options: [{ name: 'loud', description: 'Say it', type: 5, required: false }] },
        ],
      },
    ]);
    // Other modules may register to the group: its options are open.
    const document = await read(HEAD + source);
    expect(document.bodies[0]!.lowered.places.get('options')?.open).toBe(true);
  });

  it('a second class of one name takes the first one\'s place', async () => {
    const source = `group = lightbulb.Group("tag", "Tags")

@group.register
class Old(lightbulb.SlashCommand, name="add", description="Old"):
    pass

@group.register
class Other(lightbulb.SlashCommand, name="list", description="List"):
    pass

@group.register
class New(lightbulb.SlashCommand, name="add", description="New"):
    pass
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([{ name: 'tag', options: [{ name: 'add', description: 'New' }, { name: 'list' }] }]);
  });

  it('mistakes at their line: a group name with a capital, required after optional in a subcommand', async () => {
    const source = `group = lightbulb.Group("Tag", "Tags")

@group.register
class Add(lightbulb.SlashCommand, name="add", description="Add a tag"):
    note = lightbulb.string("note", "A note", default=None)
    text = lightbulb.string("text", "The text")
`;
    const found = await findings(HEAD + source);
    expect(found.map((finding) => [finding.rule, finding.line])).toEqual(expect.arrayContaining([['name-lowercase', 6], ['required-before-optional', 11]]));
  });
});

describe('lightbulb 3 groups: what is not known is not judged', () => {
  it('a group from another module, a client not seen, a name not known, a registered class not seen', async () => {
    const imported = `from .groups import admin

@admin.register
class Ban(lightbulb.SlashCommand, name="Ban", description="Ban"):
    pass
`;
    expect(await commandsOf(HEAD + imported)).toEqual([]);
    // A member not known: the group is still sent, with its subcommands unknown (none judged, a plan leaves it out).
    const notKnown = `from .names import NAME
group = lightbulb.Group("tag", "Tags")

@group.register
class Add(lightbulb.SlashCommand, name=NAME, description="Add"):
    pass

@group.register
class List(lightbulb.SlashCommand, name="List", description="List"):
    pass
`;
    expect(await commandsWith(HEAD + notKnown)).toEqual([{ value: { name: 'tag', type: 1, description: 'Tags' }, unknown: { '': ['options'] } }]);
    expect(await findings(HEAD + notKnown)).toEqual([]);
    const elsewhere = `from .commands import Add
group = lightbulb.Group("tag", "Tags")
group.register(Add)

@group.register
class List(lightbulb.SlashCommand, name="List", description="List"):
    pass
`;
    expect(await commandsWith(HEAD + elsewhere)).toEqual([{ value: { name: 'tag', type: 1, description: 'Tags' }, unknown: { '': ['options'] } }]);
    expect(await findings(HEAD + elsewhere)).toEqual([]);
  });

  // A group whose subcommands other modules register (`from . import close`, whose `@ticket.register` runs at import).
  const groupsWithoutMembers: { name: string; source: string; commands: unknown[] }[] = [
    { name: 'handed to the loader', source: 'ticket = lightbulb.Group("ticket", "Ticket system commands")\n\nfrom . import close\n\nloader.command(ticket)\n', commands: ['ticket'] },
    { name: 'handed to a client', source: 'bot = hikari.GatewayBot("t")\nclient = lightbulb.client_from_app(bot)\nticket = lightbulb.Group("ticket", "Tickets")\nclient.register(ticket)\n', commands: ['ticket'] },
    { name: 'bound at the end, for another module to import and send', source: 'ticket = lightbulb.Group("ticket", "Tickets")\n', commands: ['ticket'] },
    { name: 'rebound before use: only the group bound is sent', source: 'ticket = lightbulb.Group("ticket", "Old")\nticket = lightbulb.Group("ticket", "Tickets")\nloader.command(ticket)\n', commands: ['ticket'] },
    { name: 'an empty subgroup of a group with a member', source: 'ticket = lightbulb.Group("ticket", "Tickets")\nadmin = ticket.subgroup("admin", "Admin")\n\n@ticket.register\nclass Open(lightbulb.SlashCommand, name="open", description="Open"):\n    pass\n', commands: ['ticket'] },
  ];
  it.each(groupsWithoutMembers)('a group with no member in the file is a command with unknown subcommands: $name', async ({ source, commands }) => {
    const read = await commandsWith(HEAD + source);
    expect(read.map((command) => (command.value as { name: string }).name)).toEqual(commands);
    for (const command of read) expect(JSON.stringify(command.unknown)).toContain('options');
    expect(await findings(HEAD + source)).toEqual([]);
  });

  it('a group with no member keeps its own name and description judged', async () => {
    expect((await findings(`${HEAD}ticket = lightbulb.Group("Ticket", "Tickets")\nloader.command(ticket)\n`)).map((finding) => finding.rule)).toEqual(['name-lowercase']);
  });

  it('localized groups and subcommands are keys a provider translates', async () => {
    const source = `group = lightbulb.Group("tag.name", "tag.description", localize=True)

@group.register
class Add(lightbulb.SlashCommand, name="tag.add", description="Add", localize=True):
    pass
`;
    expect(await findings(HEAD + source)).toEqual([]);
  });

  it('a class registered on a client the file makes is a command of its own', async () => {
    const source = `bot = hikari.GatewayBot("token")
client = lightbulb.client_from_app(bot)

@client.register()
class Ping(lightbulb.SlashCommand, name="ping", description="Pong"):
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([{ name: 'ping', type: 1, description: 'Pong', options: [] }]);
  });
});
