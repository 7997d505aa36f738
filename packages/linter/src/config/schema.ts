// The JSON Schema of the configuration file, generated from the rule catalog so that it cannot
// drift from the rules (a test compares it with the schema.json the CLI package ships).
import { LOCALES, rules } from '@cmdlint/core';
import { SEND_VIA } from './config.js';
import { TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES, type TextRuleId } from '@cmdlint/text';

// ESLint's numeric severities too: 0 off, 1 warn, 2 error.
const SETTING = { enum: ['off', 'warn', 'error', 0, 1, 2] };

/** The `files` of a set and of an override: the same globs. */
const FILES_SCHEMA = {
  type: 'array',
  description: 'Globs relative to this file: * ** ? [abc] {a,b}; one starting with ! takes back what the ones before it matched.',
  minItems: 1,
  items: { type: 'string', minLength: 1 },
};

export function configSchema(): Record<string, unknown> {
  const ruleProperties: Record<string, unknown> = {};
  for (const [id, description] of Object.entries(TEXT_RULE_DESCRIPTIONS) as [TextRuleId, string][]) {
    ruleProperties[id] = { ...SETTING, description: `${description} Default: ${TEXT_RULE_SEVERITIES[id] === 'warning' ? 'warn' : 'error'}.` };
  }
  for (const { meta } of rules) {
    ruleProperties[meta.id] = {
      ...SETTING,
      description: `${meta.description} Default: ${meta.severity === 'warning' ? 'warn' : 'error'}.${meta.fixable ? ' Fixable with --fix.' : ''}`,
      markdownDescription: `${meta.description}\n\nDefault: \`${meta.severity === 'warning' ? 'warn' : 'error'}\`${meta.fixable ? ', fixable with `--fix`' : ''}. [Documentation](${meta.docs})`,
    };
  }
  const rulesSchema = (description: string) => ({ type: 'object', description, additionalProperties: false, properties: ruleProperties });
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'cmdlint configuration',
    description: 'Configuration of cmdlint (cmdlint.config.json, cmdlint.config.jsonc, .cmdlintrc.json, .cmdlintrc.jsonc or the "cmdlint" key of package.json), found from a file\'s directory upward.',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string', description: 'The schema of this file, for editors.' },
      extends: {
        description: 'Configurations this one builds on, as ESLint\'s "extends": a package whose "main" is a JSON file ("@team/cmdlint-config"), or a file relative to this one ("./cmdlint.base.json"). Later ones win; this file wins over all.',
        oneOf: [
          { type: 'string', minLength: 1 },
          { type: 'array', items: { type: 'string', minLength: 1 } },
        ],
      },
      application: {
        type: 'object',
        description: 'What is known of the application; checks that depend on an unknown setting do not run.',
        additionalProperties: false,
        properties: {
          integrationTypes: {
            type: 'array',
            description: 'Installation contexts the application supports: 0 GUILD_INSTALL, 1 USER_INSTALL.',
            items: { enum: [0, 1] },
            uniqueItems: true,
          },
          embedded: { type: 'boolean', description: 'The application has the EMBEDDED flag (an Activity).' },
          discoverable: { type: 'boolean', description: 'The application is discoverable in the app directory.' },
        },
      },
      defaultLocale: { enum: [...LOCALES], description: 'Locale of the default (unlocalized) strings. Default: en-US.' },
      rules: rulesSchema('Severity per rule: "off", "warn" or "error" (or ESLint\'s 0, 1, 2).'),
      sets: {
        type: 'array',
        description: 'Files linted together (names unique per type, per-type limits across all of them), with the scope they are registered in.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['files'],
          properties: {
            files: FILES_SCHEMA,
            scope: { enum: ['global', 'guild'], default: 'global', description: 'Where the commands are registered.' },
            guildId: { type: 'string', pattern: '^[1-9]\\d{0,19}$', description: 'The guild a permissions body of this set is for.' },
            rules: rulesSchema('Severity per rule for the files of this set, over the top-level "rules".'),
            body: {
              type: 'string',
              pattern: '^(?:/.*)?$',
              description: 'The JSON pointer of the body in each file of this set, when the files wrap their commands under a key detection does not know (such as "/bot/commands"); "" for the whole file. In JavaScript and TypeScript files, its first step names an export whose value is sent as written (such as "/data" for module.exports = { data, execute }).',
            },
            via: {
              enum: [...SEND_VIA],
              default: 'api',
              description: 'How the objects "body" names in JavaScript and TypeScript files reach the service: "api", as written (the API\'s JSON); "discord.js", through application.commands.set/create, which converts them as the discord.js major the nearest package.json names does (camelCase keys, discord.js 13\'s type names such as "STRING", every other key left out); "discord.js@13" or "discord.js@14" name the major.',
            },
          },
        },
      },
      overrides: {
        type: 'array',
        description: 'Severities for some files, as ESLint\'s "overrides": over "rules" and the sets\' rules; a later override wins over an earlier one.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['files', 'rules'],
          properties: {
            files: FILES_SCHEMA,
            rules: rulesSchema('Severity per rule for these files.'),
          },
        },
      },
      ignores: {
        type: 'array',
        description: 'Globs relative to this file that directories and globs on the command line skip; one starting with ! takes back what the ones before it matched.',
        items: { type: 'string', minLength: 1 },
      },
    },
  };
}
