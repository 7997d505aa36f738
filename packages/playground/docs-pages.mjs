// The docs/ pages in the hosted static build beside the playground: each docs/**/*.md becomes
// docs/**/*.html (GitHub-flavoured Markdown through marked), README.md its directory's index.html.
// Links between pages become links between the HTML pages; links to the repository's other files
// go to them on GitHub; the pictures are copied beside the pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { Marked } from 'marked';

/** Where the repository's files are read on the web. */
export const REPOSITORY_FILES = 'https://github.com/cmdlint/cmdlint/blob/main/';

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** A page's HTML name: `rules/README.md` → `rules/index.html`. */
export function htmlNameOf(markdownName) {
  return markdownName.replace(/(^|\/)README\.md$/, '$1index.md').replace(/\.md$/, '.html');
}

/** A link of the page `page` (a path under docs/), as the built site has it. */
export function siteLink(page, href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('//')) return href;
  const hash = href.indexOf('#');
  const path = hash < 0 ? href : href.slice(0, hash);
  const fragment = hash < 0 ? '' : href.slice(hash);
  // The target from the repository's root.
  const target = posix.normalize(posix.join('docs', posix.dirname(page), path));
  if (!target.startsWith('docs/')) return `${REPOSITORY_FILES}${target.replace(/\/$/, '')}${fragment}`;
  const within = posix.relative(posix.dirname(page), target.slice('docs/'.length)) || '.';
  if (/\.md$/.test(target)) return `${htmlNameOf(within)}${fragment}`;
  // A directory of docs/ is its index page.
  if (path.endsWith('/') || !/\.[a-z0-9]+$/i.test(path)) return `${within.replace(/\/?$/, '/')}index.html${fragment}`;
  return `${within}${fragment}`;
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = 'body{font:16px/1.55 system-ui,sans-serif;max-width:52rem;margin:0 auto;padding:1rem;color:#1f2328;background:#fff}'
  + 'nav{display:flex;gap:1rem;padding-bottom:.5rem;border-bottom:1px solid #d0d7de}a{color:#0969da}'
  + 'pre,code{font:14px/1.45 ui-monospace,monospace;background:#f6f8fa}pre{padding:.75rem;overflow:auto}'
  + 'table{border-collapse:collapse}th,td{border:1px solid #d0d7de;padding:.3rem .6rem}img{max-width:100%}'
  + '@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}pre,code{background:#161b22}a{color:#4493f8}}';

/** One page: its HTML name under docs/ and its HTML. */
export function docsPage(docsDir, file) {
  const page = relative(docsDir, file).split(sep).join('/');
  const markdown = readFileSync(file, 'utf8');
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'link' || token.type === 'image') token.href = siteLink(page, token.href);
    },
  });
  const body = marked.parse(markdown, { async: false });
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1] ?? page;
  const up = '../'.repeat(page.split('/').length - 1);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title.replace(/[`*]/g, ''))} · cmdlint</title>
<style>${STYLE}</style>
</head>
<body>
<nav><a href="${up}index.html">cmdlint docs</a><a href="${up}../index.html">Playground</a><a href="${REPOSITORY_FILES}docs/${page}">Source of this page</a></nav>
<main>
${body}</main>
</body>
</html>
`;
  return { fileName: htmlNameOf(page), html };
}

/** The vite plugin: the pages and their pictures, as files of the build under docs/. */
export function docsPages(docsDir) {
  return {
    name: 'cmdlint-docs-pages',
    apply: 'build',
    generateBundle() {
      for (const file of filesUnder(docsDir)) {
        const name = relative(docsDir, file).split(sep).join('/');
        if (name.endsWith('.md')) {
          const { fileName, html } = docsPage(docsDir, file);
          this.emitFile({ type: 'asset', fileName: `docs/${fileName}`, source: html });
        } else {
          this.emitFile({ type: 'asset', fileName: `docs/${name}`, source: readFileSync(file) });
        }
      }
    },
  };
}
