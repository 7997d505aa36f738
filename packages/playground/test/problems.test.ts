// The problems list's rows and a suggestion's siblings, on the page's own linter.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, lintText } from '../src/engine.js';
import { compatibleEdits, problemRows, siblingsOf } from '../src/problems.js';
import { applyEdits } from '@cmdlint/text';

const text = JSON.stringify([{ name: 'Alpha', description: 'A' }, { name: 'Beta', description: 'B', type: '1' }], null, 2);
const { diagnostics } = lintText(text, DEFAULT_OPTIONS);
const commands = { bulk: true, names: ['Alpha', 'Beta'] };
const labels = (rows: ReturnType<typeof problemRows>) => rows.map((r) => (r.kind === 'group' ? `# ${r.label} ${r.count}` : r.diagnostic.ruleId));

describe('problemRows', () => {
  it.each([
    ['none', true, true, ['name-lowercase', 'name-lowercase', 'number-as-string']],
    ['command', true, true, ['# /Alpha (item 0) 1', 'name-lowercase', '# /Beta (item 1) 2', 'name-lowercase', 'number-as-string']],
    ['rule', true, true, ['# name-lowercase 2', 'name-lowercase', 'name-lowercase', '# number-as-string 1', 'number-as-string']],
    ['rule', false, true, []],
  ] as const)('grouped by %s, errors %s, warnings %s', (grouping, errors, warnings, expected) => {
    expect(labels(problemRows(diagnostics, { grouping, errors, warnings }, commands))).toEqual(expected);
  });
  it('a single command is its own group; the text\'s problems apart', () => {
    const broken = lintText('{"name": "X", "description": "d",}', DEFAULT_OPTIONS).diagnostics;
    expect(labels(problemRows(broken, { grouping: 'command', errors: true, warnings: true }, { bulk: false, names: ['X'] }))).toEqual(['# /X 1', 'name-lowercase', '# The text 1', 'json-syntax']);
  });
});

describe('siblings of a suggestion', () => {
  it('the same suggestion of the same rule, applied together gives the text each gives alone', () => {
    const first = diagnostics.find((d) => d.ruleId === 'name-lowercase')!;
    const siblings = siblingsOf(diagnostics, first, 0);
    expect(siblings).toHaveLength(2);
    const { edits, applied } = compatibleEdits(siblings.map((s) => s.suggestion));
    expect(applied).toBe(2);
    const after = JSON.parse(applyEdits(text, edits)) as { name: string }[];
    expect(after.map((c) => c.name)).toEqual(['alpha', 'beta']);
  });
  it('overlapping edits: the later one waits', () => {
    const a = { message: 'a', edits: [{ offset: 0, length: 5, newText: 'x' }] };
    const b = { message: 'b', edits: [{ offset: 3, length: 2, newText: 'y' }] };
    expect(compatibleEdits([b, a])).toEqual({ edits: a.edits, applied: 1 });
  });
});
