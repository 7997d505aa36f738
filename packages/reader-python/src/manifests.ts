// The Python packages a bot's dependency files name (requirements*.txt, pyproject.toml), as a
// package.json names discord.js for the JavaScript reader: `import discord` is discord.py or
// py-cord (both install the module `discord`), and only the dependencies tell which.

/** A package name as pip compares them: lowercase, runs of `-_.` as one `-`. */
export function normalizedPackage(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/gu, '-');
}

const REQUIREMENT = /^([A-Za-z0-9][A-Za-z0-9._-]*)/u;

/** The names a requirements file lists (options, includes and URLs left out). */
function requirementsPackages(text: string): Set<string> {
  const names = new Set<string>();
  for (const raw of text.split(/\r?\n/u)) {
    const line = raw.replace(/(^|\s)#.*$/u, '').trim();
    if (line === '' || line.startsWith('-')) continue;
    if (/^[a-z][a-z0-9+.-]*:\/\//iu.test(line)) {
      const url = urlPackage(line);
      if (url !== undefined) names.add(url);
      continue;
    }
    const match = REQUIREMENT.exec(line);
    if (match) names.add(normalizedPackage(match[1]!));
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

/**
 * The names a pyproject.toml depends on: PEP 621 `dependencies = ["py-cord>=2.4", ...]` (and
 * optional groups), Poetry's `[tool.poetry.dependencies]` keys. Read by lines, not as TOML: a name
 * missed leaves the library undecided, never wrong.
 */
function pyprojectPackages(text: string): Set<string> {
  const names = new Set<string>();
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
      const key = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*=/u.exec(line);
      if (key && section.startsWith('tool.poetry')) names.add(normalizedPackage(key[1]!));
    }
    if (/^(dependencies|[A-Za-z0-9_-]+)\s*=\s*\[/u.test(line) && (/^dependencies/u.test(line) || /dependencies/u.test(section))) inList = true;
    if (inList) {
      for (const match of line.matchAll(/["']([A-Za-z0-9][A-Za-z0-9._-]*)/gu)) names.add(normalizedPackage(match[1]!));
      if (line.includes(']')) inList = false;
    }
  }
  return names;
}

/** The names of a dependency file, by its name; undefined for a file it does not read. */
export function packagesOf(fileName: string, text: string): Set<string> | undefined {
  const base = fileName.slice(fileName.replace(/\\/gu, '/').lastIndexOf('/') + 1);
  if (/^requirements.*\.txt$/iu.test(base)) return requirementsPackages(text);
  if (base === 'pyproject.toml') return pyprojectPackages(text);
  return undefined;
}
