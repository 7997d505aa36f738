// A choice list as written: a list or tuple literal whose items each library reads its own way
// (interactions.py's `SlashCommandChoice`s and dicts, lightbulb's and py-cord's plain values).
// The walk is shared: comments are no items, a `*splat` adds items not seen (the list stays
// open), and a list built any other way (a comprehension, a call, a name) is unknown.
import type { Node } from 'web-tree-sitter';
import { primitive, shared, unknown, type Traced } from '@cmdlint/text';
import { Fields } from './body.js';
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
  // A class attribute may be changed by the class's own code before it is sent (a list is shared, not copied): not read.
  if (context.evaluator.readsClassAttribute(node)) return unknown(spanOf(node), 'choices in a class attribute');
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

/**
 * nextcord's and disnake's choices: a list whose plain items are named `str(value)` (a string, or
 * an integer by its digits; a float or any other value is unknown, as Python prints it its own
 * way), or a dict (`{"display name": value}`); anything else unknown. `special` reads an item the
 * library makes a choice of itself (disnake's `OptionChoice`, `Localized`), or says it is plain.
 */
export function stringifiedChoices(context: FileContext, node: Node, special?: (item: Node) => Traced | undefined): Traced {
  const span = spanOf(node);
  const items: Traced[] = [];
  if (node.type === 'list' || node.type === 'tuple') {
    for (const item of node.namedChildren) {
      if (!item || item.type === 'comment') continue;
      const made = special?.(item);
      if (made) {
        items.push(made);
        continue;
      }
      const value = context.evaluator.choiceValue(item);
      if (value.kind !== 'primitive' || (typeof value.value !== 'string' && !(typeof value.value === 'number' && Number.isInteger(value.value) && !item.text.includes('.')))) {
        items.push(value.kind === 'unknown' ? value : unknown(value.span, 'a choice of another kind'));
        continue;
      }
      const plain = primitive(value.value, value.span);
      items.push({ kind: 'object', entries: new Map([['name', { value: primitive(context.evaluator.integerDigits(item) ?? String(value.value), value.span), keySpan: value.span }], ['value', { value: plain, keySpan: value.span }]]), open: false, span: value.span });
    }
    return { kind: 'array', items, open: node.namedChildren.some((child) => child?.type === 'list_splat'), span };
  }
  if (node.type === 'dictionary') {
    let open = false;
    for (const pair of node.namedChildren) {
      if (!pair || pair.type === 'comment') continue;
      if (pair.type !== 'pair') {
        open = true;
        continue;
      }
      const key = context.evaluator.value(pair.childForFieldName('key')!);
      const value = context.evaluator.choiceValue(pair.childForFieldName('value')!);
      const fields = new Fields(spanOf(pair));
      fields.set('name', key);
      fields.set('value', value);
      items.push(fields.object());
    }
    return { kind: 'array', items, open, span };
  }
  return unknown(span, 'choices built in code');
}

