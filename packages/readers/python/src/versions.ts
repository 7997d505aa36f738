// Which versions of a library a bot runs, from its dependency files (manifests.ts), and whether
// they are all at or past the version where the library's behaviour changed (python-facts.md 4):
// py-cord checks names from 2.0, disnake refuses capitals from 2.4, lightbulb checks from 2.0.3.
// A specifier that allows versions on both sides of the change answers undefined: the value the
// change decides is then unknown, and no rule judges it.
import type { Dependencies } from './manifests.js';

type Version = readonly number[];

/** `2.4.1` to [2, 4, 1]; pre-release and local parts dropped (`2.0.0b7` counts as 2.0.0). */
function parse(text: string): Version | undefined {
  const match = /^v?(\d+(?:\.\d+)*)/u.exec(text.trim());
  return match ? match[1]!.split('.').map(Number) : undefined;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Whether every version a specifier allows is at least `threshold`: true, false (every one is
 * below), or undefined (some on each side, or a specifier not read). An empty specifier allows all.
 */
export function allAtLeast(specifier: string, threshold: string): boolean | undefined {
  const limit = parse(threshold)!;
  let lowest: Version | undefined;
  let below = false;
  for (const clause of specifier.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const match = /^(===|==|~=|>=|<=|!=|>|<|\^|~)?\s*(.+)$/u.exec(clause);
    if (!match) return undefined;
    const [, operator = '==', rest] = match;
    if (operator === '!=') continue;
    const wildcard = rest!.endsWith('.*');
    const version = parse(wildcard ? rest!.slice(0, -2) : rest!);
    if (!version) return undefined;
    if (operator === '<' || operator === '<=') {
      if (operator === '<' ? compare(version, limit) <= 0 : compare(version, limit) < 0) below = true;
      continue;
    }
    // `==2.*`, `^2.4`, `~=2.4`, `>=2.4`, `>2.4` and a bare Poetry version all set a lowest version.
    if (lowest === undefined || compare(version, lowest) > 0) lowest = version;
    if ((operator === '==' || operator === '===') && !wildcard && compare(version, limit) < 0) below = true;
    if (operator === '==' && wildcard && compare([...version, Number.MAX_SAFE_INTEGER], limit) < 0) below = true;
    // `~=2.4.1` is `>=2.4.1, ==2.4.*`: every version is below 2.5 (PEP 440 compatible release).
    if (operator === '~=' && !wildcard && version.length >= 2) {
      const ceiling = [...version.slice(0, -2), version[version.length - 2]! + 1];
      if (compare(ceiling, limit) <= 0) below = true;
    }
  }
  if (below) return false;
  if (lowest !== undefined && compare(lowest, limit) >= 0) return true;
  return undefined;
}

/** The project's dependencies, from its files nearest first: a lock's exact version wins over a range. */
export function mergedDependencies(files: readonly Dependencies[]): Dependencies {
  const merged: Dependencies = new Map();
  for (const file of files) {
    for (const [name, specifier] of file) {
      const before = merged.get(name);
      if (before === undefined || (before === '' && specifier !== '') || (!before.startsWith('==') && specifier.startsWith('==') && !specifier.includes('*'))) merged.set(name, specifier);
    }
  }
  return merged;
}
