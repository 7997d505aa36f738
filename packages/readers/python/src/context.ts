// What every dialect reads a file with: its names, its values, its annotations, and the
// docstrings of its functions and classes.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced } from '@cmdlint/text';
import { Annotations } from './annotations.js';
import { Evaluator } from './evaluate.js';
import { ModuleNames } from './module.js';
import { docstringNode } from './params.js';
import { SHORTCUTS } from './shortcuts.js';
import { openingAt, openingOf } from './strings.js';
import { spanOf, type CallShape } from './syntax.js';
import { allAtLeast } from './versions.js';

export type Docstring = { readonly kind: 'none' } | { readonly kind: 'known'; readonly text: string; readonly node: Node } | { readonly kind: 'unknown'; readonly node: Node };

export class FileContext {
  readonly names: ModuleNames;
  readonly evaluator: Evaluator;
  readonly annotations: Annotations;
  /** The bot's dependencies and the versions they allow (versions.ts), where its files were read. */
  dependencies: ReadonlyMap<string, string> | undefined;

  constructor(
    readonly root: Node,
    readonly text: string,
  ) {
    this.names = new ModuleNames(root, text);
    this.evaluator = new Evaluator(this.names, text);
    this.annotations = new Annotations(this.names, this.evaluator);
  }

  /**
   * Whether every version of a package that the bot's dependency files allow is at least
   * `threshold`: true, false, or undefined where they do not tell (no file, no version, a range
   * across it). A value the library sends differently on each side is then unknown.
   */
  atLeast(name: string, threshold: string): boolean | undefined {
    const specifier = this.dependencies?.get(name);
    return specifier === undefined ? undefined : allAtLeast(specifier, threshold);
  }

  qualify(name: string | undefined): string | undefined {
    return this.names.qualify(name);
  }

  /** A definition's `__doc__`: none (no string first, or an f-string, which Python does not take), its text, or unknown. */
  docstring(definition: Node): Docstring {
    // A command's description and its options both read it: read once per definition.
    const known = this.docstrings.get(definition.id);
    if (known) return known;
    const found = this.readDocstring(definition);
    this.docstrings.set(definition.id, found);
    return found;
  }

  private readonly docstrings = new Map<number, Docstring>();

  private readDocstring(definition: Node): Docstring {
    const node = docstringNode(definition, this.text);
    if (!node) return { kind: 'none' };
    const first = node.type === 'string' ? node : node.namedChildren.find((child) => child?.type === 'string');
    // The opening read from the source where it plainly starts there, not from a Node for each of the string's parts.
    const opening = first && SHORTCUTS.enabled ? openingAt(this.text, first.startIndex) : undefined;
    const start = first && !opening ? first.namedChildren[0] : undefined;
    if ((opening ?? (start ? openingOf(start.text) : undefined))?.prefix.includes('f')) return { kind: 'none' };
    const value = this.evaluator.value(node);
    return value.kind === 'primitive' && typeof value.value === 'string' ? { kind: 'known', text: value.value, node } : { kind: 'unknown', node };
  }

  /** A keyword argument's value, if the call has it. */
  keyword(call: CallShape, name: string): Traced | undefined {
    const argument = call.keywords.get(name);
    return argument ? this.evaluator.value(argument.value) : undefined;
  }

  /** A string field from a keyword, else a fallback; a keyword whose value is no string is unknown. */
  stringKeyword(call: CallShape, name: string): Traced | undefined {
    const value = this.keyword(call, name);
    if (value === undefined) return undefined;
    if (value.kind === 'primitive' && typeof value.value !== 'string') return value.value === null ? undefined : unknown(value.span, 'not a string');
    return value;
  }
}

/** A value derived by the library from source text (a name from an identifier, a description from a docstring). */
export function derivedString(value: string, at: Node): Traced {
  return primitive(value, spanOf(at));
}
