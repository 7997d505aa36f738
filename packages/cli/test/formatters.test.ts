import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { ruleCatalog } from '@cmdlint/linter';
import { compact, github, json, sarif, stylish } from '../src/formatters/index.js';
import { escapeData, escapeProperty } from '../src/formatters/github.js';
import type { FormatContext, LintResult } from '../src/results.js';

const require = createRequire(import.meta.url);

const context: FormatContext = { cwd: '/repo', color: false, rules: ruleCatalog(), version: '1.2.3' };

function result(filePath: string, messages: Partial<LintResult['messages'][number]>[]): LintResult {
  const full = messages.map((m) => ({ ruleId: 'name-lowercase', severity: 2 as const, message: 'Bad name.', line: 1, column: 1, endLine: m.line ?? 1, endColumn: 2, ...m }));
  const errors = full.filter((m) => m.severity === 2).length;
  return {
    filePath,
    messages: full,
    suppressedMessages: [],
    errorCount: errors,
    fatalErrorCount: 0,
    warningCount: full.length - errors,
    fixableErrorCount: full.filter((m) => m.severity === 2 && m.fix).length,
    fixableWarningCount: full.filter((m) => m.severity === 1 && m.fix).length,
    usedDeprecatedRules: [],
  };
}

const results = [
  result('/repo/commands/a.json', [
    { line: 2, column: 11, endColumn: 17, message: 'Command /Ping: name "Ping" must be lowercase; use "ping".' },
    { line: 12, column: 3, ruleId: 'unknown-field', severity: 1, message: 'Unknown field "nmae".', fix: { range: [1, 2], text: 'x' } },
  ]),
  result('/repo/clean.json', []),
  result('/elsewhere/b.json', [{ ruleId: 'json-syntax', message: 'Expected "," or "}"\nbut found 100%: odd, isn\'t it', line: 3, column: 1, endLine: 3, endColumn: 1 }]),
];

describe('stylish', () => {
  it('groups by file, aligns, and sums up like ESLint', () => {
    expect(stylish(results, context)).toBe(
      [
        '',
        'commands/a.json',
        '   2:11  error    Command /Ping: name "Ping" must be lowercase; use "ping".  name-lowercase',
        '  12:3   warning  Unknown field "nmae".                                      unknown-field',
        '',
        '/elsewhere/b.json',
        // A control character of the input (here a newline) is shown escaped, never acted on.
        '  3:1  error    Expected "," or "}"\\u000abut found 100%: odd, isn\'t it  json-syntax',
        '',
        '✖ 3 problems (2 errors, 1 warning)',
        '  0 errors and 1 warning potentially fixable with the `--fix` option.',
        '',
        '',
      ].join('\n'),
    );
    expect(stylish([result('/repo/x.json', [])], context)).toBe('');
    expect(stylish(results, { ...context, color: true })).toContain('\u001b[31merror  \u001b[39m');
  });
});

describe('compact', () => {
  it('prints one line per problem', () => {
    expect(compact(results, context).split('\n')).toEqual([
      'commands/a.json: line 2, col 11, Error - Command /Ping: name "Ping" must be lowercase; use "ping". (name-lowercase)',
      'commands/a.json: line 12, col 3, Warning - Unknown field "nmae". (unknown-field)',
      '/elsewhere/b.json: line 3, col 1, Error - Expected "," or "}"\\u000abut found 100%: odd, isn\'t it (json-syntax)',
      '',
      '3 problems',
      '',
    ]);
  });
});

describe('json', () => {
  it("is ESLint's result array", () => {
    const parsed = JSON.parse(json(results, context)) as LintResult[];
    expect(parsed).toEqual(results);
  });
});

describe('github', () => {
  it("writes workflow annotations with the toolkit's escaping", () => {
    expect(escapeData('100%\r\nx')).toBe('100%25%0D%0Ax');
    expect(escapeProperty('a:b,c%')).toBe('a%3Ab%2Cc%25');
    expect(github(results, context).split('\n')).toEqual([
      '::error file=commands/a.json,line=2,col=11,endLine=2,endColumn=17,title=name-lowercase::Command /Ping: name "Ping" must be lowercase; use "ping".',
      '::warning file=commands/a.json,line=12,col=3,endLine=12,endColumn=2,title=unknown-field::Unknown field "nmae".',
      "::error file=/elsewhere/b.json,line=3,col=1,endLine=3,endColumn=1,title=json-syntax::Expected \",\" or \"}\"\\u000abut found 100%25: odd, isn't it",
      '',
    ]);
  });
});

describe('sarif', () => {
  const log = JSON.parse(sarif(results, context)) as {
    version: string;
    runs: { tool: { driver: { name: string; version: string; rules: { id: string; helpUri: string; defaultConfiguration: { level: string } }[] } }; results: Record<string, unknown>[] }[];
  };

  it('is valid against the published SARIF 2.1.0 schema', () => {
    const ajv = new Ajv({ schemaId: 'auto', allErrors: true });
    ajv.addMetaSchema(require('ajv/lib/refs/json-schema-draft-04.json'));
    const schema = require('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json') as object;
    const valid = ajv.validate(schema, log);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('lists every rule that fired, with its description, help URI and level', () => {
    const { driver } = log.runs[0]!.tool;
    expect(driver).toMatchObject({ name: 'cmdlint', version: '1.2.3' });
    expect(driver.rules.map((r) => [r.id, r.defaultConfiguration.level])).toEqual([
      ['json-syntax', 'error'],
      ['name-lowercase', 'error'],
      ['unknown-field', 'warning'],
    ]);
    expect(driver.rules[1]!.helpUri).toMatch(/docs\/rules\/name-lowercase\.md$/);
    // GitHub's validation (GH2012) asks every rule for fullDescription and help.
    expect(driver.rules[1]).toMatchObject({
      fullDescription: { text: expect.stringMatching(/^CHAT_INPUT command and option names/) },
      help: { text: expect.stringContaining(driver.rules[1]!.helpUri), markdown: expect.stringContaining(`[name-lowercase](${driver.rules[1]!.helpUri})`) },
    });
  });

  it('gives no fixes without the text (results made without source), and line/column fixes with it', () => {
    expect(log.runs[0]!.results.some((r) => 'fixes' in r)).toBe(false);
    const text = '{\n  "name": "Ping"\n}\n';
    const fix = { range: [12, 18] as const, text: '"ping"' };
    const withSource = [{ ...results[0]!, source: text, messages: [{ ...results[0]!.messages[0]!, suggestions: [{ desc: 'Rename to "ping".', fix }] }] }];
    const fixed = JSON.parse(sarif(withSource, context)) as { runs: { results: { fixes: unknown }[] }[] };
    expect(fixed.runs[0]!.results[0]!.fixes).toEqual([
      {
        description: { text: 'Rename to "ping".' },
        artifactChanges: [{ artifactLocation: { uri: 'commands/a.json', uriBaseId: '%SRCROOT%' }, replacements: [{ deletedRegion: { startLine: 2, startColumn: 11, endLine: 2, endColumn: 17 }, insertedContent: { text: '"ping"' } }] }],
      },
    ]);
  });

  it('gives results a level, a message and a region with repository-relative URIs', () => {
    expect(log.runs[0]!.results[0]).toEqual({
      ruleId: 'name-lowercase',
      ruleIndex: 1,
      level: 'error',
      message: { text: 'Command /Ping: name "Ping" must be lowercase; use "ping".' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'commands/a.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 2, startColumn: 11, endLine: 2, endColumn: 17 } } }],
    });
    expect(JSON.stringify(log.runs[0]!.results[2])).toContain('"uri":"file:///elsewhere/b.json"');
  });
});
