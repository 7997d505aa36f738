// What the command files' JSON Schemas (shared's command-schema.ts, shipped in the cmdlint
// package) say of each field, read from the schemas themselves so that completion documents a
// field with the very words an editor without this server shows on hover.
import { commandSchema, permissionsSchema } from '@cmdlint/linter';

export type FieldOwner = 'command' | 'option' | 'choice' | 'permissions' | 'permission';

type Schema = {
  readonly description?: unknown;
  readonly deprecationMessage?: unknown;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly items?: Schema;
  readonly definitions?: Readonly<Record<string, Schema>>;
  readonly allOf?: readonly { readonly then?: Schema }[];
};

let docs: ReadonlyMap<FieldOwner, ReadonlyMap<string, string>> | undefined;

function fieldDocs(properties: Readonly<Record<string, Schema | boolean>> | undefined, found = new Map<string, string>()): Map<string, string> {
  for (const [name, schema] of Object.entries(properties ?? {})) {
    if (typeof schema !== 'object' || found.has(name)) continue; // `false`: the field is not allowed there
    const parts = [schema.description, schema.deprecationMessage].filter((part): part is string => typeof part === 'string');
    if (parts.length > 0) found.set(name, parts.join('\n\n'));
  }
  return found;
}

/** The schema's description of a field of an object of this kind (with its deprecation), if it has one. */
export function schemaDescription(owner: FieldOwner, field: string): string | undefined {
  if (!docs) {
    const command = commandSchema() as Schema;
    const permissions = permissionsSchema() as Schema;
    const option = command.definitions?.option;
    docs = new Map([
      ['command', fieldDocs(command.definitions?.command?.properties)],
      // An option's fields of some types only are defined in the `then` of each type that has them.
      ['option', (option?.allOf ?? []).reduce((found, branch) => fieldDocs(branch.then?.properties, found), fieldDocs(option?.properties))],
      ['choice', fieldDocs(option?.properties?.choices?.items?.properties)],
      ['permissions', fieldDocs(permissions.properties)],
      ['permission', fieldDocs(permissions.properties?.permissions?.items?.properties)],
    ]);
  }
  return docs.get(owner)?.get(field);
}
