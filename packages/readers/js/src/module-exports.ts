// What a module exports, for a set whose "body" names it (`"body": "/data"`): the commands of a bot
// whose loader sends each command module's `data` as it is. Without that set cmdlint does not judge
// such an object, since a loader it cannot see may change it (a converter that lowercases names);
// with it, the author has said that the export is what reaches the service.
//
// Read: `export const data = ...`, `export { data }`, `export default ...`, `module.exports = ...`,
// `module.exports.data = ...`, `exports.data = ...`. Sound: an export assigned more than once, or
// inside a function, is unknown; `module.exports` or `exports` used any other way (Object.assign,
// a property of an export written later) leaves every export unknown.
import { childrenOf, exportedName, memberName, spanOf, unwrapExpression, type Node, type Span } from './estree.js';
import type { Evaluator } from './evaluate.js';
import type { Scopes } from './scope.js';
import { unknown, type Traced } from '@cmdlint/text';

/** How each export is written: the node whose value it exports, or unknown. */
interface ModuleExports {
  readonly nodes: Map<string, Node>;
  readonly unknownNames: Set<string>;
  /** `module.exports` used in a way not read: no export can be known. */
  readonly opaque: boolean;
}

/** `module.exports` (not shadowed: `module` is no binding of the file). */
function isModuleExports(node: Node, scopes: Scopes): boolean {
  if (node.type !== 'MemberExpression' || node.computed || memberName(node) !== 'exports') return false;
  const object = node.object as Node;
  return object.type === 'Identifier' && object.name === 'module' && scopes.resolve(object) === undefined;
}

/** The free `exports` identifier of CommonJS. */
function isExportsIdentifier(node: Node, scopes: Scopes): boolean {
  return node.type === 'Identifier' && node.name === 'exports' && scopes.resolve(node) === undefined;
}

function readExports(program: Node, scopes: Scopes): ModuleExports {
  const nodes = new Map<string, Node>();
  const unknownNames = new Set<string>();
  const assigned = new Map<string, number>();
  const note = (name: string, node: Node): void => {
    assigned.set(name, (assigned.get(name) ?? 0) + 1);
    nodes.set(name, node);
  };
  // The targets of top-level assignments to exports: every other use of module.exports is opaque.
  const consumed = new Set<Node>();
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Node;
      if (declaration.type !== 'FunctionDeclaration' && declaration.type !== 'ClassDeclaration') note('default', declaration);
    } else if (statement.type === 'ExportNamedDeclaration') {
      const declaration = statement.declaration as Node | null | undefined;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations as Node[]) {
          if ((declarator.id as Node).type === 'Identifier') note((declarator.id as Node).name as string, declarator.id as Node);
        }
      }
      if (!statement.source) {
        for (const specifier of (statement.specifiers as Node[] | undefined) ?? []) {
          const name = exportedName(specifier.exported as Node);
          if (name !== undefined && (specifier.local as Node).type === 'Identifier') note(name, specifier.local as Node);
        }
      } else {
        for (const specifier of (statement.specifiers as Node[] | undefined) ?? []) {
          const name = exportedName(specifier.exported as Node);
          if (name !== undefined) unknownNames.add(name); // re-exported from another file
        }
      }
    } else if (statement.type === 'ExpressionStatement' && (statement.expression as Node).type === 'AssignmentExpression' && (statement.expression as Node).operator === '=') {
      const target = (statement.expression as Node).left as Node;
      const value = (statement.expression as Node).right as Node;
      if (isModuleExports(target, scopes)) {
        consumed.add(target);
        note('default', value);
        const object = unwrapExpression(value);
        if (object.type === 'ObjectExpression') {
          for (const property of object.properties as Node[]) {
            if (property.type !== 'Property' || property.computed || property.kind !== 'init') continue;
            const key = exportedName(property.key as Node);
            if (key !== undefined) note(key, property.value as Node);
          }
        }
      } else if (target.type === 'MemberExpression' && !target.computed && (isModuleExports(target.object as Node, scopes) || isExportsIdentifier(target.object as Node, scopes))) {
        consumed.add(target.object as Node);
        const name = memberName(target);
        if (name !== undefined) note(name, value);
      }
    }
  }
  for (const [name, count] of assigned) if (count > 1) unknownNames.add(name);
  return { nodes, unknownNames, opaque: usedOtherwise(program, scopes, consumed) };
}

/** Whether `module.exports` or `exports` appears anywhere but as a consumed assignment target. */
function usedOtherwise(program: Node, scopes: Scopes, consumed: ReadonlySet<Node>): boolean {
  const stack: Node[] = [program];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (consumed.has(node)) continue;
    if (isModuleExports(node, scopes) || isExportsIdentifier(node, scopes)) return true;
    if (node.type === 'Identifier' && node.name === 'module' && scopes.resolve(node) === undefined) {
      // `module` alone (passed to a function, module['exports']): anything may happen to its exports.
      return true;
    }
    for (const child of childrenOf(node)) stack.push(child);
  }
  return false;
}

/** What a set's "body" pointer names in a module: its value, unknown, or undefined when it names nothing. */
export interface ExportedValue {
  readonly pointer: string;
  readonly value: Traced | undefined;
}

/**
 * The value at each pointer: its first step names an export ("" is the default export); when the
 * module has no export of that name, the step is read in its default export (a loader's
 * `require(file)` or `(await import(file)).default`).
 */
export function exportedValues(program: Node, scopes: Scopes, evaluator: Evaluator, pointers: readonly (readonly string[])[], pointerTexts: readonly string[]): ExportedValue[] {
  const exports = readExports(program, scopes);
  const whole: Span = spanOf(program);
  return pointers.map((steps, index) => {
    const pointer = pointerTexts[index]!;
    if (exports.opaque) return { pointer, value: unknown(whole, 'module.exports used otherwise') };
    const first = steps[0] ?? 'default';
    let rest: readonly string[];
    let node: Node | undefined;
    if (exports.nodes.has(first) && !exports.unknownNames.has(first)) {
      node = exports.nodes.get(first);
      rest = steps.slice(1);
    } else if (exports.unknownNames.has(first)) {
      return { pointer, value: unknown(whole, 'an export written more than once') };
    } else if (exports.nodes.has('default') && !exports.unknownNames.has('default')) {
      node = exports.nodes.get('default');
      rest = steps;
    } else if (exports.unknownNames.has('default')) {
      return { pointer, value: unknown(whole, 'an export written more than once') };
    } else {
      return { pointer, value: undefined };
    }
    let value: Traced = evaluator.toTraced(evaluator.evaluate(node!));
    for (const step of rest) {
      if (value.kind === 'object') {
        const entry = value.entries.get(step);
        if (entry) value = entry.value;
        else if (value.open) return { pointer, value: unknown(value.span, 'an open object') };
        else return { pointer, value: undefined };
      } else if (value.kind === 'array' && /^(?:0|[1-9]\d*)$/.test(step)) {
        const item = value.items[Number(step)];
        if (item && !value.open) value = item;
        else if (value.open) return { pointer, value: unknown(value.span, 'an open array') };
        else return { pointer, value: undefined };
      } else if (value.kind === 'unknown') {
        return { pointer, value };
      } else {
        return { pointer, value: undefined };
      }
    }
    return { pointer, value };
  });
}
