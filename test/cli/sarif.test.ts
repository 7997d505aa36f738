// The built CLI's SARIF as GitHub code scanning takes it: valid against the SARIF 2.1.0 schema
// (Ajv, the schema the Multitool ships) and clean under Microsoft's SARIF Multitool with GitHub's
// rules (GH*, such as GH2012: every rule with fullDescription and help) and the SARIF rules, and
// its `fixes`, applied by line and column as reviewdog applies them, give what --fix gives.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Ajv2020 from 'ajv8/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { deadline } from '../hostile/deadline.js';
import { BAD, cmdlint, tempProject, WARN } from './helpers.js';

const require = createRequire(import.meta.url);
/** The Multitool's self-contained binary for this platform (the npm package's main is its path). */
const MULTITOOL = require('@microsoft/sarif-multitool') as string;
const SCHEMA = JSON.parse(readFileSync(join(dirname(MULTITOOL), 'sarif-2.1.0.json'), 'utf8')) as object;

interface Region {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}
interface Replacement {
  deletedRegion: Region;
  insertedContent: { text: string };
}
interface SarifLog {
  runs: {
    tool: { driver: { rules: { id: string; fullDescription: { text: string }; help: { text: string; markdown: string }; helpUri: string }[] } };
    results: { ruleId: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[]; fixes?: { description: { text: string }; artifactChanges: { artifactLocation: { uri: string }; replacements: Replacement[] }[] }[] }[];
  }[];
}

// CRLF line ends and a two-line fix: the fixes' regions must count lines as the results do.
const CRLF_FIXABLE = '{\r\n  "name": "ping",\r\n  "description": "Pong",\r\n  "default_member_permissions": 8\r\n}\r\n';
const p = tempProject({ 'commands/bad.json': BAD, 'commands/warn.json': WARN, 'commands/crlf.json': CRLF_FIXABLE, 'commands/broken.json': '{ "name": "ping", ' });
afterAll(() => p.cleanup());

function sarifOf(args: string[]): { text: string; log: SarifLog } {
  const run = cmdlint([...args, '-f', 'sarif'], { cwd: p.dir });
  expect(run.stderr).toBe('');
  return { text: run.stdout, log: JSON.parse(run.stdout) as SarifLog };
}

/** Applies replacements to a text by 1-based lines and UTF-16 columns (lines end at \r\n, \n or \r). */
function applyByLineColumn(text: string, replacements: readonly Replacement[]): string {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) starts.push(i + 1);
  const offset = (line: number, column: number): number => starts[line - 1]! + column - 1;
  const edits = replacements.map((r) => ({ start: offset(r.deletedRegion.startLine, r.deletedRegion.startColumn), end: offset(r.deletedRegion.endLine, r.deletedRegion.endColumn), text: r.insertedContent.text }));
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

describe('SARIF for GitHub code scanning', () => {
  // Named one by one: a directory skips a file that is not JSON.
  const { text, log } = sarifOf(['commands/bad.json', 'commands/warn.json', 'commands/crlf.json', 'commands/broken.json']);

  it('is valid against the SARIF 2.1.0 schema (Ajv 8, draft 2020-12 as the schema is written)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const valid = ajv.validate(SCHEMA, log);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it("has no finding under the SARIF Multitool's GitHub and SARIF rules", () => {
    const input = p.write('report.sarif', text);
    const output = join(p.dir, 'validation.sarif');
    const run = spawnSync(MULTITOOL, ['validate', input, '--rule-kind', 'Gh;Sarif', '--output', output, '--log', 'ForceOverwrite'], { encoding: 'utf8', env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1' } });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const validation = JSON.parse(readFileSync(output, 'utf8')) as { runs: { results?: { ruleId: string; message: { text?: string; id?: string; arguments?: string[] } }[]; invocations: { executionSuccessful: boolean }[] }[] };
    expect(validation.runs[0]!.invocations[0]!.executionSuccessful).toBe(true);
    expect(validation.runs[0]!.results ?? [], run.stdout).toEqual([]);
    // Not vacuous: the same log without fullDescription and help is refused with GH2012.
    const stripped = JSON.parse(text) as SarifLog;
    for (const rule of stripped.runs[0]!.tool.driver.rules) Object.assign(rule, { fullDescription: undefined, help: undefined });
    writeFileSync(input, JSON.stringify(stripped));
    spawnSync(MULTITOOL, ['validate', input, '--rule-kind', 'Gh;Sarif', '--output', output, '--log', 'ForceOverwrite'], { encoding: 'utf8' });
    const refused = JSON.parse(readFileSync(output, 'utf8')) as typeof validation;
    expect(new Set((refused.runs[0]!.results ?? []).map((r) => r.ruleId))).toEqual(new Set(['GH2012']));
  }, deadline(1200));

  it('describes every rule in full, with help in text and Markdown that links its page', () => {
    const rules = log.runs[0]!.tool.driver.rules;
    expect(rules.length).toBeGreaterThanOrEqual(4);
    for (const rule of rules) {
      expect(rule.fullDescription.text.length).toBeGreaterThan(20);
      expect(rule.help.text).toContain(rule.helpUri);
      expect(rule.help.markdown).toContain(`[${rule.id}](${rule.helpUri})`);
    }
    expect(rules.map((r) => r.id)).toContain('json-syntax');
  });

  it("carries the fix and the suggestions as `fixes`; applied by line and column they give --fix's text", () => {
    const results = log.runs[0]!.results;
    const crlf = results.filter((r) => r.locations[0]!.physicalLocation.artifactLocation.uri === 'commands/crlf.json');
    const fixes = crlf.flatMap((r) => r.fixes ?? []).filter((f) => f.description.text.startsWith('cmdlint --fix: '));
    expect(fixes.length).toBe(1);
    expect(fixes[0]!.artifactChanges[0]!.artifactLocation.uri).toBe('commands/crlf.json');
    const dry = JSON.parse(cmdlint(['commands/crlf.json', '--fix-dry-run', '-f', 'json'], { cwd: p.dir }).stdout) as { output?: string }[];
    expect(applyByLineColumn(CRLF_FIXABLE, fixes[0]!.artifactChanges[0]!.replacements)).toBe(dry[0]!.output);
    // A suggestion (a rename a person chooses) is a fix too, named by its description.
    const lowercase = results.find((r) => r.ruleId === 'name-lowercase')!;
    expect(lowercase.fixes!.map((f) => f.description.text)).toEqual([expect.stringMatching(/ping/)]);
    expect(applyByLineColumn(BAD, lowercase.fixes![0]!.artifactChanges[0]!.replacements)).toContain('"name": "ping"');
    // Nothing to fix, no fixes: the syntax error's result has none.
    expect(results.find((r) => r.ruleId === 'json-syntax')).not.toHaveProperty('fixes');
  });
});
