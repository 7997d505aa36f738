#!/usr/bin/env node
// Writes (or, with --check, verifies) the JSON Schemas the cmdlint package ships, all generated:
// schema.json (the configuration file, from the rule catalog), command.schema.json and
// permissions.schema.json (command files and permissions bodies, from the core's facts).
// A test fails when a shipped file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './import-source.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(ROOT, 'packages', 'cli');
export const SCHEMA_FILE = join(CLI, 'schema.json');
export const COMMAND_SCHEMA_FILE = join(CLI, 'command.schema.json');
export const PERMISSIONS_SCHEMA_FILE = join(CLI, 'permissions.schema.json');

export function renderSchema(schema) {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { configSchema, commandSchema, permissionsSchema } = await importSource('packages/linter/src/index.ts'); // from source: a stale dist would write a stale schema
  const outputs = [
    [SCHEMA_FILE, configSchema()],
    [COMMAND_SCHEMA_FILE, commandSchema()],
    [PERMISSIONS_SCHEMA_FILE, permissionsSchema()],
  ];
  let stale = false;
  for (const [file, schema] of outputs) {
    const text = renderSchema(schema);
    if (process.argv.includes('--check')) {
      let current = '';
      try { current = readFileSync(file, 'utf8'); } catch {}
      if (current !== text) {
        console.error(`${file} is stale: run pnpm run schema`);
        stale = true;
      }
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    }
  }
  if (stale) process.exit(1);
}
