import { describe, expect, it } from 'vitest';
import { applyFix } from '../../src/index.js';
import { plan } from '../../src/plan/index.js';
import { registeredOf, slash } from '../plan/helpers.js';
import { testPlanRule } from '../plan/plan-rule-tester.js';

const kick = registeredOf(slash('kick'), { id: '300000000000000001' });
const report = registeredOf({ type: 2, name: 'Report' }, { id: '300000000000000002' });

testPlanRule('rename-drops-permissions', {
  valid: [
    { name: 'a rename carrying the id', local: [{ id: kick['id'], ...slash('boot', { description: 'The kick command' }) }], registered: [kick] },
    { name: 'an update in place', local: [slash('kick', { description: 'New' })], registered: [kick] },
    { name: 'a delete with no create of its type', local: [slash('kick')], registered: [kick, report] },
    { name: 'no registered list', local: [slash('boot')], registered: undefined },
  ],
  invalid: [
    {
      name: 'a rename without the id is a delete plus a create',
      local: [slash('boot', { description: 'The kick command' })],
      registered: [kick],
      errors: [{ body: 0, path: [], message: 'The command /boot replaces the registered "kick" (id 300000000000000001) without its "id": the service deletes it with its permission overwrites and creates a new command with a new id (clients may show "unknown integration" until they refresh, and the create counts toward the 200 a day). Add "id": "300000000000000001" to the command /boot to rename it in place and keep its overwrites.', suggestions: 1 }],
    },
    {
      name: 'in a bulk array: the path of the item',
      local: [[slash('ban'), slash('boot', { description: 'The kick command' })]],
      registered: [kick],
      errors: [{ body: 0, path: [1], message: ['command /boot'], suggestions: 1 }],
    },
    {
      name: 'a delete while a command of its type is created (a likely rename the plan could not pair)',
      local: [slash('boot', { description: 'Kicks' })],
      registered: [kick],
      errors: [{ registered: 0, message: ['command /kick', 'id 300000000000000001', 'deleted with its permission overwrites', '"id": "300000000000000001"'] }],
    },
  ],
});

describe('rename-drops-permissions suggestion', () => {
  it('adds the id, which turns the replace into a rename', () => {
    const local = slash('boot', { description: 'The kick command' });
    const found = plan([local], [kick]).diagnostics.find((d) => d.ruleId === 'rename-drops-permissions')!;
    const fixed = applyFix(local, found.suggestions![0]!.fix);
    expect(fixed).toEqual({ ...local, id: kick['id'] });
    expect(plan([fixed], [kick]).actions.map((a) => a.action)).toEqual(['rename']);
  });
});
