// How the property tests break number-as-string (test/arbitraries/mutations.ts loads `mutation`, fixable.ts `injection`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { chanceOf, type FixInjection, idOf } from '../../../../test/arbitraries/inject.js';
import { chat, index, type BodyMutation, type MutationOperator, onBody, onPermissions, oneWayOf, optionOf, pick } from '../../../../test/arbitraries/mutate.js';
import { allChoices, allOptions, type Obj } from '../../../../test/arbitraries/tree.js';

/** An INTEGER choice value written as a string. */
const integerChoiceAsText: BodyMutation = (body, g) => {
  const refs = allChoices(body).filter((r) => r.option['type'] === 4);
  if (refs.length === 0) return undefined;
  const ref = pick(g, refs);
  ref.choice['value'] = String(ref.choice['value']);
  return { path: [...ref.path, 'value'], what: 'INTEGER choice value as a string' };
};

/** An INTEGER bound written as a string. */
const boundAsText: BodyMutation = (body, g) => {
  const target = optionOf(body, g, [4]);
  if (!target) return undefined;
  const field = pick(g, ['min_value', 'max_value']);
  const other = target.option[field === 'min_value' ? 'max_value' : 'min_value'] as number | undefined;
  target.option[field] = String(other ?? 7);
  return { path: [...target.path, field], what: `${field} as a string` };
};

/** The command type written as a string ("1" or "CHAT_INPUT"). */
const typeAsText: BodyMutation = (body, g) => {
  body['type'] = pick(g, ['1', 'CHAT_INPUT']);
  return { path: ['type'], what: `type ${JSON.stringify(body['type'])}` };
};

/** An option type written as a string: also the way taken when the one drawn finds nothing. */
const optionTypeAsText: BodyMutation = (body, g) => {
  const refs = allOptions(body);
  if (refs.length === 0) return undefined;
  const ref = pick(g, refs);
  ref.option['type'] = String(ref.option['type']);
  return { path: [...ref.path, 'type'], what: 'option type as a string' };
};

export const mutation: MutationOperator = {
  operator: 'write a number as a string: an option or command type, an INTEGER choice value or bound, a permission type',
  arbitrary: fc.oneof(
    onBody(envArb, chat, oneWayOf([integerChoiceAsText, boundAsText, typeAsText], optionTypeAsText)),
    onPermissions((entries, g) => {
      if (entries.length === 0) return undefined;
      const i = index(g, entries.length);
      entries[i]!['type'] = String(entries[i]!['type']);
      return { path: ['permissions', i, 'type'], what: 'permission type as a string' };
    }),
  ),
};

/** Restated from the API documentation (not imported: the test is the oracle). */
const OPTION_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'SUB_COMMAND',
  2: 'SUB_COMMAND_GROUP',
  3: 'STRING',
  4: 'INTEGER',
  5: 'BOOLEAN',
  6: 'USER',
  7: 'CHANNEL',
  8: 'ROLE',
  9: 'MENTIONABLE',
  10: 'NUMBER',
  11: 'ATTACHMENT',
};
const COMMAND_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'CHAT_INPUT', 2: 'USER', 3: 'MESSAGE', 4: 'PRIMARY_ENTRY_POINT' };
const PERMISSION_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'ROLE', 2: 'USER', 3: 'CHANNEL' };

/** How the fix property breaks it so that the fix undoes it exactly (test/arbitraries/fixable.ts loads it). */
export const injection: FixInjection = {
  order: 1,
  inject: (g, nodes, original, used, _env, sites) => {
    const candidates: { holder: Obj | unknown[]; key: string | number; names?: Readonly<Record<number, string>> }[] = [];
    const numeric = (holder: Obj | unknown[], key: string | number, names?: Readonly<Record<number, string>>): void => {
      const value = (holder as Record<string | number, unknown>)[key];
      if (typeof value === 'number' && !used.has(`${idOf(holder)}:${String(key)}`)) candidates.push({ holder, key, ...(names ? { names } : {}) });
    };
    for (const { node, role, option } of nodes) {
      if (role === 'command') {
        numeric(node, 'type', COMMAND_TYPE_NAMES);
        numeric(node, 'handler');
        for (const field of ['contexts', 'integration_types']) if (Array.isArray(node[field])) (node[field] as unknown[]).forEach((_, i) => numeric(node[field] as unknown[], i));
      } else if (role === 'option') {
        numeric(node, 'type', OPTION_TYPE_NAMES);
        for (const field of ['min_value', 'max_value', 'min_length', 'max_length']) numeric(node, field);
        if (Array.isArray(node['channel_types'])) (node['channel_types'] as unknown[]).forEach((_, i) => numeric(node['channel_types'] as unknown[], i));
      } else if (role === 'choice') {
        // The option's type as the original has it (an injection may have made the broken one a string).
        const type = (original.get(option!) as Obj | undefined)?.['type'];
        if (type === 4 || type === 10) numeric(node, 'value');
      } else {
        numeric(node, 'type', PERMISSION_TYPE_NAMES);
      }
    }
    if (candidates.length === 0) return false;
    const { holder, key, names } = pick(g, candidates);
    const value = (holder as Record<string | number, unknown>)[key] as number;
    const text = names && names[value] !== undefined && chanceOf(g, 0.3) ? names[value]! : String(value);
    (holder as Record<string | number, unknown>)[key] = text;
    used.add(`${idOf(holder)}:${String(key)}`);
    sites.push({ rule: 'number-as-string', holder, key, what: `${String(key)}: ${value} written ${JSON.stringify(text)}` });
    return true;
  },
};
