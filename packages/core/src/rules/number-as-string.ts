import { CHOICE_FIELD_SPECS, COMMAND_FIELD_SPECS, OPTION_FIELD_SPECS, PERMISSION_ENTRY_SPECS, type FieldSpec, fieldEntries } from '../fields.js';
import { entryLabel, type Labelled } from '../fields.js';
import type { RuleContext } from '../nodes.js';
import { defineRule } from '../rule.js';
import type { Path } from '../types.js';
import { capitalize, clip, forEachItem, has, numberFromString, own, quote, type JsonObject } from '../util.js';
import { OptionType, resolveEnum } from '../facts.js';
import { SHAPE_MISFIT } from '../shape.js';

/** The number a string stands for, when it stands for one (`"4"`, `"2.5"`, `"CHAT_INPUT"`). */
function intended(text: string, spec: FieldSpec): number | undefined {
  const number = numberFromString(text);
  if (number !== undefined) return number;
  return spec.names ? resolveEnum(text, spec.names) : undefined;
}

function report(context: RuleContext, at: { readonly body: number }, label: string, where: string, text: string, spec: FieldSpec, path: Path): void {
  const number = intended(text, spec);
  if (number === undefined) return;
  const name = spec.names?.get(number);
  if (spec.names && name === undefined) {
    // A number, but not one of the enum: fixing the quotes alone would not help.
    const valid = [...spec.names].map(([n, v]) => `${n} (${v})`).join(', ');
    context.report(at, { path, messageId: 'enumAsString', data: { subject: capitalize(label), where, text: quote(text), valid } });
    return;
  }
  if (spec.kind === 'integer' && !Number.isInteger(number)) {
    // Dropping the quotes would leave a fraction where an integer is expected: no fix.
    context.report(at, { path, messageId: 'integerAsString', data: { subject: capitalize(label), where, text: quote(text) } });
    return;
  }
  if (/^-?\d+$/.test(text) && BigInt(text) !== BigInt(number)) {
    // Past 2^53 the number would not be the one written: no fix.
    context.report(at, { path, messageId: 'inexactNumber', data: { max: Number.MAX_SAFE_INTEGER, subject: capitalize(label), where, text: quote(text), digits: clip(text) } });
    return;
  }
  const named = name !== undefined && text === name ? ` (${name})` : '';
  context.report(at, {
    path,
    messageId: 'numberAsString', data: { subject: capitalize(label), where, text: quote(text), number, named },
    fix: [{ op: 'set', path, value: number }],
  });
}

function checkFields(context: RuleContext, at: { readonly body: number; readonly path: Path }, object: JsonObject, owner: Labelled, specs: ReadonlyMap<string, FieldSpec>): void {
  for (const { field, spec } of fieldEntries(specs)) {
    if (!has(object, field)) continue;
    const value = object[field];
    if ((spec.kind === 'integer' || spec.kind === 'number') && !spec.custom && typeof value === 'string') {
      report(context, at, owner.label, `"${field}"`, value, spec, [...at.path, field]);
    } else if (spec.kind === 'array' && spec.items === 'integer' && Array.isArray(value)) {
      forEachItem(value, (item, i) => {
        if (typeof item === 'string') report(context, at, owner.label, `item ${i} of "${field}"`, item, spec, [...at.path, field, i]);
      });
    }
  }
}

const INTEGER_VALUE: FieldSpec = { kind: 'integer' };
const NUMBER_VALUE: FieldSpec = { kind: 'number' };

export default /* @__PURE__ */ defineRule(
  {
    id: 'number-as-string',
    description: 'Numbers must be JSON numbers: "type": "1" or "type": "CHAT_INPUT" is rejected by the service.',
    severity: 'error',
    fixable: true,
    source: 'docs/facts/values.md#numbers-not-strings',
    messages: {
      enumAsString: '{{subject}}: {{where}} is the string {{text}}; it must be a number, one of {{valid}}.',
      integerAsString: '{{subject}}: {{where}} is the string {{text}}; the service wants an integer without quotes: use a whole number.',
      inexactNumber: '{{subject}}: {{where}} is the string {{text}}; the service wants a number, but {{digits}} cannot be written exactly as a JSON number: use a value within ±{{max}}.',
      numberAsString: '{{subject}}: {{where}} is the string {{text}}; the service wants a number: use {{number}}{{named}} without quotes.',
    },
  },
  (context) => ({
    // Not `only: { shapes: SHAPE_MISFIT }`: that filter holds the command, option and choice
    // visitors alike, and the choice visitor must see every choice, since whether a choice's
    // value is a number in disguise depends on its option's type, which the choice's shape (made
    // against the choice's own fields, where `value` is any kind) cannot tell. So the command and
    // option visitors test the shape themselves, as the filter would.
    command(node) {
      if ((node.shape & SHAPE_MISFIT) === 0) return;
      checkFields(context, node, node.value, node, COMMAND_FIELD_SPECS);
    },
    option(node) {
      if ((node.shape & SHAPE_MISFIT) === 0) return;
      checkFields(context, node, node.value, node, OPTION_FIELD_SPECS);
    },
    choice(node) {
      if ((node.shape & SHAPE_MISFIT) !== 0) checkFields(context, node, node.value, node, CHOICE_FIELD_SPECS);
      const type = node.option.type;
      const value = own(node.value, 'value');
      if ((type === OptionType.INTEGER || type === OptionType.NUMBER) && typeof value === 'string') {
        report(context, node, node.label, '"value"', value, type === OptionType.INTEGER ? INTEGER_VALUE : NUMBER_VALUE, [...node.path, 'value']);
      }
    },
    permissionEntry(node) {
      checkFields(context, node, node.value, entryLabel(node.index), PERMISSION_ENTRY_SPECS);
    },
  }),
);
