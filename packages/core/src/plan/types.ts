// The shapes of a deploy plan (api-facts §10): what `plan(local, registered, options)` takes and gives.
import type { MessageDescriptor } from '../nodes.js';
import type { ApplicationSettings, Diagnostic, Fix, Path, RuleSetting, Scope, Severity, Suggestion } from '../types.js';

/** `bulk`: one PUT of the whole list; `each`: POST, PATCH and DELETE per command. */
export type RequestStyle = 'bulk' | 'each';

export interface PlanOptions {
  /** Scope of the local bodies and of the registered list. Default `global`. */
  readonly scope?: Scope;
  /** Default `bulk`. */
  readonly style?: RequestStyle;
  readonly application?: ApplicationSettings;
  /** Locale of the default strings. Default `en-US`. */
  readonly defaultLocale?: string;
  /** Severity per rule id (body rules and plan rules alike); `off` disables a rule. */
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  /** How a lint message names another body's place (LintOptions.describePlace): a file and its line. */
  readonly describePlace?: (body: number, path: readonly (string | number)[], from: number) => string | undefined;
  /**
   * Ids the user keeps for local commands, by local name (`"ban"`) or by `"<type>:<name>"`
   * (`"2:Report"`): such a command is matched to the registered command with that id, as if it
   * carried the `id` itself (so a rename keeps its id).
   */
  readonly knownIds?: Readonly<Record<string, string>>;
  /** Creates already spent today in this scope (unknown: 0). */
  readonly createsUsedToday?: number;
  /**
   * What the service gives a command sent without `integration_types` (api-facts §10: "the
   * application's default at creation (seen `[0]`)"). Default `[0]`.
   */
  readonly defaultIntegrationTypes?: readonly number[];
  /**
   * Whether the registered list was read with `with_localizations=true`. Default: decided from
   * the list (a command carrying `name_localizations` or `description_localizations`, even `null`).
   */
  readonly registeredHasLocalizations?: boolean;
  /**
   * Local commands whose values are not known (a source's value the reader cannot tell), by what
   * is known of them: they are not in `local`, and no registered command they may be is planned
   * (not deleted, not paired with a create as a rename). A command without a known name may be any
   * registered one: then no registered command is deleted. A type left out: any type.
   */
  readonly unknownCommands?: readonly UnknownCommand[];
}

/** A local command the plan cannot compare: what is known of who it is. */
export interface UnknownCommand {
  readonly name?: string;
  readonly type?: number;
}

/** A registered command left out of the comparison: it may be one of the unknown local commands. */
export interface KeptOutCommand {
  readonly type: number;
  readonly name: string;
  readonly label: string;
  readonly id?: string;
  /** Index in the registered list. */
  readonly registered: number;
}

export type ActionKind = 'create' | 'update' | 'delete' | 'rename' | 'replace' | 'unchanged';

/** One changed field, after normalising both sides. */
export interface FieldChange {
  /** How people read it: `description`, `options[user].required`, `name_localizations.de`, `options` (a reorder). */
  readonly field: string;
  /** `changed`; `added`/`removed` (an option, a locale, a field); `reordered` (options: before and after are name lists). */
  readonly change: 'changed' | 'added' | 'removed' | 'reordered';
  /** JSON path into the local body where the field is (or would be). */
  readonly path: Path;
  /** Normalised registered value (absent when added). */
  readonly before?: unknown;
  /** Normalised local value (absent when removed). */
  readonly after?: unknown;
}

export interface PlanAction {
  readonly action: ActionKind;
  readonly type: number;
  /** The local name (the registered name for a delete). */
  readonly name: string;
  /** `command /ban`, `USER command "Report"`. */
  readonly label: string;
  /** A rename or replace: the registered name it had. */
  readonly previousName?: string;
  /** The registered command's id (update, rename, delete, unchanged; the deleted half of a replace). */
  readonly id?: string;
  /** Where the local command is: its body (index into `local`) and the path in that body. */
  readonly body?: number;
  readonly path?: Path;
  /** Index of the registered command in the registered list. */
  readonly registered?: number;
  /** Changed fields (update and rename; a replace lists what differs besides the name). */
  readonly changes: readonly FieldChange[];
  /** A delete of the second registered command of one (type, name). */
  readonly duplicate?: true;
}

/** One request of the `each` style, in the order to send. */
export interface PlanRequest {
  readonly method: 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  /** Path template under the API base, with `{application.id}`, `{guild.id}` and the command id filled in when known. */
  readonly path: string;
  readonly body?: unknown;
  /** Which command it is for (index into `actions`). */
  readonly action?: number;
  /** The request creates a command (counts toward the 200 a day). */
  readonly creates: boolean;
}

/** A diagnostic of the plan: where it points, when it points into a local body or the registered list. */
export interface PlanDiagnostic extends Diagnostic {
  /** Index of the local body the path is in. */
  readonly body?: number;
  /** Index of the registered command the path is in (when there is no local place). */
  readonly registered?: number;
}

export interface Plan {
  readonly scope: Scope;
  readonly style: RequestStyle;
  /** One per local command and per registered command left out, local order first. */
  readonly actions: readonly PlanAction[];
  /** The lint diagnostics of each local body (as `lintSet`). */
  readonly bodyDiagnostics: readonly (readonly Diagnostic[])[];
  /** The diagnostics of the plan itself (plan rules). */
  readonly diagnostics: readonly PlanDiagnostic[];
  /** Whether localization changes were compared (false: the registered list came without them). */
  readonly localizationsJudged: boolean;
  /** Whether there was a registered list at all. */
  readonly registeredKnown: boolean;
  /** Things the plan could not judge, in sentences. */
  readonly notes: readonly string[];
  /** With `unknownCommands`: the plan leaves commands out, and these registered commands with them. */
  readonly incomplete?: boolean;
  readonly keptOut?: readonly KeptOutCommand[];
  readonly counts: PlanCounts;
  /** `bulk`: the PUT body (the local commands, with the ids that keep renames in place). */
  readonly bulkBody?: readonly unknown[];
  /** `each`: the requests in order; `bulk`: the one PUT. */
  readonly requests: readonly PlanRequest[];
  /** Something would change on the service. */
  readonly hasChanges: boolean;
  readonly errorCount: number;
  readonly warningCount: number;
}

export interface PlanCounts {
  readonly create: number;
  readonly update: number;
  readonly delete: number;
  readonly rename: number;
  readonly replace: number;
  readonly unchanged: number;
  /** Creates this deploy makes (creates and the new half of replaces). */
  readonly creates: number;
  /** Creates spent today before it (from the options). */
  readonly createsUsedBefore: number;
  readonly createLimit: number;
}

/** What a plan rule sees. */
export interface PlanRuleContext {
  readonly scope: Scope;
  readonly style: RequestStyle;
  readonly application: ApplicationSettings;
  readonly defaultLocale: string;
  readonly local: readonly LocalCommand[];
  /** The local commands not known (PlanOptions.unknownCommands): sent too, but not in `local`. */
  readonly unknown: readonly UnknownCommand[];
  /** Undefined when no registered list was given. */
  readonly registered: readonly RegisteredCommand[] | undefined;
  readonly actions: readonly PlanAction[];
  readonly counts: PlanCounts;
  /** Whether a body rule is on (to leave to it what it already reports). */
  isEnabled(ruleId: string): boolean;
  report(descriptor: PlanReport): void;
}

/** A plan rule's judgement (plan/judges/<id>.ts), run by plan(). */
export type PlanJudge = (context: PlanRuleContext) => void;

export type PlanReport = MessageDescriptor & {
  readonly path?: Path;
  readonly body?: number;
  readonly registered?: number;
  /** At most this severity (a rule with two levels: near a limit, over it). */
  readonly severity?: Severity;
  readonly fix?: Fix;
  readonly suggestions?: readonly Suggestion[];
};

/** What the plan knows of a command, local or registered. */
interface PlannedCommand {
  readonly raw: Readonly<Record<string, unknown>>;
  readonly type: number;
  readonly name: string;
  readonly label: string;
  readonly id: string | undefined;
  readonly normalised: NormalisedCommand;
}

/** A local command, found in the bodies. */
export interface LocalCommand extends PlannedCommand {
  readonly body: number;
  readonly path: Path;
  /** The registered id it claims (its own `id`, or the known ids of the options). */
  readonly id: string | undefined;
}

export interface RegisteredCommand extends PlannedCommand {
  readonly index: number;
}

/** A command as `normalise` leaves it: plain JSON, fields in a fixed order (see normalise.ts). */
export type NormalisedCommand = Readonly<Record<string, unknown>>;
