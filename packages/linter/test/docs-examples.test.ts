// Every JSON example of docs/rules/*.md is linted as a file (as ESLint's check-rule-examples does):
// a block under "Invalid" must produce the page's rule, a block under "Valid" must not. What an
// example needs (a scope, an application...) is given by a marker just before its block, not by
// the prose: `<!-- cmdlint-example: {"scope": "guild"} -->`, or `<!-- cmdlint-example: skip (why) -->`
// for a block that cannot run as shown.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rules } from '@cmdlint/core';
import { describe, expect, it } from 'vitest';
import { lintText, type LintTextOptions } from '../src/index.js';
import { isTextRule } from '@cmdlint/text';

const DOCS = fileURLToPath(new URL('../../../docs/rules/', import.meta.url));
const MARKER = /^<!-- cmdlint-example: (.*) -->$/;

interface Example {
  /** 1-based line of the opening fence, to name the block in a failure. */
  readonly line: number;
  readonly label: 'Invalid' | 'Valid' | undefined;
  readonly marker: string | undefined;
  readonly text: string;
}

/** The JSON blocks of a page, each with the Invalid/Valid paragraph above it and its marker. */
function examplesOf(markdown: string): Example[] {
  const lines = markdown.split('\n');
  const examples: Example[] = [];
  let label: Example['label'];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) label = undefined;
    else if ((i === 0 || lines[i - 1] === '') && /^(Invalid|Valid)\b/.test(line)) label = line.startsWith('Invalid') ? 'Invalid' : 'Valid';
    if (line !== '```json') continue;
    let above = i - 1;
    while (above >= 0 && lines[above] === '') above--;
    const marker = MARKER.exec(lines[above] ?? '')?.[1];
    const end = lines.indexOf('```', i + 1);
    examples.push({ line: i + 1, label, marker, text: `${lines.slice(i + 1, end).join('\n')}\n` });
    i = end;
  }
  return examples;
}

const OPTION_KEYS = new Set(['scope', 'kind', 'guildId', 'filePath', 'application', 'defaultLocale']);

/** The lintText options a marker gives: `application` and `defaultLocale` go to the configuration. */
function optionsOf(marker: string | undefined): LintTextOptions {
  if (marker === undefined) return {};
  const given = JSON.parse(marker) as Record<string, unknown>;
  for (const key of Object.keys(given)) expect(OPTION_KEYS, `marker key "${key}"`).toContain(key);
  const { application, defaultLocale, ...options } = given;
  const config = { ...(application !== undefined ? { application } : {}), ...(defaultLocale !== undefined ? { defaultLocale } : {}) };
  return { ...options, ...(Object.keys(config).length > 0 ? { config } : {}) } as LintTextOptions;
}

// A plan rule (subject 'plan') judges a deploy plan, not a body: its page's examples are a local
// body and a registered list, which the plan's own tests run.
const bodyRules = new Set(rules.filter((rule) => (rule.meta as { subject?: string }).subject !== 'plan').map((rule) => rule.meta.id));
// wrapped-body's examples are whole files of several shapes (its own tests in wrapped.test.ts);
// source-syntax's are JavaScript (its own tests in source/lint.test.ts).
const NOT_RUN_HERE = new Set(['wrapped-body', 'source-syntax']);
const pages = readdirSync(DOCS)
  .filter((file) => file.endsWith('.md') && file !== 'README.md')
  .sort();

describe('docs examples', () => {
  it('covers every page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(bodyRules.size + 3);
  });

  for (const page of pages) {
    const id = page.slice(0, -3);
    if ((!bodyRules.has(id) && !isTextRule(id)) || NOT_RUN_HERE.has(id)) {
      // Pages of rules that judge something other than a body (a deploy plan) come with their own runner.
      it.skip(`${id}: not a body rule of the core nor a check of the text, so its examples are not run here`, () => {});
      continue;
    }
    describe(id, () => {
      const examples = examplesOf(readFileSync(`${DOCS}${page}`, 'utf8'));
      it('has an Invalid and a Valid example', () => {
        expect(examples.map((e) => e.label)).toContain('Invalid');
        expect(examples.map((e) => e.label)).toContain('Valid');
      });
      for (const example of examples) {
        const name = `${example.label ?? 'unlabelled'} example at line ${example.line}`;
        if (example.marker?.startsWith('skip')) {
          it(`${name}: is marked not runnable, with a reason`, () => {
            expect(example.marker).toMatch(/^skip \(.+\)$/);
          });
          continue;
        }
        it(`${name} ${example.label === 'Invalid' ? 'produces' : 'does not produce'} ${id}`, () => {
          expect(example.label, 'a JSON block follows an "Invalid" or "Valid" paragraph').toBeDefined();
          const messages = lintText(example.text, { filePath: 'example.json', ...optionsOf(example.marker) }).messages;
          const found = messages.filter((m) => m.ruleId === id).map((m) => m.message);
          if (id !== 'json-syntax') expect(messages.filter((m) => m.ruleId === 'json-syntax').map((m) => m.message), 'the block is JSON').toEqual([]);
          if (example.label === 'Invalid') expect(found, 'diagnostics of the page\'s rule').not.toEqual([]);
          else expect(found, 'diagnostics of the page\'s rule').toEqual([]);
        });
      }
    });
  }
});
