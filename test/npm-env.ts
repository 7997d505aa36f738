// npm run from a test as a user would run it from a shell.

/**
 * The environment without what a package manager running the tests set (`pnpm test` exports its
 * own npm_config_* settings and user agent): npm, and install scripts that run npm again and
 * decide by the user agent (code-server's postinstall), must see a plain shell's environment.
 */
export function withoutPackageManagerSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) if (!/^(?:npm_|pnpm_)/i.test(key)) clean[key] = value;
  return clean;
}
