// Issue 24, item 2: the default stylish format over one very long name among many short
// problems. Padding every message to the longest one made the report N times that name, and the
// regular expression that then stripped the blanks backtracked over them: quadratic. The report's
// size and time for 10 x the input are compared with those for 1 x, as ratios.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectsRemovedAfterAll } from './helpers.js';
import { runCli, type Run } from './process.js';

const project = projectsRemovedAfterAll();

/** A bulk file with a name of 400 x scale characters and 20 x scale commands of empty description. */
function input(scale: number): string {
  const commands: object[] = [{ name: 'x'.repeat(400 * scale), description: '' }];
  for (let i = 0; i < 20 * scale; i++) commands.push({ name: `c${i}`, description: '' });
  return JSON.stringify(commands);
}

describe('item 2: stylish is linear in its messages', () => {
  it('10 x the input takes less than 30 x the time and makes less than 20 x the report (quadratic: 123 x)', async () => {
    const p = project();
    writeFileSync(join(p.dir, 'one.json'), input(1));
    writeFileSync(join(p.dir, 'ten.json'), input(10));
    const timed = async (file: string, deadline: number): Promise<Run & { ms: number }> => {
      const start = performance.now();
      const run = await runCli([file], { cwd: p.dir, deadline, env: { FORCE_COLOR: '0' } });
      return { ...run, ms: performance.now() - start };
    };
    await timed('one.json', 60_000); // warm the disk cache and the code cache
    const one = await timed('one.json', 60_000);
    expect(one.code).toBe(1);
    // Quadratic, the 10 x run took 170 x the 1 x run: killed at 30 x.
    const ten = await timed('ten.json', 30 * one.ms);
    expect(ten.hung, `10 x the input ran past 30 x the time of 1 x (${one.ms.toFixed(0)} ms)`).toBe(false);
    expect(ten.code).toBe(1);
    expect(ten.ms / one.ms).toBeLessThan(30);
    expect(ten.stdout.length / one.stdout.length).toBeLessThan(20);
    // Every problem is still there, each on its own line with its rule id.
    expect(ten.stdout.match(/ error {4}.* description-length$/gm)?.length).toBe(201);
  });
});

describe('issue 34 item 9: every quoted value is cut, its length said', () => {
  it('a command with a name, an option name and a locale key of 500,000 characters each gives a report of a few kilobytes', async () => {
    const p = project();
    const huge = (letter: string): string => letter.repeat(500_000);
    const body = {
      name: huge('A'),
      description: 'Huge',
      options: [
        { type: 3, name: huge('B'), description: 'x', name_localizations: { [huge('c')]: 'y' } },
        { type: 3, name: huge('B'), description: 'x' },
      ],
    };
    writeFileSync(join(p.dir, 'huge.json'), JSON.stringify(body));
    const run = await runCli(['huge.json'], { cwd: p.dir, deadline: 60_000, env: { FORCE_COLOR: '0' } });
    expect(run.code).toBe(1);
    for (const rule of ['name-lowercase', 'name-length', 'unique-option-name', 'locale-key']) expect(run.stdout).toContain(rule);
    expect(run.stdout).toContain('(500000 characters)');
    // Each of the ~10 problems quotes at most a few values of 60 code points: nothing near 500 KB.
    expect(run.stdout.length).toBeLessThan(20_000);
  });
});
