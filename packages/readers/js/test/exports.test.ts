// Where a module exports each name (`cmdlint --module` places an untraced command there): a table
// of the ways ES modules and CommonJS export, each with the words the place must cover.
import { describe, expect, it } from 'vitest';
import { exportPlaces } from '../src/exports.js';

/** Each export's place as the text it covers. */
function placesOf(text: string, path = 'commands.js'): Record<string, string> {
  return Object.fromEntries([...exportPlaces(path, text)].map(([name, span]) => [name, text.slice(span.start, span.end)]));
}

describe('exportPlaces', () => {
  it.each([
    ['export const data = x;', { data: 'export' }],
    ['export let a = 1, b = 2;', { a: 'export', b: 'export' }],
    ['export function build() {}\nexport class Command {}', { build: 'export', Command: 'export' }],
    ['const a = 1;\nexport { a, a as b, a as "c d" };', { a: 'export', b: 'export', 'c d': 'export' }],
    ['export default [x];', { default: 'export' }],
    ['module.exports = { data, execute() {} };', { default: 'module.exports', data: 'module.exports', execute: 'module.exports' }],
    ['module.exports = commands;', { default: 'module.exports' }],
    ['exports.data = x;\nmodule.exports.more = y;', { data: 'exports.data', more: 'module.exports.more' }],
    ['const data: Thing = x;\nexport { data };', { data: 'export' }],
  ])('%s', (text, expected) => {
    expect(placesOf(text, 'commands.ts')).toEqual(expected);
  });

  it('the first place of a name wins, and nothing but the top level counts', () => {
    expect(placesOf('function f() { module.exports = 1; }\nexports.a = 1;\nexports.a = 2;')).toEqual({ a: 'exports.a' });
    expect(exportPlaces('commands.js', 'exports.a = 1;\nexports.a = 2;').get('a')?.start).toBe(0);
  });

  it('a text that does not parse has no places', () => {
    expect(placesOf('export const = ;')).toEqual({});
  });
});
