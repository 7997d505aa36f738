// discord.py's texts, as users pasted them in public issue threads (each kept with its URL): the
// CommandSyncFailure block that names commands and parameters instead of indexing them, and the
// plain `In 4.description: ...` lines of discord.py's HTTPException (and of libraries built on it).
import { describe, expect, it } from 'vitest';
import { explain, parseServiceError } from '../../src/explain/index.js';

// https://github.com/Rapptz/discord.py/issues/9838 (discord.py 2.3.2)
const SYNC_FAILURE = `discord.app_commands.errors.CommandSyncFailure: Failed to upload commands to Discord (HTTP status 400, error code 50035)
In command 'command2' defined in function 'detect'
  In parameter 'thing'
    name: Command name is invalid`;

// https://github.com/Ballsdex-Team/BallsDex-DiscordBot/issues/317 (docker compose's prefix on each
// line; the thread's text stops after the command line, the field line below is the form
// discord.py prints under it, app_commands/errors.py _get_command_error)
const NESTED = `bot-1              | discord.app_commands.errors.CommandSyncFailure: Failed to upload commands to Discord (HTTP status 400, error code 50035)
bot-1              | In group 'trade' defined in module 'ballsdex.packages.trade.cog'
bot-1              |   In command 'trade add' defined in function 'Trade.add'
bot-1              |     In parameter 'countryball'
bot-1              |       description: Must be between 1 and 100 in length.`;

// https://github.com/Pycord-Development/pycord/issues/1865 (py-cord's HTTPException, discord.py's format)
const PLAIN = `discord.errors.HTTPException: 400 Bad Request (error code: 50035): Invalid Form Body
In 1.description: Must be between 1 and 100 in length.
In 2.description: Must be between 1 and 100 in length.`;

// https://github.com/kkrypt0nn/Python-Discord-Bot-Template/issues/51 (disnake)
const REGEX = `SyncWarning: Failed to overwrite global commands due to 400 Bad Request (error code: 50035): Invalid Form Body
In 0.options.2.name: String value did not match validation regex.`;

const tree = [
  { type: 1, name: 'command', description: 'desc', options: [{ type: 3, name: 'message', description: 'message', required: true }] },
  { type: 1, name: 'command2', description: 'desc 2', options: [{ type: 6, name: 'member', description: 'member', required: true }, { type: 3, name: 'Thing', description: 'thing', required: true }] },
];

describe("discord.py's CommandSyncFailure", () => {
  it('reads the names on the way and the field', () => {
    const parsed = parseServiceError(SYNC_FAILURE);
    expect(parsed.code).toBe(50035);
    expect(parsed.leaves).toEqual([{ path: ['name'], code: '', message: 'Command name is invalid', names: [{ kind: 'command', name: 'command2' }, { kind: 'parameter', name: 'thing' }] }]);
  });

  it('without a body: names the command, the parameter, the field and the rules from the message', () => {
    const [e] = explain(SYNC_FAILURE);
    expect(e).toMatchObject({ status: 'explained', place: '/command2 › option "thing" › name', command: 'command2', option: 'thing' });
    expect(e!.rules).toContain('name-lowercase');
  });

  it("with the tree discord.py sent: the names matched to the body's command and option, at their indexes", () => {
    // discord.py prints the parameter's name as sent; this body's name is valid, so no rule of
    // cmdlint catches it there: placed, and said to be a gap rather than explained.
    const sent = structuredClone(tree);
    sent[1]!.options[1]!.name = 'thing';
    const [e] = explain(SYNC_FAILURE, sent);
    expect(e).toMatchObject({ path: [1, 'options', 1, 'name'], servicePath: '1.options[1].name', place: '/command2 › option "thing" › name', status: 'gap' });
  });

  it('a group, its subcommand and a parameter, behind a log prefix', () => {
    const [e] = explain(NESTED);
    expect(e).toMatchObject({ place: '/trade add › option "countryball" › description', status: 'explained' });
    const sent = [{ type: 1, name: 'trade', description: 'Trade', options: [{ type: 1, name: 'begin', description: 'b' }, { type: 1, name: 'add', description: 'Add', options: [{ type: 3, name: 'countryball', description: 'x'.repeat(101) }] }] }];
    const [placed] = explain(NESTED, sent);
    expect(placed!.path).toEqual([0, 'options', 1, 'options', 0, 'description']);
    expect(placed!.diagnostics.map((d) => d.ruleId)).toEqual(['description-length']);
    expect(placed!.status).toBe('explained');
  });

  it('a name the body does not have: not placed, and said why', () => {
    const [e] = explain(SYNC_FAILURE, [{ type: 1, name: 'other', description: 'x' }]);
    expect(e!.status).toBe('unplaced');
    expect(e!.remedy).toContain('no command named "command2"');
  });
});

describe("discord.py's plain lines without a body", () => {
  it('name the index, the field and the rules, from the message', () => {
    const explained = explain(PLAIN);
    expect(explained.map((e) => [e.status, e.place])).toEqual([
      ['explained', 'command 1 › description'],
      ['explained', 'command 2 › description'],
    ]);
    expect(explained[0]!.rules).toContain('description-length');
    const [regex] = explain(REGEX);
    expect(regex).toMatchObject({ status: 'explained', place: 'command 0 › option 2 › name' });
    expect(regex!.rules).toContain('name-format');
  });
});
