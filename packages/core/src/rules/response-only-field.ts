import {
  RESPONSE_ONLY_CHOICE_FIELDS,
  RESPONSE_ONLY_COMMAND_FIELDS,
  RESPONSE_ONLY_OPTION_FIELDS,
  RESPONSE_ONLY_PERMISSIONS_FIELDS,
} from '../facts.js';
import { SHAPE_OTHER_KEY } from '../shape.js';
import type { RuleContext } from '../nodes.js';
import { visitObjects, type Labelled } from '../fields.js';
import { defineRule } from '../rule.js';
import type { Path } from '../types.js';
import { camelCase, capitalize, has, type JsonObject } from '../util.js';

function check(
  context: RuleContext,
  at: { readonly body: number; readonly path: Path },
  object: JsonObject,
  owner: Labelled,
  fields: readonly string[],
  allowed?: string,
): void {
  for (const field of fields) {
    if (field !== allowed && has(object, field)) {
      report(context, at, owner, field, `"${field}" is only returned by the service and is ignored in a request`);
    }
    // A library's object saved as JSON names them in camelCase (applicationId, guildId).
    const camel = camelCase(field);
    if (camel !== field && has(object, camel)) {
      report(context, at, owner, camel, `"${camel}" is "${field}" in camelCase, as a library returns it: a field only the service returns, ignored in a request`);
    }
  }
}

function report(context: RuleContext, at: { readonly body: number; readonly path: Path }, owner: Labelled, key: string, what: string): void {
  const fieldPath = [...at.path, key];
  context.report(at, {
    path: fieldPath,
    messageId: 'responseOnly', data: { subject: capitalize(owner.label), what },
    suggestions: [{ message: `Remove "${key}"`, fix: [{ op: 'remove', path: fieldPath }] }],
  });
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'response-only-field',
    description: 'Fields the service only returns (id, application_id, guild_id, version, name_localized, description_localized, also in camelCase) are ignored in a request; `id` is allowed in a bulk overwrite.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'docs/facts/command.md#response-only-fields',
    messages: {
      responseOnly: '{{subject}}: {{what}}; remove it.',
    },
  },
  (context) => ({
    only: {
      shapes: SHAPE_OTHER_KEY, // command, option, choice: only objects with a key that is no field
    },
    ...visitObjects(
      { command: RESPONSE_ONLY_COMMAND_FIELDS, option: RESPONSE_ONLY_OPTION_FIELDS, choice: RESPONSE_ONLY_CHOICE_FIELDS, permissions: RESPONSE_ONLY_PERMISSIONS_FIELDS },
      // A bulk overwrite matches existing commands by id, so id is meaningful there.
      (node, owner, fields) => check(context, node, node.value, owner, fields, node.node === 'command' && node.bodyKind === 'commands' ? 'id' : undefined),
    ),
  }),
);
