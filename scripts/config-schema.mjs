#!/usr/bin/env node
// Writes (or, with --check, verifies) packages/cli/schema.json, the JSON Schema of the
// configuration file, from the rule catalog. A test fails when the shipped file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = join(ROOT, 'packages', 'cli', 'schema.json');

export function renderSchema(schema) {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { configSchema } = await import('../packages/shared/dist/index.js');
  const text = renderSchema(configSchema());
  if (process.argv.includes('--check')) {
    if (readFileSync(SCHEMA_FILE, 'utf8') !== text) {
      console.error(`${SCHEMA_FILE} is stale: run pnpm schema`);
      process.exit(1);
    }
  } else {
    writeFileSync(SCHEMA_FILE, text);
    console.log(`wrote ${SCHEMA_FILE}`);
  }
}
