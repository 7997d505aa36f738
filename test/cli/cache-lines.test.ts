// The lines of a --cache file (packages/cli/src/cache-lines.ts): every entry written is read back as
// it was, whatever its path holds, and a line this version would not write is left out, never a crash.
import { describe, expect, it } from 'vitest';
import { CLEAN, entryLine, entryOf, fieldsOf, linesByPath, resultOf, type Entry } from '../../packages/cli/src/cache-lines.js';
import type { CachedFile } from '../../packages/cli/src/cache.js';

const RESULT = {
  result: { filePath: '/p/a.json', messages: [{ ruleId: 'x', message: 'tab\there, line\nbreak, "quotes", \u2028 and \ud800 alone' }], errorCount: 1 },
  errorCount: 1,
  warningCount: 0,
} as unknown as CachedFile; // the lines keep any result whole; only its counts are checked
const KEY = `${'A'.repeat(43)}=:${'b'.repeat(43)}=:none:`;
const BYTES = `${'c+/'.repeat(14)}c=`;

const PATHS = [
  '/work/commands/ping.json',
  'C:\\bot\\commands\\ping.json',
  '/odd/with\ttab.json',
  '/odd/with\nline break.json',
  '/odd/with\rreturn.json',
  '"quoted at the start".json',
  '/odd/"quoted" inside.json',
  '/odd/lone \ud800 surrogate.json',
  '/odd/astral 😀 and ü.json',
  '/odd/trailing space .json ',
  '/odd/back\\slash\\"quote.json',
];

describe('cache lines', () => {
  it('every entry comes back as it was written, whatever its path holds', () => {
    const entries = new Map<string, Entry>();
    PATHS.forEach((path, i) => entries.set(path, { key: `${KEY}${i}`, bytes: BYTES, looks: i % 2 === 0, file: i % 3 === 0 ? RESULT : CLEAN }));
    const body = [...entries].map(([path, entry]) => `${entryLine(path, entry)}\n`).join('');
    // One line each: no field holds a line break.
    expect(body.split('\n')).toHaveLength(PATHS.length + 1);
    // Through the file's encoding, as the cache writes and reads it.
    const { lines, dropped } = linesByPath(Buffer.from(body, 'utf8').toString('utf8'));
    expect(dropped).toBe(false);
    expect([...lines.keys()]).toEqual(PATHS);
    for (const [path, entry] of entries) expect(entryOf(lines.get(path)!)).toEqual(JSON.parse(JSON.stringify(entry)));
  });

  it('a plain path is written as it is; one that could be misread as a JSON string', () => {
    expect(entryLine('/a/b.json', { key: KEY, bytes: BYTES, looks: true, file: CLEAN })).toBe(`${KEY}\t${BYTES}\t1\tclean\t/a/b.json`);
    expect(entryLine('"b".json', { key: KEY, bytes: BYTES, looks: false, file: CLEAN }).endsWith('\t"\\"b\\".json"')).toBe(true);
  });

  it('a line this version would not write is left out (its file linted anew), never a crash', () => {
    const good = entryLine('/a.json', { key: KEY, bytes: BYTES, looks: true, file: CLEAN });
    for (const bad of ['', 'one field', 'k\tb\t1\tclean', 'k\tb\t1\tclean\t', 'k\tb\t1\tclean\t"unterminated', 'k\tb\t1\tclean\t"\\ud800"x', 'k\tb\t1\tclean\t""']) {
      const { lines, dropped } = linesByPath(`${good}\n${bad}\n`);
      expect([...lines.keys()], JSON.stringify(bad)).toEqual(['/a.json']);
      expect(dropped, JSON.stringify(bad)).toBe(true);
    }
    for (const bad of ['k\tb\t2\tclean\t/a', '\tb\t1\tclean\t/a', 'k\t\t1\tclean\t/a', 'k\tb\t1\t{"result":[],"errorCount":0,"warningCount":0}\t/a', 'k\tb\t1\t{not json\t/a', 'k\tb\t1\t"clean"\t/a']) {
      const fields = fieldsOf(bad);
      expect(fields === undefined || resultOf(fields.file) === undefined, JSON.stringify(bad)).toBe(true);
      expect(entryOf(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('the last line needs no line break', () => {
    const line = entryLine('/a.json', { key: KEY, bytes: BYTES, looks: true, file: CLEAN });
    expect([...linesByPath(line).lines.keys()]).toEqual(['/a.json']);
  });
});
