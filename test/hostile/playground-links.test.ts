// Issue 24, items 9 and 12, issue 27 item 8: share links the page did not make, opened in Chromium.
// A 100 KB link that inflates to 100 MB froze and crashed the tab; `#%` or a broken escape threw
// a URIError and the page never linted; options of the wrong type threw. Each loads the starter,
// lints it, and says in the page why the link could not be read.
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { browserSuite, openPage, setText, shareLink, textOf } from '../../packages/playground/test/harness.js';
import { DEFAULT_OPTIONS } from '../../packages/playground/src/options.js';

type Page = Awaited<ReturnType<typeof openPage>>;
const link = (value: unknown) => `#s=${deflateRawSync(Buffer.from(JSON.stringify(value))).toString('base64url')}`;
const GOOD = { text: '{"name": "ping", "description": "Pong"}', options: {}, locale: 'en-US' };
const note = (page: Page) => page.$eval('#share-note', (n) => ((n as HTMLElement).hidden ? '' : n.textContent));
const heap = (page: Page) => page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);

/** The page opened the starter, linted it, and said why the link was refused. */
async function refusedWith(page: Page, reason: string): Promise<void> {
  expect(await textOf(page)).toContain('"name": "colour"');
  expect(await note(page)).toBe(`The link could not be read: ${reason}. The page opened its starter text instead.`);
  expect(await page.$eval('#status', (s) => s.textContent)).toMatch(/^\d+ problems? \(/);
  expect(await page.$$eval('#problems li.problem', (rows) => rows.length)).toBeGreaterThan(0);
}

browserSuite('hostile share links (issue 24 items 9, 12; issue 27 item 8)', (harness) => {
  it('a 100 KB link that inflates to 100 MB is refused past 8 MB, without the memory of it', async () => {
    const bomb = link({ text: ' '.repeat(100 * 1024 * 1024), options: {}, locale: 'en-US' });
    expect(bomb.length).toBeLessThan(200 * 1024);
    const baseline = await heap(await openPage(harness()));
    const page = await openPage(harness(), bomb);
    await refusedWith(page, 'it opens to more than 8 MB, and share links hold up to 8 MB of text');
    // The 100 MB text never reached the page: its heap stays within a few times a plain page's.
    expect(await heap(page)).toBeLessThan(baseline * 4);
  });

  it.each([
    ['#%', '#%', 'it holds no state of the page'],
    ['a broken escape in the name of an example', '#example=%E0%A4%A', 'its example name has a broken %-escape'],
    ['an example that does not exist', '#example=no-such-rule/1', 'it names no example of the rule docs'],
    ['a valid state followed by %', `${link(GOOD)}%`, 'it is damaged (characters a share link never holds: it may have been cut or edited)'],
    ['a valid state followed by a broken escape', `${link(GOOD)}%E0%A4%A`, 'it is damaged (characters a share link never holds: it may have been cut or edited)'],
    ['a state cut short', link(GOOD).slice(0, -4), 'it is damaged (it may have been cut short)'],
    ['a scope of the wrong type', link({ ...GOOD, options: { scope: 7 } }), 'its scope is neither global nor guild'],
    ['integration types as a string', link({ ...GOOD, options: { application: { integrationTypes: '0,1' } } }), 'its integration types are not 0 and 1'],
    ['a severity of the wrong type', link({ ...GOOD, options: { rules: { 'name-lowercase': 2 } } }), 'a rule severity is not off, warn or error'],
    ['options that are an array', link({ ...GOOD, options: [] }), 'it holds no options'],
    ['a link of 800 KB', `#s=${randomBytes(600 * 1024).toString('base64url')}`, 'it is 800 KB long, and share links hold up to 512 KB'],
  ])('%s: the starter, linted, and a note saying why', async (_label, fragment, reason) => {
    await refusedWith(await openPage(harness(), fragment), reason);
  });

  it('a link of the right shape still opens (the refusals are not of every link)', async () => {
    const page = await openPage(harness(), await shareLink({ ...GOOD, options: DEFAULT_OPTIONS }));
    expect(await textOf(page)).toBe(GOOD.text);
    expect(await note(page)).toBe('');
  });

  it('a text that would open to more than 8 MB gets no link: the page says so, and Copy share link copies nothing', async () => {
    const page = await openPage(harness());
    // 9 MB of one letter deflates to a few KB: under the link's 512 KB, over what a link opens to.
    await setText(page, JSON.stringify({ name: 'big', description: 'Big', note: 'a'.repeat(9 * 1024 * 1024) }));
    await page.waitForFunction(() => !document.getElementById('share-note')!.hidden, undefined, { timeout: 30_000 });
    expect(await note(page)).toMatch(/^This text is too big for a share link \(it is 9 MB once opened, and a link opens to at most 8 MB\): the address bar holds no text/);
    expect(new URL(page.url()).hash).toBe('');
    await page.click('#share');
    await expect.poll(() => page.$eval('#status', (s) => s.textContent)).toBe('No link copied: this text is too big for a share link (it is 9 MB once opened, and a link opens to at most 8 MB). Share the body as a file.');
    expect(new URL(page.url()).hash).toBe('');
  });
});
