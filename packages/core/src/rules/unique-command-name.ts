import { commandTypeName } from '../facts.js';
import type { CommandNode } from '../nodes.js';
import { defineRule } from '../rule.js';
import { capitalize } from '../variants.js';

export default defineRule(
  {
    id: 'unique-command-name',
    description: 'Command names are unique per type within a scope: two CHAT_INPUT commands, or two USER commands, cannot share a name.',
    severity: 'error',
    source: 'spec §1 General rules 6, 7; api-facts §7',
  },
  (context) => ({
    set(node) {
      if (node.commands.length < 2) return; // one command alone cannot clash or exceed a limit
      // type -> name -> commands; USER and MESSAGE names compare exactly (case and spaces count).
      const byType = new Map<number, Map<string, CommandNode[]>>();
      for (const command of node.commands) {
        if (command.bodyKind === 'edit' || command.type === undefined || command.name === undefined) continue;
        let names = byType.get(command.type);
        if (!names) byType.set(command.type, (names = new Map()));
        const same = names.get(command.name);
        if (same) same.push(command);
        else names.set(command.name, [command]);
      }
      for (const [type, names] of byType) {
        for (const [name, commands] of names) {
          if (commands.length < 2) continue;
          // Every copy is reported, so that each file of a set shows the clash.
          for (const command of commands) {
            context.report(command, {
              path: [...command.path, 'name'],
              message: `${capitalize(command.label)}: ${commands.length} ${commandTypeName(type)} commands in this ${context.scope} set are named ${JSON.stringify(name)}; names are unique per type and scope (a create with the same name overwrites the other): rename or remove one.`,
            });
          }
        }
      }
    },
  }),
);
