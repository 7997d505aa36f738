import {
  CHOICE_FIELDS,
  COMMAND_FIELDS,
  OPTION_FIELDS,
  PERMISSION_ENTRY_FIELDS,
  PERMISSIONS_BODY_FIELDS,
  RESPONSE_ONLY_CHOICE_FIELDS,
  RESPONSE_ONLY_COMMAND_FIELDS,
  RESPONSE_ONLY_OPTION_FIELDS,
  RESPONSE_ONLY_PERMISSIONS_FIELDS,
} from '../facts.js';
import type { ReportDescriptor, RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import type { Path } from '../types.js';
import { closest, has, keysOf, type JsonObject } from '../util.js';
import { capitalize } from '../variants.js';

interface Known {
  readonly fields: readonly string[];
  readonly all: ReadonlySet<string>;
}
const known = (fields: readonly string[], responseOnly: readonly string[]): Known => ({
  fields,
  all: new Set([...fields, ...responseOnly]),
});
const COMMAND = known(COMMAND_FIELDS, RESPONSE_ONLY_COMMAND_FIELDS);
const OPTION = known(OPTION_FIELDS, RESPONSE_ONLY_OPTION_FIELDS);
const CHOICE = known(CHOICE_FIELDS, RESPONSE_ONLY_CHOICE_FIELDS);
const ENTRY = known(PERMISSION_ENTRY_FIELDS, []);
const PERMISSIONS = known(PERMISSIONS_BODY_FIELDS, RESPONSE_ONLY_PERMISSIONS_FIELDS);

function check(context: RuleContext, at: { readonly body: number }, object: JsonObject, path: Path, label: string, fields: Known): void {
  for (const key of keysOf(object)) {
    if (fields.all.has(key)) continue;
    const guess = closest(key, fields.fields);
    const report: ReportDescriptor = {
      path: [...path, key],
      message: guess
        ? `${capitalize(label)}: unknown field "${key}" is ignored by the service; did you mean "${guess}"?`
        : `${capitalize(label)}: unknown field "${key}" is ignored by the service; remove it (known fields: ${fields.fields.join(', ')}).`,
      ...(guess && !has(object, guess)
        ? { suggestions: [{ message: `Rename "${key}" to "${guess}"`, fix: [{ op: 'rename', path: [...path, key], to: guess }] }] }
        : {}),
    };
    context.report(at, report);
  }
}

export default defineRule(
  {
    id: 'unknown-field',
    description: 'Fields the API does not define are ignored by the service; usually a typo of a field that is.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'api-facts §3 (any other key)',
  },
  (context) => ({
    command(node) {
      check(context, node, node.value, node.path, node.label, COMMAND);
    },
    option(node) {
      check(context, node, node.value, node.path, node.label, OPTION);
    },
    choice(node) {
      check(context, node, node.value, node.path, node.label, CHOICE);
    },
    permissions(node) {
      check(context, node, node.value, node.path, 'the permissions body', PERMISSIONS);
    },
    permissionEntry(node) {
      check(context, node, node.value, node.path, `permission entry ${node.index}`, ENTRY);
    },
  }),
);
