// `cmdlint plan` end to end: the built CLI as a process, its registered list from a saved file or
// from a small HTTP server started here on 127.0.0.1 that answers like the list endpoint, and
// fails in every way the issue names. No test touches another address.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN_JS, tempProject, type Result, expectRefused } from './helpers.js';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.secret-token.do-not-print';
const APP = '111111111111111111';
const GUILD = '222222222222222222';

/** The built CLI, without blocking this process (the server answers from it). */
function run(args: string[], options: { cwd: string; env?: Record<string, string> }): Promise<Result & { ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN_JS, ...args], { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

const registeredBan = {
  id: '100000000000000001', application_id: APP, version: '1', type: 1, name: 'ban', description: 'Ban a member',
  options: [{ type: 6, name: 'user', description: 'Who', required: true }],
  default_member_permissions: null, dm_permission: true, default_permission: true, nsfw: false, integration_types: [0], contexts: null,
  name_localizations: null, description_localizations: null,
};
const registeredReport = { ...registeredBan, id: '100000000000000002', type: 2, name: 'Report', description: '', options: undefined };
const LIST = [registeredBan, registeredReport];

const BAN = { name: 'ban', description: 'Ban a member', options: [{ type: 6, name: 'user', description: 'Who', required: true }] };
const REPORT = { type: 2, name: 'Report' };

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly at: number;
}

let server: Server;
let other: Server;
let base = '';
let otherBase = '';
const seen: Seen[] = [];
const otherSeen: Seen[] = [];
const held: ServerResponse[] = [];
const counts = new Map<string, number>();

/** The behaviour is chosen by the application id in the path, as a list endpoint would route it. */
function answer(request: IncomingMessage, response: ServerResponse): void {
  seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, at: Date.now() });
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const app = url.pathname.split('/')[4] ?? '';
  const count = (counts.get(app) ?? 0) + 1;
  counts.set(app, count);
  const send = (status: number, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }): void => {
    response.writeHead(status, headers);
    response.end(body);
  };
  switch (app) {
    case APP:
      return send(200, JSON.stringify(url.searchParams.get('with_localizations') === 'true' ? LIST : LIST.map(({ name_localizations: _n, description_localizations: _d, ...rest }) => rest)));
    case '401':
      return send(401, '{"message": "401: Unauthorized", "code": 0}');
    case '403':
      return send(403, '{"message": "Missing Access", "code": 50001}');
    case '404':
      return send(404, '{"message": "Unknown Application", "code": 10002}');
    case '500':
      return send(503, 'upstream connect error', { 'content-type': 'text/plain' });
    case '429':
      if (count === 1) return send(429, '{"message": "You are being rate limited.", "retry_after": 0.4, "global": false}', { 'content-type': 'application/json', 'retry-after': '1' });
      return send(200, JSON.stringify(LIST));
    case '4290':
      return send(429, '{"message": "You are being rate limited.", "retry_after": 0.05, "global": false}');
    case '4291':
      return send(429, '{"message": "You are being rate limited.", "retry_after": 3600, "global": true}');
    case '408':
      held.push(response); // never answered: the client must give up
      return;
    case '200':
      return send(200, '{"id": "1", "name": ');
    case '201':
      return send(200, '{"message": "not a list"}');
    case '302':
      return send(302, '', { location: `${otherBase}/applications/${APP}/commands` });
    default:
      return send(404, '{}');
  }
}

beforeAll(async () => {
  server = createServer(answer);
  other = createServer((request, response) => {
    otherSeen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, at: Date.now() });
    response.end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v10`;
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held) response.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

function project(files: Record<string, string> = {}) {
  return tempProject({ 'commands/global.json': `${JSON.stringify([BAN, REPORT], null, 2)}\n`, ...files });
}

const fetchArgs = (app: string, extra: string[] = []): string[] => ['plan', 'commands/global.json', '--fetch', '--application-id', app === 'ok' ? APP : app.padEnd(3, '0'), '--api-base', base, ...extra];

function noToken(result: Result): void {
  expect(result.stdout).not.toContain(TOKEN);
  expect(result.stderr).not.toContain(TOKEN);
  expect(result.stdout).not.toContain('secret-token');
  expect(result.stderr).not.toContain('secret-token');
}

describe('cmdlint plan --fetch against a list endpoint on 127.0.0.1', () => {
  it('reads the list with localizations, sends the token only there, and plans', async () => {
    const p = project();
    const before = seen.length;
    const result = await run([...fetchArgs('ok'), '--detailed-exitcode'], { cwd: p.dir, env: { CMDLINT_TOKEN: TOKEN } });
    p.cleanup();
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('No changes: nothing to deploy.');
    expect(result.code).toBe(0);
    const requests = seen.slice(before);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: `/api/v10/applications/${APP}/commands?with_localizations=true`, authorization: `Bot ${TOKEN}` });
    noToken(result);
  });

  it('reads guild commands from the guild path', async () => {
    const p = project();
    const before = seen.length;
    const result = await run(['plan', 'commands/global.json', '--fetch', '--application-id', APP, '--guild-id', GUILD, '--api-base', base], { cwd: p.dir, env: { CMDLINT_TOKEN: TOKEN } });
    p.cleanup();
    expect(seen.slice(before).map((s) => s.url)).toEqual([`/api/v10/applications/${APP}/guilds/${GUILD}/commands?with_localizations=true`]);
    expect(result.stdout).toContain('Plan for the guild commands');
    noToken(result);
  });

  it('retries once after a 429, waiting retry_after', async () => {
    const p = project();
    const before = seen.length;
    const result = await run(fetchArgs('429'), { cwd: p.dir, env: { CMDLINT_TOKEN: TOKEN } });
    p.cleanup();
    const requests = seen.slice(before);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(380);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('No changes');
    noToken(result);
  });

  const failures: [string, string, RegExp, number?][] = [
    ['401', 'a token the service refuses', /401 Unauthorized.*CMDLINT_TOKEN is not a valid bot token/],
    ['403', 'no access', /403 Forbidden/],
    ['404', 'an unknown application', /404 Not Found at http:\/\/127\.0\.0\.1:\d+\/api\/v10\/applications\/404\/commands: check --application-id/],
    ['500', 'a failure of the service', /503 Service Unavailable.*try again later/],
    ['4290', 'a second 429', /Rate limited.*again after waiting/, 2],
    ['4291', 'a 429 longer than is worth waiting', /Rate limited .*3600 s/],
    ['408', 'no answer (a time-out)', /No answer from 127\.0\.0\.1:\d+ within 1 s/],
    ['200', 'malformed JSON', /is not JSON/],
    ['201', 'JSON that is not a list', /not a list of commands/],
    ['302', 'a redirect, not followed', /302 \(a redirect\).*not followed/],
  ];
  for (const [app, name, message, requests = 1] of failures) {
    it(`fails in one line on ${name} (exit 2)`, async () => {
      const p = project();
      const before = seen.length;
      const result = await run([...fetchArgs(app), '--timeout', '1'], { cwd: p.dir, env: { CMDLINT_TOKEN: TOKEN } });
      p.cleanup();
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(message);
      expect(seen.length - before).toBe(requests);
      noToken(result);
    });
  }

  it('the redirect target never sees a request (nor the token)', () => {
    expect(otherSeen).toEqual([]);
  });

  it('refuses plain http to an address that is not loopback, before any request', async () => {
    const p = project();
    const result = await run(['plan', 'commands/global.json', '--fetch', '--application-id', APP, '--api-base', 'http://192.0.2.1/api/v10'], { cwd: p.dir, env: { CMDLINT_TOKEN: TOKEN } });
    p.cleanup();
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/must use https \(plain http only for loopback/);
    noToken(result);
  });

  it('takes the token from CMDLINT_TOKEN only', async () => {
    const p = project();
    const missing = await run(fetchArgs('ok'), { cwd: p.dir });
    const flag = await run([...fetchArgs('ok'), '--token', TOKEN], { cwd: p.dir });
    p.cleanup();
    expectRefused(missing, 'CMDLINT_TOKEN environment variable, which is not set');
    expectRefused(flag, 'never a flag');
    noToken(flag);
  });

  it('a list saved without localizations says that they cannot be judged', async () => {
    const bare = LIST.map(({ name_localizations: _n, description_localizations: _d, ...rest }) => rest);
    const p = project({ 'commands/global.json': JSON.stringify([{ ...BAN, description_localizations: { fr: 'Bannir' } }, REPORT]), 'registered.json': JSON.stringify(bare) });
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--detailed-exitcode'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Note: The registered list came without localizations (read it with with_localizations=true)');
    expect(result.stdout).toContain('No changes: nothing to deploy.');
  });

  it('a --registered file that is missing is unreadable input (exit 2)', async () => {
    const p = project();
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(2); // no such file: unreadable input
    expect(result.stderr).toContain('Cannot read --registered registered.json: no such file or directory.');
  });
});

describe('cmdlint plan of files of both scopes', () => {
  it('names a file of each scope, and that a file in no set is global', async () => {
    const p = project({ 'cmdlint.config.json': '{ "sets": [{ "files": ["commands/utility/*.json"], "scope": "guild" }] }\n', 'commands/utility/ping.json': '{ "name": "ping", "description": "Pong" }\n', 'commands/moderation/kick.json': '{ "name": "kick", "description": "Kick" }\n' });
    const result = await run(['plan', 'commands/'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/the files are of both scopes \(global: commands\/(global|moderation\/kick)\.json, in no set, so global; guild: commands\/utility\/ping\.json\): plan one scope at a time/);
  });

  it('a file name with an escape sequence is shown escaped, never acted on', async () => {
    const p = project({ 'cmdlint.config.json': '{ "sets": [{ "files": ["commands/utility/*.json"], "scope": "guild" }] }\n', 'commands/utility/ping.json': '{ "name": "ping", "description": "Pong" }\n', 'commands/a\u001b[31m.json': '{ "name": "kick", "description": "Kick" }\n' });
    const result = await run(['plan', 'commands/'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('\u001b');
  });
});

describe('cmdlint plan without a registered list', () => {
  it('a bulk overwrite of no commands deletes whatever is registered: said, and exit 3 with --detailed-exitcode, never "nothing to deploy"', async () => {
    // A bot's "clear all commands" script: rest.put(Routes.applicationCommands(id), { body: [] }).
    const p = project({ 'clear.js': "const { REST, Routes } = require('discord.js');\nnew REST().put(Routes.applicationCommands(process.env.CLIENT_ID), { body: [] });\n" });
    const result = await run(['plan', 'clear.js', '--detailed-exitcode'], { cwd: p.dir });
    const json = await run(['plan', 'clear.js', '--format', 'json'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(3);
    expect(result.stdout).not.toContain('nothing to deploy');
    expect(result.stdout).toContain('Plan: this bulk overwrite of no commands deletes every global command registered, whichever they are;');
    expect((JSON.parse(json.stdout) as { summary: { hasChanges: boolean } }).summary.hasChanges).toBe(true);
  });
});

describe('cmdlint plan --registered', () => {
  const registered = `${JSON.stringify(LIST, null, 2)}\n`;

  it('stylish: the actions, the changes, the diagnostics and the summary; exit 3 with --detailed-exitcode', async () => {
    const local = [{ ...BAN, description: 'Ban a member from the server' }, { name: 'roll', description: 'Roll a die' }];
    const p = project({ 'commands/global.json': JSON.stringify(local, null, 2), 'registered.json': registered });
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--detailed-exitcode'], { cwd: p.dir });
    p.cleanup();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(3);
    const lines = result.stdout.split('\n');
    expect(lines).toContain('  ~ command /ban (id 100000000000000001)');
    expect(lines).toContain('      description: "Ban a member" → "Ban a member from the server"');
    expect(lines).toContain('  + command /roll');
    expect(lines).toContain('  - USER command "Report" (id 100000000000000002)');
    expect(result.stdout).toMatch(/warning {2}This bulk overwrite sends only CHAT_INPUT commands.*bulk-deletes-other-types/);
    expect(lines).toContain('Plan: 1 to create, 1 to update, 1 to delete; 1 of 200 creates used.');
  });

  it('unchanged commands show with --verbose; nothing to deploy is exit 0', async () => {
    const p = project({ 'registered.json': registered });
    const quiet = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--detailed-exitcode'], { cwd: p.dir });
    const verbose = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--verbose'], { cwd: p.dir });
    p.cleanup();
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).not.toContain('= command /ban');
    expect(verbose.stdout).toContain('  = command /ban (id 100000000000000001)');
    expect(verbose.stdout).toContain('No changes: nothing to deploy.');
  });

  it("a duplicate name names the other's file and line, as a lint does, not its body's index", async () => {
    const p = project({ 'commands/more.json': `${JSON.stringify({ name: 'ban', description: 'Ban again' }, null, 2)}\n` });
    const result = await run(['plan', 'commands/'], { cwd: p.dir });
    p.cleanup();
    expect(result.stdout).toContain('(the other is at commands/more.json:2)');
    expect(result.stdout).toContain('(the other is at commands/global.json:3)');
    expect(result.stdout).not.toContain('of the set)');
  });

  it('a walk that meets the registered file does not take it for local commands', async () => {
    const p = project({ 'registered.json': registered }); // commands/global.json holds the same commands
    const result = await run(['plan', '.', '--registered', 'registered.json', '--verbose'], { cwd: p.dir });
    p.cleanup();
    expect(result.stdout).not.toContain('registered.json\n');
    expect(result.stdout).not.toContain('unique-command-name');
    expect(result.stdout).toContain('  = command /ban (id 100000000000000001)');
    expect(result.stdout).toContain('No changes: nothing to deploy.');
    expect(result.code).toBe(0);
  });

  it('errors of the bodies come first and exit 1, even with --detailed-exitcode', async () => {
    const p = project({ 'commands/global.json': JSON.stringify([{ ...BAN, name: 'Ban' }, REPORT], null, 2), 'registered.json': registered });
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--detailed-exitcode'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(1);
    expect(result.stdout.startsWith('commands/global.json\n')).toBe(true);
    expect(result.stdout).toMatch(/3:13 {2}error {4}Command \/Ban: name "Ban" must be lowercase/);
  });

  it('an entry point left out of a bulk overwrite is an error (50240)', async () => {
    const launch = { ...registeredBan, id: '100000000000000009', type: 4, name: 'Launch', handler: 2, description: '', options: undefined };
    const p = project({ 'registered.json': JSON.stringify([...LIST, launch]) });
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/registered\.json:1:\d+ {2}error {4}The registered entry point "Launch".*50240.*bulk-missing-entry-point/);
  });

  it('json: the documented schema, and --out writes the body to send', async () => {
    const local = [{ id: '100000000000000001', ...BAN, name: 'bar' }, REPORT];
    const p = project({ 'commands/global.json': JSON.stringify(local), 'registered.json': registered });
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--format', 'json', '--out', 'out/body.json'], { cwd: p.dir });
    const body = JSON.parse(readFileSync(join(p.dir, 'out/body.json'), 'utf8'));
    p.cleanup();
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(Object.keys(out)).toEqual(['schema', 'scope', 'style', 'registered', 'actions', 'diagnostics', 'summary', 'notes', 'incomplete', 'unplanned', 'keptOut', 'body', 'requests']);
    expect([out.incomplete, out.unplanned, out.keptOut]).toEqual([false, [], []]);
    expect(out.schema).toBe('cmdlint-plan/1');
    expect(out.registered).toEqual({ source: 'registered.json', count: 2, localizations: true });
    expect(out.actions[0]).toEqual({
      action: 'rename', type: 1, name: 'bar', label: 'command /bar', previousName: 'ban', id: '100000000000000001', file: 'commands/global.json', path: [0],
      changes: [{ field: 'name', change: 'changed', path: [0, 'name'], before: 'ban', after: 'bar' }],
    });
    expect(out.summary).toMatchObject({ rename: 1, unchanged: 1, creates: 0, hasChanges: true, errorCount: 0, text: 'Plan: 0 to create, 0 to update, 0 to delete, 1 rename keeps its overwrites; 0 of 200 creates used.' });
    expect(out.body).toEqual(local);
    expect(body).toEqual(local);
    expect(out.requests).toEqual([{ method: 'PUT', path: '/applications/{application.id}/commands', body: local, creates: false }]);
  });

  it('--style each: the requests in order, --out writes them', async () => {
    const p = project({ 'commands/global.json': JSON.stringify([{ ...BAN, description: 'New' }, { name: 'roll', description: 'Roll' }]), 'registered.json': registered });
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--style', 'each', '--out', 'requests.json'], { cwd: p.dir });
    const requests = JSON.parse(readFileSync(join(p.dir, 'requests.json'), 'utf8'));
    p.cleanup();
    expect(result.code).toBe(0);
    expect(requests.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /applications/{application.id}/commands/100000000000000002',
      'POST /applications/{application.id}/commands',
      'POST /applications/{application.id}/commands',
    ]);
    expect(result.stdout).not.toContain('bulk-deletes-other-types');
  });

  it('sarif and github carry the diagnostics', async () => {
    const p = project({ 'commands/global.json': JSON.stringify([BAN]), 'registered.json': registered });
    const sarif = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--format', 'sarif'], { cwd: p.dir });
    const github = await run(['plan', 'commands/global.json', '--registered', 'registered.json', '--format', 'github'], { cwd: p.dir });
    p.cleanup();
    const log = JSON.parse(sarif.stdout);
    expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['bulk-deletes-other-types']);
    expect(log.runs[0].tool.driver.rules[0].helpUri).toMatch(/docs\/rules\/bulk-deletes-other-types\.md$/);
    expect(github.stdout).toMatch(/^::warning file=registered\.json,line=1,col=1,.*title=bulk-deletes-other-types::This bulk overwrite/);
  });

  it('plans the configuration\'s sets of the scope when no file is named', async () => {
    const p = tempProject({
      'cmdlint.config.json': JSON.stringify({ application: { embedded: true }, sets: [{ files: ['global/*.json'], scope: 'global' }, { files: ['guild/*.json'], scope: 'guild' }] }),
      'global/a.json': JSON.stringify(BAN),
      'guild/b.json': JSON.stringify({ name: 'admin', description: 'Admin' }),
    });
    const global = await run(['plan', '--format', 'json'], { cwd: p.dir });
    const guild = await run(['plan', '--scope', 'guild', '--format', 'json'], { cwd: p.dir });
    p.cleanup();
    expect(JSON.parse(global.stdout).actions.map((a: { name: string }) => a.name)).toEqual(['ban']);
    expect(JSON.parse(global.stdout).diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(['entry-point-auto-created']);
    expect(JSON.parse(global.stdout).notes[0]).toContain('No registered list');
    expect(JSON.parse(guild.stdout).actions.map((a: { name: string }) => a.name)).toEqual(['admin']);
  });

  it('a local file that is not JSON gives no plan (its commands would read as deleted)', async () => {
    const p = project({ 'commands/global.json': '[{ "name": "ban", ', 'registered.json': registered });
    const result = await run(['plan', 'commands/global.json', '--registered', 'registered.json'], { cwd: p.dir });
    p.cleanup();
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('json-syntax');
    expect(result.stdout).toContain('No plan: 1 file cannot be read as JSON');
  });

  it('bad usage and bad input are exit 2 with one line', async () => {
    const p = project({ 'registered.json': '{"not": "a list"}', 'broken.json': '[' });
    const results = await Promise.all([
      run(['plan', 'commands/global.json', '--style', 'all'], { cwd: p.dir }),
      run(['plan', 'commands/global.json', '--registered', 'registered.json'], { cwd: p.dir }),
      run(['plan', 'commands/global.json', '--registered', 'broken.json'], { cwd: p.dir }),
      run(['plan', 'commands/global.json', '--fetch'], { cwd: p.dir }),
      run(['plan', 'commands/global.json', '--registered', 'registered.json', '--rule', 'daily-create-limt:off'], { cwd: p.dir }),
    ]);
    p.cleanup();
    expect(results.map((r) => r.code)).toEqual([2, 2, 2, 2, 2]);
    expect(results[0]!.stderr).toContain('--style must be one of bulk, each, not "all".');
    expect(results[1]!.stderr).toContain('must hold what the list endpoint returns: a JSON array of commands');
    expect(results[2]!.stderr).toContain('is not JSON');
    expect(results[3]!.stderr).toContain('--fetch needs --application-id.');
    expect(results[4]!.stderr).toContain('Unknown rule "daily-create-limt"');
  });

  it('plain linting does not load the plan bundle', async () => {
    expect(existsSync(join(BIN_JS, '..', '..', 'dist', 'plan.cjs'))).toBe(true);
    const p = project();
    const result = await run(['commands/global.json'], { cwd: p.dir, env: { NODE_DEBUG: 'module' } });
    p.cleanup();
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('plan.cjs');
  });
});

describe('cmdlint plan --help', () => {
  it('prints the subcommand\'s options, and cmdlint --help names the subcommand', async () => {
    const p = tempProject();
    const help = await run(['plan', '--help'], { cwd: p.dir });
    const main = await run(['--help'], { cwd: p.dir });
    p.cleanup();
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: cmdlint plan/);
    expect(help.stdout).toContain('--detailed-exitcode');
    // Every exit code the README gives, the incomplete plan's among them.
    expect(help.stdout).toContain('4 an incomplete plan');
    expect(main.stdout).toContain('cmdlint plan --help');
  });
});
