// The broken copy: seven CHAT_INPUT commands of the maximal set, each given exactly one violation,
// everything else left legal (a mutation that adds characters takes them back from descriptions
// elsewhere in the command so the budget still holds).

import { LOCALES, MAX, budgetOf, codePoints } from './facts.mjs';
import { SCRIPT_OF, scriptText } from './text.mjs';

/** Every options array of a command, with its JSON Pointer and what it holds. */
function optionArrays(command, base) {
  const out = [];
  const visit = (array, pointer) => {
    if (!Array.isArray(array)) return;
    const nested = array.some((o) => o.type === 1 || o.type === 2);
    out.push({ array, pointer, basic: !nested });
    array.forEach((o, i) => visit(o.options, `${pointer}/${i}/options`));
  };
  visit(command.options, `${base}/options`);
  return out;
}

function allOptions(command, base) {
  const out = [];
  for (const { array, pointer } of optionArrays(command, base)) array.forEach((option, i) => out.push({ option, pointer: `${pointer}/${i}` }));
  return out;
}

function widest(object, key) {
  let n = codePoints(object[key] ?? '');
  for (const text of Object.values(object[`${key}_localizations`] ?? {})) n = Math.max(n, codePoints(text));
  return n;
}

function cut(text, length) {
  const cps = [...text];
  if (cps.length <= length) return text;
  cps.length = length;
  while (cps.length > 1 && /\s/u.test(cps[cps.length - 1])) cps.pop();
  return cps.join('');
}

const related = (a, b) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/** Shortens descriptions away from `avoid` until the command is within the budget again. */
function fitBudget(rng, command, base, avoid) {
  for (let excess = budgetOf(command) - MAX.budget; excess > 0; excess = budgetOf(command) - MAX.budget) {
    const candidates = [{ option: command, pointer: base }, ...allOptions(command, base)]
      .filter(({ option, pointer }) => widest(option, 'description') > 12 && !avoid.some((a) => related(a, pointer)));
    if (candidates.length === 0) throw new Error(`cannot bring ${base} back under the budget`);
    const { option } = rng.pick(candidates);
    const length = widest(option, 'description') - Math.min(excess, widest(option, 'description') - 12);
    option.description = cut(option.description, length);
    for (const locale of Object.keys(option.description_localizations ?? {})) {
      option.description_localizations[locale] = cut(option.description_localizations[locale], length);
    }
  }
}

/** Each returns { path, detail } (path: where a checker should report it) or null when the command has no place for it. */
const MUTATIONS = [
  {
    kind: 'uppercase name',
    ruleId: 'name-lowercase',
    apply(rng, command, base) {
      const { option, pointer } = rng.pick([{ option: command, pointer: base }, ...allOptions(command, base)]);
      const at = option.name.search(/[a-z]/);
      option.name = option.name.slice(0, at) + option.name[at].toUpperCase() + option.name.slice(at + 1);
      return { path: `${pointer}/name`, detail: `name changed to "${option.name}"` };
    },
  },
  {
    kind: 'required after optional',
    ruleId: 'required-before-optional',
    apply(rng, command, base) {
      const places = optionArrays(command, base).filter(({ array, basic }) => {
        const optional = array.findIndex((o) => o.required !== true);
        return basic && optional !== -1 && optional < array.length - 1;
      });
      if (places.length === 0) return null;
      const { array, pointer } = rng.pick(places);
      const optional = array.findIndex((o) => o.required !== true);
      const later = rng.int(optional + 1, array.length - 1);
      if (array[later].required === true) return null;
      array[later].required = true;
      return { path: `${pointer}/${later}`, detail: `option ${later} made required after the optional option ${optional}` };
    },
  },
  {
    kind: 'duplicate option name',
    ruleId: 'unique-option-name',
    apply(rng, command, base) {
      const places = optionArrays(command, base).filter(({ array }) => array.length >= 2);
      if (places.length === 0) return null;
      const { array, pointer } = rng.pick(places);
      const first = rng.int(0, array.length - 2);
      const second = rng.int(first + 1, array.length - 1);
      array[second].name = array[first].name;
      fitBudget(rng, command, base, [`${pointer}/${second}`]);
      return { path: `${pointer}/${second}/name`, detail: `option ${second} renamed to "${array[first].name}", the name of option ${first}` };
    },
  },
  {
    kind: '26 options',
    ruleId: 'max-options',
    apply(rng, command, base) {
      const places = optionArrays(command, base).filter(({ array, basic }) => basic && array.length === MAX.options);
      if (places.length === 0) return null;
      const { array, pointer } = rng.pick(places);
      let name = 'one-too-many';
      while (array.some((o) => o.name === name)) name += 'x';
      array.push({ type: 5, name, description: 'A twenty-sixth option' });
      fitBudget(rng, command, base, [`${pointer}/${MAX.options}`]);
      return { path: `${pointer}/${MAX.options}`, detail: `BOOLEAN option "${name}" appended as the 26th` };
    },
  },
  {
    kind: '101-character localized description',
    ruleId: 'description-length',
    apply(rng, command, base) {
      const { option, pointer } = rng.pick(allOptions(command, base));
      const locale = rng.pick(LOCALES);
      option.description_localizations[locale] = scriptText(rng, SCRIPT_OF[locale], MAX.description + 1, 'text', MAX.description + 1);
      fitBudget(rng, command, base, [pointer]);
      return { path: `${pointer}/description_localizations/${locale}`, detail: `${locale} description made 101 code points long` };
    },
  },
  {
    kind: 'budget exceeded',
    ruleId: 'command-budget',
    apply(rng, command, base) {
      const slack = MAX.budget - budgetOf(command);
      const room = allOptions(command, base).filter(({ option }) => widest(option, 'description') + slack + 10 <= MAX.description);
      if (room.length === 0) return null;
      const { option, pointer } = rng.pick(room);
      const locale = rng.pick(LOCALES);
      const length = widest(option, 'description') + slack + rng.int(1, 10);
      option.description_localizations[locale] = scriptText(rng, SCRIPT_OF[locale], length, 'text', MAX.description);
      return { path: base, detail: `${locale} description of ${pointer} lengthened to ${length}: budget ${budgetOf(command)} of ${MAX.budget}` };
    },
  },
  {
    kind: 'autocomplete with choices',
    ruleId: 'autocomplete-with-choices',
    apply(rng, command, base) {
      const places = allOptions(command, base).filter(({ option }) => option.choices?.length > 0);
      if (places.length === 0) return null;
      const { option, pointer } = rng.pick(places);
      option.autocomplete = true;
      return { path: pointer, detail: `autocomplete: true on an option with ${option.choices.length} choices` };
    },
  },
];

/** A deep copy of `set` with the seven violations, and the list of them. */
export function breakSet(rng, set) {
  const broken = structuredClone(set);
  const free = rng.shuffle(broken.flatMap((command, i) => (command.type === 1 ? [i] : [])));
  const violations = [];
  for (const mutation of MUTATIONS) {
    let done = null;
    for (let k = 0; k < free.length && !done; k++) {
      const index = free[k];
      const candidate = structuredClone(broken[index]);
      const result = mutation.apply(rng, candidate, `/${index}`);
      if (!result) continue;
      broken[index] = candidate;
      free.splice(k, 1);
      done = { index, command: candidate.name, kind: mutation.kind, ruleId: mutation.ruleId, ...result };
    }
    if (!done) throw new Error(`no command takes the mutation "${mutation.kind}"`);
    violations.push(done);
  }
  violations.sort((a, b) => a.index - b.index);
  return { broken, violations };
}
