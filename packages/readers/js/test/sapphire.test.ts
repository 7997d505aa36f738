// `this.name` and `this.description` of a Sapphire command: read where the file shows what Sapphire
// sets them to (@sapphire/framework's Command: `(options.name ?? file name).toLowerCase()`,
// `options.description ?? ''`), unknown wherever something out of sight may set them.
import { describe, expect, test } from 'vitest';
import { bodiesOf, js, problemsOf } from './helpers.js';
import { parseSourceDocument } from '../src/read.js';
import { DISCORDX_BOT_GUILDS, firstOutsideComments, sapphireDefaultGuildsOf } from '../src/entry-files.js';

const IMPORTS = js`
import { ApplyOptions } from '@sapphire/decorators';
import { Command } from '@sapphire/framework';
`;

/** A command class with `decorator` above it, `members` in its body and `extendsFrom` as its base. */
function command({ decorator = `@ApplyOptions<Command.Options>({ name: 'Ping', description: 'Pong' })`, members = '', extendsFrom = 'Command', head = 'export class PingCommand', imports = IMPORTS } = {}): string {
  return js`${imports}
${decorator}
${head} extends ${extendsFrom} {
  ${members}
  public override registerApplicationCommands(registry: Command.Registry) {
    registry.registerChatInputCommand((builder) => builder.setName(this.name).setDescription(this.description));
  }
}
`;
}

const named = (name: unknown, description: unknown): unknown[] => [{ type: 1, name, description, options: [] }];
const unread = [{ type: 1, options: [] }];

describe('read: the options the class is constructed with', () => {
  test.each([
    ['name and description from ApplyOptions, the name lowered as Sapphire does', command(), 'src/commands/ping.ts', named('ping', 'Pong')],
    ['no name: the file name without its extension, lowered', command({ decorator: `@ApplyOptions({ description: 'Pong' })` }), 'src/commands/General/Avatar.ts', named('avatar', 'Pong')],
    ['no description: the empty text Sapphire gives', command({ decorator: `@ApplyOptions({ name: 'ping' })` }), 'src/commands/ping.ts', named('ping', '')],
    ['an export default class', command({ head: 'export default class' }), 'src/commands/ping.ts', named('ping', 'Pong')],
    ['Command imported under another name', command({ imports: `import { ApplyOptions as Options } from '@sapphire/decorators';\nimport { Command as SapphireCommand } from '@sapphire/framework';`, decorator: `@Options({ name: 'ping', description: 'Pong' })`, extendsFrom: 'SapphireCommand' }), 'src/commands/x.ts', named('ping', 'Pong')],
    ['the constructor writes them over the options it is given', command({ decorator: '', members: `public constructor(context: Command.LoaderContext, options: Command.Options) {\n    super(context, { ...options, name: 'tpdeny', description: 'Executes /tpdeny.', preconditions: ['PluginEnabled'] });\n  }` }), 'src/commands/x.ts', named('tpdeny', 'Executes /tpdeny.')],
    ['the constructor spreads what ApplyOptions gives', command({ members: `constructor(context, options) { super(context, { ...options, enabled: true }); }` }), 'src/commands/x.ts', named('ping', 'Pong')],
    ['exported below the class', command({ head: 'class PingCommand' }) + 'export default PingCommand;\n', 'src/commands/x.ts', named('ping', 'Pong')],
    ['other members read through this', command({ members: `public run() { return this.container.client; }` }), 'src/commands/ping.ts', named('ping', 'Pong')],
  ])('%s', (_, text, path, expected) => {
    expect(bodiesOf(text, path)).toEqual(expected);
  });

  test("the object form, a constant shared by three registrations (Sapphire's template, sapphiredev/examples): each read, none changed", () => {
    const text = js`${IMPORTS}
@ApplyOptions<Command.Options>({ description: 'ping pong' })
export class UserCommand extends Command {
  public override registerApplicationCommands(registry: Command.Registry) {
    const contexts = [0, 1, 2];
    registry.registerChatInputCommand({ name: this.name, description: this.description, contexts });
    registry.registerContextMenuCommand({ name: this.name, type: 3, contexts });
    registry.registerContextMenuCommand({ name: this.name, type: 2, contexts });
  }
}`;
    expect(bodiesOf(text, 'src/commands/General/ping.ts', { discordJs: 14 })).toEqual([
      { name: 'ping', description: 'ping pong', contexts: [0, 1, 2] },
      { name: 'ping', type: 3, contexts: [0, 1, 2] },
      { name: 'ping', type: 2, contexts: [0, 1, 2] },
    ]);
  });

  test('context menus the same way', () => {
    const text = js`${IMPORTS}
@ApplyOptions({ name: 'Avatar' })
export class AvatarCommand extends Command {
  public override registerApplicationCommands(registry) {
    registry.registerContextMenuCommand((builder) => builder.setName(this.name).setType(2));
  }
}`;
    expect(bodiesOf(text, 'src/commands/avatar.ts')).toEqual([{ name: 'avatar', type: 2 }]);
  });
});

describe('unknown: what may be set out of sight', () => {
  test.each([
    ['a base class of another file (it may set other options, or override either field)', command({ imports: `import { ApplyOptions } from '@sapphire/decorators';\nimport { DragoniteCommand } from '#lib/extensions/DragoniteCommand';`, extendsFrom: 'DragoniteCommand' })],
    ['a Command that is not Sapphire’s', command({ imports: `import { ApplyOptions } from '@sapphire/decorators';\nimport { Command } from './command';` })],
    ['no ApplyOptions (a base class: its subclasses give the options)', command({ decorator: '' })],
    ['another decorator beside it', command({ decorator: `@ApplyOptions({ name: 'ping', description: 'Pong' })\n@Other()` })],
    ['options from a function', command({ decorator: `@ApplyOptions(() => ({ name: 'ping', description: 'Pong' }))` })],
    ['a constructor that hands on options from elsewhere', command({ members: `constructor(context, options) { super(context, { ...options, ...defaults }); }` })],
    ['a constructor that does more before super', command({ members: `constructor(context, options) { const o = { ...options }; super(context, o); }` })],
    ['no ApplyOptions, and a constructor that writes neither field (a subclass may give them)', command({ decorator: '', members: `constructor(context, options) { super(context, { ...options, enabled: true }); }` })],
    ['this handed to code', command({ members: `public onLoad() { Object.assign(this, { name: 'other' }); }` })],
    ['an abstract class', command({ head: 'export abstract class' })],
    ['a class that is not exported (Sapphire loads the exported ones)', command({ head: 'class' })],
  ])('%s', (_, text) => {
    expect(bodiesOf(text, 'src/commands/ping.ts')).toEqual(unread);
  });

  test.each([
    ['a field named name', `public override name = 'other';`, { type: 1, description: 'Pong', options: [] }],
    ['a getter of description', `public get description() { return 'x'; }`, { type: 1, name: 'ping', options: [] }],
    ['description written through this', `public onLoad() { this.description = 'changed'; }`, { type: 1, name: 'ping', options: [] }],
    ['a member written by a computed key', `public onLoad() { this[key] = 'changed'; }`, { type: 1, options: [] }],
  ])('%s: that field only', (_, members, expected) => {
    expect(bodiesOf(command({ members }), 'src/commands/ping.ts')).toEqual([expected]);
  });

  test('a class extended in the same file: `this` may be the subclass', () => {
    const text = `${command()}\n@ApplyOptions({ name: 'other', description: 'x' })\nexport class Other extends PingCommand {}\n`;
    expect(bodiesOf(text, 'src/commands/ping.ts')).toEqual(unread);
  });

  test('options spread from elsewhere: a field it does not write is unknown', () => {
    const text = command({ decorator: `@ApplyOptions({ ...shared, description: 'Pong' })` });
    expect(bodiesOf(text, 'src/commands/ping.ts')).toEqual([{ type: 1, description: 'Pong', options: [] }]);
  });


  test('this in a plain function is not the command', () => {
    const text = command({ members: '' }).replace('(builder) => builder.setName(this.name).setDescription(this.description)', 'function (builder) { return builder.setName(this.name).setDescription(this.description); }');
    expect(text).toContain('function (builder)');
    expect(bodiesOf(text, 'src/commands/ping.ts')).toEqual(unread);
  });
});

describe('judged at the place Sapphire takes the value from', () => {
  test('a name too long is found at the literal in ApplyOptions; an upper-case one is no error (Sapphire lowers it)', () => {
    const long = 'a'.repeat(33);
    expect(problemsOf(command({ decorator: `@ApplyOptions({ name: '${long}', description: 'Pong' })` }), 'src/commands/ping.ts')).toEqual(['name-length 5:23']);
    expect(problemsOf(command({ decorator: `@ApplyOptions({ name: 'PING', description: 'Pong' })` }), 'src/commands/ping.ts')).toEqual([]);
  });

  test('a file name Sapphire would send as a name the service refuses', () => {
    expect(problemsOf(command({ decorator: `@ApplyOptions({ description: 'Pong' })` }), 'src/commands/ping.command.ts').map((p) => p.split(' ')[0])).toEqual(['name-format']);
  });

  test('no description given: the empty one Sapphire sends is refused', () => {
    expect(problemsOf(command({ decorator: `@ApplyOptions({ name: 'ping' })` }), 'src/commands/ping.ts').map((p) => p.split(' ')[0])).toHaveLength(1);
  });
});

// @sapphire/pieces: the command store loads `<main file's folder>/commands`, recursively, and skips
// files whose name starts with `_`; a class anywhere else is never registered (a scaffolding template).
describe("only the pieces Sapphire's command store loads", () => {
  const template = command({ decorator: `@ApplyOptions<Command.Options>({ description: '' })`, head: 'export class UserCommand' });

  test.each([
    ['a template beside the commands (HarryAllen1/sniper)', 'src/templates/command.ts'],
    ['a base class in lib/', '/bot/src/lib/structures/BaseCommand.ts'],
    ['a file the loader skips (a leading underscore)', 'src/commands/_ping.ts'],
    ['a Windows path outside commands', 'C:\\bot\\src\\templates\\command.ts'],
  ])('%s: not judged, and --debug says why', (_, path) => {
    expect(bodiesOf(template, path)).toEqual([]);
    expect(problemsOf(template, path)).toEqual([]);
    expect(parseSourceDocument(template, path).notes.map((note) => note.text)).toEqual([expect.stringContaining('a Sapphire command registration in a file the command store does not load')]);
  });

  test.each([
    ['src/commands/General/ping.ts'],
    ['/bot/src/commands/Admin/ban.ts'],
    ['src/Commands/ping.ts'],
    ['C:\\bot\\src\\commands\\ping.ts'],
    ['ping.ts'],
  ])('%s: read as before', (path) => {
    expect(bodiesOf(template, path)).toHaveLength(1);
  });

  test('a registry used outside a class (ApplicationCommandRegistries.acquire) is read wherever it is', () => {
    const text = js`import { ApplicationCommandRegistries } from '@sapphire/framework';
ApplicationCommandRegistries.acquire('ping').registerChatInputCommand((builder) => builder.setName('ping').setDescription('Pong'));
`;
    expect(bodiesOf(text, 'src/index.ts')).toEqual([{ type: 1, name: 'ping', description: 'Pong', options: [] }]);
  });
});

// @sapphire/framework's ApplicationCommandRegistry: a registration goes to each guild its options'
// guildIds name, else to the ids given to setDefaultGuildIds, else globally; the options are spread
// over those defaults, so guildIds written empty is global.
describe('the scope a registration gives its command', () => {
  const registered = (options: string, before = ''): string =>
    js`${IMPORTS}${before}
@ApplyOptions<Command.Options>({ description: 'Evals code' })
export class UserCommand extends Command {
  public override registerApplicationCommands(registry: Command.Registry) {
    registry.registerChatInputCommand((builder) => builder.setName(this.name).setDescription(this.description)${options});
  }
}
`;
  const scopeOf = (text: string): unknown[] => parseSourceDocument(text, 'src/commands/eval.ts').bodies.map((body) => body.scopeUnknown?.why ?? body.scope ?? 'the set\'s');

  test.each([
    ['a literal list of guild ids', `, { guildIds: ['123456789012345678'], idHints: ['1'] }`, 'guild'],
    ['a list whose ids are not known: there is one', `, { guildIds: [config.guildId] }`, 'guild'],
    ['an empty list: global, whatever the default', `, { guildIds: [] }`, 'global'],
    ['guildIds from elsewhere (HarryAllen1/sniper)', `, { guildIds: config.ownerGuilds }`, 'its guildIds: a member'],
    ['a list that may hold more', `, { guildIds: [...config.ownerGuilds] }`, 'its guildIds: a list that may hold more'],
    ['options from elsewhere', `, options`, 'its register options: a global'],
    ['options spread from elsewhere', `, { ...shared, idHints: [] }`, 'register options that may hold guildIds'],
  ])('%s', (_, options, expected) => {
    expect(scopeOf(registered(options))).toEqual([expected]);
  });

  test('setDefaultGuildIds in the same file: a registration without guildIds may go to guilds; one with them is as they say', () => {
    const defaults = `import { ApplicationCommandRegistries } from '@sapphire/framework';\nApplicationCommandRegistries.setDefaultGuildIds(process.env.GUILDS?.split(','));\n`;
    expect(scopeOf(registered('', defaults))).toEqual(['no guildIds, and setDefaultGuildIds of this file may name guilds']);
    expect(scopeOf(registered(`, { guildIds: ['123456789012345678'] }`, defaults))).toEqual(['guild']);
    expect(scopeOf(registered(`, { guildIds: [] }`, defaults))).toEqual(['global']);
    // Without the call, the set's scope, as before.
    expect(scopeOf(registered(''))).toEqual(["the set's"]);
    expect(scopeOf(registered(`, { idHints: ['1050407390744428605'] }`))).toEqual(["the set's"]);
  });

  test("linted in the scope it says; where it is not known, only what holds in either scope (dm_permission is deprecated globally, ignored in a guild)", () => {
    const dm = (options: string): string => registered(options).replace('.setDescription(this.description)', '.setDescription(this.description).setDMPermission(false)');
    expect(problemsOf(dm(''), 'src/commands/eval.ts').map((p) => p.split(' ')[0])).toEqual(['deprecated-field']);
    expect(problemsOf(dm(`, { guildIds: ['123456789012345678'] }`), 'src/commands/eval.ts').map((p) => p.split(' ')[0])).toEqual(['guild-ignored-field']);
    expect(problemsOf(dm(`, { guildIds: config.ownerGuilds }`), 'src/commands/eval.ts')).toEqual([]);
    // What holds in both scopes is still said.
    expect(problemsOf(registered(`, { guildIds: config.ownerGuilds }`).replace("'Evals code'", "''"), 'src/commands/eval.ts').map((p) => p.split(' ')[0])).toEqual(['description-length']);
  });
});

// The entry files read with the manifests (entry-files.ts): a call of setDefaultGuildIds there
// makes a registration without guildIds of unknown scope, at the registration.
describe('setDefaultGuildIds in an entry file', () => {
  const manifest = (name: string, path: string, text: string | undefined): { name: string; path: string; text: string | undefined } => ({ name, path, text });
  test.each([
    ['src/index.ts calls it', [manifest('index.ts', '/bot/src/index.ts', "ApplicationCommandRegistries.setDefaultGuildIds(['1']);"), manifest('package.json', '/bot/package.json', '{}')], 'src/index.ts'],
    ['only in a comment', [manifest('index.ts', '/bot/src/index.ts', "// ApplicationCommandRegistries.setDefaultGuildIds(['1']);\n/* setDefaultGuildIds([]) */"), manifest('package.json', '/bot/package.json', '{}')], undefined],
    ['not read (too big)', [manifest('index.ts', '/bot/src/index.ts', undefined)], undefined],
    ['no package.json: its own name', [manifest('lib/setup.ts', '/bot/src/lib/setup.ts', 'ApplicationCommandRegistries.setDefaultGuildIds(ids)')], 'lib/setup.ts'],
  ])('%s', (_, manifests, expected) => {
    expect(sapphireDefaultGuildsOf(manifests)).toBe(expected);
  });

  test('a registration without guildIds is of unknown scope, one with them as they say', () => {
    const text = js`${IMPORTS}
@ApplyOptions<Command.Options>({ description: 'Evals code' })
export class UserCommand extends Command {
  public override registerApplicationCommands(registry: Command.Registry) {
    registry.registerChatInputCommand((builder) => builder.setName(this.name).setDescription(this.description));
    registry.registerContextMenuCommand((builder) => builder.setName('Eval').setType(3), { guildIds: [] });
  }
}
`;
    const bodies = parseSourceDocument(text, 'src/commands/eval.ts', { sapphireDefaultGuilds: 'src/index.ts' }).bodies;
    expect(bodies.map((body) => body.scopeUnknown?.why ?? body.scope)).toEqual(['no guildIds, and setDefaultGuildIds of src/index.ts may name guilds', 'global']);
  });
});

describe('the entry file scan is linear on any text', () => {
  // `^\s*` under the m flag crossed every blank line after each line start, and a `/*` left open
  // was looked for again at each later one: 60,000 blank lines took 1.9 s, 20,000 `/*` 0.18 s.
  test.each([
    ['blank lines', '\n'],
    ['comments left open', ' /*'],
    ['line comments after blanks', '\n \t//'],
  ])('%s around a call: one pass', (_, unit) => {
    const time = (n: number): number => {
      const text = `setDefaultGuildIds(['1']);\n${unit.repeat(n)}`;
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        sapphireDefaultGuildsOf([{ name: 'package.json', path: '/p/package.json', text: '{}' }, { name: 'index.ts', path: '/p/src/index.ts', text }]);
        // discordx's botGuilds in a command's own file: its position, comments blanked.
        firstOutsideComments(`new Client({ botGuilds: [] });\n${unit.repeat(n)}`, DISCORDX_BOT_GUILDS);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    // About 1 MB against 2 MB; the floor keeps a pass of a few milliseconds from judging noise.
    const n = Math.ceil(1_000_000 / unit.length);
    time(1000);
    const single = time(n);
    const double = time(2 * n);
    expect(double / Math.max(single, 20)).toBeLessThan(3);
  });
});
