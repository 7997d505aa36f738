// Descriptions the libraries take from docstrings, each as that library reads and shortens them
// (python-facts.md 3.8): discord.py's `_shorten`, a hybrid command's first line, py-cord's first line.

/** `inspect.cleandoc`: tabs expanded, the first line stripped, the rest dedented, blank lines at both ends dropped. */
export function cleandoc(doc: string): string {
  const lines = doc.replace(/\t/g, '        ').split('\n');
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart();
    if (content.length > 0) margin = Math.min(margin, line.length - content.length);
  }
  const cleaned = [lines[0]!.trimStart(), ...lines.slice(1).map((line) => (margin === Infinity ? line : line.slice(margin)))];
  while (cleaned.length > 0 && cleaned[0]!.trim() === '') cleaned.shift();
  while (cleaned.length > 0 && cleaned[cleaned.length - 1]!.trim() === '') cleaned.pop();
  return cleaned.join('\n');
}

/** Python's `str.split()` with no argument: runs of whitespace. */
function words(text: string): string[] {
  return text.split(/[\s\x1c-\x1f\x85]+/u).filter((word) => word.length > 0);
}

const SHORTEN_WIDTH = 100;
const PLACEHOLDER = '…';

/**
 * discord.py's `_shorten` (app_commands/utils.py): the first paragraph, whitespace collapsed, cut
 * to fit 100 characters with `…` (textwrap with max_lines=1). textwrap also breaks at hyphens;
 * this breaks at spaces only, so a shortened text may be a word shorter than discord.py's, never
 * longer than 100.
 */
export function discordPyShorten(input: string): string {
  const paragraph = input.split(/\n\s*\n/u, 1)[0] ?? '';
  const text = words(paragraph).join(' ');
  if ([...text].length <= SHORTEN_WIDTH) return text;
  let line = '';
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if ([...next].length + PLACEHOLDER.length > SHORTEN_WIDTH) break;
    line = next;
  }
  // A first word longer than the width is broken inside the word.
  if (line === '') line = [...text].slice(0, SHORTEN_WIDTH - PLACEHOLDER.length).join('');
  return line + PLACEHOLDER;
}

/** A discord.py hybrid command's `short_doc`: the first line of the cleaned docstring, not shortened. */
export function firstLine(doc: string): string {
  return cleandoc(doc).split('\n', 1)[0] ?? '';
}

/**
 * The parameter descriptions of a docstring's argument section, as discord.py reads them
 * (Google `Args:`, NumPy `Parameters` + dashes, Sphinx `:param x:`): name to text. Only the
 * plain forms; a section it cannot read gives nothing, and the option keeps `…`, as discord.py does.
 */
export function docstringParameters(doc: string): Map<string, string> {
  const found = new Map<string, string>();
  const lines = cleandoc(doc).split('\n');
  // Sphinx: ":param name: text" (continuation lines indented).
  for (let i = 0; i < lines.length; i++) {
    const match = /^:param\s+(?:\S+\s+)?(\w+):\s*(.*)$/u.exec(lines[i]!);
    if (!match) continue;
    const parts = [match[2]!];
    while (i + 1 < lines.length && /^\s+\S/u.test(lines[i + 1]!)) parts.push(lines[++i]!.trim());
    found.set(match[1]!, parts.join(' ').trim());
  }
  if (found.size > 0) return found;
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!.trim();
    const google = /^(Args|Arguments|Parameters):$/u.test(header);
    const numpy = /^(Parameters|Args|Arguments)$/u.test(header) && /^-+$/u.test(lines[i + 1]?.trim() ?? '');
    if (!google && !numpy) continue;
    let j = i + (numpy ? 2 : 1);
    let current: string | undefined;
    let baseIndent: number | undefined;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim() === '') {
        if (google) break;
        continue;
      }
      const indent = line.length - line.trimStart().length;
      if (numpy && /^-+$/u.test(lines[j + 1]?.trim() ?? '')) break;
      baseIndent ??= indent;
      if (indent < baseIndent) break;
      if (indent === baseIndent) {
        const entry = /^(\w+)\s*(?:\([^)]*\))?\s*(?::\s*(.*))?$/u.exec(line.trim());
        if (!entry) break;
        current = entry[1]!;
        // NumPy: "name : type" with the text on the next lines; Google: "name (type): text".
        found.set(current, numpy ? '' : (entry[2] ?? '').trim());
      } else if (current !== undefined) {
        const before = found.get(current)!;
        found.set(current, before === '' ? line.trim() : `${before} ${line.trim()}`);
      }
    }
    break;
  }
  return found;
}

/** disnake's description (utils.py `_get_description`): the cleaned docstring before its first header, stripped, newlines kept. */
export function beforeFirstHeader(doc: string): string {
  const lines = cleandoc(doc).split('\n');
  return lines.slice(0, disnakeNextHeader(lines, 0)).join('\n').trim();
}

/** Python's `str.isspace()` count at a line's start (utils.py `_count_left_spaces`): a blank line is all of it. */
function leftSpaces(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * The line of the next header from `start` (utils.py `_get_next_header_line`): a line above a run of
 * the underline alone, itself not indented and no longer than the run; else the number of lines.
 */
function disnakeNextHeader(lines: readonly string[], start: number): number {
  for (let i = Math.max(start, 1); i < lines.length; i++) {
    const clean = lines[i]!.trimEnd();
    if (clean.length > 0 && /^-+$/u.test(clean) && leftSpaces(lines[i - 1]!) === 0 && lines[i - 1]!.trimEnd().length <= clean.length) return i - 1;
  }
  return lines.length;
}

/**
 * disnake's option descriptions (utils.py `_get_option_desc`, 2.9): under a `Parameters` header
 * underlined with ten dashes or more, up to the next header, each line that is not indented names
 * a parameter (`name: text`, `name : type`), and the indented lines below it are its description,
 * joined with newlines; without them the text after the colon is, and without either the
 * parameter has none. A blank line is a line that is not indented: it ends the entry above.
 */
export function disnakeParameters(doc: string): Map<string, string> {
  const found = new Map<string, string>();
  const lines = cleandoc(doc).split('\n');
  const header = lines.findIndex((line, i) => line.trimEnd() === 'Parameters' && i + 1 < lines.length && lines[i + 1]!.startsWith('-'.repeat(10)));
  const start = (header === -1 ? lines.length : header) + 2;
  if (start >= lines.length) return found;
  const end = disnakeNextHeader(lines, start);
  let name: string | undefined;
  let afterColon: string | undefined;
  let description: string[] = [];
  const add = (): void => {
    if (name === undefined) return;
    if (description.length > 0) found.set(name, description.join('\n'));
    else if (afterColon) found.set(name, afterColon);
  };
  for (const line of lines.slice(start, end)) {
    if (leftSpaces(line) > 0) {
      description.push(line.trim());
      continue;
    }
    add();
    const colon = line.indexOf(':');
    name = (colon === -1 ? line : line.slice(0, colon)).trim();
    afterColon = colon === -1 ? undefined : line.slice(colon + 1).trim();
    description = [];
  }
  add();
  return found;
}

/**
 * disnake's `_extract_localization_key` (utils.py 981-987): a description's first `{{KEY}}` marker,
 * every copy of it taken out and the rest stripped; `keyed` where there was one, as the field's
 * name and description localizations are then the bot's i18n files' `KEY_NAME` and `KEY_DESCRIPTION`.
 */
export function disnakeLocalizationKey(description: string): { readonly text: string; readonly keyed: boolean } {
  const marker = firstMarker(description);
  return marker === undefined ? { text: description, keyed: false } : { text: description.split(marker).join('').trim(), keyed: true };
}

/**
 * What `re.search(r"\{\{(.*?)\}\}", text)` finds: the first `{{` whose line holds a `}}` after it, up to
 * that `}}`. Searched line by line: the pattern as a JavaScript regex tries every `{` of a line to its
 * end, so a line of 80 000 of them took a second, and a megabyte a minute.
 */
function firstMarker(text: string): string | undefined {
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    if (open === -1) return undefined;
    const lineEnd = text.indexOf('\n', open);
    const end = lineEnd === -1 ? text.length : lineEnd;
    const close = text.slice(open + 2, end).indexOf('}}');
    if (close !== -1) return text.slice(open, open + 2 + close + 2);
    // No later `{{` of this line has a `}}` after it either.
    if (lineEnd === -1) return undefined;
    from = lineEnd + 1;
  }
}
