// The combined-size budget of a command (api-facts §6): for the command and each option, the
// longest variant of the name plus the longest variant of the description; for each choice, the
// longest variant of the name plus the value (a number as `String(value)`). Code points.
import { CommandType, LIMITS, MAX_OPTION_DEPTH, OPTION_TYPE_NAMES, OptionType, resolveEnum } from './facts.js';
import type { ChoiceNode, CommandNode, OptionNode } from './nodes.js';
import { optionWord } from './names.js';
import type { Path } from './types.js';
import { codePointLength, forEachItem, heldIndices, isObject, numberTextLength, own, quote, type JsonObject } from './util.js';

export interface BudgetContributor {
  /** Path of the command, option, subcommand or group, relative to the command. */
  readonly path: Path;
  /** `command /ban`, `option "reason"`, `subcommand "add"`. */
  readonly label: string;
  /** Its own name and description plus its choices (not its nested options). */
  readonly count: number;
}

export interface CommandBudget {
  readonly count: number;
  readonly limit: number;
  /** Every contributor, largest first. */
  readonly contributors: readonly BudgetContributor[];
}

type Measure = (text: string) => number;

/** Length of the longest variant of a field: its default value or any localization. */
function longestVariant(base: unknown, localizations: unknown, measure: Measure = codePointLength): number {
  let longest = typeof base === 'string' ? measure(base) : 0;
  if (isObject(localizations)) {
    const hasOwn = Object.prototype.hasOwnProperty; // see util.ts
    for (const key in localizations) {
      if (!hasOwn.call(localizations, key)) continue;
      const value = localizations[key];
      if (typeof value === 'string') {
        // A localization no longer than the best so far in UTF-16 units cannot be longer in code points.
        if (value.length <= longest) continue;
        const length = measure(value);
        if (length > longest) longest = length;
      }
    }
  }
  return longest;
}

function choiceValueLength(value: unknown, measure: Measure): number {
  if (typeof value === 'string') return measure(value);
  if (typeof value === 'number' && Number.isFinite(value)) return numberTextLength(value);
  return 0;
}

/** The budget a command or option spends on itself and its choices (not nested options). */
function ownCost(node: JsonObject, measure: Measure = codePointLength): number {
  let count =
    longestVariant(own(node, 'name'), own(node, 'name_localizations'), measure) +
    longestVariant(own(node, 'description'), own(node, 'description_localizations'), measure);
  const choices = own(node, 'choices');
  if (Array.isArray(choices)) {
    const held = heldIndices(choices);
    const total = held === undefined ? choices.length : held.length;
    for (let k = 0; k < total; k++) {
      const choice: unknown = choices[held === undefined ? k : held[k]!];
      if (!isObject(choice)) continue;
      count += longestVariant(own(choice, 'name'), own(choice, 'name_localizations'), measure);
      count += choiceValueLength(own(choice, 'value'), measure);
    }
  }
  return count;
}

function labelOf(node: JsonObject, depth: number): string {
  const name = own(node, 'name');
  const shown = typeof name === 'string' ? quote(name) : '(unnamed)';
  if (depth === 0) return typeof name === 'string' ? `command /${name}` : 'the command';
  const type = resolveEnum(own(node, 'type'), OPTION_TYPE_NAMES);
  return `${optionWord(type)} ${shown}`;
}

/** Visits the command and its options as the walk does: to a bounded depth, and only below subcommands, groups and options of unknown type. */
function forEachNode(command: unknown, visit: (node: JsonObject, path: Path, depth: number) => void): void {
  const descend = (node: JsonObject, path: Path, depth: number): void => {
    visit(node, path, depth);
    const options = own(node, 'options');
    // Nothing deeper is valid, and cycles must not trap us.
    const type = depth === 0 ? undefined : resolveEnum(own(node, 'type'), OPTION_TYPE_NAMES);
    if (depth < MAX_OPTION_DEPTH && Array.isArray(options) && (type === undefined || type === OptionType.SUB_COMMAND || type === OptionType.SUB_COMMAND_GROUP)) {
      forEachItem(options, (option, index) => {
        if (isObject(option)) descend(option, [...path, 'options', index], depth + 1);
      });
    }
  };
  if (isObject(command)) descend(command, [], 0);
}

/** The exact budget count alone, without the contributors (what the rule needs to decide). */
function commandBudgetCount(command: unknown): number {
  let count = 0;
  forEachNode(command, (node) => {
    count += ownCost(node);
  });
  return count;
}

/** The exact budget of one command, with what spends it, largest first. */
export function commandBudget(command: unknown): CommandBudget {
  const contributors: BudgetContributor[] = [];
  let count = 0;
  forEachNode(command, (node, path, depth) => {
    const cost = ownCost(node);
    count += cost;
    contributors.push({ path, label: labelOf(node, depth), count: cost });
  });
  contributors.sort((a, b) => b.count - a.count);
  return { count, limit: LIMITS.commandBudget, contributors };
}

/** What the walk spent on one command: UTF-16 units (a cheap upper bound) and exact code points. */
interface Spent {
  readonly command: CommandNode;
  units: number;
  points: number;
}

/**
 * Whether the walk visited everything the budget counts: it descends into the options of
 * CHAT_INPUT commands (and of commands of unknown type) only, and visits choices of options only.
 */
function walkedWhole(command: CommandNode): boolean {
  return (command.type === CommandType.CHAT_INPUT || command.type === undefined) && !Array.isArray(own(command.value, 'choices'));
}

/**
 * The budgets of the commands of one lint, summed during the walk from the field summaries (which
 * count code points exactly) instead of a traversal of each command of its own. Only a command
 * the walk did not see whole is recounted. Tallies are kept by the command's ordinal: the walk
 * visits each command before its options.
 */
export class BudgetTally {
  private spent: Spent[] = [];

  /** Forgets every tally (at the start of a lint, and once they are read). */
  reset(): void {
    this.spent = [];
  }

  private of(command: CommandNode): Spent {
    return (this.spent[command.ordinal] ??= { command, units: 0, points: 0 });
  }

  addCommand(node: CommandNode): void {
    const name = node.summary('name');
    const description = node.summary('description');
    const total = this.of(node);
    total.units += name.maxUnits + description.maxUnits;
    total.points += name.maxCodePoints + description.maxCodePoints;
  }

  addOption(node: OptionNode): void {
    const name = node.summary('name');
    const description = node.summary('description');
    const total = this.of(node.command);
    total.units += name.maxUnits + description.maxUnits;
    total.points += name.maxCodePoints + description.maxCodePoints;
  }

  addChoice(node: ChoiceNode): void {
    const name = node.summary('name');
    const total = this.of(node.command);
    const value = own(node.value, 'value');
    total.units += name.maxUnits;
    total.points += name.maxCodePoints;
    if (typeof value === 'string') {
      total.units += value.length;
      total.points += codePointLength(value);
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      const length = numberTextLength(value);
      total.units += length;
      total.points += length;
    }
  }

  /** Calls `over` for each command over the budget, in walk order, with its exact budget; then forgets every tally. */
  forEachOverBudget(over: (command: CommandNode, budget: CommandBudget) => void): void {
    const counted = this.spent;
    this.reset();
    for (let i = 0; i < counted.length; i++) {
      const total = counted[i];
      if (total === undefined || total.units <= LIMITS.commandBudget) continue;
      const { command } = total;
      // The exact count is at least what the walk counted, and exactly that when it saw all.
      if (total.points <= LIMITS.commandBudget && (walkedWhole(command) || commandBudgetCount(command.value) <= LIMITS.commandBudget)) continue;
      over(command, commandBudget(command.value));
    }
  }
}
