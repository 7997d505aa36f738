// A fast path of the reader checked against the plain way: every file of the Python corpus and
// each shape given is read with the path's flag on and off, and the two reads must give the same
// view of the document. The shapes are ones where the fast path and the walk could part.
import { readFileSync } from 'node:fs';
import type { SourceDocument } from '@cmdlint/text';
import { afterEach, describe, expect, it } from 'vitest';
import { corpusFiles, pythonReader } from './read.js';

/** What is compared of a document: its commands as lowered, its comments and its problems. */
type View = (document: SourceDocument) => unknown;

const loweredView: View = (document) => ({ bodies: document.bodies.map((body) => body.lowered), comments: document.comments, problems: document.problems });

/** Each shape, read the plain way, holds a command: a shape that found nothing could not tell the two ways apart. */
function holdsACommand(plain: unknown): void {
  expect((plain as { bodies: unknown[] }).bodies.length).toBeGreaterThan(0);
}

/**
 * The tests of `flag`'s fast path (`title`: what must not change): the corpus, then each shape,
 * each shape's plain read checked by `found` (by default, that it holds a command).
 */
export function describeBothWays(title: string, flag: { enabled: boolean }, shapes: Readonly<Record<string, string>>, options: { view?: View; found?: (plain: unknown) => void } = {}): void {
  const view = options.view ?? loweredView;
  const found = options.found ?? holdsACommand;
  const readBoth = async (path: string, text: string): Promise<[unknown, unknown]> => {
    const reader = await pythonReader();
    flag.enabled = true;
    const fast = view(reader.read(path, text));
    flag.enabled = false;
    const plain = view(reader.read(path, text));
    return [fast, plain];
  };

  afterEach(() => {
    flag.enabled = true;
  });

  describe(title, () => {
    it('on every corpus file', async () => {
      const files = corpusFiles();
      expect(files.length).toBeGreaterThan(20);
      for (const path of files) {
        const [fast, plain] = await readBoth(path, readFileSync(path, 'utf8'));
        expect(fast, path).toEqual(plain);
      }
    });

    for (const [name, text] of Object.entries(shapes)) {
      it(name, async () => {
        const [fast, plain] = await readBoth('/bot/cogs/x.py', text);
        expect(fast).toEqual(plain);
        found(plain);
      });
    }
  });
}
