// Code actions, hover and completion through a real client connection (in process), with the
// exact edits and ranges.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { fixFiles } from '@cmdlint/linter';
import { positionOf } from './client.js';
import { applyLspEdits, editsFor, POLL } from './helpers.js';
import { range, sessions } from './session.js';

const start = sessions();

describe('code actions', () => {
  test('a quick fix per automatic fix and per suggestion, with the exact edits', async () => {
    const { client, uri } = await start.withDocument();
    const fixes = (await client.codeActions(uri, range(2, 11, 2, 11), ['quickfix'])).filter((a) => a.edit);
    expect(fixes).toHaveLength(1);
    expect(fixes[0]).toMatchObject({ title: 'Fix this number-as-string problem', kind: 'quickfix', isPreferred: true });
    expect(fixes[0]!.diagnostics![0]).toMatchObject({ code: 'number-as-string', range: range(2, 10, 2, 13) });
    expect(editsFor(fixes[0]!.edit, uri)).toEqual([{ range: range(2, 10, 2, 13), newText: '1' }]);

    const renames = await client.codeActions(uri, range(6, 30, 6, 30), ['quickfix']);
    expect(renames.map((a) => [a.title, a.kind])).toEqual([
      ['Rename to "question" (update the code that reads this option)', 'quickfix'],
      ['Show documentation for name-lowercase', 'quickfix'],
    ]);
    expect(editsFor(renames[0]!.edit, uri)).toEqual([{ range: range(6, 25, 6, 35), newText: '"question"' }]);
    expect(applyLspEdits(POLL, editsFor(renames[0]!.edit, uri))).toContain('"name": "question"');

    // Outside every diagnostic: nothing to fix there.
    expect(await client.codeActions(uri, range(3, 3, 3, 3), ['quickfix'])).toEqual([]);
  });

  test('fix all (source.fixAll.cmdlint): the command line\'s --fix output as one edit', async () => {
    const { client, project, uri } = await start.withDocument();
    for (const only of [['source.fixAll'], ['source.fixAll.cmdlint'], ['source']]) {
      const actions = await client.codeActions(uri, range(0, 0, 0, 0), only);
      expect(actions.map((a) => [a.title, a.kind])).toEqual([['Fix all cmdlint problems', 'source.fixAll.cmdlint']]);
    }
    const [action] = await client.codeActions(uri, range(0, 0, 0, 0), ['source.fixAll']);
    const fixed = applyLspEdits(POLL, editsFor(action!.edit, uri));
    const [expected] = fixFiles([{ path: project.path('poll.json'), text: POLL }]);
    expect(fixed).toBe(expected!.output);
    expect(fixed).toContain('"default_member_permissions": "8192"');
    // Applied, only the suggestion's problem is left, and fix all has nothing more to do.
    const v2 = await client.change(uri, editsFor(action!.edit, uri).map((e) => ({ range: e.range, text: e.newText })));
    expect((await client.diagnostics(uri, { version: v2 })).diagnostics.map((d) => d.code)).toEqual(['name-lowercase']);
    expect(await client.codeActions(uri, range(0, 0, 0, 0), ['source.fixAll'])).toEqual([]);
  });

  test('the light bulb offers fix all too, resolved lazily when the client can', async () => {
    const { client, uri } = await start.withDocument();
    const actions = await client.codeActions(uri, range(2, 11, 2, 11));
    expect(actions.map((a) => [a.title, a.kind])).toEqual([
      ['Fix this number-as-string problem', 'quickfix'],
      ['Show documentation for number-as-string', 'quickfix'],
      ['Fix all cmdlint problems', 'source.fixAll.cmdlint'],
    ]);
    // This client does not resolve code actions: the edit comes at once.
    expect(editsFor(actions[2]!.edit, uri)).toHaveLength(1);
    // A client that resolves them gets the edit on resolve.
    const resolved = await client.connection.sendRequest<{ edit?: unknown }>('codeAction/resolve', { title: 'Fix all cmdlint problems', kind: 'source.fixAll.cmdlint', data: { uri } });
    expect(resolved.edit).toBeDefined();
  });
});

describe('hover', () => {
  test('on a command: its budget and the largest contributors', async () => {
    const { client, project } = await start();
    const uri = project.uri('poll.json');
    await client.open(uri, POLL);
    const hover = await client.hover(uri, positionOf(POLL, '"name"', 2));
    expect(hover!.range).toEqual(range(1, 2, 1, 8));
    const value = (hover!.contents as { value: string }).value;
    // poll 4 + "Start a poll" 12 + Question 8 + "What to ask" 11 + hours 5 + "How long it runs" 16 = 56; the pt_BR text is longer than the description (19).
    expect(value.split('\n')[0]).toBe('**command /poll**: 63 / 8 000 characters');
    expect(value).toContain('- command /poll: 23');
    expect(value).toContain('- option "hours": 21');
    expect(value).toContain('- option "Question": 19');
  });

  test('thousands are grouped as in the docs: 7 412 / 8 000 characters', async () => {
    const { client, project } = await start();
    // 3 + 100 for the command; per option 2 or 3 + 100 + 10 choices of 10 + 2: 5 668 in all.
    const body = (choices: number) => ({
      name: 'big',
      description: 'd'.repeat(100),
      options: Array.from({ length: 25 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'x'.repeat(100), choices: Array.from({ length: choices }, (_, k) => ({ name: `c${k}`.padEnd(10, 'n'), value: `v${k}` })) })),
    });
    const first = async (name: string, choices: number) => {
      const text = JSON.stringify(body(choices), null, 2);
      await client.open(project.uri(name), text);
      const hover = await client.hover(project.uri(name), positionOf(text, '"big"', 1));
      return (hover!.contents as { value: string }).value.split('\n')[0];
    };
    expect(await first('big.json', 10)).toBe('**command /big**: 5 668 / 8 000 characters');
    expect(await first('bigger.json', 25)).toBe('**command /big**: 10 543 / 8 000 characters (2 543 over the limit)');
  });

  test('on numeric values: their names; on locale keys: the language', async () => {
    const { client, project } = await start();
    const text = `{
  "name": "mod",
  "description": "Moderate",
  "type": 1,
  "contexts": [0, 2],
  "integration_types": [1],
  "name_localizations": { "de": "moderieren" },
  "options": [
    { "type": 4, "name": "days", "description": "Days" },
    { "type": 7, "name": "where", "description": "Channel", "channel_types": [0, 3] }
  ]
}
`;
    const uri = project.uri('mod.json');
    await client.open(uri, text);
    const at = async (needle: string, delta: number, occurrence = 1) => {
      const hover = await client.hover(uri, positionOf(text, needle, delta, occurrence));
      return hover === null ? null : { value: (hover.contents as { value: string }).value, range: hover.range };
    };
    expect(await at('"type": 1', 8)).toEqual({ value: '**1 = CHAT_INPUT** (command type)', range: range(3, 10, 3, 11) });
    expect(await at('"type": 4', 8)).toEqual({ value: '**4 = INTEGER** (option type)', range: range(8, 14, 8, 15) });
    expect((await at('[0, 2]', 4))!.value).toBe('**2 = PRIVATE_CHANNEL** (interaction context)');
    expect((await at('[1]', 1))!.value).toBe('**1 = USER_INSTALL** (integration type)');
    expect((await at('[0, 3]', 4))!.value).toBe('**3 = GROUP_DM** (channel type)\n\nUsers can never pick a channel of this type in an option.');
    expect(await at('"de"', 1)).toEqual({ value: '**de**: German', range: range(6, 26, 6, 30) });
    // On an option's name: the command's budget, with the option's part.
    expect((await at('"days"', 1))!.value).toContain('option "days": 8 of them.');
    // Between tokens: nothing.
    expect(await at('"type": 1', 7)).toBeNull();
  });
});

const labels = (list: { items: { label: string }[] } | null) => list?.items.map((i) => i.label) ?? [];

describe('completion', () => {

  test('type values by level: command types at the top, option types in options, subcommands in a group', async () => {
    const { client, project } = await start();
    const text = `{
  "name": "cfg",
  "description": "Settings",
  "type": ,
  "options": [
    { "name": "set", "description": "Set", "type":  },
    { "name": "group", "description": "Group", "type": 2, "options": [{ "name": "x", "description": "x", "type":  }] },
    { "name": "sub", "description": "Sub", "type": 1, "options": [{ "name": "y", "description": "y", "type":  }] }
  ]
}
`;
    const uri = project.uri('cfg.json');
    await client.open(uri, text);
    const top = await client.completion(uri, positionOf(text, '"type": ', 8, 1));
    expect(labels(top)).toEqual(['1', '2', '3', '4']);
    expect(top!.items[0]).toMatchObject({ label: '1', labelDetails: { description: 'CHAT_INPUT' }, detail: '1 = CHAT_INPUT (command type)', textEdit: { range: range(3, 10, 3, 10), newText: '1' } });
    expect(labels(await client.completion(uri, positionOf(text, '"type": ', 8, 2)))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(labels(await client.completion(uri, positionOf(text, '"type": ', 8, 4)))).toEqual(['1']);
    expect(labels(await client.completion(uri, positionOf(text, '"type": ', 8, 6)))).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  test('locale keys in a localization dictionary, without those already there', async () => {
    const text = '{ "name": "ping", "description": "Pong", "name_localizations": { "de": "ping", "" } }\n';
    const { client, uri } = await start.withDocument({ name: 'ping.json', text });
    const list = await client.completion(uri, positionOf(text, '""', 1));
    const items = list!.items;
    expect(items.map((i) => i.label)).not.toContain('de');
    expect(items.map((i) => i.label)).toContain('pt-BR');
    expect(items).toHaveLength(31);
    const fr = items.find((i) => i.label === 'fr')!;
    expect(fr).toMatchObject({ detail: 'French', textEdit: { range: range(0, 79, 0, 81), newText: '"fr": ' } });
  });

  test('channel types inside channel_types, without those already there', async () => {
    const text = '{ "name": "c", "description": "d", "options": [{ "type": 7, "name": "where", "description": "w", "channel_types": [0, ] }] }\n';
    const { client, uri } = await start.withDocument({ name: 'c.json', text });
    const list = await client.completion(uri, positionOf(text, '[0, ', 4));
    // Sorted as a client sorts them: the types a user can pick first.
    const sorted = [...list!.items].sort((a, b) => (a.sortText! < b.sortText! ? -1 : 1)).map((i) => i.label);
    expect(sorted).toEqual(['2', '4', '5', '10', '11', '12', '13', '15', '16', '1', '3', '14']);
    expect(labels(list)).not.toContain('0');
    expect(list!.items.find((i) => i.label === '3')).toMatchObject({ detail: '3 = GROUP_DM (channel type)', documentation: 'Users can never pick a channel of this type in an option.' });
  });

  test('field names allowed at the position', async () => {
    const { client, project } = await start();
    const text = `{
  "name": "cfg",
  "description": "Settings",
  ,
  "options": [
    { "type": 3, "name": "text", "description": "t",  },
    { "type": 11, "name": "file", "description": "f", "" }
  ]
}
`;
    const uri = project.uri('cfg.json');
    await client.open(uri, text);
    const command = await client.completion(uri, { line: 3, character: 2 });
    expect(labels(command)).toEqual(['name_localizations', 'description_localizations', 'type', 'default_member_permissions', 'dm_permission', 'default_permission', 'integration_types', 'contexts', 'nsfw', 'handler', '$schema']);
    expect(command!.items[0]).toMatchObject({ textEdit: { range: range(3, 2, 3, 2), newText: '"name_localizations": ' } });
    const stringOption = await client.completion(uri, positionOf(text, '"t",  ', 6));
    expect(labels(stringOption)).toEqual(['name_localizations', 'description_localizations', 'required', 'choices', 'min_length', 'max_length', 'autocomplete']);
    const attachment = await client.completion(uri, positionOf(text, '""', 1));
    expect(labels(attachment)).toEqual(['name_localizations', 'description_localizations', 'required', 'file_types']);
    expect(attachment!.items[3]).toMatchObject({ textEdit: { range: range(6, 54, 6, 56), newText: '"file_types": ' } });
  });
});


describe('completion from the command files\' JSON Schemas', () => {
  const CLI = join(fileURLToPath(new URL('../../cli', import.meta.url)));
  /** The cmdlint package as npm installs it: its manifest and the two schemas it ships. */
  const installed = (dir: string): Record<string, string> =>
    Object.fromEntries(['package.json', 'command.schema.json', 'permissions.schema.json'].map((file) => [`${dir}/node_modules/cmdlint/${file}`, readFileSync(join(CLI, file), 'utf8')]));

  test('"$schema" at the top of a command, and as its value the installed command schema relative to the file', async () => {
    const text = '{ "name": "ping", "description": "Pong", "" }\n';
    const { client, uri } = await start.withDocument({ name: 'commands/ping.json', text, files: installed('.') });
    const keys = (await client.completion(uri, positionOf(text, '""', 1)))!.items;
    expect(keys.find((item) => item.label === '$schema')).toMatchObject({ detail: 'the JSON Schema of this file, for editors', textEdit: { newText: '"$schema": ' } });
    const withKey = '{ "$schema": "", "name": "ping", "description": "Pong" }\n';
    const v2 = await client.change(uri, [{ text: withKey }]);
    await client.diagnostics(uri, { version: v2 });
    const values = (await client.completion(uri, positionOf(withKey, '""', 1)))!.items;
    expect(values.map((item) => item.label)).toEqual(['"../node_modules/cmdlint/command.schema.json"']);
    expect(values[0]!.textEdit).toEqual({ range: range(0, 13, 0, 15), newText: '"../node_modules/cmdlint/command.schema.json"' });
    // The key is there now: not offered again; inside an option it never is.
    const later = '{ "$schema": "x", "name": "ping", "description": "Pong", "options": [{ "" }], "" }\n';
    const v3 = await client.change(uri, [{ text: later }]);
    await client.diagnostics(uri, { version: v3 });
    expect(labels(await client.completion(uri, positionOf(later, '""', 1, 2)))).not.toContain('$schema');
    expect(labels(await client.completion(uri, positionOf(later, '""', 1, 1)))).not.toContain('$schema');
  });

  test('a permissions body gets the permissions schema; without cmdlint installed, no value is offered', async () => {
    const text = '{ "$schema": "", "permissions": [] }\n';
    const { client, uri } = await start.withDocument({ name: 'perms.json', text, files: installed('.') });
    expect(labels(await client.completion(uri, positionOf(text, '""', 1)))).toEqual(['"./node_modules/cmdlint/permissions.schema.json"']);
    const bare = await start.withDocument({ name: 'perms.json', text });
    expect(labels(await bare.client.completion(bare.uri, positionOf(text, '""', 1)))).toEqual([]);
  });

  test('fields are documented with the schema\'s descriptions, deprecations included', async () => {
    const text = '{ "name": "ping", "description": "Pong", "", "options": [{ "type": 4, "name": "n", "description": "N", "" }] }\n';
    const { client, uri } = await start.withDocument({ text });
    const command = (await client.completion(uri, positionOf(text, '""', 1, 1)))!.items;
    expect(command.find((item) => item.label === 'dm_permission')!.documentation).toBe(
      'Whether the command is available in DMs with the bot. (a command)\n\nDeprecated: use "contexts" instead (include 1, BOT_DM, to allow direct messages).',
    );
    const option = (await client.completion(uri, positionOf(text, '""', 1, 2)))!.items;
    expect(option.find((item) => item.label === 'min_value')).toMatchObject({ detail: 'INTEGER option field', documentation: 'The smallest value allowed. (an option)' });
    // Every field the schema describes carries it.
    expect(option.filter((item) => item.documentation === undefined).map((item) => item.label)).toEqual([]);
  });
});
