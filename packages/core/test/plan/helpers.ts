// Small builders for plan tests: local bodies and registered lists as the list endpoint returns them.
import { readFileSync } from 'node:fs';
import { plan, type Plan, type PlanOptions } from '../../src/plan/index.js';

export type Obj = Record<string, unknown>;

let nextId = 100_000_000_000_000_000n;
function snowflake(): string {
  nextId += 1n;
  return String(nextId);
}

/**
 * The fields the list endpoint fills in on every command it returns, with their defaults
 * (list-defaults.json, which the bench's plan row reads too); a guild command has no dm_permission.
 */
const LIST_DEFAULTS = JSON.parse(readFileSync(new URL('./list-defaults.json', import.meta.url), 'utf8')) as Obj;
const { dm_permission: _globalOnly, ...GUILD_LIST_DEFAULTS } = LIST_DEFAULTS;

export const slash = (name: string, extra: Obj = {}): Obj => ({ name, description: `The ${name} command`, ...extra });

/**
 * The list endpoint's answer for a command sent as `body` (api-facts §10 table): with the
 * defaults filled in, `required: false` and localizations equal to the default dropped.
 */
export function registeredOf(body: Obj, extra: Obj = {}, scope: 'global' | 'guild' = 'global'): Obj {
  const type = (body['type'] as number | undefined) ?? 1;
  const out: Obj = {
    id: snowflake(),
    application_id: '111111111111111111',
    version: snowflake(),
    type,
    ...structuredClone(scope === 'guild' ? { guild_id: '222222222222222222', ...GUILD_LIST_DEFAULTS } : LIST_DEFAULTS),
    ...JSON.parse(JSON.stringify(body)),
    ...extra,
  };
  if (type !== 1 && (out['description'] === undefined || out['description'] === null)) out['description'] = '';
  const clean = (node: Obj): void => {
    for (const field of ['name', 'description']) {
      const dictionary = node[`${field}_localizations`];
      if (dictionary && typeof dictionary === 'object') {
        for (const [locale, text] of Object.entries(dictionary)) if (text === node[field] || text === null) delete (dictionary as Obj)[locale];
      }
    }
    if (node['required'] === false) delete node['required'];
    for (const option of (node['options'] as Obj[] | undefined) ?? []) clean(option);
  };
  clean(out);
  return out;
}

export function planOf(local: unknown[], registered: unknown[] | undefined, options: PlanOptions = {}): Plan {
  return plan(local, registered, options);
}

/** The actions as `kind name` strings, in order: the shape a table can assert at a glance. */
export function actionsOf(result: Plan): string[] {
  return result.actions.map((a) => `${a.action} ${a.name}${a.previousName !== undefined ? ` (was ${a.previousName})` : ''}`);
}
