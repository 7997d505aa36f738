// The page as a bot author meets it (issue 27), in Chromium: the header at a desktop's and a
// phone's width, the address bar, the Examples menu by keyboard, where focus goes.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserSuite, idle, openPage, ruleIds, setText, textOf } from './harness.js';

browserSuite('the page in Chromium (issue 27)', (harness) => {
  const open = (fragment = '', context: BrowserContextOptions = {}): Promise<Page> => openPage(harness(), fragment, context);

  it.each([
    [1280, 800],
    [390, 844],
  ])('at %i px wide nothing scrolls sideways and the header keeps its controls on the page', async (width, height) => {
    const page = await open('', { viewport: { width, height } });
    const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
    expect(overflow.scroll, 'the page is wider than the window').toBeLessThanOrEqual(overflow.view);
    const boxes = await page.$$eval('header > *', (elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(width);
    if (width >= 1280) {
      // One row: the share button sits beside the menu, not under it.
      const [menu, share] = await Promise.all(['#examples', '#share'].map((s) => page.$eval(s, (e) => e.getBoundingClientRect().top)));
      expect(Math.abs(menu! - share!)).toBeLessThan(12);
    }
  });

  it('has an icon, no request fails, and loading does not touch the address bar', async () => {
    const page = await open();
    expect(await page.$eval('link[rel="icon"]', (l) => (l as HTMLLinkElement).href)).not.toBe('');
    expect(harness().failures).toEqual([]);
    await page.waitForTimeout(600); // longer than the address bar's own delay
    expect(new URL(page.url()).hash).toBe('');
    // The user's first edit puts the state in the address bar.
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await idle(page);
    await expect.poll(() => new URL(page.url()).hash, { timeout: 5000 }).toMatch(/^#s=/);
  });

  it('arrowing through Examples keeps the text; Enter opens the example shown, and the menu keeps showing it', async () => {
    const page = await open();
    const before = await textOf(page);
    await page.focus('#examples');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const shown = await page.$eval('#examples', (s) => (s as HTMLSelectElement).value);
    expect(shown).toMatch(/^[a-z-]+\/\d+$/);
    expect(await page.$eval('#examples', (s) => (s as HTMLSelectElement).selectedIndex)).toBe(3);
    await page.waitForTimeout(300);
    expect(await textOf(page)).toBe(before);
    await page.keyboard.press('Enter');
    await idle(page);
    const opened = await textOf(page);
    expect(opened).not.toBe(before);
    expect(await page.$eval('#examples', (s) => (s as HTMLSelectElement).value)).toBe(shown);
    // A docs link shows its example in the menu too.
    const linked = await open('#example=name-lowercase/1');
    expect(await linked.$eval('#examples', (s) => (s as HTMLSelectElement).value)).toBe('name-lowercase/1');
  });

  it('after Fix, a suggestion or a preview entry, focus stays in the panel used, not on the body', async () => {
    const page = await open();
    await setText(page, '{\n  "name": "Ping",\n  "description": "Pong",\n  "type": "1",\n  "options": [{ "type": 1, "name": "a", "description": "A" }, { "type": 1, "name": "b", "description": "B" }]\n}\n');
    expect(await ruleIds(page)).toEqual(expect.arrayContaining(['number-as-string', 'name-lowercase']));
    await page.focus('#problems li[data-rule="number-as-string"] .fix');
    await page.keyboard.press('Enter');
    await idle(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#problems, #problems-title') !== null)).toBe(true);
    await page.focus('#problems li[data-rule="name-lowercase"] .suggestion');
    await page.keyboard.press('Enter');
    await idle(page);
    expect(await ruleIds(page)).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('problems-title');
    await page.focus('#preview .entry >> nth=1');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('entry'))).toBe(true);
  });

  it('the editor shows a focus ring that contrasts with its background in the dark theme', async () => {
    const page = await open('', { colorScheme: 'dark' });
    await page.click('.cm-content');
    const ring = await page.$eval('.cm-editor', (e) => {
      const style = getComputedStyle(e);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor, background: getComputedStyle(e).backgroundColor };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
  });
});

/** WCAG contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
