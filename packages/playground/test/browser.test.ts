// The playground in a real browser: Debian's headless Chromium driven by playwright-core, against
// the built page served on 127.0.0.1. What the page shows is compared with the built CLI on the
// same text. Skipped with a message only when Chromium is absent outside CI; in CI it must run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type PageOptions } from '../src/engine.js';
import { CODE_EXAMPLES } from '../src/code-examples.js';
import { browserSuite, idle, openPage, PACKAGE, ROOT, ruleIds, SCREENSHOTS, setText, shareLink, textOf } from './harness.js';

const CLI = join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js');

/** The built CLI on the text, in a directory with the configuration the page shows for its options. */
function cli(text: string, config: string, args: string[]): { stdout: string; fixed: string } {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-playground-'));
  try {
    writeFileSync(join(dir, 'body.json'), text);
    writeFileSync(join(dir, 'cmdlint.config.json'), config);
    const run = spawnSync(process.execPath, [CLI, ...args, 'body.json'], { cwd: dir, encoding: 'utf8' });
    if (run.status === 2) throw new Error(run.stderr);
    return { stdout: run.stdout, fixed: readFileSync(join(dir, 'body.json'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const configShown = (page: Page) => page.$eval('#config-json', (pre) => pre.textContent ?? '');

browserSuite('the playground in Chromium', (harness) => {
  const open = (fragment = '', context: BrowserContextOptions = {}): Promise<Page> => openPage(harness(), fragment, context);
  it('a share link loads its text and options and shows the CLI diagnostics', async () => {
    const text = '{\n  "name": "Ping",\n  "description": "Replies",\n  "name_localizations": { "pt_BR": "pingue", "fr": "Ping" },\n  "contexts": [0, 1]\n}\n';
    const options: PageOptions = { ...DEFAULT_OPTIONS, scope: 'guild', rules: { 'localization-equals-default': 'off' } };
    const page = await open(await shareLink({ text, options, locale: 'fr' }));
    expect(await textOf(page)).toBe(text);
    expect(await page.$eval('#opt-scope', (s) => (s as HTMLSelectElement).value)).toBe('guild');
    expect(await page.$eval('#locale', (s) => (s as HTMLSelectElement).value)).toBe('fr');
    const report = JSON.parse(cli(text, await configShown(page), ['--format', 'json']).stdout)[0];
    const shown = await page.$$eval('#problems li', (items) => items.map((li) => [(li as HTMLElement).dataset.rule, li.querySelector('.locate')!.firstChild!.textContent, li.querySelector('.message')!.textContent]));
    expect(shown).toEqual(report.messages.map((m: { ruleId: string; line: number; column: number; message: string }) => [m.ruleId, `${m.line}:${m.column}`, m.message]));
    expect(shown.map((s) => s[0])).toContain('guild-ignored-field');
    expect(shown.map((s) => s[0])).not.toContain('localization-equals-default');
    // Each rule id links to its docs page in the repository.
    expect(await page.$eval('#problems li[data-rule="name-lowercase"] a.rule', (a) => a.getAttribute('href'))).toBe('https://github.com/cmdlint/cmdlint/blob/main/docs/rules/name-lowercase.md');
    await page.screenshot({ path: join(SCREENSHOTS, 'share-link.png'), fullPage: true });
  });

  it('a docs link opens its example; the Examples menu lists every example', async () => {
    const page = await open('#example=name-lowercase/1');
    const { ruleExamples } = await import('../examples.mjs');
    const examples = ruleExamples(join(ROOT, 'docs', 'rules')) as { rule: string; n: number; text: string }[];
    expect(await textOf(page)).toBe(examples.find((e) => e.rule === 'name-lowercase' && e.n === 1)!.text);
    expect(await ruleIds(page)).toContain('name-lowercase');
    // The rule docs' examples, after one of each layout of code (code-examples.ts).
    expect(await page.$$eval('#examples option', (o) => o.length - 1)).toBe(CODE_EXAMPLES.length + examples.length);
    await page.selectOption('#examples', 'bounds-order/1');
    await idle(page);
    expect(await textOf(page)).toBe(examples.find((e) => e.rule === 'bounds-order' && e.n === 1)!.text);
    expect(await ruleIds(page)).toContain('bounds-order');
  });

  it('typing updates the problems; the problem under the cursor is highlighted', async () => {
    const page = await open();
    await setText(page, '{"name": "ping", "description": "Pong"}');
    expect(await ruleIds(page)).toEqual([]);
    await page.click('.cm-content');
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < '{"name": "'.length; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type('X');
    await idle(page);
    expect(await textOf(page)).toBe('{"name": "Xping", "description": "Pong"}');
    expect(await ruleIds(page)).toEqual(['name-lowercase']);
    expect(await page.$eval('#problems li', (li) => li.getAttribute('aria-current'))).toBe('true');
    await page.keyboard.press('End');
    expect(await page.$eval('#problems li', (li) => li.getAttribute('aria-current'))).toBe(null);
  });

  it('Fix changes the text as cmdlint --fix does; Fix all as well', async () => {
    const page = await open();
    const one = '{\n  "name": "ping",\n  "description": "Pong",\n  "type": "1"\n}\n';
    await setText(page, one);
    expect(await ruleIds(page)).toEqual(['number-as-string']);
    await page.click('#problems li .fix');
    await idle(page);
    expect(await textOf(page)).toBe(cli(one, await configShown(page), ['--fix']).fixed);

    const many = '{\n  "name": "ping", // a comment stays\n  "description": "Pong",\n  "type": "1",\n  "name_localizations": { "fr": "ping", "de": "pingen" },\n  "options": [\n    { "type": 3, "name": "b", "description": "B" },\n    { "type": 3, "name": "a", "description": "A", "required": true }\n  ],\n  "contexts": [0, 0, 1]\n}\n';
    await page.selectOption('#opt-kind', 'command');
    await page.check('#opt-jsonc');
    await setText(page, many);
    // The option changes and the new text each ask for a lint: wait for the answer to the last one.
    await expect.poll(() => ruleIds(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(['number-as-string', 'localization-equals-default', 'required-before-optional', 'duplicate-array-value']));
    await page.click('#fix-all');
    await page.waitForFunction((t) => window.cmdlintPlayground.text() !== t, many);
    await idle(page);
    const dir = mkdtempSync(join(tmpdir(), 'cmdlint-playground-'));
    try {
      writeFileSync(join(dir, 'body.jsonc'), many);
      writeFileSync(join(dir, 'cmdlint.config.json'), await configShown(page));
      const command = (await page.$eval('#config-command', (c) => c.textContent ?? '')).split(' ').slice(1);
      expect(command).toEqual(['--kind', 'command', 'body.jsonc']);
      spawnSync(process.execPath, [CLI, '--fix', ...command], { cwd: dir });
      expect(await textOf(page)).toBe(readFileSync(join(dir, 'body.jsonc'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await textOf(page)).toContain('// a comment stays');
    await page.screenshot({ path: join(SCREENSHOTS, 'fixed.png'), fullPage: true });
  });

  it('a suggestion applies only when clicked', async () => {
    const page = await open();
    const text = '{"name": "Ping", "description": "Pong"}';
    await setText(page, text);
    const suggestion = page.locator('#problems li[data-rule="name-lowercase"] .suggestion');
    expect(await suggestion.count()).toBe(1);
    expect(await page.isDisabled('#fix-all')).toBe(true); // nothing automatic to apply
    expect(await textOf(page)).toBe(text);
    await suggestion.click();
    await idle(page);
    expect(await textOf(page)).toBe('{"name": "ping", "description": "Pong"}');
    expect(await ruleIds(page)).toEqual([]);
  });

  it('the preview follows the fallbacks of the chosen locale and lists subcommands as entries', async () => {
    const page = await open();
    await setText(page, JSON.stringify({
      name: 'colour',
      description: 'Colours',
      name_localizations: { 'en-GB': 'colour-gb', 'es-ES': 'color', de: 'farbe' },
      description_localizations: { 'en-US': 'Colours', 'es-419': 'Colores LATAM' },
      options: [
        { type: 1, name: 'pick', name_localizations: { 'en-US': 'pick' }, description: 'Pick one', description_localizations: { 'en-GB': 'Choose one', fr: 'Choisir' }, options: [{ type: 3, name: 'shade', description: 'Which' }, { type: 5, name: 'public', description: 'Everyone', required: true }] },
        { type: 2, name: 'palette', description: 'Palettes', options: [{ type: 1, name: 'show', description: 'Show it' }] },
      ],
    }, null, 2));
    const entries = async () =>
      page.$$eval('#preview .entry', (buttons) =>
        buttons.map((b) => Array.from(b.querySelectorAll('.name > .shown')).map((w) => `${w.querySelector('.text')!.textContent}@${(w as HTMLElement).dataset.source}${(w as HTMLElement).dataset.locale ? `:${(w as HTMLElement).dataset.locale}` : ''}`).join(' ')),
      );
    const firstCommandWord = async () => (await entries())[0]!.split(' ')[0];
    const inLocale = async (locale: string) => {
      await page.selectOption('#locale', locale);
      await idle(page);
    };
    // en-US users: no en-US name, so the en-GB one (the fallback); the en-US name of "pick" equals the default and is dropped.
    await inLocale('en-US');
    expect(await entries()).toEqual(['colour-gb@fallback:en-GB pick@default', 'colour-gb@fallback:en-GB palette@default show@default']);
    expect(await page.$eval('#preview .entry .shown[data-dropped]', (d) => [d.textContent, d.getAttribute('title')])).toEqual(['pick', 'the default; the en-US value equals the default, so the service drops it']);
    expect(await page.$eval('#preview .entry .name .shown', (d) => d.getAttribute('title'))).toBe('from en-GB, the fallback for en-US');
    const description = () => page.$eval('#preview .entry > .shown.description', (d) => `${d.querySelector('.text')!.textContent}@${(d as HTMLElement).dataset.source}:${(d as HTMLElement).dataset.locale ?? ''}`);
    expect(await description()).toBe('Choose one@fallback:en-GB');
    // Per locale: the first word of the first entry and the description, where the row says them.
    const shown: [locale: string, word: string | undefined, description: string | undefined][] = [
      ['en-GB', 'colour-gb@locale:en-GB', 'Choose one@locale:en-GB'],
      ['es-419', 'color@fallback:es-ES', undefined],
      ['es-ES', 'color@locale:es-ES', undefined],
      ['de', 'farbe@locale:de', undefined],
      ['fr', 'colour@default', 'Choisir@locale:fr'],
      ['ja', undefined, 'Pick one@default:'],
    ];
    for (const [locale, word, text] of shown) {
      await inLocale(locale);
      if (word !== undefined) expect(await firstCommandWord(), locale).toBe(word);
      if (text !== undefined) expect(await description(), locale).toBe(text);
    }
    // The options of the selected entry in the order of the body: a required one after an
    // optional one, which the service rejects (and the preview says so).
    expect(await page.$$eval('#preview .option strong .text', (n) => n.map((e) => e.textContent))).toEqual(['shade', 'public']);
    expect(await page.$$eval('#preview .chat-input .chip', (n) => n.map((e) => `${e.textContent}:${(e as HTMLElement).dataset.required}`))).toEqual(['shade:false', 'public:true']);
    expect(await page.$eval('#preview .rejected-note', (n) => n.textContent)).toContain('The required option "public" comes after the optional "shade"');
    await page.screenshot({ path: join(SCREENSHOTS, 'preview.png'), fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: join(SCREENSHOTS, 'preview-dark.png'), fullPage: true });
  });

  it('USER and MESSAGE commands in their context menus; an empty group hides its command', async () => {
    const page = await open();
    await setText(page, JSON.stringify([{ type: 2, name: 'Report' }, { type: 3, name: 'Quote' }, { name: 'cfg', description: 'Settings', options: [{ type: 2, name: 'empty', description: 'None yet', options: [] }] }]));
    expect(await page.$$eval('#preview .entry', (b) => b.map((e) => (e as HTMLElement).dataset.place))).toEqual(['user-menu', 'message-menu']);
    expect(await page.$eval('#preview .hidden-note', (n) => n.textContent)).toContain('"empty" has no subcommands');
    expect(await ruleIds(page)).toContain('empty-subcommand-group');
  });

  it('invalid JSON: every syntax error with its fix, the preview and budget kept and marked stale; Fix and Fix all mend it', async () => {
    const page = await open();
    const broken = '{\n  "name": "ping"\n  "description": "Pong",\n  type: 1,\n  "options": [{"type": 5 "name": \'flag\', "description": "A flag",}],\n}\n';
    await setText(page, broken);
    const rows = () => page.$$eval('#problems li.problem', (items) => items.map((li) => [(li as HTMLElement).dataset.rule, li.querySelector('.fix') !== null]));
    // Six errors, each with its fix: a missing comma between members and between option fields,
    // a key without quotes, a string in single quotes, two trailing commas.
    expect(await rows()).toEqual(Array.from({ length: 6 }, () => ['json-syntax', true]));
    expect(await page.$eval('#problem-count', (c) => c.textContent)).toBe('(6)');
    expect(await page.$eval('#preview .stale-note', (p) => p.textContent)).toContain('the preview of the last text that could be');
    expect(await page.$eval('#preview .entry .name', (n) => n.textContent)).toContain('/colour');
    expect(await page.$eval('#budget .stale-note', (n) => n.textContent)).toContain('the budget of the last text that could be');
    // One Fix: that error goes, the others stay.
    await page.click('#problems li.problem .fix');
    await idle(page);
    expect(await rows()).toHaveLength(5);
    await page.click('#fix-all');
    await page.waitForFunction(() => document.getElementById('problem-count')!.textContent === '(0)' || !document.querySelector('#problems li.problem[data-rule="json-syntax"]'));
    await idle(page);
    expect(JSON.parse(await textOf(page))).toEqual({ name: 'ping', description: 'Pong', type: 1, options: [{ type: 5, name: 'flag', description: 'A flag' }] });
    expect(await ruleIds(page)).not.toContain('json-syntax');
    expect(await page.$('#preview .stale-note')).toBeNull();
    expect(await page.$eval('#preview .entry .name', (n) => n.textContent)).toContain('/ping');
  });

  it('invalid JSON shows the syntax problem and nothing breaks', async () => {
    const page = await open();
    await setText(page, '{"name": "ping", "description": ');
    expect(await ruleIds(page)).toEqual(['json-syntax']);
    // The preview and the budget of the last text that could be read stay, marked stale.
    expect(await page.$eval('#preview .stale-note', (p) => p.textContent)).toContain('the preview of the last text that could be');
    expect(await page.$eval('#preview .entry .name', (n) => n.textContent)).toContain('/colour');
    await page.screenshot({ path: join(SCREENSHOTS, 'invalid-json.png'), fullPage: true });
    // Hostile bodies: 100 000 levels of nesting, a __proto__ key; the page stays whole.
    await setText(page, '['.repeat(100_000));
    expect(await ruleIds(page)).toContain('json-syntax');
    await setText(page, '{"__proto__": {"polluted": 1}, "name": "x", "description": "d", "options": [{"type": 2, "name": "g", "description": "g", "options": {"length": 1e9}}]}');
    expect(await ruleIds(page)).toContain('unknown-field');
    expect(await page.evaluate(() => (({}) as { polluted?: number }).polluted)).toBeUndefined();
    await setText(page, '{"name": "ping", "description": "Pong"}');
    expect(await ruleIds(page)).toEqual([]);
    expect(await page.$eval('#preview .entry .name', (n) => n.textContent)).toContain('/ping');
  });

  it('a 1 MB paste does not freeze the page: it answers within a frame or two while the worker lints', async () => {
    const page = await open();
    const option = (i: number) => ({ type: 3, name: `o${i}`, description: 'd'.repeat(90), choices: Array.from({ length: 25 }, (_, k) => ({ name: `c${k}`.padEnd(60, 'x'), value: `v${k}`.padEnd(60, 'y') })) });
    const body = JSON.stringify(Array.from({ length: 120 }, (_, c) => ({ name: `cmd${c}`, description: 'D', options: Array.from({ length: 3 }, (_, i) => option(i)) })));
    expect(body.length).toBeGreaterThan(1_000_000);
    // A timer records the longest the main thread went without answering, from the paste to the problems.
    await page.evaluate(() => {
      const w = window as unknown as { longestGap: number; timer: number; last: number };
      w.longestGap = 0;
      w.last = performance.now();
      w.timer = window.setInterval(() => {
        const now = performance.now();
        w.longestGap = Math.max(w.longestGap, now - w.last);
        w.last = now;
      }, 10);
    });
    await page.evaluate((t) => window.cmdlintPlayground.setText(t), body);
    // While the worker lints, the page answers a click on another control at once.
    await page.waitForFunction(() => document.body.dataset.lint === 'linting');
    await page.selectOption('#locale', 'ja');
    await idle(page);
    const longestGap = await page.evaluate(() => (window as unknown as { longestGap: number }).longestGap);
    expect(await page.$eval('#locale', (s) => (s as HTMLSelectElement).value)).toBe('ja');
    expect(await ruleIds(page)).toContain('command-budget');
    console.log(`1 MB paste: the main thread's longest gap was ${Math.round(longestGap)} ms`);
    // Measured here: the paste itself ~45 ms, then CodeMirror's own parse slices of ~100-160 ms
    // (it yields between them); a linter on the main thread would add its whole run at once. The
    // bound leaves room for a busy two-core machine.
    expect(longestGap).toBeLessThan(1000);
  });

  it('has no serious or critical accessibility violation (axe-core), in light and dark', async () => {
    const axe = readFileSync(join(PACKAGE, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
    for (const colorScheme of ['light', 'dark'] as const) {
      // The page's Content-Security-Policy forbids inline scripts: axe is injected around it.
      const page = await open('', { bypassCSP: true, colorScheme });
      await page.click('#rule-settings summary');
      await page.click('#config summary');
      await page.addScriptTag({ content: axe });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      });
      expect(violations, colorScheme).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `start-${colorScheme}.png`), fullPage: true });
    }
  });

  it('the bundle has no Node built-in, and no request left the page origin', () => {
    for (const file of readdirSync(join(PACKAGE, 'dist', 'assets')).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(join(PACKAGE, 'dist', 'assets', file), 'utf8');
      expect(code, file).not.toMatch(/(?:from|import)\s*\(?\s*["'](?:node:|fs["']|path["']|buffer["'])/);
      // No require at all, but the examples' code, which holds `require('discord.js')` as text.
      const requires = code.match(/\brequire\s*\(/g) ?? [];
      const inExamples = code.match(/\brequire\('discord\.js'\)/g) ?? [];
      expect(requires.length, file).toBe(inExamples.length);
      expect(inExamples.length).toBeLessThanOrEqual(CODE_EXAMPLES.reduce((count, example) => count + (example.text.match(/\brequire\('discord\.js'\)/g) ?? []).length, 0));
    }
    const { requests, url: origin } = harness();
    expect(requests.length).toBeGreaterThan(10);
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:'))).toEqual([]);
  });
});
