// The checks of the text have pages like every core rule: docs/rules/<id>.md, with the header
// `npx -y pnpm@10 run docs` generates (a stale one fails here), and the catalog links each id to its own page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, shared with `npx -y pnpm@10 run docs`
import { BEGIN, END, SECTIONS, renderHeader, renderIndex, textRuleMetas, unresolvedSource } from '../../../scripts/rule-docs.mjs';
import { rules } from '@cmdlint/core';
import { ruleCatalog } from '../src/index.js';
import { TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES } from '@cmdlint/text';

const DOCS = fileURLToPath(new URL('../../../docs/rules/', import.meta.url));

describe('pages of the checks of the text', () => {
  const metas = textRuleMetas(TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES) as { id: string; source: string }[];

  it('are the five checks', () => {
    expect(metas.map((m) => m.id)).toEqual(['json-syntax', 'duplicate-key', 'invalid-encoding', 'source-syntax', 'wrapped-body']);
  });

  it('are listed in the rules index, after the rules', () => {
    expect(readFileSync(`${DOCS}README.md`, 'utf8')).toBe(renderIndex(rules, metas));
  });

  for (const meta of metas) {
    it(`${meta.id} has a page whose generated block matches, and the catalog links to it`, () => {
      const text = readFileSync(`${DOCS}${meta.id}.md`, 'utf8');
      expect(text.startsWith(`# \`${meta.id}\`\n`)).toBe(true);
      expect(text.slice(text.indexOf(BEGIN), text.indexOf(END) + END.length)).toBe(renderHeader(meta));
      for (const section of SECTIONS) expect(text).toContain(`\n${section}\n`);
      // A standard (RFC 8259) as it is, or a fact of docs/facts/ that resolves.
      expect(unresolvedSource(meta.source, true)).toEqual([]);
      expect(ruleCatalog().get(meta.id)!.docs).toMatch(new RegExp(`/docs/rules/${meta.id}\\.md$`));
    });
  }
});
