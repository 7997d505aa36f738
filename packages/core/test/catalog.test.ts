// Every rule can be found by its id in three places (source, test, docs page), and the generated
// parts of the docs match the metadata: a stale page fails here, as markdownlint's CI does.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, shared with `pnpm docs`
import { BEGIN, END, SECTIONS, renderHeader, renderIndex } from '../../../scripts/rule-docs.mjs';
import { rules } from '../src/index.js';

const ROOT = join(__dirname, '..', '..', '..');

describe('rule catalog', () => {
  it('has unique kebab-case ids', () => {
    const ids = rules.map((r) => r.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  for (const { meta } of rules) {
    describe(meta.id, () => {
      it('has its source file, test file and docs page', () => {
        expect(existsSync(join(ROOT, 'packages/core/src/rules', `${meta.id}.ts`))).toBe(true);
        expect(existsSync(join(ROOT, 'packages/core/test/rules', `${meta.id}.test.ts`))).toBe(true);
        expect(existsSync(join(ROOT, 'docs/rules', `${meta.id}.md`))).toBe(true);
      });
      it('has complete metadata', () => {
        expect(meta.description.length).toBeGreaterThan(20);
        expect(['error', 'warning']).toContain(meta.severity);
        expect(meta.source).toMatch(/spec|api-facts/);
      });
      it('has a docs page whose generated block matches the metadata', () => {
        const file = join(ROOT, 'docs/rules', `${meta.id}.md`);
        const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
        expect(text.startsWith(`# \`${meta.id}\`\n`)).toBe(true);
        const start = text.indexOf(BEGIN);
        const end = text.indexOf(END);
        expect(start).toBeGreaterThan(-1);
        expect(text.slice(start, end + END.length)).toBe(renderHeader(meta));
        for (const section of SECTIONS) expect(text).toContain(`\n${section}\n`);
        expect(text).not.toContain('TODO');
        expect(text).toContain('```json');
      });
    });
  }

  it('has an index page listing every rule', () => {
    expect(readFileSync(join(ROOT, 'docs/rules/README.md'), 'utf8')).toBe(renderIndex(rules));
  });
});
