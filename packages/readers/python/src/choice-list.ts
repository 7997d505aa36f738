// A choice list as written: a list or tuple literal whose items each library reads its own way
// (interactions.py's `SlashCommandChoice`s and dicts, lightbulb's and py-cord's plain values).
// The walk is shared: comments are no items, a `*splat` adds items not seen (the list stays
// open), and a list built any other way (a comprehension, a call, a name) is unknown.
import type { Node } from 'web-tree-sitter';
import { shared, unknown, type Traced } from '@cmdlint/text';
import type { FileContext } from './context.js';
import { spanOf } from './syntax.js';

/**
 * Choices written in a same-file constant (`CITIES = [...]`, then `choices=CITIES`): read by `read`
 * from the constant's value, where the file binds the name once and changes it nowhere
 * (ModuleNames.unchangedCollection); shared, so that no fix edits a literal other code reads.
 * Anything else is read as it is written.
 */
export function choicesFrom(context: FileContext, node: Node, read: (node: Node) => Traced): Traced {
  if (node.type !== 'identifier') return read(node);
  const constant = context.names.unchangedCollection(node.text);
  if ('why' in constant) return unknown(spanOf(node), constant.why === 'an import' ? 'choices imported from another module' : `choices in ${constant.why}`);
  return shared(read(constant.node));
}

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
