import { defineRule } from '../rule.js';
import { isObject, jsonTypeOf, reportMisfits } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'body-shape',
    description: 'The body must have the shape of its request: a command object, an array of command objects, or a permissions object.',
    severity: 'error',
    source: 'docs/facts/values.md#body-shape',
    messages: {
      notArray: 'A bulk-overwrite body must be an array of command objects, not {{jsonTypeOf}}.',
      itemNotCommand: 'Item {{i}} of the bulk-overwrite array must be a command object, not {{jsonTypeOf}}; remove it or make it a command.',
      moreItemsNotCommands: '{{more}} more items of the bulk-overwrite array are not command objects; remove them.',
      notObject: 'The body must be {{what}}, not {{jsonTypeOf}}.',
    },
  },
  (context) => ({
    root(node) {
      const { value, kind } = node;
      if (kind === 'commands') {
        if (!Array.isArray(value)) {
          context.report(node, { path: [], messageId: 'notArray', data: { jsonTypeOf: jsonTypeOf(value) } });
          return;
        }
        const more = reportMisfits(value, isObject, (item, i) => {
          context.report(node, {
            path: [i],
            messageId: 'itemNotCommand', data: { i, jsonTypeOf: jsonTypeOf(item) },
          });
        });
        if (more > 0) context.report(node, { path: [], messageId: 'moreItemsNotCommands', data: { more } });
      } else if (!isObject(value)) {
        const what = kind === 'permissions' ? 'a permissions body ({"permissions": [...]})' : kind === 'edit' ? 'an edit body (a command object with the fields to change)' : 'a command object';
        context.report(node, { path: [], messageId: 'notObject', data: { what, jsonTypeOf: jsonTypeOf(value) } });
      }
    },
  }),
);
