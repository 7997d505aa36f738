// The plan row (issue 15): `plan(local, registered)` on the maximal global set against a registered
// copy of it (as the list endpoint returns it) with 10 % of its commands changed, as a ratio to
// `JSON.parse` of both texts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields the list endpoint fills in, with their defaults (the core's plan tests read the same file). */
const LIST_DEFAULTS = JSON.parse(readFileSync(new URL('../../packages/core/test/plan/list-defaults.json', import.meta.url), 'utf8'));

/** What the list endpoint returns for the set: ids, the defaults filled in (api-facts §10). */
function registeredCopy(commands) {
  return commands.map((command, i) => {
    const type = command.type ?? 1;
    const out = {
      id: String(1_000_000_000_000_000_000n + BigInt(i)),
      application_id: '111111111111111111',
      version: String(2_000_000_000_000_000_000n + BigInt(i)),
      type,
      ...structuredClone(LIST_DEFAULTS),
      ...structuredClone(command),
    };
    if (type !== 1 && (out.description === undefined || out.description === null)) out.description = '';
    // Every tenth command differs: its description or the order of its options.
    if (i % 10 === 0) {
      if (type === 1 && Array.isArray(out.options) && out.options.length > 1) out.options = [...out.options].reverse();
      else if (type === 1) out.description = `${String(out.description).slice(0, 90)} (old)`;
      else out.nsfw = !out.nsfw;
    }
    return out;
  });
}

export async function planRows({ out, runs, alternate, row, notYet, notes, log }) {
  const figure = '`plan(local, registered)`, maximal global set vs a copy with 10 % changed';
  const floorName = '`JSON.parse` of both texts';
  let core;
  try {
    core = await import('@cmdlint/core/plan');
  } catch (error) {
    notYet(figure, floorName, 1.0);
    notes.push(`plan row: not yet (@cmdlint/core/plan cannot be loaded: ${error.message}).`);
    return;
  }
  if (typeof core.plan !== 'function') {
    notYet(figure, floorName, 1.0);
    return;
  }
  const localText = readFileSync(join(out, 'max.json'), 'utf8');
  const registeredText = JSON.stringify(registeredCopy(JSON.parse(localText)));
  log('plan on the maximal set vs JSON.parse of both texts');
  const r = alternate(runs, () => [JSON.parse(localText), JSON.parse(registeredText)], ([local, registered]) => core.plan([local], registered, { scope: 'global' }));
  row(figure, { subject: r.subject, floorName, floor: r.floor, ratio: r.ratio, target: 1.0 });
  const { counts } = r.result;
  notes.push(`plan row: ${counts.update} updates, ${counts.unchanged} unchanged, ${counts.create} creates, ${counts.delete} deletes (expected 14 updates of 131).`);
}
