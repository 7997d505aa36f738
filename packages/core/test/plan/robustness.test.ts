// plan never throws on what it is given (only on bad options), never hangs, never touches a prototype.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plan } from '../../src/plan/index.js';
import { hostileAnything, deepValue, protoKeyObject } from '../../../../test/arbitraries/index.js';
import { params } from '../../../../test/properties/settings.js';
import { registeredOf, slash } from './helpers.js';

function nestedOptions(depth: number): Record<string, unknown> {
  const root: Record<string, unknown> = { name: 'deep', description: 'Deep' };
  let current = root;
  for (let i = 0; i < depth; i++) {
    const next: Record<string, unknown> = { type: 1, name: `s${i}`, description: 'Sub', required: false };
    current['options'] = [next];
    current = next;
  }
  return root;
}

function cyclic(): Record<string, unknown> {
  const command: Record<string, unknown> = { name: 'loop', description: 'Loops' };
  const option: Record<string, unknown> = { type: 1, name: 'again', description: 'Again' };
  option['options'] = [option];
  command['options'] = [option];
  command['self'] = command;
  return command;
}

const throwing = (): Record<string, unknown> =>
  Object.defineProperty({ name: 'trap', description: 'x' }, 'options', { enumerable: true, get: () => { throw new Error('boom'); } });

describe('plan on hostile values', () => {
  const cases: [string, () => unknown[], () => unknown[] | undefined][] = [
    ['a 100 000-level option nesting on both sides', () => [nestedOptions(100_000)], () => [registeredOf({ name: 'deep', description: 'Deep' }), nestedOptions(100_000)]],
    ['cycles on both sides', () => [cyclic()], () => [cyclic(), { ...cyclic(), id: '1' }]],
    ['a getter that throws, local and registered', () => [throwing(), [throwing()]], () => [throwing(), { ...registeredOf(slash('trap')) }]],
    ['a revoked proxy', () => { const { proxy, revoke } = Proxy.revocable({ name: 'x' }, {}); revoke(); return [proxy, [proxy]]; }, () => [(() => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy; })()]],
    ['BigInt, NaN, symbols', () => [{ name: 'x', description: 1n, type: NaN, options: [Symbol('s')] }], () => [{ name: 'x', type: NaN, description: 2n }]],
    ['junk bodies', () => [null, 1, 'x', [null, [], {}], { permissions: [] }], () => [null, [], 'x', { name: {} }]],
    ['sparse arrays', () => [new Array(5), { name: 'x', description: 'y', options: new Array(30) }], () => [{ name: 'x', description: 'y', options: new Array(3) }]],
  ];
  for (const [name, local, registered] of cases) {
    it(`returns a plan for ${name}`, () => {
      const result = plan(local(), registered());
      expect(Array.isArray(result.actions)).toBe(true);
      expect(result.diagnostics.filter((d) => d.message.startsWith('Internal error'))).toEqual([]);
    });
  }

  it('pairs 5 000 creates against 5 000 deletes of one description within 30 s (a quadratic pairing takes minutes)', () => {
    const local = Array.from({ length: 5_000 }, (_, i) => slash(`new-${i}`, { description: 'same', options: [{ type: 3, name: `o${i}`, description: 'd' }] }));
    const registered = Array.from({ length: 5_000 }, (_, i) => registeredOf(slash(`old-${i}`, { description: 'same', options: [{ type: 3, name: `p${i}`, description: 'd' }] })));
    const started = performance.now();
    const result = plan([local], registered);
    expect(result.counts.create).toBe(5_000);
    expect(result.counts.delete).toBe(5_000);
    // Not a timing test: a quadratic pairing would take minutes here, not seconds.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it('keeps __proto__ keys as data', () => {
    const local = JSON.parse('[{"__proto__": {"polluted": true}, "name": "x", "description": "y", "name_localizations": {"__proto__": "a"}}]');
    const registered = JSON.parse('[{"id": "1", "type": 1, "name": "x", "description": "y", "name_localizations": {"__proto__": "b"}, "constructor": {"prototype": {"polluted": true}}}]');
    const result = plan(local, registered);
    expect(result.actions[0]!.changes.map((c) => c.field)).toEqual(['name_localizations.__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('never throws on random hostile values', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileAnything, deepValue, protoKeyObject), { maxLength: 4 }), fc.option(fc.array(fc.oneof(hostileAnything, protoKeyObject), { maxLength: 4 }), { nil: undefined }), fc.constantFrom<'bulk' | 'each'>('bulk', 'each'), (local, registered, style) => {
        const result = plan(local, registered, { style });
        expect(result.diagnostics.filter((d) => d.message.startsWith('Internal error'))).toEqual([]);
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      }),
      params(200),
    );
  });
});
