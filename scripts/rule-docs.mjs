#!/usr/bin/env node
// Writes (or, with --check, verifies) the generated parts of the rule docs from the rules'
// metadata: the header block of each docs/rules/<id>.md and the whole docs/rules/README.md index.
// The hand-written part of a page (when it fires, examples, how to fix, why) is left alone.
// It reads the metadata from the sources (import-source.mjs), never from a build output that may be stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from './import-source.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_DIR = join(ROOT, 'docs', 'rules');
export const BEGIN = '<!-- begin generated from the rule metadata: `npx -y pnpm@10 run docs` rewrites this block -->';
export const END = '<!-- end generated -->';
export const SECTIONS = ['## When it fires', '## Examples', '## How to fix', '## Why'];

/** The folder of the facts pages a rule's `source` points into (`docs/facts/<page>.md#<anchor>`, comma-separated). */
export const FACTS_PREFIX = 'docs/facts/';

/** The anchor GitHub gives a heading: lowercase; letters, digits, spaces, "-" and "_" kept; spaces to "-". */
export function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown page: its headings' (outside code blocks). */
export function pageAnchors(text) {
  const anchors = new Set();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line)) anchors.add(headingAnchor(line.replace(/^#+ /, '')));
  }
  return anchors;
}

/**
 * What of a rule's source does not resolve: each `docs/facts/<page>.md#<anchor>` must name a page
 * that exists and a heading on it; anything else is reported unless `plainAllowed` (the checks of
 * the text cite public standards, RFC 8259). Empty when all is well.
 */
export function unresolvedSource(source, plainAllowed = false) {
  const problems = [];
  for (const ref of String(source ?? '').split(', ')) {
    if (!ref.startsWith(FACTS_PREFIX)) {
      if (!plainAllowed) problems.push(`"${ref}" is not a ${FACTS_PREFIX}<page>.md#<anchor> reference`);
      continue;
    }
    const [page, anchor] = ref.split('#');
    const file = join(ROOT, page);
    if (!anchor) problems.push(`"${ref}" names no anchor`);
    else if (!existsSync(file)) problems.push(`"${ref}": no page ${page}`);
    else if (!pageAnchors(readFileSync(file, 'utf8')).has(anchor)) problems.push(`"${ref}": ${page} has no heading with the anchor #${anchor}`);
  }
  return problems;
}

/** A rule's source as links from its page (docs/rules/) to the facts pages; other text (RFC 8259) as it is. */
export function renderSource(source) {
  return source
    .split(', ')
    .map((ref) => (ref.startsWith(FACTS_PREFIX) ? `[${ref.slice(FACTS_PREFIX.length)}](../facts/${ref.slice(FACTS_PREFIX.length)})` : ref))
    .join(', ');
}

/** A rule's messages (meta.messages): each id and its template, `{{name}}` standing for what the report fills in. */
export function renderMessages(messages) {
  if (!messages) return [];
  return ['', '| Message id | Message |', '|---|---|', ...Object.entries(messages).map(([id, text]) => `| \`${id}\` | ${text.replace(/\|/g, '\\|')} |`)];
}

export function renderHeader(meta) {
  return [
    BEGIN,
    `> ${meta.description}`,
    '',
    '| Severity | Automatic fix | Suggestions | Source |',
    '|---|---|---|---|',
    `| ${meta.severity} | ${meta.fixable ? 'yes' : 'no'} | ${meta.hasSuggestions ? 'yes' : 'no'} | ${renderSource(meta.source)} |`,
    ...renderMessages(meta.messages),
    END,
  ].join('\n');
}

export function renderIndex(rules, textChecks = []) {
  const row = (meta) => `| [\`${meta.id}\`](./${meta.id}.md) | ${meta.severity} | ${meta.fixable ? 'yes' : ''} | ${meta.description.replace(/\|/g, '\\|')} |`;
  const rows = rules.map(({ meta }) => row(meta));
  // The checks of the text are no rules of the core, but a reader looking for an id looks here.
  const checks = textChecks.length === 0 ? [] : [
    '## Checks of the text',
    '',
    'Before any rule runs, the command line checks the text itself; these ids are set like any rule\'s.',
    '',
    '| Check | Severity | Fixable | What it checks |',
    '|---|---|---|---|',
    ...textChecks.map(row),
    '',
  ];
  return [
    '# Rules',
    '',
    '<!-- generated from the rule metadata by `npx -y pnpm@10 run docs`; do not edit -->',
    '',
    `cmdlint has ${rules.length} rules. Each has a source file \`packages/core/src/rules/<id>.ts\`, a test`,
    '`packages/core/test/rules/<id>.test.ts` and this page set `docs/rules/<id>.md`.',
    'Severity is the default; the `rules` setting of the configuration changes it.',
    '',
    '| Rule | Severity | Fixable | What it checks |',
    '|---|---|---|---|',
    ...rows,
    '',
    ...checks,
  ].join('\n');
}

/**
 * The playground as published by .github/workflows/playground.yml (GitHub Pages of the
 * repository): the one place the docs' "Open in the playground" links take their address from.
 * `pnpm playground` serves the same page locally.
 */
export const PLAYGROUND_URL = 'https://cmdlint.github.io/cmdlint/';

/**
 * Puts a link under each JSON example of a page that opens it in the playground
 * (`#example=<id>/<n>`, n counting the page's JSON blocks from 1, as the playground's menu does).
 */
export function withPlaygroundLinks(id, text) {
  let n = 0;
  return text
    .replace(/(\n```json\n[\s\S]*?\n```\n)\[Open in the playground\]\([^)\n]*\)\n/g, '$1')
    .replace(/\n```json\n[\s\S]*?\n```\n/g, (block) => `${block}[Open in the playground](${PLAYGROUND_URL}#example=${id}/${++n})\n`);
}

/** Replaces the generated block of a page (or adds a page skeleton). */
export function updatePage(meta, text) {
  const page = updateHeader(meta, text);
  return text === undefined ? page : withPlaygroundLinks(meta.id, page);
}

function updateHeader(meta, text) {
  const header = renderHeader(meta);
  if (text === undefined) {
    return `# \`${meta.id}\`\n\n${header}\n\n${SECTIONS.map((s) => `${s}\n\nTODO\n`).join('\n')}`;
  }
  // Any begin marker, whatever command it names (the wording changed once; a page kept the old
  // block beside the new one): the first block is replaced, later ones are dropped.
  const blocks = [...text.matchAll(/<!-- begin generated from the rule metadata[^\n]*-->[\s\S]*?<!-- end generated -->\n*/g)];
  if (blocks.length === 0) return `# \`${meta.id}\`\n\n${header}\n\n${text.replace(/^# .*\n+/, '')}`;
  let page = text;
  for (const block of blocks.slice(1).reverse()) page = page.slice(0, block.index) + page.slice(block.index + block[0].length);
  const first = blocks[0];
  const trailing = first[0].slice(first[0].lastIndexOf(END) + END.length);
  return page.slice(0, first.index) + header + trailing + page.slice(first.index + first[0].length);
}

/** Where the checks of the text come from: they are not core rules and have no metadata of their own. */
const TEXT_RULE_SOURCES = {
  'json-syntax': 'RFC 8259',
  'duplicate-key': 'RFC 8259 §4',
  'invalid-encoding': 'RFC 8259 §8.1',
  'source-syntax': 'ECMAScript, TypeScript',
  'wrapped-body': 'docs/facts/values.md#body-shape, docs/facts/sets.md#bulk-overwrites',
};

/** The page metadata of the checks of the text (json-syntax, duplicate-key, invalid-encoding, wrapped-body). */
export function textRuleMetas(descriptions, severities = {}) {
  return Object.entries(descriptions).map(([id, description]) => ({
    id,
    description,
    severity: severities[id] ?? 'error',
    fixable: false,
    hasSuggestions: false,
    source: TEXT_RULE_SOURCES[id],
  }));
}

/** A rule's metadata as its page shows it: a plan rule's messages live beside its judge (plan/judges/<id>.ts). */
export function documentedMeta(meta, planJudges) {
  const judged = planJudges.get(meta.id);
  return judged === undefined || meta.messages ? meta : { ...meta, messages: judged.messages };
}

async function main() {
  const check = process.argv.includes('--check');
  const { rules } = await importSource('packages/core/src/index.ts');
  const { PLAN_JUDGES } = await importSource('packages/core/src/plan/judges/index.ts');
  const { TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES } = await importSource('packages/text/src/problems.ts');
  const stale = [];
  const write = (file, content, before) => {
    if (content === before) return;
    if (check) stale.push(file);
    else writeFileSync(file, content);
  };
  for (const meta of [...rules.map((rule) => documentedMeta(rule.meta, PLAN_JUDGES)), ...textRuleMetas(TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES)]) {
    const file = join(DOCS_DIR, `${meta.id}.md`);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    write(file, updatePage(meta, before), before);
  }
  const unresolved = [
    ...rules.flatMap((rule) => unresolvedSource(rule.meta.source).map((problem) => `${rule.meta.id}: ${problem}`)),
    ...textRuleMetas(TEXT_RULE_DESCRIPTIONS).flatMap((meta) => unresolvedSource(meta.source, true).map((problem) => `${meta.id}: ${problem}`)),
  ];
  if (unresolved.length) {
    console.error(`Rule sources that cite no fact of docs/facts/:\n${unresolved.join('\n')}`);
    process.exit(1);
  }
  const index = join(DOCS_DIR, 'README.md');
  write(index, renderIndex(rules, textRuleMetas(TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES)), existsSync(index) ? readFileSync(index, 'utf8') : undefined);
  if (stale.length) {
    console.error(`Stale rule docs (run npx -y pnpm@10 run docs):\n${stale.join('\n')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
