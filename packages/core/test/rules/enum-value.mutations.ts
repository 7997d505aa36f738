// How the property tests break enum-value (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { entryPointCommand } from '../../../../test/arbitraries/commands.js';
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, globalEnv, index, type BodyMutation, type MutationOperator, onBody, onPermissions, oneWayOf, optionOf, pick } from '../../../../test/arbitraries/mutate.js';
import { allOptions, isBasic } from '../../../../test/arbitraries/tree.js';

/** A channel type outside the enum on a CHANNEL option. */
const unknownChannelType: BodyMutation = (body, g) => {
  const target = optionOf(body, g, [7]);
  if (!target) return undefined;
  const types = Array.isArray(target.option['channel_types']) ? (target.option['channel_types'] as number[]) : (target.option['channel_types'] = []);
  types.push(pick(g, [6, 7, 9, 17, -1, 255]));
  return { path: [...target.path, 'channel_types', types.length - 1], what: 'unknown channel type' };
};

/** An option type outside 1-11 on a basic option. */
const unknownOptionType: BodyMutation = (body, g) => {
  const refs = allOptions(body).filter((r) => isBasic(r.option));
  if (refs.length === 0) return undefined;
  const ref = pick(g, refs);
  ref.option['type'] = pick(g, [0, 12, 13, 99]);
  return { path: [...ref.path, 'type'], what: `option type ${String(ref.option['type'])}` };
};

/** A context outside 0-2: also the way taken when the one drawn finds nothing. */
const unknownContext: BodyMutation = (body, g) => {
  const contexts = Array.isArray(body['contexts']) ? (body['contexts'] as number[]) : (body['contexts'] = []);
  contexts.splice(index(g, contexts.length + 1), 0, pick(g, [3, 4, -1, 10]));
  return { path: ['contexts', contexts.findIndex((c) => c < 0 || c > 2)], what: 'contexts holds an unknown value' };
};

export const mutation: MutationOperator = {
  operator: 'put an integer outside its enum: contexts 3, a channel type 6, an option type 12, handler 3, permission type 4',
  arbitrary: fc.oneof(
    onBody(envArb, chat, oneWayOf([unknownChannelType, unknownOptionType], unknownContext)),
    onBody(
      globalEnv.map((env) => ({ ...env, application: { ...env.application, embedded: true } })),
      entryPointCommand,
      (body, g) => {
        body['handler'] = pick(g, [0, 3, 4]);
        return { path: ['handler'], what: `handler ${String(body['handler'])}` };
      },
    ),
    onPermissions((entries, g, c) => {
      const others = entries.filter((e) => c.guildId === undefined || (e['id'] !== c.guildId && e['id'] !== String(BigInt(c.guildId) - 1n)));
      if (others.length === 0) return undefined;
      const entry = pick(g, others);
      entry['type'] = pick(g, [0, 4, 5]);
      const i = entries.indexOf(entry);
      return { path: ['permissions', i, 'type'], what: 'permission type outside 1-3' };
    }),
  ),
};
