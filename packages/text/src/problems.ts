// The checks of the text itself, before any rule sees a value. They have rule ids of their own
// (they are not core rules) and can be set in the `rules` of the configuration like the others.

export const TEXT_RULES = {
  /** The text is not JSON (or, in a .json file, uses comments or trailing commas). */
  syntax: 'json-syntax',
  /** An object has the same key twice: JSON.parse keeps the last one silently. */
  duplicateKey: 'duplicate-key',
  /** The bytes are not valid UTF-8. */
  encoding: 'invalid-encoding',
  /** The commands sit under a key of the file (see wrapped.ts): what is linted is inside. */
  wrapped: 'wrapped-body',
  /** A JavaScript or TypeScript file that does not parse: its commands cannot be read. */
  sourceSyntax: 'source-syntax',
} as const;

export type TextRuleId = (typeof TEXT_RULES)[keyof typeof TEXT_RULES];

export const TEXT_RULE_DESCRIPTIONS: Readonly<Record<TextRuleId, string>> = {
  'json-syntax': 'The file is JSON (JSONC for .jsonc files: comments and trailing commas allowed) and nests at most 1000 levels.',
  'duplicate-key': 'No object has the same key twice (JSON.parse would silently keep only the last value).',
  'invalid-encoding': 'The file is valid UTF-8.',
  'source-syntax': 'A JavaScript or TypeScript file that defines commands parses (its commands cannot be read otherwise).',
  'wrapped-body': 'A file that keeps its commands under a key ({"commands": [...]}, {"developerCommands": [...]}, guild ids, commands keyed by name) is linted inside, and a saved listing (every command with id, application_id and version) is said once; neither is what the API takes.',
};

/** Default severity of each check of the text. */
export const TEXT_RULE_SEVERITIES: Readonly<Record<TextRuleId, 'error' | 'warning'>> = {
  'json-syntax': 'error',
  'duplicate-key': 'error',
  'invalid-encoding': 'error',
  'wrapped-body': 'warning',
  'source-syntax': 'error',
};

export function isTextRule(id: string): id is TextRuleId {
  return id === 'json-syntax' || id === 'duplicate-key' || id === 'invalid-encoding' || id === 'wrapped-body' || id === 'source-syntax';
}

/** A problem of the text, located by offsets (UTF-16 code units into the text without BOM). */
export interface TextProblem {
  readonly ruleId: TextRuleId;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  /** The value could not be read past it: no rule runs on the file. */
  readonly fatal: boolean;
}

/** Shared by every text without problems: nothing adds to a document's problems. */
export const NO_PROBLEMS: readonly TextProblem[] = Object.freeze([]);
