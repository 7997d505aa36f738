// The generated schemas of command files and permissions bodies: shipped as generated, accepted by
// a draft-07 validator that compiles patterns with the `u` flag (as editors do), true to every valid
// body cmdlint knows and strict on the structural mistakes a schema can express.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLanguageService, TextDocument } from 'vscode-json-languageservice';
import { lint } from '@cmdlint/core';
import { commandSchema, permissionsSchema } from '@cmdlint/linter';
// @ts-expect-error: a plain .mjs script, shared with `pnpm schema`
import { COMMAND_SCHEMA_FILE, PERMISSIONS_SCHEMA_FILE, renderSchema } from '../../../scripts/config-schema.mjs';
import { anyCommand, envArb, lintOptionsOf, permissionsCase } from '../../../test/arbitraries/index.js';

const ROOT = join(__dirname, '..', '..', '..');

/** The editors' keywords (VS Code's): annotations, declared to the validator as a vocabulary. */
const EDITOR_KEYWORDS = ['enumDescriptions', 'deprecationMessage', 'markdownDescription', 'doNotSuggest'];

/** Ajv 8 in strict mode, every strict option on (types, required, tuples): any finding throws. */
function strictAjv(findings: string[] = []) {
  const logger = { log: () => undefined, warn: (...args: unknown[]) => findings.push(args.join(' ')), error: (...args: unknown[]) => findings.push(args.join(' ')) };
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, unicodeRegExp: true, logger });
  ajv.addVocabulary(EDITOR_KEYWORDS);
  return ajv;
}

function validator(schema: Record<string, unknown>) {
  return strictAjv().compile(schema);
}
const validateCommand = validator(commandSchema());
const validatePermissions = validator(permissionsSchema());

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });
}

describe('command and permissions schemas', () => {
  it('are shipped as generated (run pnpm schema)', () => {
    expect(readFileSync(COMMAND_SCHEMA_FILE, 'utf8')).toBe(renderSchema(commandSchema()));
    expect(readFileSync(PERMISSIONS_SCHEMA_FILE, 'utf8')).toBe(renderSchema(permissionsSchema()));
  });

  it('compile with no finding under Ajv 8 strict mode (types, required, tuples, unknown keywords)', () => {
    for (const schema of [commandSchema(), permissionsSchema()]) {
      const findings: string[] = [];
      strictAjv(findings).compile(schema);
      expect(findings).toEqual([]);
    }
    // Not vacuous: the editors' keywords undeclared are findings.
    expect(() => new Ajv({ strict: true, allowUnionTypes: true }).compile(commandSchema())).toThrow(/unknown keyword/);
  });

  it('have an $id where they are published, the one the SchemaStore entry points to', () => {
    const page = readFileSync(join(ROOT, 'docs', 'schemastore.md'), 'utf8');
    const entry = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(page)![1]!) as { url: string; fileMatch: string[] }[];
    expect(commandSchema().$id).toBe('https://raw.githubusercontent.com/cmdlint/cmdlint/main/packages/cli/command.schema.json');
    expect(permissionsSchema().$id).toBe('https://raw.githubusercontent.com/cmdlint/cmdlint/main/packages/cli/permissions.schema.json');
    expect(entry.map((e) => e.url)).toEqual([commandSchema().$id, permissionsSchema().$id]);
  });

  it('say in words what a name may hold, where an editor shows it, never the raw pattern', () => {
    const definitions = commandSchema().definitions as Record<string, { properties: Record<string, { description?: string; markdownDescription?: string }>; allOf: { then: { properties: Record<string, { description?: string; markdownDescription?: string }> } }[] }>;
    const names = [definitions.option!.properties.name!, definitions.command!.allOf[0]!.then.properties.name!, definitions.command!.allOf[2]!.then.properties.name!];
    for (const name of names) {
      expect(name.description).toMatch(/^The name( shown in the menu)?: 1 to 32 characters/);
      expect(name.markdownDescription).toMatch(/^The name( shown in the menu)?: 1 to 32 characters/);
      expect(`${name.description}${name.markdownDescription}`).not.toMatch(/\\p\{|\^\[/);
    }
    expect(names[0]!.description).toContain('lowercase form');
  });

  it('accept every bundled example command file', () => {
    const files = jsonFiles(join(ROOT, 'examples', 'commands'));
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) {
      const body = JSON.parse(readFileSync(file, 'utf8'));
      expect(validateCommand(body), `${file}: ${JSON.stringify(validateCommand.errors)}`).toBe(true);
    }
    const permissions = JSON.parse(readFileSync(join(ROOT, 'examples', 'permissions', 'config-permissions.json'), 'utf8'));
    expect(validatePermissions(permissions), JSON.stringify(validatePermissions.errors)).toBe(true);
  });

  it('accept every valid command cmdlint generates (all types, localizations, limits)', () => {
    fc.assert(
      fc.property(envArb.chain((env) => anyCommand(env).map((command) => ({ env, command }))), ({ env, command }) => {
        // The oracle: a body the core finds no error in.
        expect(lint(command, lintOptionsOf(env)).filter((d) => d.severity === 'error')).toEqual([]);
        expect(validateCommand(command), JSON.stringify(validateCommand.errors)).toBe(true);
        expect(validateCommand([command])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('accept every valid permissions body cmdlint generates', () => {
    fc.assert(
      fc.property(permissionsCase, ({ body }) => {
        expect(validatePermissions(body), JSON.stringify(validatePermissions.errors)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  const base = { name: 'ping', description: 'Replies with pong' };
  const option = (extra: Record<string, unknown>) => ({ ...base, options: [{ type: 3, name: 'text', description: 'Some text', ...extra }] });
  it('accept autocomplete: false and an empty choices array on every option type, as the service does', () => {
    const body = { ...base, options: [
      { type: 1, name: 'sub', description: 'A subcommand', choices: [], options: [
        { type: 5, name: 'flag', description: 'A flag', autocomplete: false, choices: [] },
        { type: 6, name: 'who', description: 'Who', autocomplete: false },
      ] },
    ] };
    expect(lint(body).filter((d) => d.severity === 'error')).toEqual([]);
    expect(validateCommand(body), JSON.stringify(validateCommand.errors)).toBe(true);
  });

  // A structural mistake per row, each also an error of cmdlint's.
  const invalid: [string, unknown][] = [
    ['no name', { description: 'x' }],
    ['a CHAT_INPUT name with a space', { ...base, name: 'my ping' }],
    ['a CHAT_INPUT name of 33 code points', { ...base, name: 'a'.repeat(33) }],
    ['no description on CHAT_INPUT', { name: 'ping' }],
    ['a description of 101 code points', { ...base, description: 'x'.repeat(101) }],
    ['a type sent as a string', { ...base, type: '1' }],
    ['an unknown command type', { ...base, type: 5 }],
    ['an unknown locale key', { ...base, name_localizations: { pt_BR: 'pingar' } }],
    ['a localized CHAT_INPUT name with a space', { ...base, name_localizations: { fr: 'le ping' } }],
    ['a description on a USER command', { type: 2, name: 'Profile', description: 'Shows the profile' }],
    ['options on a MESSAGE command', { type: 3, name: 'Quote', options: [] }],
    ['a handler on CHAT_INPUT', { ...base, handler: 1 }],
    ['default_member_permissions as a number', { ...base, default_member_permissions: 8 }],
    ['contexts with an unknown value', { ...base, contexts: [0, 3] }],
    ['integration_types repeated', { ...base, integration_types: [0, 0] }],
    ['nsfw as a string', { ...base, nsfw: 'yes' }],
    ['an option without a type', { ...base, options: [{ name: 'text', description: 'Some text' }] }],
    ['min_length on an INTEGER option', option({ type: 4, min_length: 1 })],
    ['choices on a BOOLEAN option', option({ type: 5, choices: [{ name: 'Yes', value: 'y' }] })],
    ['autocomplete: true on a BOOLEAN option', option({ type: 5, autocomplete: true })],
    ['required on a subcommand', { ...base, options: [{ type: 1, name: 'sub', description: 'A subcommand', required: false }] }],
    ['a string choice value on an INTEGER option', option({ type: 4, choices: [{ name: 'One', value: '1' }] })],
    ['an integer choice value on a STRING option', option({ choices: [{ name: 'One', value: 1 }] })],
    ['26 options', { ...base, options: Array.from({ length: 26 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'd' })) }],
    ['max_length of 6001', option({ max_length: 6001 })],
    ['a subcommand group holding a string option', { ...base, options: [{ type: 2, name: 'g', description: 'A group', options: [{ type: 3, name: 's', description: 'd' }] }] }],
    ['an unknown file type', option({ type: 11, file_types: ['pdf'] })],
    ['an unknown field', { ...base, descripton: 'typo' }],
  ];
  it.each(invalid)('reject %s', (_, body) => {
    expect(validateCommand(body)).toBe(false);
    expect(lint(body).some((d) => d.severity === 'error' || d.ruleId === 'unknown-field')).toBe(true);
  });

  it('reject permissions bodies of the wrong shape', () => {
    expect(validatePermissions({ permissions: [{ id: '1', type: 4, permission: true }] })).toBe(false);
    expect(validatePermissions({ permissions: [{ id: 1, type: 1, permission: true }] })).toBe(false);
    expect(validatePermissions({ permissions: [{ id: '1', type: 1 }] })).toBe(false);
    expect(validatePermissions({ permissions: Array.from({ length: 101 }, (_, i) => ({ id: String(i + 1), type: 2, permission: true })) })).toBe(false);
  });

  it('allow a top-level $schema and the registered id that keeps a rename in a bulk overwrite', () => {
    expect(validateCommand({ $schema: './node_modules/cmdlint/command.schema.json', ...base })).toBe(true);
    expect(validateCommand([{ ...base, id: '1234567890123456789' }])).toBe(true);
  });
});

describe("completion in VS Code's JSON language service (vscode-json-languageservice) with the shipped schema", () => {
  const service = getLanguageService({ schemaRequestService: () => Promise.reject(new Error('no fetching')) });
  service.configure({ validate: true, schemas: [{ uri: 'cmdlint://command.schema.json', fileMatch: ['*.json'], schema: JSON.parse(readFileSync(COMMAND_SCHEMA_FILE, 'utf8')) }] });

  /** The property names offered where `|` is, in an option of the given type. */
  async function offeredInOption(type: number): Promise<string[]> {
    const text = `{ "name": "ping", "description": "Pong", "options": [{ "type": ${type}, "name": "n", "description": "d", | }] }`;
    const offset = text.indexOf('|');
    const document = TextDocument.create('file:///ping.json', 'json', 1, text.replace('|', ''));
    const list = await service.doComplete(document, document.positionAt(offset), service.parseJSONDocument(document));
    return list!.items.map((item) => item.label.replace(/"/g, ''));
  }

  it('offers in an INTEGER option its own fields, not min_length, file_types or channel_types', async () => {
    const integer = await offeredInOption(4);
    expect(integer).toEqual(expect.arrayContaining(['min_value', 'max_value', 'choices', 'autocomplete', 'required']));
    expect(integer).not.toEqual(expect.arrayContaining(['min_length']));
    for (const other of ['min_length', 'max_length', 'file_types', 'channel_types', 'options']) expect(integer).not.toContain(other);
  });

  it('offers min_length in a STRING option, file_types in an ATTACHMENT one, channel_types in a CHANNEL one', async () => {
    expect(await offeredInOption(3)).toEqual(expect.arrayContaining(['min_length', 'max_length', 'choices']));
    expect(await offeredInOption(11)).toContain('file_types');
    expect(await offeredInOption(7)).toContain('channel_types');
    expect(await offeredInOption(5)).not.toContain('choices');
  });

  it('still reports an unknown field in an option, and a field of another type', async () => {
    const diagnosticsOf = async (option: string) => {
      const document = TextDocument.create('file:///ping.json', 'json', 1, `{ "name": "ping", "description": "Pong", "options": [${option}] }`);
      return service.doValidation(document, service.parseJSONDocument(document));
    };
    expect(await diagnosticsOf('{ "type": 4, "name": "n", "description": "d", "min_value": 1 }')).toEqual([]);
    expect((await diagnosticsOf('{ "type": 4, "name": "n", "description": "d", "descripton": "x" }')).length).toBeGreaterThan(0);
    expect((await diagnosticsOf('{ "type": 4, "name": "n", "description": "d", "min_length": 1 }')).length).toBeGreaterThan(0);
  });
});
