// Project manifests reach a reader through the guarded reader (the shared layer's readers/manifests.ts): found upward,
// nearest first, a FIFO or a too-big file refused unread (never a hang), and the reader decides what
// they mean (the JavaScript reader: the nearest package.json that names discord.js).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_MANIFEST_BYTES, ProjectManifests, ProjectOptions } from '@cmdlint/files';
import { javascriptReader } from '../src/reader.js';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-manifests-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(root, 'p-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const djs = (range: string): string => JSON.stringify({ dependencies: { 'discord.js': range } });

describe('ProjectManifests', () => {
  it('the manifests above a directory, nearest first, with their texts', () => {
    const dir = project({ 'package.json': djs('^14.1.0'), 'packages/bot/package.json': '{}', 'packages/bot/src/x.js': '' });
    const found = new ProjectManifests(['package.json']).above(join(dir, 'packages', 'bot', 'src'));
    const ours = found.filter((manifest) => manifest.path.startsWith(dir));
    expect(ours.map((manifest) => [manifest.path.slice(dir.length), manifest.text])).toEqual([
      [join('/packages', 'bot', 'package.json'), '{}'],
      ['/package.json', djs('^14.1.0')],
    ]);
  });

  it('a FIFO named package.json is there but unread, and nothing waits on it', () => {
    const dir = project({ 'src/x.js': '' });
    execFileSync('mkfifo', [join(dir, 'package.json')]);
    const [nearest] = new ProjectManifests(['package.json']).above(join(dir, 'src'));
    expect(nearest).toEqual({ name: 'package.json', path: join(dir, 'package.json'), text: undefined });
  });

  it('a pattern names every file of a directory it matches, in name order, and no other', () => {
    const dir = project({ 'requirements.txt': 'a', 'requirements-dev.txt': 'b', 'requirements.in': 'c', 'dev-requirements.txt': 'd', 'src/x.py': '' });
    const found = new ProjectManifests(['requirements*.txt']).above(join(dir, 'src')).filter((manifest) => manifest.path.startsWith(dir));
    expect(found.map((manifest) => [manifest.name, manifest.text])).toEqual([
      ['requirements-dev.txt', 'b'],
      ['requirements.txt', 'a'],
    ]);
  });

  it('a manifest over the bound is there but unread', () => {
    const dir = project({ 'package.json': ' '.repeat(MAX_MANIFEST_BYTES + 1) });
    expect(new ProjectManifests(['package.json']).above(dir)[0]!.text).toBeUndefined();
  });
});

describe("the JavaScript reader's options, from the manifests it is handed", () => {
  it('a workspace package without discord.js takes the root one', () => {
    const dir = project({ 'package.json': djs('^13.8.0'), 'packages/bot/package.json': '{ "name": "bot" }' });
    expect(new ProjectOptions(javascriptReader).of(join(dir, 'packages', 'bot', 'index.js'))).toEqual({ discordJs: 13 });
  });

  it('the nearest that names it decides', () => {
    const dir = project({ 'package.json': djs('^13.8.0'), 'bot/package.json': djs('14.x') });
    expect(new ProjectOptions(javascriptReader).of(join(dir, 'bot', 'index.js'))).toEqual({ discordJs: 14 });
  });

  it('an unread manifest (a FIFO) names no version, and the search stops there', () => {
    const dir = project({ 'package.json': djs('^14.0.0'), 'bot/x.js': '' });
    execFileSync('mkfifo', [join(dir, 'bot', 'package.json')]);
    expect(new ProjectOptions(javascriptReader).of(join(dir, 'bot', 'x.js'))).toEqual({});
  });
});
