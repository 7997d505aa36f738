// The context a body is linted in: scope, application settings, default locale. Generators that
// depend on it (contexts, handler, nsfw, fallbacks) take it as a parameter.
import fc from 'fast-check';
import type { ApplicationSettings, LintOptions, Scope } from '../../packages/core/src/index.js';

export interface GenEnv {
  readonly scope: Scope;
  readonly application: ApplicationSettings;
  readonly defaultLocale: string;
}

export function lintOptionsOf(env: GenEnv, extra: LintOptions = {}): LintOptions {
  return { scope: env.scope, application: env.application, defaultLocale: env.defaultLocale, ...extra };
}

const tristate = fc.constantFrom<boolean | undefined>(undefined, true, false);

const applicationSettings: fc.Arbitrary<ApplicationSettings> = fc
  .record({
    integrationTypes: fc.constantFrom<number[] | undefined>(undefined, [0], [1], [0, 1], [1, 0]),
    embedded: tristate,
    discoverable: tristate,
  })
  .map((settings) => {
    const out: { integrationTypes?: number[]; embedded?: boolean; discoverable?: boolean } = {};
    if (settings.integrationTypes !== undefined) out.integrationTypes = settings.integrationTypes;
    if (settings.embedded !== undefined) out.embedded = settings.embedded;
    if (settings.discoverable !== undefined) out.discoverable = settings.discoverable;
    return out;
  });

export const envArb: fc.Arbitrary<GenEnv> = fc.record({
  scope: fc.constantFrom<Scope>('global', 'global', 'guild'),
  application: applicationSettings,
  defaultLocale: fc.constantFrom('en-US', 'en-US', 'en-US', 'en-GB', 'es-419', 'fr', 'ja'),
});
