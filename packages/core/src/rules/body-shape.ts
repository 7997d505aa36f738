import { defineRule } from '../rule.js';
import { MAX_ITEM_REPORTS, heldIndices, isObject, jsonTypeOf } from '../util.js';

export default defineRule(
  {
    id: 'body-shape',
    description: 'The body must have the shape of its request: a command object, an array of command objects, or a permissions object.',
    severity: 'error',
    source: 'spec §4 (request bodies of the endpoints)',
  },
  (context) => ({
    root(node) {
      const { value, kind } = node;
      if (kind === 'commands') {
        if (!Array.isArray(value)) {
          context.report(node, { path: [], message: `A bulk-overwrite body must be an array of command objects, not ${jsonTypeOf(value)}.` });
          return;
        }
        let reported = 0;
        const held = heldIndices(value);
        // The holes of a long array are items that are no command objects too: counted, not listed.
        let more = held === undefined ? 0 : value.length - held.length;
        const count = held === undefined ? value.length : held.length;
        for (let k = 0; k < count; k++) {
          const i = held === undefined ? k : held[k]!;
          const item: unknown = value[i];
          if (isObject(item)) continue;
          if (reported === MAX_ITEM_REPORTS) {
            more++;
            continue;
          }
          reported++;
          context.report(node, {
            path: [i],
            message: `Item ${i} of the bulk-overwrite array must be a command object, not ${jsonTypeOf(item)}; remove it or make it a command.`,
          });
        }
        if (more > 0) context.report(node, { path: [], message: `${more} more items of the bulk-overwrite array are not command objects; remove them.` });
      } else if (!isObject(value)) {
        const what = kind === 'permissions' ? 'a permissions body ({"permissions": [...]})' : kind === 'edit' ? 'an edit body (a command object with the fields to change)' : 'a command object';
        context.report(node, { path: [], message: `The body must be ${what}, not ${jsonTypeOf(value)}.` });
      }
    },
  }),
);
