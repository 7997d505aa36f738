// Property 6: positions are true. Generated bodies (valid, mutated by every error rule's operator,
// and arbitrary JSON) are written out with random formatting (minified, indented by 2, 4 or a
// tab, CRLF or lone CR line ends, a BOM, escapes, odd spacing); for every diagnostic of the
// shared layer (what the CLI prints and the server publishes), the offsets cover exactly the
// value at its path, as the serializer recorded it, or for a path that does not exist the key of
// its deepest existing ancestor, or that ancestor's opening bracket when it has no key (docs/cli.md,
// "The command line"); the line/character range is those offsets counted as editors count them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '@cmdlint/text';
import { lintFiles, type LocatedDiagnostic } from '@cmdlint/linter';
import { lintSet, type Diagnostic, type LintOptions } from '../../packages/core/src/index.js';
import {
  anyCommand,
  commandSet,
  editBody,
  envArb,
  lintOptionsOf,
  MUTATIONS,
  permissionsCase,
  type MutationCase,
} from '../arbitraries/index.js';
import { formatJson, formatStyle, isJsonValue, NAMED_STYLES, parseLoose, pathKey, positionIn, valueAt, type FormatStyle, type Formatted } from '../arbitraries/format.js';
import { params, TIMEOUT } from './settings.js';
import { settingsOf, virtualPaths } from './virtual.js';

interface Case {
  readonly bodies: unknown[];
  readonly options: LintOptions;
  readonly what: string;
}

const mutated: fc.Arbitrary<Case> = fc
  .oneof(...Object.values(MUTATIONS).map((m) => m.arbitrary))
  .filter((c: MutationCase) => c.skip !== true && c.bodies.every((b) => isJsonValue(b)))
  .map((c) => ({ bodies: c.bodies, options: c.options, what: c.what }));

const valid: fc.Arbitrary<Case> = envArb.chain((env) =>
  fc.oneof(
    anyCommand(env).map((body) => ({ bodies: [body], options: lintOptionsOf(env), what: 'a valid command' })),
    commandSet(env, { chatInput: 6, user: 2, message: 2, entryPoint: 1 }).map((set) => ({ bodies: [set], options: lintOptionsOf(env), what: 'a valid bulk array' })),
    commandSet(env, { chatInput: 4, user: 2, message: 2, entryPoint: 1 }).map((set) => ({ bodies: set, options: lintOptionsOf(env), what: 'a valid set of files' })),
    editBody(env).map((body) => ({ bodies: [body], options: lintOptionsOf(env, { kind: 'edit' }), what: 'a valid edit body' })),
    permissionsCase.map((c) => ({ bodies: [c.body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, what: 'a valid permissions body' })),
  ),
);

/** Arbitrary JSON: shape problems at every depth, keys such as "" and "__proto__". */
const anyJson: fc.Arbitrary<Case> = fc
  .jsonValue({ maxDepth: 4 })
  .filter((v) => isJsonValue(v))
  .map((body) => ({ bodies: [body], options: {}, what: 'arbitrary JSON' }));

/** A random style; one case in three forced into one of the named layouts. */
const style: fc.Arbitrary<FormatStyle> = fc.oneof(
  { weight: 2, arbitrary: formatStyle },
  { weight: 1, arbitrary: fc.tuple(formatStyle, fc.constantFrom(...Object.values(NAMED_STYLES))).map(([s, named]) => ({ ...s, ...named })) },
);

/**
 * `path` as the serializer keys its record: a step into an object by its key's text. A path may
 * step into `{"1": ...}` with the number 1, which names that key (valueAt and rangeOf read it so),
 * and the record holds the string "1" (seed 578805777 found it).
 */
function recordedPath(body: unknown, path: readonly (string | number)[]): (string | number)[] {
  const steps: (string | number)[] = [];
  let current = body;
  for (const step of path) {
    const inObject = typeof current === 'object' && current !== null && !Array.isArray(current);
    steps.push(inObject ? String(step) : step);
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[String(step)] : undefined;
  }
  return steps;
}

/** Where docs/cli.md says a diagnostic at `path` points, from the serializer's own record. */
function expectedSpan(file: Formatted, body: unknown, givenPath: readonly (string | number)[], jsonc: boolean): { start: number; end: number; how: string } {
  const path = recordedPath(body, givenPath);
  const found = valueAt(body, path);
  if (found.exists) {
    const span = file.spans.get(pathKey(path))!;
    // The oracle checks itself: the recorded text is that value.
    expect(JSON.stringify(parseLoose(file.body.slice(span.start, span.end), jsonc))).toBe(JSON.stringify(found.value));
    return { start: span.start, end: span.end, how: 'the value at the path' };
  }
  const ancestor = file.spans.get(pathKey(path.slice(0, found.depth)))!;
  if (ancestor.key) return { ...ancestor.key, how: `the key of the deepest existing ancestor ${JSON.stringify(path.slice(0, found.depth))}` };
  if (ancestor.kind !== 'scalar') return { start: ancestor.start, end: ancestor.start + 1, how: `the opening bracket of ${JSON.stringify(path.slice(0, found.depth))}` };
  return { start: ancestor.start, end: ancestor.end, how: 'the deepest existing value (a keyless scalar)' };
}

// Where the other copy of a duplicate is, the core says by index and the text layer by line (its
// own tests check those): the rest of the message is the core's, word for word.
const placeless = (message: string): string => message.replace(/\(the others? (?:is|are) at [^)]*\)/, '(the other at …)');
const brief = (d: { ruleId: string; path: readonly unknown[]; message: string }): string => `${d.ruleId} ${JSON.stringify(d.path)} ${placeless(d.message)}`;

const KEY_RULES = new Set(['unknown-field', 'response-only-field', 'deprecated-field']);

/** How many diagnostics pointed at a value, at an ancestor's key, at an opening bracket. */
const seen = { value: 0, key: 0, bracket: 0, scalar: 0 };

function checkCase(c: Case, styles: readonly FormatStyle[], asBytes: boolean): number {
  const styleOf = (i: number): FormatStyle => styles[i % styles.length]!;
  // A file written with comments or trailing commas is a .jsonc file.
  const paths = c.bodies.map((_, i) => virtualPaths(c.bodies.length, styleOf(i).jsonc ? 'jsonc' : 'json')[i]!);
  const files = c.bodies.map((body, i) => formatJson(body, styleOf(i)));
  const reports = lintFiles(
    files.map((file, i) => ({ path: paths[i]!, text: asBytes ? new TextEncoder().encode(file.text) : file.text })),
    settingsOf(c.options),
  );
  // The located diagnostics are the core's, neither more nor fewer.
  const core = lintSet(c.bodies, c.options);
  let checked = 0;
  reports.forEach((report, i) => {
    const file = files[i]!;
    const body = c.bodies[i];
    expect(report.document.problems.map((p) => p.message), `${c.what}: the text is JSON`).toEqual([]);
    expect(JSON.stringify(report.document.value)).toBe(JSON.stringify(body));
    expect(report.document.bom).toBe(file.text !== file.body);
    expect(report.diagnostics.map(brief).sort()).toEqual(core[i]!.map((d: Diagnostic) => brief(d)).sort());
    for (const d of report.diagnostics as LocatedDiagnostic[]) {
      // A problem about a key (unknown, response-only, deprecated) points at the key itself.
      const keyOf = KEY_RULES.has(d.ruleId) && valueAt(body, d.path).exists ? file.spans.get(pathKey(d.path))?.key : undefined;
      const want = keyOf ? { ...keyOf, how: 'the key at the path' } : expectedSpan(file, body, d.path, styleOf(i).jsonc);
      const got = { start: d.offset, end: d.end };
      expect(got, `${c.what}: ${brief(d)} should point at ${want.how}: ${JSON.stringify(file.body.slice(want.start, want.end)).slice(0, 200)}, points at ${JSON.stringify(file.body.slice(got.start, got.end)).slice(0, 200)}`).toEqual({ start: want.start, end: want.end });
      expect(d.range, `${c.what}: ${brief(d)} line/character`).toEqual({ start: positionIn(file.body, d.offset), end: positionIn(file.body, d.end) });
      checked++;
      if (want.how.startsWith('the value')) seen.value++;
      else if (want.how.startsWith('the key')) seen.key++;
      else if (want.how.startsWith('the opening')) seen.bracket++;
      else seen.scalar++;
    }
  });
  return checked;
}

describe('property 6: positions are true', () => {
  it('mutated bodies (every error rule): each diagnostic covers its value, on any formatting', () => {
    let diagnostics = 0;
    fc.assert(
      fc.property(mutated, fc.array(style, { minLength: 1, maxLength: 3 }), fc.boolean(), (c, styles, asBytes) => {
        diagnostics += checkCase(c, styles, asBytes);
      }),
      params(200),
    );
    expect(diagnostics).toBeGreaterThan(200);
    // Both kinds of place were met: values, and opening brackets of objects missing a field.
    expect(seen.value).toBeGreaterThan(0);
    expect(seen.bracket).toBeGreaterThan(0);
  }, TIMEOUT);

  it('valid bodies and sets: every diagnostic (warnings of odd environments included) covers its value', () => {
    fc.assert(
      fc.property(valid, fc.array(style, { minLength: 1, maxLength: 3 }), fc.boolean(), (c, styles, asBytes) => {
        checkCase(c, styles, asBytes);
      }),
      params(80),
    );
  }, TIMEOUT);

  it('arbitrary JSON: missing fields point at the parent key or the opening bracket', () => {
    fc.assert(
      fc.property(anyJson, style, fc.boolean(), (c, s, asBytes) => {
        checkCase(c, [s], asBytes);
      }),
      params(200),
    );
  }, TIMEOUT);

  it('each named layout (minified, indented 2/4/tab, CRLF, BOM) on the same mutated body', () => {
    fc.assert(
      fc.property(mutated, formatStyle, (c, base) => {
        for (const named of Object.values(NAMED_STYLES)) checkCase(c, [{ ...base, ...named }], false);
      }),
      params(30),
    );
  }, TIMEOUT);

  it('JsonDocument.rangeOf on any path (existing, or missing under a keyed value, an element or the root)', () => {
    const counts = { value: 0, key: 0, bracket: 0, scalar: 0 };
    fc.assert(
      fc.property(fc.oneof(valid, anyJson).filter((c) => c.bodies.length > 0), style, fc.array(fc.nat(), { maxLength: 6 }), fc.array(fc.oneof(fc.constantFrom('name', 'options', 'zz', '0', '__proto__'), fc.nat({ max: 30 })), { maxLength: 3 }), (c, s, walk, extra) => {
        const body = c.bodies[0];
        const file = formatJson(body, s);
        // A path that exists, chosen by the walk, then steps that may not.
        const path: (string | number)[] = [];
        let current: unknown = body;
        for (const step of walk) {
          if (Array.isArray(current) && current.length > 0) {
            path.push(step % current.length);
            current = current[step % current.length];
          } else if (typeof current === 'object' && current !== null && Object.keys(current).length > 0) {
            const keys = Object.keys(current);
            path.push(keys[step % keys.length]!);
            current = (current as Record<string, unknown>)[keys[step % keys.length]!];
          } else break;
        }
        path.push(...extra);
        const want = expectedSpan(file, body, path, s.jsonc);
        const document = parseDocument(file.text, { jsonc: s.jsonc });
        expect(document.rangeOf(path), `${JSON.stringify(path)} should be ${want.how}`).toEqual({ start: want.start, end: want.end });
        if (want.how.startsWith('the value')) counts.value++;
        else if (want.how.startsWith('the key')) counts.key++;
        else if (want.how.startsWith('the opening')) counts.bracket++;
        else counts.scalar++;
      }),
      params(300),
    );
    expect(counts.value * counts.key * counts.bracket * counts.scalar).toBeGreaterThan(0);
  }, TIMEOUT);
});
