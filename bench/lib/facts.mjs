// The limits the generator sits under (api-facts §1-§7), and its own budget counter (§6).
// Independent of @cmdlint/core on purpose: the corpus checks the core, not the other way round.

export const LOCALES = [
  'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no',
  'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN',
  'ja', 'zh-TW', 'ko',
];

export const MAX = {
  name: 32,
  description: 100,
  choiceName: 100,
  choiceValue: 100,
  options: 25,
  choices: 25,
  budget: 8000,
};

/** Per scope: CHAT_INPUT, USER, MESSAGE, PRIMARY_ENTRY_POINT. */
export const PER_TYPE = { 1: 100, 2: 15, 3: 15, 4: 1 };

/** Channel types a user can pick (DM, GROUP_DM and GUILD_DIRECTORY never can). */
export const PICKABLE_CHANNELS = [0, 2, 4, 5, 10, 11, 12, 13, 15, 16];

/** Length in code points (what the API counts); a lone surrogate counts once. */
export function codePoints(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function widest(object, key) {
  const base = object[key];
  let widestSoFar = typeof base === 'string' ? codePoints(base) : 0;
  const localized = object[`${key}_localizations`];
  if (localized && typeof localized === 'object') {
    for (const locale of Object.keys(localized)) {
      const text = localized[locale];
      if (typeof text === 'string') widestSoFar = Math.max(widestSoFar, codePoints(text));
    }
  }
  return widestSoFar;
}

/**
 * api-facts §6: for the command and each option (recursively) the widest variant of the name
 * plus the widest of the description; for each choice the widest name plus the value
 * (a number as String(value)).
 */
export function budgetOf(command) {
  let total = widest(command, 'name') + widest(command, 'description');
  const stack = Array.isArray(command.options) ? [...command.options] : [];
  while (stack.length > 0) {
    const option = stack.pop();
    total += widest(option, 'name') + widest(option, 'description');
    for (const choice of option.choices ?? []) {
      total += widest(choice, 'name') + (typeof choice.value === 'string' ? codePoints(choice.value) : String(choice.value).length);
    }
    if (Array.isArray(option.options)) stack.push(...option.options);
  }
  return total;
}
