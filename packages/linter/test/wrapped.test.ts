// Wrapped command files: which shapes are wrappers, and that what is inside is linted at its place
// in the file, in the scope its key says, with fixes that land inside the file.
import { describe, expect, it } from 'vitest';
import type { LoadedConfig } from '../src/config/config.js';
import { validateConfig } from '../src/config/config.js';
import { isNeverCommandsFile, looksLikeCommands } from '../src/detect.js';
import { fixFiles } from '../src/fix.js';
import { lintFiles } from '../src/lint-files.js';
import { setIndexOf } from '../src/sets.js';
import { parsePointer, toPointer } from '@cmdlint/text';
import { findWrappedBodies, unwrap } from '../src/wrapped.js';

const ping = { name: 'ping', description: 'Pong' };
const GUILD = '613425648685547541';

describe('findWrappedBodies', () => {
  const cases: [string, unknown, unknown][] = [
    ['{"commands": [...]}', { commands: [ping] }, [{ path: ['commands'], value: [ping] }]],
    ['{"interactions": [...]}', { interactions: [ping] }, [{ path: ['interactions'], value: [ping] }]],
    ['global and guild keys: a scope each', { global: [ping], guild: [] }, [{ path: ['global'], value: [ping], scope: 'global' }, { path: ['guild'], value: [], scope: 'guild' }]],
    ['a map of guild ids', { [GUILD]: [ping] }, [{ path: [GUILD], value: [ping], scope: 'guild', guildId: GUILD }]],
    ['guild ids under "guilds"', { guilds: { [GUILD]: [ping], notAnId: [ping] } }, [{ path: ['guilds', GUILD], value: [ping], scope: 'guild', guildId: GUILD }]],
    ['other keys beside the body are left alone', { version: 3, commands: [ping] }, [{ path: ['commands'], value: [ping] }]],
    ['a command (a name and a description) is no wrapper', { name: 'x', description: 'y', commands: [ping] }, undefined],
    ['a bot\'s manifest with a name is a wrapper: its name is no command field', { name: 'MyBot', version: 2, commands: [ping] }, [{ path: ['commands'], value: [ping] }]],
    ['a permissions body is no wrapper', { permissions: [] }, undefined],
    ['an array is no wrapper', [ping], undefined],
    ['a key that holds no array of objects', { commands: 'ping' }, undefined],
    ['an array with something other than objects', { commands: [ping, 1] }, undefined],
    ['a short number is no guild id: its commands take the set\'s scope', { '12345': [ping] }, [{ path: ['12345'], value: [ping] }]],
    ['a key of no known name holds commands', { developerCommands: [ping], info: { name: 'bot', description: 'x' } }, [{ path: ['developerCommands'], value: [ping], scope: 'guild' }]],
    ['commands keyed by their names', { PING: ping }, [{ path: ['PING'], value: ping }]],
    ['null', null, undefined],
  ];
  for (const [name, value, expected] of cases) {
    it(name, () => expect(findWrappedBodies(value)).toEqual(expected));
  }

  it('a directory takes a wrapper with a command inside, not an empty one', () => {
    expect(looksLikeCommands({ commands: [ping] })).toBe(true);
    expect(looksLikeCommands({ [GUILD]: [ping] })).toBe(true);
    expect(looksLikeCommands({ commands: [] })).toBe(false);
    expect(looksLikeCommands({ global: [{ token: 'x' }] })).toBe(false);
  });
});

describe('JSON pointers', () => {
  it('parses and writes RFC 6901 pointers', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(parsePointer('commands')).toBeUndefined();
    expect(toPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
  });

  it('unwraps at a set\'s pointer, through arrays too; "" is the whole file', () => {
    expect(unwrap({ bot: [{ slash: [ping] }] }, '/bot/0/slash')).toEqual({ parts: [{ path: ['bot', 0, 'slash'], value: [ping] }] });
    expect(unwrap({ bot: {} }, '/bot/slash')).toEqual({ parts: [], missing: '/bot/slash' });
    expect(unwrap({ commands: [ping] }, '')).toBeUndefined();
  });

  it('a set\'s "body" is checked as a pointer', () => {
    expect(validateConfig({ sets: [{ files: ['*.json'], body: '/commands' }] }, 'c.json').sets![0]!.body).toBe('/commands');
    expect(() => validateConfig({ sets: [{ files: ['*.json'], body: 'commands' }] }, 'c.json')).toThrow(
      'Invalid configuration c.json: "sets[0].body" must be the JSON pointer of the body in each file, such as "/commands" ("" for the whole file), not "commands".',
    );
  });
});

const summary = (reports: ReturnType<typeof lintFiles>) =>
  reports.map((r) => r.diagnostics.map((d) => `${d.ruleId}@${d.range.start.line + 1}:${d.range.start.character + 1}`));

describe('linting wrapped files', () => {
  it('lints inside, at the place in the file, with one warning on the wrapper\'s key and never "remove" the key', () => {
    const text = '{\n  "commands": [\n    {"name": "Ping", "description": "Pong"}\n  ]\n}';
    const [report] = lintFiles([{ path: '/p/a.json', text }]);
    expect(summary([report!])).toEqual([['wrapped-body@2:3', 'name-lowercase@3:14']]);
    const [wrapper, inner] = report!.diagnostics;
    expect(wrapper!.severity).toBe('warning');
    expect(wrapper!.message).toBe(
      'The commands of this file are under "/commands"; cmdlint lints that array there. The object around it is not a request body: send the array at /commands to the API, not the whole file.',
    );
    expect(inner!.path).toEqual(['commands', 0, 'name']);
    for (const d of report!.diagnostics) expect(d.message).not.toMatch(/remove (it|"commands")/);
  });

  it('lints each key in the scope it says: a name in global and in guild does not clash; twice in guild does', () => {
    const text = JSON.stringify({ global: [ping], guild: [ping, ping], [GUILD]: [ping] });
    const [report] = lintFiles([{ path: '/p/a.json', text }]);
    expect(report!.diagnostics.filter((d) => d.ruleId === 'unique-command-name').map((d) => d.path)).toEqual([
      ['guild', 0, 'name'],
      ['guild', 1, 'name'],
    ]);
    expect(report!.diagnostics.find((d) => d.ruleId === 'wrapped-body')!.message).toContain(
      '"/global" (global), "/guild" (guild) and "/613425648685547541" (guild 613425648685547541)',
    );
  });

  it('a wrapper\'s commands join its set, and a clash names the other file and line', () => {
    const loaded: LoadedConfig = { file: '/p/cmdlint.config.json', dir: '/p', config: { sets: [{ files: ['c/*.json'], scope: 'global' }] } };
    const reports = lintFiles(
      [
        { path: '/p/c/a.json', text: '{"commands": [\n{"name": "ping", "description": "A"}]}' },
        { path: '/p/c/b.json', text: '\n\n{"name": "ping", "description": "B"}' },
      ],
      { configFor: () => loaded },
    );
    expect(summary(reports)).toEqual([['wrapped-body@1:2', 'unique-command-name@2:10'], ['unique-command-name@3:10']]);
    expect(reports[0]!.diagnostics[1]!.message).toContain('(the other is at c/b.json:3)');
    expect(reports[1]!.diagnostics[0]!.message).toContain('(the other is at c/a.json:2)');
  });

  it('the wrapped-body setting turns the warning off or into an error, like any rule', () => {
    const text = JSON.stringify({ commands: [ping] });
    const loaded = (setting: 'off' | 'error'): LoadedConfig => ({ file: undefined, dir: '/p', config: { rules: { 'wrapped-body': setting } } });
    expect(summary(lintFiles([{ path: '/p/a.json', text }], { configFor: () => loaded('off') }))).toEqual([[]]);
    expect(lintFiles([{ path: '/p/a.json', text }], { configFor: () => loaded('error') })[0]!.diagnostics[0]!.severity).toBe('error');
  });

  it('a set that names the body gets no wrapper warning; a pointer that names nothing is a fatal error', () => {
    const loaded: LoadedConfig = { file: '/p/cmdlint.config.json', dir: '/p', config: { sets: [{ files: ['*.json'], scope: 'global', body: '/data/list' }] } };
    const reports = lintFiles(
      [
        { path: '/p/a.json', text: '{"data": {"list": [{"name": "Ping", "description": "x"}]}}' },
        { path: '/p/b.json', text: '{"list": []}' },
      ],
      { configFor: () => loaded },
    );
    expect(summary(reports)).toEqual([['name-lowercase@1:29'], ['wrapped-body@1:1']]);
    expect(reports[1]!.diagnostics[0]).toMatchObject({ severity: 'error', fatal: true });
  });

  it('--fix edits inside the wrapper, byte for byte elsewhere', () => {
    const text = '{\n  // kept\n  "version": 2,\n  "commands": [\n    {"name": "ping", "description": "Pong", "type": "1"}\n  ]\n}\n';
    const [fixed] = fixFiles([{ path: '/p/a.jsonc', text }]);
    expect(fixed!.output).toBe(text.replace('"type": "1"', '"type": 1'));
  });
});

describe('what sets never take', () => {
  const loaded: LoadedConfig = { file: '/p/cmdlint.config.json', dir: '/p', config: { sets: [{ files: ['*.json'], scope: 'global' }] } };
  it('the configuration, package.json, tsconfig and package-manager lock files', () => {
    for (const name of ['cmdlint.config.json', '.cmdlintrc.json', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'npm-shrinkwrap.json']) {
      expect(setIndexOf(loaded, `/p/${name}`), name).toBe(-1);
    }
    expect(setIndexOf(loaded, '/p/commands.json')).toBe(0);
  });

  it('only lock files by their exact names: commands.lock.json is linted', () => {
    expect(isNeverCommandsFile('commands.lock.json')).toBe(false);
    expect(isNeverCommandsFile('registered-lock.json')).toBe(false);
    expect(isNeverCommandsFile('packages.lock.json')).toBe(true);
    expect(isNeverCommandsFile('x/package-lock.json')).toBe(true);
    expect(setIndexOf(loaded, '/p/commands.lock.json')).toBe(0);
  });
});

describe('hostile wrappers', () => {
  it('thousands of guild ids: each its own set, one warning that names four and counts the rest', () => {
    const wrapper: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) wrapper[String(613425648685547541n + BigInt(i))] = [ping, ping];
    const [report] = lintFiles([{ path: '/p/a.json', text: JSON.stringify(wrapper) }]);
    const byRule = new Map<string, number>();
    for (const d of report!.diagnostics) byRule.set(d.ruleId, (byRule.get(d.ruleId) ?? 0) + 1);
    expect(Object.fromEntries(byRule)).toEqual({ 'wrapped-body': 1, 'unique-command-name': 10000 });
    expect(report!.diagnostics.find((d) => d.ruleId === 'wrapped-body')!.message).toContain('and 4996 more;');
  });

  it('__proto__ as a key or a pointer step pollutes nothing and unwraps nothing', () => {
    const text = '{"__proto__": [{"name": "x", "description": "y"}], "guild": {"__proto__": [{"name": "x"}]}}';
    const [report] = lintFiles([{ path: '/p/a.json', text }]);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
    expect(report!.diagnostics.some((d) => d.ruleId === 'wrapped-body')).toBe(false);
    expect(unwrap(JSON.parse('{"a": 1}'), '/__proto__')).toEqual({ parts: [], missing: '/__proto__' });
    expect(unwrap([], '/constructor')).toEqual({ parts: [], missing: '/constructor' });
  });

  it('a pointer through a scalar or past the end of an array names nothing', () => {
    expect(unwrap({ a: 'text' }, '/a/0')).toEqual({ parts: [], missing: '/a/0' });
    expect(unwrap({ a: [[]] }, '/a/1')).toEqual({ parts: [], missing: '/a/1' });
    expect(unwrap({ a: [[]] }, '/a/01')).toEqual({ parts: [], missing: '/a/01' });
  });
});
