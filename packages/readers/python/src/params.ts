// A command function's parameters as options see them: after `self` (in a class) and the
// interaction or context, each with its name, annotation and default. `*args`/`**kwargs` make the
// list open (the library may see more than the file shows).
import type { Node } from 'web-tree-sitter';
import { SHORTCUTS } from './shortcuts.js';
import { WALK } from './walk.js';

export interface Parameter {
  readonly name: Node;
  readonly annotation: Node | undefined;
  readonly default: Node | undefined;
}

export interface Parameters {
  readonly list: readonly Parameter[];
  /** `*args` or `**kwargs`: the options are not all known. */
  readonly open: boolean;
  /** The parameter the interaction or context takes (a context menu's target follows it). */
  readonly all: readonly Parameter[];
}

export function parametersOf(definition: Node, inClass: boolean): Parameters {
  const all: Parameter[] = [];
  let open = false;
  const node = definition.childForFieldName('parameters');
  for (const child of node?.namedChildren ?? []) {
    if (!child) continue;
    const type = child.type;
    switch (type) {
      case 'identifier':
        all.push({ name: child, annotation: undefined, default: undefined });
        break;
      case 'typed_parameter': {
        const parts = child.namedChildren;
        const name = parts[0]!;
        const nameType = name.type;
        if (nameType === 'list_splat_pattern' || nameType === 'dictionary_splat_pattern') {
          open = true;
          break;
        }
        // `name: type`: the type is the second named child, unless a comment sits between them (then by field).
        all.push({ name, annotation: (SHORTCUTS.enabled && parts.length === 2 ? parts[1] : child.childForFieldName('type')) ?? undefined, default: undefined });
        break;
      }
      case 'default_parameter':
      case 'typed_default_parameter':
        all.push({ name: child.childForFieldName('name')!, annotation: child.childForFieldName('type') ?? undefined, default: child.childForFieldName('value') ?? undefined });
        break;
      case 'list_splat_pattern':
      case 'dictionary_splat_pattern':
        open = true;
        break;
      default:
        break; // `*`, `/`, comments
    }
  }
  const skip = (inClass ? 1 : 0) + 1;
  return { list: all.slice(skip), open, all };
}

/** How a string starts (its prefix, then a quote), or a comment. */
const STRING_OR_COMMENT = /^(?:[rRbBuUfF]{0,2}["']|#)/;

/** A function's docstring: its body's first statement when that is a plain string literal. */
export function docstringNode(definition: Node, text?: string): Node | undefined {
  const body = definition.childForFieldName('body');
  // A body whose text starts with no string (nor a comment before one) has no docstring: no Node for its first statement.
  if (text !== undefined && body && WALK.enabled && !STRING_OR_COMMENT.test(text.slice(body.startIndex, body.startIndex + 4))) return undefined;
  // The first statement alone, not a Node for each of the body's (a comment first: all of them, to pass it).
  const head = SHORTCUTS.enabled ? body?.firstNamedChild : undefined;
  const headType = head?.type;
  const first = head && headType !== 'comment' ? head : body?.namedChildren.find((child) => child?.type !== 'comment');
  if ((first === head ? headType : first?.type) !== 'expression_statement') return undefined;
  const expression = first!.firstNamedChild;
  const type = expression?.type;
  return type === 'string' || type === 'concatenated_string' ? expression! : undefined;
}
