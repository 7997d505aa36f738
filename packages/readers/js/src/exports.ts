// Where a module declares each of its exports, for `cmdlint --module`: a value it exports that the
// reader could not trace is reported at the line that exports it (`export const data = ...`,
// `module.exports = { data }`). Only the program's top level is read, as a module's exports are.
import { exportedName, memberName, spanOf, type Node, type Span } from './estree.js';
import { parseSource } from './parser.js';

/** By export name (`default` for `export default` and `module.exports =`): the span of the words that export it. */
export type ExportPlaces = ReadonlyMap<string, Span>;

/** `module.exports` or `exports`, as the target of an assignment. */
function isExportsObject(node: Node): 'module' | 'exports' | undefined {
  if (node.type === 'Identifier' && node.name === 'exports') return 'exports';
  if (node.type === 'MemberExpression' && !node.computed && (node.object as Node).type === 'Identifier' && (node.object as Node).name === 'module' && memberName(node) === 'exports') return 'module';
  return undefined;
}

function declaredNames(declaration: Node): string[] {
  if (declaration.type === 'VariableDeclaration') {
    return (declaration.declarations as Node[]).map((declarator) => declarator.id as Node).filter((id) => id.type === 'Identifier').map((id) => id.name as string);
  }
  const id = declaration.id as Node | null | undefined;
  return id?.type === 'Identifier' ? [id.name as string] : [];
}

/** The export places of a source text; empty when it does not parse. */
export function exportPlaces(path: string, text: string): ExportPlaces {
  const places = new Map<string, Span>();
  const parsed = parseSource(path, text);
  if (!parsed.program) return places;
  const set = (name: string, span: Span): void => {
    if (!places.has(name)) places.set(name, span);
  };
  for (const statement of parsed.program.body as Node[]) {
    const span = spanOf(statement);
    const keyword = { start: span.start, end: Math.min(span.end, span.start + 'export'.length) };
    if (statement.type === 'ExportDefaultDeclaration') set('default', keyword);
    else if (statement.type === 'ExportNamedDeclaration') {
      if (statement.declaration) for (const name of declaredNames(statement.declaration as Node)) set(name, keyword);
      for (const specifier of (statement.specifiers as Node[] | undefined) ?? []) {
        const name = exportedName(specifier.exported as Node);
        if (name !== undefined) set(name, keyword);
      }
    } else if (statement.type === 'ExpressionStatement' && (statement.expression as Node).type === 'AssignmentExpression') {
      // module.exports = ..., module.exports.data = ..., exports.data = ...
      const target = (statement.expression as Node).left as Node;
      const targetSpan = spanOf(target);
      if (isExportsObject(target) === 'module') {
        set('default', targetSpan);
        const value = (statement.expression as Node).right as Node;
        // The CommonJS layout's named exports are its object's keys (Node's named exports of it).
        if (value.type === 'ObjectExpression') {
          for (const property of value.properties as Node[]) {
            const key = property.type === 'Property' && !property.computed ? exportedName(property.key as Node) : undefined;
            if (key !== undefined) set(key, targetSpan);
          }
        }
      } else if (target.type === 'MemberExpression' && !target.computed && isExportsObject(target.object as Node)) {
        const name = memberName(target);
        if (name !== undefined) set(name, targetSpan);
      }
    }
  }
  return places;
}
