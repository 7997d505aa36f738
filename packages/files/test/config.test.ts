import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from '@cmdlint/text';
// @ts-expect-error: a plain .mjs script, shared with `pnpm schema`
import { SCHEMA_FILE, renderSchema } from '../../../scripts/config-schema.mjs';
import { ConfigError, validateConfig } from '@cmdlint/linter';
import { ConfigResolver, findConfigFile, loadConfigFile } from '../src/config-files.js';
import { discoverFiles } from '../src/discover.js';
import { configSchema } from '@cmdlint/linter';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function message(value: unknown): string {
  try {
    validateConfig(value, 'cmdlint.config.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return 'valid';
}

describe('validateConfig', () => {
  it('accepts the documented example', () => {
    const config = {
      $schema: './node_modules/cmdlint/schema.json',
      application: { integrationTypes: [0, 1], embedded: false, discoverable: false },
      defaultLocale: 'en-US',
      rules: { 'localization-equals-default': 'off', 'duplicate-key': 'warn' },
      sets: [{ files: ['commands/global/**/*.json'], scope: 'global' }, { files: ['commands/guild/**/*.json'], scope: 'guild', guildId: '123' }],
      ignores: ['fixtures/**'],
    };
    expect(validateConfig(config, undefined)).toMatchObject({ sets: [{ scope: 'global' }, { scope: 'guild', guildId: '123' }] });
    expect(validateConfig({ sets: [{ files: ['a.json'] }] }, undefined).sets![0]!.scope).toBe('global');
    expect(validateConfig({ sets: [{ files: ['c/*.js'], body: '', via: 'discord.js@13' }] }, undefined).sets![0]!.via).toBe('discord.js@13');
  });

  const wrong: [unknown, RegExp][] = [
    [[], /must be an object/],
    [{ rule: {} }, /"rule" is not a setting of cmdlint \(did you mean "rules"\?\)/],
    [{ rules: { 'name-lowercas': 'error' } }, /"rules.name-lowercas" is not a rule of cmdlint \(did you mean "name-lowercase"\?\)/],
    [{ rules: { 'name-lowercase': 3 } }, /"rules.name-lowercase" must be "off", "warn" or "error" \(or 0, 1, 2\), not 3/],
    [{ sets: [{ files: ['a.json'], rules: { 'name-lowercas': 'off' } }] }, /"sets\[0\].rules.name-lowercas" is not a rule of cmdlint \(did you mean "name-lowercase"\?\)/],
    [{ rules: [] }, /"rules" must be an object/],
    [{ application: { integrationTypes: [2] } }, /"application.integrationTypes" must be an array of 0/],
    [{ application: { embeded: true } }, /"application.embeded" is not an application setting \(did you mean "embedded"\?\)/],
    [{ defaultLocale: 'en_US' }, /"defaultLocale" must be a locale of the API such as "en-US", not "en_US" \(did you mean "en-US"\?\)/],
    [{ sets: {} }, /"sets" must be an array/],
    [{ sets: [{ scope: 'global' }] }, /"sets\[0\].files" must be a non-empty array of globs/],
    [{ sets: [{ files: ['a'], scope: 'guilds' }] }, /"sets\[0\].scope" must be "global" or "guild", not "guilds"/],
    [{ sets: [{ files: ['a'], guild: '1' }] }, /"sets\[0\].guild" is not a setting of a set \(did you mean "guildId"\?\)/],
    [{ sets: [{ files: ['a'], guildId: 1 }] }, /"sets\[0\].guildId" must be a guild id/],
    [{ ignores: 'fixtures' }, /"ignores" must be an array of globs/],
    [{ sets: [{ files: ['a'], via: 'discordjs' }] }, /"sets\[0\].via" must be how the set's objects are sent: "api" .* not "discordjs" \(did you mean "discord.js"\?\)/],
    // Running code is for the command line only (cmdlint --module), whatever the value.
    [{ module: 'commands.js' }, /"module" cannot be set in a configuration: running a module is asked for on the command line only \(cmdlint --module FILE\[#EXPORT\]\), so that a pull request/],
    [{ modules: [] }, /"modules" cannot be set in a configuration/],
    [{ sets: [{ files: ['a'], module: 'commands.js' }] }, /"sets\[0\].module" cannot be set in a configuration/],
  ];
  for (const [value, expected] of wrong) {
    it(`names the wrong key: ${JSON.stringify(value)}`, () => expect(message(value)).toMatch(expected));
  }
});

describe('configuration files', () => {
  it('are found from a directory upward, the nearest first', () => {
    mkdirSync(join(root, 'a', 'b', 'c'), { recursive: true });
    writeFileSync(join(root, 'cmdlint.config.json'), '{}');
    writeFileSync(join(root, 'a', '.cmdlintrc.json'), '{ "rules": {} }');
    expect(findConfigFile(join(root, 'a', 'b', 'c'))).toBe(join(root, 'a', '.cmdlintrc.json'));
    expect(findConfigFile(root)).toBe(join(root, 'cmdlint.config.json'));
    const resolver = new ConfigResolver();
    expect(resolver.forFile(join(root, 'a', 'b', 'x.json'))!.dir).toBe(join(root, 'a'));
    expect(resolver.forFile(join(root, 'y.json'))!.file).toBe(join(root, 'cmdlint.config.json'));
  });

  it('a directory a walk listed is looked up in its listing, not listed again; the answers are the lookup\'s own', () => {
    const dir = join(root, 'walked');
    mkdirSync(join(dir, 'sub'), { recursive: true });
    writeFileSync(join(dir, '.cmdlintrc.json'), '{}');
    writeFileSync(join(dir, '.cmdlintrc.yaml'), '');
    writeFileSync(join(dir, 'sub', 'a.json'), '{"name":"a","description":"a"}');
    writeFileSync(join(dir, 'sub', 'cmdlint.config.js'), '');
    // The same configuration and warnings whether the walk hands its listings over or not.
    const walked = new ConfigResolver();
    discoverFiles(['.'], { cwd: dir, configs: walked });
    const alone = new ConfigResolver();
    expect(walked.forFile(join(dir, 'sub', 'a.json'))!.file).toBe(join(dir, '.cmdlintrc.json'));
    expect(alone.forFile(join(dir, 'sub', 'a.json'))!.file).toBe(join(dir, '.cmdlintrc.json'));
    expect(walked.warnings.slice().sort()).toEqual(alone.warnings.slice().sort()); // in the order the directories were asked about
    expect(walked.warnings.join('\n')).toMatch(/cmdlint\.config\.js is not read/);
    expect(walked.warnings.join('\n')).toMatch(/\.cmdlintrc\.yaml is not read/);
    // A listing handed over is what the lookup reads: a name in it and not on disk shows.
    const told = new ConfigResolver();
    told.listed(join(dir, 'sub'), [{ name: 'a.json' }, { name: '.cmdlintrc.toml' }]);
    told.forFile(join(dir, 'sub', 'a.json'));
    expect(told.warnings.join('\n')).toContain(`${join(dir, 'sub', '.cmdlintrc.toml')} is not read`);
    expect(told.warnings.join('\n')).not.toContain(`${join(dir, 'sub', 'cmdlint.config.js')} is not read`);
  });

  it('a directory too large to list at every start is asked for the names that matter, and the usual unread ones', () => {
    const dir = join(root, 'large');
    mkdirSync(dir);
    // 700 long names: st_size past LISTED_DIRECTORY_BYTES (16 KiB) on ext4 and tmpfs.
    for (let i = 0; i < 700; i++) writeFileSync(join(dir, `command-with-a-long-file-name-${String(i).padStart(4, '0')}.json`), '');
    writeFileSync(join(dir, '.cmdlintrc.jsonc'), '{}');
    writeFileSync(join(dir, 'cmdlint.config.json'), '{}');
    writeFileSync(join(dir, '.cmdlintrc.yml'), '');
    writeFileSync(join(dir, 'cmdlint.config.mts'), '');
    writeFileSync(join(dir, '.cmdlintrc.backup'), ''); // looks like one, but no loader looks for it
    expect(statSync(dir).size).toBeGreaterThan(16 * 1024); // the case is real
    const resolver = new ConfigResolver();
    expect(resolver.forFile(join(dir, 'a.json'))!.file).toBe(join(dir, 'cmdlint.config.json'));
    const warned = resolver.warnings.join('\n');
    for (const name of ['.cmdlintrc.jsonc', '.cmdlintrc.yml', 'cmdlint.config.mts']) expect(warned).toContain(`${join(dir, name)} is not read`);
    expect(warned).not.toContain('.cmdlintrc.backup');
    // A small directory is listed: every name that looks like a configuration shows.
    const small = join(root, 'small');
    mkdirSync(small);
    for (const name of ['cmdlint.config.json', '.cmdlintrc.backup']) writeFileSync(join(small, name), '{}');
    const listed = new ConfigResolver();
    listed.forFile(join(small, 'a.json'));
    expect(listed.warnings.join('\n')).toContain(`${join(small, '.cmdlintrc.backup')} is not read`);
    // A walk's listing of a large directory is not scanned: the lookup asks it for the usual names, as above.
    const walkedLarge = new ConfigResolver();
    walkedLarge.listed(dir, [...Array.from({ length: 600 }, (_, i) => ({ name: `c${i}.json` })), { name: '.cmdlintrc.toml' }, { name: '.cmdlintrc.backup' }]);
    expect(walkedLarge.forFile(join(dir, 'a.json'))!.file).toBe(join(dir, 'cmdlint.config.json'));
    const walkedWarned = walkedLarge.warnings.join('\n');
    expect(walkedWarned).toContain(`${join(dir, '.cmdlintrc.yml')} is not read`); // on disk, a usual name
    expect(walkedWarned).not.toContain('.cmdlintrc.toml'); // in the listing only: the listing was not read
    expect(walkedWarned).not.toContain('.cmdlintrc.backup');
  });

  it('answers for each file by its own directory, the last one kept: a path that leaves it is resolved', () => {
    const base = join(root, 'per-file');
    for (const sub of ['a', 'b']) {
      mkdirSync(join(base, sub), { recursive: true });
      writeFileSync(join(base, sub, 'cmdlint.config.json'), '{}');
    }
    const resolver = new ConfigResolver();
    const fileOf = (path: string): string | undefined => resolver.forFile(path)?.file;
    expect(fileOf(join(base, 'a', 'x.json'))).toBe(join(base, 'a', 'cmdlint.config.json'));
    expect(fileOf(join(base, 'a', 'y.json'))).toBe(join(base, 'a', 'cmdlint.config.json'));
    expect(fileOf(`${join(base, 'a')}/../b/z.json`)).toBe(join(base, 'b', 'cmdlint.config.json'));
    expect(fileOf(`${join(base, 'a')}/./w.json`)).toBe(join(base, 'a', 'cmdlint.config.json'));
    expect(fileOf(join(base, 'b', 'v.json'))).toBe(join(base, 'b', 'cmdlint.config.json'));
    expect(fileOf(`${join(base, 'b')}/sub/u.json`)).toBe(join(base, 'b', 'cmdlint.config.json')); // a subdirectory: looked up, found above
    expect(fileOf(join(root, 'elsewhere.json'))).toBe(findConfigFile(root)); // the parent: its own answer, not the last one
  });

  it('may hold comments; a syntax error is located', () => {
    const file = join(root, 'commented.json');
    writeFileSync(file, '{\n  // the rules\n  "rules": { "bulk-size": "off", },\n}\n');
    expect(loadConfigFile(file).config.rules).toEqual({ 'bulk-size': 'off' });
    writeFileSync(file, '{\n  "rules": { "bulk-size": "off" }\n  "sets": []\n}');
    expect(() => loadConfigFile(file)).toThrow(/commented.json:3:3: Expected "," or "}"/);
    expect(() => loadConfigFile(join(root, 'missing.json'))).toThrow(/Cannot read the configuration .*missing.json: no such file/);
  });
});

describe('the JSON Schema', () => {
  it('is generated from the rule catalog, and the shipped schema.json is up to date (pnpm schema)', () => {
    const schema = configSchema();
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(renderSchema(schema));
    const rules = (schema.properties as { rules: { properties: Record<string, unknown> } }).rules.properties;
    expect(Object.keys(rules)).toContain('name-lowercase');
    expect(Object.keys(rules)).toContain('duplicate-key');
  });
});

describe('the JSON Schema, as editors use it', () => {
  const ajv = new Ajv({ allErrors: true });
  const validate = ajv.compile(configSchema());
  it('accepts the configuration of the examples', () => {
    const text = readFileSync(join(__dirname, '..', '..', '..', 'examples', 'cmdlint.config.json'), 'utf8');
    expect(validate(parseDocument(text, { jsonc: true }).value), JSON.stringify(validate.errors)).toBe(true);
  });
  it('rejects what validateConfig rejects', () => {
    for (const bad of [{ rule: {} }, { rules: { 'name-lowercas': 'error' } }, { sets: [{ scope: 'global' }] }, { defaultLocale: 'en_US' }, { application: { integrationTypes: [2] } }]) {
      expect(validate(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
