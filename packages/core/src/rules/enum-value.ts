import { COMMAND_FIELD_SPECS, OPTION_FIELD_SPECS, PERMISSION_ENTRY_SPECS, type FieldSpec, fieldEntries } from '../fields.js';
import { visitObjects, type Labelled } from '../fields.js';
import type { RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import type { Path } from '../types.js';
import { capitalize, forEachItem, has, type JsonObject } from '../util.js';
import { SHAPE_MISFIT } from '../shape.js';

function allowed(names: ReadonlyMap<number, string>): string {
  return [...names].map(([number, name]) => `${number} (${name})`).join(', ');
}

function check(context: RuleContext, at: { readonly body: number; readonly path: Path }, owner: Labelled, names: ReadonlyMap<number, string>, item: unknown, field: string, index: number): void {
  if (typeof item !== 'number' || !Number.isInteger(item) || names.has(item)) return;
  // The place is spelled out only when there is something to report.
  const where = index === -1 ? `"${field}"` : `item ${index} of "${field}"`;
  const itemPath = index === -1 ? [...at.path, field] : [...at.path, field, index];
  context.report(at, { path: itemPath, messageId: 'invalid', data: { subject: capitalize(owner.label), where, item, allowed: allowed(names) } });
}

function checkFields(context: RuleContext, at: { readonly body: number; readonly path: Path }, object: JsonObject, owner: Labelled, specs: ReadonlyMap<string, FieldSpec>): void {
  for (const { field, spec } of fieldEntries(specs)) {
    const names = spec.names;
    if (!names || !has(object, field)) continue;
    const value = object[field];
    if (spec.kind === 'array' && Array.isArray(value)) {
      forEachItem(value, (item, i) => check(context, at, owner, names, item, field, i));
    } else {
      check(context, at, owner, names, value, field, -1);
    }
  }
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'enum-value',
    description: 'Enumerated integers (command and option types, handler, contexts, integration types, channel types, permission types) must be values the API defines.',
    severity: 'error',
    source: 'docs/facts/values.md#enumerations',
    messages: {
      invalid: '{{subject}}: {{where}} {{item}} is not a valid value; use one of {{allowed}}.',
    },
  },
  (context) => ({
    only: {
      shapes: SHAPE_MISFIT, // command, option, choice: only objects with a value that may not fit
    },
    ...visitObjects({ command: COMMAND_FIELD_SPECS, option: OPTION_FIELD_SPECS, permissionEntry: PERMISSION_ENTRY_SPECS }, (node, owner, specs) =>
      checkFields(context, node, node.value, owner, specs),
    ),
  }),
);
