// The publishable packages as a registry would hold them and a user would get them: each packed by
// `pnpm pack` (as a publish makes it: `workspace:` ranges become versions), checked by publint and
// by Are the Types Wrong (both clean: any message fails, listed), then all installed together with
// npm into an empty directory, where
// - the installed `cmdlint` bin lints the bundled examples as the workspace's build does;
// - consumers importing every public entry (the language service's facade used on a TextDocument)
//   type-check under `moduleResolution: node16` (a CommonJS
//   and an ES module consumer) and `bundler`, without skipLibCheck, and the node16 ones run;
// - an ES module imports the core through a CommonJS re-export of it (what tsc emits for
//   `export * from '@cmdlint/core'`) and finds its named exports.
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEnv } from '../precommit/helpers.js';
import { ensureServerBuilt } from '../server/helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGES = ['core', 'text', 'linter', 'cli', 'language-server'] as const;
/** What an embedder of the linter installs: no parser among them (issue 35). */
const LINTER_ALONE = ['core', 'text', 'linter'] as const;
const PARSERS = ['oxc-parser', 'web-tree-sitter', 'tree-sitter-python'];
type PackageDir = (typeof PACKAGES)[number];

const work = mkdtempSync(join(tmpdir(), 'cmdlint-packaging-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const tarballs = {} as Record<PackageDir, string>;
const app = join(work, 'app');

/** A user's environment (no npm_config_* of the pnpm running the tests), with npm's cache in the test's own directory. */
function env(): Record<string, string> {
  return { ...userEnv(), npm_config_cache: join(work, 'npm-cache'), npm_config_update_notifier: 'false' };
}

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: env(), encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
}

/** Runs a command that must succeed; a failure shows what it printed. */
function succeed(command: string, args: string[], cwd: string): string {
  const result = run(command, args, cwd);
  expect(result.status, `${command} ${args.join(' ')}\n${result.error?.message ?? ''}${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

beforeAll(() => {
  // The global setup rebuilt the core, the text layer, the linter and the CLI if stale; the server is built apart.
  ensureServerBuilt();
  for (const name of PACKAGES) {
    const out = join(work, 'tarballs', name);
    execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', out], { cwd: join(ROOT, 'packages', name), stdio: 'ignore' });
    const [file] = readdirSync(out);
    tarballs[name] = join(out, file!);
  }
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true }\n');
  succeed('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...PACKAGES.map((name) => tarballs[name])], app);
}, 240_000);

describe('the linter installed alone (core, text, linter), as an embedder or a page would', () => {
  it('brings no parser, and runs lintText both ways', () => {
    const alone = join(work, 'linter-alone');
    mkdirSync(alone);
    writeFileSync(join(alone, 'package.json'), '{ "name": "linter-alone", "private": true }\n');
    succeed('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...LINTER_ALONE.map((name) => tarballs[name])], alone);
    const installed = readdirSync(join(alone, 'node_modules'));
    expect(installed).toContain('@cmdlint');
    expect(installed.filter((name) => PARSERS.includes(name))).toEqual([]);
    expect(readdirSync(join(alone, 'node_modules', '@cmdlint')).sort()).toEqual(['core', 'linter', 'text']);
    const script = "const r = lintText('{\"name\": \"Ping\", \"description\": \"x\"}', { filePath: 'a.json' }); console.log(r.messages[0].ruleId, r.messages[0].line, r.messages[0].column)";
    expect(succeed(process.execPath, ['--input-type=module', '-e', `import { lintText } from '@cmdlint/linter'; ${script}`], alone)).toBe('name-lowercase 1 10\n');
    expect(succeed(process.execPath, ['-e', `const { lintText } = require('@cmdlint/linter'); ${script}`], alone)).toBe('name-lowercase 1 10\n');
  });
});

describe.each(PACKAGES)('the packed packages/%s', (name) => {
  it('publint finds nothing, suggestions included', async () => {
    const bytes = readFileSync(tarballs[name]);
    const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const { messages, pkg } = await publint({ pack: { tarball }, level: 'suggestion', strict: true });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`)).toEqual([]);
  });

  it('Are the Types Wrong finds nothing, under every resolution (node10, node16 from CJS and ESM, bundler)', () => {
    // --no-definitely-typed: the packages carry their own types; no @types package is looked up.
    const result = run(join(ROOT, 'node_modules', '.bin', 'attw'), [tarballs[name], '--format', 'json', '--no-definitely-typed'], work);
    const report = JSON.parse(result.stdout) as { analysis: { entrypoints: Record<string, unknown> }; problems: Record<string, { kind: string; entrypoint?: string; resolutionKind?: string }[]> | unknown[] };
    const problems = (Array.isArray(report.problems) ? report.problems : Object.values(report.problems).flat()) as { kind: string; entrypoint?: string; resolutionKind?: string }[];
    expect(problems.map((problem) => `${problem.kind} at ${problem.entrypoint ?? '?'} (${problem.resolutionKind ?? 'every resolution'})`)).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
    // It checked the entries the manifest exports, the core's subpaths among them.
    const entries = Object.keys(report.analysis.entrypoints);
    expect(entries).toContain('.');
    if (name === 'core') expect(entries).toEqual(expect.arrayContaining(['./plan', './explain']));
  });

  it('has a README, the license and the manifest fields a registry shows', () => {
    const file = (path: string): string => execFileSync('tar', ['-xzOf', tarballs[name], `package/${path}`], { encoding: 'utf8' });
    expect(file('LICENSE')).toBe(readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
    expect(file('README.md')).toMatch(/^# (@cmdlint\/)?[a-z-]+\n\n\S/);
    const manifest = JSON.parse(file('package.json')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      license: 'MIT',
      repository: { type: 'git', url: 'git+https://github.com/cmdlint/cmdlint.git', directory: `packages/${name}` },
      homepage: `https://github.com/cmdlint/cmdlint/tree/main/packages/${name}#readme`,
      bugs: { url: 'https://github.com/cmdlint/cmdlint/issues' },
      engines: { node: '>=20' },
      sideEffects: false,
    });
    // pnpm replaced the workspace: ranges with the versions a registry resolves.
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
  });
});

describe('the packages installed together with npm', () => {
  it('the cmdlint bin lints the bundled examples as the workspace build does', () => {
    const examples = join(work, 'examples');
    cpSync(join(ROOT, 'examples'), examples, { recursive: true });
    const installed = join(app, 'node_modules', '.bin', 'cmdlint');
    const workspace = join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js');
    const both = (args: string[]) => [run(installed, args, examples), run(process.execPath, [workspace, ...args], examples)] as const;

    // The example project: its sets, by its configuration, have no problem.
    const [project, projectByWorkspace] = both(['-f', 'json']);
    expect(project.status, project.stderr).toBe(0);
    const results = JSON.parse(project.stdout) as { filePath: string; errorCount: number }[];
    expect(results.length).toBeGreaterThan(3);
    expect(project.stdout).toBe(projectByWorkspace.stdout);

    // The common mistakes: the same problems, word for word.
    const [mistakes, mistakesByWorkspace] = both(['mistakes/common-mistakes.json', '-f', 'compact']);
    expect(mistakes.status).toBe(1);
    expect(mistakes.stdout).toMatch(/^mistakes\/common-mistakes\.json: line \d+, col \d+, Error - /);
    expect(mistakes.stdout).toBe(mistakesByWorkspace.stdout);
    expect(run(installed, ['--version'], examples).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    // The schemas docs/configuration.md and docs/editors.md point "$schema" and json.schemas at.
    for (const schema of ['schema.json', 'command.schema.json', 'permissions.schema.json']) {
      expect(JSON.parse(readFileSync(join(app, 'node_modules', 'cmdlint', schema), 'utf8'))).toHaveProperty('$schema');
    }
  });

  it('the text API and the linter load both ways (import and require)', () => {
    const script = "const r = lintText('{\"name\": \"Ping\", \"description\": \"x\"}', { filePath: 'a.json' }); console.log(r.messages[0].ruleId, r.messages[0].line, r.messages[0].column, r.messages[0].severity)";
    expect(succeed(process.execPath, ['--input-type=module', '-e', `import { lintText } from 'cmdlint'; ${script}`], app)).toBe('name-lowercase 1 10 2\n');
    expect(succeed(process.execPath, ['-e', `const { lintText } = require('cmdlint'); ${script}`], app)).toBe('name-lowercase 1 10 2\n');
    expect(succeed(process.execPath, ['--input-type=module', '-e', "import { lintFiles } from '@cmdlint/linter'; console.log(lintFiles([{ path: 'a.json', text: '{}' }])[0].diagnostics.length > 0)"], app)).toBe('true\n');
    expect(succeed(process.execPath, ['-e', "console.log(typeof require('@cmdlint/linter').fixFiles)"], app)).toBe('function\n');
  });

  describe('a TypeScript consumer of every public entry, without skipLibCheck', () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const consumer = join(app, 'consumer');
    beforeAll(() => {
      mkdirSync(consumer, { recursive: true });
      for (const file of ['consumer.cts', 'consumer.mts', 'consumer.ts']) writeFileSync(join(consumer, file), CONSUMER);
      // What tsc emits for a package that re-exports the core: `__exportStar(require(...), exports)`.
      writeFileSync(join(consumer, 'reexport.cts'), "export * from '@cmdlint/core';\nexport * from '@cmdlint/core/plan';\n");
      const common = { target: 'es2022', strict: true, skipLibCheck: false, types: ['node'], typeRoots: [join(ROOT, 'node_modules', '@types')] };
      writeFileSync(join(consumer, 'tsconfig.node16.json'), JSON.stringify({ compilerOptions: { ...common, module: 'node16', moduleResolution: 'node16', outDir: 'out' }, files: ['consumer.cts', 'consumer.mts', 'reexport.cts'] }));
      writeFileSync(join(consumer, 'tsconfig.bundler.json'), JSON.stringify({ compilerOptions: { ...common, module: 'esnext', moduleResolution: 'bundler', noEmit: true }, files: ['consumer.ts'] }));
    });

    it('type-checks under node16 (a CommonJS and an ES module consumer), and both run alike', () => {
      succeed(process.execPath, [tsc, '-p', 'tsconfig.node16.json'], consumer);
      const out = join(consumer, 'out');
      const required = succeed(process.execPath, [join(out, 'consumer.cjs')], out);
      const imported = succeed(process.execPath, [join(out, 'consumer.mjs')], out);
      expect(JSON.parse(required)).toEqual(EXPECTED_RUN);
      expect(imported).toBe(required);
    });

    it('type-checks under bundler resolution', () => {
      succeed(process.execPath, [tsc, '-p', 'tsconfig.bundler.json'], consumer);
    });

    it('an ES module importing a CommonJS re-export of the core finds its named exports', () => {
      const reexport = join(consumer, 'out', 'reexport.cjs');
      expect(readFileSync(reexport, 'utf8')).toContain('__exportStar(require("@cmdlint/core"), exports)');
      const names = succeed(process.execPath, ['--input-type=module', '-e', `import { lint, plan, rules } from ${JSON.stringify(reexport)}; console.log(typeof lint, typeof plan, rules.length > 50)`], consumer);
      expect(names).toBe('function function true\n');
    });
  });
});

/** Imports every public entry, uses a value and a type of each, and prints what it got. */
const CONSUMER = `import { lintText, main, parseArgs, VERSION, ConfigError, type LintResult } from 'cmdlint';
import { lint, rules, type Diagnostic, type Scope } from '@cmdlint/core';
import { plan, type Plan } from '@cmdlint/core/plan';
import { explain, SERVICE_CODES, type Explanation } from '@cmdlint/core/explain';
import { lintFiles, type FileReport } from '@cmdlint/linter';
import { createServer, DEFAULT_SETTINGS, getLanguageService, SERVER_NAME, type LanguageService, type ServerSettings } from '@cmdlint/language-server';
import { TextDocument } from 'vscode-languageserver-textdocument';

const scope: Scope = 'guild';
const diagnostics: Diagnostic[] = lint({ name: 'Ping', description: 'Pong.' }, { scope });
// Never called (lint throws a TypeError on it): the types are real, not any.
// @ts-expect-error: a scope is 'global' or 'guild'
export const wrongScope = () => lint({}, { scope: 'everywhere' });
const deploy: Plan = plan([{ name: 'ping', description: 'Pong.' }], []);
const explained: Explanation[] = explain({ code: 50035, message: 'Invalid Form Body', errors: { name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 32 in length.' }] } } }, { name: '', description: 'x' });
const result: LintResult = lintText('{"name": "Ping", "description": "x"}', { filePath: 'a.json' });
const reports: FileReport[] = lintFiles([{ path: 'a.json', text: '{}' }]);
const settings: ServerSettings = DEFAULT_SETTINGS;
const service: LanguageService = getLanguageService();
const body = '{ "name": "ping", "description": "Pong", "type": 9 }';
const text = service.documentText(TextDocument.create('file:///ping.json', 'json', 1, body));
const hover = service.doHover(text, { line: 0, character: body.indexOf('9') });
// The report of @cmdlint/linter's lint, as an embedder passes it.
const published = service.toDiagnostics(lintFiles([{ path: 'ping.json', text: body }])[0]!, text);
const options = parseArgs(['--quiet', 'a.json']);

console.log(JSON.stringify({
  lint: diagnostics.map((d) => d.ruleId),
  plan: deploy.actions.map((a) => a.action),
  explain: explained.map((e) => e.code),
  serviceCodes: 'BASE_TYPE_BAD_LENGTH' in SERVICE_CODES,
  lintText: result.messages.map((m) => [m.ruleId, m.line, m.column]),
  lintFiles: reports[0]!.diagnostics.length > 0,
  rules: rules.length > 50,
  cli: [typeof main, typeof VERSION, new ConfigError('x', undefined) instanceof Error, options.quiet],
  server: [typeof createServer, SERVER_NAME, typeof settings.sniff],
  hover: hover && typeof hover.contents === 'object' && 'value' in hover.contents ? hover.contents.value : null,
  published: published.map((d) => [d.code, d.range.start.character]),
}));
`;

const EXPECTED_RUN = {
  lint: ['name-lowercase'],
  plan: ['create'],
  explain: ['BASE_TYPE_BAD_LENGTH'],
  serviceCodes: true,
  lintText: [['name-lowercase', 1, 10]],
  lintFiles: true,
  rules: true,
  cli: ['function', 'string', true, true],
  server: ['function', 'cmdlint-language-server', 'boolean'],
  hover: '9 is not a known command type; the known ones are 1 = CHAT_INPUT, 2 = USER, 3 = MESSAGE, 4 = PRIMARY_ENTRY_POINT.',
  published: [['enum-value', 49]],
};
