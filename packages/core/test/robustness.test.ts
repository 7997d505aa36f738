// lint never throws and never touches a prototype, whatever the value.
import { describe, expect, it } from 'vitest';
import { lint, lintSet, type Diagnostic } from '../src/index.js';

function nestedArrays(depth: number): unknown {
  const root: unknown[] = [];
  let current = root;
  for (let i = 0; i < depth; i++) {
    const next: unknown[] = [];
    current.push(next);
    current = next;
  }
  return root;
}

function nestedOptions(depth: number): unknown {
  const root: Record<string, unknown> = { name: 'deep', description: 'Deep' };
  let current = root;
  for (let i = 0; i < depth; i++) {
    const next: Record<string, unknown> = { type: 1, name: `s${i}`, description: 'Sub' };
    current['options'] = [next];
    current = next;
  }
  return root;
}

const ruleIds = (diagnostics: readonly Diagnostic[]): string[] => diagnostics.map((d) => d.ruleId);

describe('lint on hostile values', () => {
  const values: [string, () => unknown][] = [
    ['null', () => null],
    ['undefined', () => undefined],
    ['a number', () => 42],
    ['NaN', () => NaN],
    ['a string', () => 'ping'],
    ['a BigInt', () => 10n],
    ['a function', () => () => 1],
    ['a symbol', () => Symbol('x')],
    ['an empty object', () => ({})],
    ['an empty array', () => []],
    ['a 100 000-level array', () => nestedArrays(100_000)],
    ['a 100 000-level option nesting', () => nestedOptions(100_000)],
    ['a 10 MB name', () => ({ name: 'a'.repeat(10_000_000), description: 'x' })],
    ['lone surrogates', () => ({ name: '\ud800a\udfff', description: '\udc00', name_localizations: { fr: '\ud83d' } })],
    ['a null-prototype object', () => Object.assign(Object.create(null) as object, { name: 'ping', description: 'x' })],
    ['BigInt and NaN in fields', () => ({ name: 'x', description: 'y', type: 1n, options: [{ type: NaN, name: 1n, description: Infinity }] })],
    ['sparse arrays', () => ({ name: 'x', description: 'y', options: new Array(30), contexts: new Array(3) })],
    ['a permissions body of junk', () => ({ permissions: [null, 1, 'x', [], { id: 5n, type: '1', permission: NaN }] })],
  ];
  for (const [name, make] of values) {
    it(`returns diagnostics for ${name}`, () => {
      for (const kind of ['auto', 'command', 'commands', 'edit', 'permissions'] as const) {
        const result = lint(make(), { kind });
        expect(Array.isArray(result)).toBe(true);
      }
    });
  }

  it('reports a body that is not an object with body-shape at the root', () => {
    expect(lint(null)).toEqual([expect.objectContaining({ ruleId: 'body-shape', path: [] })]);
    expect(ruleIds(lint(nestedArrays(100_000)))).toEqual(['body-shape']);
  });

  it('survives cycles in the options and in unknown fields', () => {
    const command: Record<string, unknown> = { name: 'loop', description: 'Loops' };
    const option: Record<string, unknown> = { type: 1, name: 'again', description: 'Again' };
    option['options'] = [option];
    command['options'] = [option, command];
    command['self'] = command;
    expect(Array.isArray(lint(command))).toBe(true);
    expect(Array.isArray(lint([command, command]))).toBe(true);
  });

  it('keeps __proto__, constructor and prototype keys as data', () => {
    const text =
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "name": "x", "description": "y",' +
      ' "name_localizations": {"__proto__": "a", "toString": "b"}, "options": [{"__proto__": {"type": 3}, "type": 3, "name": "o", "description": "d"}]}';
    const diagnostics = lint(JSON.parse(text));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(diagnostics.filter((d) => d.ruleId === 'locale-key').map((d) => d.path)).toEqual([
      ['name_localizations', '__proto__'],
      ['name_localizations', 'toString'],
    ]);
    expect(diagnostics.some((d) => d.ruleId === 'unknown-field' && d.path[0] === '__proto__')).toBe(true);
  });

  it('does not read inherited properties', () => {
    const proto = { name: 'inherited', description: 'inherited' };
    const command = Object.create(proto) as object;
    expect(ruleIds(lint(command))).toEqual(['required-field', 'required-field']);
  });

  it('lints 10 000 commands in one body and reports each one past the 100th CHAT_INPUT', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ name: `c${i}`, description: 'd' }));
    const diagnostics = lint(many);
    expect(diagnostics.filter((d) => d.ruleId === 'command-type-limit')).toHaveLength(9_900);
  });
});

describe('options', () => {
  it('throws a TypeError naming a bad option', () => {
    expect(() => lint({}, { scope: 'nonsense' as never })).toThrow(/scope/);
    expect(() => lint({}, { kind: 'x' as never })).toThrow(/kind/);
    expect(() => lint({}, { defaultLocale: 'en_US' })).toThrow(/defaultLocale/);
    expect(() => lint({}, { rules: { 'no-such-rule': 'off' } })).toThrow(/no-such-rule/);
    expect(() => lint({}, { rules: { 'name-length': 'on' as never } })).toThrow(/name-length/);
    expect(() => lint({}, { application: { integrationTypes: [3] } })).toThrow(/integrationTypes/);
    expect(() => lintSet([], { guildId: 'abc' })).toThrow(/guildId/);
  });

  it('turns rules off and changes their severity', () => {
    const body = { name: 'Ping', description: 'x' };
    expect(ruleIds(lint(body))).toEqual(['name-lowercase']);
    expect(lint(body, { rules: { 'name-lowercase': 'off' } })).toEqual([]);
    expect(lint(body, { rules: { 'name-lowercase': 'warn' } })[0]!.severity).toBe('warning');
  });
});

describe('huge arrays stay bounded', () => {
  it('reports at most 100 items of one array one by one, then sums up the rest', () => {
    const options = new Array<number>(3_000_000).fill(0);
    const diagnostics = lint({ name: 'x', description: 'y', options });
    const items = diagnostics.filter((d) => d.ruleId === 'field-type');
    expect(items).toHaveLength(101);
    expect(items[100]!.path).toEqual(['options']);
    expect(items[100]!.message).toContain('2999900 more items');
    const bulk = lint(new Array<number>(1_000_000).fill(1));
    expect(bulk.filter((d) => d.ruleId === 'body-shape')).toHaveLength(101);
  });

  it('reports 50 000 required options after optional ones in 100 diagnostics, the last a sum, with one fix', () => {
    const options = Array.from({ length: 100_000 }, (_, i) => ({ type: 5, name: `o${i}`, description: 'd', required: i % 2 === 1 }));
    const diagnostics = lint({ name: 'x', description: 'y', options }).filter((d) => d.ruleId === 'required-before-optional');
    expect(diagnostics).toHaveLength(100);
    expect(diagnostics.filter((d) => d.fix)).toHaveLength(1);
    expect(diagnostics[99]!.message).toContain('49900 more required options');
  });

  it('reports a value that throws while it is read as unreadable', () => {
    const getter = Object.defineProperty({ name: 'x', description: 'y' }, 'options', { enumerable: true, get() { throw new Error('boom'); } });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const value of [getter, proxy, [proxy], { permissions: proxy }]) {
      const diagnostics = lint(value);
      expect(Array.isArray(diagnostics)).toBe(true);
    }
    expect(lint(proxy).map((d) => d.ruleId)).toEqual(['body-shape']);
  });
});
