import { COMMAND_FIELD_SPECS, OPTION_FIELD_SPECS, PERMISSION_ENTRY_SPECS, type FieldSpec } from '../fields.js';
import { entryLabel, type Labelled } from '../fields.js';
import type { RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import type { Path } from '../types.js';
import { has, type JsonObject } from '../util.js';
import { capitalize } from '../variants.js';

function allowed(names: ReadonlyMap<number, string>): string {
  return [...names].map(([number, name]) => `${number} (${name})`).join(', ');
}

function checkFields(context: RuleContext, at: { readonly body: number }, object: JsonObject, path: Path, owner: Labelled, specs: ReadonlyMap<string, FieldSpec>): void {
  for (const [field, spec] of specs) {
    const names = spec.names;
    if (!names || !has(object, field)) continue;
    const value = object[field];
    const check = (item: unknown, where: string, itemPath: Path): void => {
      if (typeof item !== 'number' || !Number.isInteger(item) || names.has(item)) return;
      context.report(at, { path: itemPath, message: `${capitalize(owner.label)}: ${where} ${item} is not a valid value; use one of ${allowed(names)}.` });
    };
    if (spec.kind === 'array' && Array.isArray(value)) {
      value.forEach((item: unknown, i) => check(item, `item ${i} of "${field}"`, [...path, field, i]));
    } else {
      check(value, `"${field}"`, [...path, field]);
    }
  }
}

export default defineRule(
  {
    id: 'enum-value',
    description: 'Enumerated integers (command and option types, handler, contexts, integration types, channel types, permission types) must be values the API defines.',
    severity: 'error',
    source: 'spec §1, §2; api-facts §1',
  },
  (context) => ({
    command(node) {
      checkFields(context, node, node.value, node.path, node, COMMAND_FIELD_SPECS);
    },
    option(node) {
      checkFields(context, node, node.value, node.path, node, OPTION_FIELD_SPECS);
    },
    permissionEntry(node) {
      checkFields(context, node, node.value, node.path, entryLabel(node.index), PERMISSION_ENTRY_SPECS);
    },
  }),
);
