// The corpus of real command files (test/corpus/third_party/python, verdicts in its README.md):
// every file read and linted with the core, no error where the verdict says clean, and each
// judged mistake at its line. A file that defines no command here would test nothing: each must.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packagesOf } from '../src/index.js';
import { findingsOf, pythonReader } from './read.js';

const CORPUS = fileURLToPath(new URL('../../../../test/corpus/third_party/python/', import.meta.url));

/** The errors each file's verdict names; every other file is clean. */
const JUDGED: Readonly<Record<string, readonly { rule: string; line: number }[]>> = {
  'discord.py/basic-camelcase.mutated.py': [{ rule: 'name-lowercase', line: 55 }],
  'discord.py/basic-long-description.mutated.py': [{ rule: 'description-length', line: 44 }],
  'py-cord/slash_options-order.mutated.py': [{ rule: 'required-before-optional', line: 33 }],
  'py-cord/slash_basic-uppercase.mutated.py': [{ rule: 'name-lowercase', line: 29 }],
  'nextcord/choices-uppercase.mutated.py': [{ rule: 'name-lowercase', line: 14 }],
  'disnake/subcmd-uppercase.mutated.py': [{ rule: 'name-lowercase', line: 31 }],
  'lightbulb/v2-moderation-uppercase.mutated.py': [{ rule: 'name-lowercase', line: 30 }],
  'lightbulb/v3-moderation-order.mutated.py': [{ rule: 'required-before-optional', line: 46 }],
  'interactions.py/boilerplate-hello_world-order.mutated.py': [
    { rule: 'required-before-optional', line: 35 },
    { rule: 'required-before-optional', line: 41 },
  ],
  'interactions.py/boilerplate-template-uppercase.mutated.py': [{ rule: 'name-lowercase', line: 20 }],
  'interactions.py/ipy-debug_extension-uppercase.mutated.py': [{ rule: 'name-lowercase', line: 83 }],
};

/** Files whose verdict is that they define no application command (prefix commands only). */
const NO_COMMANDS: ReadonlySet<string> = new Set(['lightbulb/v2-basic_bot_example.py']);

/** Dependency files beside the sources, by the prefix of the files they belong to. */
const MANIFESTS: Readonly<Record<string, string>> = { 'py-cord/bloo-': 'py-cord/bloo-requirements.txt', 'interactions.py/boilerplate-': 'interactions.py/boilerplate-requirements.txt' };

const files = ['discord.py', 'py-cord', 'nextcord', 'disnake', 'interactions.py', 'lightbulb'].flatMap((folder) =>
  readdirSync(join(CORPUS, folder))
    .filter((name) => name.endsWith('.py'))
    .map((name) => `${folder}/${name}`),
);

describe('the Python corpus', () => {
  it('holds the files the README judges', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const judged of Object.keys(JUDGED)) expect(files).toContain(judged);
  });

  for (const file of files) {
    it(file, async () => {
      const reader = await pythonReader();
      const manifest = Object.entries(MANIFESTS).find(([prefix]) => file.startsWith(prefix))?.[1];
      const packages = manifest ? packagesOf(manifest, readFileSync(join(CORPUS, manifest), 'utf8')) : undefined;
      const document = reader.read(join(CORPUS, file), readFileSync(join(CORPUS, file), 'utf8'), packages ? { packages } : {});
      expect(document.ok).toBe(true);
      if (NO_COMMANDS.has(file)) expect(document.bodies).toEqual([]);
      else expect(document.bodies.length).toBeGreaterThan(0);
      const errors = findingsOf(document, join(CORPUS, file)).filter((finding) => finding.severity === 'error');
      expect(errors.map(({ rule, line }) => ({ rule, line }))).toEqual(JUDGED[file] ?? []);
    });
  }
});
