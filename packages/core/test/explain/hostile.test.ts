// explain() on hostile input: huge, deep, cyclic, throwing, `__proto__`-keyed errors and bodies.
// Each must answer (never throw, never hang) and leave the prototypes alone.
import { afterEach, describe, expect, it } from 'vitest';
import { explain, parseServiceError } from '../../src/explain/index.js';
import { formBody, leaf, treeAt } from './forms.js';

afterEach(() => {
  // Nothing the input said may have landed on the shared prototypes.
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
});

describe('explain on hostile input', () => {
  it('megabytes of unclosed braces, of closed non-JSON braces, of brackets and colons', () => {
    for (const text of ['{'.repeat(2_000_000), '{a}'.repeat(700_000), `${'x['.repeat(500_000)}A]: y`, `${'a.'.repeat(1_000_000)}[A_B]: c`, '"'.repeat(2_000_000)]) {
      // Neither JSON nor the library's flattened lines: one answer, that nothing in it is an error the service sends.
      expect(explain(text).map((r) => [r.status, r.code, r.servicePath, r.place, r.diagnostics.length])).toEqual([['unknown', '', '', 'the request', 0]]);
    }
  });

  it('a JSON error nested 100 000 levels deep (as text and as a value)', () => {
    const deepText = `{"code":50035,"message":"Invalid Form Body","errors":${'{"a":'.repeat(100_000)}{}${'}'.repeat(100_000)}}`;
    // Read as far as the nesting limit: the code and message of the body, no leaf found below it.
    expect(explain(deepText, { name: 'ping', description: 'Pong' }).map((r) => [r.status, r.code, r.message, r.place])).toEqual([['unknown', '50035', 'Invalid Form Body', 'the request']]);
    let node: Record<string, unknown> = leaf('BASE_TYPE_REQUIRED', 'deep');
    for (let i = 0; i < 100_000; i++) node = { options: { 0: node } };
    const results = explain(formBody(node), { name: 'ping', description: 'Pong' });
    // The leaf is deeper than any real tree: cut, not followed; what is left is a tree without a leaf.
    expect(results.map((r) => r.status)).toEqual(['unknown']);
  });

  it('a cyclic error value and a cyclic body', () => {
    const errors: Record<string, unknown> = { 0: { name: leaf('APPLICATION_COMMAND_INVALID_NAME', 'bad') } };
    errors['self'] = errors;
    (errors['0'] as Record<string, unknown>)['up'] = errors;
    const body: Record<string, unknown>[] = [{ name: 'Ping', description: 'Pong' }];
    body[0]!['options'] = body;
    const results = explain({ code: 50035, message: 'Invalid Form Body', errors }, body);
    expect(results.map((r) => r.place)).toEqual(['/Ping › name']);
    expect(results[0]!.diagnostics.map((d) => d.ruleId)).toContain('name-lowercase');
    const record: Record<string, unknown> = { level: 50 };
    record['loop'] = record;
    expect(explain(record)[0]!.status).toBe('unknown');
  });

  it('`__proto__`, `constructor` and `prototype` keys in the tree and in the body are data', () => {
    const text = '{"code":50035,"message":"Invalid Form Body","errors":{"__proto__":{"polluted":{"_errors":[{"code":"BASE_TYPE_REQUIRED","message":"x"}]}},"constructor":{"prototype":{"_errors":[{"code":"BASE_TYPE_REQUIRED","message":"y"}]}}}}';
    const body = JSON.parse('{"name":"ping","description":"Pong","__proto__":{"polluted":true}}') as unknown;
    const results = explain(text, body);
    expect(results.map((r) => r.servicePath)).toEqual(['__proto__.polluted', 'constructor.prototype']);
    expect(results[1]!.status).toBe('unplaced'); // the body has no own "constructor"
    expect(explain('__proto__.polluted[BASE_TYPE_REQUIRED]: x', {}).map((r) => r.servicePath)).toEqual(['__proto__.polluted']);
  });

  it('getters that throw, and a revoked proxy, in the error and in the body', () => {
    const error = { code: 50035, message: 'Invalid Form Body', errors: treeAt(['name'], 'BASE_TYPE_REQUIRED') };
    Object.defineProperty(error.errors, 'boom', { enumerable: true, get: () => { throw new Error('boom'); } });
    const body = { description: 'Pong' };
    Object.defineProperty(body, 'name', { enumerable: true, get: () => { throw new Error('boom'); } });
    // The readable leaf is read; the throwing getter of the tree is passed over. The body's name
    // cannot be read, so lint finds nothing to show there: a gap, named by its path.
    expect(explain(error, body).map((r) => [r.status, r.code, r.servicePath, r.place, r.diagnostics.length])).toEqual([['gap', 'BASE_TYPE_REQUIRED', 'name', 'the command › name', 0]]);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    // A revoked proxy reads as nothing, as the error and as its tree: the answer is unknown, not a throw.
    expect(explain(proxy, proxy).map((r) => [r.status, r.code, r.place])).toEqual([['unknown', '', 'the request']]);
    expect(explain({ code: 50035, message: 'x', errors: proxy }).map((r) => [r.status, r.code, r.place])).toEqual([['unknown', '', 'the request']]);
    const [onProxy] = explain(formBody(treeAt([3, 'name'], 'APPLICATION_COMMAND_INVALID_NAME')), proxy);
    // Named by its keys; what lint says of an unreadable body (body-shape, at the root) is the explanation.
    expect(onProxy).toMatchObject({ status: 'explained', place: 'command 3 › name', fitted: 0 });
    expect(onProxy!.diagnostics.map((d) => d.ruleId)).toEqual(['body-shape']);
  });

  it('100 000 leaves are cut to the limit; a 10 MB name is shortened in the place', () => {
    const errors: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) errors[String(i)] = { name: leaf('APPLICATION_COMMAND_INVALID_NAME', 'bad') };
    const parsed = parseServiceError({ code: 50035, message: 'Invalid Form Body', errors });
    expect(parsed.leaves.length).toBe(5000);
    expect(parsed.unread).toBe(95_000);
    // The leaves past the bound are said, counted, and not explained.
    const explained = explain({ code: 50035, message: 'Invalid Form Body', errors });
    expect(explained).toHaveLength(5001);
    expect(explained[5000]).toMatchObject({ status: 'unknown', unread: 95_000, place: '95000 more failing fields' });
    expect(explained[5000]!.meaning).toContain('100000 failing fields; cmdlint reads the first 5000, so 95000 were not read');
    // The same count from the library's printed lines.
    const lines = Array.from({ length: 5003 }, (_, i) => `${i}.name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid`);
    expect(parseServiceError(['DiscordAPIError[50035]: Invalid Form Body', ...lines].join('\n')).unread).toBe(3);
    const [result] = explain(formBody(treeAt(['description'], 'BASE_TYPE_BAD_LENGTH')), { name: 'n'.repeat(10_000_000), description: '' });
    expect(result!.place.length).toBeLessThan(100);
  });

  it('values that are not errors at all', () => {
    for (const input of [null, 0, 50035, true, [], [formBody({})], Symbol('x'), () => 1, 10n, '', '   ', '\u0000\u001b[31m']) {
      expect(explain(input)[0]!.status).toBe('unknown');
    }
  });
});
