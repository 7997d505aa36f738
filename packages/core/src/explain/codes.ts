// What the service's error codes mean, and which of cmdlint's rules catch each one.
//
// The codes are those of api-facts §9 and §11. Which rule a code comes from is not published: the
// table below is read from the codes' names, the messages that come with them and the public bug
// reports of §11 (an option's `required` flag → REQUIRED_INVALID, and so on). A rule listed under
// a code is one whose problem the service answers with that code; a rule with no code here is one
// the service reports under a code nobody has published (api-facts §9: "other checks have no
// known service code"). `explain` matches by path first and uses the codes to choose among the
// diagnostics found at a place, so a wrong guess here narrows a match, it never loses one.

export interface ServiceCode {
  /** What the service means by it, in a sentence. */
  readonly meaning: string;
  /** The rules that catch it, most specific first. */
  readonly rules: readonly string[];
}

export const SERVICE_CODES: Readonly<Record<string, ServiceCode>> = /* @__PURE__ */ Object.freeze({
  BASE_TYPE_REQUIRED: {
    meaning: 'a required field is missing (or null where null is not allowed)',
    rules: ['required-field'],
  },
  BASE_TYPE_CHOICES: {
    meaning: 'the value is not one of the values the field allows (a locale key, a type number, a channel type)',
    rules: ['locale-key', 'enum-value'],
  },
  BASE_TYPE_BAD_LENGTH: {
    meaning: 'the text is too short or too long (names 1-32, descriptions and choices 1-100, counted in code points)',
    rules: ['description-length', 'name-length', 'context-menu-name', 'choice-name', 'choice-value'],
  },
  BASE_TYPE_MAX_LENGTH: {
    meaning: 'the array has too many items (25 options or choices, 10 file types, 100 permissions, 130 items in a bulk overwrite)',
    rules: ['max-options', 'max-choices', 'bulk-size', 'command-type-limit', 'permissions-count', 'file-types'],
  },
  STRING_TYPE_REGEX: {
    meaning: 'the text does not match the pattern the field requires (a CHAT_INPUT name: lowercase letters, digits, - and _ of the name pattern)',
    rules: ['name-format', 'name-lowercase'],
  },
  NUMBER_TYPE_COERCE: {
    meaning: 'the value is not a number of the kind the field needs (a string where a number is expected, a snowflake that is not one)',
    rules: ['number-as-string', 'snowflake', 'choice-value'],
  },
  APPLICATION_COMMAND_INVALID_NAME: {
    meaning: 'the name breaks the name rules (CHAT_INPUT names: 1-32 code points of the name pattern, lowercase; localized names follow the same rules)',
    rules: ['name-format', 'name-lowercase', 'name-length', 'context-menu-name'],
  },
  APPLICATION_COMMAND_TOO_LARGE: {
    meaning: 'the names, descriptions, choices and their localizations of the command add up to more than 8000 characters',
    rules: ['command-budget'],
  },
  APPLICATION_COMMANDS_DUPLICATE_NAME: {
    meaning: 'two commands of the same type, or two options of the same array, have the same name',
    rules: ['unique-command-name', 'unique-option-name', 'localized-option-name-collision'],
  },
  APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID: {
    meaning: 'a required option comes after an optional one',
    rules: ['required-before-optional'],
  },
  APPLICATION_COMMAND_OPTIONS_TYPE_INVALID: {
    meaning: 'options are nested or mixed in a way the service refuses (subcommands beside basic options, a group inside a subcommand)',
    rules: ['option-nesting', 'subcommand-mix'],
  },
  APPLICATION_COMMAND_REQUIRED_INVALID: {
    meaning: '`required` is set where it is not allowed (on a subcommand or a subcommand group)',
    rules: ['option-field-by-type'],
  },
  APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION_INVALID: {
    meaning: 'a USER or MESSAGE command has a non-empty description (or description localization)',
    rules: ['context-menu-description'],
  },
});

/** The service codes each rule's problem is answered with (the inverse of SERVICE_CODES). */
export const RULE_SERVICE_CODES: ReadonlyMap<string, readonly string[]> = (() => {
  const byRule = new Map<string, string[]>();
  for (const [code, { rules }] of Object.entries(SERVICE_CODES)) {
    for (const rule of rules) {
      const codes = byRule.get(rule) ?? [];
      codes.push(code);
      byRule.set(rule, codes);
    }
  }
  return byRule;
})();

export function serviceCodeOf(code: string): ServiceCode | undefined {
  return Object.prototype.hasOwnProperty.call(SERVICE_CODES, code) ? SERVICE_CODES[code] : undefined;
}

/** Errors of a whole request: no tree, a meaning and a remedy (api-facts §10, §11). */
export interface RequestCode {
  readonly title: string;
  readonly meaning: string;
  readonly remedy: string;
  /** A fragment of the service's message, to recognise the error when a log dropped the code. */
  readonly recognise: RegExp;
  /** The rules that see it coming, if any. */
  readonly rules?: readonly string[];
}

export const REQUEST_CODES: Readonly<Record<string, RequestCode>> = /* @__PURE__ */ Object.freeze({
  '50240': {
    title: 'entry point left out of a bulk overwrite',
    meaning:
      "The application has an Activity, so the service made a PRIMARY_ENTRY_POINT command for it (named `Launch`, `handler` 2). A global bulk overwrite (PUT) that leaves it out is rejected whole: nothing of the body was applied.",
    remedy:
      'Send the entry point command along in the bulk array, with the `id` of the registered one (GET the global commands to find it), or delete it on its own first. Many libraries\' default sync hits this: make it include the entry point.',
    recognise: /cannot remove this app's Entry Point command/i,
  },
  '30034': {
    title: 'daily creates used up',
    meaning:
      'At most 200 commands a day may be created per scope (global, or per guild). A command counts as created when no registered command of its scope has its type and name: a new command, or a rename without the `id`. Updates and deletes do not count.',
    remedy:
      'Wait for the daily count to reset. Meanwhile send only updates: keep names as they are registered, put each registered command\'s `id` in a bulk overwrite to rename in place, and stop deploying on every start when nothing changed. `cmdlint plan --creates-used N` counts the creates of a deploy before it is sent (daily-create-limit).',
    recognise: /Max number of daily application command creates/i,
    rules: ['daily-create-limit'],
  },
  '50109': {
    title: 'the request body is not valid JSON',
    meaning: 'The service could not read the body at all, so it checked none of its fields.',
    remedy:
      'Look at what your code sends, not at the file: serialize with JSON.stringify (a BigInt throws; NaN and Infinity become null), send `Content-Type: application/json`, and do not send a body that was cut short. Lint the definitions with cmdlint to catch JSON syntax errors in the files.',
    recognise: /request body contains invalid JSON/i,
  },
  '429': {
    title: 'rate limited',
    meaning: 'Too many requests (HTTP 429): the service asks the client to wait `retry_after` seconds (also in the `Retry-After` header) before trying again.',
    remedy:
      'Wait that long and retry once. A deploy that sends one request per command should send one bulk overwrite (PUT) per scope instead, and deploy only when the definitions changed.',
    recognise: /You are being rate limited|Too Many Requests/i,
  },
});

export function requestCodeOf(code: string): RequestCode | undefined {
  return Object.prototype.hasOwnProperty.call(REQUEST_CODES, code) ? REQUEST_CODES[code] : undefined;
}

/** The code of a body the service refused field by field (api-facts §9). */
export const INVALID_FORM_BODY = 50035;
