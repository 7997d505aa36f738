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
import { SHAPE_OTHER_KEY } from '../shape.js';
import type { ReportDescriptor, RuleContext } from '../nodes.js';
import { visitObjects, type Labelled } from '../fields.js';
import { defineRule } from '../rule.js';
import type { Path } from '../types.js';
import { camelCase, capitalize, closest, has, type JsonObject, snakeCase } from '../util.js';

interface Known {
  readonly fields: readonly string[];
  readonly all: ReadonlySet<string>;
}
// Response-only fields in camelCase (applicationId) are response-only-field's to report.
const known = (fields: readonly string[], responseOnly: readonly string[]): Known => ({
  fields,
  all: new Set([...fields, ...responseOnly, ...responseOnly.map(camelCase)]),
});
const COMMAND = /* @__PURE__ */ known(COMMAND_FIELDS, RESPONSE_ONLY_COMMAND_FIELDS);
const OPTION = /* @__PURE__ */ known(OPTION_FIELDS, RESPONSE_ONLY_OPTION_FIELDS);
const CHOICE = /* @__PURE__ */ known(CHOICE_FIELDS, RESPONSE_ONLY_CHOICE_FIELDS);
const ENTRY = /* @__PURE__ */ known(PERMISSION_ENTRY_FIELDS, []);
const PERMISSIONS = /* @__PURE__ */ known(PERMISSIONS_BODY_FIELDS, RESPONSE_ONLY_PERMISSIONS_FIELDS);

/** The own enumerable keys not in `known`, without making an array of all keys; none when the object cannot be enumerated. */
function unknownKeys(object: JsonObject, known: ReadonlySet<string>): readonly string[] {
  let found: string[] | undefined;
  try {
    for (const key in object) if (has(object, key) && !known.has(key)) (found ??= []).push(key);
  } catch {
    return [];
  }
  return found ?? [];
}

/** An array with an object that has a name: commands under a wrapper's key, never to be removed. */
function holdsCommands(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length && i < 100; i++) {
    const item: unknown = value[i];
    if (typeof item === 'object' && item !== null && !Array.isArray(item) && has(item as JsonObject, 'name')) return true;
  }
  return false;
}

/** What to write today for a deprecated field a misspelling comes closest to (see deprecated-field). */
const TODAY: Readonly<Record<string, { readonly field: string; readonly whenFalse: unknown; readonly meaning: string }>> = {
  default_permission: { field: 'default_member_permissions', whenFalse: '0', meaning: 'administrators only' },
  dm_permission: { field: 'contexts', whenFalse: [0], meaning: 'GUILD only, without 1, BOT_DM' },
};

/**
 * A misspelling (defaultPermission) of a deprecated field: the advice is today's field, keeping
 * the meaning (true is the default and goes; false is today's field's value), never the old name.
 */
function deprecatedSpelling(owner: Labelled, path: Path, key: string, old: string, value: unknown, object: JsonObject): ReportDescriptor {
  const today = TODAY[old]!;
  const data = { subject: capitalize(owner.label), key, old, field: today.field };
  if (value === true) {
    return { path, messageId: 'deprecatedTrue', data, suggestions: [{ message: `Remove "${key}"`, fix: [{ op: 'remove', path }] }] };
  }
  if (value === false && !has(object, today.field)) {
    const parent = path.slice(0, -1);
    return {
      path,
      messageId: 'deprecatedFalse',
      data: { ...data, whenFalse: JSON.stringify(today.whenFalse), meaning: today.meaning },
      suggestions: [{ message: `Replace it with "${today.field}": ${JSON.stringify(today.whenFalse)}`, fix: [{ op: 'set', path: [...parent, today.field], value: today.whenFalse }, { op: 'remove', path }] }],
    };
  }
  return { path, messageId: 'deprecatedOther', data };
}

function check(context: RuleContext, at: { readonly body: number; readonly path: Path }, object: JsonObject, owner: Labelled, fields: Known): void {
  for (const key of unknownKeys(object, fields.all)) {
    // An editor's schema association at the top of a file: the service ignores it like any unknown
    // key, and warning on it would fail `--max-warnings 0` for using the shipped schema.
    if (key === '$schema' && at.path.length === 0) continue;
    // A camelCase spelling of a field (defaultMemberPermissions) first, then a typo.
    const snake = snakeCase(key);
    const guess = snake !== undefined && fields.fields.includes(snake) ? snake : closest(key, fields.fields);
    if (guess !== undefined && fields === COMMAND && has(TODAY, guess)) {
      context.report(at, deprecatedSpelling(owner, [...at.path, key], key, guess, object[key], object));
      continue;
    }
    const report: ReportDescriptor = {
      path: [...at.path, key],
      ...(guess === undefined
        ? at.path.length === 0 && holdsCommands(object[key])
          ? { messageId: 'wrapper', data: { subject: capitalize(owner.label), key } }
          : fields.fields.length <= 4
            ? { messageId: 'unknownFew', data: { subject: capitalize(owner.label), key, fields: fields.fields.join(', ') } }
            : { messageId: 'unknown', data: { subject: capitalize(owner.label), key } }
        : { messageId: guess === snake ? 'camelCase' : 'typo', data: { subject: capitalize(owner.label), key, guess } }),
      ...(guess && !has(object, guess)
        ? { suggestions: [{ message: `Rename "${key}" to "${guess}"`, fix: [{ op: 'rename', path: [...at.path, key], to: guess }] }] }
        : {}),
    };
    context.report(at, report);
  }
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'unknown-field',
    description: 'Fields the API does not define are ignored by the service; usually a typo of a field that is.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'docs/facts/command.md#unknown-fields',
    messages: {
      deprecatedTrue: '{{subject}}: unknown field "{{key}}" is ignored by the service; it reads as "{{old}}", which is deprecated, and true is its default: remove it.',
      deprecatedFalse: '{{subject}}: unknown field "{{key}}" is ignored by the service; it reads as "{{old}}", which is deprecated: write "{{field}}": {{whenFalse}} ({{meaning}}) in its place.',
      deprecatedOther: '{{subject}}: unknown field "{{key}}" is ignored by the service; it reads as "{{old}}", which is deprecated: use "{{field}}" instead, or remove it.',
      wrapper: '{{subject}}: "{{key}}" holds what look like commands, so this object wraps them and is no command itself: send the array at "/{{key}}" to the API, and name it as the body of the file\'s set ("body": "/{{key}}" in cmdlint.config.json) so that cmdlint lints the commands inside.',
      unknownFew: '{{subject}}: unknown field "{{key}}" is ignored by the service; remove it (known fields: {{fields}}).',
      unknown: '{{subject}}: unknown field "{{key}}" is ignored by the service; remove it, or rename it to the field you meant (docs/rules/unknown-field.md lists the fields).',
      camelCase: '{{subject}}: unknown field "{{key}}" is ignored by the service: the API\'s fields are snake_case; did you mean "{{guess}}"?',
      typo: '{{subject}}: unknown field "{{key}}" is ignored by the service; did you mean "{{guess}}"?',
    },
  },
  (context) => ({
    only: {
      shapes: SHAPE_OTHER_KEY, // command, option, choice: only objects with a key that is no field
    },
    ...visitObjects({ command: COMMAND, option: OPTION, choice: CHOICE, permissions: PERMISSIONS, permissionEntry: ENTRY }, (node, owner, fields) =>
      check(context, node, node.value, owner, fields),
    ),
  }),
);
