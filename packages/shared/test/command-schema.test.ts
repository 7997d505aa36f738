// The generated schemas of command files and permissions bodies: shipped as generated, accepted by
// a draft-07 validator that compiles patterns with the `u` flag (as editors do), true to every valid
// body cmdlint knows and strict on the structural mistakes a schema can express.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lint } from '@cmdlint/core';
import { commandSchema, permissionsSchema } from '@cmdlint/shared';
// @ts-expect-error: a plain .mjs script, shared with `pnpm schema`
import { COMMAND_SCHEMA_FILE, PERMISSIONS_SCHEMA_FILE, renderSchema } from '../../../scripts/config-schema.mjs';
import { anyCommand, envArb, lintOptionsOf, permissionsCase } from '../../../test/arbitraries/index.js';

const ROOT = join(__dirname, '..', '..', '..');

function validator(schema: Record<string, unknown>) {
  // VS Code's keywords are annotations: known to the validator, never failing.
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, strictTypes: false, unicodeRegExp: true });
  ajv.addVocabulary(['enumDescriptions', 'deprecationMessage', 'markdownDescription']);
  return ajv.compile(schema);
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
    ['choices on a BOOLEAN option', option({ type: 5, choices: [] })],
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
