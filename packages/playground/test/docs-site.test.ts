// The docs pages of the hosted build (docs-pages.mjs): every docs/**/*.md has its page, and every
// link of every page reaches something: a page or picture of the build, or a file or directory of
// the repository (read on GitHub).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlNameOf, REPOSITORY_FILES, siteLink } from '../docs-pages.mjs';
import { PACKAGE, ROOT } from './harness.js';

const out = mkdtempSync(join(tmpdir(), 'cmdlint-docs-site-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));

describe('links of a page as the site has them', () => {
  it('pages to pages, directories to their index, other files of the repository to GitHub, the rest as written', () => {
    expect(siteLink('cli.md', 'configuration.md#sets')).toBe('configuration.html#sets');
    expect(siteLink('rules/name-lowercase.md', '../facts/names.md#lowercase')).toBe('../facts/names.html#lowercase');
    expect(siteLink('index.md', 'rules/README.md')).toBe('rules/index.html');
    expect(siteLink('cli.md', 'rules/')).toBe('rules/index.html');
    expect(siteLink('playground.md', 'playground-390-dark.png')).toBe('playground-390-dark.png');
    expect(siteLink('eslint.md', '../packages/eslint-plugin')).toBe(`${REPOSITORY_FILES}packages/eslint-plugin`);
    expect(siteLink('rules/x.md', '../../README.md#install')).toBe(`${REPOSITORY_FILES}README.md#install`);
    expect(siteLink('cli.md', 'https://example.com/a.md')).toBe('https://example.com/a.md');
    expect(siteLink('cli.md', '#flags')).toBe('#flags');
    expect(htmlNameOf('facts/README.md')).toBe('facts/index.html');
  });
});

describe('the built docs pages', () => {
  it('every docs page is built, and every link of every page reaches a file', async () => {
    await build({ configFile: join(PACKAGE, 'vite.config.ts'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
    const built = new Set(filesUnder(join(out, 'docs')));
    const markdown = filesUnder(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(markdown.length).toBeGreaterThan(20);
    for (const name of markdown) expect(built, name).toContain(htmlNameOf(name));
    const broken: string[] = [];
    let checked = 0;
    for (const page of [...built].filter((name) => name.endsWith('.html'))) {
      const html = readFileSync(join(out, 'docs', page), 'utf8');
      for (const [, link] of html.matchAll(/(?:href|src)="([^"]+)"/g)) {
        const href = link!.replace(/&amp;/g, '&').replace(/#.*$/, '');
        if (href === '') continue;
        let exists: boolean;
        if (href.startsWith(REPOSITORY_FILES)) exists = existsSync(join(ROOT, decodeURIComponent(href.slice(REPOSITORY_FILES.length))));
        else if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
        else exists = existsSync(join(out, 'docs', posix.dirname(page), decodeURIComponent(href)));
        checked++;
        if (!exists) broken.push(`${page}: ${link}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 180_000);
});
