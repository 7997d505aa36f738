// Where the starter configuration's "$schema" points. Installed with npm, the package ships
// schema.json under node_modules; a bot that runs cmdlint through npx or the pre-commit hook (a
// Python bot: no package.json) has no node_modules/cmdlint, so the path would lead nowhere and the
// editor would say so. There the file is the one published on the main branch, beside the command
// schemas whose $ids point there (docs/schemastore.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The schema as installed (`npm i -D cmdlint`), relative to the configuration file. */
export const INSTALLED_CONFIG_SCHEMA = './node_modules/cmdlint/schema.json';
/** The same file as published. */
const PUBLISHED_CONFIG_SCHEMA = 'https://raw.githubusercontent.com/cmdlint/cmdlint/main/packages/cli/schema.json';

/** The "$schema" of a configuration written in `directory`. */
export function configSchemaFor(directory: string): string {
  return cmdlintInstalled(directory) ? INSTALLED_CONFIG_SCHEMA : PUBLISHED_CONFIG_SCHEMA;
}

/** cmdlint is in node_modules here, or package.json names it (an install then puts it there). */
function cmdlintInstalled(directory: string): boolean {
  if (existsSync(join(directory, 'node_modules', 'cmdlint', 'schema.json'))) return true;
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
  } catch {
    return false; // none, or one npm could not install from either
  }
  if (manifest === null || typeof manifest !== 'object') return false;
  return ['dependencies', 'devDependencies', 'optionalDependencies'].some((key) => {
    const dependencies = (manifest as Record<string, unknown>)[key];
    return dependencies !== null && typeof dependencies === 'object' && Object.prototype.hasOwnProperty.call(dependencies, 'cmdlint');
  });
}
