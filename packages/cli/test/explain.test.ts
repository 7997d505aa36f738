// `cmdlint explain` in-process, from source (the built binary is tested in test/cli/explain.test.ts):
// main() dispatches it, its arguments, a config's application settings, and an unreadable stdin.
import { describe, expect, it } from 'vitest';
import { parseExplainArgs } from '../src/explain/args.js';
import { cli, project } from './helpers.js';

describe('cmdlint explain in-process', () => {
  it('main dispatches "explain" and reads the error from stdin', async () => {
    const p = project({ 'commands.json': '{ "name": "Ping", "description": "Pong" }\n' });
    try {
      const run = await cli(['explain', '--body', 'commands.json'], { cwd: p.dir, stdin: 'name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid\n' });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('commands.json:1:11  /Ping › name');
      expect(run.stdout).toContain('name-lowercase');
    } finally {
      p.cleanup();
    }
  });

  it('the body\'s configuration gives the application settings; rules it turns off still explain', async () => {
    const p = project({
      'cmdlint.config.json': '{ "application": { "discoverable": true }, "rules": { "nsfw-discoverable": "off" } }',
      'commands.json': '{ "name": "ping", "description": "Pong", "nsfw": true }\n',
    });
    try {
      const run = await cli(['explain', '--body', 'commands.json', '--format', 'json'], { cwd: p.dir, stdin: 'nsfw[SOME_UNPUBLISHED_CODE]: no' });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)[0].diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(['nsfw-discoverable']);
    } finally {
      p.cleanup();
    }
  });

  it('standard input on a terminal is bad usage, not a wait', async () => {
    const stdin = Object.assign((async function* () {})(), { isTTY: true });
    let stderr = '';
    const { main } = await import('../src/index.js');
    const code = await main(['explain'], { stdout: { write: () => undefined }, stderr: { write: (s: string) => (stderr += s) }, stdin, cwd: process.cwd(), env: {} });
    expect(code).toBe(2);
    expect(stderr).toContain('no error given');
  });

  it.each([
    [[], { errorFile: undefined, body: undefined, format: 'stylish' }],
    [['-', '--body=a.json', '-f', 'sarif', '--scope', 'guild', '--kind', 'commands'], { errorFile: undefined, body: 'a.json', format: 'sarif', scope: 'guild', kind: 'commands' }],
    [['err.txt', '--format=github'], { errorFile: 'err.txt', format: 'github' }],
    [['--', '--odd-name'], { errorFile: '--odd-name' }],
  ])('arguments %j', (argv, expected) => {
    expect(parseExplainArgs(argv as string[])).toMatchObject(expected);
  });

  it.each([[['--format', 'compact']], [['a', 'b']], [['--body']], [['--body=']], [['--help=1']], [['--fix']]])('bad usage %j', (argv) => {
    expect(() => parseExplainArgs(argv)).toThrow();
  });
});
