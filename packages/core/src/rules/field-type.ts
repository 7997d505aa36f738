import { CHOICE_FIELD_SPECS, COMMAND_FIELD_SPECS, KIND_WORDS, OPTION_FIELD_SPECS, PERMISSION_ENTRY_SPECS, PERMISSIONS_BODY_SPECS, isKind, type FieldSpec, fieldEntries } from '../fields.js';
import { visitObjects, type Labelled } from '../fields.js';
import type { RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import type { Path } from '../types.js';
import { capitalize, has, type JsonObject, jsonTypeOf, keysOf, numberFromString, reportMisfits, show } from '../util.js';
import { resolveEnum } from '../facts.js';
import { SHAPE_MISFIT } from '../shape.js';
import { SUMMARY_UNTYPED_VALUE } from '../summary.js';

/** A string that the number-as-string rule reports (and fixes) instead. */
function numberInDisguise(value: unknown, spec: FieldSpec): boolean {
  if (typeof value !== 'string') return false;
  if (numberFromString(value) !== undefined) return true;
  return spec.names !== undefined && resolveEnum(value, spec.names) !== undefined;
}

function checkFields(
  context: RuleContext,
  at: { readonly body: number; readonly path: Path },
  object: JsonObject,
  owner: Labelled,
  specs: ReadonlyMap<string, FieldSpec>,
): void {
  for (const { field, spec } of fieldEntries(specs)) {
    if (!has(object, field) || spec.custom) continue;
    const value = object[field];
    if (value === undefined) continue;
    if (value === null) {
      if (!spec.nullable) {
        context.report(at, {
          path: [...at.path, field],
          messageId: 'null', data: { subject: capitalize(owner.label), field, kindWords: KIND_WORDS[spec.kind] },
        });
      }
      continue;
    }
    if (!isKind(value, spec.kind)) {
      if ((spec.kind === 'integer' || spec.kind === 'number') && numberInDisguise(value, spec)) continue;
      context.report(at, {
        path: [...at.path, field],
        messageId: 'wrongType', data: { subject: capitalize(owner.label), field, kindWords: KIND_WORDS[spec.kind], jsonTypeOf: jsonTypeOf(value), value: show(value) },
      });
      continue;
    }
    if (spec.kind === 'array' && spec.items) {
      const items = spec.items;
      const fits = (item: unknown): boolean => isKind(item, items) || (items === 'integer' && numberInDisguise(item, spec));
      const more = reportMisfits(value as unknown[], fits, (item, i) => {
        context.report(at, {
          path: [...at.path, field, i],
          messageId: 'itemWrongType', data: { subject: capitalize(owner.label), i, field, kindWords: KIND_WORDS[items], jsonTypeOf: jsonTypeOf(item), item: show(item) },
        });
      });
      if (more > 0) {
        context.report(at, { path: [...at.path, field], messageId: 'moreItemsWrongType', data: { subject: capitalize(owner.label), more, field, kindWords: KIND_WORDS[spec.items] } });
      }
    }
  }
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'field-type',
    description: 'Every field must have its JSON type (a string, a boolean, an integer, an array, an object); null only where the API accepts it.',
    severity: 'error',
    source: 'docs/facts/command.md#field-types',
    messages: {
      null: '{{subject}}: "{{field}}" must be {{kindWords}}, not null; remove the field to leave it unset.',
      wrongType: '{{subject}}: "{{field}}" must be {{kindWords}}, not {{jsonTypeOf}} ({{value}}).',
      itemWrongType: '{{subject}}: item {{i}} of "{{field}}" must be {{kindWords}}, not {{jsonTypeOf}} ({{item}}).',
      moreItemsWrongType: '{{subject}}: {{more}} more items of "{{field}}" are not {{kindWords}}.',
      localizationNotString: '{{subject}}: the {{locale}} {{field}} localization must be a string (or null), not {{jsonTypeOf}} ({{text}}).',
    },
  },
  (context) => ({
    only: {
      shapes: SHAPE_MISFIT, // command, option, choice: only objects with a value that may not fit
      summaries: SUMMARY_UNTYPED_VALUE, // localizations: only dictionaries with such a value
    },
    ...visitObjects(
      { command: COMMAND_FIELD_SPECS, option: OPTION_FIELD_SPECS, choice: CHOICE_FIELD_SPECS, permissions: PERMISSIONS_BODY_SPECS, permissionEntry: PERMISSION_ENTRY_SPECS },
      (node, owner, specs) => checkFields(context, node, node.value, owner, specs),
    ),
    localizations(node) {
      for (const locale of keysOf(node.value)) {
        const text = node.value[locale];
        if (typeof text === 'string' || text === null) continue;
        context.report(node, {
          path: [...node.path, locale],
          messageId: 'localizationNotString', data: { locale, field: node.field, jsonTypeOf: jsonTypeOf(text), text: show(text) },
        });
      }
    },
  }),
);
