// The playground reading code in headless Chromium: a builder chain pasted into the editor is
// linted through the page's code reader, which the worker loads on that first text of code (a
// page of JSON never asks for it); the problems and the preview are the CLI's and the client's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CODE_EXAMPLES } from '../src/code-examples.js';
import { browserSuite, idle, openPage, ROOT, SCREENSHOTS, textOf } from './harness.js';

const CLI = join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js');

/** The built CLI's problems of a source, as the page lists them: rule, line:column, message. */
function cliProblems(text: string): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-playground-code-'));
  try {
    writeFileSync(join(dir, 'body.ts'), text);
    const run = spawnSync(process.execPath, [CLI, '--format', 'json', 'body.ts'], { cwd: dir, encoding: 'utf8' });
    if (run.status === 2) throw new Error(run.stderr);
    const [report] = JSON.parse(run.stdout) as { messages: { ruleId: string; line: number; column: number; message: string }[] }[];
    return report!.messages.map((m) => [m.ruleId, `${m.line}:${m.column}`, m.message]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const shownProblems = (page: Page) => page.$$eval('#problems li.problem', (items) => items.map((li) => [(li as HTMLElement).dataset.rule!, li.querySelector('.locate')!.firstChild!.textContent!, li.querySelector('.message')!.textContent!]));

/** The line and column (from 1) where `needle` starts in `text`. */
function placeOf(text: string, needle: string): string {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}

browserSuite('the playground reads code in Chromium', (harness) => {
  it('a pasted builder chain: the CLI problems at their lines, the preview, the parser loaded on first use only', async () => {
    const requested: string[] = [];
    const page = await openPage(harness(), '');
    page.on('request', (request) => requested.push(request.url()));
    // The starter text is JSON: its page never asked for the code reader.
    expect(harness().requests.filter((url) => /code-reader/.test(url))).toEqual([]);
    const chain = CODE_EXAMPLES.find((example) => /builder chain/.test(example.label))!.text;
    // Pasted as the clipboard's text goes in: replacing what the editor holds.
    await page.click('#editor .cm-content');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(chain);
    await idle(page);
    expect(await textOf(page)).toBe(chain);
    expect(requested.filter((url) => /code-reader-[\w-]+\.js$/.test(url))).toHaveLength(1);

    const shown = await shownProblems(page);
    expect(shown).toEqual(cliProblems(chain));
    const at = Object.fromEntries(shown.map(([rule, place]) => [rule, place]));
    expect(at['name-lowercase']).toBe(placeOf(chain, "'Ban'"));
    // On the line of the required option (the column is the CLI's, held above).
    expect(at['required-before-optional']!.split(':')[0]).toBe(placeOf(chain, "setName('target')").split(':')[0]);
    expect(await page.$eval('#config-command', (c) => c.textContent)).toBe('cmdlint body.ts');

    // The preview: the command as the client lists it, with the options in the chain's order,
    // struck out for the required option after the optional one.
    expect(await page.$$eval('#preview .chat-input .chip', (n) => n.map((e) => `${e.textContent}:${(e as HTMLElement).dataset.required}`))).toEqual(['reason:false', 'target:true']);
    expect(await page.$eval('#preview .rejected-note', (n) => n.textContent)).toContain('The required option "target" comes after the optional "reason"');
    await page.screenshot({ path: join(SCREENSHOTS, 'code-builder-chain.png'), fullPage: true });

    // Typing on loads nothing again; back to JSON, the page reads JSON.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText('{ "name": "Ping", "description": "Replies" }\n');
    await idle(page);
    expect((await shownProblems(page)).map(([rule]) => rule)).toEqual(['name-lowercase']);
    expect(await page.$eval('#config-command', (c) => c.textContent)).toBe('cmdlint body.json');
    expect(requested.filter((url) => /code-reader/.test(url))).toHaveLength(1);
  });

  it('each code example of the menu opens and shows the CLI problems', async () => {
    const page = await openPage(harness(), '');
    for (const example of CODE_EXAMPLES) {
      await page.selectOption('#examples', `${example.rule}/${example.n}`);
      await idle(page);
      expect(await textOf(page)).toBe(example.text);
      const shown = await shownProblems(page);
      expect(shown, example.label).toEqual(cliProblems(example.text));
      expect(shown.length, example.label).toBeGreaterThanOrEqual(2);
    }
  });
});
