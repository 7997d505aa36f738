import { CONTEXT_NAMES, INTEGRATION_TYPE_NAMES } from '../facts.js';
import { defineRule } from '../rule.js';
import { heldIndices, own } from '../util.js';

const FIELDS: readonly { readonly field: string; readonly names: ReadonlyMap<number, string> }[] = [
  { field: 'contexts', names: CONTEXT_NAMES },
  { field: 'integration_types', names: INTEGRATION_TYPE_NAMES },
];

/** Whether `list[index]` already appeared before it. Short lists (all real ones) are searched; long ones get a set. */
function isRepeat(list: readonly unknown[], index: number, seen: Set<unknown> | undefined): boolean {
  if (seen) return seen.has(list[index]);
  const item = list[index];
  for (let j = 0; j < index; j++) if (list[j] === item) return true;
  return false;
}

/** Beyond this many items a set is cheaper than searching the items before each one. */
const SEARCH_LIMIT = 16;

export default /* @__PURE__ */ defineRule(
  {
    id: 'duplicate-array-value',
    description: 'contexts and integration_types hold distinct values.',
    severity: 'error',
    fixable: true,
    source: 'docs/facts/command.md#contexts-and-installation',
    messages: {
      repeated: '{{subject}}: "{{field}}" lists {{item}}{{name}} more than once; each value may appear once: remove the repeat.',
    },
  },
  (context) => ({
    command(node) {
      for (let f = 0; f < FIELDS.length; f++) {
        const { field, names } = FIELDS[f]!;
        const list = own(node.value, field);
        if (!Array.isArray(list) || list.length < 2) continue;
        const seen = list.length > SEARCH_LIMIT ? new Set<unknown>() : undefined;
        const held = heldIndices(list);
        const count = held === undefined ? list.length : held.length;
        for (let k = 0; k < count; k++) {
          const i = held === undefined ? k : held[k]!;
          const item: unknown = list[i];
          if (typeof item !== 'number') continue;
          if (!isRepeat(list, i, seen)) {
            seen?.add(item);
            continue;
          }
          const path = [...node.path, field, i];
          const name = names.get(item);
          context.report(node, {
            path,
            messageId: 'repeated', data: { field, item, name: name === undefined ? '' : ` (${name})` },
            fix: [{ op: 'remove', path }],
          });
        }
      }
    },
  }),
);
