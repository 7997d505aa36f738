import fc from 'fast-check';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../src/document.js';
import { LineIndex } from '../src/lines.js';
import { JsonTree } from '../src/tree.js';
import { jsonContainer, spell, spelling, type Json } from './json-text.js';

/** Every path of a value, in document order. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object') for (const key of Object.keys(value)) paths.push(...pathsOf(value[key]!, [...prefix, key]));
  return paths;
}

describe('JsonTree', () => {
  it('finds every value where jsonc-parser does, in JSON and JSONC, strict shortcut or not', () => {
    fc.assert(
      fc.property(jsonContainer, spelling(true), fc.boolean(), (value, s, leading) => {
        const text = (leading ? ' \n' : '') + spell(value, s) + (s.comments ? '' : '\n');
        const root = parseTree(text, [], { allowTrailingComma: true })!;
        const strictOk = !s.comments && !s.trailingCommas;
        for (const tree of strictOk ? [new JsonTree(text), new JsonTree(text, true)] : [new JsonTree(text)]) {
          for (const path of pathsOf(value)) {
            const expected = findNodeAtLocation(root, path) as Node;
            const node = tree.find(path)!;
            expect(node, JSON.stringify(path)).toBeDefined();
            expect([node.offset, node.end]).toEqual([expected.offset, expected.offset + expected.length]);
            if (typeof path[path.length - 1] === 'string') {
              const key = expected.parent!.children![0]!;
              expect([node.key!.offset, node.key!.end, node.key!.value]).toEqual([key.offset, key.offset + key.length, key.value]);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('answers missing paths with undefined and never loops on odd text', () => {
    const tree = new JsonTree('{"a": [1, 2], "b": {"c": null}}');
    expect(tree.find(['a', 5])).toBeUndefined();
    expect(tree.find(['b', 'c', 'd'])).toBeUndefined();
    expect(tree.find(['a', 'x'])).toBeUndefined();
    expect(tree.deepest(['b', 'c', 'd'])).toMatchObject({ depth: 2 });
    for (const odd of ['', '   ', '{', '[1,', '{"a" 1}', '{"a":}', '"x', '[1 2]']) {
      const t = new JsonTree(odd);
      expect(() => t.find(['a', 0, 'b'])).not.toThrow();
    }
  });

  it('finds keys of an object of many (indexed) as of a few (scanned): the last of duplicates, absent keys absent', () => {
    for (const count of [3, 32, 33, 500]) {
      const keys = Array.from({ length: count }, (_, i) => `"k${i}": ${i}`);
      const text = `{${keys.join(', ')}, "k1": "again", "__proto__": 7}`;
      const tree = new JsonTree(text);
      const at = (key: string): string | undefined => {
        const node = tree.find([key]);
        return node && text.slice(node.offset, node.end);
      };
      expect([at('k0'), at('k1'), at(`k${count - 1}`), at('__proto__'), at('constructor'), at('k-1')], String(count)).toEqual(['0', '"again"', String(count - 1), '7', undefined, undefined]);
    }
  });

  it('takes the last of duplicate keys, as JSON.parse keeps it', () => {
    const tree = new JsonTree('{"a": 1, "a": 22}');
    expect(tree.find(['a'])).toMatchObject({ offset: 14, end: 16 });
  });

  it('finds the last of duplicate keys in objects too big to scan (indexed), as in small ones', () => {
    for (const count of [5, 33, 500]) {
      const keys = Array.from({ length: count }, (_, i) => `k${i % Math.ceil(count / 3)}`); // each name about three times
      const text = `{${keys.map((k, i) => `"${k}": ${i}`).join(', ')}, "esc\\u0061ped": 0}`;
      const tree = new JsonTree(text);
      const value = JSON.parse(text) as Record<string, number>;
      for (const key of new Set(keys)) {
        const node = tree.find([key])!;
        expect(Number(text.slice(node.offset, node.end)), key).toBe(value[key]);
      }
      expect(tree.find(['escaped'])).toBeDefined(); // the name decoded
      expect(tree.find(['absent'])).toBeUndefined();
      expect(tree.find(['k0', 'deeper'])).toBeUndefined();
    }
  });
});

describe('JsonDocument.rangeOf', () => {
  const text = '[\n  {\n    "name": "ping",\n    "options": [{ "type": 3 }]\n  }\n]';
  const doc = parseDocument(text, { jsonc: false });
  const at = (path: (string | number)[]): string => {
    const { start, end } = doc.rangeOf(path);
    return text.slice(start, end);
  };

  it('is the value at the path', () => {
    expect(at([0, 'name'])).toBe('"ping"');
    expect(at([0, 'options', 0, 'type'])).toBe('3');
    expect(at([])).toBe(text);
  });

  it("is the parent's key for a missing field, or the opening bracket", () => {
    expect(at([0, 'description'])).toBe('{');
    expect(at([0, 'options', 0, 'name'])).toBe('{');
    expect(at([0, 'name', 'x'])).toBe('"name"');
    expect(at([5])).toBe('[');
    const object = parseDocument('{"options": {}}', { jsonc: false });
    expect(object.rangeOf(['options', 'x'])).toEqual({ start: 1, end: 10 });
    expect(object.rangeOf(['missing'])).toEqual({ start: 0, end: 1 });
  });
});

describe('LineIndex', () => {
  it('counts lines as editors do: \\n, \\r\\n and \\r; characters in UTF-16 units', () => {
    const text = 'a\r\nb\rc\nd😀e\u2028f';
    const lines = new LineIndex(text);
    expect(lines.lineCount).toBe(4);
    expect(lines.positionAt(0)).toEqual({ line: 0, character: 0 });
    expect(lines.positionAt(3)).toEqual({ line: 1, character: 0 });
    expect(lines.positionAt(5)).toEqual({ line: 2, character: 0 });
    expect(lines.positionAt(text.indexOf('e'))).toEqual({ line: 3, character: 3 });
    expect(lines.positionAt(text.indexOf('f'))).toEqual({ line: 3, character: 5 });
    expect(lines.positionAt(9999)).toEqual({ line: 3, character: 6 });
    for (let offset = 0; offset <= text.length; offset++) {
      if (text[offset - 1] === '\r' && text[offset] === '\n') continue; // inside a CRLF
      expect(lines.offsetAt(lines.positionAt(offset))).toBe(offset);
    }
  });

  it('agrees with a naive count on random texts', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', '\r', 'é', '😀'), maxLength: 30 }), (text) => {
        const lines = new LineIndex(text);
        for (let offset = 0; offset <= text.length; offset++) {
          const before = text.slice(0, offset);
          const breaks = before.match(/\r\n|\r|\n/g) ?? [];
          const lastBreak = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
          if (text[offset - 1] === '\r' && text[offset] === '\n') continue;
          expect(lines.positionAt(offset)).toEqual({ line: breaks.length, character: offset - lastBreak - 1 });
        }
      }),
    );
  });
});
