// Issue 24, item 5: `cmdlint plan` printed raw control characters (ESC, BEL, OSC, 8-bit CSI,
// U+202E) from local file names, local and registered command names (a --registered file, as the
// --fetch answer would be), descriptions, and the "Cannot read" line on stderr. Through the built
// command line, in every plan format: shown as \uXXXX, JSON still the same values once parsed.
import { describe, expect, it } from 'vitest';
import { projectsRemovedAfterAll } from './helpers.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const OSC = '\u001b]0;owned\u0007';
const LOCAL_NAME = `ping${OSC}`;
const REGISTERED_NAME = `old\u009b2J\u202e`;
const FILE = `cmds${OSC}.json`;

describe('item 5: plan output escaped like the lint formats', () => {
  const p = project({
    [FILE]: JSON.stringify({ name: LOCAL_NAME, description: `Pong ${OSC}` }),
    'registered.json': JSON.stringify([{ id: '111111111111111111', application_id: '123456789012345678', version: '1', type: 1, name: REGISTERED_NAME, description: `Was ${OSC}` }]),
  });
  for (const format of ['stylish', 'json', 'sarif', 'github']) {
    it(`${format}: no raw control character; the names still there`, async () => {
      const run = await runCli(['plan', FILE, '--registered', 'registered.json', '--format', format], { cwd: p.dir, deadline: 30_000 });
      expect([0, 1]).toContain(run.code);
      expect(run.stdout).not.toMatch(RAW_CONTROL);
      if (format === 'json') {
        const parsed = JSON.parse(run.stdout) as { actions: { name: string }[] };
        expect(parsed.actions.map((a) => a.name)).toEqual(expect.arrayContaining([LOCAL_NAME, REGISTERED_NAME]));
      }
      if (format === 'stylish') expect(run.stdout).toContain('\\u009b2J');
    });
  }

  it('the "Cannot read" line on stderr', async () => {
    const run = await runCli(['plan', `missing${OSC}.json`], { cwd: p.dir, deadline: 30_000 });
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
    expect(run.stderr).toContain('\\u001b]0;owned\\u0007');
  });
});
