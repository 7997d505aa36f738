// Which documents the extension hands to the server, and the manifest that says the same: the
// JavaScript and TypeScript languages only with cmdlint.sources "on", whose values and default are
// the server's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from '../../language-server/src/settings.js';
import { MANIFEST_GLOBS } from '../../language-server/src/service/project-options.js';
import { READERS } from '../../readers/table/src/index.js';
import { documentSelector, serverWanted, SOURCE_LANGUAGES, sourcesSetting, watchedFiles } from '../src/selector.js';

const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));

describe('the document selector', () => {
  test('off: JSON and JSONC files and untitled documents only', () => {
    expect(documentSelector('off')).toEqual([
      { scheme: 'file', language: 'json' },
      { scheme: 'file', language: 'jsonc' },
      { scheme: 'untitled', language: 'json' },
      { scheme: 'untitled', language: 'jsonc' },
    ]);
    expect(watchedFiles('off')).toBe('**/*.{json,jsonc}');
  });

  test('on: also the languages of the table of readers (JavaScript, TypeScript, Python), and their files and manifests watched', () => {
    const languages = documentSelector('on').filter((filter) => filter.scheme === 'file').map((filter) => filter.language);
    expect(languages).toEqual(['json', 'jsonc', 'javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'python']);
    expect(languages.slice(2)).toEqual(READERS.flatMap((reader) => Object.keys(reader.editorLanguages)));
    expect(documentSelector('on').filter((filter) => filter.scheme === 'untitled')).toHaveLength(7);
    expect(watchedFiles('on')).toBe('**/{*.json,*.jsonc,*.js,*.mjs,*.cjs,*.jsx,*.ts,*.mts,*.cts,*.tsx,*.py,requirements*.txt,pyproject.toml,poetry.lock,uv.lock,Pipfile,setup.cfg}');
  });

  test('the watched manifests are the ones the server reads (package.json among the JSON files, Sapphire\'s entry files among the sources)', () => {
    const watched = watchedFiles('on').slice('**/{'.length, -1).split(',');
    // Named in the pattern, or a name an extension's pattern already takes (`*.json`, `*.ts`; `lib/setup/*.ts` is `*.ts` in a folder).
    const takes = (name: string): boolean => {
      const last = name.slice(name.lastIndexOf('/') + 1);
      return watched.some((pattern) => pattern === name || (pattern.startsWith('*.') && last.endsWith(pattern.slice(1)) && (!last.includes('*') || last === pattern)));
    };
    for (const glob of MANIFEST_GLOBS) expect(takes(glob.slice('**/'.length)), glob).toBe(true);
    expect(MANIFEST_GLOBS).toContain('**/requirements*.txt');
    expect(MANIFEST_GLOBS).toContain('**/index.ts');
    expect(MANIFEST_GLOBS).toContain('**/lib/setup/*.ts');
    expect(takes('requirements.txt')).toBe(false); // the check can fail: a name no pattern takes
  });

  test('the server starts for a JavaScript file only with sources on', () => {
    expect(serverWanted('off', ['typescript', 'javascript'])).toBe(false);
    expect(serverWanted('off', ['typescript', 'jsonc'])).toBe(true);
    expect(serverWanted('on', ['typescript'])).toBe(true);
    expect(serverWanted('off', ['python'])).toBe(false);
    expect(serverWanted('on', ['python'])).toBe(true);
    expect(serverWanted('on', ['markdown'])).toBe(false);
  });

  test('anything but "on" is off', () => {
    expect([sourcesSetting('on'), sourcesSetting('off'), sourcesSetting(true), sourcesSetting(undefined)]).toEqual(['on', 'off', 'off', 'off']);
  });
});

describe('the manifest', () => {
  test('cmdlint.sources has the server\'s values and default, and tells how not to see problems twice', () => {
    const contributed = manifest.contributes.configuration.properties['cmdlint.sources'];
    expect(contributed.default).toBe(DEFAULT_SETTINGS.sources);
    for (const value of contributed.enum) expect(readSettings({ sources: value }).problems).toEqual([]);
    expect(contributed.markdownDescription).toContain('vscode-eslint');
    expect(contributed.markdownDescription).toContain('twice');
  });

  test('the extension wakes on the languages it may hand over', () => {
    for (const language of ['json', 'jsonc', ...SOURCE_LANGUAGES]) expect(manifest.activationEvents).toContain(`onLanguage:${language}`);
  });
});
