// The Python packages a bot's dependency files name (requirements*.txt, pyproject.toml, poetry.lock,
// uv.lock, Pipfile, setup.cfg) and the versions they allow, as a
// package.json names discord.js for the JavaScript reader: `import discord` is discord.py or
// py-cord (both install the module `discord`), and only the dependencies tell which.

/**
 * A package name as pip compares them: lowercase, runs of `-_.` as one `-`; and a library published
 * under two names as the one cmdlint knows it by (interactions.py 5 is on PyPI as both
 * `discord-py-interactions` and `interactions.py`: B1ue-Dev/Articuno pins `interactions-py==5.15.0`).
 */
export function normalizedPackage(name: string): string {
  const normalized = name.toLowerCase().replace(/[-_.]+/gu, '-');
  return normalized === 'interactions-py' ? 'discord-py-interactions' : normalized;
}

const REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*([^;#]*)/u;

/** Dependencies by normalised name, each with its version specifier as written ('' for none, `==2.4.1` from a lock). */
export type Dependencies = Map<string, string>;

/** One PEP 508 requirement (`py-cord[voice]>=2.4 ; python_version>"3.8"`): its name and specifier. */
function addRequirement(found: Dependencies, line: string): void {
  const match = REQUIREMENT.exec(line.trim());
  if (match) found.set(normalizedPackage(match[1]!), match[2]!.replace(/\s+/gu, '').replace(/^\(|\)$/gu, ''));
}

/** The requirements a requirements file lists (options, includes left out; a URL by its egg or repository). */
function requirementsPackages(text: string): Dependencies {
  const names: Dependencies = new Map();
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.replace(/(^|\s)#.*$/u, '').trim();
    if (line === '' || line.startsWith('-')) continue;
    if (/^[a-z][a-z0-9+.-]*:\/\//iu.test(line)) {
      const url = urlPackage(line);
      if (url !== undefined) names.set(url, '');
      continue;
    }
    addRequirement(names, line);
  }
  return names;
}

/** Repositories whose name is not their package's. */
const REPOSITORY_PACKAGES: Readonly<Record<string, string>> = { pycord: 'py-cord' };

/** A requirement given as a URL (`git+https://github.com/Pycord-Development/pycord@0469d13`): its `#egg=`, else its repository's name. */
function urlPackage(line: string): string | undefined {
  const egg = /[#&]egg=([A-Za-z0-9][A-Za-z0-9._-]*)/u.exec(line);
  if (egg) return normalizedPackage(egg[1]!);
  const repository = /\/([A-Za-z0-9][A-Za-z0-9._-]*?)(?:\.git)?(?:@[^/]*)?(?:#.*)?$/u.exec(line);
  if (!repository) return undefined;
  const name = normalizedPackage(repository[1]!);
  return REPOSITORY_PACKAGES[name] ?? name;
}

/** A TOML string or inline table's `version`: `"^2.4"`, `{ version = ">=2", extras = [...] }`; '' for anything else. */
function tomlVersion(value: string): string {
  const plain = /^["']([^"']*)["']/u.exec(value);
  if (plain) return plain[1]!.trim() === '*' ? '' : plain[1]!.replace(/\s+/gu, '');
  const inline = /\bversion\s*=\s*["']([^"']*)["']/u.exec(value);
  return inline && inline[1]!.trim() !== '*' ? inline[1]!.replace(/\s+/gu, '') : '';
}

/**
 * What a pyproject.toml depends on: PEP 621 `dependencies = ["py-cord>=2.4", ...]` (and optional
 * groups), Poetry's `[tool.poetry.dependencies]` keys. Read by lines, not as TOML: a name missed
 * leaves the library undecided, never wrong.
 */
function pyprojectPackages(text: string): Dependencies {
  const names: Dependencies = new Map();
  let section = '';
  let inList = false;
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.replace(/\s#.*$/u, '').trim();
    const header = /^\[+([^\]]+)\]+$/u.exec(line);
    if (header) {
      section = header[1]!.trim();
      inList = false;
      continue;
    }
    if (/dependencies/u.test(section) && !inList) {
      const key = /^["']?([A-Za-z0-9][A-Za-z0-9._-]*)["']?\s*=\s*(.*)$/u.exec(line);
      if (key && section.startsWith('tool.poetry')) names.set(normalizedPackage(key[1]!), tomlVersion(key[2]!));
    }
    if (/^(dependencies|[A-Za-z0-9_-]+)\s*=\s*\[/u.test(line) && (/^dependencies/u.test(line) || /dependencies/u.test(section))) inList = true;
    if (inList) {
      for (const match of line.matchAll(/["']([A-Za-z0-9][^"']*)["']/gu)) addRequirement(names, match[1]!);
      if (line.includes(']')) inList = false;
    }
  }
  return names;
}

/** A lock file (poetry.lock, uv.lock): each `[[package]]`'s name and exact version. */
function lockPackages(text: string): Dependencies {
  const names: Dependencies = new Map();
  let name: string | undefined;
  let inPackage = false;
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      inPackage = line === '[[package]]';
      name = undefined;
      continue;
    }
    if (!inPackage) continue;
    const pair = /^(name|version)\s*=\s*["']([^"']*)["']/u.exec(line);
    if (!pair) continue;
    if (pair[1] === 'name') name = normalizedPackage(pair[2]!);
    else if (name !== undefined && !names.has(name)) names.set(name, `==${pair[2]!}`);
  }
  return names;
}

/** A Pipfile's `[packages]` and `[dev-packages]`: `py-cord = "==2.4.1"`, `"*"`, `{version = ">=2"}`. */
function pipfilePackages(text: string): Dependencies {
  const names: Dependencies = new Map();
  let section = '';
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.replace(/\s#.*$/u, '').trim();
    const header = /^\[([^\]]+)\]$/u.exec(line);
    if (header) {
      section = header[1]!.trim();
      continue;
    }
    if (section !== 'packages' && section !== 'dev-packages') continue;
    const key = /^["']?([A-Za-z0-9][A-Za-z0-9._-]*)["']?\s*=\s*(.*)$/u.exec(line);
    if (key) names.set(normalizedPackage(key[1]!), tomlVersion(key[2]!));
  }
  return names;
}

/** setup.cfg's `install_requires`: one requirement per continuation line. */
function setupCfgPackages(text: string): Dependencies {
  const names: Dependencies = new Map();
  let inList = false;
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.replace(/(^|\s)[#;].*$/u, '');
    if (/^\S/u.test(line)) {
      const key = /^([A-Za-z0-9_.-]+)\s*=\s*(.*)$/u.exec(line.trim());
      inList = key?.[1] === 'install_requires';
      if (key && inList && key[2]!.trim() !== '') addRequirement(names, key[2]!);
      continue;
    }
    if (inList && line.trim() !== '') addRequirement(names, line.trim());
  }
  return names;
}

/** The dependencies a file declares, by the file's name; undefined for a file it does not read. */
export function dependenciesOf(fileName: string, text: string): Dependencies | undefined {
  const base = fileName.slice(fileName.replace(/\\/gu, '/').lastIndexOf('/') + 1);
  if (/^requirements.*\.txt$/iu.test(base)) return requirementsPackages(text);
  if (base === 'pyproject.toml') return pyprojectPackages(text);
  if (base === 'poetry.lock' || base === 'uv.lock') return lockPackages(text);
  if (base === 'Pipfile') return pipfilePackages(text);
  if (base === 'setup.cfg') return setupCfgPackages(text);
  return undefined;
}

/** The names of a dependency file, by its name; undefined for a file it does not read. */
export function packagesOf(fileName: string, text: string): Set<string> | undefined {
  const found = dependenciesOf(fileName, text);
  return found ? new Set(found.keys()) : undefined;
}
