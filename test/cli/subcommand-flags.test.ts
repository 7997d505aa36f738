// One flag vocabulary for `cmdlint`, `cmdlint plan` and `cmdlint explain` (the built CLI as a
// process): a flag of the main run means the same on the subcommands where it can, and where it
// cannot the message says why, never "Unknown option".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

// A command with an error (an uppercase option name) and a warning (dm_permission, deprecated).
const BODY = `{
  "name": "ban",
  "description": "Bans a member",
  "dm_permission": false,
  "options": [{ "type": 3, "name": "Reason", "description": "Why" }]
}
`;
const ERROR = 'DiscordAPIError[50035]: Invalid Form Body\noptions[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid\n';

const project = tempProject({ 'ban.json': BODY, 'error.txt': ERROR, 'other/cmdlint.config.json': JSON.stringify({ rules: {} }) });
afterAll(() => project.cleanup());
const run = (args: string[]) => cmdlint(args, { cwd: project.dir });

describe('explain takes the main run\'s flags', () => {
  it('--no-color and --color are taken (the output has no colours either way)', () => {
    const plain = run(['explain', 'error.txt', '--body', 'ban.json']);
    for (const flag of ['--no-color', '--color']) {
      const r = run(['explain', 'error.txt', '--body', 'ban.json', flag]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(plain.stdout);
      expect(r.code).toBe(plain.code);
    }
  });

  it('-o and --output-file write the explanation to the file and nothing to stdout', () => {
    for (const [flag, file] of [['-o', 'out/a.txt'], ['--output-file', 'out/b.txt']] as const) {
      const r = run(['explain', 'error.txt', '--body', 'ban.json', flag, file]);
      expect(r.stdout).toBe('');
      expect(readFileSync(join(project.dir, file), 'utf8')).toContain('/ban › option "Reason" › name');
      expect(r.code).toBe(0);
    }
  });

  it('--quiet leaves out cmdlint\'s warnings; --max-warnings counts them', () => {
    const all = run(['explain', 'error.txt', '--body', 'ban.json', '--format', 'json', '--rule', 'name-lowercase:warn']);
    const quiet = run(['explain', 'error.txt', '--body', 'ban.json', '--format', 'json', '--rule', 'name-lowercase:warn', '--quiet']);
    const severities = (text: string) => (JSON.parse(text) as { diagnostics: { severity: string }[] }[]).flatMap((e) => e.diagnostics.map((d) => d.severity));
    expect(severities(all.stdout)).toContain('warning');
    expect(severities(quiet.stdout)).toEqual([]);
    // The explanation lists the diagnostics at the place of the leaf: an error there, warnings elsewhere are not its.
    const limited = run(['explain', 'error.txt', '--body', 'ban.json', '--max-warnings', '0', '--rule', 'name-lowercase:warn']);
    expect(limited.stderr).toContain('more than --max-warnings 0');
    expect(limited.code).toBe(1);
    expect(run(['explain', 'error.txt', '--body', 'ban.json', '--max-warnings', 'x']).stderr).toContain('--max-warnings must be a whole number');
  });

  it('-c names the body\'s configuration; --rule sets a severity', () => {
    const r = run(['explain', 'error.txt', '--body', 'ban.json', '-c', 'other/cmdlint.config.json', '--rule', 'name-lowercase:warn', '--format', 'json']);
    const [e] = JSON.parse(r.stdout) as { diagnostics: { ruleId: string; severity: string }[] }[];
    expect(e!.diagnostics.find((d) => d.ruleId === 'name-lowercase')?.severity).toBe('warning');
    expect(run(['explain', 'error.txt', '-c', 'other/cmdlint.config.json']).stderr).toContain('use it with --body');
  });

  it('the flags that cannot apply say why', () => {
    for (const [flag, why] of [['--fix', /changes no file; run cmdlint --fix/], ['--stdin', /reads the error from standard input/], ['--init', /run cmdlint --init/], ['--ignore-pattern=x', /reads what --body names/]] as const) {
      const r = run(['explain', 'error.txt', '--body', 'ban.json', flag]);
      expect(r.stderr).not.toContain('Unknown option');
      expect(r.stderr).toMatch(new RegExp(`${flag.split('=')[0]} is an option of cmdlint, not of cmdlint explain: `));
      expect(r.stderr).toMatch(why);
      expect(r.code).toBe(2);
    }
  });
});

describe('plan takes the main run\'s flags', () => {
  it('--no-color and --color are taken', () => {
    const plain = run(['plan', 'ban.json']);
    for (const flag of ['--no-color', '--color']) {
      const r = run(['plan', 'ban.json', flag]);
      expect(r.stdout).toBe(plain.stdout);
      expect(r.code).toBe(plain.code);
    }
  });

  it('-o writes the plan (the report) as cmdlint -o does; --out still writes the body to send', () => {
    const r = run(['plan', 'ban.json', '-o', 'plan/report.txt', '--out', 'plan/body.json', '--rule', 'name-lowercase:off']);
    expect(r.stdout).toBe('');
    expect(readFileSync(join(project.dir, 'plan/report.txt'), 'utf8')).toContain('Plan for the global commands');
    expect(JSON.parse(readFileSync(join(project.dir, 'plan/body.json'), 'utf8'))).toEqual([expect.objectContaining({ name: 'ban' })]);
    expect(r.code).toBe(0);
  });

  it('--quiet reports errors only; --max-warnings exits 1 past N warnings', () => {
    const all = run(['plan', 'ban.json', '--rule', 'name-lowercase:off']);
    expect(all.stdout).toContain('warning');
    expect(all.code).toBe(0);
    const quiet = run(['plan', 'ban.json', '--rule', 'name-lowercase:off', '--quiet']);
    expect(quiet.stdout).not.toContain('warning  ');
    const limited = run(['plan', 'ban.json', '--rule', 'name-lowercase:off', '--max-warnings', '0']);
    expect(limited.stderr).toMatch(/cmdlint: \d+ warnings?, more than --max-warnings 0/);
    expect(limited.code).toBe(1);
    expect(run(['plan', 'ban.json', '--rule', 'name-lowercase:off', '--max-warnings', '5']).code).toBe(0);
  });

  it('the flags that cannot apply say why', () => {
    for (const [flag, why] of [['--fix', /changes no file/], ['--kind', /edits and permissions bodies are not planned/], ['--no-error-on-unmatched-pattern', /would plan deletes/], ['--stdin', /--registered - reads/]] as const) {
      const r = run(['plan', 'ban.json', flag]);
      expect(r.stderr).not.toContain('Unknown option');
      expect(r.stderr).toContain(`${flag} is an option of cmdlint, not of cmdlint plan: `);
      expect(r.stderr).toMatch(why);
      expect(r.code).toBe(2);
    }
    expect(existsSync(join(project.dir, 'ban.json'))).toBe(true);
  });
});
