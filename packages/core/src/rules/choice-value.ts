import { LIMITS, MAX_NUMBER_BOUND, MAX_SAFE_INTEGER, OptionType, optionTypeName } from '../facts.js';
import { defineRule } from '../rule.js';
import { capitalize, codePointLength, exceeds, has, jsonTypeOf, numberFromString, show } from '../util.js';

/** Whether the value is valid for the option type, checked before anything costly. */
function fits(type: number, value: unknown): boolean {
  if (type === OptionType.STRING) return typeof value === 'string' && value.length >= 1 && !exceeds(value, LIMITS.choiceStringValueLength);
  if (typeof value !== 'number') return false;
  return type === OptionType.INTEGER ? Number.isInteger(value) && Math.abs(value) <= MAX_SAFE_INTEGER : Number.isFinite(value) && Math.abs(value) <= MAX_NUMBER_BOUND;
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'choice-value',
    description: 'A choice value must fit its option: a string of 1-100 characters for STRING, an integer within ±(2^53-1) for INTEGER, a finite number within ±2^53 for NUMBER.',
    severity: 'error',
    hasSuggestions: true,
    source: 'docs/facts/options.md#choices',
    messages: {
      numberForString: '{{where}} must be a string, because the option is of type STRING; use {{value}}.',
      notString: '{{where}} must be a string of 1-{{max}} characters (the option is of type STRING), not {{jsonTypeOf}}.',
      emptyString: '{{where}} is empty; STRING choice values need 1-{{max}} characters.',
      tooLong: '{{where}} has {{codePointLength}} characters; the limit is {{max}}: shorten it.',
      notNumber: '{{where}} must be {{type}} (the option is of type {{name}}), not {{jsonTypeOf}}.',
      notInteger: '{{where}} must be an integer because the option is of type INTEGER; use an integer or make the option a NUMBER (type 10).',
      outsideIntegerRange: '{{where}} is outside the INTEGER range ±{{max}} (2^53-1); use a value within it, or a STRING option for larger values such as ids.',
      outsideNumberRange: '{{where}} is outside the NUMBER range ±{{max}} (2^53); use a value within it.',
    },
  },
  (context) => ({
    choice(node) {
      const type = node.option.type;
      if ((type !== OptionType.STRING && type !== OptionType.INTEGER && type !== OptionType.NUMBER) || !has(node.value, 'value')) return;
      const value = node.value.value;
      if (fits(type, value)) return; // the common case: nothing to build a message for
      const path = [...node.path, 'value'];
      // show() renders null as "an object"; containers are named by the "not ..." part instead.
      const shown = value === null ? 'null' : typeof value === 'object' ? undefined : show(value);
      const where = `${capitalize(node.label)}: ${shown === undefined ? 'the value' : `value ${shown}`}`;
      if (type === OptionType.STRING) {
        if (typeof value === 'number' && Number.isFinite(value)) {
          context.report(node, {
            path,
            messageId: 'numberForString', data: { where, value: JSON.stringify(String(value)) },
            suggestions: [{ message: `Use the string ${JSON.stringify(String(value))}`, fix: [{ op: 'set', path, value: String(value) }] }],
          });
        } else if (typeof value !== 'string') {
          context.report(node, { path, messageId: 'notString', data: { max: LIMITS.choiceStringValueLength, where, jsonTypeOf: jsonTypeOf(value) } });
        } else if (value.length === 0) {
          context.report(node, { path, messageId: 'emptyString', data: { max: LIMITS.choiceStringValueLength, where } });
        } else if (exceeds(value, LIMITS.choiceStringValueLength)) {
          context.report(node, { path, messageId: 'tooLong', data: { max: LIMITS.choiceStringValueLength, where, codePointLength: codePointLength(value) } });
        }
        return;
      }
      // A numeric string is the number-as-string rule's to report and fix.
      if (typeof value === 'string' && numberFromString(value) !== undefined) return;
      const name = optionTypeName(type);
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        context.report(node, { path, messageId: 'notNumber', data: { where, type: type === OptionType.INTEGER ? 'an integer' : 'a finite number', name, jsonTypeOf: jsonTypeOf(value) } });
      } else if (type === OptionType.INTEGER && !Number.isInteger(value)) {
        context.report(node, { path, messageId: 'notInteger', data: { where } });
      } else if (type === OptionType.INTEGER && Math.abs(value) > MAX_SAFE_INTEGER) {
        context.report(node, { path, messageId: 'outsideIntegerRange', data: { max: MAX_SAFE_INTEGER, where } });
      } else if (type === OptionType.NUMBER && Math.abs(value) > MAX_NUMBER_BOUND) {
        context.report(node, { path, messageId: 'outsideNumberRange', data: { max: MAX_NUMBER_BOUND, where } });
      }
    },
  }),
);
