// How the property tests break permission-constant (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { chance, index, type MutationCase, type MutationOperator, pick, SKIP } from '../../../../test/arbitraries/mutate.js';
import { guildId as guildIdArb, permissionsCase } from '../../../../test/arbitraries/permissions.js';
import { clone, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'with the guild id known, give the @everyone id a type other than ROLE, or the all-channels id a type other than CHANNEL',
  arbitrary: fc.tuple(permissionsCase, guildIdArb, fc.gen()).map(([c, fallbackGuild, g]): MutationCase => {
    const body = clone(c.body);
    const entries = body['permissions'] as Obj[];
    const guild = c.guildId ?? fallbackGuild;
    const everyone = guild;
    const channels = String(BigInt(guild) - 1n);
    // Valid for this guild first.
    for (const entry of entries) {
      if (entry['id'] === everyone) entry['type'] = 1;
      if (entry['id'] === channels) entry['type'] = 3;
    }
    const which = chance(g) ? 'everyone' : 'channels';
    const id = which === 'everyone' ? everyone : channels;
    const wrong = which === 'everyone' ? pick(g, [2, 3]) : pick(g, [1, 2]);
    let i = entries.findIndex((e) => e['id'] === id);
    if (i === -1) {
      if (entries.length < 100 && (entries.length === 0 || chance(g))) {
        i = index(g, entries.length + 1);
        entries.splice(i, 0, { id, type: wrong, permission: chance(g) });
      } else {
        const others = entries.map((e, k) => [e, k] as const).filter(([e]) => e['id'] !== everyone && e['id'] !== channels);
        if (others.length === 0) return SKIP;
        i = pick(g, others)[1];
        entries[i]!['id'] = id;
      }
    }
    entries[i]!['type'] = wrong;
    return { bodies: [body], options: { guildId: guild }, expected: [{ body: 0, path: ['permissions', i, 'type'] }], what: `${which} constant with type ${wrong}` };
  }),
};
