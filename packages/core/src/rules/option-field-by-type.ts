import { OPTION_FIELD_TYPES, optionTypeName } from '../facts.js';
import { defineRule } from '../rule.js';
import { SHAPE_MISPLACED } from '../shape.js';
import { has, type JsonObject } from '../util.js';

function allowedOn(types: ReadonlySet<number>): string {
  return [...types].map((t) => `${optionTypeName(t)} (${t})`).join(', ');
}

/**
 * The fields of `option` its type does not allow. Most options have none: their keys are walked
 * without making a list of them, and a list is made only for what there is to report.
 */
const NONE: readonly string[] = [];

/**
 * `autocomplete: false` and an empty `choices` array are accepted on every option type, where they
 * do nothing (py-cord sends both on every option it registers): never reported.
 */
function acceptedEverywhere(field: string, value: unknown): boolean {
  return (field === 'autocomplete' && value === false) || (field === 'choices' && Array.isArray(value) && value.length === 0);
}

function misplacedFields(option: JsonObject, type: number): readonly string[] {
  let found: string[] | undefined;
  try {
    for (const field in option) {
      if (!has(option, field)) continue;
      const types = OPTION_FIELD_TYPES.get(field);
      if (types && !types.has(type) && !acceptedEverywhere(field, option[field])) (found ??= []).push(field);
    }
  } catch {
    return []; // an object that cannot be enumerated (a revoked proxy) has no fields to judge
  }
  return found ?? NONE;
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'option-field-by-type',
    description: 'Each option type allows only its own fields: required not on subcommands or groups, choices and autocomplete on STRING, INTEGER and NUMBER (autocomplete: false and an empty choices array on any type), bounds, channel_types and file_types on their types.',
    severity: 'error',
    source: 'docs/facts/options.md#fields-by-option-type',
    messages: {
      notAllowed: '{{subject}} is of type {{optionTypeName}}: "{{field}}" is not allowed on it ({{why}}); remove it.',
    },
  },
  (context) => ({
    // The walk's scan of the option's keys already tells whether one is not allowed on its type.
    only: { shapes: SHAPE_MISPLACED },
    option(node) {
      const { type, value } = node;
      if (type === undefined) return;
      const fields = misplacedFields(value, type);
      for (let i = 0; i < fields.length; i++) {
        const field = fields[i]!;
        const types = OPTION_FIELD_TYPES.get(field)!;
        const why =
          field === 'required' ? `${optionTypeName(type) === 'SUB_COMMAND' ? 'subcommands' : 'subcommand groups'} are never required or optional, whatever the value` : `it is only allowed on ${allowedOn(types)}`;
        context.report(node, {
          path: [...node.path, field],
          messageId: 'notAllowed', data: { optionTypeName: optionTypeName(type), field, why },
        });
      }
    },
  }),
);
