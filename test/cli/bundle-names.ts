// What a built bundle declares, by the names its sources gave. The bundles a run loads with a code
// cache have short names (packages/cli/tsup.config.ts, WRAPPED); their source maps keep the
// sources' names. A name counts as declared where the map puts it right after `function`, `class`,
// `var`, `let` or `const` in the bundle, or as the name assigned a class (`var x=class`): a module
// is in a bundle when a function or class it declares is.
import { readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const DECLARING = /(?:\bfunction\s*\*?\s*|\bclass\s+|\b(?:var|let|const)\s+)$/;

/** The sources' names of what the bundle at `file` declares (its map is FILE.map). */
export function declaredNames(file: string): Set<string> {
  const text = readFileSync(file, 'latin1');
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const names = new Set<string>();
  eachMapping(new TraceMap(readFileSync(`${file}.map`, 'utf8')), (mapping) => {
    if (mapping.name === null) return;
    const offset = lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn;
    const before = text.slice(Math.max(0, offset - 16), offset);
    const generated = /^[\p{ID_Continue}$]+/u.exec(text.slice(offset, offset + 64))?.[0] ?? '';
    if (DECLARING.test(before) || text.startsWith(`${generated}=class`, offset)) names.add(mapping.name);
  });
  return names;
}
