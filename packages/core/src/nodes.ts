// What the engine hands to rule visitors: the parts of a body, already located and typed.
import type { ApplicationSettings, BodyKind, Fix, Path, Scope, Suggestion } from './types.js';
import type { FieldSummary } from './summary.js';
import type { JsonObject, ReportedNode } from './util.js';

/** A node with localizable fields: rules ask the one-pass summary before walking the variants. */
interface Summarized {
  summary(field: 'name' | 'description'): FieldSummary;
}

/** An object of the body checked against its field table in one pass (see shape.ts). */
interface Shaped {
  /** SHAPE_ flags: 0 when every key is a field and every value plainly fits it. */
  readonly shape: number;
}

interface Located {
  /** Index of the body in the set being linted (0 for `lint`). */
  readonly body: number;
  readonly path: Path;
}

export interface RootNode extends Located {
  readonly value: unknown;
  readonly kind: BodyKind;
}

export interface CommandNode extends Located, Summarized, Shaped {
  readonly node: 'command';
  readonly value: JsonObject;
  readonly bodyKind: 'command' | 'commands' | 'edit';
  /** The command type (1-4) when it is known: given (numbers as strings read too) or the default 1 of a create body. */
  readonly type: number | undefined;
  /** The default name when it is a string. */
  readonly name: string | undefined;
  /** How messages name it: `command /ban`, `USER command "Report"`. */
  readonly label: string;
  /** `/ban` for CHAT_INPUT commands, the quoted name otherwise: the start of option labels. */
  readonly invocation: string;
  /** Its place among the commands of one lint (0, 1, ...; a set's bodies count on): an index for per-command tallies. */
  readonly ordinal: number;
}

export interface OptionNode extends Located, Summarized, Shaped {
  readonly node: 'option';
  readonly value: JsonObject;
  /** Option type (1-11) when known. */
  readonly type: number | undefined;
  readonly name: string | undefined;
  readonly label: string;
  /** The command line up to and including this option when it is a subcommand or group (`/mod ban`). */
  readonly invocation: string;
  readonly parent: CommandNode | OptionNode;
  readonly command: CommandNode;
  /** 1 for the options of the command itself, 2 inside a group or subcommand, 3 inside a group's subcommand. */
  readonly depth: number;
  readonly index: number;
}

/** One `options` array, of the command or of a subcommand or group. */
export interface OptionsNode extends Located {
  readonly node: 'options';
  readonly value: readonly unknown[];
  readonly owner: CommandNode | OptionNode;
  readonly command: CommandNode;
  /** Depth of the options in this array (1 = the command's own). */
  readonly depth: number;
  /** The option objects of the array, in order (items that are not objects are left out). */
  readonly options: readonly OptionNode[];
  /**
   * Whether some name of the array, default or localized in any locale, may equal another one
   * (a localization equal to its own option's default does not count). False means no two
   * options share a name anywhere, and a uniqueness rule may return at once; true may be said
   * without a repeat, so rules look themselves. Ignored with the filters in the filter tests.
   */
  readonly namesMayRepeat: boolean;
}

export interface ChoiceNode extends Located, Summarized, Shaped {
  readonly node: 'choice';
  readonly value: JsonObject;
  readonly option: OptionNode;
  readonly command: CommandNode;
  readonly label: string;
  readonly index: number;
}

/** A `name_localizations` or `description_localizations` dictionary that is an object. */
export interface LocalizationsNode extends Located {
  readonly node: 'localizations';
  readonly value: JsonObject;
  readonly field: 'name' | 'description';
  readonly owner: CommandNode | OptionNode | ChoiceNode;
  /** The default value of the field (may be anything, even absent). */
  readonly base: unknown;
  /** The summary of the field this dictionary localizes (shared with the owner's). */
  readonly summary: FieldSummary;
}

export interface PermissionsNode extends Located {
  readonly node: 'permissions';
  readonly value: JsonObject;
}

export interface PermissionEntryNode extends Located {
  readonly node: 'permissionEntry';
  readonly value: JsonObject;
  readonly index: number;
}

/** All commands linted together: a bulk-overwrite array, or the bodies of a set. */
export interface SetNode {
  readonly commands: readonly CommandNode[];
  /** How many items the bodies hold in all (objects or not): what a bulk overwrite would send. */
  readonly itemCount: number;
}

/** What a report says: a message of the rule's `meta.messages` by id, and the data its `{{placeholders}}` take. */
export interface MessageDescriptor {
  readonly messageId: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export type ReportDescriptor = MessageDescriptor & {
  readonly path: Path;
  readonly fix?: Fix;
  readonly suggestions?: readonly Suggestion[];
};

export interface RuleContext {
  readonly scope: Scope;
  readonly application: ApplicationSettings;
  readonly defaultLocale: string;
  readonly guildId: string | undefined;
  /** Report a problem in the body that `at` belongs to. */
  report(at: ReportedNode, descriptor: ReportDescriptor): void;
  /** How a message names the place `path` of body `body` for a reader of body `from` (see LintOptions.describePlace). */
  place(body: number, path: Path, from: number): string;
}

/**
 * The nodes a rule's visitors are called for, when not all: each filter is a promise by the rule
 * that on the nodes it leaves out the rule would report nothing, so that the walk need not call
 * it there (or, for dictionaries, even make the node). A promise the tests hold the rules to:
 * every rule table case and every mutation case is linted with the filters honoured and ignored,
 * and must give the same diagnostics (rule-tester.ts, test/properties/filters.test.ts).
 */
export interface VisitFilters {
  /**
   * `option` is called only for options of these types (1-11): a rule about, say, channel types
   * is not called for the other twenty thousand options of a big set. Options of no known type
   * count as type 0 (called only when the list has 0).
   */
  readonly optionTypes?: readonly number[];
  /**
   * `command`, `option` and `choice` are called only for objects whose shape (see shape.ts) has
   * one of these SHAPE_ flags: the field rules have nothing to say about an object whose keys
   * are all fields and whose values all fit, which is most objects.
   */
  readonly shapes?: number;
  /**
   * `localizations` is called only for dictionaries whose field summary has one of these
   * SUMMARY_ flags (see summary.ts): a dictionary that gives no rule anything to say is not
   * even made into a node.
   */
  readonly summaries?: number;
}

/**
 * What a rule's check returns. A linter asks each rule once and calls the same visitors for every
 * call of `lint`/`lintSet` with its options: state a rule keeps across the visits of one call is
 * reset in `begin`, and let go at the end of `set` (so that no body outlives its call).
 */
export interface RuleVisitors {
  /** What the visitors below want to be called for, when not every node (declared first). */
  only?: VisitFilters;
  /** Once at the start of each call, before any body is walked. */
  begin?(): void;
  root?(node: RootNode): void;
  command?(node: CommandNode): void;
  options?(node: OptionsNode): void;
  option?(node: OptionNode): void;
  choice?(node: ChoiceNode): void;
  localizations?(node: LocalizationsNode): void;
  permissions?(node: PermissionsNode): void;
  permissionEntry?(node: PermissionEntryNode): void;
  /** Once, after every body was walked. */
  set?(node: SetNode): void;
}
