// Nothing the README used to hold is lost now that it lives under docs/: every flag the command
// line reads (the option tables of cmdlint, plan and explain), every key of the configuration's
// schema and every rule id is documented there. A flag or key added without a word fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTIONS as LINT_OPTIONS } from '../../packages/cli/src/args.js';
import { COMMON_OPTIONS } from '../../packages/cli/src/argv.js';
import { OPTIONS as EXPLAIN_OPTIONS } from '../../packages/cli/src/explain/args.js';
import { OPTIONS as PLAN_OPTIONS } from '../../packages/cli/src/plan/args.js';
import { rules } from '../../packages/core/src/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = join(ROOT, 'docs');
const page = (name: string): string => readFileSync(join(DOCS, name), 'utf8');

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownUnder(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
  );
}
const ALL_DOCS = markdownUnder(DOCS).map((file) => readFileSync(file, 'utf8')).join('\n');

/** The flags of `table` that `text` never names as `--flag` (not as the start of a longer one). */
function undocumentedFlags(table: Readonly<Record<string, unknown>>, text: string): string[] {
  return Object.keys(table)
    .map((name) => `--${name}`)
    .filter((flag) => !new RegExp(`${flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text));
}

type Schema = { properties?: Record<string, Schema>; items?: Schema };

/** Every key of the schema, by its path (`sets[].via`), except the rule ids under `rules`. */
function schemaKeys(schema: Schema, at = ''): { path: string; key: string }[] {
  const keys: { path: string; key: string }[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const path = at === '' ? key : `${at}.${key}`;
    keys.push({ path, key });
    if (key !== 'rules') keys.push(...schemaKeys(child, path));
  }
  if (schema.items) keys.push(...schemaKeys(schema.items, `${at}[]`));
  return keys;
}
const SCHEMA = JSON.parse(readFileSync(join(ROOT, 'packages', 'cli', 'schema.json'), 'utf8')) as Schema;

describe('docs/ documents', () => {
  it('every flag of cmdlint on the command line page', () => {
    expect(undocumentedFlags(LINT_OPTIONS, page('cli.md'))).toEqual([]);
  });

  it("every flag of cmdlint plan and cmdlint explain on its page (the ones they share with cmdlint, as cmdlint's)", () => {
    const own = (table: Record<string, unknown>): Record<string, unknown> => Object.fromEntries(Object.entries(table).filter(([name]) => !(name in COMMON_OPTIONS)));
    expect(undocumentedFlags(own(PLAN_OPTIONS), page('plan.md'))).toEqual([]);
    expect(undocumentedFlags(own(EXPLAIN_OPTIONS), page('explain.md'))).toEqual([]);
    expect(undocumentedFlags(COMMON_OPTIONS, page('cli.md'))).toEqual([]);
  });

  it('every key of the configuration schema on the configuration page', () => {
    const keys = schemaKeys(SCHEMA);
    expect(keys.map(({ path }) => path)).toEqual(expect.arrayContaining(['sets', 'sets[].via', 'application.integrationTypes', 'overrides[].rules']));
    const text = page('configuration.md');
    expect(keys.filter(({ key }) => !text.includes(`\`${key}\``) && !text.includes(`"${key}"`)).map(({ path }) => path)).toEqual([]);
  });

  it('every rule id: a page of its own under docs/rules/, linked from the index or another page', () => {
    const ids = new Set([...rules.map((rule) => rule.meta.id), ...Object.keys(SCHEMA.properties!.rules!.properties!)]);
    expect(ids.size).toBeGreaterThan(60);
    const pages = new Set(readdirSync(join(DOCS, 'rules')));
    expect([...ids].filter((id) => !pages.has(`${id}.md`))).toEqual([]);
    const linked = (id: string): boolean => ALL_DOCS.includes(`(./${id}.md)`) || ALL_DOCS.includes(`(rules/${id}.md)`) || ALL_DOCS.includes(`(../rules/${id}.md)`);
    expect([...ids].filter((id) => !linked(id))).toEqual([]);
  });

  it('is checked by a test that can fail: a flag, a key or an id no page names is found', () => {
    expect(undocumentedFlags({ 'no-such-flag': {}, fix: {} }, 'use --fix-dry-run or --fix')).toEqual(['--no-such-flag']);
    expect(undocumentedFlags({ fix: {} }, 'only --fix-dry-run')).toEqual(['--fix']);
    expect(schemaKeys({ properties: { sets: { items: { properties: { via: {} } } }, rules: { properties: { 'name-length': {} } } } }).map(({ path }) => path)).toEqual(['sets', 'sets[].via', 'rules']);
  });
});
