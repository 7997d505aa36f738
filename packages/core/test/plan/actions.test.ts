// Every action of a plan and every trap of api-facts §10, as a table: local bodies, the registered
// list as the list endpoint returns it, the actions and the changed fields expected.
import { describe, expect, it } from 'vitest';
import { lint, rules } from '../../src/index.js';
import { plan } from '../../src/plan/index.js';
import { actionsOf, planOf, registeredOf, slash, type Obj } from './helpers.js';

const user = { type: 6, name: 'user', description: 'Who', required: true };
const reason = { type: 3, name: 'reason', description: 'Why' };
const ban = slash('ban', { options: [user, reason] });

interface Case {
  readonly name: string;
  readonly local: Obj[];
  readonly registered: Obj[] | undefined;
  readonly options?: Parameters<typeof plan>[2];
  readonly actions: string[];
  /** The changed fields of the first action, as `field change`. */
  readonly changes?: string[];
}

const registeredBan = registeredOf(ban);
const cases: Case[] = [
  { name: 'a command as it was sent is unchanged', local: [ban], registered: [registeredBan], actions: ['unchanged ban'] },
  { name: 'a new command is a create', local: [ban, slash('kick')], registered: [registeredBan], actions: ['unchanged ban', 'create kick'] },
  { name: 'a command left out is a delete', local: [], registered: [registeredBan], actions: ['delete ban'] },
  {
    name: 'a changed description is an update with its path, before and after',
    local: [{ ...ban, description: 'Bans a member' }],
    registered: [registeredBan],
    actions: ['update ban'],
    changes: ['description changed'],
  },
  {
    name: 'a reorder of the options is one reorder, not every option changed',
    local: [{ ...ban, options: [{ ...user, required: false }, reason] }],
    registered: [registeredOf(slash('ban', { options: [reason, { ...user, required: false }] }))],
    actions: ['update ban'],
    changes: ['options reordered'],
  },
  {
    name: 'an option added and one removed, by name',
    local: [slash('ban', { options: [user, { type: 5, name: 'silent', description: 'Quietly' }] })],
    registered: [registeredBan],
    actions: ['update ban'],
    changes: ['options[silent] added', 'options[reason] removed'],
  },
  {
    name: 'a field of one option',
    local: [slash('ban', { options: [user, { ...reason, max_length: 200 }] })],
    registered: [registeredBan],
    actions: ['update ban'],
    changes: ['options[reason].max_length added'],
  },
  { name: 'required: false equals a registered option without required', local: [slash('ban', { options: [user, { ...reason, required: false }] })], registered: [registeredBan], actions: ['unchanged ban'] },
  {
    name: 'a localization equal to the default is dropped by the service: no change',
    local: [slash('ban', { options: [user, reason], name_localizations: { de: 'ban', fr: 'bannir' } })],
    registered: [registeredOf(slash('ban', { options: [user, reason], name_localizations: { fr: 'bannir' } }))],
    actions: ['unchanged ban'],
  },
  {
    name: 'a changed localization is reported per locale',
    local: [slash('ban', { options: [user, reason], description_localizations: { fr: 'Bannir un membre' } })],
    registered: [registeredBan],
    actions: ['update ban'],
    changes: ['description_localizations.fr added'],
  },
  {
    name: 'without localizations in the list, localization changes are not judged',
    local: [slash('ban', { options: [user, reason], description_localizations: { fr: 'Bannir un membre' } })],
    registered: [(({ name_localizations: _n, description_localizations: _d, ...rest }) => ({ ...rest, name_localized: 'ban' }))(registeredBan)],
    actions: ['unchanged ban'],
  },
  {
    name: 'contexts: null is not all contexts',
    local: [{ ...ban, contexts: [0, 1, 2] }],
    registered: [registeredBan],
    actions: ['update ban'],
    changes: ['contexts changed'],
  },
  { name: 'contexts compare as sets', local: [{ ...ban, contexts: [2, 0, 1] }], registered: [registeredOf(ban, { contexts: [0, 1, 2] })], actions: ['unchanged ban'] },
  { name: 'contexts absent locally is the service default: no change', local: [ban], registered: [registeredOf(ban, { contexts: [0, 1] })], actions: ['unchanged ban'] },
  { name: 'integration_types absent is the default [0], not []', local: [ban], registered: [registeredOf(ban, { integration_types: [0] })], actions: ['unchanged ban'] },
  {
    name: 'integration_types absent differs from a registered [0, 1]',
    local: [ban],
    registered: [registeredOf(ban, { integration_types: [1, 0] })],
    actions: ['update ban'],
    changes: ['integration_types changed'],
  },
  { name: 'the default integration types come from the options', local: [ban], registered: [registeredOf(ban, { integration_types: [0, 1] })], options: { defaultIntegrationTypes: [1, 0] }, actions: ['unchanged ban'] },
  { name: 'channel_types compare as sets', local: [slash('move', { options: [{ type: 7, name: 'to', description: 'Where', channel_types: [2, 0] }] })], registered: [registeredOf(slash('move', { options: [{ type: 7, name: 'to', description: 'Where', channel_types: [0, 2] }] }))], actions: ['unchanged move'] },
  { name: 'a USER command without description matches the returned ""', local: [{ type: 2, name: 'Report' }], registered: [registeredOf({ type: 2, name: 'Report' })], actions: ['unchanged Report'] },
  { name: 'the same name under another type is another command', local: [{ type: 3, name: 'ban' }], registered: [registeredBan], actions: ['create ban', 'delete ban'] },
  {
    name: 'a rename with the registered id keeps the id',
    local: [{ id: registeredBan['id'], ...ban, name: 'bar' }],
    registered: [registeredBan],
    actions: ['rename bar (was ban)'],
    changes: ['name changed'],
  },
  {
    name: 'a rename through the known ids keeps the id',
    local: [{ ...ban, name: 'bar' }],
    registered: [registeredBan],
    options: { knownIds: { bar: registeredBan['id'] as string } },
    actions: ['rename bar (was ban)'],
  },
  { name: 'a rename without the id is a replace', local: [{ ...ban, name: 'bar' }], registered: [registeredBan], actions: ['replace bar (was ban)'] },
  { name: 'a different command is a create and a delete, not a replace', local: [slash('kick')], registered: [registeredBan], actions: ['create kick', 'delete ban'] },
  {
    name: 'duplicates: the first is matched, the second deleted',
    local: [ban],
    registered: [registeredBan, registeredOf(ban)],
    actions: ['unchanged ban', 'delete ban'],
  },
  {
    name: 'duplicates: the one whose id the local carries is matched',
    local: [{ id: registeredBan['id'], ...ban }],
    registered: [registeredOf(ban), registeredBan],
    actions: ['unchanged ban', 'delete ban'],
  },
  { name: 'an entry point sent along with its id is unchanged', local: [{ id: '123456789012345678', type: 4, name: 'Launch', handler: 2 }], registered: [registeredOf({ type: 4, name: 'Launch', handler: 2 }, { id: '123456789012345678' })], actions: ['unchanged Launch'] },
  { name: 'no registered list: every command is a create', local: [ban, slash('kick')], registered: undefined, actions: ['create ban', 'create kick'] },
  { name: 'a guild command: dm_permission, contexts and integration_types are not compared', local: [{ ...ban, contexts: [0] }], registered: [registeredOf(ban, {}, 'guild')], options: { scope: 'guild' }, actions: ['unchanged ban'] },
  { name: 'a bulk array body and command bodies alike', local: [[ban, slash('kick')] as unknown as Obj], registered: [registeredBan, registeredOf(slash('kick'))], actions: ['unchanged ban', 'unchanged kick'] },
  { name: 'a permissions body is not a command', local: [{ permissions: [] }], registered: [], actions: [] },
];

describe('plan actions (api-facts §10)', () => {
  for (const testCase of cases) {
    it(testCase.name, () => {
      const result = planOf(testCase.local, testCase.registered, testCase.options);
      expect(actionsOf(result)).toEqual(testCase.actions);
      if (testCase.changes) expect(result.actions[0]!.changes.map((c) => `${c.field} ${c.change}`)).toEqual(testCase.changes);
      expect(result.hasChanges).toBe(testCase.actions.some((a) => !a.startsWith('unchanged')));
    });
  }

  it('a change carries the path into the local body, before and after', () => {
    const result = planOf([slash('ban', { options: [user, { ...reason, description: 'The reason' }] })], [registeredBan]);
    expect(result.actions[0]!.changes).toEqual([{ field: 'options[reason].description', change: 'changed', path: ['options', 1, 'description'], before: 'Why', after: 'The reason' }]);
  });

  it('paths of a command in a bulk array start at its index', () => {
    const result = planOf([[slash('kick'), { ...ban, description: 'New' }]], [registeredBan, registeredOf(slash('kick'))]);
    expect(result.actions[1]!.changes[0]!.path).toEqual([1, 'description']);
  });

  it('notes that localizations cannot be judged', () => {
    const { name_localizations: _n, description_localizations: _d, ...bare } = registeredBan;
    const result = planOf([ban], [bare]);
    expect(result.localizationsJudged).toBe(false);
    expect(result.notes.join(' ')).toContain('with_localizations=true');
  });

  it('the lint diagnostics of the bodies come with the plan', () => {
    const result = planOf([slash('Ban')], []);
    expect(result.bodyDiagnostics[0]!.map((d) => d.ruleId)).toContain('name-lowercase');
    expect(result.errorCount).toBeGreaterThan(0);
    expect(result.bodyDiagnostics).toEqual([lint(slash('Ban'))]);
  });
});

describe('the body to send', () => {
  it('bulk: the local commands as written, a rename with the registered id', () => {
    const result = planOf([{ ...ban, name: 'bar' }, slash('kick')], [registeredBan], { knownIds: { bar: registeredBan['id'] as string } });
    expect(result.bulkBody).toEqual([{ id: registeredBan['id'], ...ban, name: 'bar' }, slash('kick')]);
    expect(result.requests).toEqual([{ method: 'PUT', path: '/applications/{application.id}/commands', body: result.bulkBody, creates: true }]);
  });

  it('bulk: nothing to send when nothing changes', () => {
    expect(planOf([ban], [registeredBan]).requests).toEqual([]);
  });

  it('each: deletes, renames (PATCH by id), updates (POST upsert), creates, in that order', () => {
    const kick = registeredOf(slash('kick'));
    const mute = registeredOf(slash('mute'));
    const result = planOf(
      [slash('warn'), { ...ban, description: 'New' }, { id: kick['id'], ...slash('kick'), name: 'boot' }],
      [registeredBan, kick, mute],
      { style: 'each', scope: 'global' },
    );
    expect(result.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /applications/{application.id}/commands/${mute['id']}`,
      `PATCH /applications/{application.id}/commands/${kick['id']}`,
      'POST /applications/{application.id}/commands',
      'POST /applications/{application.id}/commands',
    ]);
    expect(result.requests[1]!.body).toEqual({ name: 'boot' });
    expect(result.requests.filter((r) => r.creates)).toHaveLength(1);
    expect(result.counts.creates).toBe(1);
  });

  it('each: a PATCH resets a field left out locally', () => {
    const withPermissions = registeredOf(slash('kick'), { default_member_permissions: '8' });
    const result = planOf([{ id: withPermissions['id'], ...slash('boot', { description: 'The kick command' }) }], [withPermissions], { style: 'each' });
    expect(result.requests[0]!.body).toEqual({ name: 'boot', default_member_permissions: null });
  });

  it('each: guild paths', () => {
    const result = planOf([slash('kick')], [], { style: 'each', scope: 'guild' });
    expect(result.requests[0]!.path).toBe('/applications/{application.id}/guilds/{guild.id}/commands');
  });
});

describe('plan options', () => {
  it('rejects a bad style, scope-less registered value or creates count', () => {
    expect(() => plan([], [], { style: 'all' as never })).toThrow(/style/);
    expect(() => plan([], {} as never)).toThrow(/array/);
    expect(() => plan([], [], { createsUsedToday: -1 })).toThrow(/createsUsedToday/);
  });

  it('plan rules are in the catalog with subject plan, and lint never runs them', () => {
    const planRules = rules.filter((r) => r.meta.subject === 'plan').map((r) => r.meta.id);
    expect(planRules).toEqual(['registered-duplicate', 'rename-drops-permissions', 'bulk-deletes-other-types', 'bulk-missing-entry-point', 'entry-point-auto-created', 'daily-create-limit', 'perpetual-difference']);
    const body = slash('ban', { options: [{ ...reason, required: false }] });
    expect(lint(body).filter((d) => planRules.includes(d.ruleId))).toEqual([]);
  });

  it('a plan rule can be turned off or down like any rule', () => {
    // `user` without "required": written by hand, not a builder's output (perpetual-difference leaves those alone).
    const local = [slash('ban', { options: [{ ...reason, required: false }, { type: 6, name: 'user', description: 'Who' }] })];
    expect(planOf(local, []).diagnostics.map((d) => d.ruleId)).toEqual(['perpetual-difference']);
    expect(planOf(local, [], { rules: { 'perpetual-difference': 'off' } }).diagnostics).toEqual([]);
    expect(planOf(local, [], { rules: { 'perpetual-difference': 'error' } }).diagnostics[0]!.severity).toBe('error');
  });

  it('survives registered items that are not commands', () => {
    const result = planOf([ban], [null, 3, { name: 7 }, registeredBan] as unknown[] as Obj[]);
    expect(actionsOf(result)).toEqual(['unchanged ban']);
    expect(result.notes.filter((n) => n.startsWith('Registered item'))).toHaveLength(3);
  });

  it('keys such as __proto__ are data', () => {
    const local = JSON.parse('{"name":"ban","description":"d","name_localizations":{"__proto__":"x"}}');
    const result = planOf([local], [registeredOf(slash('ban', { description: 'd' }))]);
    expect(result.actions[0]!.action).toBe('update');
    expect(({} as Obj)['x']).toBeUndefined();
  });
});

describe('commands not known (unknownCommands)', () => {
  const kick = slash('kick');
  const registered = [registeredBan, registeredOf(kick), registeredOf(slash('mute'))];

  it('a registered command of an unknown one\'s name is kept out: neither deleted nor paired', () => {
    const result = planOf([ban], registered, { unknownCommands: [{ name: 'kick', type: 1 }] });
    expect(actionsOf(result)).toEqual(['unchanged ban', 'delete mute']);
    expect(result.incomplete).toBe(true);
    expect(result.keptOut!.map((c) => c.name)).toEqual(['kick']);
    expect(result.notes.some((n) => n.includes('incomplete'))).toBe(true);
  });

  it('a command of unknown type keeps out every registered command of its name', () => {
    const result = planOf([ban], [...registered, registeredOf({ type: 3, name: 'kick' })], { unknownCommands: [{ name: 'kick' }] });
    expect(result.keptOut!.map((c) => `${c.type} ${c.name}`)).toEqual(['1 kick', '3 kick']);
  });

  it('a command without a known name may be any registered one: nothing is deleted', () => {
    const result = planOf([ban, slash('warn')], registered, { unknownCommands: [{}] });
    expect(actionsOf(result)).toEqual(['unchanged ban', 'create warn']);
    expect(result.keptOut!.map((c) => c.name)).toEqual(['kick', 'mute']);
  });

  it('a kept-out command is never the other half of a rename without id', () => {
    const result = planOf([slash('boot')], [registeredOf(kick)], { unknownCommands: [{ name: 'kick' }] });
    expect(actionsOf(result)).toEqual(['create boot']);
  });

  it('a bulk overwrite has no body to send; one by one, the known changes only', () => {
    const bulk = planOf([ban, slash('warn')], registered, { unknownCommands: [{ name: 'kick' }] });
    expect(bulk.requests).toEqual([]);
    expect(bulk.bulkBody).toBeUndefined();
    const each = planOf([ban, slash('warn')], registered, { unknownCommands: [{ name: 'kick' }], style: 'each' });
    expect(each.requests.map((r) => r.method)).toEqual(['DELETE', 'POST']);
  });

  it('without unknown commands a plan is complete', () => {
    const result = planOf([ban], registered);
    expect(result.incomplete).toBeUndefined();
    expect(result.keptOut).toBeUndefined();
  });
});
