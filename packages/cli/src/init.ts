// `cmdlint --init`: a starter configuration with comments that explain each setting.

export function starterConfig(sets: readonly { readonly glob: string; readonly scope: 'global' | 'guild' }[]): string {
  const setLines = (sets.length > 0 ? sets : [
    { glob: 'commands/global/**/*.json', scope: 'global' as const },
    { glob: 'commands/guild/**/*.json', scope: 'guild' as const },
  ]).map((set) => `    { "files": [${JSON.stringify(set.glob)}], "scope": "${set.scope}" }`);
  return `{
  // cmdlint configuration. Comments are allowed in this file.
  // Every setting and rule, with completion in editors:
  "$schema": "./node_modules/cmdlint/schema.json",

  // What cmdlint knows of your application. Checks that depend on a setting run only once
  // it is given (integrationTypes: 0 GUILD_INSTALL, 1 USER_INSTALL).
  // "application": { "integrationTypes": [0, 1], "embedded": false, "discoverable": false },

  // The locale of your default (unlocalized) names and descriptions.
  "defaultLocale": "en-US",

  // Severity per rule: "off", "warn" or "error", such as "localization-equals-default": "off".
  "rules": {},

  // Files registered together, and where: within a set, names are unique per command type
  // and the per-type limits count across all of its files. \`cmdlint\` alone lints these.
  "sets": [
${setLines.join(',\n')}
  ],

  // Files that directories and globs on the command line skip.
  "ignores": []
}
`;
}
