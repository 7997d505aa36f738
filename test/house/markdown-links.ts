// What a Markdown page links to and which anchors it offers, as GitHub renders it: the link check
// of README.md and docs/ (docs-links.test.ts) reads pages through these two functions.

/** The page's lines outside fenced code blocks, with inline code spans blanked out. */
function prose(text: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      lines.push('');
    } else if (marker !== undefined) {
      fence = marker;
      lines.push('');
    } else {
      lines.push(line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length)));
    }
  }
  return lines;
}

/**
 * GitHub's anchor for a heading's text (github-slugger's rule): the rendered text lower-cased,
 * every character but letters, marks, digits, connector punctuation, spaces and hyphens dropped,
 * spaces made hyphens.
 */
export function slugOf(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '')
    .replace(/\*/g, '');
  return rendered.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors a page offers: its headings' slugs (a repeated one numbered as GitHub numbers it) and explicit `<a id>`/`<a name>`. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const raw = text.split('\n');
  for (const [i, line] of prose(text).entries()) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugOf(raw[i]!.replace(/^ {0,3}#{1,6}\s+/, '').replace(/\s+#*\s*$/, ''));
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

/** The targets of a page's inline links and images outside code, with their 1-based line. */
export function linksOf(text: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  for (const [i, line] of prose(text).entries()) {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: match[1]!, line: i + 1 });
  }
  return links;
}
