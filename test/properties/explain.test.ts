// Property: explain() reads back what the service would answer. For each error rule, a random
// valid body is broken by that rule's mutation (test/arbitraries/mutations.ts); the error tree
// the service would answer is built at the rule's path with the rule's service code
// (RULE_SERVICE_CODES; a code nobody published for the others); explain() must tie the leaf to
// that rule, name the command and the options on the way, in the JSON form and in the library's
// flattened text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules, type Path } from '../../packages/core/src/index.js';
import { explain, RULE_SERVICE_CODES } from '../../packages/core/src/explain/index.js';
import { MUTATIONS, type MutationCase } from '../arbitraries/index.js';
import { flattenedText, formBody, treeAt } from '../../packages/core/test/explain/forms.js';
import { params, TIMEOUT } from './settings.js';

const ERROR_RULES = rules.filter((rule) => rule.meta.severity === 'error').map((rule) => rule.meta.id);
const UNPUBLISHED = 'CODE_NOT_PUBLISHED';
const RUNS = 30;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const ownValue = (v: unknown, key: string | number): unknown =>
  Array.isArray(v) ? (typeof key === 'number' ? v[key] : undefined) : isObj(v) && Object.prototype.hasOwnProperty.call(v, key) ? v[String(key)] : undefined;

/** What a person reads at `path`: the command's name and the names of the options on the way. */
function namesAt(body: unknown, path: Path): { command: string | undefined; options: string[] } {
  let at: unknown = body;
  let rest = path;
  if (Array.isArray(body)) {
    if (path.length === 0) return { command: undefined, options: [] };
    at = ownValue(body, path[0]!);
    rest = path.slice(1);
  } else if (isObj(body) && Array.isArray(body['permissions']) && body['name'] === undefined) return { command: undefined, options: [] };
  const command = isObj(at) && typeof at['name'] === 'string' ? at['name'] : undefined;
  const options: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i]!;
    const next = ownValue(at, key);
    if (key === 'options' && Array.isArray(next) && typeof rest[i + 1] === 'number') {
      const option = next[rest[i + 1] as number];
      if (isObj(option) && typeof option['name'] === 'string') options.push(option['name']);
      at = option;
      i++;
      continue;
    }
    at = next;
  }
  return { command, options };
}

const FLAT_KEY = /^[A-Za-z0-9_-]+$/;

function check(ruleId: string, c: MutationCase, useText: boolean): void {
  fc.pre(c.skip !== true && c.bodies.length === 1);
  const body = c.bodies[0];
  const path = c.expected[0]!.path;
  const code = RULE_SERVICE_CODES.get(ruleId)?.[0] ?? UNPUBLISHED;
  const error = formBody(treeAt(path, code, 'refused'));
  const input = useText && path.every((key) => FLAT_KEY.test(String(key))) ? flattenedText(error) : error;
  const results = explain(input, body, { lint: c.options });
  expect(results, c.what).toHaveLength(1);
  const [result] = results;
  expect(result!.status, c.what).toBe('explained');
  expect(result!.code).toBe(code);
  expect(result!.diagnostics.map((d) => d.ruleId), `${c.what}: ${ruleId} at ${JSON.stringify(path)}`).toContain(ruleId);
  expect(result!.path!.map(String)).toEqual(path.map(String));
  const names = namesAt(body, path);
  expect(result!.command, c.what).toBe(names.command);
  expect(result!.options, c.what).toEqual(names.options);
  expect(result!.option, c.what).toBe(names.options[names.options.length - 1]);
  if (names.command !== undefined) expect(result!.place).toContain(names.command.length > 64 ? [...names.command].slice(0, 64).join('') : names.command);
}

describe('property: explain ties a leaf the service would answer to the rule, the command and the option', () => {
  for (const ruleId of ERROR_RULES) {
    const mutation = MUTATIONS[ruleId];
    if (!mutation) continue; // property 2 (reachability) fails on a rule without one
    it(`${ruleId} (${RULE_SERVICE_CODES.get(ruleId)?.join(', ') ?? 'no published code'})`, () => {
      fc.assert(
        fc.property(mutation.arbitrary, fc.boolean(), (c, useText) => check(ruleId, c, useText)),
        params<[MutationCase, boolean]>(RUNS),
      );
    }, TIMEOUT);
  }
});
