// same.ts decides "unchanged" on raw values, without normalising: it must agree with comparing
// the normalised forms (normalise.ts) on any pair, valid or not. Pairs: a command and the list
// endpoint's copy of it, and that copy with one random edit anywhere (a key removed, set to null,
// [], false, "", true, or an array reversed).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCommand, sameCommand, SERVICE_DEFAULT, type NormaliseContext } from '../../src/plan/index.js';
import { sameOnService } from '../../src/plan/same.js';
import { anyCommand, type GenEnv } from '../../../../test/arbitraries/index.js';
import { params, TIMEOUT } from '../../../../test/properties/settings.js';
import { ServiceModel, type Obj } from './service-model.js';

function normalised(command: Obj, context: NormaliseContext, registered: boolean): Obj {
  const out = normaliseCommand(command, context);
  if (context.scope === 'guild') {
    delete out['contexts'];
    delete out['integration_types'];
  } else if (registered && out['contexts'] === SERVICE_DEFAULT) out['contexts'] = null;
  return out;
}

/** Every object and array of a value, in a stable order. */
function nodes(value: unknown, out: (Obj | unknown[])[] = []): (Obj | unknown[])[] {
  if (typeof value === 'object' && value !== null) {
    out.push(value as Obj);
    for (const child of Object.values(value)) nodes(child, out);
  }
  return out;
}

const EDITS = [(v: unknown) => v, () => null, () => [], () => false, () => '', () => true, (v: unknown) => (Array.isArray(v) ? [...v].reverse() : v), () => undefined] as const;

function edit(command: Obj, pick: number, key: number, how: number): Obj {
  const copy = JSON.parse(JSON.stringify(command)) as Obj;
  const all = nodes(copy);
  const node = all[pick % all.length]!;
  const keys = Object.keys(node);
  if (keys.length === 0) return copy;
  const name = keys[key % keys.length]!;
  const next = EDITS[how % EDITS.length]!((node as Obj)[name]);
  if (next === undefined && !Array.isArray(node)) delete (node as Obj)[name];
  else (node as Obj)[name] = next;
  return copy;
}

const env = (scope: 'global' | 'guild'): GenEnv => ({ scope, application: {}, defaultLocale: 'en-US' });

describe('sameOnService agrees with comparing normalised forms', () => {
  it('on a command, its registered copy, and edited copies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'global' | 'guild'>('global', 'guild').chain((scope) => fc.tuple(fc.constant(scope), anyCommand(env(scope)))),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        ([scope, command], localizations, pick, key, how, editLocal) => {
          const model = new ServiceModel({ scope, defaultContexts: null, defaultIntegrationTypes: [0] });
          model.seed(command);
          const registered = model.get(true)[0]!;
          const context: NormaliseContext = { scope, localizations, defaultIntegrationTypes: [0] };
          const pairs: [Obj, Obj][] = [
            [command, registered],
            editLocal ? [edit(command, pick, key, how), registered] : [command, edit(registered, pick, key, how)],
          ];
          for (const [local, other] of pairs) {
            const expected = sameCommand(normalised(local, context, false), normalised(other, context, true));
            expect(sameOnService(local, other, context)).toBe(expected);
          }
          expect(sameOnService(command, registered, context)).toBe(true);
        },
      ),
      params(300),
    );
  }, TIMEOUT);
});
