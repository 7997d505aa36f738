// Loads what each rule keeps beside its table test for the property tests
// (packages/core/test/rules/<id>.mutations.ts), in catalog order, so that adding a rule touches
// only its own files and the catalog line. A file named after no rule of the catalog is an error.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rules } from '../../packages/core/src/index.js';

const DIR = fileURLToPath(new URL('../../packages/core/test/rules/', import.meta.url));
const SUFFIX = '.mutations.ts';

/** Every rule's `<id>.mutations.ts` module, by id, in catalog order. */
export async function loadRuleFiles(): Promise<ReadonlyMap<string, Record<string, unknown>>> {
  const ids = new Set(readdirSync(DIR).filter((file) => file.endsWith(SUFFIX)).map((file) => file.slice(0, -SUFFIX.length)));
  const stray = [...ids].filter((id) => !rules.some((rule) => rule.meta.id === id));
  if (stray.length > 0) throw new Error(`packages/core/test/rules: ${stray.map((id) => id + SUFFIX).join(', ')} name no rule of the catalog`);
  const ordered = rules.map((rule) => rule.meta.id).filter((id) => ids.has(id));
  // The path is spelled out for the bundlers (vite, esbuild) that resolve a dynamic import by its pattern.
  const modules = await Promise.all(ordered.map((id) => import(`../../packages/core/test/rules/${id}.mutations.ts`) as Promise<Record<string, unknown>>));
  return new Map(ordered.map((id, i) => [id, modules[i]!]));
}
