// Inline directives through the shared lint path (what the CLI, the language server and the
// playground all call), as tables: a JSONC text, and what is reported, suppressed or fixed.
import { describe, expect, it } from 'vitest';
import type { LoadedConfig } from '../src/config/config.js';
import { fixFiles } from '../src/fix.js';
import { lintFiles, type LintSettings } from '../src/lint-files.js';
import { toResult } from '../src/eslint-result.js';
import { lintText } from '../src/lint-text.js';
import { JsonDocument, parseDocument } from '@cmdlint/text';

/** "rule@line:column" of each reported diagnostic ('' rule: a directive's own problem). */
function reported(text: string, settings: LintSettings = {}, path = '/p/a.jsonc'): string[] {
  const [report] = lintFiles([{ path, text }], settings);
  return report!.diagnostics.map((d) => `${d.ruleId || '(directive)'}@${d.range.start.line + 1}:${d.range.start.character + 1}`);
}

function suppressed(text: string, settings: LintSettings = {}, path = '/p/a.jsonc'): string[] {
  const [report] = lintFiles([{ path, text }], settings);
  return (report!.suppressed ?? []).map(({ diagnostic, justification }) => `${diagnostic.ruleId}@${diagnostic.range.start.line + 1}${justification ? ` (${justification})` : ''}`);
}

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

describe('directives: what they suppress (ESLint semantics, matched by where a diagnostic starts)', () => {
  const cases: { name: string; text: string; reported: string[]; suppressed: string[] }[] = [
    {
      name: 'disable-next-line with a rule and a reason',
      text: lines('{', '  // cmdlint-disable-next-line name-lowercase -- kept for old clients', '  "name": "Ping",', '  "description": "Pong"', '}'),
      reported: [],
      suppressed: ['name-lowercase@3 (kept for old clients)'],
    },
    {
      name: 'disable-next-line of another rule suppresses nothing (and is unused)',
      text: lines('{', '  // cmdlint-disable-next-line description-length', '  "name": "Ping",', '  "description": "Pong"', '}'),
      reported: ['(directive)@2:3', 'name-lowercase@3:11'],
      suppressed: [],
    },
    {
      name: 'disable-next-line without rules: every rule of the next line only',
      text: lines('{', '  /* cmdlint-disable-next-line */', '  "name": "Ping",', '  "options": [{ "type": 3, "name": "Who", "description": "x" }],', '  "description": "Pong"', '}'),
      reported: ['name-lowercase@4:36'],
      suppressed: ['name-lowercase@3'],
    },
    {
      name: 'disable-line, as a trailing comment',
      text: lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercase', '  "description": "Pong"', '}'),
      reported: [],
      suppressed: ['name-lowercase@2'],
    },
    {
      name: 'a block: disable ... enable',
      text: lines('{', '  /* cmdlint-disable */', '  "name": "Ping",', '  /* cmdlint-enable */', '  "options": [{ "type": 3, "name": "Who", "description": "x" }],', '  "description": "Pong"', '}'),
      reported: ['name-lowercase@5:36'],
      suppressed: ['name-lowercase@3'],
    },
    {
      name: 'every rule disabled, one enabled again',
      text: lines('{', '  /* cmdlint-disable */', '  /* cmdlint-enable name-lowercase */', '  "name": "Ping",', '  "description": "Pong"', '}'),
      reported: ['(directive)@2:3', 'name-lowercase@4:11'],
      suppressed: [],
    },
    {
      name: 'one rule disabled, every rule enabled again',
      text: lines('{', '  // cmdlint-disable name-lowercase', '  "name": "Ping",', '  // cmdlint-enable', '  "options": [{ "type": 3, "name": "Who", "description": "x" }],', '  "description": "Pong"', '}'),
      reported: ['name-lowercase@5:36'],
      suppressed: ['name-lowercase@3'],
    },
    {
      name: 'a disable comment acts from its place on: not on what comes before it on its line',
      text: lines('{', '  "name": "Ping", /* cmdlint-disable */', '  "description": "Pong"', '}'),
      reported: ['(directive)@2:19', 'name-lowercase@2:11'].sort(),
      suppressed: [],
    },
    {
      name: 'inside a disabled block, a line directive for the same problem is unused (blocks apply first, as in ESLint)',
      text: lines('{', '  /* cmdlint-disable name-lowercase */', '  "name": "Ping", // cmdlint-disable-line name-lowercase', '  "description": "Pong"', '}'),
      reported: ['(directive)@3:19'],
      suppressed: ['name-lowercase@3'],
    },
    {
      name: 'a later disable of one rule inside a disable of all, then an enable of that rule',
      text: lines('{', '  /* cmdlint-disable */', '  // cmdlint-disable name-lowercase', '  // cmdlint-enable name-lowercase', '  "name": "Ping",', '  "description": "Pong"', '}'),
      reported: ['(directive)@2:3', '(directive)@3:3', 'name-lowercase@5:11'],
      suppressed: [],
    },
    {
      name: 'a rule id inside a string is no directive',
      text: lines('{', '  "name": "Ping",', '  "description": "// cmdlint-disable-line"', '}'),
      reported: ['name-lowercase@2:11'],
      suppressed: [],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(reported(c.text).sort()).toEqual(c.reported);
      expect(suppressed(c.text)).toEqual(c.suppressed);
    });
  }

  it('a .json file holds no directives: its comment is a syntax error and disables nothing', () => {
    const text = lines('{', '  // cmdlint-disable-next-line name-lowercase', '  "name": "Ping",', '  "description": "Pong"', '}');
    expect(reported(text, {}, '/p/a.json')).toEqual(['json-syntax@2:3', 'name-lowercase@3:11']);
  });

  it('--no-inline-config (inlineConfig: false): directives change nothing and are never reported', () => {
    const text = lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercase', '  "description": "Pong" // cmdlint-disable-line', '}');
    expect(reported(text, { inlineConfig: false })).toEqual(['name-lowercase@2:11']);
    expect(suppressed(text, { inlineConfig: false })).toEqual([]);
  });

  it('a JSON document\'s text is never asked for (a big file read piece by piece holds none)', () => {
    const read = parseDocument('{ "name": "ping", "description": "Pong" }', { jsonc: false });
    class WithoutText extends JsonDocument {
      override get text(): string {
        throw new Error('the text was asked for');
      }
    }
    const document = new WithoutText('', false, read.value, true, [], false, true);
    expect(lintFiles([{ path: '/p/big.json', document }])[0]!.diagnostics).toEqual([]);
  });

  it('a suppressed problem is not fixed by --fix', () => {
    const text = lines('{', '  "name": "ping",', '  "description": "Pong",', '  "type": "1" // cmdlint-disable-line number-as-string', '}');
    const [fixed] = fixFiles([{ path: '/p/a.jsonc', text }]);
    expect(fixed!.output).toBeUndefined();
    const [unsuppressed] = fixFiles([{ path: '/p/a.jsonc', text }], { inlineConfig: false });
    expect(unsuppressed!.output).toContain('"type": 1 //');
  });

  it('lintText takes ESLint\'s allowInlineConfig and reportUnusedDisableDirectives', () => {
    const text = lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercase', '  "description": "Pong" // cmdlint-disable-line', '}');
    const ids = (result: ReturnType<typeof lintText>): string[] => result.messages.map((m) => `${m.ruleId || '(directive)'}:${m.severity}`);
    expect(ids(lintText(text, { filePath: 'a.jsonc' }))).toEqual(['(directive):1']);
    expect(ids(lintText(text, { filePath: 'a.jsonc', reportUnusedDisableDirectives: 'error' }))).toEqual(['(directive):2']);
    expect(ids(lintText(text, { filePath: 'a.jsonc', allowInlineConfig: false }))).toEqual(['name-lowercase:2']);
  });

  it('a fatal problem is never suppressed', () => {
    const text = '// cmdlint-disable\n{ "name": ';
    expect(reported(text).filter((r) => r.startsWith('json-syntax'))).toHaveLength(1);
  });

  it('a rule of a set (over many files) is suppressed where it is reported', () => {
    const loaded: LoadedConfig = { file: '/p/cmdlint.config.json', dir: '/p', config: { sets: [{ files: ['*.jsonc'], scope: 'global' }] } };
    const a = lines('{', '  // cmdlint-disable-next-line unique-command-name -- the guild copy is deployed elsewhere', '  "name": "ping",', '  "description": "Pong"', '}');
    const b = lines('{ "name": "ping", "description": "Pong" }');
    const reports = lintFiles([{ path: '/p/a.jsonc', text: a }, { path: '/p/b.jsonc', text: b }], { configFor: () => loaded });
    expect(reports[0]!.diagnostics).toEqual([]);
    expect(reports[0]!.suppressed!.map((s) => s.diagnostic.ruleId)).toEqual(['unique-command-name']);
    expect(reports[1]!.diagnostics.map((d) => d.ruleId)).toEqual(['unique-command-name']);
  });

  it('is given to ESLint-shaped results as suppressedMessages, with the reason', () => {
    const text = lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercase -- legacy', '  "description": "Pong"', '}');
    const [report] = lintFiles([{ path: '/p/a.jsonc', text }]);
    const result = toResult(report!, { quiet: false });
    expect(result.messages).toEqual([]);
    expect(result.errorCount).toBe(0);
    expect(result.suppressedMessages).toMatchObject([{ ruleId: 'name-lowercase', line: 2, suppressions: [{ kind: 'directive', justification: 'legacy' }] }]);
  });
});

describe('directives: problems of the directives themselves', () => {
  it('an unknown rule id is an error that says what was meant', () => {
    const text = lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercas', '  "description": "Pong"', '}');
    const [report] = lintFiles([{ path: '/p/a.jsonc', text }]);
    const messages = report!.diagnostics.map((d) => `${d.severity} ${d.ruleId || '(directive)'} ${d.message}`);
    expect(messages).toEqual([
      'error name-lowercase Command /Ping: name "Ping" must be lowercase ("P" (U+0050) has a lowercase form); use "ping".',
      'error (directive) Unknown rule "name-lowercas" in a cmdlint-disable-line comment (did you mean "name-lowercase"?): name a rule of cmdlint (the id at the end of each problem), or remove it.',
    ]);
  });

  it('an unknown id of a megabyte is reported shortened, at once', () => {
    const id = 'x'.repeat(1_000_000);
    const text = `{\n  "name": "ping", // cmdlint-disable-line ${id}\n  "description": "Pong"\n}\n`;
    const plainText = text.replace('cmdlint-disable-line', 'other comment');
    const time = (input: string): number => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        lintFiles([{ path: '/p/a.jsonc', text: input }]);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const [report] = lintFiles([{ path: '/p/a.jsonc', text }]);
    expect(report!.diagnostics).toHaveLength(1);
    expect(report!.diagnostics[0]!.message).toContain('…(1000000 characters)');
    expect(report!.diagnostics[0]!.message.length).toBeLessThan(300);
    // Reading the directive costs about what scanning the comment does.
    expect(time(text)).toBeLessThan(10 * Math.max(time(plainText), 1));
  });

  it('a hostile file (thousands of directives, ids and problems) costs about what its problems cost', () => {
    const commands = (comment: (i: number) => string): string => {
      const rows = Array.from({ length: 1000 }, (_, i) => `  { "name": "Ping${i}", "description": "Pong" }${i < 999 ? ',' : ''} ${comment(i)}`);
      return `[\n${rows.join('\n')}\n]\n`;
    };
    const hostile = commands((i) => `// cmdlint-disable-line name-lowercase, unknown-${i}, ${'name-lowercase, '.repeat(20)}${i % 2 ? 'description-length' : ''}`);
    const plain = commands((i) => `// a comment of the same length ${'x'.repeat(340 + String(i).length)}`);
    const time = (text: string): number => {
      const started = performance.now();
      lintFiles([{ path: '/p/a.jsonc', text }], { configFor: () => undefined });
      return performance.now() - started;
    };
    time(plain);
    time(hostile);
    const baseline = Math.min(time(plain), time(plain));
    const measured = Math.min(time(hostile), time(hostile));
    expect(measured).toBeLessThan(8 * baseline);
    const [report] = lintFiles([{ path: '/p/a.jsonc', text: hostile }]);
    expect(report!.suppressed).toHaveLength(1000);
    expect(report!.diagnostics.filter((d) => d.message.includes('did you mean')).length).toBeLessThanOrEqual(100);
    expect(report!.diagnostics.filter((d) => d.message.startsWith('Unknown rule'))).toHaveLength(1000);
  });

  it('a cmdlint-disable-line comment over several lines is reported and ignored', () => {
    const text = lines('{', '  "name": "Ping", /* cmdlint-disable-line', '  name-lowercase */', '  "description": "Pong"', '}');
    expect(reported(text)).toEqual(['name-lowercase@2:11', '(directive)@2:19']);
  });

  const unused: { name: string; text: string; messages: string[]; fixed: string; settings?: LintSettings }[] = [
    {
      name: 'a whole unused directive: its line goes',
      text: lines('{', '  // cmdlint-disable-next-line name-lowercase', '  "name": "ping",', '  "description": "Pong"', '}'),
      messages: ['warning Unused cmdlint-disable-next-line directive (no problems were reported from "name-lowercase"); remove it.'],
      fixed: lines('{', '  "name": "ping",', '  "description": "Pong"', '}'),
    },
    {
      name: 'a trailing one: the comment and the spaces before it go',
      text: lines('{', '  "name": "ping",   /* cmdlint-disable-line */', '  "description": "Pong"', '}'),
      messages: ['warning Unused cmdlint-disable-line directive (no problems were reported); remove it.'],
      fixed: lines('{', '  "name": "ping",', '  "description": "Pong"', '}'),
    },
    {
      name: 'one unused id of a list: that id and its comma go',
      text: lines('{', '  "name": "Ping", // cmdlint-disable-line description-length, name-lowercase -- why', '  "description": "Pong"', '}'),
      messages: ['warning Unused cmdlint-disable-line directive (no problems were reported from "description-length"); remove "description-length" from it.'],
      fixed: lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercase -- why', '  "description": "Pong"', '}'),
    },
    {
      name: 'the last id of a list',
      text: lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercase,description-length', '  "description": "Pong"', '}'),
      messages: ['warning Unused cmdlint-disable-line directive (no problems were reported from "description-length"); remove "description-length" from it.'],
      fixed: lines('{', '  "name": "Ping", // cmdlint-disable-line name-lowercase', '  "description": "Pong"', '}'),
    },
    {
      name: 'an enable with nothing disabled',
      text: lines('{', '  "name": "ping",', '  /* cmdlint-enable name-lowercase */ "description": "Pong"', '}'),
      messages: ['warning Unused cmdlint-enable directive (no matching cmdlint-disable directives were found for "name-lowercase"); remove it.'],
      fixed: lines('{', '  "name": "ping",', '  "description": "Pong"', '}'),
    },
    {
      name: 'the last line of a text without a final line break',
      text: '{ "name": "ping", "description": "Pong" }\r\n// cmdlint-disable',
      messages: ['warning Unused cmdlint-disable directive (no problems were reported); remove it.'],
      fixed: '{ "name": "ping", "description": "Pong" }',
    },
    {
      name: 'as errors (--report-unused-disable-directives)',
      text: lines('{ "name": "ping", "description": "Pong" } // cmdlint-disable-line'),
      messages: ['error Unused cmdlint-disable-line directive (no problems were reported); remove it.'],
      fixed: lines('{ "name": "ping", "description": "Pong" }'),
      settings: { reportUnusedDisableDirectives: 'error' },
    },
  ];
  for (const c of unused) {
    it(`unused: ${c.name}`, () => {
      const [report] = lintFiles([{ path: '/p/a.jsonc', text: c.text }], c.settings);
      expect(report!.diagnostics.filter((d) => d.ruleId === '').map((d) => `${d.severity} ${d.message}`)).toEqual(c.messages);
      const [fixed] = fixFiles([{ path: '/p/a.jsonc', text: c.text }], c.settings);
      expect(fixed!.output).toBe(c.fixed);
      expect(fixed!.report.diagnostics.filter((d) => d.ruleId === '')).toEqual([]);
    });
  }

  it('unused directives are not reported with the severity off', () => {
    const text = lines('{ "name": "ping", "description": "Pong" } // cmdlint-disable-line');
    expect(reported(text, { reportUnusedDisableDirectives: 'off' })).toEqual([]);
  });
});
