// Every relative link of README.md and docs/**/*.md leads somewhere: the file or folder exists in
// the repository and, for a Markdown page, the #anchor is one of its headings as GitHub slugs them.
// Pages moved out of the README are linked across; a renamed heading breaks this test, not a reader.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, linksOf, slugOf } from './markdown-links.js';

const ROOT = join(import.meta.dirname, '..', '..');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownUnder(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}

/** What is wrong with each relative link of `file` ("page:line: target: why"). */
function brokenLinks(file: string, text: string, read: (path: string) => string = (path) => readFileSync(path, 'utf8')): string[] {
  const broken: string[] = [];
  for (const { target, line } of linksOf(text)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:: not this check's
    const [path, anchor] = target.split('#', 2) as [string, string | undefined];
    const to = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${relative(ROOT, file)}:${line}: ${target}`;
    if (path !== '' && !existsSync(to)) {
      broken.push(`${where}: no such file`);
      continue;
    }
    if (anchor === undefined || !to.endsWith('.md') || (to !== file && statSync(to).isDirectory())) continue;
    if (!anchorsOf(to === file ? text : read(to)).has(anchor)) broken.push(`${where}: no heading has the anchor "${anchor}"`);
  }
  return broken;
}

describe('the links of README.md and docs/', () => {
  const pages = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs'))];

  it('finds the pages moved out of the README', () => {
    for (const page of ['getting-started', 'cli', 'configuration', 'javascript', 'eslint', 'editors', 'ci', 'plan', 'explain', 'library', 'playground', 'performance', 'developing']) {
      expect(pages, `docs/${page}.md`).toContain(join(ROOT, 'docs', `${page}.md`));
    }
  });

  it('every relative link and #anchor resolves', () => {
    const broken = pages.flatMap((page) => brokenLinks(page, readFileSync(page, 'utf8')));
    expect(broken).toEqual([]);
  });

  it('slugs headings as GitHub does, and tells a broken link or anchor from a good one', () => {
    expect(slugOf("As ESLint's API: `CmdLint`")).toBe('as-eslints-api-cmdlint');
    expect(slugOf('A Python bot (discord.py)')).toBe('a-python-bot-discordpy');
    expect(slugOf('Before you deploy: `cmdlint plan`')).toBe('before-you-deploy-cmdlint-plan');
    expect(slugOf('lint-staged and husky')).toBe('lint-staged-and-husky');
    const page = join(ROOT, 'docs', 'page.md');
    const text = [
      '# Title', '## Same', '## Same', '',
      '[ok](#same-1) [ok](cli.md#disabling-rules) [ok](../examples/) [web](https://example.invalid/#x)',
      '`[not a link](nowhere.md)`', '```', '[in code](nowhere.md)', '```',
      '[bad](#same-2) [bad](cli.md#no-such-heading) [bad](nowhere.md)',
    ].join('\n');
    expect(brokenLinks(page, text).map((problem) => problem.replace(/^[^:]*:\d+: /, ''))).toEqual([
      '#same-2: no heading has the anchor "same-2"',
      'cli.md#no-such-heading: no heading has the anchor "no-such-heading"',
      'nowhere.md: no such file',
    ]);
  });
});
