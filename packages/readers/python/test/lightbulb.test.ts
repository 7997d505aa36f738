// hikari-lightbulb as python-facts.md 3.6 describes it: version 2's decorator stacks (options
// added bottom-up, required first), its groups and the child it drops, prefix commands left out;
// version 3's classes (declaration order, not sorted).
import { describe, expect, it } from 'vitest';
import { commandsOf, findings, read } from './read.js';

const HEAD = 'import hikari\nimport lightbulb\n\nplugin = lightbulb.Plugin("fun")\n\n';

describe('lightbulb 2: decorator stacks', () => {
  it('options added bottom-up, then required first', async () => {
    const source = `@plugin.command
@lightbulb.option("note", "A note", default="")
@lightbulb.option("quantity", "How many to buy", type=int, default=1)
@lightbulb.option("item", "What to buy", choices=["apple", "pear"])
@lightbulb.command("buy", "Buy an item from the shop")
@lightbulb.implements(lightbulb.SlashCommand)
async def buy(ctx: lightbulb.SlashContext) -> None:
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      {
        name: 'buy',
        type: 1,
        description: 'Buy an item from the shop',
        options: [
          { name: 'item', description: 'What to buy', type: 3, required: true, choices: [{ name: 'apple', value: 'apple' }, { name: 'pear', value: 'pear' }] },
          { name: 'quantity', description: 'How many to buy', type: 4, required: false },
          { name: 'note', description: 'A note', type: 3, required: false },
        ],
      },
    ]);
  });

  it('a group with a subcommand and a subgroup; a child implementing SlashCommand is dropped', async () => {
    const source = `@plugin.command
@lightbulb.command("info", "Get info")
@lightbulb.implements(lightbulb.SlashCommandGroup)
async def info(ctx):
    pass

@info.child
@lightbulb.option("user", "Who", type=hikari.User)
@lightbulb.command("user", "Get info on a user")
@lightbulb.implements(lightbulb.SlashSubCommand)
async def info_user(ctx):
    pass

@info.child
@lightbulb.command("Dropped Child", "lightbulb drops me")
@lightbulb.implements(lightbulb.SlashCommand)
async def dropped(ctx):
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      { name: 'info', type: 1, description: 'Get info', options: [{ name: 'user', type: 1, description: 'Get info on a user', options: [{ name: 'user', description: 'Who', type: 6, required: true }] }] },
    ]);
  });

  it('a SlashSubGroup sends its description (2.3.5 as_option): no required-field, and the body carries it', async () => {
    const source = `@plugin.command
@lightbulb.command("youtube", "YouTube commands.")
@lightbulb.implements(lightbulb.SlashCommandGroup)
async def youtube(ctx):
    pass

@youtube.child
@lightbulb.command("video", "YouTube video commands.")
@lightbulb.implements(lightbulb.SlashSubGroup)
async def youtube_video(ctx):
    pass

@youtube_video.child
@lightbulb.command("link", "Link a video.")
@lightbulb.implements(lightbulb.SlashSubCommand)
async def youtube_video_link(ctx):
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      { name: 'youtube', type: 1, description: 'YouTube commands.', options: [{ name: 'video', type: 2, description: 'YouTube video commands.', options: [{ name: 'link', type: 1, description: 'Link a video.', options: [] }] }] },
    ]);
    expect(await findings(HEAD + source)).toEqual([]);
  });

  it('a SlashSubGroup with an over-long description is reported at its literal', async () => {
    const source = `@plugin.command\n@lightbulb.command("yt", "YouTube")\n@lightbulb.implements(lightbulb.SlashCommandGroup)\nasync def yt(ctx):\n    pass\n\n@yt.child\n@lightbulb.command("video", "${'x'.repeat(101)}")\n@lightbulb.implements(lightbulb.SlashSubGroup)\nasync def yt_video(ctx):\n    pass\n\n@yt_video.child\n@lightbulb.command("link", "Link")\n@lightbulb.implements(lightbulb.SlashSubCommand)\nasync def yt_video_link(ctx):\n    pass\n`;
    expect((await findings(HEAD + source)).map((f) => `${f.rule}:${f.line}`)).toEqual(['description-length:13']);
  });

  it('a prefix command alone is no application command', async () => {
    const source = `@plugin.command()\n@lightbulb.option("text", "Text to repeat", modifier=lightbulb.OptionModifier.CONSUME_REST)\n@lightbulb.command("Echo", "Repeats the user's input")\n@lightbulb.implements(lightbulb.PrefixCommand)\nasync def echo(ctx):\n    pass\n`;
    expect(await commandsOf(HEAD + source)).toEqual([]);
  });

  it('an uppercase command name is reported at its literal', async () => {
    const found = await findings(`${HEAD}@plugin.command\n@lightbulb.command("Ping", "Pong")\n@lightbulb.implements(lightbulb.PrefixCommand, lightbulb.SlashCommand)\nasync def ping(ctx):\n    pass\n`);
    expect(found.filter((f) => f.severity === 'error')).toEqual([{ rule: 'name-lowercase', line: 7, severity: 'error' }]);
  });
});

describe('lightbulb 3: classes', () => {
  it('options as attributes in declaration order, not sorted: required after optional is reported', async () => {
    const source = `loader = lightbulb.Loader()

@loader.command
class Greet(lightbulb.SlashCommand, name="greet", description="Greet someone"):
    loud = lightbulb.boolean("loud", "Shout it", default=False)
    user = lightbulb.user("user", "Who to greet")

    @lightbulb.invoke
    async def invoke(self, ctx: lightbulb.Context) -> None:
        pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      {
        name: 'greet',
        type: 1,
        description: 'Greet someone',
        options: [
          { name: 'loud', description: 'Shout it', type: 5, required: false },
          { name: 'user', description: 'Who to greet', type: 6, required: true },
        ],
      },
    ]);
    const found = await findings(HEAD + source);
    expect(found.filter((f) => f.severity === 'error').map((f) => [f.rule, f.line])).toEqual([['required-before-optional', 11]]);
  });

  it('user and message commands; a class registered to a group is read in the group, not alone', async () => {
    const source = `group = lightbulb.Group("tags", "Tags")

@group.register
class Add(lightbulb.SlashCommand, name="Add", description="Add"):
    pass

class Avatar(lightbulb.UserCommand, name="Avatar"):
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      { name: 'Avatar', type: 2 },
      { name: 'tags', type: 1, description: 'Tags', options: [{ name: 'Add', type: 1, description: 'Add', options: [] }] },
    ]);
  });

  it('an option built by a helper leaves the list open', async () => {
    const source = `class Ban(lightbulb.SlashCommand, name="ban", description="Ban"):
    reason = lightbulb.string("reason", "Why", default=None)
    user = make_user_option()
`;
    const found = await findings(HEAD + source);
    expect(found.filter((f) => f.severity === 'error')).toEqual([]);
  });
});

describe('lightbulb 2: guilds=(...) of literals are the guilds a command is registered in', () => {
  const command = (guilds: string): string => `${HEAD}@plugin.command\n@lightbulb.command("report", "Report", guilds=${guilds})\n@lightbulb.implements(lightbulb.SlashCommand)\nasync def report(ctx: lightbulb.SlashContext) -> None:\n    pass\n`;
  it.each([
    { guilds: '(222, 111)', ids: ['111', '222'] },
    { guilds: '[920707642308055100]', ids: ['920707642308055100'] },
    { guilds: 'GUILDS', ids: undefined },
  ])('guilds=$guilds', async ({ guilds, ids }) => {
    const [body] = (await read(command(guilds))).bodies;
    expect(body!.scope).toBe('guild');
    expect(body!.guildIds).toEqual(ids);
  });
});
