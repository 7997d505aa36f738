// Which rule visitors a node is shown to: the visitors of every enabled rule, grouped by the kind
// of node they visit (options also by type), each with the filter its rule declared, and the
// calls that keep a rule's exception from taking the lint down.
import { OPTION_TYPE_NAMES } from './facts.js';
import type {
  ChoiceNode,
  CommandNode,
  LocalizationsNode,
  OptionNode,
  OptionsNode,
  PermissionEntryNode,
  PermissionsNode,
  RootNode,
  RuleVisitors,
  SetNode,
} from './nodes.js';

/** The highest option type (11, ATTACHMENT): option visitors are kept per type up to it. */
const OPTION_TYPE_COUNT = /* @__PURE__ */ Math.max(...OPTION_TYPE_NAMES.keys());

type Visit<N> = (node: N) => void;
/** Called when a rule's visitor throws: a rule with a bug must not take the whole lint down. */
export type OnRuleError = (rule: number, error: unknown, node: unknown) => void;

/** The visitors of one kind of node, with the index of the rule each belongs to. */
export class Visitors<N> {
  readonly visits: Visit<N>[] = [];
  readonly rules: number[] = [];
  /**
   * The flags a node needs for each visitor to be called: its shape's (SHAPE_) for an object,
   * its summary's (SUMMARY_) for a dictionary. 0: always called.
   */
  readonly masks: number[] = [];
  /** The flags any visitor wants (all bits when one wants no particular flag): no node without one of them is worth making. */
  wanted = 0;
  add(visit: Visit<N> | undefined, rule: number, mask = 0): void {
    if (!visit) return;
    this.visits.push(visit);
    this.rules.push(rule);
    this.masks.push(mask);
    this.wanted |= mask === 0 ? ~0 : mask;
  }
}

/** The visitors of all enabled rules, grouped by what they visit. */
export class Dispatch {
  readonly begin = new Visitors<undefined>();
  readonly root = new Visitors<RootNode>();
  readonly command = new Visitors<CommandNode>();
  readonly options = new Visitors<OptionsNode>();
  /** Option visitors by option type (index 1-11); index 0 for options of no known type. */
  readonly optionByType: readonly Visitors<OptionNode>[] = Array.from({ length: OPTION_TYPE_COUNT + 1 }, () => new Visitors<OptionNode>());
  readonly choice = new Visitors<ChoiceNode>();
  readonly localizations = new Visitors<LocalizationsNode>();
  readonly permissions = new Visitors<PermissionsNode>();
  readonly permissionEntry = new Visitors<PermissionEntryNode>();
  readonly set = new Visitors<SetNode>();

  /**
   * `filters: 'ignored'` calls every visitor on every node, as if no rule declared `only`, and
   * makes the walk say that names may repeat in every options array: only for the tests that
   * hold the rules to their filters (the package's linters always honour them).
   */
  constructor(
    readonly onError: OnRuleError,
    readonly filters: 'honoured' | 'ignored' = 'honoured',
  ) {}

  add(visitors: RuleVisitors, rule: number): void {
    // Each kind a rule visits, and only those: most rules visit one or two, and the first lint of
    // a run built its dispatch with 22 calls a rule, cold (docs/performance.md, session 23).
    const { begin, root, command, options, option, choice, localizations, permissions, permissionEntry, set } = visitors;
    const { optionTypes, shapes = 0, summaries = 0 } = (this.filters === 'honoured' ? visitors.only : undefined) ?? {};
    if (begin) this.begin.add(begin, rule);
    if (root) this.root.add(root, rule);
    if (command) this.command.add(command, rule, shapes);
    if (options) this.options.add(options, rule);
    if (option) {
      for (let type = 0; type < this.optionByType.length; type++) {
        if (optionTypes === undefined || optionTypes.includes(type)) this.optionByType[type]!.add(option, rule, shapes);
      }
    }
    if (choice) this.choice.add(choice, rule, shapes);
    if (localizations) this.localizations.add(localizations, rule, summaries);
    if (permissions) this.permissions.add(permissions, rule);
    if (permissionEntry) this.permissionEntry.add(permissionEntry, rule);
    if (set) this.set.add(set, rule);
  }

  /** The option visitors that apply to an option of this type. */
  optionVisitors(type: number | undefined): Visitors<OptionNode> {
    return this.optionByType[type !== undefined && type > 0 && type <= OPTION_TYPE_COUNT ? type : 0]!;
  }

  /** As `call`, skipping the visitors whose mask `flags` (the node's shape or summary flags) has none of. */
  callMasked<N>(visitors: Visitors<N>, node: N, flags: number): void {
    const { visits, masks } = visitors;
    for (let i = 0; i < visits.length; i++) {
      const mask = masks[i]!;
      if (mask !== 0 && (flags & mask) === 0) continue;
      try {
        visits[i]!(node);
      } catch (error) {
        this.onError(visitors.rules[i]!, error, node);
      }
    }
  }

  call<N>(visitors: Visitors<N>, node: N): void {
    const { visits } = visitors;
    for (let i = 0; i < visits.length; i++) {
      try {
        visits[i]!(node);
      } catch (error) {
        this.onError(visitors.rules[i]!, error, node);
      }
    }
  }
}
