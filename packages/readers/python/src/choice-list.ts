// A choice list as written: a list or tuple literal whose items each library reads its own way
// (interactions.py's `SlashCommandChoice`s and dicts, lightbulb's and py-cord's plain values).
// The walk is shared: comments are no items, a `*splat` adds items not seen (the list stays
// open), and a list built any other way (a comprehension, a call, a name) is unknown.
import type { Node } from 'web-tree-sitter';
import { unknown, type Traced } from '@cmdlint/text';
import { spanOf } from './syntax.js';

export function choiceList(node: Node, readItem: (item: Node) => Traced): Traced {
  const span = spanOf(node);
  if (node.type !== 'list' && node.type !== 'tuple') return unknown(span, 'choices built in code');
  const items: Traced[] = [];
  let open = false;
  for (const item of node.namedChildren) {
    if (!item || item.type === 'comment') continue;
    if (item.type === 'list_splat') {
      open = true;
      continue;
    }
    items.push(readItem(item));
  }
  return { kind: 'array', items, open, span };
}
