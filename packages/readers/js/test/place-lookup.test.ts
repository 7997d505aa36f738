// A lowered body's places found by following the path (packages/text/src/reader/place-lookup.ts)
// against the map of every place (lower.ts, `places`): every place of every command of the source
// corpus, each with its indices as numbers and as the strings a pointer gives, and paths that are
// not there, must give the same place both ways; shapes with unknown elements and keys check that
// an index counts only the known elements (an unknown element drops out of the lowered array).
import { readFileSync } from 'node:fs';
import type { Path } from '@cmdlint/core';
import { pathKey, type LoweredBody } from '@cmdlint/text';
import { describe, expect, it } from 'vitest';
import { parseSourceDocument } from '../src/read.js';
import { corpusFiles } from './both-ways.js';

/** Every path of a lowered value, indices as numbers. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (typeof value === 'object' && value !== null) for (const key of Object.keys(value)) pathsOf((value as Record<string, unknown>)[key], [...at, key], out);
  return out;
}

/** Compares both ways on every place of a body and a few absent paths; returns how many places it compared. */
function compareBody(lowered: LoweredBody, where: string): number {
  const paths = pathsOf(lowered.value);
  // The value's paths are exactly the map's places: none is compared twice, none left out.
  expect(new Set(paths.map(pathKey)), where).toEqual(new Set(lowered.places.keys()));
  for (const path of paths) {
    const plain = lowered.places.get(pathKey(path));
    expect(lowered.placeOf!(path), `${where} ${pathKey(path)}`).toEqual(plain);
    expect(lowered.placeOf!(path.map(String)), `${where} ${pathKey(path)} as strings`).toEqual(plain);
    for (const absent of [[...path, 'absent'], [...path, 99_999], [...path, -1], [...path, '01'], [...path, 0.5]]) {
      expect(lowered.placeOf!(absent), `${where} ${pathKey(absent)}`).toBe(lowered.places.get(pathKey(absent)));
    }
  }
  return paths.length;
}

const HEAD = "import { SlashCommandBuilder, REST, Routes } from 'discord.js';\nimport { imported, more } from './elsewhere.js';\n";

/** Each holds unknown elements before known ones, or unknown keys, in a command that is read. */
const SHAPES: Record<string, string> = {
  'unknown elements before and between known ones': `${HEAD}new REST().put(Routes.applicationCommands('1'), { body: [imported, { name: 'a', description: 'A', options: [more, { type: 3, name: 'x', description: 'X', choices: [imported, { name: 'c', value: 'c' }, more, { name: 'd', value: 'd' }] }] }] });\n`,
  'unknown keys, an open object and a builder': `${HEAD}const base = { name: 'b', description: imported, ...more };\nnew REST().put(Routes.applicationCommands('1'), { body: [base, { name: 'c', description: 'C', default_member_permissions: imported }] });\nexport const data = new SlashCommandBuilder().setName('ping').setDescription(imported).addStringOption((o) => o.setName('x').setDescription('X'));\n`,
};

describe('a place found by its path is the place the map holds', () => {
  it('on every command of the corpus', () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThan(50);
    let compared = 0;
    for (const path of files) {
      const document = parseSourceDocument(readFileSync(path, 'utf8'), path);
      document.bodies.forEach((body, i) => (compared += compareBody(body.lowered, `${path} #${i}`)));
    }
    expect(compared).toBeGreaterThan(500);
  });

  for (const [name, text] of Object.entries(SHAPES)) {
    it(name, () => {
      const document = parseSourceDocument(text, '/bot/commands/x.ts');
      expect(document.bodies.length).toBeGreaterThan(0);
      // Something is unknown in each, or the index of a known element could not go wrong.
      expect(document.bodies.some((body) => !body.lowered.complete)).toBe(true);
      for (const [i, body] of document.bodies.entries()) compareBody(body.lowered, `#${i}`);
    });
  }

  it('counts only the known elements in an index', () => {
    const [body] = parseSourceDocument(SHAPES['unknown elements before and between known ones']!, '/bot/commands/x.ts').bodies;
    // The first known command is element 0 of the lowered array; its option, element 0 of its options.
    expect(body!.lowered.placeOf!([0, 'name'])?.literal).toBeDefined();
    expect(body!.lowered.placeOf!([0, 'options', 0, 'choices', 1, 'name'])).toEqual(body!.lowered.places.get(pathKey([0, 'options', 0, 'choices', 1, 'name'])));
    expect(body!.lowered.placeOf!([0, 'options', 0, 'choices', 2])).toBeUndefined();
  });
});
