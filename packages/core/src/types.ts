/** A JSON path: object keys and array indexes from the root of one body. `[]` is the body itself. */
export type Path = readonly (string | number)[];

export type Severity = 'error' | 'warning';
export type RuleSetting = 'off' | 'warn' | 'error';
export type Scope = 'global' | 'guild';
export type BodyKind = 'command' | 'commands' | 'edit' | 'permissions';

/**
 * One edit of the JSON value. Operations of a fix apply in order; each path is read against the
 * value as the operations before it left it.
 * - `set`: replace the value at `path`, or add the key when the parent object lacks it.
 * - `remove`: delete the key (object) or the element (array) at `path`.
 * - `rename`: give the object key at `path` the name `to`, keeping its value.
 * - `move`: move the array element at `path` to index `to` of the same array.
 */
export type FixOperation =
  | { readonly op: 'set'; readonly path: Path; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: Path }
  | { readonly op: 'rename'; readonly path: Path; readonly to: string }
  | { readonly op: 'move'; readonly path: Path; readonly to: number };

/** A fix is a list of operations on the value; CLI and editor turn them into minimal text edits. */
export type Fix = readonly FixOperation[];

export interface Suggestion {
  readonly message: string;
  readonly fix: Fix;
}

export interface Diagnostic {
  /** kebab-case, stable, documented under docs/rules/<ruleId>.md */
  readonly ruleId: string;
  readonly severity: Severity;
  /** Names the command, the field, the value and what to do. */
  readonly message: string;
  /** The key in the rule's `meta.messages` whose template made `message` (absent on an internal error). */
  readonly messageId?: string;
  /** What filled the template's `{{placeholders}}`: the template of `messageId` filled with it gives `message` again. */
  readonly data?: Readonly<Record<string, unknown>>;
  readonly path: Path;
  /** A safe automatic fix. */
  readonly fix?: Fix;
  /** Fixes a person must choose (renames never apply by themselves). */
  readonly suggestions?: readonly Suggestion[];
}

export interface ApplicationSettings {
  /** Installation contexts the application supports (0 GUILD_INSTALL, 1 USER_INSTALL). Unknown: no check. */
  readonly integrationTypes?: readonly number[];
  /** The application has the EMBEDDED flag (an Activity). Unknown: no check. */
  readonly embedded?: boolean;
  /** The application has discovery enabled (app directory). Unknown: no check. */
  readonly discoverable?: boolean;
}

export interface LintOptions {
  /** Scope the bodies are sent to. Default `global`. */
  readonly scope?: Scope;
  /** What the input is; `auto` (default) decides from its shape. */
  readonly kind?: 'auto' | BodyKind;
  readonly application?: ApplicationSettings;
  /** Locale of the default (unlocalized) strings. Default `en-US`. */
  readonly defaultLocale?: string;
  /** Severity per rule id; `off` disables a rule. */
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  /** Id of the guild a permissions body is for: enables the checks of the `@everyone` and all-channels constants. */
  readonly guildId?: string;
  /** A map the linter adds each enabled rule's time to, in milliseconds (ESLint's TIMING). Off by default: it costs a clock read per visit. */
  readonly timing?: Map<string, number>;
  /**
   * How a message names another place of the set, such as the other command of a duplicate name,
   * as seen from body `from`: a text layer answers with a file and a line. When absent, or when it
   * returns undefined, the core names the index (`index 3`, `index 0 of body 2`).
   */
  readonly describePlace?: (body: number, path: Path, from: number) => string | undefined;
}

export interface RuleMeta {
  /** kebab-case id, equal to the file name of the rule, its test and its docs page. */
  readonly id: string;
  /** One sentence: what the rule checks. */
  readonly description: string;
  readonly severity: Severity;
  /** Whether the rule offers automatic fixes (suggestions do not count). */
  readonly fixable: boolean;
  /** Whether the rule offers suggestions (fixes a person must choose). */
  readonly hasSuggestions: boolean;
  /** The facts it checks: `docs/facts/<page>.md#<anchor>` references, comma-separated (a test resolves each). */
  readonly source: string;
  /** What the rule judges: bodies (the default, run by `lint`) or a deploy plan (run by `plan` only). */
  readonly subject?: 'body' | 'plan';
  /**
   * The rule's messages by id, as ESLint's `meta.messages`: templates whose `{{name}}` a report's
   * `data.name` fills in (a name the data lacks stays as written).
   */
  readonly messages?: Readonly<Record<string, string>>;
  readonly docs: string;
}
