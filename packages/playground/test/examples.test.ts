// The Examples menu holds every JSON example of docs/rules/*.md, and each docs page links each of
// its examples to the playground under the key the menu knows it by.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ruleExamples, examplesOfPage } from '../examples.mjs';
// @ts-expect-error: a plain ES module of the repository (a build-time script)
import { PLAYGROUND_URL, withPlaygroundLinks } from '../../../scripts/rule-docs.mjs';

const DOCS = fileURLToPath(new URL('../../../docs/rules/', import.meta.url));
const pages = readdirSync(DOCS).filter((f) => f.endsWith('.md') && f !== 'README.md');

describe('rule examples', () => {
  const examples = ruleExamples(DOCS) as { rule: string; n: number; label: string; text: string }[];

  it('every JSON block of every rule page is an example', () => {
    const blocks = pages.reduce((sum, page) => sum + (readFileSync(join(DOCS, page), 'utf8').match(/\n```json\n/g) ?? []).length, 0);
    expect(examples).toHaveLength(blocks);
    expect(blocks).toBeGreaterThan(50);
    // Every page with JSON examples (source-syntax's are JavaScript, which the page does not read).
    const withJson = pages.filter((page) => readFileSync(join(DOCS, page), 'utf8').includes('\n```json\n'));
    expect(withJson.length).toBe(pages.length - 1);
    expect(new Set(examples.map((e) => e.rule)).size).toBe(withJson.length);
  });

  it('each example links to the playground under its key (pnpm docs keeps the links)', () => {
    for (const page of pages) {
      const text = readFileSync(join(DOCS, page), 'utf8');
      const id = page.slice(0, -3);
      expect(withPlaygroundLinks(id, text), page).toBe(text);
      const links = [...text.matchAll(/\[Open in the playground\]\(([^)]*)\)/g)].map((m) => m[1]);
      expect(links, page).toEqual(examples.filter((e) => e.rule === id).map((e) => `${PLAYGROUND_URL}#example=${id}/${e.n}`));
    }
  });

  it('labels follow the line above a block, text is the block', () => {
    expect(examplesOfPage('Invalid:\n\n```json\n{ "a": 1 }\n```\n[Open in the playground](x)\n\n```json\n[]\n```\n\nValid:\n<!-- cmdlint-example: {"scope": "guild"} -->\n```json\n{}\n```\n')).toEqual([
      { n: 1, label: 'Invalid', text: '{ "a": 1 }\n' },
      { n: 2, label: 'Invalid', text: '[]\n' },
      { n: 3, label: 'Valid', text: '{}\n' },
    ]);
  });
});
