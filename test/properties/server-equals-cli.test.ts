// Property 7: the server equals the command line. A random sequence of edits (inserts, deletes,
// replacements, whole-text changes, several changes in one notification; many of them break the
// JSON, split surrogate pairs and CRLFs, add a BOM) is sent to the language server in process
// (debounce 0). The server never fails, its text is the editor's text, and every diagnostics it
// publishes (the final version's surely) equal what the shared lintFiles (the CLI's function)
// gives on that version's text: the same rule ids, messages, severities and ranges. A text that
// keeps a BOM is the one documented difference: the editor counts it on the first line.
//
// Two workspaces: one where the `files` setting makes every document a command file (as a file
// named on the command line), one with the default sniffing, where a document that does not look
// like commands must have no diagnostics (as the CLI skips it in a directory).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '@cmdlint/text';
import { lintFiles, looksLikeCommandDocument } from '@cmdlint/linter';
import { inProcess, type Diagnostic, type TestClient } from '../../packages/language-server/test/client.js';
import { applyLspEdits, tempProject, type Project } from '../../packages/language-server/test/helpers.js';
import type { CmdlintServer } from '../../packages/language-server/src/server.js';
import { anyCommand, envArb, MUTATIONS, type MutationCase } from '../arbitraries/index.js';
import { formatJson, formatStyle, isJsonValue, positionIn } from '../arbitraries/format.js';
import { params, TIMEOUT } from './settings.js';

/** An LSP content change, as the test client sends it. */
type TextDocumentContentChangeEvent = Parameters<TestClient['change']>[1][number];

interface Workspace {
  readonly client: TestClient;
  readonly server: CmdlintServer;
  readonly project: Project;
  readonly dispose: () => void;
}

async function workspace(settings: Record<string, unknown>): Promise<Workspace> {
  const project = tempProject();
  const { client, server, dispose } = inProcess();
  client.settings = { debounceMs: 0, ...settings };
  await client.initialize({ rootPath: project.dir });
  return { client, server, project, dispose };
}

let always: Workspace;
let sniffing: Workspace;
beforeAll(async () => {
  always = await workspace({ files: ['*.json', '*.jsonc'] });
  sniffing = await workspace({});
});
afterAll(() => {
  for (const w of [always, sniffing]) {
    w?.dispose();
    w?.project.cleanup();
  }
});

// ---- the edits -------------------------------------------------------------------------------

const snippet: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('{', '}', '[', ']', '"', ',', ':', ' ', '\n', '\r\n', '\r', '\t', '\\', '1', '-', 'null', 'true', '"Ping"', '"name"', '"description"', '"type": "3"', '"options": [', '{"type": 3, "name": "Opt", "description": "d", "required": true}', ', "pt_BR": "x"', '// c\n', '/* c */', '\uFEFF', '😀', '\ud83d', '\ude00', '\u2028', '\u0000') },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constant('') },
);

/** One change: a range (by offsets of the current text) and its new text, or a whole new text. */
type Edit =
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'delete'; readonly at: number; readonly length: number }
  | { readonly kind: 'replace'; readonly at: number; readonly length: number; readonly text: string }
  | { readonly kind: 'whole'; readonly text: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: snippet }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.nat({ max: 60 })) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), length: fc.nat({ max: 12 }), text: snippet }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), text: fc.oneof(snippet, fc.constant('{ "name": "Ping", "description": "Pong", "type": "1" }')) }) },
);

/** The LSP change event for an edit of `text`. */
function changeOf(text: string, e: Edit): TextDocumentContentChangeEvent {
  if (e.kind === 'whole') return { text: e.text };
  const at = e.at % (text.length + 1);
  const end = e.kind === 'insert' ? at : Math.min(text.length, at + e.length);
  return { range: { start: positionIn(text, at), end: positionIn(text, end) }, text: e.kind === 'delete' ? '' : e.text };
}

/** An editor applying a change to its text (the library the server uses too). */
function apply(text: string, change: TextDocumentContentChangeEvent): string {
  if (!('range' in change) || change.range === undefined) return change.text;
  return applyLspEdits(text, [{ range: change.range, newText: change.text }]);
}

// ---- the starting texts ------------------------------------------------------------------------

const mutated: fc.Arbitrary<unknown> = fc
  .oneof(...Object.values(MUTATIONS).map((m) => m.arbitrary))
  .filter((c: MutationCase) => c.skip !== true && c.bodies.length === 1 && isJsonValue(c.bodies[0]))
  .map((c) => c.bodies[0]);

const startText: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(envArb.chain((env) => anyCommand(env, { small: true })), mutated), formatStyle)
  .map(([body, style]) => {
    const file = formatJson(body, style);
    // An editor holds the BOM in its text only sometimes (VS Code drops it): both happen.
    return style.noise % 2 === 0 ? file.text : file.body;
  });

const sequence = fc.record({
  start: startText,
  edits: fc.array(fc.array(edit, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 20 }),
  /** After which notifications to let the server run (lint and publish) before the next. */
  pauses: fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
  jsonc: fc.boolean(),
});

// ---- the comparison ------------------------------------------------------------------------------

interface Shown {
  code: string | number | undefined;
  severity: number | undefined;
  message: string;
  range: Diagnostic['range'];
}

/** What the command line's function says of a text, as the server would show it in an editor. */
function expectedFor(path: string, text: string): Shown[] {
  const [report] = lintFiles([{ path, text }]);
  // The server's text keeps a BOM the shared layer sets aside: on the first line it counts.
  const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const move = (p: { line: number; character: number }) => (p.line === 0 ? { line: 0, character: p.character + shift } : { ...p });
  return report!.diagnostics.map((d) => ({
    code: d.ruleId,
    severity: d.severity === 'error' ? 1 : 2,
    message: d.message,
    range: { start: move(d.range.start), end: move(d.range.end) },
  }));
}

const shown = (d: Diagnostic): Shown => ({ code: d.code, severity: d.severity, message: d.message, range: d.range });

let counter = 0;
const stats = { sequences: 0, published: 0, broken: 0, skipped: 0 };

interface Sequence {
  readonly start: string;
  readonly edits: readonly (readonly Edit[])[];
  readonly pauses: readonly boolean[];
  readonly jsonc: boolean;
}

async function runSequence(w: Workspace, always: boolean, s: Sequence): Promise<void> {
  const { client, server, project } = w;
  const name = `doc-${counter++}.${s.jsonc ? 'jsonc' : 'json'}`;
  const uri = project.uri(name);
  const path = project.path(name);
  const since = client.published.length;
  const logsBefore = client.logs.length;
  const texts = new Map<number, string>();
  let text = s.start;
  texts.set(1, text);
  await client.open(uri, text);
  for (const [i, group] of s.edits.entries()) {
    const changes: TextDocumentContentChangeEvent[] = [];
    for (const e of group) {
      const change = changeOf(text, e);
      changes.push(change);
      text = apply(text, change);
    }
    const version = await client.change(uri, changes);
    texts.set(version, text);
    if (s.pauses[i]) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const last = client.version(uri)!;
  // The server holds the editor's text.
  await client.until(() => (server.documents.get(uri)?.version === last ? true : undefined), 'the last version on the server');
  expect(server.documents.get(uri)!.getText()).toBe(text);

  const linted = always || looksLikeCommandDocument(parseDocument(text, { jsonc: s.jsonc }));
  if (linted) {
    await client.diagnostics(uri, { version: last, since });
  } else {
    // Nothing comes for this version: give the server time to have linted it, with a document
    // that is always linted, opened after the last change.
    const sentinel = project.uri(`sentinel-${counter}.json`);
    await client.open(sentinel, '{ "name": "Ping", "description": "Pong" }');
    await client.diagnostics(sentinel, { version: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.close(sentinel);
  }

  // Every publication of this document is the CLI's verdict on the version it names.
  const mine = client.published.slice(since).filter((p) => p.uri === uri);
  for (const p of mine) {
    if (p.version === undefined || p.version === null) {
      // A clear (the document stopped looking like commands): no diagnostics.
      expect(p.diagnostics).toEqual([]);
      continue;
    }
    const versionText = texts.get(p.version)!;
    expect(p.diagnostics.map(shown), `version ${p.version} of ${name}:\n${JSON.stringify(versionText).slice(0, 2000)}`).toEqual(expectedFor(path, versionText));
    stats.published++;
  }
  const final = mine[mine.length - 1];
  if (linted) expect(final?.version).toBe(last);
  else expect(final === undefined || final.diagnostics.length === 0, `${name} does not look like commands: no diagnostics at the end`).toBe(true);
  if (!linted) stats.skipped++;
  if (!parseDocument(text, { jsonc: s.jsonc }).ok) stats.broken++;

  // Never a failure in a handler.
  expect(client.logs.slice(logsBefore).filter((line) => /failed|error/i.test(line))).toEqual([]);
  await client.close(uri);
  stats.sequences++;
}

/** `runs` random edit sequences run in workspace `w` (`always`: every document is linted there). */
const everySequence = (w: Workspace, always: boolean, runs: number): Promise<void> => fc.assert(fc.asyncProperty(sequence, (s) => runSequence(w, always, s)), params(runs));

describe('property 7: the server equals the command line', () => {
  it('random edit sequences: every published version equals lintFiles on its text (every document linted)', async () => {
    await everySequence(always, true, 30);
    expect(stats.published).toBeGreaterThan(20);
  }, TIMEOUT);

  it('random edit sequences with sniffing: linted while it looks like commands, cleared otherwise', async () => {
    await everySequence(sniffing, false, 15);
    // Over both workspaces, the edits broke the JSON of some final texts.
    expect(stats.broken).toBeGreaterThan(0);
  }, TIMEOUT);
});
