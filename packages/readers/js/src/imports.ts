// The names a module's top-level value imports give (`import { Command as Base } from '...'`):
// what a local name stands for, where a framework's own export is told from a bot's of that name.
import type { Node } from './estree.js';

/** Each local name a top-level value import gives, and the package and export it stands for. */
export type ImportedNames = ReadonlyMap<string, { readonly source: string; readonly name: string }>;

export function importedNames(program: Node): ImportedNames {
  const names = new Map<string, { source: string; name: string }>();
  for (const statement of (program.body as Node[] | undefined) ?? []) {
    if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') continue;
    const source = String((statement.source as Node).value);
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const imported = specifier.imported as Node;
      names.set((specifier.local as Node).name as string, { source, name: imported.type === 'Identifier' ? (imported.name as string) : String(imported.value) });
    }
  }
  return names;
}

