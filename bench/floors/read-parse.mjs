// Floor of the CLI rows: a Node script that reads and JSON.parses a file, or every .json file of a
// directory, and does nothing else.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const target = process.argv[2];
if (statSync(target).isDirectory()) {
  for (const name of readdirSync(target)) if (name.endsWith('.json')) JSON.parse(readFileSync(join(target, name), 'utf8'));
} else {
  JSON.parse(readFileSync(target, 'utf8'));
}
