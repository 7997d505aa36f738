#!/usr/bin/env node
// The README's screenshots of the playground: 1280×800 and 390×844, light and dark, of the page
// as it opens (its starter command, its problems, budget and preview). Builds the page, serves it,
// drives Debian's Chromium (CHROMIUM_BIN, else /usr/bin/chromium) and writes
// docs/playground-<width>-<scheme>.png: `pnpm --filter @cmdlint/playground run screenshots`,
// or `node screenshots.mjs <directory>`.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const SIZES = [
  [1280, 800],
  [390, 844],
];
export const SCHEMES = ['light', 'dark'];

/** Writes the four screenshots into `dir`; resolves to their paths. */
export async function takeScreenshots(dir = join(HERE, '..', '..', 'docs'), { build = true } = {}) {
  if (build) execFileSync(process.execPath, [join(HERE, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], { cwd: HERE, stdio: 'inherit' });
  mkdirSync(dir, { recursive: true });
  const server = await serve({ port: 0 });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium', args: ['--no-sandbox'], headless: true });
  const written = [];
  try {
    for (const [width, height] of SIZES) {
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({ viewport: { width, height }, colorScheme, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(server.url);
        await page.waitForFunction(() => document.body.dataset.lint === 'idle');
        // The caret's blink and the lint's progress would make two runs differ.
        await page.addStyleTag({ content: '.cm-cursor { display: none !important; }' });
        const path = join(dir, `playground-${width}-${colorScheme}.png`);
        await page.screenshot({ path });
        written.push(path);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const path of await takeScreenshots(process.argv[2])) console.log(path);
}
