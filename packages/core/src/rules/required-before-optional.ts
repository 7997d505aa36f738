import type { FixOperation } from '../types.js';
import { defineRule } from '../rule.js';
import { capitalize, heldIndices, MAX_ITEM_REPORTS, own, quote } from '../util.js';

const isRequired = (item: unknown): boolean =>
  typeof item === 'object' && item !== null && own(item as Record<string, unknown>, 'required') === true;

export default /* @__PURE__ */ defineRule(
  {
    id: 'required-before-optional',
    description: 'Required options must come before optional ones in their options array.',
    severity: 'error',
    fixable: true,
    source: 'docs/facts/options.md#structure',
    messages: {
      requiredAfterOptional: '{{subject}} is required but comes after the optional option {{optionalName}}; move required options before optional ones{{more}}.',
    },
  },
  (context) => ({
    options(node) {
      const list = node.value;
      let firstOptional = -1;
      let late: number[] | undefined; // made only when there is something to report
      const held = heldIndices(list);
      const count = held === undefined ? list.length : held.length;
      for (let k = 0; k < count; k++) {
        const i = held === undefined ? k : held[k]!;
        if (isRequired(list[i])) {
          if (firstOptional !== -1) (late ??= []).push(i);
        } else if (firstOptional === -1) {
          firstOptional = i;
        }
      }
      if (late === undefined) return;
      // The fix: move each required option, in order, to the end of the required block (a stable partition).
      const fix: FixOperation[] = [];
      let next = firstOptional;
      for (const index of late) {
        fix.push({ op: 'move', path: [...node.path, index], to: next });
        next++;
      }
      const byIndex = new Map(node.options.map((o) => [o.index, o]));
      const optional = byIndex.get(firstOptional);
      const optionalName = optional?.name === undefined ? `#${firstOptional}` : quote(optional.name);
      // One fix reorders the whole array, so only the first report carries it (a second copy would
      // only overlap it); and a pathological array gets a bounded number of reports.
      late.slice(0, MAX_ITEM_REPORTS).forEach((index, i) => {
        const option = byIndex.get(index);
        const label = option ? option.label : `option #${index}`;
        const more = i === MAX_ITEM_REPORTS - 1 && late.length > MAX_ITEM_REPORTS ? ` (${late.length - MAX_ITEM_REPORTS} more required options come after optional ones)` : '';
        context.report(node, {
          path: [...node.path, index],
          messageId: 'requiredAfterOptional', data: { subject: capitalize(label), optionalName, more },
          ...(i === 0 ? { fix } : {}),
        });
      });
    },
  }),
);
