import { commandBudget, commandBudgetCount } from '../budget.js';
import { own } from '../util.js';
import { LIMITS } from '../facts.js';
import type { CommandNode } from '../nodes.js';
import { defineRule } from '../rule.js';
import { capitalize } from '../variants.js';

export default defineRule(
  {
    id: 'command-budget',
    description: 'The names, descriptions and choice names and values of a command and all its options may total at most 8000 characters, counting the longest localization of each field.',
    severity: 'error',
    source: 'spec §1 Slash command structure 7, §8; api-facts §6',
  },
  (context) => {
    // Summed during the walk in UTF-16 units: an upper bound of the code points. Only a command
    // whose bound passes the limit is counted exactly.
    const bounds = new Map<CommandNode, number>();
    return {
      command(node) {
        bounds.set(node, node.summary('name').maxUnits + node.summary('description').maxUnits);
      },
      option(node) {
        const cost = node.summary('name').maxUnits + node.summary('description').maxUnits;
        bounds.set(node.command, (bounds.get(node.command) ?? 0) + cost);
      },
      choice(node) {
        const value = own(node.value, 'value');
        const valueUnits = typeof value === 'string' ? value.length : typeof value === 'number' && Number.isFinite(value) ? String(value).length : 0;
        bounds.set(node.command, (bounds.get(node.command) ?? 0) + node.summary('name').maxUnits + valueUnits);
      },
      set() {
        for (const [command, bound] of bounds) {
          if (bound <= LIMITS.commandBudget || commandBudgetCount(command.value) <= LIMITS.commandBudget) continue;
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
