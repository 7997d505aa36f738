// The seams of issue 35, as anyone can check them: a parser is a package boundary (the core, the
// text layer, the linter and the files layer list no parser; a reader lists its own), the runtime
// is one (no Node import in the text layer or the linter), those layers import no reader (they
// know readers only through the ReadSource they are given), and a reader imports no surface, and
// neither the linter nor the files layer (only the text layer's contract and kit).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { READERS } from '../../packages/readers/table/src/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** The parsers of the table's readers, and the tree-sitter runtime and grammars of readers to come. */
const PARSER = new RegExp(`^(?:${READERS.flatMap((reader) => reader.parserPackages).join('|')}|web-tree-sitter|tree-sitter-.*)$`);
const READER_PACKAGES = /^@cmdlint\/(?:reader-[\w-]+|readers)(?:\/|$)/;
const SURFACES = /^@cmdlint\/(?:cli|language-server|eslint-plugin|playground|vscode)(?:\/|$)|^cmdlint$/;
const ABOVE_THE_CONTRACT = /^@cmdlint\/(?:linter|files)(?:\/|$)/;
/** The layers below the surfaces and beside the readers. */
const LAYERS = ['packages/core', 'packages/text', 'packages/linter', 'packages/files'];

function dependenciesOf(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return ['dependencies', 'optionalDependencies', 'peerDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}));
}

/** `file: module` for every module a package's sources import by name. */
function importsOf(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string): void => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else if (name.endsWith('.ts')) for (const match of readFileSync(child, 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^'.][^']*)';/gms)) found.push(`${relative(ROOT, child)}: ${match[1]}`);
    }
  };
  walk(join(ROOT, dir, 'src'));
  return found;
}

const READER_DIRS = readdirSync(join(ROOT, 'packages', 'readers')).map((name) => join('packages', 'readers', name)).filter((dir) => dir !== join('packages', 'readers', 'table'));

describe('the layers', () => {
  it('the core, the text layer, the linter and the files layer list no parser; the JavaScript reader lists its own', () => {
    for (const dir of LAYERS) expect(dependenciesOf(dir).filter((name) => PARSER.test(name)), dir).toEqual([]);
    expect(dependenciesOf('packages/readers/js')).toContain('oxc-parser');
  });

  it('the core, the text layer, the linter and the files layer import no reader', () => {
    const imports = LAYERS.flatMap(importsOf);
    expect(imports.some((line) => line.endsWith(': @cmdlint/core'))).toBe(true); // the walk reads imports
    expect(imports.filter((line) => READER_PACKAGES.test(line.split(': ')[1]!))).toEqual([]);
  });

  it('the text layer, the linter and the language service import nothing of Node (they run in a browser)', () => {
    for (const dir of ['packages/text', 'packages/linter', 'packages/language-service']) {
      const imports = importsOf(dir);
      expect(imports.some((line) => line.endsWith(': @cmdlint/core')), dir).toBe(true);
      expect(imports.filter((line) => /: node:/.test(line)), dir).toEqual([]);
    }
    // The walk sees a Node import where there is one.
    expect(importsOf('packages/files').some((line) => line.endsWith(': node:fs'))).toBe(true);
  });

  it('a reader imports no surface, no other reader, and neither the linter nor the files layer', () => {
    expect(READER_DIRS.length).toBeGreaterThan(1);
    for (const dir of READER_DIRS) {
      const imports = importsOf(dir);
      expect(imports.some((line) => line.includes('@cmdlint/text')), dir).toBe(true);
      expect(imports.filter((line) => SURFACES.test(line.split(': ')[1]!) || READER_PACKAGES.test(line.split(': ')[1]!) || ABOVE_THE_CONTRACT.test(line.split(': ')[1]!)), dir).toEqual([]);
      expect(dependenciesOf(dir).filter((name) => ABOVE_THE_CONTRACT.test(name)), dir).toEqual([]);
    }
  });
});
