import { commandBudget, commandBudgetCount } from '../budget.js';
import { codePointLength, numberTextLength, own } from '../util.js';
import { LIMITS } from '../facts.js';
import type { CommandNode } from '../nodes.js';
import { defineRule } from '../rule.js';
import { capitalize } from '../variants.js';

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
  return (command.type === 1 || command.type === undefined) && !Array.isArray(own(command.value, 'choices'));
}

export default defineRule(
  {
    id: 'command-budget',
    description: 'The names, descriptions and choice names and values of a command and all its options may total at most 8000 characters, counting the longest localization of each field.',
    severity: 'error',
    source: 'spec §1 Slash command structure 7, §8; api-facts §6',
  },
  (context) => {
    // Summed during the walk from the field summaries, which count code points exactly. Only a
    // command the walk did not see whole is recounted (by the budget's own traversal). Tallies
    // are kept by the command's ordinal: the walk visits each command before its options.
    let spent: Spent[] = [];
    const reset = (): void => {
      spent = [];
    };
    const of = (command: CommandNode): Spent => (spent[command.ordinal] ??= { command, units: 0, points: 0 });
    return {
      begin: reset,
      command(node) {
        const name = node.summary('name');
        const description = node.summary('description');
        const total = of(node);
        total.units += name.maxUnits + description.maxUnits;
        total.points += name.maxCodePoints + description.maxCodePoints;
      },
      option(node) {
        const name = node.summary('name');
        const description = node.summary('description');
        const total = of(node.command);
        total.units += name.maxUnits + description.maxUnits;
        total.points += name.maxCodePoints + description.maxCodePoints;
      },
      choice(node) {
        const name = node.summary('name');
        const total = of(node.command);
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
      },
      set() {
        const counted = spent;
        reset();
        for (let i = 0; i < counted.length; i++) {
          const total = counted[i];
          if (total === undefined || total.units <= LIMITS.commandBudget) continue;
          const { command } = total;
          // The exact count is at least what the walk counted, and exactly that when it saw all.
          if (total.points <= LIMITS.commandBudget && (walkedWhole(command) || commandBudgetCount(command.value) <= LIMITS.commandBudget)) continue;
          const budget = commandBudget(command.value);
          const top = budget.contributors
            .slice(0, 3)
            .map((c) => `${c.label} ${c.count}`)
            .join(', ');
          context.report(command, {
            path: command.path,
            message: `${capitalize(command.label)} uses ${budget.count} of ${LIMITS.commandBudget} characters (names, descriptions, choices; the longest localization of each counts); cut ${budget.count - LIMITS.commandBudget}. Largest: ${top}.`,
          });
        }
      },
    };
  },
);
