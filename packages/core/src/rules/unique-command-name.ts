import { commandTypeName } from '../facts.js';
import type { CommandNode } from '../nodes.js';
import { defineRule } from '../rule.js';
import { capitalize, listAnd, quote } from '../util.js';

/** Up to this many copies, every other place is described and the first three in place order named. */
const SORTED_COPIES = 16;
let naturalOrder: ((a: string, b: string) => number) | undefined;

/**
 * Where the other commands of the same name are. The named ones do not depend on the order of the
 * set's bodies (sorted as "line 9" before "line 10"); past SORTED_COPIES copies (no real set has
 * them) the first three are named, so a hostile set stays linear.
 */
function othersText(commands: readonly CommandNode[], command: CommandNode, place: (other: CommandNode) => string): string {
  let named: string[] = [];
  if (commands.length <= SORTED_COPIES) {
    for (const other of commands) if (other !== command) named.push(place(other));
    naturalOrder ??= new Intl.Collator('en', { numeric: true }).compare;
    named.sort(naturalOrder);
    named = named.slice(0, 3);
  } else {
    for (let i = 0; i < commands.length && named.length < 3; i++) if (commands[i] !== command) named.push(place(commands[i]!));
  }
  const more = commands.length - 1 - named.length;
  if (more > 0) named.push(`${more} more`);
  return commands.length === 2 ? `the other is at ${named[0]}` : `the others are at ${listAnd(named)}`;
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'unique-command-name',
    description: 'Command names are unique per type within a scope: two CHAT_INPUT commands, or two USER commands, cannot share a name.',
    severity: 'error',
    source: 'docs/facts/sets.md#unique-names',
    messages: {
      repeated: '{{command}}: {{commandsCount}} {{commandTypeName}} commands in this {{scope}} set are named {{name}} ({{where}}); names are unique per type and scope: a bulk overwrite fails, a create overwrites the other; rename or remove one.',
    },
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
          // Every copy is reported, so that each file of a set shows the clash, and says where
          // the others are: in a set of many files, the other one is the one to find.
          for (const command of commands) {
            const where = othersText(commands, command, (other) => context.place(other.body, [...other.path, 'name'], command.body));
            context.report(command, {
              path: [...command.path, 'name'],
              messageId: 'repeated', data: { command: capitalize(command.label), commandsCount: commands.length, commandTypeName: commandTypeName(type), scope: context.scope, name: quote(name), where },
            });
          }
        }
      }
    },
  }),
);
