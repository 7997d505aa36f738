// The table's rows as a surface runs them (the shared layer's readers/reading.ts): each path to its reader, loaded on
// its first file, and a reader with an asynchronous load (tree-sitter's WebAssembly) started on its
// first file: that file reads as unread (no commands, never judged), and settle() says to read again.
import { describe, expect, it } from 'vitest';
import { javascriptReader } from '@cmdlint/reader-js';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { type Reader, type ReaderInfo } from '@cmdlint/text';
import { SourceReaders } from '@cmdlint/files';
import { unreadDocument } from '@cmdlint/text';
import { PYTHON_INFO } from '@cmdlint/reader-python/info';
import { editorReaderOf, READERS, readerInfoOf } from '../src/index.js';

const HASH: ReaderInfo = {
  language: 'Hash',
  reads: (path) => path.endsWith('.hash'),
  declines: () => false,
  editorLanguages: { hash: 'document.hash' },
  markers: /Command/,
  skippedDirectories: new Set(['venv']),
  testFile: /^test_/,
  lineComment: '#',
  manifests: [],
  parserPackages: [],
};

/** A reader whose parser starts asynchronously; `loads` counts the module loads. */
function asyncRow(fail = false): { row: { info: ReaderInfo; load: () => Reader }; loads: () => number } {
  let loads = 0;
  let started = false;
  const reader: Reader = {
    info: HASH,
    load: () => (fail ? Promise.reject(new Error('no wasm')) : Promise.resolve()).finally(() => void (started = true)),
    read: (path, input) => (started ? javascriptReader.read(`${path}.js`, input) : unreadDocument(input, 'The Hash reader was not loaded yet.')),
  };
  return { row: { info: HASH, load: () => (loads++, reader) }, loads: () => loads };
}

const BUILDER = "import { SlashCommandBuilder } from 'discord.js';\nexport const data = new SlashCommandBuilder().setName('ping').setDescription('Pong');\n";

describe('SourceReaders', () => {
  it('each path goes to its row, each row loaded once, on its first file', () => {
    let jsLoads = 0;
    const hash = asyncRow();
    const readers = new SourceReaders([{ info: JAVASCRIPT_INFO, load: () => (jsLoads++, javascriptReader) }, hash.row]);
    expect([jsLoads, hash.loads()]).toEqual([0, 0]);
    expect(readers.read('/p/a.js', BUILDER).bodies).toHaveLength(1);
    expect(readers.read('/p/b.ts', BUILDER).bodies).toHaveLength(1);
    expect([jsLoads, hash.loads()]).toEqual([1, 0]);
  });

  it('a file met before an asynchronous load settles is unread, and read after settle()', async () => {
    const hash = asyncRow();
    const readers = new SourceReaders([hash.row]);
    const before = readers.read('/p/a.hash', BUILDER);
    expect(before.bodies).toEqual([]);
    expect(before.refused).toBe(true);
    expect(before.problems[0]!.message).toContain('The Hash reader was not loaded yet');
    expect(await readers.settle()).toBe(true);
    expect(readers.read('/p/a.hash', BUILDER).bodies).toHaveLength(1);
    expect(await readers.settle()).toBe(false);
  });

  it('prepare() loads the rows named before any file, and a load that fails leaves the read to the reader', async () => {
    const failing = asyncRow(true);
    const readers = new SourceReaders([failing.row]);
    await readers.prepare([HASH]);
    expect(failing.loads()).toBe(1);
    expect(readers.read('/p/a.hash', BUILDER).refused).toBe(false);
  });

  it('a path no row reads is refused loudly (callers ask readerInfoOf first)', () => {
    expect(() => new SourceReaders([]).read('/p/a.json', '{}')).toThrow('No reader reads /p/a.json');
  });
});

describe('the table', () => {
  it('JavaScript/TypeScript is its first row, by path', () => {
    expect(READERS[0]).toBe(JAVASCRIPT_INFO);
    expect(['a.js', 'a.mjs', 'a.cjs', 'a.jsx', 'a.ts', 'a.mts', 'a.cts', 'a.tsx'].map((path) => readerInfoOf(path)?.language)).toEqual(Array(8).fill('JavaScript/TypeScript'));
    expect(['a.d.ts', 'a.json', 'a.jsonc', 'a.pyi'].map((path) => readerInfoOf(path))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('Python is its second row: .py by path, `python` documents by language id, stubs declined', () => {
    expect(READERS[1]).toBe(PYTHON_INFO);
    expect(['cog.py', 'COG.PY'].map((path) => readerInfoOf(path)?.language)).toEqual(['Python', 'Python']);
    expect(editorReaderOf('Untitled-1', false, 'python')?.name).toBe('document.py');
    expect(editorReaderOf('/p/typing.pyi', true, 'python')).toBeUndefined();
  });

  it('an editor document by its path, else by its language id, never a declined path nor a named JSON file', () => {
    expect(editorReaderOf('/p/a.ts', true, 'typescript')?.name).toBe('/p/a.ts');
    expect(editorReaderOf('Untitled-1', false, 'typescriptreact')?.name).toBe('document.tsx');
    expect(editorReaderOf('/p/types.d.ts', true, 'typescript')).toBeUndefined();
    expect(editorReaderOf('/p/a.json', true, 'javascript')).toBeUndefined();
    expect(editorReaderOf('Untitled-2', false, 'hash', [JAVASCRIPT_INFO, HASH])).toEqual({ reader: HASH, name: 'document.hash' });
    expect(editorReaderOf('Untitled-3', false, 'toString')).toBeUndefined();
  });
});
