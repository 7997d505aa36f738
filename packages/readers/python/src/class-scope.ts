// Names read in a class body. A decorator, a method's default value and a class attribute's value
// run as the class body runs, where a name is first the class's own, as bound so far, and only then
// the module's: `desc_prefix = "🎶 | "` then `@commands.slash_command(description=f"{desc_prefix}Play")`.
// A method's body, a lambda or a comprehension sees the module's names, not the class's.
import type { Node } from 'web-tree-sitter';
import { boundNames, boundNamesWithin } from './module.js';

/** What a name read at a place stands for: a class attribute's value, the module's name, or not known. */
export type ClassLookup = Node | 'module' | 'unknown';

interface Binding {
  /** The statement of the class body that binds it. */
  readonly index: number;
  /** The value of a plain `name = value` (or `name: T = value`); undefined for any other binding. */
  readonly value?: Node;
  /** Bound inside the statement, maybe before a place in it (a class-level `if`, `for`, `with`): not after it. */
  readonly within?: boolean;
}

/** Statement types whose own name is bound after all of their parts have run (a definition). */
const DEFINITIONS = new Set(['function_definition', 'class_definition', 'decorated_definition']);

/** Statement types that bind nothing (besides a walrus, looked for by its text). */
const PLAIN = new Set(['pass_statement', 'comment', 'return_statement', 'assert_statement', 'raise_statement', 'break_statement', 'continue_statement']);

export class ClassScopes {
  /** Per class body (by node id): each name's bindings in statement order, and where each statement starts. */
  private readonly tables = new Map<number, { readonly bindings: Map<string, Binding[]>; readonly starts: number[] }>();

  constructor(private readonly text: string) {}

  /** The name `node` reads, as the class body around it (if any) binds it so far. */
  lookup(node: Node, name: string): ClassLookup {
    let child = node;
    let parent = node.parent;
    while (parent) {
      const type = parent.type;
      if (type === 'lambda' || type === 'list_comprehension' || type === 'dictionary_comprehension' || type === 'set_comprehension' || type === 'generator_expression') return 'module';
      if (type === 'block') {
        const owner = parent.parent;
        const ownerType = owner?.type;
        if (ownerType === 'function_definition') return 'module';
        if (ownerType === 'class_definition') return this.inBody(parent, child, name);
      }
      child = parent;
      parent = parent.parent;
    }
    return 'module';
  }

  private inBody(body: Node, statement: Node, name: string): ClassLookup {
    const table = this.table(body);
    const at = statement.startIndex;
    // The statement of the body that holds the place: the last one starting at or before it.
    let low = 0;
    let high = table.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (table.starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    // The bindings before the place, in statement order: two are enough to say (a class of many bindings of one name read many times stays linear).
    const before: Binding[] = [];
    for (const binding of table.bindings.get(name) ?? []) {
      if (binding.index > low || (binding.index === low && binding.within !== true) || before.length === 2) break;
      before.push(binding);
    }
    if (before.length === 0) return 'module';
    return before.length === 1 && before[0]!.value !== undefined ? before[0]!.value : 'unknown';
  }

  private table(body: Node): { readonly bindings: Map<string, Binding[]>; readonly starts: number[] } {
    const known = this.tables.get(body.id);
    if (known) return known;
    const bindings = new Map<string, Binding[]>();
    const bind = (name: string, binding: Binding): void => {
      const list = bindings.get(name);
      if (list) list.push(binding);
      else bindings.set(name, [binding]);
    };
    const starts: number[] = [];
    const statements = body.namedChildren;
    for (let index = 0; index < statements.length; index++) {
      const statement = statements[index]!;
      const type = statement.type;
      starts.push(statement.startIndex);
      if (PLAIN.has(type)) continue;
      if (DEFINITIONS.has(type)) {
        const definition = type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
        const named = definition?.childForFieldName('name');
        if (named) bind(named.text, { index });
        continue;
      }
      if (type === 'expression_statement') {
        const expression = statement.namedChildren[0];
        const expressionType = expression?.type;
        if (expressionType === 'assignment') {
          const left = expression!.childForFieldName('left');
          const right = expression!.childForFieldName('right');
          if (left?.type === 'identifier' && right && right.type !== 'assignment') bind(left.text, { index, value: right });
          else if (left?.type === 'identifier' && !right) continue; // `name: T` annotates, binds nothing
          else for (const bound of [...(left ? boundNames(left) : []), ...(right?.type === 'assignment' ? boundNamesWithin(right) : [])]) bind(bound, { index });
          continue;
        }
        if (expressionType === 'augmented_assignment') {
          const left = expression!.childForFieldName('left');
          for (const bound of left ? boundNames(left) : []) bind(bound, { index });
          continue;
        }
        // A docstring, a call: binds nothing unless a walrus is written in it.
        if (!this.text.slice(statement.startIndex, statement.endIndex).includes(':=')) continue;
      }
      for (const bound of boundNamesWithin(statement)) bind(bound, { index, within: true });
    }
    const made = { bindings, starts };
    this.tables.set(body.id, made);
    return made;
  }
}
