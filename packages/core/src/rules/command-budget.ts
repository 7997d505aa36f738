import { BudgetTally } from '../budget.js';
import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { capitalize } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'command-budget',
    description: 'The names, descriptions and choice names and values of a command and all its options may total at most 8000 characters, counting the longest localization of each field.',
    severity: 'error',
    source: 'docs/facts/budget.md#how-it-is-counted',
    messages: {
      overBudget: '{{command}} uses {{count}} of {{max}} characters (names, descriptions, choices; the longest localization of each counts); cut {{budget}}. Largest: {{top}}.',
    },
  },
  (context) => {
    // The walk's nodes are added up as they are visited (see BudgetTally); the rule only reports.
    const tally = new BudgetTally();
    return {
      begin: () => tally.reset(),
      command: (node) => tally.addCommand(node),
      option: (node) => tally.addOption(node),
      choice: (node) => tally.addChoice(node),
      set() {
        tally.forEachOverBudget((command, budget) => {
          const top = budget.contributors
            .slice(0, 3)
            .map((c) => `${c.label} ${c.count}`)
            .join(', ');
          context.report(command, {
            path: command.path,
            messageId: 'overBudget', data: { max: LIMITS.commandBudget, command: capitalize(command.label), count: budget.count, budget: budget.count - LIMITS.commandBudget, top },
          });
        });
      },
    };
  },
);
