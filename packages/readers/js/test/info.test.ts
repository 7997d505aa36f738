// The JavaScript reader's row in the table of readers (src/info.ts): which paths it reads and
// declines, decided by hand (text's fileExtension) where two regexes did; this holds it to them.
import { describe, expect, it } from 'vitest';
import { readerPaths } from '../../../text/test/reader-paths.js';
import { JAVASCRIPT_INFO } from '../src/info.js';

const JS_READS = /\.[mc]?[jt]sx?$/i;
const JS_DECLINES = /\.d\.[mc]?ts$/i;

describe("the JavaScript reader's row says which paths it reads as its regexes did", () => {
  it('.js .mjs .cjs .jsx .ts .mts .cts .tsx (and m/c with x), declaration files declined', () => {
    const all = readerPaths();
    expect(all.length).toBeGreaterThan(4000);
    for (const path of all) {
      expect(JAVASCRIPT_INFO.reads(path), path).toBe(JS_READS.test(path) && !JS_DECLINES.test(path));
      expect(JAVASCRIPT_INFO.declines(path), path).toBe(JS_DECLINES.test(path));
    }
    expect(['a.js', 'b.D.MTS', 'c.tsx', 'd.json'].map((path) => [JAVASCRIPT_INFO.reads(path), JAVASCRIPT_INFO.declines(path)])).toEqual([[true, false], [false, true], [true, false], [false, false]]);
  });

  it('makes its markers on first use, once', () => {
    expect(JAVASCRIPT_INFO.markers).toBe(JAVASCRIPT_INFO.markers);
    expect(JAVASCRIPT_INFO.markers.test('new SlashCommandBuilder()')).toBe(true);
  });
});
