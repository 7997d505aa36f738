// A fast path of the reader checked against the plain way (as the Python reader's test/both-ways.ts
// does): every file of the source corpus (test/corpus/third_party/source) and each shape given is
// read with the path's flag on and off, and the two reads must give the same documents.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFiles } from '@cmdlint/linter';
import type { SourceDocument } from '@cmdlint/text';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSourceDocument } from '../src/read.js';

const CORPUS = fileURLToPath(new URL('../../../../test/corpus/third_party/source', import.meta.url));

/** Every source file of the corpus (also read by place-lookup.test.ts). */
export function corpusFiles(dir = CORPUS, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) corpusFiles(path, out);
    else if (/\.[mc]?[jt]sx?$/.test(name)) out.push(path);
  }
  return out;
}

/** What is compared of a read: the commands as lowered, the problems and notes, and what the linter says of the file. */
function view(path: string, text: string): unknown {
  const document: SourceDocument = parseSourceDocument(text, path);
  const [report] = lintFiles([{ path, document }], {});
  return { bodies: document.bodies.map((body) => ({ ...body, restate: undefined })), problems: document.problems, notes: document.notes, diagnostics: report!.diagnostics };
}

/** The tests of `flag`'s fast path (`title`: what must not change): the corpus, then each shape, which must hold a command. */
export function describeBothWays(title: string, flag: { enabled: boolean }, shapes: Readonly<Record<string, string>>): void {
  const readBoth = (path: string, text: string): [unknown, unknown] => {
    flag.enabled = true;
    const fast = view(path, text);
    flag.enabled = false;
    const plain = view(path, text);
    return [fast, plain];
  };

  afterEach(() => {
    flag.enabled = true;
  });

  describe(title, () => {
    it('on every corpus file', () => {
      const files = corpusFiles();
      expect(files.length).toBeGreaterThan(50);
      for (const path of files) {
        const [fast, plain] = readBoth(path, readFileSync(path, 'utf8'));
        expect(fast, path).toEqual(plain);
      }
    });

    for (const [name, text] of Object.entries(shapes)) {
      it(name, () => {
        const [fast, plain] = readBoth('/bot/commands/x.ts', text);
        expect(fast).toEqual(plain);
        // A shape that found nothing could not tell the two ways apart.
        expect((plain as { bodies: unknown[] }).bodies.length).toBeGreaterThan(0);
      });
    }
  });
}
