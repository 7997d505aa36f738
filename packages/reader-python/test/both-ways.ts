// A file read the reader's way (its plain copy of the tree, src/lowered.ts) and the plain way
// (tree-sitter's nodes walked directly): what each gives a lint, down to places and fixes.
import { lintFiles } from '@cmdlint/shared';
import type { SourceDocument } from '@cmdlint/shared/source';
import { expect } from 'vitest';
import type { PythonReader, PythonReadOptions } from '../src/index.js';
import { LOWERING } from '../src/lowered.js';

/** Everything of a document a lint or an editor reads: values with their places, comments, problems, diagnostics with fixes. */
export function viewOf(path: string, document: SourceDocument): unknown {
  const [report] = lintFiles([{ path, document }]);
  return {
    // Every path's place (the ranges a diagnostic and a fix use), not only the values; the restating function by its presence.
    bodies: document.bodies.map((body) => ({ ...body, lowered: { value: body.lowered.value, places: body.lowered.places, complete: body.lowered.complete }, restate: typeof body.restate })),
    comments: document.comments,
    problems: document.problems,
    refused: document.refused,
    diagnostics: report!.diagnostics,
  };
}

/** The two reads of a file: the reader's way, then the plain way. */
export function readBothWays(reader: PythonReader, path: string, text: string, options: PythonReadOptions = {}): [unknown, unknown] {
  try {
    const lowered = viewOf(path, reader.read(path, text, options));
    LOWERING.enabled = false;
    const plain = viewOf(path, reader.read(path, text, options));
    return [lowered, plain];
  } finally {
    LOWERING.enabled = true;
  }
}

/** Fails the test where the two reads differ. */
export function expectSameBothWays(reader: PythonReader, path: string, text: string, options: PythonReadOptions = {}): void {
  const [lowered, plain] = readBothWays(reader, path, text, options);
  expect(lowered, `${path} read through the plain copy of its tree`).toEqual(plain);
}
