// The plan against a model of the service (service-model.ts, written from api-facts §10): for
// random valid local sets and registered lists, sending the planned requests leaves the registered
// list equal to the local set (after normalisation), with the creates the plan counted; and a
// list planned against its own GET-shaped copy has nothing to do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scope } from '../../src/index.js';
import { plan, type Plan, type PlanOptions } from '../../src/plan/index.js';
import { commandSet, type GenEnv } from '../../../../test/arbitraries/index.js';
import { params, TIMEOUT } from '../../../../test/properties/settings.js';
import { ServiceError, ServiceModel, type Obj } from './service-model.js';

type Op = 'keep' | 'change' | 'reorder' | 'rename' | 'rename-with-id' | 'drop' | 'required-false';

const envOf = (scope: Scope): GenEnv => ({ scope, application: {}, defaultLocale: 'en-US' });

function renamed(command: Obj): string {
  const name = command['name'] as string;
  return (command['type'] ?? 1) === 1 ? `${[...name].slice(0, 28).join('')}-new` : `${[...name].slice(0, 26).join('')} (new)`;
}

/** The local set derived from the registered one by the ops, plus new commands whose (type, name) is free. */
function deriveLocal(base: Obj[], ids: string[], ops: Op[], extra: Obj[]): Obj[] {
  const local: Obj[] = [];
  const taken = new Set(base.map((c) => `${c['type'] ?? 1}:${c['name']}`));
  base.forEach((command, i) => {
    const op = ops[i % ops.length] ?? 'keep';
    const copy = JSON.parse(JSON.stringify(command)) as Obj;
    const type = (copy['type'] as number | undefined) ?? 1;
    switch (op) {
      case 'drop':
        return;
      case 'change':
        if (type === 1) copy['description'] = `${String(copy['description']).slice(0, 90)} (v2)`;
        else copy['nsfw'] = copy['nsfw'] !== true;
        break;
      case 'reorder':
        if (Array.isArray(copy['options'])) copy['options'] = [...copy['options']].reverse();
        break;
      case 'required-false':
        for (const option of Array.isArray(copy['options']) ? (copy['options'] as Obj[]) : []) if (option['type'] !== 1 && option['type'] !== 2 && option['required'] === undefined) option['required'] = false;
        break;
      case 'rename':
      case 'rename-with-id': {
        const name = renamed(copy);
        if (taken.has(`${type}:${name}`)) break;
        taken.add(`${type}:${name}`);
        copy['name'] = name;
        delete copy['name_localizations'];
        if (op === 'rename-with-id') {
          local.push({ id: ids[i], ...copy });
          return;
        }
        break;
      }
      case 'keep':
        break;
    }
    local.push(copy);
  });
  for (const command of extra) {
    const key = `${command['type'] ?? 1}:${command['name']}`;
    if (taken.has(key)) continue;
    taken.add(key);
    local.push(command);
  }
  return local;
}

function apply(model: ServiceModel, result: Plan): void {
  for (const request of result.requests) {
    const id = request.path.split('/').pop()!;
    if (request.method === 'PUT') model.put(request.body as Obj[]);
    else if (request.method === 'POST') model.post(request.body as Obj);
    else if (request.method === 'PATCH') model.patch(id, request.body as Obj);
    else model.delete(id);
  }
}

const scenario = fc.record({
  scope: fc.constantFrom<Scope>('global', 'global', 'guild'),
  style: fc.constantFrom<'bulk' | 'each'>('bulk', 'each'),
  defaultContexts: fc.constantFrom<number[] | null>(null, [0, 1, 2], [0]),
  duplicate: fc.boolean(),
  ops: fc.array(fc.constantFrom<Op>('keep', 'keep', 'change', 'reorder', 'rename', 'rename-with-id', 'drop', 'required-false'), { minLength: 1, maxLength: 12 }),
}).chain((s) =>
  fc.record({
    s: fc.constant(s),
    base: commandSet(envOf(s.scope), { chatInput: 12, user: 3, message: 3, entryPoint: 1 }),
    extra: commandSet(envOf(s.scope), { chatInput: 4, user: 2, message: 2, entryPoint: 0 }),
  }),
);

describe('plan against a model of the service (api-facts §10)', () => {
  it('applying the planned requests yields the local set', () => {
    fc.assert(
      fc.property(scenario, ({ s, base, extra }) => {
        const model = new ServiceModel({ scope: s.scope, defaultContexts: s.defaultContexts, defaultIntegrationTypes: [0] });
        const ids = base.map((command) => model.seed(command));
        if (s.duplicate && base.length > 0) model.seed(base[0]!);
        const local = deriveLocal(base, ids, s.ops, extra);
        const options: PlanOptions = { scope: s.scope, style: s.style };
        const result = plan([local], model.get(), options);
        const refused = result.diagnostics.some((d) => d.ruleId === 'bulk-missing-entry-point');
        const before = model.creates;
        try {
          apply(model, result);
        } catch (error) {
          // The model refuses exactly what the plan said it would refuse.
          expect(error instanceof ServiceError && error.code === 50240).toBe(true);
          expect(refused).toBe(true);
          return;
        }
        expect(refused).toBe(false);
        expect(model.creates - before).toBe(result.counts.creates);
        const after = plan([local], model.get(), options);
        expect(after.actions.map((a) => `${a.action} ${a.name}`)).toEqual(local.map((c) => `unchanged ${c['name']}`));
        expect(after.hasChanges).toBe(false);
        expect(after.requests).toEqual([]);
      }),
      params(60),
    );
  }, TIMEOUT);

  it('a list planned against its own GET-shaped copy is empty', () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), ({ s, base }, withLocalizations) => {
        const model = new ServiceModel({ scope: s.scope, defaultContexts: s.defaultContexts, defaultIntegrationTypes: [0] });
        for (const command of base) model.seed(command);
        const result = plan([base], model.get(withLocalizations), { scope: s.scope, style: s.style });
        expect(result.hasChanges).toBe(false);
        expect(result.requests).toEqual([]);
        expect(result.localizationsJudged).toBe(withLocalizations || base.length === 0);
        expect(result.counts.unchanged).toBe(base.length);
      }),
      params(60),
    );
  }, TIMEOUT);
});
