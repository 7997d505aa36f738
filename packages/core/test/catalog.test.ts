// Every rule can be found by its id in three places (source, test, docs page), and the generated
// parts of the docs match the metadata: a stale page fails here, as markdownlint's CI does.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, shared with `npx -y pnpm@10 run docs`
import { BEGIN, END, SECTIONS, documentedMeta, renderHeader, renderIndex, unresolvedSource } from '../../../scripts/rule-docs.mjs';
import { rules } from '../src/index.js';
import { PLAN_JUDGES } from '../src/plan/judges/index.js';

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
      });
      it('cites facts that are in the repository (docs/facts/<page>.md#<anchor>, each page and heading there)', () => {
        expect(meta.source).toMatch(/^docs\/facts\//);
        expect(unresolvedSource(meta.source)).toEqual([]);
      });
      it('has a docs page whose generated block matches the metadata', () => {
        const file = join(ROOT, 'docs/rules', `${meta.id}.md`);
        const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
        expect(text.startsWith(`# \`${meta.id}\`\n`)).toBe(true);
        const start = text.indexOf(BEGIN);
        const end = text.indexOf(END);
        expect(start).toBeGreaterThan(-1);
        expect(text.slice(start, end + END.length)).toBe(renderHeader(documentedMeta(meta, PLAN_JUDGES)));
        // One block only: a page once kept a stale block (an older marker) below the new one.
        expect(text.match(/<!-- begin generated/g), 'generated blocks on the page').toHaveLength(1);
        for (const section of SECTIONS) expect(text).toContain(`\n${section}\n`);
        expect(text).not.toContain('TODO');
        expect(text).toContain('```json');
      });
    });
  }

  it('resolves a source only to a page and heading that exist', () => {
    expect(unresolvedSource('docs/facts/options.md#choices')).toEqual([]);
    expect(unresolvedSource('docs/facts/options.md#no-such-heading')).toEqual(['"docs/facts/options.md#no-such-heading": docs/facts/options.md has no heading with the anchor #no-such-heading']);
    expect(unresolvedSource('docs/facts/nowhere.md#choices')).toEqual(['"docs/facts/nowhere.md#choices": no page docs/facts/nowhere.md']);
    expect(unresolvedSource('api-facts §4')).toEqual(['"api-facts §4" is not a docs/facts/<page>.md#<anchor> reference']);
  });

  it('has facts pages whose links between them resolve', () => {
    const pages = readdirSync(join(ROOT, 'docs/facts')).filter((file) => file.endsWith('.md'));
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(join(ROOT, 'docs/facts', page), 'utf8');
      for (const [, target] of text.matchAll(/\]\(\.\/([^)]+)\)/g)) {
        const ref = target!.includes('#') ? target! : `${target}#`;
        const problems = ref.endsWith('#') ? (existsSync(join(ROOT, 'docs/facts', target!)) ? [] : [`no page ${target}`]) : unresolvedSource(`docs/facts/${ref}`);
        broken.push(...problems.map((problem: string) => `${page}: ${problem}`));
      }
    }
    expect(pages.length).toBeGreaterThan(5);
    expect(broken).toEqual([]);
  });

  it('has an index page listing every rule (then the checks of the text: packages/shared/test/text-rule-pages.test.ts)', () => {
    expect(readFileSync(join(ROOT, 'docs/rules/README.md'), 'utf8').startsWith(renderIndex(rules))).toBe(true);
  });
});
