// Command bodies of a chosen budget. First a skeleton (the tree of options and choices, each
// field with the range its budget cost may take), then the costs are dealt out so they sum to the
// target, then the text is written: in each field one variant (the default or a locale) is
// exactly the cost long and every other is shorter, so each field costs exactly what was dealt.

import { LOCALES, MAX, PICKABLE_CHANNELS } from './facts.mjs';
import { SCRIPT_OF, asciiLabel, asciiName, asciiSentence, asciiValue, scriptLabel, scriptName, scriptText } from './text.mjs';

// Budget cost ranges per field kind.
const RANGE = { name: [6, 32], description: [10, 100], choiceName: [4, 100], choiceValue: [4, 100] };
const field = (kind) => ({ min: RANGE[kind][0], max: RANGE[kind][1], cost: 0 });
const fixedField = (cost) => ({ min: cost, max: cost, cost });

const BASIC_TYPES = [[3, 32], [4, 14], [10, 9], [5, 11], [6, 9], [7, 9], [8, 6], [9, 5], [11, 5]];

function basicSkeleton(rng, choiceRate, maxChoices) {
  const type = rng.weighted(BASIC_TYPES);
  const node = { type, name: field('name'), description: field('description'), props: {} };
  const choosable = type === 3 || type === 4 || type === 10;
  if (choosable && rng.chance(choiceRate)) {
    const count = maxChoices >= 25 && rng.chance(0.25) ? 25 : rng.int(2, Math.min(maxChoices, 24));
    const used = new Set();
    node.choices = [];
    for (let i = 0; i < count; i++) {
      if (type === 3) {
        node.choices.push({ name: field('choiceName'), value: field('choiceValue') });
        continue;
      }
      let value;
      do value = type === 4 ? rng.int(-1000, 5_000_000) : rng.int(-99_999, 9_999_999) / 1000;
      while (used.has(value));
      used.add(value);
      node.choices.push({ name: field('choiceName'), value: fixedField(String(value).length), number: value });
    }
  } else if (choosable && rng.chance(0.3)) {
    node.props.autocomplete = true;
  } else if (type === 3 && rng.chance(0.5)) {
    const min = rng.int(0, 100);
    node.props.min_length = min;
    node.props.max_length = rng.int(Math.max(1, min), 6000);
  } else if (type === 4 && rng.chance(0.5)) {
    const min = rng.int(-10_000, 1_000);
    node.props.min_value = min;
    node.props.max_value = min + rng.int(0, 9_000_000);
  } else if (type === 10 && rng.chance(0.5)) {
    const min = rng.int(-1_000_000, 1_000) / 100;
    node.props.min_value = min;
    node.props.max_value = Math.round((min + rng.int(1, 5_000_000) / 100) * 100) / 100;
  } else if (type === 7 && rng.chance(0.7)) {
    node.props.channel_types = rng.subset(PICKABLE_CHANNELS, rng.int(1, 5));
  }
  return node;
}

function basicList(rng, count, choiceRate, maxChoices = 25) {
  const list = Array.from({ length: count }, () => basicSkeleton(rng, choiceRate, maxChoices));
  const required = rng.int(0, Math.min(count, 5));
  list.forEach((node, i) => {
    if (i < required) node.required = true;
    else if (rng.chance(0.25)) node.required = false;
  });
  return list;
}

const subcommand = (rng, count, choiceRate, maxChoices) => ({
  type: 1, name: field('name'), description: field('description'), children: basicList(rng, count, choiceRate, maxChoices),
});

/** shape: 'plain' (basic options), 'subcommands', 'groups' (groups and subcommands side by side). */
function commandSkeleton(rng, shape) {
  const node = { name: field('name'), description: field('description'), children: [] };
  if (shape === 'plain') {
    node.children = basicList(rng, rng.chance(0.55) ? 25 : rng.int(8, 24), 0.5);
  } else if (shape === 'subcommands') {
    const count = rng.chance(0.3) ? 25 : rng.int(4, 24);
    for (let i = 0; i < count; i++) node.children.push(subcommand(rng, rng.chance(0.06) ? 25 : rng.int(0, 9), 0.25));
  } else {
    const groups = rng.int(1, 5);
    for (let g = 0; g < groups; g++) {
      const subs = rng.chance(0.2) ? 25 : rng.int(1, 9);
      node.children.push({
        type: 2, name: field('name'), description: field('description'),
        children: Array.from({ length: subs }, () => subcommand(rng, rng.int(0, 6), 0.2)),
      });
    }
    for (let s = rng.int(0, 7); s > 0; s--) node.children.push(subcommand(rng, rng.int(0, 5), 0.2));
    rng.shuffle(node.children);
  }
  return node;
}

function fieldsOf(node, out = []) {
  out.push(node.name, node.description);
  for (const choice of node.choices ?? []) out.push(choice.name, choice.value);
  for (const child of node.children ?? []) fieldsOf(child, out);
  return out;
}

/** Deals costs to `fields` (each within its range) so that they sum to exactly `target`. */
function dealCosts(rng, fields, target) {
  let sum = 0;
  for (const f of fields) {
    f.cost = f.min;
    sum += f.min;
  }
  const open = fields.filter((f) => f.max > f.min);
  while (sum < target) {
    const i = rng.int(0, open.length - 1);
    const f = open[i];
    const step = Math.min(f.max - f.cost, target - sum, rng.int(1, 24));
    f.cost += step;
    sum += step;
    if (f.cost === f.max) {
      open[i] = open[open.length - 1];
      open.pop();
    }
  }
}

/** A skeleton whose fields can meet `target` without crowding either end of their ranges. */
export function skeletonFor(rng, shape, target) {
  for (let attempt = 0; attempt < 100_000; attempt++) {
    const skeleton = commandSkeleton(rng, shape);
    const fields = fieldsOf(skeleton);
    let min = 0;
    let max = 0;
    for (const f of fields) {
      min += f.min;
      max += f.max;
    }
    const position = (target - min) / (max - min);
    if (position < 0.3 || position > 0.85) continue;
    dealCosts(rng, fields, target);
    return skeleton;
  }
  throw new Error(`no ${shape} skeleton fits a budget of ${target}`);
}

/**
 * Variant lengths of one field over [default, ...locales]. 'anchored': one variant, chosen at
 * random, is exactly `cost`, the others between 78 % of it and all of it; 'free': the default
 * is `cost`, the others 50-100 % of it.
 */
function variantLengths(rng, policy, cost, count, minDefault) {
  if (policy === 'free') return Array.from({ length: count }, (_, i) => (i === 0 ? cost : rng.int(Math.ceil(cost * 0.5), cost)));
  const anchor = rng.int(0, count - 1);
  const low = Math.ceil(cost * 0.78);
  return Array.from({ length: count }, (_, i) => (i === anchor ? cost : rng.int(Math.min(cost, Math.max(low, i === 0 ? minDefault : 1)), cost)));
}

/** ctx: { locales: string[], policy: 'anchored' | 'free' } */
function localized(ctx, lengths, make) {
  if (ctx.locales.length === 0) return undefined;
  const map = {};
  ctx.locales.forEach((locale, i) => {
    map[locale] = make(SCRIPT_OF[locale], lengths[i + 1]);
  });
  return map;
}

function writeNameAndDescription(rng, ctx, node, index, out) {
  const count = ctx.locales.length + 1;
  const names = variantLengths(rng, ctx.policy, node.name.cost, count, 5);
  out.name = asciiName(rng, names[0], index);
  const nameMap = localized(ctx, names, (script, n) => scriptName(rng, script, n, index));
  if (nameMap) out.name_localizations = nameMap;
  const descriptions = variantLengths(rng, ctx.policy, node.description.cost, count, 1);
  out.description = asciiSentence(rng, descriptions[0]);
  const descriptionMap = localized(ctx, descriptions, (script, n) => scriptText(rng, script, n, 'text', MAX.description));
  if (descriptionMap) out.description_localizations = descriptionMap;
}

function writeOption(rng, ctx, node, index) {
  const option = { type: node.type };
  writeNameAndDescription(rng, ctx, node, index, option);
  if (node.children) {
    option.options = node.children.map((child, i) => writeOption(rng, ctx, child, i));
    return option;
  }
  if (node.required !== undefined) option.required = node.required;
  if (node.choices) {
    option.choices = node.choices.map((choice, i) => {
      const lengths = variantLengths(rng, ctx.policy, choice.name.cost, ctx.locales.length + 1, 3);
      const out = { name: asciiLabel(rng, lengths[0], i) };
      const map = localized(ctx, lengths, (script, n) => scriptLabel(rng, script, n, i, MAX.choiceName));
      if (map) out.name_localizations = map;
      out.value = node.type === 3 ? asciiValue(rng, choice.value.cost, i) : choice.number;
      return out;
    });
  }
  return Object.assign(option, node.props);
}

const ACCESS = [
  [{ contexts: [0, 1, 2], integration_types: [0, 1] }, 6],
  [{ contexts: [0], integration_types: [0] }, 3],
  [{ contexts: [0, 1], integration_types: [0, 1] }, 1],
];
const PERMISSIONS = [['8', 4], [null, 4], ['0', 1], ['32', 1], ['8192', 1], ['268435456', 1]];

function access(rng, command) {
  command.default_member_permissions = rng.weighted(PERMISSIONS);
  const { contexts, integration_types } = rng.weighted(ACCESS);
  command.contexts = [...contexts];
  command.integration_types = [...integration_types];
  command.nsfw = rng.chance(0.04);
  return command;
}

/** A CHAT_INPUT command from a skeleton whose costs are dealt. */
export function chatInput(rng, ctx, skeleton, index) {
  const command = { type: 1 };
  writeNameAndDescription(rng, ctx, skeleton, index, command);
  command.options = skeleton.children.map((child, i) => writeOption(rng, ctx, child, i));
  return access(rng, command);
}

/** A USER (2) or MESSAGE (3) command: a label name, localized, and an empty description. */
export function contextMenu(rng, ctx, type, index) {
  const lengths = variantLengths(rng, ctx.policy, rng.int(14, 32), ctx.locales.length + 1, 8);
  const command = { type, name: asciiLabel(rng, lengths[0], index) };
  const map = localized(ctx, lengths, (script, n) => scriptLabel(rng, script, n, index, MAX.name));
  if (map) command.name_localizations = map;
  command.description = '';
  return access(rng, command);
}

/** The PRIMARY_ENTRY_POINT of an Activity. */
export function entryPoint(rng, ctx) {
  const count = ctx.locales.length + 1;
  const command = { type: 4, name: 'launch' };
  const names = variantLengths(rng, ctx.policy, 6, count, 6);
  const nameMap = localized(ctx, names, (script, n) => scriptLabel(rng, script, n, 0, MAX.name));
  if (nameMap) command.name_localizations = nameMap;
  const descriptions = variantLengths(rng, ctx.policy, rng.int(60, 100), count, 20);
  command.description = asciiSentence(rng, descriptions[0]);
  const descriptionMap = localized(ctx, descriptions, (script, n) => scriptText(rng, script, n, 'text', MAX.description));
  if (descriptionMap) command.description_localizations = descriptionMap;
  command.handler = 2;
  command.contexts = [0, 1, 2];
  command.integration_types = [0, 1];
  return command;
}

/** A small CHAT_INPUT command: a few options or two or three subcommands, free lengths. */
export function smallChatInput(rng, ctx, index) {
  const skeleton = rng.chance(0.7)
    ? { name: field('name'), description: field('description'), children: basicList(rng, rng.int(1, 6), 0.3, 6) }
    : {
        name: field('name'), description: field('description'),
        children: Array.from({ length: rng.int(2, 3) }, () => subcommand(rng, rng.int(0, 3), 0.2, 5)),
      };
  for (const f of fieldsOf(skeleton)) {
    if (f.max > f.min) f.cost = rng.int(f.min, Math.min(f.max, f.min + 50));
  }
  // Room for the index tags of both the default and the localized names (file numbers run to 2000).
  skeleton.name.cost = Math.max(skeleton.name.cost, 10);
  return chatInput(rng, ctx, skeleton, index);
}

